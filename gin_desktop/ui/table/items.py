"""The things on the table: cards, drop zones, meld bands, labels and the summary panel.

A card item is a ``QGraphicsObject`` so that its position can be animated; it paints a
pixmap that ``CardArt`` rendered at the device's resolution, so it is crisp at any size.
An item face down has no card at all (``card is None``): the table never holds a hidden
card's identity, it only knows how many backs to show.
"""

from __future__ import annotations

from enum import StrEnum

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsTextItem,
    QStyleOptionGraphicsItem,
    QWidget,
)

from gin_desktop.engine import Card

from .art import CardArt

HIGHLIGHT = QColor("#ffd54a")
SELECTED = QColor("#58b4ff")
LAID_OFF = QColor("#ff9f43")
MELD_COLOURS = ("#7fd67f", "#6fc3ff", "#f3a6ff", "#ffd166")


class Zone(StrEnum):
    """Where a card lies; the scene's layout gives each zone its place."""

    STOCK = "stock"
    DISCARD = "discard"
    KNOCK_DISCARD = "knock_discard"
    HAND = "hand"
    OPPONENT = "opponent"
    TABLE_MELDS = "table_melds"
    """The knocker's melds in the middle of the table, during the lay-offs."""


class CardItem(QGraphicsObject):
    """One card; ``card`` None means face down and unknown."""

    def __init__(self, art: CardArt) -> None:
        super().__init__()
        self._art = art
        self.card: Card | None = None
        self.face_up = False
        self.zone = Zone.STOCK
        self._w, self._h = 70.0, 98.0
        self.selected = False
        self.laid_off = False
        self.hovered_target = False
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemUsesExtendedStyleOption, False)

    # -- state ------------------------------------------------------------------------

    def set_size(self, width: float, height: float) -> None:
        if (width, height) != (self._w, self._h):
            self.prepareGeometryChange()
            self._w, self._h = width, height
            self.update()

    def size(self) -> tuple[float, float]:
        return self._w, self._h

    def set_face(self, card: Card | None, face_up: bool) -> None:
        face_up = face_up and card is not None
        if card != self.card or face_up != self.face_up:
            self.card, self.face_up = card, face_up
            self.update()

    def set_marks(self, *, selected: bool = False, laid_off: bool = False) -> None:
        if (selected, laid_off) != (self.selected, self.laid_off):
            self.selected, self.laid_off = selected, laid_off
            self.update()

    def card_rect(self) -> QRectF:
        return QRectF(0.0, 0.0, self._w, self._h)

    def scene_centre(self) -> QPointF:
        return self.mapToScene(QPointF(self._w / 2, self._h / 2))

    # -- painting ---------------------------------------------------------------------

    def boundingRect(self) -> QRectF:
        pad = max(3.0, self._w * 0.05)
        return QRectF(-pad, -pad, self._w + 2 * pad, self._h + 2 * pad)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addRect(self.card_rect())
        return path

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        w, h = self._w, self._h
        radius = w * 0.065
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 60))
        offset = max(1.0, w * 0.02)
        painter.drawRoundedRect(QRectF(offset * 0.5, offset, w, h), radius, radius)
        ratio = painter.device().devicePixelRatioF() if painter.device() else 1.0
        scale = painter.worldTransform().m11()
        pixmap = self._art.pixmap(self.card if self.face_up else None, w, h, ratio * scale)
        painter.drawPixmap(self.card_rect(), pixmap, QRectF(pixmap.rect()))
        mark = SELECTED if self.selected else LAID_OFF if self.laid_off else None
        if mark is not None:
            width = max(2.0, w * 0.04)
            painter.setPen(QPen(mark, width))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            inset = width / 2
            rect = self.card_rect().adjusted(inset, inset, -inset, -inset)
            painter.drawRoundedRect(rect, radius, radius)


