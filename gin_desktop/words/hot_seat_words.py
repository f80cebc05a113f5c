"""The privacy screen of hot-seat play (context "Privacy"): the screen passed on to the
player on turn while the others look away. Names are text (the screen shows them plain)."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication

translate = QCoreApplication.translate


@dataclass(frozen=True)
class PrivacyWords:
    """The privacy screen's words, each named after its widget."""

    title: str
    note: str
    button: str
    away: str


def privacy_words(name: str, other: str, players: int) -> PrivacyWords:
    """The screen passed to ``name`` while ``other`` looks away, at a table of
    ``players``."""
    # A button takes "&x" for a shortcut: an ampersand in a name is doubled to be shown.
    shown = name.replace("&", "&&")
    away = (
        translate("Privacy", "Both hands are hidden. {0}, please look away.")
        if players <= 2
        else translate("Privacy", "Every hand is hidden. {0}, please look away.")
    )
    return PrivacyWords(
        title=translate(
            "Privacy", "Pass the computer to {0}, then click to show your cards."
        ).format(name),
        note=translate(
            "Privacy", "{0}: click anywhere, or press Space, when you are ready."
        ).format(name),
        button=translate("Privacy", "Show {0}'s cards").format(shown),
        away=away.format(other),
    )
