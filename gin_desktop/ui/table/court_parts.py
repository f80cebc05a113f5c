"""What the court figures are made of: their palette, the pen that draws one half of a
frame, and the parts every figure shares (robe, neck, face, a hand holding something).

The king, the queen and the jack (``court.py``) are built from these and from parts of
their own. Everything is drawn in the frame's units: x from -0.5 to 0.5 across the frame, y
from 0 at its top down to the centre line at the figure's waist.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QTransform

INK = QColor("#2b2118")
GOLD = QColor("#e0aa2e")
GOLD_DARK = QColor("#9c6d12")
SKIN = QColor("#f7d9bd")
CHEEK = QColor(232, 120, 120, 70)
PEARL = QColor("#fbf8f0")
RUBY, SAPPHIRE = QColor("#c8102e"), QColor("#1d4fb3")
SILVER = QColor("#dcd7cb")
"""The king's white hair and beard, a little grey so that it stands out from the ermine."""
SILVER_DARK = QColor("#a29b8b")
AUBURN, AUBURN_DARK = QColor("#b3602a"), QColor("#7a3b14")
GOLDEN_HAIR = QColor("#d9a03a")
ROSE, LEAF = QColor("#e0507a"), QColor("#3f8a3a")
PAPER_TOP, PAPER_BOTTOM = QColor("#fff6d8"), QColor("#f3e3b0")

HEAD = QTransform(1.2, 0.0, 0.0, 1.2, 0.0, 0.04 - 1.2 * 0.055)
"""From a head's units to the frame's: 1.2 times larger, its crown's top 0.04 below the frame."""


def _lighter(colour: QColor, share: float) -> QColor:
    """``colour`` mixed with ``share`` of white: the robe's lining, the jack's feather."""
    return QColor(
        round(colour.red() + (255 - colour.red()) * share),
        round(colour.green() + (255 - colour.green()) * share),
        round(colour.blue() + (255 - colour.blue()) * share),
    )


@dataclass
class FigurePen:
    """The painter of one half of the frame, in the frame's units."""

    painter: QPainter
    robe: QColor
    line: float
    """The outline's width in frame units: thin, and never under half a device pixel."""
    detail: bool
    half: float
    """Where the centre line is (the figure's waist), in frame units."""

    @contextmanager
    def head(self) -> Iterator[None]:
        """Draw a head in its own units, placed by HEAD: larger than the body, as on a real
        deck, so that the face and the crown still read on a small card."""
        self.painter.save()
        self.painter.setTransform(HEAD, True)
        try:
            yield
        finally:
            self.painter.restore()

    def shape(self, path: QPainterPath, fill: QColor, *, outline: bool = True) -> None:
        self.painter.fillPath(path, fill)
        if outline:
            self.painter.strokePath(path, self._pen(INK, self.line))

    def stroke(self, path: QPainterPath, colour: QColor, width: float) -> None:
        self.painter.strokePath(path, self._pen(colour, max(width, self.line * 0.8)))

    @staticmethod
    def _pen(colour: QColor, width: float) -> QPen:
        pen = QPen(colour, width)
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        return pen

    @property
    def lining(self) -> QColor:
        return _lighter(self.robe, 0.55)


def ellipse(cx: float, cy: float, rx: float, ry: float) -> QPainterPath:
    path = QPainterPath()
    path.addEllipse(QPointF(cx, cy), rx, ry)
    return path


def polygon(points: Sequence[tuple[float, float]]) -> QPainterPath:
    path = QPainterPath()
    path.moveTo(*points[0])
    for point in points[1:]:
        path.lineTo(*point)
    path.closeSubpath()
    return path


def mirrored(path: QPainterPath) -> QPainterPath:
    """``path`` and its mirror image across the figure's middle: faces are symmetrical."""
    both = QPainterPath(path)
    both.addPath(QTransform.fromScale(-1.0, 1.0).map(path))
    return both


def robe(pen: FigurePen) -> None:
    """Shoulders and a robe in the suit's colour, widening down to the waist."""
    h = pen.half + 0.02
    path = QPainterPath()
    path.moveTo(-0.14, 0.58)
    path.cubicTo(-0.27, 0.6, -0.38, 0.64, -0.42, 0.73)
    path.lineTo(-0.46, h)
    path.lineTo(0.46, h)
    path.lineTo(0.42, 0.73)
    path.cubicTo(0.38, 0.64, 0.27, 0.6, 0.14, 0.58)
    path.closeSubpath()
    pen.shape(path, pen.robe)


def robe_front(pen: FigurePen, top: float) -> None:
    """The robe's front panel, in its lining colour between gold edges."""
    h = pen.half + 0.02
    path = polygon(((-0.06, top), (0.06, top), (0.11, h), (-0.11, h)))
    pen.shape(path, pen.lining)
    edges = QPainterPath()
    for side in (-1, 1):
        edges.moveTo(side * 0.06, top)
        edges.lineTo(side * 0.11, h)
    pen.stroke(edges, GOLD, 0.022)
    if pen.detail:
        for index in range(3):
            y = top + 0.06 + index * 0.075
            pen.shape(ellipse(0.0, y, 0.014, 0.014), GOLD)


def neck(pen: FigurePen) -> None:
    pen.shape(polygon(((-0.05, 0.5), (0.05, 0.5), (0.056, 0.64), (-0.056, 0.64))), SKIN)


def face(pen: FigurePen, cy: float, rx: float, ry: float) -> None:
    pen.shape(ellipse(0.0, cy, rx, ry), SKIN)


def eyes(pen: FigurePen, y: float, *, lashes: bool = False) -> None:
    pen.painter.fillPath(mirrored(ellipse(0.037, y, 0.013, 0.01)), INK)
    if pen.detail:
        brows = QPainterPath()
        brows.moveTo(0.018, y - 0.028)
        brows.quadTo(0.038, y - 0.04, 0.058, y - 0.026)
        pen.stroke(mirrored(brows), INK, 0.007)
        if lashes:
            lids = QPainterPath()
            lids.moveTo(0.022, y - 0.006)
            lids.quadTo(0.038, y - 0.02, 0.056, y - 0.004)
            pen.stroke(mirrored(lids), INK, 0.007)


def nose(pen: FigurePen, top: float, length: float) -> None:
    """The tip of the nose, a small curve (a line down the nose reads as a 7 upside down)."""
    y = top + length
    path = QPainterPath()
    path.moveTo(-0.016, y - 0.008)
    path.quadTo(0.0, y + 0.01, 0.016, y - 0.008)
    pen.stroke(path, INK, 0.007)


def cheeks(pen: FigurePen, y: float) -> None:
    pen.painter.fillPath(mirrored(ellipse(0.058, y, 0.022, 0.014)), CHEEK)


def holding_hand(pen: FigurePen, x: float, y: float) -> None:
    """A hand holding something upright at (``x``, ``y``), and its sleeve's cuff below."""
    cuff = polygon(
        ((x - 0.05, y + 0.03), (x + 0.05, y + 0.03), (x + 0.055, y + 0.075), (x - 0.055, y + 0.075))
    )
    pen.shape(cuff, GOLD)
    pen.shape(ellipse(x, y, 0.045, 0.035), SKIN)


def pearl_row(pen: FigurePen, points: Sequence[tuple[float, float]], radius: float) -> None:
    for x, y in points:
        pen.shape(ellipse(x, y, radius, radius), PEARL)