class DropZone(QGraphicsObject):
    """A place a card may be dropped on: the discard pile, the knock area, a meld, a hand.

    ``legal`` shows that the dragged card may go here; ``hot`` that it is over it now.
    """

    def __init__(self, name: str, label: str = "", *, dashed: bool = False) -> None:
        super().__init__()
        self.name = name
        self.label = label
        self.dashed = dashed
        self.legal = False
        self.hot = False
        self.outline_visible = True
        self._rect = QRectF()
        self._font_px = 14.0

    def set_rect(self, rect: QRectF, font_px: float) -> None:
        self.prepareGeometryChange()
        self._rect = QRectF(rect)
        self._font_px = font_px
        self.update()

    def rect(self) -> QRectF:
        return QRectF(self._rect)

    def set_state(self, *, legal: bool, hot: bool) -> None:
        if (legal, hot) != (self.legal, self.hot):
            self.legal, self.hot = legal, hot
            self.update()

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-6, -6, 6, 6)

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        if self._rect.isEmpty():
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        radius = min(self._rect.width(), self._rect.height()) * 0.08
        if self.legal:
            fill = QColor(HIGHLIGHT)
            fill.setAlpha(110 if self.hot else 45)
            painter.setBrush(fill)
            painter.setPen(QPen(HIGHLIGHT, 4 if self.hot else 3))
            painter.drawRoundedRect(self._rect.adjusted(-3, -3, 3, 3), radius, radius)
            return
        if not self.outline_visible:
            return
        pen = QPen(QColor(255, 255, 255, 110), 2)
        if self.dashed:
            pen.setStyle(Qt.PenStyle.DashLine)
        painter.setPen(pen)
        painter.setBrush(QColor(0, 0, 0, 28))
        painter.drawRoundedRect(self._rect, radius, radius)
        if self.label:
            font = QFont()
            font.setPixelSize(max(10, round(self._font_px)))
            font.setBold(True)
            painter.setFont(font)
            painter.setPen(QColor(255, 255, 255, 170))
            painter.drawText(self._rect, Qt.AlignmentFlag.AlignCenter, self.label)


class MeldBand(QGraphicsItem):
    """A coloured bracket under (or over) the cards of one meld."""

    def __init__(self) -> None:
        super().__init__()
        self._rect = QRectF()
        self._colour = QColor(MELD_COLOURS[0])

    def set_band(self, rect: QRectF, colour: str) -> None:
        self.prepareGeometryChange()
        self._rect = QRectF(rect)
        self._colour = QColor(colour)
        self.update()

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-1, -1, 1, 1)

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(self._colour)
        radius = self._rect.height() / 2
        painter.drawRoundedRect(self._rect, radius, radius)


class Badge(QGraphicsItem):
    """A small rounded counter, like the number of cards left in the stock."""

    def __init__(self) -> None:
        super().__init__()
        self.text = ""
        self._rect = QRectF()
        self._font_px = 12.0

    def set_badge(self, text: str, centre: QPointF, font_px: float) -> None:
        self.prepareGeometryChange()
        self.text, self._font_px = text, font_px
        width = font_px * (0.9 + 0.62 * len(text))
        height = font_px * 1.5
        self._rect = QRectF(centre.x() - width / 2, centre.y() - height / 2, width, height)
        self.update()

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-1, -1, 1, 1)

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        if not self.text:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setPen(QPen(QColor("#ffffff"), 1.5))
        painter.setBrush(QColor("#23395d"))
        radius = self._rect.height() / 2
        painter.drawRoundedRect(self._rect, radius, radius)
        font = QFont()
        font.setPixelSize(max(9, round(self._font_px)))
        font.setBold(True)
        painter.setFont(font)
        painter.drawText(self._rect, Qt.AlignmentFlag.AlignCenter, self.text)


class TextBlock(QGraphicsTextItem):
    """Rich text on the felt, in a box of fixed width; elided to fit its height."""

    def __init__(self, *, colour: str = "#ffffff") -> None:
        super().__init__()
        self._colour = colour
        self.setDefaultTextColor(QColor(colour))
        self._box = QRectF()
        self._align = Qt.AlignmentFlag.AlignLeft

    def set_content(
        self,
        html: str,
        box: QRectF,
        font_px: float,
        align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignLeft,
    ) -> None:
        font = QFont()
        font.setPixelSize(max(10, round(font_px)))
        self.setFont(font)
        self._box, self._align = QRectF(box), align
        self.setTextWidth(max(10.0, box.width()))
        aligned = {
            Qt.AlignmentFlag.AlignLeft: "left",
            Qt.AlignmentFlag.AlignHCenter: "center",
            Qt.AlignmentFlag.AlignRight: "right",
        }[align]
        self.setHtml(f'<div style="text-align:{aligned}">{html}</div>')
        self.setPos(box.topLeft())

    def content_height(self) -> float:
        return float(self.document().size().height())


class Panel(QGraphicsItem):
    """The rounded, nearly opaque card on which the hand summary is written."""

    def __init__(self) -> None:
        super().__init__()
        self._rect = QRectF()

    def set_rect(self, rect: QRectF) -> None:
        self.prepareGeometryChange()
        self._rect = QRectF(rect)

    def rect(self) -> QRectF:
        return QRectF(self._rect)

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-2, -2, 2, 2)

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setPen(QPen(QColor("#d8c27a"), 2))
        painter.setBrush(QColor(12, 38, 24, 238))
        radius = min(self._rect.width(), self._rect.height()) * 0.06
        painter.drawRoundedRect(self._rect, radius, radius)
