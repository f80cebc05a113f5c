"""The card backs a deck may have: the navy lattice with a medallion of the four suits, and
the red harlequin with a gold star, each in a white border.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QLinearGradient, QPainter, QPainterPath, QPen, QPolygonF

from gin_desktop.engine import Suit

from .shapes import card_outline, draw_suit

_BACK_COLOURS = {"navy": ("#1f3f91", "#142a66"), "red": ("#b3202e", "#7c1220")}
CARD_BACKS = tuple(_BACK_COLOURS)
"""The backs a deck may have, by the names the preferences keep."""


def paint_back(painter: QPainter, rect: QRectF, back: str = "navy") -> None:
    """The card back ``back`` (one of ``CARD_BACKS``): a white border around the navy
    lattice with a medallion, or the red harlequin with a star."""
    outline = card_outline(rect)
    painter.fillPath(outline, QColor("#fbfaf5"))
    w = rect.width()
    inset = w * 0.06
    field = rect.adjusted(inset, inset, -inset, -inset)
    field_path = QPainterPath()
    field_path.addRoundedRect(field, w * 0.035, w * 0.035)
    painter.save()
    painter.setClipPath(field_path)
    light, dark = _BACK_COLOURS[back]
    gradient = QLinearGradient(field.topLeft(), field.bottomRight())
    gradient.setColorAt(0.0, QColor(light))
    gradient.setColorAt(1.0, QColor(dark))
    painter.fillRect(field, QBrush(gradient))
    if back == "red":
        _paint_harlequin(painter, field, w)
        _paint_star(painter, field, w)
    else:
        _paint_lattice(painter, field, w)
        _paint_medallion(painter, field, w)
    painter.restore()
    painter.setPen(QPen(QColor("#c9a54a"), max(1.0, w * 0.012)))
    inner = field.adjusted(w * 0.03, w * 0.03, -w * 0.03, -w * 0.03)
    painter.drawRoundedRect(inner, w * 0.025, w * 0.025)
    painter.strokePath(outline, QPen(QColor("#7d7d78"), max(1.0, w * 0.008)))


def _paint_harlequin(painter: QPainter, field: QRectF, w: float) -> None:
    """Diamonds of two reds, every other row darker, with a light dot in each light one."""
    step = w * 0.12
    dark, dots = QPainterPath(), []
    y, row = field.top(), 0
    while y < field.bottom() + step:
        x = field.left() + (step / 2 if row % 2 else 0.0)
        while x < field.right() + step:
            if row % 2:
                dots.append(QPointF(x, y))
            else:
                dark.addPolygon(_rhombus(x, y, step / 2))
            x += step
        y += step / 2
        row += 1
    painter.fillPath(dark, QColor(90, 8, 20, 110))
    pen = QPen(QColor(255, 214, 200, 170), w * 0.022)
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    painter.setPen(pen)
    painter.drawPoints(dots)
    painter.strokePath(dark, QPen(QColor(240, 190, 120, 90), max(1.0, w * 0.006)))


def _rhombus(x: float, y: float, half: float) -> QPolygonF:
    points = [QPointF(x, y - half), QPointF(x + half, y), QPointF(x, y + half)]
    return QPolygonF([*points, QPointF(x - half, y), points[0]])


def _paint_star(painter: QPainter, field: QRectF, w: float) -> None:
    """A gold eight-pointed star in a ring, in the middle of the red back."""
    centre = field.center()
    radius = field.width() * 0.3
    painter.setBrush(QColor("#7c1220"))
    painter.setPen(QPen(QColor("#d8b55a"), max(1.0, w * 0.014)))
    painter.drawEllipse(centre, radius, radius)
    star = QPolygonF()
    for index in range(16):
        reach = radius * (0.82 if index % 2 == 0 else 0.36)
        angle = math.pi * index / 8
        star.append(centre + QPointF(reach * math.sin(angle), -reach * math.cos(angle)))
    path = QPainterPath()
    path.addPolygon(star)
    path.closeSubpath()
    painter.fillPath(path, QColor("#e3c46e"))
    painter.strokePath(path, QPen(QColor("#9c6d12"), max(1.0, w * 0.006)))
    painter.setBrush(QColor("#b3202e"))
    painter.drawEllipse(centre, radius * 0.16, radius * 0.16)


def _paint_lattice(painter: QPainter, field: QRectF, w: float) -> None:
    """Diagonal lines both ways and a dot at every crossing (one call each)."""
    step = w * 0.085
    top, bottom, height = field.top(), field.bottom(), field.height()
    lines = []
    x = field.left() - height
    while x < field.right():
        lines.append(QLineF(x, top, x + height, bottom))
        lines.append(QLineF(x + height, top, x, bottom))
        x += step
    painter.setPen(QPen(QColor(120, 150, 220, 120), max(1.0, w * 0.01)))
    painter.drawLines(lines)
    dots = []
    y, row = top, 0
    while y < bottom + step:
        x = field.left() + (step / 2 if row % 2 else 0)
        while x < field.right() + step:
            dots.append(QPointF(x, y))
            x += step
        y += step / 2
        row += 1
    pen = QPen(QColor(200, 215, 250, 150), w * 0.024)
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    painter.setPen(pen)
    painter.drawPoints(dots)


def _paint_medallion(painter: QPainter, field: QRectF, w: float) -> None:
    centre = field.center()
    radius_x, radius_y = field.width() * 0.3, field.height() * 0.22
    painter.setBrush(QColor("#142a66"))
    painter.setPen(QPen(QColor("#c9a54a"), max(1.0, w * 0.014)))
    painter.drawEllipse(centre, radius_x, radius_y)
    gold = QColor("#d8b55a")
    offsets = ((0.0, -0.5), (0.5, 0.0), (0.0, 0.5), (-0.5, 0.0))
    for suit, (dx, dy) in zip(Suit, offsets, strict=True):
        point = QPointF(centre.x() + dx * radius_x, centre.y() + dy * radius_y)
        draw_suit(painter, suit, point, w * 0.1, gold)
