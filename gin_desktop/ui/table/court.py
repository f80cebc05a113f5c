"""The court cards' figures, the king, the queen and the jack, drawn as vectors with QPainter.

As on a real deck each court card is double-ended: the upper half of the figure is drawn in
the top half of the frame and again, turned through 180 degrees, in the bottom half, so that
a fanned hand reads the same held either way up. A figure must be told at a glance at 60
pixels wide, where only its outline survives, so each has a silhouette of its own: the
king's pointed crown, white beard and sceptre; the queen's rounded crown, long hair and
flower; the jack's flat cap with a long feather and his young, beardless face. The robe is
in the suit's colour (in the four-colour deck too) and the suit stands beside the head.
Small details (pearls, ermine, strands of beard) are left out where they would only blur.

A figure is drawn in the frame's own units: x from -0.5 to 0.5 across the frame, y from 0 at
its top down to the centre line at the figure's waist. The palette and the parts the three
figures share (robe, face, a hand holding something) are in ``court_parts.py``.
"""

from __future__ import annotations

import math
from collections.abc import Callable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QLinearGradient, QPainter, QPainterPath, QPen, QTransform

from .court_parts import (
    AUBURN,
    AUBURN_DARK,
    GOLD,
    GOLD_DARK,
    GOLDEN_HAIR,
    INK,
    LEAF,
    PAPER_BOTTOM,
    PAPER_TOP,
    PEARL,
    ROSE,
    RUBY,
    SAPPHIRE,
    SILVER,
    SILVER_DARK,
    SKIN,
    FigurePen,
    cheeks,
    ellipse,
    eyes,
    face,
    holding_hand,
    mirrored,
    neck,
    nose,
    pearl_row,
    polygon,
    robe,
    robe_front,
)

DETAIL_PX = 70.0
"""Frames at least this wide (in device pixels) get the small details."""
SUIT_AT, SUIT_SIZE = QPointF(0.33, 0.14), 0.17
"""Where the suit stands in each half of the frame, beside the head, and its height."""

# --- the king -----------------------------------------------------------------------------


def _king(pen: FigurePen) -> None:
    with pen.head():
        pen.shape(ellipse(0.0, 0.34, 0.135, 0.14), SILVER)  # hair round the head
    neck(pen)
    robe(pen)
    robe_front(pen, 0.7)
    _ermine(pen)
    with pen.head():
        face(pen, 0.35, 0.1, 0.125)
        eyes(pen, 0.335)
        nose(pen, 0.335, 0.05)
        cheeks(pen, 0.37)
        _beard(pen)
        _king_crown(pen)
    _sceptre(pen, -0.37)


def _ermine(pen: FigurePen) -> None:
    """A collar of ermine across the shoulders, white with black tails: a king's fur."""
    path = QPainterPath()
    path.moveTo(-0.42, 0.72)
    path.cubicTo(-0.26, 0.63, 0.26, 0.63, 0.42, 0.72)
    path.lineTo(0.44, 0.8)
    path.cubicTo(0.26, 0.71, -0.26, 0.71, -0.44, 0.8)
    path.closeSubpath()
    pen.shape(path, PEARL)
    if pen.detail:
        tails = QPainterPath()
        for x in (-0.34, -0.22, 0.22, 0.34):
            y = 0.725 - 0.3 * (0.42 - abs(x)) ** 1.3
            tails.addPath(polygon(((x - 0.012, y), (x + 0.012, y), (x, y + 0.035))))
        pen.painter.fillPath(tails, INK)


def _beard(pen: FigurePen) -> None:
    """A full white beard to a point on the chest, with a moustache: the king's, alone."""
    beard = QPainterPath()
    beard.moveTo(-0.102, 0.35)
    beard.cubicTo(-0.125, 0.47, -0.08, 0.56, 0.0, 0.63)
    beard.cubicTo(0.08, 0.56, 0.125, 0.47, 0.102, 0.35)
    beard.cubicTo(0.085, 0.41, 0.05, 0.45, 0.0, 0.445)
    beard.cubicTo(-0.05, 0.45, -0.085, 0.41, -0.102, 0.35)
    beard.closeSubpath()
    pen.shape(beard, SILVER)
    if pen.detail:
        strands = QPainterPath()
        for x in (-0.05, 0.0, 0.05):
            strands.moveTo(x, 0.48)
            strands.quadTo(x * 1.2, 0.53, x * 0.5, 0.58)
        pen.stroke(strands, SILVER_DARK, 0.006)
    moustache = QPainterPath()
    moustache.moveTo(0.0, 0.405)
    moustache.cubicTo(0.03, 0.39, 0.075, 0.4, 0.09, 0.445)
    moustache.cubicTo(0.06, 0.425, 0.025, 0.425, 0.0, 0.43)
    moustache.closeSubpath()
    pen.shape(mirrored(moustache), SILVER_DARK)


