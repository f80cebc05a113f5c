"""The question a hint asks first at a hot-seat table: whether everyone at the screen
allows hints in this match (``play.hints.Hints`` asks it through ``everyone_allows``)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox, QWidget

translate = QCoreApplication.translate


def everyone_allows_hints(parent: QWidget) -> bool:
    """Whether the people at the screen answer yes."""
    answer = QMessageBox.question(
        parent,
        translate("Hint", "Hints at a shared screen"),
        translate(
            "Hint",
            "A hint is seen by everyone at this screen, and the match then counts as "
            "assisted. Does everyone playing here allow hints in this match?",
        ),
    )
    return answer == QMessageBox.StandardButton.Yes
