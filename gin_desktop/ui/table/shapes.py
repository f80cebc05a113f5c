"""The shapes cards are drawn with: the four suits' outlines and a card's rounded outline.

Suits are painter paths of unit height, centred on the origin, built once and scaled to any
size, so a pip is as sharp at 60 pixels as at 400.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPolygonF, QTransform

from gin_desktop.engine import Suit

_HEART_WAVES = (13, -5, -2, -1)
"""The cosines of the classic heart curve's height, by frequency."""


def _heart_points(steps: int = 96) -> list[QPointF]:
    """The classic parametric heart, pointing down, before normalising."""
    points = []
    for i in range(steps):
        t = 2 * math.pi * i / steps
        x = 16 * math.sin(t) ** 3
        y = sum(size * math.cos(wave * t) for wave, size in enumerate(_HEART_WAVES, start=1))
        points.append(QPointF(x, -y))
    return points


def _normalised(path: QPainterPath) -> QPainterPath:
    """Scale ``path`` to unit height, centred on the origin."""
    box = path.boundingRect()
    scale = 1.0 / box.height()
    transform = QTransform()
    transform.scale(scale, scale)
    transform.translate(-box.center().x(), -box.center().y())
    return transform.map(path)


def _heart() -> QPainterPath:
    path = QPainterPath()
    path.addPolygon(QPolygonF(_heart_points()))
    path.closeSubpath()
    return _normalised(path)


def _stem(path: QPainterPath, top_y: float, bottom_y: float, half_width: float) -> None:
    """A flared foot under a spade or a club."""
    path.moveTo(-0.05 * half_width, top_y)
    path.quadTo(-0.1 * half_width, bottom_y - 0.05, -half_width, bottom_y)
    path.lineTo(half_width, bottom_y)
    path.quadTo(0.1 * half_width, bottom_y - 0.05, 0.05 * half_width, top_y)
    path.closeSubpath()


def _spade() -> QPainterPath:
    flipped = QTransform()
    flipped.scale(1.0, -1.0)
    body = flipped.map(_heart())  # unit height, point up, centred on 0
    path = QPainterPath()
    path.addPath(body)
    stem = QPainterPath()
    _stem(stem, 0.1, 0.85, 0.28)
    path = path.united(stem)
    return _normalised(path)


def _club() -> QPainterPath:
    path = QPainterPath()
    radius = 0.25
    for cx, cy in ((0.0, -0.28), (-0.27, 0.12), (0.27, 0.12)):
        path.addEllipse(QPointF(cx, cy), radius, radius)
    path.addEllipse(QPointF(0.0, 0.02), 0.13, 0.13)
    stem = QPainterPath()
    _stem(stem, 0.0, 0.62, 0.2)
    return _normalised(path.united(stem).simplified())


def _diamond() -> QPainterPath:
    path = QPainterPath()
    path.moveTo(0.0, -0.5)
    path.quadTo(0.18, -0.2, 0.38, 0.0)
    path.quadTo(0.18, 0.2, 0.0, 0.5)
    path.quadTo(-0.18, 0.2, -0.38, 0.0)
    path.quadTo(-0.18, -0.2, 0.0, -0.5)
    path.closeSubpath()
    return path


_SUIT_PATHS: dict[Suit, QPainterPath] = {}


def suit_path(suit: Suit) -> QPainterPath:
    """The suit's outline, unit height, centred on the origin (built on first use)."""
    if not _SUIT_PATHS:
        _SUIT_PATHS.update(
            {Suit.S: _spade(), Suit.H: _heart(), Suit.D: _diamond(), Suit.C: _club()}
        )
    return _SUIT_PATHS[suit]


def draw_suit(
    painter: QPainter, suit: Suit, centre: QPointF, size: float, colour: QColor, flip: bool = False
) -> None:
    """Fill the suit symbol of height ``size`` centred at ``centre``."""
    transform = QTransform()
    transform.translate(centre.x(), centre.y())
    if flip:
        transform.rotate(180)
    transform.scale(size, size)
    painter.fillPath(transform.map(suit_path(suit)), colour)


def card_outline(rect: QRectF) -> QPainterPath:
    """A card's rounded outline in ``rect``: its face, its back and its shadow."""
    path = QPainterPath()
    radius = rect.width() * 0.065
    path.addRoundedRect(rect, radius, radius)
    return path
