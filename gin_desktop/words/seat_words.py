"""Words of the table for two to four seats: the games' names, default names of seats,
and the lines the new-match dialog shows (context "NewMatchDialog"). Names are text: a
caller that puts one into rich text escapes it (``wording.esc``)."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from .language import words_for

translate = QCoreApplication.translate

_GAME_NAMES = {
    "standard": QT_TRANSLATE_NOOP("NewMatchDialog", "Gin"),
    "classic_bonuses": QT_TRANSLATE_NOOP("NewMatchDialog", "Gin with bonuses"),
    "oklahoma": QT_TRANSLATE_NOOP("NewMatchDialog", "Oklahoma"),
    "ginski": QT_TRANSLATE_NOOP("NewMatchDialog", "Ginski"),
    "three_handed": QT_TRANSLATE_NOOP("NewMatchDialog", "Three-handed gin"),
    "partnership": QT_TRANSLATE_NOOP("NewMatchDialog", "Partnership gin"),
}


def game_name(game: str) -> str:
    """The name of a game the new-match dialog offers (a preset name)."""
    return translate("NewMatchDialog", str(_GAME_NAMES.get(game, game)))


def default_name(seat: int, levels: Sequence[str | None]) -> str:
    """The name of a seat left unnamed: "You" for the only person at the screen, "Player n"
    when several share it; "Computer" for the only computer, else "Computer n"."""
    level = levels[seat]
    alike = [other for other, each in enumerate(levels) if (each is None) == (level is None)]
    if level is None:
        if len(alike) == 1:
            return translate("GameController", "You")
        return translate("GameController", "Player {0}").format(alike.index(seat) + 1)
    if len(alike) == 1:
        return translate("GameController", "Computer")
    return translate("GameController", "Computer {0}").format(alike.index(seat) + 1)


def seat_label(seat: int) -> str:
    return translate("NewMatchDialog", "Seat &{0}:").format(seat + 1)


def person_choice() -> str:
    return translate("NewMatchDialog", "A person at this screen")


def level_choice(level: str) -> str:
    names = {
        "beginner": translate("NewMatchDialog", "Computer, beginner: makes mistakes"),
        "casual": translate("NewMatchDialog", "Computer, casual: plays its own hand well"),
        "strong": translate("NewMatchDialog", "Computer, strong: also watches discards"),
        "expert": translate("NewMatchDialog", "Computer, expert: weighs every knock"),
    }
    return names.get(level, level)


def seats_note(game: str) -> str:
    """Who sits where, for the games where it matters."""
    notes = {
        "three_handed": translate(
            "NewMatchDialog", "Each hand the dealer sits out and deals to the other two."
        ),
        "partnership": translate(
            "NewMatchDialog", "Seats 1 and 3 play together against seats 2 and 4."
        ),
        "ginski": translate(
            "NewMatchDialog", "Played with the Rumski deck: five colours and wild cards."
        ),
    }
    return notes.get(game, "")


def names_clash() -> str:
    return translate("NewMatchDialog", "⚠ Every player needs a different name.")


def no_person() -> str:
    return translate("NewMatchDialog", "⚠ At least one seat is a person at this screen.")


def default_names_now(seats: int) -> dict[str, str]:
    """Each default name of a seat ("You", "Computer", "Player 2"…, numbered up to
    ``seats``) in any language the game speaks -> its words in the language now spoken."""
    now: dict[str, str] = {}
    for source in ("You", "Computer"):  # the words of default_name
        said = translate("GameController", source)
        now |= {word: said for word in words_for("GameController", source)}
    for source in ("Player {0}", "Computer {0}"):
        for number in range(1, seats + 1):
            said = translate("GameController", source).format(number)
            now |= {word.format(number): said for word in words_for("GameController", source)}
    return now


def level_name(level: str) -> str:
    """The computer's level in a word ("beginner"…), as the opponent is named."""
    names = {
        "beginner": translate("GameController", "beginner"),
        "casual": translate("GameController", "casual"),
        "strong": translate("GameController", "strong"),
        "expert": translate("GameController", "expert"),
    }
    return names.get(level, level)
