"""The words that show a new player round the table: the first-run welcome (context
"WelcomeDialog") and Help › Keys and gestures (context "Keys"; its title is the menu's,
"MainWindow"). The keys' own list is the commands' (``commands.key_rows``)."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication

translate = QCoreApplication.translate

# -- the welcome --------------------------------------------------------------------------


@dataclass(frozen=True)
class WelcomeWords:
    """The welcome's words, each named after its widget."""

    title: str
    choose: str
    play: str
    how_to_play: str
    levels: dict[str, str]
    """Each opponent the welcome offers, by its level, with what it does."""


def welcome_words() -> WelcomeWords:
    return WelcomeWords(
        title=translate("WelcomeDialog", "Welcome to Gin Desktop"),
        choose=translate("WelcomeDialog", "Choose your opponent:"),
        play=translate("WelcomeDialog", "&Play"),
        how_to_play=translate("WelcomeDialog", "&How to play…"),
        levels={
            "beginner": translate("WelcomeDialog", "Beginner: makes mistakes, knocks late"),
            "casual": translate("WelcomeDialog", "Casual: plays its own hand well"),
            "strong": translate("WelcomeDialog", "Strong: also watches your discards"),
            "expert": translate("WelcomeDialog", "Expert: weighs every knock"),
        },
    )


def welcome_text() -> str:
    """What Gin Rummy is and how to play it on this table, a paragraph each (rich text)."""
    return "".join(
        f"<p>{part}</p>"
        for part in (
            translate(
                "WelcomeDialog",
                "<b>Gin Rummy</b> is a card game for two. You hold ten cards and try to arrange them into <i>melds</i>: three or four of a rank, or three or more of a suit in order. The cards left over are your <i>deadwood</i>.",
            ),
            translate(
                "WelcomeDialog",
                "<b>Each turn</b> you draw a card, from the stock or the top of the discard pile, by dragging it to your hand or double-clicking it, then discard one by dragging it to the pile or double-clicking it.",
            ),
            translate(
                "WelcomeDialog",
                "<b>Knock</b> when your deadwood is low enough (10 or less in the standard game): drop your last card on the knock area. With no deadwood at all it is <i>gin</i>. The other player then lays off what they can onto your melds, and the hand is scored.",
            ),
            translate(
                "WelcomeDialog",
                "Help › How to play has the whole rules; Game › House rules changes them.",
            ),
        )
    )


# -- keys and gestures --------------------------------------------------------------------


@dataclass(frozen=True)
class KeysWords:
    """Help › Keys and gestures' words, each named after its widget."""

    title: str
    gestures: str
    headers: list[str]
    on_table: str
    anywhere: str
    more: str


def keys_words() -> KeysWords:
    return KeysWords(
        title=translate("MainWindow", "Keys and gestures"),
        gestures=translate(
            "Keys",
            "Drag cards with the mouse: from the stock or the discard pile to your hand "
            "to draw, from your hand to the discard pile to discard, to the knock area "
            "to knock, onto the knocker's melds to lay off, within your hand to "
            "reorder.\n\n"
            "Double-click the stock or the pile to draw, a card of your hand to discard "
            "it (or lay it off); a single click on the pile fans it out to look through "
            "it.",
        ),
        headers=[translate("Keys", "Key"), translate("Keys", "Command")],
        on_table=translate("Keys", "On the table"),
        anywhere=translate("Keys", "Anywhere in the window"),
        more=translate(
            "Keys",
            "Tab moves through the buttons under the table. Hot-seat: between turns the "
            "cards are hidden; pass the computer on, then click the screen or press "
            "Space to show your cards.",
        ),
    )
