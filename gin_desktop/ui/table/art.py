"""Card faces and the card back, drawn as vectors with QPainter.

Nothing here is a bitmap asset: suits are painter paths, indices are text, so a card is as
sharp at 60 pixels as at 400 and on any device pixel ratio. Painting a face costs about a
millisecond, so each (card, pixel size) is rendered once into a pixmap at the device's
resolution and reused; all face-down cards share one back.
"""

from __future__ import annotations

import math
from collections import OrderedDict

from PySide6.QtCore import QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QPolygonF,
    QTransform,
)

from gin_desktop.engine import Card, Suit

from .court import paint_court
from .rumski_art import check_stands_for, paint_rumski_face

CARD_RATIO = 1.4
"""Height / width of a card (poker size, 2.5 x 3.5 inches)."""

TWO_COLOURS = {Suit.S: "#151515", Suit.H: "#c4122f", Suit.D: "#c4122f", Suit.C: "#151515"}
FOUR_COLOURS = {Suit.S: "#151515", Suit.H: "#c4122f", Suit.D: "#1456b8", Suit.C: "#197a32"}
HIGH_TWO_COLOURS = {Suit.S: "#000000", Suit.H: "#a0001c", Suit.D: "#a0001c", Suit.C: "#000000"}
HIGH_FOUR_COLOURS = {Suit.S: "#000000", Suit.H: "#a0001c", Suit.D: "#0b3a8c", Suit.C: "#0b4d1c"}
"""High contrast: every index at 7:1 or more on the white card (WCAG 2.1 AAA)."""
FACE, HIGH_FACE = "#fdfcf7", "#ffffff"

# Where the pips of 2..10 go: (column 0..2, row 0..6), rows from the top of the pip area.
_PIPS: dict[int, tuple[tuple[float, float], ...]] = {
    2: ((1, 0), (1, 6)),
    3: ((1, 0), (1, 3), (1, 6)),
    4: ((0, 0), (2, 0), (0, 6), (2, 6)),
    5: ((0, 0), (2, 0), (1, 3), (0, 6), (2, 6)),
    6: ((0, 0), (2, 0), (0, 3), (2, 3), (0, 6), (2, 6)),
    7: ((0, 0), (2, 0), (1, 1.5), (0, 3), (2, 3), (0, 6), (2, 6)),
    8: ((0, 0), (2, 0), (1, 1.5), (0, 3), (2, 3), (1, 4.5), (0, 6), (2, 6)),
    9: ((0, 0), (2, 0), (0, 2), (2, 2), (1, 3), (0, 4), (2, 4), (0, 6), (2, 6)),
    10: ((0, 0), (2, 0), (1, 1), (0, 2), (2, 2), (0, 4), (2, 4), (1, 5), (0, 6), (2, 6)),
}


def suit_colour(suit: Suit, four_colour: bool = False, high_contrast: bool = False) -> QColor:
    if high_contrast:
        return QColor((HIGH_FOUR_COLOURS if four_colour else HIGH_TWO_COLOURS)[suit])
    return QColor((FOUR_COLOURS if four_colour else TWO_COLOURS)[suit])


# --- suit shapes -------------------------------------------------------------------------


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


# --- faces and back ----------------------------------------------------------------------


def _font(pixel_size: float, *, bold: bool = True, serif: bool = False) -> QFont:
    font = QFont()
    font.setStyleHint(QFont.StyleHint.Serif if serif else QFont.StyleHint.SansSerif)
    if serif:
        font.setFamilies(["DejaVu Serif", "Georgia", "Times New Roman", "serif"])
    font.setPixelSize(max(1, round(pixel_size)))
    font.setBold(bold)
    return font


def _card_outline(rect: QRectF) -> QPainterPath:
    path = QPainterPath()
    radius = rect.width() * 0.065
    path.addRoundedRect(rect, radius, radius)
    return path


def paint_face(
    painter: QPainter,
    rect: QRectF,
    card: Card,
    four_colour: bool = False,
    *,
    stands_for: Card | None = None,
    high_contrast: bool = False,
) -> None:
    """A whole card face in ``rect`` (which has the card's proportions), of either deck;
    ``four_colour`` is the standard deck's choice (the Rumski deck has its five colours).
    A Rumski wild card given ``stands_for``, the card it stands for in a meld, shows it.
    With ``high_contrast`` the face is white and every index reads at 7:1 or more."""
    check_stands_for(card, stands_for)
    suit = card.suit
    if not isinstance(suit, Suit):
        paint_rumski_face(painter, rect, card, stands_for=stands_for, high_contrast=high_contrast)
        return
    outline = _card_outline(rect)
    painter.fillPath(outline, QColor(HIGH_FACE if high_contrast else FACE))
    colour = suit_colour(suit, four_colour, high_contrast)
    painter.save()
    painter.translate(rect.topLeft())
    w, h = rect.width(), rect.height()
    _paint_index(painter, card.rank_text, suit, w, colour)
    painter.save()
    painter.translate(w, h)
    painter.rotate(180)
    _paint_index(painter, card.rank_text, suit, w, colour)
    painter.restore()
    if card.rank == 1:
        draw_suit(painter, suit, QPointF(w / 2, h / 2), w * 0.42, colour)
    elif card.is_court:
        paint_court(painter, card.rank_text, suit_path(suit), w, h, colour)
    else:
        _paint_pips(painter, card.rank, suit, w, h, colour)
    painter.restore()
    pen = QPen(QColor("#7d7d78"), max(1.0, w * 0.008))
    painter.strokePath(outline, pen)


