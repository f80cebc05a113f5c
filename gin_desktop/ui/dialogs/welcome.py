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


class WelcomeDialog(QDialog):
    """``chosen_level`` is the opponent picked with Play, or None when closed."""

    def __init__(self, level: str = "casual", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Welcome to Gin Desktop"))
        self.chosen_level: str | None = None
        intro = QLabel(self.text())
        intro.setTextFormat(Qt.TextFormat.RichText)
        intro.setWordWrap(True)
        self.levels = QButtonGroup(self)
        names = {
            "beginner": self.tr("Beginner: makes mistakes, knocks late"),
            "casual": self.tr("Casual: plays its own hand well"),
            "strong": self.tr("Strong: also watches your discards"),
            "expert": self.tr("Expert: weighs every knock"),
        }
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addWidget(QLabel(self.tr("Choose your opponent:")))
        self.level_buttons: dict[str, QRadioButton] = {}
        for known in LEVELS:
            button = QRadioButton(names[known])
            button.setChecked(known == level)
            self.levels.addButton(button)
            self.level_buttons[known] = button
            layout.addWidget(button)
        buttons = QDialogButtonBox()
        self.play_button = buttons.addButton(
            self.tr("&Play"), QDialogButtonBox.ButtonRole.AcceptRole
        )
        self.how_to_play_button = QPushButton(self.tr("&How to play…"))
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
        return "".join(
            f"<p>{part}</p>"
            for part in (
                self.tr(
                    "<b>Gin Rummy</b> is a card game for two. You hold ten cards and try to arrange them into <i>melds</i>: three or four of a rank, or three or more of a suit in order. The cards left over are your <i>deadwood</i>."
                ),
                self.tr(
                    "<b>Each turn</b> you draw a card, from the stock or the top of the discard pile, by dragging it to your hand or double-clicking it, then discard one by dragging it to the pile or double-clicking it."
                ),
                self.tr(
                    "<b>Knock</b> when your deadwood is low enough (10 or less in the standard game): drop your last card on the knock area. With no deadwood at all it is <i>gin</i>. The other player then lays off what they can onto your melds, and the hand is scored."
                ),
                self.tr("Help › How to play has the whole rules; Game › House rules changes them."),
            )
        )

    def _play(self) -> None:
        self.chosen_level = next(
            (level for level, button in self.level_buttons.items() if button.isChecked()),
            None,
        )
        self.accept()
