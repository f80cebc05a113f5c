"""The question a hint asks first at a hot-seat table: whether everyone at the screen
allows hints in this match (``play.hints.Hints`` asks it through ``everyone_allows``)."""

from __future__ import annotations

from PySide6.QtWidgets import QMessageBox, QWidget

from gin_desktop.words.hint_words import shared_screen_question


def everyone_allows_hints(parent: QWidget) -> bool:
    """Whether the people at the screen answer yes."""
    title, question = shared_screen_question()
    answer = QMessageBox.question(parent, title, question)
    return answer == QMessageBox.StandardButton.Yes