def _paint_index(painter: QPainter, text: str, suit: Suit, w: float, colour: QColor) -> None:
    """Rank and suit in the top-left corner, readable when the card is fanned."""
    size = w * 0.2
    font = _font(size if len(text) == 1 else size * 0.86)
    if len(text) > 1:
        font.setLetterSpacing(QFont.SpacingType.PercentageSpacing, 84)
    painter.setFont(font)
    painter.setPen(colour)
    box = QRectF(0.0, w * 0.035, w * 0.22, size * 1.15)
    painter.drawText(box, Qt.AlignmentFlag.AlignCenter, text)
    draw_suit(
        painter, suit, QPointF(w * 0.11, w * 0.035 + size * 1.15 + w * 0.07), w * 0.13, colour
    )


def _paint_pips(
    painter: QPainter, rank: int, suit: Suit, w: float, h: float, colour: QColor
) -> None:
    columns = (w * 0.335, w * 0.5, w * 0.665)
    top, bottom = h * 0.19, h * 0.81
    size = w * 0.165
    for column, row in _PIPS[rank]:
        y = top + (bottom - top) * row / 6
        draw_suit(painter, suit, QPointF(columns[int(column)], y), size, colour, flip=row > 3)


def paint_back(painter: QPainter, rect: QRectF, back: str = "navy") -> None:
    """The card back ``back`` (one of ``CARD_BACKS``): a white border around the navy
    lattice with a medallion, or the red harlequin with a star."""
    outline = _card_outline(rect)
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


_BACK_COLOURS = {"navy": ("#1f3f91", "#142a66"), "red": ("#b3202e", "#7c1220")}
CARD_BACKS = tuple(_BACK_COLOURS)
"""The backs a deck may have, by the names the preferences keep."""


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


SHADOW = QColor(0, 0, 0, 64)


def shadow_offset(width_px: float, ratio: float) -> float:
    """How far (device pixels) a card's shadow falls right and down: 2% of its width
    (half that sideways), and never under one logical pixel."""
    return max(ratio, width_px * 0.02)


class CardArt:
    """Renders and caches card pixmaps; one instance is shared by every card item.

    A card's pixmap carries its own shadow, a little below and to the right of the card, so
    a card on the table is one pixmap to copy per frame. A shadow of its own (an antialiased
    path item) cost nearly half of a frame's painting while cards flew.
    """

    MAX_PIXMAPS = 160

    def __init__(self) -> None:
        self.four_colour = False
        self.high_contrast = False
        """White faces and darker indices (``paint_face``)."""
        self.back = "navy"
        """Which of ``CARD_BACKS`` face-down cards show."""
        self.ratio = 1.0
        """The screen's device pixel ratio: pixmaps are rendered at this resolution."""
        self._cache: OrderedDict[tuple[object, ...], QPixmap] = OrderedDict()

    @property
    def style(self) -> tuple[bool, str, bool]:
        """Everything chosen that changes a card's pixmap besides its face and size."""
        return self.four_colour, self.back, self.high_contrast

    def set_four_colour(self, on: bool) -> None:
        if on != self.four_colour:
            self.four_colour = on
            self._cache.clear()

    def set_high_contrast(self, on: bool) -> None:
        if on != self.high_contrast:
            self.high_contrast = on
            self._cache.clear()

    def set_back(self, back: str) -> None:
        """Show the back ``back``, one of ``CARD_BACKS``."""
        if back not in _BACK_COLOURS:
            raise ValueError(f"no card back is called {back!r}: {', '.join(CARD_BACKS)}")
        if back != self.back:
            self.back = back
            self._cache.clear()

    def pixmap(
        self,
        card: Card | None,
        width: float,
        height: float,
        ratio: float,
        *,
        stands_for: Card | None = None,
    ) -> QPixmap:
        """The face of ``card`` (the back for None) for a card of ``width`` x ``height``
        logical pixels on a device with pixel ratio ``ratio``, its shadow beyond the right
        and bottom edges: the card itself fills the pixmap's top-left ``width`` x ``height``.
        A wild card given ``stands_for`` shows the card it stands for in a meld.
        """
        check_stands_for(card, stands_for)
        pw, ph = max(1, round(width * ratio)), max(1, round(height * ratio))
        face = "back" if card is None else str(card)
        key = (face, None if stands_for is None else str(stands_for), pw, ph, ratio, self.style)
        pixmap = self._cache.get(key)
        if pixmap is not None:
            self._cache.move_to_end(key)
            return pixmap
        pixmap = self._render(card, pw, ph, ratio, stands_for)
        pixmap.setDevicePixelRatio(ratio)
        self._cache[key] = pixmap
        if len(self._cache) > self.MAX_PIXMAPS:
            self._cache.popitem(last=False)
        return pixmap

    def _render(
        self, card: Card | None, pw: int, ph: int, ratio: float, stands_for: Card | None
    ) -> QPixmap:
        offset = shadow_offset(pw, ratio)
        pixmap = QPixmap(pw + math.ceil(offset * 0.5) + 1, ph + math.ceil(offset) + 1)
        pixmap.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pixmap)
        painter.setRenderHints(
            QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing
        )
        rect = QRectF(0.5, 0.5, pw - 1.0, ph - 1.0)
        painter.fillPath(_card_outline(rect.translated(offset * 0.5, offset)), SHADOW)
        if card is None:
            paint_back(painter, rect, self.back)
        else:
            paint_face(
                painter, rect, card, self.four_colour, stands_for=stands_for,
                high_contrast=self.high_contrast,
            )  # fmt: skip
        painter.end()
        return pixmap
