"""The one way cards move on the table (kpat's ``KCard::animate`` with a zero path).

Every move of every card goes through ``Animator.animate``. A duration of 0 puts the
cards in place at once: the tests and the "instant" speed use it, so what they check is
exactly what an animation would end in. A new set of moves stops the running one where it
is and starts from there, so the table never lags behind the game.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import (
    QEasingCurve,
    QObject,
    QParallelAnimationGroup,
    QPointF,
    QPropertyAnimation,
    QSequentialAnimationGroup,
    Signal,
)

from .items import CardItem

FLYING_Z = 5000.0
"""Added to a card's stacking order while it moves, so it passes over the others."""

SPEEDS_MS = {"instant": 0, "fast": 120, "normal": 260, "slow": 520}
"""Duration of one card move at each animation speed."""


@dataclass
class Move:
    item: CardItem
    pos: QPointF
    z: float
    visible: bool = True
    delay_ms: int = 0


class Animator(QObject):
    """Runs one group of card moves at a time."""

    finished = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.duration_ms = SPEEDS_MS["normal"]
        self._group: QParallelAnimationGroup | None = None
        self._pending: Sequence[Move] = ()

    @property
    def running(self) -> bool:
        return self._group is not None

    def stop(self) -> None:
        """Stop where the cards are; their stacking and visibility take their final values."""
        group, self._group = self._group, None
        if group is not None:
            group.stop()
            group.deleteLater()
        self._settle(self._pending)
        self._pending = ()

    def animate(self, moves: Sequence[Move], duration_ms: int | None = None) -> None:
        """Move every item to its place in ``duration_ms`` (default: the current speed)."""
        duration = self.duration_ms if duration_ms is None else duration_ms
        self.stop()
        if duration <= 0:
            for move in moves:
                move.item.setPos(move.pos)
            self._settle(moves)
            self.finished.emit()
            return
        group = QParallelAnimationGroup(self)
        moving: list[Move] = []
        for move in moves:
            item = move.item
            if item.pos() == move.pos and not move.delay_ms:
                self._settle((move,))
                continue
            moving.append(move)
            item.setZValue(move.z + FLYING_Z)
            item.setVisible(True)
            animation = QPropertyAnimation(item, b"pos")
            animation.setStartValue(item.pos())
            animation.setEndValue(move.pos)
            animation.setDuration(duration)
            animation.setEasingCurve(QEasingCurve.Type.OutCubic)
            if move.delay_ms:
                sequence = QSequentialAnimationGroup()
                sequence.addPause(move.delay_ms)
                sequence.addAnimation(animation)
                group.addAnimation(sequence)
            else:
                group.addAnimation(animation)
        if not moving:
            group.deleteLater()
            self.finished.emit()
            return
        self._pending = moving
        self._group = group
        group.finished.connect(self._on_finished)
        group.start()

    def _on_finished(self) -> None:
        group, self._group = self._group, None
        self._settle(self._pending)
        self._pending = ()
        if group is not None:
            group.deleteLater()
        self.finished.emit()

    @staticmethod
    def _settle(moves: Sequence[Move]) -> None:
        for move in moves:
            move.item.setZValue(move.z)
            move.item.setVisible(move.visible)
