"""The main window's own sentences (context "MainWindow"): its title, what it says on the
felt or in the status bar of the computer, of a match begun or refused, of the dialogs it
could not open, the question before a knock, and the About box. It imports Qt Core alone:
the window's first paint words its title."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication

translate = QCoreApplication.translate

# -- the window ---------------------------------------------------------------------------


def app_name() -> str:
    """The application's name: the window's title, and the title of a box said before
    the window is up."""
    return translate("MainWindow", "Gin Desktop")


def deal_of_the_day_title(day: str, name: str) -> str:
    """The window's title during the deal of ``day``."""
    return translate("MainWindow", "Deal of the day, {0} — {1}").format(day, name)


def and_more(first: str, more: int) -> str:
    """The first of several notices, the others in the tooltip."""
    return translate("MainWindow", "{0} (and {1} more: see the tooltip)").format(first, more)


def card_size_said(chosen: int, shown: int) -> str:
    """The words for a card size ``chosen``, of which the window shows ``shown`` (context
    "Table")."""
    if shown < chosen:
        words = translate("Table", "Cards at {0}%: this window holds {1}% (make it larger)")
        return words.format(chosen, shown)
    return translate("Table", "Cards at {0}%").format(chosen)


# -- the computer -------------------------------------------------------------------------


def thinking(name: str) -> str:
    return translate("MainWindow", "{0} is thinking…").format(name)


def computer_error() -> str:
    return translate(
        "MainWindow", "The computer player made an error; it played a legal move instead."
    )


def computer_restarted() -> str:
    return translate(
        "MainWindow",
        "The computer's thinking stopped; it thinks its move again. Nothing is lost.",
    )


# -- a knock asked first ------------------------------------------------------------------


@dataclass(frozen=True)
class KnockQuestion:
    """The question before a knock (or gin) dropped on the knock area."""

    title: str
    question: str
    yes: str
    why: str
    keep_playing: str


def knock_question(card: str, left: int) -> KnockQuestion:
    """Knocking by discarding ``card`` face down leaves ``left`` deadwood (0: gin)."""
    if left == 0:
        title, yes = translate("MainWindow", "Go gin?"), translate("MainWindow", "Go &gin")
        question = translate("MainWindow", "Go gin, discarding {0} face down?").format(card)
    else:
        title, yes = translate("MainWindow", "Knock?"), translate("MainWindow", "&Knock")
        question = translate(
            "MainWindow", "Knock with {0} deadwood, discarding {1} face down?"
        ).format(left, card)
    return KnockQuestion(
        title=title,
        question=question,
        yes=yes,
        why=translate(
            "MainWindow", "This ends the hand. (Game ▸ Preferences: “Ask before knocking”.)"
        ),
        keep_playing=translate("MainWindow", "&Keep playing"),
    )


# -- matches begun, refused ---------------------------------------------------------------


def partnership_hand_alone() -> str:
    return translate("MainWindow", "A hand of partnership gin cannot be dealt again alone.")


def deal_of_the_day_played(day: str) -> str:
    return translate(
        "MainWindow", "You have played the deal of {0} already: a new one comes tomorrow."
    ).format(day)


def deal_of_the_day_begun(day: str) -> str:
    return translate("MainWindow", "The deal of the day of {0}: good luck!").format(day)


def house_rules_saved() -> str:
    return translate(
        "MainWindow",
        "House rules saved. They apply from the next match; this one keeps its "
        "own (Game ▸ Rules of this match).",
    )


def score_sheet_where() -> str:
    """Where the score sheet is, when the window has no room to open it."""
    return translate(
        "MainWindow", "Every hand of the match is on the score sheet: View ▸ Score sheet."
    )


# -- dialogs ------------------------------------------------------------------------------


def no_statistics() -> str:
    return translate("MainWindow", "No statistics are kept in this window.")


def no_hand_to_review() -> str:
    return translate("MainWindow", "There is a hand to review once one has ended.")


def no_hand_for_the_expert() -> str:
    return translate(
        "MainWindow",
        "Once a hand you played against the computer has ended, the expert can play your cards.",
    )


def about_title() -> str:
    return translate("MainWindow", "About Gin Desktop")


def about_text(version: str) -> str:
    return translate(
        "MainWindow",
        "Gin Desktop {0}\n\nGin Rummy against the computer, or hot-seat with family "
        "and friends at the same screen, by your own house rules.\n\n"
        "Free software under the MIT licence.",
    ).format(version)


def about_qt_title() -> str:
    return translate("MainWindow", "About Qt")
