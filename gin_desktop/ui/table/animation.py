"""The one way cards move on the table (kpat's ``KCard::animate`` with a zero path).

Every move of every card goes through ``Animator.animate``. A duration of 0 puts the
cards in place at once: the tests and the "instant" speed use it, so what they check is
exactly what an animation would end in. A new set of moves stops the running one where it
is and starts from there, so the table never lags behind the game.

One ``QVariantAnimation`` drives all the cards of a set of moves, with one Python call per
frame (not one per card per frame): see ``items.py`` for why the UI thread keeps Python
out of drawing.

With reduced motion (a preference, for players whom moving things trouble) no card ever
flies: every move is instant, whatever the speed, and the few cards a move took from one
place to another (a draw, a discard, a lay-off; not a whole deal, nor a hand closing
up) are outlined for ``LIT_MS``, so that the eye still finds what happened.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QEasingCurve, QObject, QPointF, QTimer, QVariantAnimation, Signal
from PySide6.QtGui import QColor, QPen
from PySide6.QtWidgets import QGraphicsRectItem

from .items import CardItem

FLYING_Z = 5000.0
"""Added to a card's stacking order while it moves, so it passes over the others."""

SPEEDS_MS = {"instant": 0, "fast": 120, "normal": 260, "slow": 520}
"""Duration of one card move at each animation speed."""
LIT_MS = 900
"""With reduced motion, how long the cards a move changed stay outlined."""
MOST_LIT = 3
"""More cards moved at once than this (a deal, cards gathered) are not outlined."""
LIT_Z = 7000.0


@dataclass
class Move:
    item: CardItem
    pos: QPointF
    z: float
    visible: bool = True
    delay_ms: int = 0
    changes_place: bool = False
    """The card goes from one place to another (the stock, a hand, the pile), not only
    along its row."""


class Animator(QObject):
    """Runs one set of card moves at a time."""

    finished = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.duration_ms = SPEEDS_MS["normal"]
        self._clock: QVariantAnimation | None = None
        self._tracks: list[tuple[Move, QPointF]] = []
        self._duration = 1
        self._easing = QEasingCurve(QEasingCurve.Type.OutCubic)
        self.reduced = False
        """Reduced motion: no card flies; what moved is outlined (see the module)."""
        self.lit: list[QGraphicsRectItem] = []
        """The outlines shown now, with reduced motion."""

    @property
    def running(self) -> bool:
        return self._clock is not None

    def remaining_ms(self) -> int:
        """How long the moves running now take to end (0 when none run)."""
        clock = self._clock
        return 0 if clock is None else max(0, clock.duration() - clock.currentTime())

    def stop(self) -> None:
        """Stop where the cards are; their stacking and visibility take their final values."""
        clock, self._clock = self._clock, None
        if clock is not None:
            clock.stop()
            clock.deleteLater()
        self._settle([move for move, _ in self._tracks])
        self._tracks = []

    def animate(self, moves: Sequence[Move], duration_ms: int | None = None) -> None:
        """Move every item to its place in ``duration_ms`` (default: the current speed)."""
        duration = self.duration_ms if duration_ms is None else duration_ms
        if self.reduced:
            duration = 0
        self.stop()
        moving: list[Move] = []
        jumped: list[CardItem] = []
        for move in moves:
            if duration <= 0 or (move.item.pos() == move.pos and not move.delay_ms):
                if move.changes_place and move.visible:
                    jumped.append(move.item)
                move.item.setPos(move.pos)
                self._settle((move,))
            else:
                moving.append(move)
        if self.reduced and 0 < len(jumped) <= MOST_LIT:
            self._outline(jumped)
        if not moving:
            self.finished.emit()
            return
        for move in moving:
            move.item.setZValue(move.z + FLYING_Z)
            move.item.setVisible(True)
        self._tracks = [(move, QPointF(move.item.pos())) for move in moving]
        self._duration = duration
        clock = QVariantAnimation(self)
        clock.setStartValue(0.0)
        total = duration + max(move.delay_ms for move in moving)
        clock.setEndValue(float(total))
        clock.setDuration(total)
        clock.valueChanged.connect(self._step)
        clock.finished.connect(self._on_finished)
        self._clock = clock
        clock.start()

    def _step(self, elapsed: float) -> None:
        for move, start in self._tracks:
            progress = min(1.0, max(0.0, (float(elapsed) - move.delay_ms) / self._duration))
            eased = self._easing.valueForProgress(progress)
            move.item.setPos(start + (move.pos - start) * eased)

    def _on_finished(self) -> None:
        clock, self._clock = self._clock, None
        for move, _ in self._tracks:
            move.item.setPos(move.pos)
        self._settle([move for move, _ in self._tracks])
        self._tracks = []
        if clock is not None:
            clock.deleteLater()
        self.finished.emit()

    def _outline(self, items: Sequence[CardItem]) -> None:
        """Outline ``items`` where they now lie, for ``LIT_MS``."""
        for old in self.lit:
            old.setVisible(False)
        pen = QPen(QColor("#ffd54f"), 4)
        lit = []
        for item in items:
            scene = item.scene()
            if scene is None:
                continue
            outline = QGraphicsRectItem(item.sceneBoundingRect().adjusted(-3, -3, 3, 3))
            outline.setPen(pen)
            outline.setZValue(LIT_Z)
            scene.addItem(outline)
            lit.append(outline)
        self.lit = lit
        QTimer.singleShot(LIT_MS, self, lambda: self._put_out(lit))

    def _put_out(self, outlines: list[QGraphicsRectItem]) -> None:
        for outline in outlines:
            scene = outline.scene()
            if scene is not None:
                scene.removeItem(outline)
        self.lit = [outline for outline in self.lit if outline not in outlines]

    @staticmethod
    def _settle(moves: Sequence[Move]) -> None:
        for move in moves:
            move.item.setZValue(move.z)
            move.item.setVisible(move.visible)
