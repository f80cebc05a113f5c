"""The sound of each move, as the table plays it: the window's link between the controller
and the sound board (``play/sounds.py``)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from gin_desktop.play.sounds import SoundBoard, sound_of

if TYPE_CHECKING:
    from gin_desktop.engine import Change
    from gin_desktop.play.controller import GameController


class TableSounds:
    """Plays the sound of every move the controller applies, anyone's, at ``volume``."""

    def __init__(
        self, controller: GameController, volume: int, backends: Sequence[str] | None = None
    ) -> None:
        self.board = SoundBoard(volume, backends)
        controller.changed.connect(self._on_change)

    def _on_change(self, change: Change) -> None:
        seat = 0 if change.seat is None else change.seat  # what every seat may see of it
        sound = sound_of(change.events_for(seat))
        if sound is not None:
            self.board.play(sound)
