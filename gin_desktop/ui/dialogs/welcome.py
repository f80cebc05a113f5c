"""The first-run welcome: what Gin Rummy is, how to draw, discard and knock on this table,
and a choice of opponent to start with (Help > Welcome shows it again)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QButtonGroup,
    QDialog,
    QDialogButtonBox,
    QLabel,
    QLayout,
    QPushButton,
    QRadioButton,
    QVBoxLayout,
    QWidget,
)

from gin_desktop.session import LEVELS
from gin_desktop.words import help_words as words


class WelcomeDialog(QDialog):
    """``chosen_level`` is the opponent picked with Play, or None when closed."""

    def __init__(self, level: str = "casual", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        said = words.welcome_words()
        self.setWindowTitle(said.title)
        self.chosen_level: str | None = None
        intro = QLabel(self.text())
        intro.setTextFormat(Qt.TextFormat.RichText)
        intro.setWordWrap(True)
        self.levels = QButtonGroup(self)
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addWidget(QLabel(said.choose))
        self.level_buttons: dict[str, QRadioButton] = {}
        for known in LEVELS:
            button = QRadioButton(said.levels[known])
            button.setChecked(known == level)
            self.levels.addButton(button)
            self.level_buttons[known] = button
            layout.addWidget(button)
        buttons = QDialogButtonBox()
        self.play_button = buttons.addButton(said.play, QDialogButtonBox.ButtonRole.AcceptRole)
        self.how_to_play_button = QPushButton(said.how_to_play)
        buttons.addButton(self.how_to_play_button, QDialogButtonBox.ButtonRole.HelpRole)
        buttons.accepted.connect(self._play)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.play_button.setDefault(True)
        # Wrapped text needs its height for the width: the whole welcome, never cut.
        intro.setMinimumWidth(560)
        intro.setMinimumHeight(intro.heightForWidth(560))
        # Its own size, not the player's to change: a window manager draws a resizable
        # window a grip strip under its buttons (openbox: an empty band with tick marks).
        layout.setSizeConstraint(QLayout.SizeConstraint.SetFixedSize)

    def text(self) -> str:
        return words.welcome_text()

    def _play(self) -> None:
        self.chosen_level = next(
            (level for level, button in self.level_buttons.items() if button.isChecked()),
            None,
        )
        self.accept()
