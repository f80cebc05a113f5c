"""The match keeper's words (context "MatchKeeper"): the match in progress kept for next
time and resumed (``play.keeping``), a match saved to a file and opened from one, and
leaving a match that is not saved (``ui.window.keeper``)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

translate = QCoreApplication.translate

# -- the match in progress, kept for next time -------------------------------------------


def autosave_damaged(problem: object, kept_as: str) -> str:
    return translate(
        "MatchKeeper",
        "The match in progress could not be read ({0}); it is kept aside as {1}.",
    ).format(problem, kept_as)


def autosave_unreadable(why: object) -> str:
    return translate("MatchKeeper", "The match in progress could not be read: {0}").format(why)


def resumed(hand_number: int, scores: str) -> str:
    return translate("MatchKeeper", "Your match goes on where you left it: hand {0}, {1}.").format(
        hand_number, scores
    )


def cannot_keep(why: str) -> str:
    return translate("MatchKeeper", "The match cannot be kept for next time: {0}").format(why)


# -- files the player chooses ------------------------------------------------------------


def save_as_title() -> str:
    return translate("MatchKeeper", "Save match as")


def open_title() -> str:
    return translate("MatchKeeper", "Open match")


def matches_filter(suffix: str) -> str:
    """The file dialogs' filter: the game's match files, by their ``suffix``."""
    return translate("MatchKeeper", "Gin Desktop matches (*{0})").format(suffix)


def warning_title() -> str:
    return translate("MatchKeeper", "Gin Desktop")


def not_saved_to(name: str, why: object) -> str:
    return translate("MatchKeeper", "The match could not be saved to {0}: {1}").format(name, why)


def saved_to(name: str) -> str:
    return translate("MatchKeeper", "Match saved to {0}.").format(name)


def refused_left_alone(name: str, problem: object) -> str:
    """A match file refused, and nothing copied."""
    return translate("MatchKeeper", "{0} cannot be opened: {1}. The file is left as it is.").format(
        name, problem
    )


def refused_copy_kept(name: str, problem: object, kept_as: str) -> str:
    """A match file refused, a copy of it kept as ``kept_as``."""
    return translate(
        "MatchKeeper",
        "{0} cannot be opened: {1}. The file is left as it is; a copy is kept as {2}.",
    ).format(name, problem, kept_as)


def cannot_open(name: str, why: object) -> str:
    """A match file that cannot be read at all."""
    return translate("MatchKeeper", "{0} cannot be opened: {1}").format(name, why)


def opened(name: str, hand_number: int, scores: str) -> str:
    return translate("MatchKeeper", "Opened {0}: hand {1}, {2}.").format(name, hand_number, scores)


# -- leaving a match ---------------------------------------------------------------------


def leave_title() -> str:
    return translate("MatchKeeper", "Leave this match?")


def not_saved(hand_number: int, scores: str) -> str:
    return translate("MatchKeeper", "The match in progress (hand {0}, {1}) is not saved.").format(
        hand_number, scores
    )


def save_as_button() -> str:
    return translate("MatchKeeper", "&Save as…")


def give_up_button() -> str:
    return translate("MatchKeeper", "&Give it up")