def _king_crown(pen: FigurePen) -> None:
    """A gold crown with three sharp points, a pearl on each and jewels on its band."""
    points = polygon(
        (
            (-0.12, 0.21),
            (-0.14, 0.085),
            (-0.07, 0.155),
            (0.0, 0.055),
            (0.07, 0.155),
            (0.14, 0.085),
            (0.12, 0.21),
        )
    )
    pen.shape(points, GOLD)
    pen.shape(polygon(((-0.125, 0.195), (0.125, 0.195), (0.125, 0.255), (-0.125, 0.255))), GOLD)
    pearl_row(pen, ((-0.14, 0.085), (0.0, 0.055), (0.14, 0.085)), 0.02)
    pen.shape(ellipse(0.0, 0.225, 0.022, 0.018), RUBY)
    if pen.detail:
        pen.shape(mirrored(ellipse(0.075, 0.225, 0.014, 0.013)), SAPPHIRE)


def _sceptre(pen: FigurePen, x: float) -> None:
    """A gold sceptre held upright, an orb with a cross on its top."""
    rod = polygon(
        (
            (x - 0.015, 0.17),
            (x + 0.015, 0.17),
            (x + 0.015, pen.half + 0.02),
            (x - 0.015, pen.half + 0.02),
        )
    )
    pen.shape(rod, GOLD)
    cross = QPainterPath()
    cross.addRect(QRectF(x - 0.01, 0.04, 0.02, 0.08))
    cross.addRect(QRectF(x - 0.032, 0.062, 0.064, 0.018))
    pen.shape(cross.simplified(), GOLD)
    pen.shape(ellipse(x, 0.15, 0.048, 0.048), GOLD)
    if pen.detail:
        band = QPainterPath()
        band.moveTo(x - 0.048, 0.15)
        band.lineTo(x + 0.048, 0.15)
        pen.stroke(band, GOLD_DARK, 0.01)
    holding_hand(pen, x, 0.78)


# --- the queen ----------------------------------------------------------------------------


def _queen(pen: FigurePen) -> None:
    robe(pen)
    robe_front(pen, 0.73)
    with pen.head():
        _long_hair(pen)
    _neckline(pen)
    with pen.head():
        face(pen, 0.355, 0.092, 0.118)
        eyes(pen, 0.345, lashes=True)
        nose(pen, 0.345, 0.04)
        cheeks(pen, 0.385)
        pen.shape(ellipse(0.0, 0.43, 0.024, 0.011), RUBY, outline=False)  # lips
        _fringe(pen)
        _queen_crown(pen)
    _rose(pen, -0.37)


def _long_hair(pen: FigurePen) -> None:
    """Long auburn hair falling past the shoulders: the queen's outline at any size."""
    path = QPainterPath()
    path.moveTo(0.0, 0.2)
    path.cubicTo(-0.16, 0.19, -0.19, 0.3, -0.18, 0.42)
    path.cubicTo(-0.17, 0.54, -0.24, 0.63, -0.22, 0.74)
    path.cubicTo(-0.17, 0.76, -0.12, 0.72, -0.095, 0.64)
    path.cubicTo(-0.08, 0.58, -0.07, 0.52, -0.06, 0.45)
    path.lineTo(0.06, 0.45)
    path.cubicTo(0.07, 0.52, 0.08, 0.58, 0.095, 0.64)
    path.cubicTo(0.12, 0.72, 0.17, 0.76, 0.22, 0.74)
    path.cubicTo(0.24, 0.63, 0.17, 0.54, 0.18, 0.42)
    path.cubicTo(0.19, 0.3, 0.16, 0.19, 0.0, 0.2)
    path.closeSubpath()
    pen.shape(path, AUBURN)
    if pen.detail:
        locks = QPainterPath()
        for side in (-1, 1):
            locks.moveTo(side * 0.15, 0.36)
            locks.cubicTo(side * 0.15, 0.5, side * 0.2, 0.6, side * 0.18, 0.71)
        pen.stroke(locks, AUBURN_DARK, 0.008)


