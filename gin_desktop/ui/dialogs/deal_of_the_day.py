"""Play › Deal of the day: the day's deal, the same for every player, against the computer
at the level chosen; and the window's title, which names the day of such a match (a match
keeps only its seed: the day is found again from it, after a restart too)."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import date

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from gin_desktop.words import window_words
from gin_desktop.words.new_match_words import deal_of_the_day_words

SENTENCE_WIDTH = 420
"""The sentence's width in pixels: it wraps to its own height, never cut."""


class DealOfTheDayDialog(QDialog):
    """The deal of ``day`` (ISO 8601) against the computer: a sentence that says what it
    is, a labelled choice of level (``levels``: each level and its name) and Deal.
    ``chosen_level`` is the level chosen, None until Deal is pressed."""

    def __init__(
        self,
        day: str,
        levels: Sequence[tuple[str, str]],
        level: str,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        said = deal_of_the_day_words(day)
        self.setWindowTitle(said.title)
        self.chosen_level: str | None = None
        self.sentence = QLabel(said.sentence)
        self.sentence.setWordWrap(True)
        self.sentence.setTextFormat(Qt.TextFormat.PlainText)
        self.level_box = QComboBox()
        for known, name in levels:
            self.level_box.addItem(name, known)
        self.level_box.setCurrentIndex(max(0, self.level_box.findData(level)))
        form = QFormLayout()
        form.addRow(said.level, self.level_box)
        self.level_label = form.labelForField(self.level_box)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.deal_button = buttons.addButton(said.deal, QDialogButtonBox.ButtonRole.AcceptRole)
        self.deal_button.setDefault(True)
        buttons.accepted.connect(self._deal)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.sentence)
        layout.addLayout(form)
        layout.addWidget(buttons)
        self.sentence.setMinimumWidth(SENTENCE_WIDTH)
        self.sentence.setMinimumHeight(self.sentence.heightForWidth(SENTENCE_WIDTH))
        self.level_box.setFocus()

    def _deal(self) -> None:
        self.chosen_level = self.level_box.currentData()
        self.accept()

    @classmethod
    def ask(
        cls, day: str, levels: Sequence[tuple[str, str]], level: str, parent: QWidget | None
    ) -> str | None:
        """The level chosen for the deal of ``day``; None when cancelled."""
        dialog = cls(day, levels, level, parent)
        try:
            dialog.exec()
            return dialog.chosen_level
        finally:
            dialog.deleteLater()


def window_title(seed: object, today: date | None = None) -> str:
    """The window's title: the game's name, after the day of a deal of the day."""
    # loaded when first asked: the window's title is shown without it
    from gin_desktop.engine import day_of_seed

    name = window_words.app_name()
    day = day_of_seed(seed, today or date.today())
    if day is None:
        return name
    return window_words.deal_of_the_day_title(day, name)
