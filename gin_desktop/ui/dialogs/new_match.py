"""The new-match dialog: your name, the computer's level and the house-rule preset."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QVBoxLayout,
    QWidget,
)

from ..controller import LEVELS, PRESETS, MatchSettings


class NewMatchDialog(QDialog):
    """Asks for a new match's settings; read them from ``settings()`` after ``exec()``."""

    def __init__(self, current: MatchSettings | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        current = current or MatchSettings()
        self.setWindowTitle(self.tr("New match"))
        self.name_edit = QLineEdit(current.name)
        self.name_edit.setMaxLength(24)
        self.name_edit.setPlaceholderText(self.tr("You"))
        self.level_box = QComboBox()
        level_names = {
            "beginner": self.tr("Beginner: makes mistakes, knocks late"),
            "casual": self.tr("Casual: plays its own hand well"),
            "strong": self.tr("Strong: also watches your discards"),
            "expert": self.tr("Expert: weighs every knock"),
        }
        for level in LEVELS:
            self.level_box.addItem(level_names[level], level)
        self.level_box.setCurrentIndex(max(0, self.level_box.findData(current.level)))
        self.preset_box = QComboBox()
        preset_names = {
            "standard": self.tr("Standard (knock with 10, gin 25, undercut 25, to 100)"),
            "classic_bonuses": self.tr("Classic with game, box and shutout bonuses"),
            "oklahoma": self.tr("Oklahoma (the upcard sets the knock limit)"),
        }
        for preset in PRESETS:
            self.preset_box.addItem(preset_names[preset], preset)
        self.preset_box.setCurrentIndex(max(0, self.preset_box.findData(current.preset)))
        form = QFormLayout()
        form.addRow(self.tr("Your name:"), self.name_edit)
        form.addRow(self.tr("Opponent:"), self.level_box)
        form.addRow(self.tr("Rules:"), self.preset_box)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("Deal"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        intro = QLabel(self.tr("Play a new match against the computer."))
        layout.addWidget(intro)
        layout.addLayout(form)
        layout.addWidget(buttons)

    def settings(self) -> MatchSettings:
        name = self.name_edit.text().strip() or self.tr("You")
        return MatchSettings(
            name=name,
            level=str(self.level_box.currentData()),
            preset=str(self.preset_box.currentData()),
        )

    @classmethod
    def ask(
        cls, current: MatchSettings | None, parent: QWidget | None = None
    ) -> MatchSettings | None:
        """Show the dialog; the chosen settings, or None if cancelled."""
        dialog = cls(current, parent)
        return dialog.settings() if dialog.exec() == QDialog.DialogCode.Accepted else None
