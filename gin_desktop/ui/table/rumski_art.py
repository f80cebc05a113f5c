"""The Rumski deck of Ginski drawn: five colours, each with a symbol of its own, and the wild
card, as vectors with QPainter (``art.paint_face`` sends a Rumski card here).

No player needs to tell the colours apart by hue alone (RULES.md section 0): red is a circle,
blue a square, green a triangle, yellow a star, purple a cross, in the corners beside the
number and all around the middle. Under the commonest colour blindness red and green look
alike, and so do blue and purple; their symbols never do (``gin_desktop.tools.colour_vision``
draws the deck as those eyes see it). A numbered card shows its number large in the middle,
ringed by as many symbols as it counts (1 to 13, so that no layout of pips is needed), and
in the two corners, turned, for a fanned hand. Numbers are printed in a dark shade of their
colour, dark enough to read on the white card even for yellow; every symbol has a dark edge.

The wild card is the one dark card of the deck: a star whose five arms are the five colours,
with W at its heart and in its corners. In a meld it can show the card it stands for: a
white chip under each corner index and one in the middle, such as ``= 7R`` with the circle.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QPolygonF,
    QTransform,
)

from gin_desktop.engine import Card, Colour


@dataclass(frozen=True)
class RumskiColour:
    """How one colour of the Rumski deck is drawn."""

    fill: str
    """The colour itself: the symbols are filled with it."""
    ink: str
    """Its numbers: the colour, or a darker shade of it that reads on the white card."""
    edge: str
    """The dark edge around each symbol (yellow's keeps the star clear of the white)."""
    symbol: str
    """The symbol's name, which players may read in the documentation."""


COLOURS: dict[Colour, RumskiColour] = {
    Colour.R: RumskiColour("#c8281e", "#c8281e", "#7a130d", "circle"),
    Colour.B: RumskiColour("#1848b0", "#1848b0", "#0c2766", "square"),
    Colour.G: RumskiColour("#34a853", "#1e7b3a", "#145228", "triangle"),
    Colour.Y: RumskiColour("#f2b600", "#8f6400", "#5c4000", "star"),
    Colour.P: RumskiColour("#a855c8", "#8a3aae", "#4f1a66", "cross"),
}
"""The five colours, their shades and their symbols."""
INKS = {colour: look.ink for colour, look in COLOURS.items()}
HIGH_INKS = {
    Colour.R: "#8a0f08", Colour.B: "#0c2f80", Colour.G: "#0d4a20", Colour.Y: "#5a3e00",
    Colour.P: "#55196f",
}  # fmt: skip
"""High contrast: the numbers at 7:1 or more on the white card (WCAG 2.1 AAA)."""
PAPER = QColor("#fdfcf7")
EDGE = QColor("#7d7d78")
WILD_TOP, WILD_BOTTOM = QColor("#33334a"), QColor("#14141f")
WILD_INK, WILD_GOLD = QColor("#fbfaf5"), QColor("#d8b55a")
Inks = Mapping[Colour, str]
"""The colour of each colour's numbers."""


# --- symbols ---------------------------------------------------------------------------------


def _circle() -> QPainterPath:
    path = QPainterPath()
    path.addEllipse(QPointF(0.0, 0.0), 0.46, 0.46)
    return path


def _square() -> QPainterPath:
    path = QPainterPath()
    path.addRect(QRectF(-0.41, -0.41, 0.82, 0.82))
    return path


def _polygon(points: list[QPointF]) -> QPainterPath:
    path = QPainterPath()
    path.addPolygon(QPolygonF([*points, points[0]]))
    path.closeSubpath()
    return path


def _triangle() -> QPainterPath:
    """Equilateral, point up, one unit tall, its box centred on the origin."""
    half_base = 1.0 / math.sqrt(3.0)
    return _polygon([QPointF(0.0, -0.5), QPointF(half_base, 0.5), QPointF(-half_base, 0.5)])


def star_points(reach: float, inner: float, centre: QPointF | None = None) -> list[QPointF]:
    """The ten corners of a five-pointed star, point up: tips at ``reach`` from the centre,
    notches at ``inner``."""
    at = centre or QPointF(0.0, 0.0)
    return [
        at
        + QPointF(
            (reach if i % 2 == 0 else inner) * math.sin(math.pi * i / 5),
            -(reach if i % 2 == 0 else inner) * math.cos(math.pi * i / 5),
        )
        for i in range(10)
    ]


def _star() -> QPainterPath:
    path = _polygon(star_points(0.56, 0.24))
    box = path.boundingRect()  # a star's box is not centred on its centre: centre the box
    return QTransform().translate(0.0, -box.center().y()).map(path)


def _cross() -> QPainterPath:
    """A Greek cross: two bars of a third of its size."""
    arm, bar = 0.46, 0.16
    horizontal, vertical = QPainterPath(), QPainterPath()
    horizontal.addRect(QRectF(-arm, -bar, 2 * arm, 2 * bar))
    vertical.addRect(QRectF(-bar, -arm, 2 * bar, 2 * arm))
    return horizontal.united(vertical).simplified()


_SYMBOLS = {
    "circle": _circle,
    "square": _square,
    "triangle": _triangle,
    "star": _star,
    "cross": _cross,
}
_SYMBOL_PATHS: dict[Colour, QPainterPath] = {}


def symbol_path(colour: Colour) -> QPainterPath:
    """The colour's symbol, about one unit across, centred on the origin (built on first
    use); the shapes are sized so that each looks as large as the others."""
    if not _SYMBOL_PATHS:
        _SYMBOL_PATHS.update({c: _SYMBOLS[look.symbol]() for c, look in COLOURS.items()})
    return _SYMBOL_PATHS[colour]


def draw_symbol(
    painter: QPainter, colour: Colour, centre: QPointF, size: float, flip: bool = False
) -> None:
    """The symbol of ``colour``, ``size`` pixels across, at ``centre``, filled with the
    colour and edged with its dark shade; ``flip`` turns it over (the lower half of a card)."""
    transform = QTransform().translate(centre.x(), centre.y())
    if flip:
        transform.rotate(180)
    transform.scale(size, size)
    path = transform.map(symbol_path(colour))
    look = COLOURS[colour]
    painter.fillPath(path, QColor(look.fill))
    pen = QPen(QColor(look.edge), max(0.6, size * 0.07))
    pen.setJoinStyle(Qt.PenJoinStyle.MiterJoin)
    painter.strokePath(path, pen)


# --- faces -----------------------------------------------------------------------------------


def _font(pixel_size: float) -> QFont:
    font = QFont()
    font.setStyleHint(QFont.StyleHint.SansSerif)
    font.setPixelSize(max(1, round(pixel_size)))
    font.setBold(True)
    return font


def _index_font(text: str, w: float) -> QFont:
    """The corner's font: two digits are set narrower so that they fit the corner."""
    size = w * 0.2
    if len(text) == 1:
        return _font(size)
    font = _font(size * 0.86)
    font.setLetterSpacing(QFont.SpacingType.PercentageSpacing, 84)
    return font


def _outline(rect: QRectF) -> QPainterPath:
    """The card's rounded edge, as every face and back of the game has it."""
    path = QPainterPath()
    radius = rect.width() * 0.065
    path.addRoundedRect(rect, radius, radius)
    return path


def paint_rumski_face(
    painter: QPainter,
    rect: QRectF,
    card: Card,
    *,
    stands_for: Card | None = None,
    high_contrast: bool = False,
) -> None:
    """A whole Rumski card face in ``rect`` (which has the card's proportions). A wild card
    given ``stands_for``, the numbered card it stands for in a meld, shows that card too.
    With ``high_contrast`` the numbers are darker (``HIGH_INKS``)."""
    inks = HIGH_INKS if high_contrast else INKS
    if not isinstance(card.suit, Colour):
        raise ValueError(f"{card} is not a card of the Rumski deck")
    check_stands_for(card, stands_for)
    outline = _outline(rect)
    w, h = rect.width(), rect.height()
    painter.save()
    if card.is_wild:
        _paint_wild_paper(painter, outline, rect)
    else:
        painter.fillPath(outline, PAPER)
    painter.translate(rect.topLeft())
    for turned in (False, True):
        painter.save()
        if turned:
            painter.translate(w, h)
            painter.rotate(180)
        if card.is_wild:
            _paint_wild_index(painter, w, stands_for, inks)
        else:
            _paint_index(painter, card, w, inks)
        painter.restore()
    if card.is_wild:
        _paint_wild_middle(painter, w, h, stands_for, inks)
    else:
        _paint_ring(painter, card, w, h, inks)
    painter.restore()
    painter.strokePath(outline, QPen(EDGE, max(1.0, w * 0.008)))


def check_stands_for(card: Card | None, stands_for: Card | None) -> None:
    """Refuse ``stands_for`` unless ``card`` is a wild card and it a numbered Rumski card:
    only a wild card stands for another card, and never for a wild card."""
    if stands_for is None:
        return
    numbered = isinstance(stands_for.suit, Colour) and not stands_for.is_wild
    if card is None or not card.is_wild or not numbered:
        raise ValueError(
            f"{card} cannot stand for {stands_for}: "
            "only a wild card stands for a numbered Rumski card"
        )


def _colour(card: Card) -> Colour:
    if not isinstance(card.suit, Colour):
        raise ValueError(f"{card} is not a card of the Rumski deck")
    return card.suit


def _paint_index(painter: QPainter, card: Card, w: float, inks: Inks) -> None:
    """Number and symbol in the top-left corner, readable when the card is fanned."""
    colour = _colour(card)
    text = card.rank_text
    painter.setFont(_index_font(text, w))
    painter.setPen(QColor(inks[colour]))
    size = w * 0.2
    painter.drawText(
        QRectF(0.0, w * 0.035, w * 0.22, size * 1.15), Qt.AlignmentFlag.AlignCenter, text
    )
    draw_symbol(painter, colour, QPointF(w * 0.11, w * 0.035 + size * 1.15 + w * 0.085), w * 0.15)


def _paint_ring(painter: QPainter, card: Card, w: float, h: float, inks: Inks) -> None:
    """The number large in the middle, ringed by as many symbols as it counts, the first at
    the top, evenly round an oval clear of the corners; those below the middle are turned
    over, as on a double-ended card."""
    colour = _colour(card)
    centre = QPointF(w / 2, h / 2)
    count = card.rank
    reach_x, reach_y = w * 0.235, h * 0.3
    size = w * (0.15 if count <= 6 else 0.13 if count <= 9 else 0.108)
    for i in range(count):
        angle = 2 * math.pi * i / count
        at = centre + QPointF(reach_x * math.sin(angle), -reach_y * math.cos(angle))
        draw_symbol(painter, colour, at, size, flip=at.y() > centre.y() + 0.01 * h)
    text = card.rank_text
    font = _font(w * (0.34 if len(text) == 1 else 0.26))
    if len(text) > 1:
        font.setLetterSpacing(QFont.SpacingType.PercentageSpacing, 92)
    painter.setFont(font)
    painter.setPen(QColor(inks[colour]))
    box = QRectF(centre.x() - w * 0.3, centre.y() - w * 0.25, w * 0.6, w * 0.5)
    painter.drawText(box, Qt.AlignmentFlag.AlignCenter, text)


# --- the wild card ---------------------------------------------------------------------------


def _paint_wild_paper(painter: QPainter, outline: QPainterPath, rect: QRectF) -> None:
    """The dark face, a white border all round, and a thin gold frame inside it."""
    painter.fillPath(outline, PAPER)
    w = rect.width()
    inset = w * 0.035
    field = rect.adjusted(inset, inset, -inset, -inset)
    gradient = QLinearGradient(field.topLeft(), field.bottomRight())
    gradient.setColorAt(0.0, WILD_TOP)
    gradient.setColorAt(1.0, WILD_BOTTOM)
    field_path = QPainterPath()
    field_path.addRoundedRect(field, w * 0.045, w * 0.045)
    painter.fillPath(field_path, QBrush(gradient))
    inner = field.adjusted(w * 0.025, w * 0.025, -w * 0.025, -w * 0.025)
    painter.setPen(QPen(WILD_GOLD, max(0.6, w * 0.008)))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRoundedRect(inner, w * 0.03, w * 0.03)


def paint_wild_star(painter: QPainter, centre: QPointF, reach: float) -> None:
    """A five-pointed star whose arms are the five colours, red at the top and on round
    clockwise, its edges and its heart drawn in white."""
    corners = star_points(reach, reach * 0.42, centre)
    edge = QPen(WILD_INK, max(0.6, reach * 0.045))
    edge.setJoinStyle(Qt.PenJoinStyle.MiterJoin)
    for i, look in enumerate(COLOURS.values()):
        arm = _polygon([centre, corners[(2 * i - 1) % 10], corners[2 * i], corners[2 * i + 1]])
        painter.fillPath(arm, QColor(look.fill))
        painter.strokePath(arm, edge)


def _paint_wild_index(painter: QPainter, w: float, stands_for: Card | None, inks: Inks) -> None:
    """W in the corner, and under it a little five-colour star or, on a white chip, the
    number and symbol of the card the wild card stands for (what a fanned meld shows)."""
    size = w * 0.2
    painter.setFont(_font(size * 0.9))
    painter.setPen(WILD_INK)
    box = QRectF(w * 0.02, w * 0.05, w * 0.22, size * 1.15)
    painter.drawText(box, Qt.AlignmentFlag.AlignCenter, "W")
    if stands_for is None:
        paint_wild_star(painter, QPointF(w * 0.13, box.bottom() + w * 0.07), w * 0.075)
        return
    colour = _colour(stands_for)
    chip = QRectF(w * 0.035, box.bottom() + w * 0.02, w * 0.19, w * 0.36)
    _paint_chip(painter, chip, colour, w)
    text = stands_for.rank_text
    painter.setFont(_index_font(text, w * 0.85))
    painter.setPen(QColor(inks[colour]))
    number = QRectF(chip.left(), chip.top() + w * 0.01, chip.width(), w * 0.2)
    painter.drawText(number, Qt.AlignmentFlag.AlignCenter, text)
    draw_symbol(painter, colour, QPointF(chip.center().x(), chip.bottom() - w * 0.085), w * 0.12)


def _paint_chip(painter: QPainter, chip: QRectF, colour: Colour, w: float) -> None:
    """A white chip with an edge in ``colour``, on which a stood-for card is written."""
    painter.setBrush(PAPER)
    painter.setPen(QPen(QColor(COLOURS[colour].edge), max(0.8, w * 0.014)))
    painter.drawRoundedRect(chip, w * 0.035, w * 0.035)
    painter.setBrush(Qt.BrushStyle.NoBrush)


def _paint_wild_middle(
    painter: QPainter, w: float, h: float, stands_for: Card | None, inks: Inks
) -> None:
    """The five-colour star with W at its heart; given ``stands_for``, the star moves up
    and a chip under it reads, say, ``= 7R`` and the circle."""
    centre = QPointF(w / 2, h * (0.43 if stands_for is not None else 0.5))
    reach = w * (0.27 if stands_for is not None else 0.33)
    paint_wild_star(painter, centre, reach)
    heart = reach * 0.38
    painter.setBrush(WILD_BOTTOM)
    painter.setPen(QPen(WILD_INK, max(0.6, reach * 0.045)))
    painter.drawEllipse(centre, heart, heart)
    painter.setFont(_font(heart * 1.15))
    painter.setPen(WILD_INK)
    box = QRectF(centre.x() - heart, centre.y() - heart, 2 * heart, 2 * heart)
    painter.drawText(box, Qt.AlignmentFlag.AlignCenter, "W")
    if stands_for is not None:
        _paint_middle_chip(painter, stands_for, w, h, inks)


def _paint_middle_chip(painter: QPainter, stands_for: Card, w: float, h: float, inks: Inks) -> None:
    """``= 7R`` and the circle on a chip as wide as they need, under the star."""
    colour = _colour(stands_for)
    text = f"= {stands_for}"
    font = _font(w * 0.12)
    symbol, gap, pad = w * 0.1, w * 0.025, w * 0.045
    text_w = QFontMetricsF(font).horizontalAdvance(text)
    width = text_w + gap + symbol + 2 * pad
    chip = QRectF(w / 2 - width / 2, h * 0.7, width, w * 0.2)
    _paint_chip(painter, chip, colour, w)
    painter.setFont(font)
    painter.setPen(QColor(inks[colour]))
    box = QRectF(chip.left() + pad, chip.top(), text_w + 1.0, chip.height())
    painter.drawText(box, Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft, text)
    at = QPointF(chip.right() - pad - symbol / 2, chip.center().y())
    draw_symbol(painter, colour, at, symbol)
