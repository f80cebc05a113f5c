"""What the window says of the computer player: who is thinking, in the header, and in the
message line that its thinking went wrong or started again (``play/controller.py``)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QLabel

from gin_desktop.words import window_words

if TYPE_CHECKING:
    from gin_desktop.play.controller import GameController


class ComputerNotices(QObject):
    """Follows ``controller``'s computer: ``label`` names who is thinking; ``say`` tells
    the player when it failed or restarted."""

    def __init__(
        self, controller: GameController, label: QLabel, say: Callable[[str], object]
    ) -> None:
        super().__init__(label)
        self._controller, self._label, self._say = controller, label, say
        controller.thinking_changed.connect(self.show_thinking)
        controller.computer_failed.connect(self._failed)
        controller.computer_restarted.connect(self._restarted)

    def show_thinking(self, thinking: bool) -> None:
        """The name of the seat thinking in the label, or nothing."""
        view = self._controller.public_view() if thinking else None
        seat = None if view is None else view.to_act
        if not thinking or view is None or seat is None:
            self._label.setText("")
            return
        self._label.setText(window_words.thinking(view.names[seat]))

    def retranslate(self) -> None:
        """The label in the language now installed."""
        self.show_thinking(self._controller.thinking)

    def _failed(self, details: str) -> None:
        self._say(window_words.computer_error())

    def _restarted(self) -> None:
        self._say(window_words.computer_restarted())
