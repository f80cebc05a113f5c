"""Card faces, drawn as vectors with QPainter, and the cache of every card's pixmap.

Nothing here is a bitmap asset: suits are painter paths (``shapes.py``), indices are text,
so a card is as sharp at 60 pixels as at 400 and on any device pixel ratio. Painting a face
costs about a millisecond, so each (card, pixel size) is rendered once into a pixmap at the
device's resolution and reused; all face-down cards share one back (``backs.py``). The
court figures are drawn by ``court.py``, the Rumski deck's faces by ``rumski_art.py``.
"""

from __future__ import annotations

import math
from collections import OrderedDict

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen, QPixmap

from gin_desktop.engine import Card, Suit

# The backs are drawn in backs.py; the preferences and the tools take them from here.
from .backs import CARD_BACKS as CARD_BACKS
from .backs import paint_back as paint_back
from .court import paint_court
from .rumski_art import check_stands_for, paint_rumski_face
from .shapes import card_outline, draw_suit, suit_path

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


# --- faces -------------------------------------------------------------------------------


def _font(pixel_size: float, *, bold: bool = True, serif: bool = False) -> QFont:
    font = QFont()
    font.setStyleHint(QFont.StyleHint.Serif if serif else QFont.StyleHint.SansSerif)
    if serif:
        font.setFamilies(["DejaVu Serif", "Georgia", "Times New Roman", "serif"])
    font.setPixelSize(max(1, round(pixel_size)))
    font.setBold(bold)
    return font


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
    outline = card_outline(rect)
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
        if back not in CARD_BACKS:
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
        painter.fillPath(card_outline(rect.translated(offset * 0.5, offset)), SHADOW)
        if card is None:
            paint_back(painter, rect, self.back)
        else:
            paint_face(
                painter,
                rect,
                card,
                self.four_colour,
                stands_for=stands_for,
                high_contrast=self.high_contrast,
            )
        painter.end()
        return pixmap
