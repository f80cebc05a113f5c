"""The house-rules dialog's options: their order by group, which depends on which, the
numbers' bounds, and the widgets of one option (its editor, its title, its explanation, and
how a rule is shown but not changed). ``house_rules.py`` lays them out and reacts."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QPalette, QValidator
from PySide6.QtWidgets import QAbstractSpinBox, QComboBox, QLabel, QSpinBox, QWidget

from gin_desktop.engine import INT_RANGES, NEXT_DEALER_CHOICES
from gin_desktop.words.house_rule_words import choice_names

GROUPS: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("game", ("players", "deck")),
    ("knocking", ("knock_limit", "oklahoma", "oklahoma_spades_double")),
    (
        "hand",
        (
            "gin_bonus",
            "big_gin_enabled",
            "big_gin_bonus",
            "undercut_bonus",
            "ties_are_undercuts",
            "lay_offs",
        ),
    ),
    (
        "play",
        (
            "first_upcard_offer",
            "forbid_discarding_taken_card",
            "next_dealer",
            "partners_change_opponents",
        ),
    ),
    ("match", ("target_score", "end_bonuses", "game_bonus", "box_bonus", "shutout_bonus")),
)
"""The options in the order shown, by group; together, every field of ``RuleSet`` a house
may set in some game (a game shows its own: ``HOUSE_OPTIONS``), and the game's table."""
TABLE = ("players", "deck")
"""Shown for every game, not to be changed here: the game's number of players (Ginski's is
chosen in the new-match dialog) and its deck."""


DEPENDS_ON: dict[str, tuple[str, bool]] = {
    "knock_limit": ("oklahoma", False),
    "oklahoma_spades_double": ("oklahoma", True),
    "big_gin_bonus": ("big_gin_enabled", True),
    "game_bonus": ("end_bonuses", True),
    "box_bonus": ("end_bonuses", True),
    "shutout_bonus": ("end_bonuses", True),
}
"""An option that matters only while another is on (or off) is greyed out otherwise."""

NUMBER_RANGES = {"players": (0, 0), **INT_RANGES}
"""Every number of the dialog, with its bounds (the players: the rules' own number)."""

EXPLANATION_WIDTH = 400
"""Pixels for the explanations: most on one line in the default font, and the dialog
within an 800-pixel screen in every language (a longer one wraps)."""


class RangeSpinBox(QSpinBox):
    """A spin box that tells when it refuses what was typed (out of range, not a number)."""

    refused = Signal(str)
    """The text that was refused."""

    def validate(self, text: str, pos: int) -> tuple[QValidator.State, str, int]:
        result = super().validate(text, pos)
        if result[0] == QValidator.State.Invalid:
            self.refused.emit(text)
        return result

    def fixup(self, text: str) -> str:
        """Called when editing ends on a value that is not yet valid ("5" with at least 10)."""
        self.refused.emit(text)
        return str(super().fixup(text))


def choices_box(name: str, text: str, deck: str) -> tuple[QComboBox, QLabel]:
    """A combo box of the option's choices, in the engine's order; fixed when one (the
    deck: the game's own, ``deck``)."""
    words = choice_names(name)
    choices: tuple[str, ...] = (deck,) if name == "deck" else NEXT_DEALER_CHOICES
    combo = QComboBox()
    for choice in choices:
        combo.addItem(words[choice], choice)
    combo.setEnabled(len(choices) > 1)
    label = QLabel(text)
    label.setBuddy(combo)
    return combo, label


def group_title(text: str) -> QLabel:
    label = QLabel(text)
    font = label.font()
    font.setBold(True)
    label.setFont(font)
    return label


def explanation_label(text: str) -> QLabel:
    label = QLabel(text)
    label.setWordWrap(True)
    label.setForegroundRole(QPalette.ColorRole.PlaceholderText)
    return label


class ReadOnly(QObject):
    """Swallows what would change a check box or a list: clicks, keys, the mouse wheel."""

    BLOCKED = frozenset(
        {
            QEvent.Type.MouseButtonPress,
            QEvent.Type.MouseButtonRelease,
            QEvent.Type.MouseButtonDblClick,
            QEvent.Type.KeyPress,
            QEvent.Type.KeyRelease,
            QEvent.Type.Wheel,
            QEvent.Type.Shortcut,
        }
    )

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        return event.type() in self.BLOCKED


def freeze(widget: QWidget, guard: ReadOnly) -> None:
    """Shown as it is, but not editable: clearer than greyed-out widgets."""
    if isinstance(widget, QAbstractSpinBox):
        widget.setReadOnly(True)
        widget.setButtonSymbols(QAbstractSpinBox.ButtonSymbols.NoButtons)
    else:
        widget.installEventFilter(guard)
    widget.setFocusPolicy(Qt.FocusPolicy.NoFocus)