def _neckline(pen: FigurePen) -> None:
    """Neck and shoulders bare to a round neckline edged with gold, and pearls."""
    skin = QPainterPath()
    skin.moveTo(-0.05, 0.5)
    skin.lineTo(-0.055, 0.6)
    skin.cubicTo(-0.09, 0.62, -0.13, 0.63, -0.145, 0.65)
    skin.cubicTo(-0.11, 0.72, -0.045, 0.74, 0.0, 0.74)
    skin.cubicTo(0.045, 0.74, 0.11, 0.72, 0.145, 0.65)
    skin.cubicTo(0.13, 0.63, 0.09, 0.62, 0.055, 0.6)
    skin.lineTo(0.05, 0.5)
    skin.closeSubpath()
    pen.shape(skin, SKIN)
    edge = QPainterPath()
    edge.moveTo(-0.145, 0.65)
    edge.cubicTo(-0.11, 0.72, -0.045, 0.74, 0.0, 0.74)
    edge.cubicTo(0.045, 0.74, 0.11, 0.72, 0.145, 0.65)
    pen.stroke(edge, GOLD, 0.03)
    if pen.detail:
        pearls = [(x, 0.675 + 2.2 * x * x) for x in (-0.066, -0.033, 0.0, 0.033, 0.066)]
        pearl_row(pen, pearls, 0.012)


def _fringe(pen: FigurePen) -> None:
    """Hair parted in the middle over the forehead."""
    path = QPainterPath()
    path.moveTo(-0.095, 0.37)
    path.cubicTo(-0.1, 0.26, -0.04, 0.235, 0.0, 0.25)
    path.cubicTo(0.04, 0.235, 0.1, 0.26, 0.095, 0.37)
    path.cubicTo(0.075, 0.3, 0.035, 0.275, 0.0, 0.285)
    path.cubicTo(-0.035, 0.275, -0.075, 0.3, -0.095, 0.37)
    path.closeSubpath()
    pen.shape(path, AUBURN)


def _queen_crown(pen: FigurePen) -> None:
    """A rounded crown: three gold arches with a pearl on each, a ruby on the band."""
    arches = ellipse(0.0, 0.2, 0.05, 0.06)
    arches = arches.united(ellipse(-0.072, 0.21, 0.036, 0.045))
    arches = arches.united(ellipse(0.072, 0.21, 0.036, 0.045))
    band = QPainterPath()
    band.addRoundedRect(QRectF(-0.11, 0.2, 0.22, 0.045), 0.02, 0.02)
    pen.shape(arches.united(band), GOLD)
    pearl_row(pen, ((0.0, 0.135), (-0.072, 0.162), (0.072, 0.162)), 0.017)
    pen.shape(ellipse(0.0, 0.222, 0.018, 0.016), RUBY)


def _rose(pen: FigurePen, x: float) -> None:
    """A rose on a stem with a leaf, held up in the queen's hand."""
    stem = QPainterPath()
    stem.moveTo(x + 0.01, 0.78)
    stem.cubicTo(x + 0.02, 0.66, x - 0.02, 0.6, x - 0.01, 0.5)
    pen.stroke(stem, LEAF, 0.018)
    leaf = QPainterPath()
    leaf.moveTo(x + 0.005, 0.66)
    leaf.quadTo(x + 0.07, 0.6, x + 0.095, 0.63)
    leaf.quadTo(x + 0.05, 0.68, x + 0.005, 0.66)
    leaf.closeSubpath()
    pen.shape(leaf, LEAF)
    centre = QPointF(x - 0.01, 0.47)
    petals = QPainterPath()
    for index in range(5):
        where = centre + QTransform().rotate(72 * index - 90).map(QPointF(0.042, 0.0))
        petals = petals.united(ellipse(where.x(), where.y(), 0.04, 0.04))
    pen.shape(petals, ROSE)
    pen.shape(ellipse(centre.x(), centre.y(), 0.024, 0.024), GOLD)
    holding_hand(pen, x + 0.01, 0.8)


# --- the jack -----------------------------------------------------------------------------


def _jack(pen: FigurePen) -> None:
    robe(pen)
    _puffed_sleeves(pen)
    robe_front(pen, 0.7)
    neck(pen)
    _collar(pen)
    with pen.head():
        _curls(pen)
        face(pen, 0.35, 0.098, 0.115)
        eyes(pen, 0.34)
        nose(pen, 0.34, 0.045)
        cheeks(pen, 0.385)
        smile = QPainterPath()
        smile.moveTo(-0.032, 0.418)
        smile.quadTo(0.0, 0.436, 0.032, 0.418)
        pen.stroke(smile, INK, 0.008)
        _cap(pen)


def _puffed_sleeves(pen: FigurePen) -> None:
    """The puffed, slashed shoulders of a page's doublet."""
    for side in (-1, 1):
        pen.shape(ellipse(side * 0.36, 0.74, 0.1, 0.08), pen.lining)
        if pen.detail:
            slashes = QPainterPath()
            for dx in (-0.04, 0.0, 0.04):
                slashes.moveTo(side * 0.36 + dx, 0.69)
                slashes.lineTo(side * 0.36 + dx * 1.2, 0.79)
            pen.stroke(slashes, pen.robe, 0.012)


