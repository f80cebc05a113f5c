"""A stop-gap face for the cards ``art.py`` does not draw yet (the Rumski deck): the
card's notation ("7R", "W1") in the top-left corner and large in the middle, tinted by its
colour. Called only for those cards, and only while ``art.py`` has no Rumski art
(``rumski_art.py``, on its way from another branch); then this module can be dropped.
"""

from __future__ import annotations

import math
from importlib.util import find_spec

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPen, QPixmap

from gin_desktop.engine import Card, Suit

from .art import SHADOW, CardArt, shadow_offset

_TINTS = {"R": "#c62828", "B": "#1565c0", "G": "#2e7d32", "Y": "#b28704", "P": "#6a1b9a"}
_WILD = "#202020"


ART_DRAWS_RUMSKI = find_spec(f"{__package__}.rumski_art") is not None
"""The Rumski deck's own art is there: ``CardArt`` draws every card, this face none."""


class TableArt(CardArt):
    """``CardArt``, with a notation face for every card it has no art for."""

    def _render(self, card: Card | None, pw: int, ph: int, ratio: float) -> QPixmap:
        if card is None or isinstance(card.suit, Suit) or ART_DRAWS_RUMSKI:
            return super()._render(card, pw, ph, ratio)
        offset = shadow_offset(pw, ratio)
        pixmap = QPixmap(pw + math.ceil(offset * 0.5) + 1, ph + math.ceil(offset) + 1)
        pixmap.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pixmap)
        painter.setRenderHints(
            QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing
        )
        rect = QRectF(0.5, 0.5, pw - 1.0, ph - 1.0)
        _paint(painter, rect, offset, card)
        painter.end()
        return pixmap


def _outline(rect: QRectF) -> QPainterPath:
    path = QPainterPath()
    radius = rect.width() * 0.07
    path.addRoundedRect(rect, radius, radius)
    return path


def _paint(painter: QPainter, rect: QRectF, offset: float, card: Card) -> None:
    painter.fillPath(_outline(rect.translated(offset * 0.5, offset)), SHADOW)
    painter.fillPath(_outline(rect), QColor("#fdfcf7"))
    tint = QColor(_TINTS.get(card.suit.name, _WILD))
    text = str(card)
    w, h = rect.width(), rect.height()
    font = QFont()
    font.setBold(True)
    font.setPixelSize(max(6, round(w * 0.2)))
    painter.setFont(font)
    painter.setPen(tint)
    # The number over the colour's letter, narrow, as a standard card's index: it stays
    # readable when the cards are fanned tight.
    number, letter = (text[:-1], text[-1]) if text[0].isdigit() else (text[1:], text[0])
    corner = QRectF(rect.left() + w * 0.03, rect.top() + h * 0.03, w * 0.3, h * 0.3)
    flags = Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop
    painter.drawText(corner, flags, f"{number}\n{letter}")
    font.setPixelSize(max(8, round(w * 0.36)))
    painter.setFont(font)
    painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, text)
    painter.setPen(QPen(QColor("#7d7d78"), max(1.0, w * 0.008)))
    painter.drawPath(_outline(rect))
