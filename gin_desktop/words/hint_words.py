"""The coach's hint in words (context "Hint"): the move, why in one sentence, and how
close the next best was. The facts are the coach's (``gin_desktop.ai.coach.Hint``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from gin_desktop.engine import (
    Action,
    BigGin,
    Card,
    Discard,
    DrawDiscard,
    DrawStock,
    FinishLayoffs,
    Knock,
    LayOff,
    PassUpcard,
    PlayerView,
)

from .rich_text import cards_text

if TYPE_CHECKING:  # for types only: the coach's search loads when a hint is first asked for
    from gin_desktop.ai.coach import Hint
    from gin_desktop.ai.review import Decision

translate = QCoreApplication.translate

CLEARLY_BEST = 3.0
"""Expected points by which the best move must lead for the hint to call it clearly best."""


def hint_text(hint: Hint, view: PlayerView) -> str:
    """ "Hint: Take 9♠ from the pile: it completes 9♣ 9♦ 9♥ 9♠ and leaves you 6 deadwood.
    Clearly the best: the next, drawing from the stock, is 4.5 expected points behind.";
    when a knock is on offer and the hint is to discard, what it advises against first:
    "Hint: Do not knock yet: discard 2♦ and play on for gin; knocking is 4.6 expected
    points behind." Each sentence starts with a capital."""
    said = translate("Hint", "Hint: {0}").format(_why(hint, view))
    closeness = _closeness(hint, view)
    if closeness is None:
        return said
    return f"{said} {capitalised(closeness)}"


def capitalised(sentence: str) -> str:
    """``sentence`` with its first letter a capital (it may begin with a move's name)."""
    return sentence[:1].upper() + sentence[1:]


def _why(hint: Hint, view: PlayerView) -> str:
    action, left = hint.action, hint.deadwood_after
    if isinstance(action, Discard) and hint.knock_margin is not None:
        return translate(
            "Hint",
            "Do not knock yet: discard {0} and play on for gin; knocking is {1} expected "
            "points behind.",
        ).format(cards_text([action.card]), f"{hint.knock_margin:.1f}")
    top = cards_text([view.top_discard]) if view.top_discard is not None else ""
    if isinstance(action, DrawDiscard):
        if hint.completes:
            return translate(
                "Hint", "Take {0} from the pile: it completes {1} and leaves you {2} deadwood."
            ).format(top, cards_text(hint.completes), left)
        return translate(
            "Hint", "Take {0} from the pile: after your best discard you keep {1} deadwood."
        ).format(top, left)
    if isinstance(action, PassUpcard):
        return translate("Hint", "Pass {0}: it does not help your hand enough.").format(top)
    if isinstance(action, DrawStock):
        if top:
            return translate("Hint", "Draw from the stock: {0} does not help you.").format(top)
        return translate("Hint", "Draw from the stock.")
    if isinstance(action, Knock):
        card = cards_text([action.card])
        if left == 0:
            return translate("Hint", "Go gin, discarding {0}.").format(card)
        return translate("Hint", "Knock, discarding {0}: you keep {1} deadwood.").format(card, left)
    if isinstance(action, Discard):
        return translate("Hint", "Discard {0}: it leaves you {1} deadwood.").format(
            cards_text([action.card]), left
        )
    if isinstance(action, BigGin):
        return translate("Hint", "Go big gin: all eleven of your cards are melded.")
    if isinstance(action, LayOff):
        return translate("Hint", "Lay off {0}.").format(cards_text([action.card]))
    if isinstance(action, FinishLayoffs):
        return translate("Hint", "Press Done: none of your cards can be laid off.")
    return translate("Hint", "Deal the next hand.")


def _closeness(hint: Hint, view: PlayerView) -> str | None:
    """How close the next best move was; None when the first sentence has said it (the
    next best is the knock advised against)."""
    runner_up = hint.runner_up
    if runner_up is None:
        return translate("Hint", "It is the only move.")
    if hint.knock_margin is not None and isinstance(runner_up, Knock):
        return None
    if hint.margin < 0.05:
        return translate("Hint", "{0} is as good.").format(move_name(runner_up, view.top_discard))
    points = f"{hint.margin:.1f}"
    if hint.margin >= CLEARLY_BEST:
        return translate(
            "Hint", "Clearly the best: the next, {0}, is {1} expected points behind."
        ).format(move_name(runner_up, view.top_discard), points)
    return translate("Hint", "Close: {0} is only {1} expected points behind.").format(
        move_name(runner_up, view.top_discard), points
    )


def move_name(action: Action, upcard: Card | None) -> str:
    """A move as a short phrase: "drawing from the stock", "discarding K♣"; ``upcard`` is
    the top card of the discard pile it was made on."""
    top = cards_text([upcard]) if upcard is not None else ""
    if isinstance(action, DrawDiscard):
        return translate("Hint", "taking {0}").format(top)
    if isinstance(action, PassUpcard):
        return translate("Hint", "passing {0}").format(top)
    if isinstance(action, DrawStock):
        return translate("Hint", "drawing from the stock")
    if isinstance(action, Knock):
        return translate("Hint", "knocking with {0}").format(cards_text([action.card]))
    if isinstance(action, Discard):
        return translate("Hint", "discarding {0}").format(cards_text([action.card]))
    if isinstance(action, LayOff):
        return translate("Hint", "laying off {0}").format(cards_text([action.card]))
    if isinstance(action, BigGin):
        return translate("Hint", "going big gin")
    return translate("Hint", "finishing")


def decision_text(decision: Decision) -> str:
    """A reviewed decision in one sentence, for the replay's step."""
    if decision.best == decision.played:
        return translate("Hint", "The coach: {0} was the best move here.").format(
            move_name(decision.played, decision.upcard)
        )
    marks = {
        "fine": translate("Hint", "fine"),
        "inaccuracy": translate("Hint", "an inaccuracy"),
        "mistake": translate("Hint", "a mistake"),
        "blunder": translate("Hint", "a blunder"),
    }
    return translate(
        "Hint", "The coach: {0} rather than {1}; {2} expected points given away, {3}."
    ).format(
        move_name(decision.best, decision.upcard),
        move_name(decision.played, decision.upcard),
        f"{decision.cost:.1f}",
        marks[decision.mark],
    )


def not_your_turn() -> str:
    """Asked for a hint when it is not the person's turn."""
    return translate("Hint", "A hint is for your turn: it is not yours now.")


def thinking_about_your_move() -> str:
    return translate("Hint", "Thinking about your move…")


def coach_failed() -> str:
    return translate("Hint", "No hint this time: the coach could not finish. Try again.")


def shared_screen_question() -> tuple[str, str]:
    """The title and the question asked before the first hint at a hot-seat table."""
    return (
        translate("Hint", "Hints at a shared screen"),
        translate(
            "Hint",
            "A hint is seen by everyone at this screen, and the match then counts as "
            "assisted. Does everyone playing here allow hints in this match?",
        ),
    )
