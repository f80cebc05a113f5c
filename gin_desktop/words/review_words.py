"""A hand looked back on: the coach's review of it (context "ReviewDialog") and its replay
(contexts "ReplayDialog" and "ReplayBoard"): titles, headers, buttons, and the lines that
say how far the coach has got and how each player did."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication

translate = QCoreApplication.translate

# -- the review ---------------------------------------------------------------------------


@dataclass(frozen=True)
class ReviewWords:
    """The review's fixed words, each named after its widget."""

    title: str
    others: str
    others_tip: str
    headers: list[str]


def review_words() -> ReviewWords:
    return ReviewWords(
        title=translate("ReviewDialog", "Review of the hand"),
        others=translate("ReviewDialog", "Show the other players' decisions too"),
        others_tip=translate("ReviewDialog", "The computer's choices, reviewed as yours are"),
        headers=[
            translate("ReviewDialog", "Move"),
            translate("ReviewDialog", "Who"),
            translate("ReviewDialog", "Played"),
            translate("ReviewDialog", "The coach"),
            translate("ReviewDialog", "Cost"),
            translate("ReviewDialog", "Mark"),
            translate("ReviewDialog", "Hint given"),
        ],
    )


def reviewing(move: int, moves: int) -> str:
    """How far the coach has got."""
    return translate("ReviewDialog", "The coach is reviewing the hand: move {0} of {1}…").format(
        move, moves
    )


def legend(fine: float, inaccuracy: float, mistake: float) -> str:
    """The marks, by the costs below which each is given."""
    return translate(
        "ReviewDialog",
        "Cost: the expected points a choice gave away against the coach's, judged from "
        "what you could see then. Fine: under {0}; inaccuracy: under {1}; mistake: under "
        "{2}; blunder: {2} or more.",
    ).format(fine, inaccuracy, mistake)


def mark_names() -> dict[str, str]:
    """Each mark of the review (``ai.review.MARKS``) by its key."""
    return {
        "fine": translate("ReviewDialog", "fine"),
        "inaccuracy": translate("ReviewDialog", "inaccuracy"),
        "mistake": translate("ReviewDialog", "mistake"),
        "blunder": translate("ReviewDialog", "blunder"),
    }


def accuracy(name: str, fine: int, decisions: int) -> str:
    """One player's accuracy: the share of their decisions marked fine."""
    return translate("ReviewDialog", "{0}: {1} of {2} decisions fine, accuracy {3}%.").format(
        name, fine, decisions, round(100 * fine / decisions)
    )


def nothing_to_review() -> str:
    return translate("ReviewDialog", "No decision to review: every move was forced.")


def review_failed() -> str:
    return translate("ReviewDialog", "The coach could not review this hand.")


# -- the replay ---------------------------------------------------------------------------


def hand_label(name: str, deadwood: int, *, knocked: bool) -> str:
    """The words above a hand in the replay: the name and its deadwood."""
    if knocked:
        template = translate("ReplayBoard", "{0}: laid down melds, deadwood {1}")
    else:
        template = translate("ReplayBoard", "{0}: deadwood {1}")
    return template.format(name, deadwood)


def to_play(label: str) -> str:
    """A hand's label when its player is to play."""
    return translate("ReplayBoard", "{0} (to play)").format(label)


def stock(count: int) -> str:
    return translate("ReplayBoard", "Stock: {0}").format(count)


def discard_pile() -> str:
    return translate("ReplayBoard", "Discard pile")


@dataclass(frozen=True)
class ReplayWords:
    """The replay's buttons and its title when none is given."""

    title: str
    first: str
    back: str
    forward: str
    last: str


def replay_words() -> ReplayWords:
    return ReplayWords(
        title=translate("ReplayDialog", "Replay"),
        first=translate("ReplayDialog", "|< &First"),
        back=translate("ReplayDialog", "< &Back"),
        forward=translate("ReplayDialog", "&Forward >"),
        last=translate("ReplayDialog", "&Last >|"),
    )


def position(index: int, last: int) -> str:
    """Where the replay is: move ``index`` of ``last``."""
    return translate("ReplayDialog", "Move {0} of {1}").format(index, last)


def event_sentence(who: str, what: str) -> str:
    """What an event says: who did what (no one: what alone)."""
    return translate("ReplayDialog", "{0} {1}").format(who, what) if who else what


# -- the expert's way with the same cards ------------------------------------------------


@dataclass(frozen=True)
class ExpertWayWords:
    """The expert's way's fixed words, each named after its widget."""

    title: str
    intro: str
    playing: str
    watch_yours: str
    watch_expert: str
    yours: str
    experts: str
    the_expert: str
    """The expert's name in the seat it played."""
    failed: str


def expert_way_words() -> ExpertWayWords:
    return ExpertWayWords(
        title=translate("ExpertWayDialog", "The same cards, the expert's way"),
        intro=translate(
            "ExpertWayDialog",
            "The expert plays your cards from the same deal, against the same opponent: "
            "the luck of the cards is the same for both of you. It plays the hand as the "
            "first of a match, so the score of yours does not weigh in its choices.",
        ),
        playing=translate("ExpertWayDialog", "The expert is playing your cards…"),
        watch_yours=translate("ExpertWayDialog", "Watch &your play"),
        watch_expert=translate("ExpertWayDialog", "Watch the &expert's play"),
        yours=translate("ExpertWayDialog", "Your play"),
        experts=translate("ExpertWayDialog", "The expert's play"),
        the_expert=translate("ExpertWayDialog", "The expert"),
        failed=translate("ExpertWayDialog", "The expert could not play this hand."),
    )


def compared(difference: int) -> str:
    """Who did better with the cards: ``difference`` is the expert's net points less
    yours."""
    if difference > 0:
        return translate(
            "ExpertWayDialog", "With your cards the expert did {0} points better than you."
        ).format(difference)
    if difference < 0:
        return translate(
            "ExpertWayDialog", "You did {0} points better than the expert with these cards."
        ).format(-difference)
    return translate("ExpertWayDialog", "You did as well as the expert with these cards.")
