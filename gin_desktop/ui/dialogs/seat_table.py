"""The seats of the new-match dialog: per seat a name and who plays it, a person at this
screen or the computer at a level. Rows beyond the game's number of players are hidden."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Signal
from PySide6.QtGui import QValidator
from PySide6.QtWidgets import QComboBox, QGridLayout, QLabel, QLineEdit, QWidget

from gin_desktop.session import (
    LEVELS,
    MAX_SEATS,
    Level,
    SeatChoice,
    check_level,
    may_be_typed,
)
from gin_desktop.storage.settings import NAME_MAX
from gin_desktop.words.seat_words import default_name, level_choice, person_choice, seat_label

NAME_ROOM = 9
"""Wide letters a name field keeps room for, whatever the language."""
CHOICE_ROOM = 22
"""Letters the choice of who plays a seat shows at least."""
PERSON = ""
"""The data of the "a person at this screen" choice (the levels are the others')."""


class SeatRow:
    """One seat's label, name and choice of who plays it."""

    def __init__(self, seat: int, grid: QGridLayout) -> None:
        self.label = QLabel(seat_label(seat))
        self.name = QLineEdit()
        self.name.setMaxLength(NAME_MAX)
        self.name.setValidator(OneLine(self.name))  # a pasted line break is refused
        self.label.setBuddy(self.name)
        # The name is never squeezed by a long choice: the choice shows what fits of its
        # text (its list shows it whole), the name keeps room for a name of its own.
        self.name.setMinimumWidth(self.name.fontMetrics().horizontalAdvance("M" * NAME_ROOM))
        self.who = QComboBox()
        self.who.setSizeAdjustPolicy(
            QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon
        )
        self.who.setMinimumContentsLength(CHOICE_ROOM)
        self.who.currentTextChanged.connect(self.who.setToolTip)  # the whole of what is cut
        self.who.addItem(person_choice(), PERSON)
        for level in LEVELS:
            self.who.addItem(level_choice(level), level)
        for column, widget in enumerate((self.label, self.name, self.who)):
            grid.addWidget(widget, seat, column)

    @property
    def level(self) -> Level | None:
        data = self.who.currentData()
        return None if data == PERSON else check_level(data)

    def set_level(self, level: str | None) -> None:
        self.who.setCurrentIndex(max(0, self.who.findData(PERSON if level is None else level)))

    def set_visible(self, shown: bool) -> None:
        for widget in (self.label, self.name, self.who):
            widget.setVisible(shown)


class SeatTable(QWidget):
    """Up to four seat rows; ``changed`` when a name or a choice changes."""

    changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        grid = QGridLayout(self)
        grid.setContentsMargins(0, 0, 0, 0)
        grid.setColumnStretch(1, 1)
        grid.setColumnStretch(2, 2)
        self.rows = [SeatRow(seat, grid) for seat in range(MAX_SEATS)]
        self.count = 2
        self._levels_named = self.levels()
        """The seats as their names were last checked against their defaults."""
        for row in self.rows:
            row.name.textChanged.connect(self._changed)
            row.who.currentIndexChanged.connect(self._changed)

    def set_count(self, count: int) -> None:
        self.count = count
        for seat, row in enumerate(self.rows):
            row.set_visible(seat < count)
        self._changed()

    def fill(self, seats: Sequence[SeatChoice]) -> None:
        for row, (name, level) in zip(self.rows, seats, strict=False):
            row.name.setText(name)
            row.set_level(level)

    def levels(self) -> list[str | None]:
        return [row.level for row in self.rows[: self.count]]

    def choices(self) -> tuple[SeatChoice, ...]:
        """The seats shown: a name typed (empty for the default) and who plays."""
        rows = self.rows[: self.count]
        return tuple((row.name.text().strip(), row.level) for row in rows)

    def names(self) -> list[str]:
        """The names typed, or the defaults for empty fields."""
        levels = self.levels()
        return [name or default_name(seat, levels) for seat, (name, _) in enumerate(self.choices())]

    def _changed(self) -> None:
        """The placeholders name each seat as it is now; a name that was the default of
        what the seat was (a computer's "Computer", your "You") goes with it, so that a
        person is never called by a computer's name, nor the computer by yours."""
        levels, before = self.levels(), self._levels_named
        self._levels_named = levels
        if levels != before:
            for seat, row in enumerate(self.rows[: min(len(before), self.count)]):
                old = default_name(seat, before)
                if row.name.text().strip() == old != default_name(seat, levels):
                    row.name.clear()
        for seat, row in enumerate(self.rows[: self.count]):
            row.name.setPlaceholderText(default_name(seat, levels))
        self.changed.emit()


class OneLine(QValidator):
    """Text on one line: no line break, tab or other control character in a name, and
    nothing invisible or that turns the text around it (``engine/names.py``)."""

    def validate(self, text: str, pos: int) -> object:
        state = QValidator.State.Acceptable if may_be_typed(text) else QValidator.State.Invalid
        return state, text, pos
