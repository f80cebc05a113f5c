"""The record's words: the Statistics window (context "StatisticsDialog") and the hand
history opened from it (context "HistoryDialog"): titles, headers, buttons and what they
say of a hand that cannot be replayed or checked."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication

from gin_desktop.engine import DealCheck

translate = QCoreApplication.translate


@dataclass(frozen=True)
class HistoryWords:
    """The hand history's fixed words, each named after its widget."""

    title: str
    not_kept_tip: str
    empty: str
    replay: str
    review: str
    again: str
    again_tip: str
    verify: str
    verify_tip: str


def history_words() -> HistoryWords:
    return HistoryWords(
        title=translate("HistoryDialog", "Hand history"),
        not_kept_tip=translate("HistoryDialog", "Recorded before hands were kept for replay."),
        empty=translate("HistoryDialog", "No hand finished yet: each one you play is kept here."),
        replay=translate("HistoryDialog", "&Replay…"),
        review=translate("HistoryDialog", "Re&view…"),
        again=translate("HistoryDialog", "&Deal it again"),
        again_tip=translate(
            "HistoryDialog",
            "A new match whose first hand is this one: the same cards in the same seats",
        ),
        verify=translate("HistoryDialog", "Veri&fy"),
        verify_tip=translate(
            "HistoryDialog", "Check the deal: its seed against the commitment shown at the deal"
        ),
    )


def history_headers() -> list[str]:
    """The history's columns: when, against whom, the rules, the hand, how it ended."""
    return [
        translate("HistoryDialog", "Played"),
        translate("HistoryDialog", "Opponent"),
        translate("HistoryDialog", "Rules"),
        translate("HistoryDialog", "Hand"),
        translate("HistoryDialog", "Result"),
        translate("HistoryDialog", "Winner"),
        translate("HistoryDialog", "Points"),
    ]


def history_hot_seat() -> str:
    return translate("HistoryDialog", "Hot-seat")


def partnership_hand(number: str, first: str, second: str) -> str:
    """A hand of partnership gin in the history: its number and whose game it was."""
    return translate("HistoryDialog", "{0} ({1} against {2})").format(number, first, second)


def deal_check_said(found: DealCheck | None) -> str:
    """What checking a deal found, in one sentence (None: the record is damaged)."""
    if found == DealCheck.MATCHES:
        return translate(
            "HistoryDialog",
            "This deal checks: its seed gives the commitment shown at the deal, and deals "
            "the very deck recorded.",
        )
    if found == DealCheck.NOT_COMMITTED:
        return translate(
            "HistoryDialog",
            "This hand cannot be checked: it was dealt before deals were committed to, or "
            "from a seed chosen for the match, so no commitment was kept.",
        )
    if found == DealCheck.SEED_CHANGED:
        return translate(
            "HistoryDialog",
            "This record does not check: its seed does not give the commitment shown at "
            "the deal, so the record was changed.",
        )
    if found == DealCheck.ORDER_CHANGED:
        return translate(
            "HistoryDialog",
            "This record does not check: the deck recorded is not the one its seed deals, "
            "so the record was changed.",
        )
    return translate(
        "HistoryDialog", "The record of this hand is damaged, so it cannot be checked."
    )


def verify_title() -> str:
    return translate("HistoryDialog", "Verify")


def replay_title() -> str:
    """The title of a message about a replay."""
    return translate("HistoryDialog", "Replay")


def not_kept_for_replay() -> str:
    return translate("HistoryDialog", "This hand was recorded before hands were kept for replay.")


def damaged_for_replay() -> str:
    return translate(
        "HistoryDialog", "The record of this hand is damaged, so it cannot be replayed."
    )


def replay_of(hand_number: int, played: str) -> str:
    """The replay's window title: the hand's number and when it was played."""
    return translate("HistoryDialog", "Replay of hand {0}, {1}").format(hand_number, played)


@dataclass(frozen=True)
class StatisticsWords:
    """The Statistics window's fixed words, each named after its widget."""

    title: str
    empty: str
    win_rates: str
    win_rates_hint: str
    accuracy: str
    accuracy_hint: str
    reset: str
    history: str


def statistics_words() -> StatisticsWords:
    return StatisticsWords(
        title=translate("StatisticsDialog", "Statistics"),
        empty=translate(
            "StatisticsDialog", "No match finished yet: your record starts with the first one."
        ),
        win_rates=translate("StatisticsDialog", "Matches won, over time"),
        win_rates_hint=translate("StatisticsDialog", "Finish two matches to see a line."),
        accuracy=translate("StatisticsDialog", "Your accuracy, match by match"),
        accuracy_hint=translate(
            "StatisticsDialog",
            "The share of your decisions the coach marks fine: it shows once two "
            "matches have reviewed hands.",
        ),
        reset=translate("StatisticsDialog", "&Reset statistics…"),
        history=translate("StatisticsDialog", "Hand &history…"),
    )


def statistics_headers() -> list[str]:
    """The opponent, the rules, then the name of each figure (a row each)."""
    return [
        translate("StatisticsDialog", "Opponent"),
        translate("StatisticsDialog", "Rules"),
        translate("StatisticsDialog", "Matches"),
        translate("StatisticsDialog", "Won"),
        translate("StatisticsDialog", "Win rate"),
        translate("StatisticsDialog", "Hands won"),
        translate("StatisticsDialog", "Gins"),
        translate("StatisticsDialog", "Big gins"),
        translate("StatisticsDialog", "Undercuts made"),
        translate("StatisticsDialog", "Undercuts suffered"),
        translate("StatisticsDialog", "Points a hand"),
        translate("StatisticsDialog", "Best win"),
        translate("StatisticsDialog", "Streak"),
        translate("StatisticsDialog", "Longest streak"),
        translate("StatisticsDialog", "Assisted"),
    ]


def statistics_hot_seat() -> str:
    return translate("StatisticsDialog", "Hot-seat")


def reset_question() -> tuple[str, str]:
    """The title and the question asked before the record is forgotten."""
    return (
        translate("StatisticsDialog", "Reset statistics?"),
        translate(
            "StatisticsDialog", "Forget every recorded match and hand? This cannot be undone."
        ),
    )


def outcomes_title() -> str:
    return translate("OutcomeChart", "How the hands ended")