def _curls(pen: FigurePen) -> None:
    """Short golden curls, no longer than the ears, and no beard: a young man's head."""
    curls = ellipse(0.0, 0.29, 0.118, 0.09)
    for x, y in ((-0.112, 0.31), (-0.118, 0.36), (-0.104, 0.405)):
        for side in (-1, 1):
            curls = curls.united(ellipse(side * x, y, 0.034, 0.034))
    pen.shape(curls, GOLDEN_HAIR)


def _collar(pen: FigurePen) -> None:
    """A flat white collar in a V."""
    path = polygon(
        ((-0.18, 0.6), (-0.12, 0.575), (0.0, 0.64), (0.12, 0.575), (0.18, 0.6), (0.0, 0.71))
    )
    pen.shape(path, PEARL)


def _cap(pen: FigurePen) -> None:
    """A flat cap worn at a slant, a gold band round it and a long feather sweeping back:
    the jack's outline at any size."""
    feather = QPainterPath()
    feather.moveTo(-0.06, 0.215)
    feather.cubicTo(-0.13, 0.1, -0.23, 0.05, -0.35, 0.075)
    feather.cubicTo(-0.26, 0.11, -0.18, 0.15, -0.06, 0.215)
    feather.closeSubpath()
    pen.shape(feather, pen.lining)
    spine = QPainterPath()
    spine.moveTo(-0.065, 0.21)
    spine.cubicTo(-0.15, 0.12, -0.24, 0.08, -0.34, 0.077)
    pen.stroke(spine, pen.robe, 0.01)
    if pen.detail:
        barbs = QPainterPath()
        for t in (0.3, 0.45, 0.6, 0.75):
            point = spine.pointAtPercent(t)
            barbs.moveTo(point)
            barbs.lineTo(point + QPointF(-0.02, 0.035))
        pen.stroke(barbs, pen.robe, 0.006)
    slant = QTransform().translate(0.02, 0.215).rotate(-8)
    pen.shape(slant.map(ellipse(0.0, -0.01, 0.17, 0.06)), pen.robe)
    band = QPainterPath()
    band.addRoundedRect(QRectF(-0.125, 0.01, 0.25, 0.042), 0.02, 0.02)
    pen.shape(slant.map(band), GOLD)
    pen.shape(slant.map(ellipse(0.0, -0.06, 0.02, 0.015)), GOLD)


_FIGURES: dict[str, Callable[[FigurePen], None]] = {"K": _king, "Q": _queen, "J": _jack}


# --- the card -----------------------------------------------------------------------------


def paint_court(
    painter: QPainter, rank_text: str, suit_mark: QPainterPath, w: float, h: float, colour: QColor
) -> None:
    """The frame and the double-ended figure of a court card of ``w`` x ``h``, the card's
    top-left at the origin; ``suit_mark`` is the suit's outline (unit height, centred)."""
    frame = QRectF(w * 0.21, h * 0.13, w * 0.58, h * 0.74)
    gradient = QLinearGradient(frame.topLeft(), frame.bottomRight())
    gradient.setColorAt(0.0, PAPER_TOP)
    gradient.setColorAt(1.0, PAPER_BOTTOM)
    painter.fillRect(frame, QBrush(gradient))
    scale = frame.width()
    device = scale * math.sqrt(abs(painter.transform().determinant()))
    half = frame.height() / 2 / scale
    inset = 0.02 * w / scale
    figure = _FIGURES[rank_text]
    for turned in (False, True):
        painter.save()
        if turned:
            painter.translate(w, h)
            painter.rotate(180)
        painter.translate(frame.center().x(), frame.top())
        painter.scale(scale, scale)
        painter.setClipRect(QRectF(-0.5 + inset, inset, 1.0 - 2 * inset, half - inset))
        pen = FigurePen(
            painter=painter,
            robe=colour,
            line=max(0.009, 0.5 / device),
            detail=device >= DETAIL_PX,
            half=half,
        )
        figure(pen)
        mark = QTransform().translate(SUIT_AT.x(), SUIT_AT.y()).scale(SUIT_SIZE, SUIT_SIZE)
        painter.fillPath(mark.map(suit_mark), colour)
        painter.restore()
    _paint_frame(painter, frame, colour, w)


def _paint_frame(painter: QPainter, frame: QRectF, colour: QColor, w: float) -> None:
    """A frame of the suit's colour with a gold line inside it, and the gold centre line
    between the two ends."""
    painter.setPen(QPen(colour, max(1.0, w * 0.012)))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRect(frame)
    inner = frame.adjusted(w * 0.02, w * 0.02, -w * 0.02, -w * 0.02)
    painter.setPen(QPen(GOLD_DARK, max(1.0, w * 0.005)))
    painter.drawRect(inner)
    middle = frame.center().y()
    painter.drawLine(QPointF(inner.left(), middle), QPointF(inner.right(), middle))
