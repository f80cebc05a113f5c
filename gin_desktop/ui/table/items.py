"""The things on the table: cards, drop zones, meld bands, a badge, the summary panel, text.

Why these are plain Qt items and not ``QGraphicsObject`` subclasses with Python ``paint()``
(as KDE's kpat draws its cards): every Python method that Qt calls while drawing must
take the GIL, and while the computer thought in a thread of the window's process (as it did
before it had a process of its own) each such call could wait a whole GIL switch interval.
Measured then, a table of 52 Python-painted cards took 48 ms per frame with the AI
thinking, against 0.4 ms for items Qt paints itself; Python painting also costs its time
on every frame. So a card is a
``QGraphicsPixmapItem`` showing a pixmap that ``CardArt`` painted with QPainter vectors at
the screen's resolution (crisp at any size) with its shadow, and a selection outline as a
child path item; zones, bands and panels are ``QGraphicsPathItem``s. None of these classes
overrides a Qt virtual method, so drawing the table never runs Python. Cards move through
``Animator``, which drives them from one Python call per frame.

A card item face down has no card at all (``card is None``): the table never holds a hidden
card's identity, it only knows how many backs to show.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPainterPath, QPen
from PySide6.QtWidgets import (
    QGraphicsPathItem,
    QGraphicsPixmapItem,
    QGraphicsSimpleTextItem,
    QGraphicsTextItem,
)

from gin_desktop.engine import Card
from gin_desktop.plan.places import Zone

from .art import CardArt

HIGHLIGHT = QColor("#ffd54a")
SELECTED = QColor("#58b4ff")
LAID_OFF = QColor("#ff9f43")
DRAWN = QColor("#ffe28a")
"""The card just drawn: the gold of the table's titles, until it is discarded."""
MELD_COLOURS = ("#7fd67f", "#6fc3ff", "#f3a6ff", "#ffd166")
"""The meld bands' colours, by the meld's number (a fifth meld takes the first again)."""


def rounded(rect: QRectF, radius: float) -> QPainterPath:
    path = QPainterPath()
    path.addRoundedRect(rect, radius, radius)
    return path


def _bold_font(pixel_size: float) -> QFont:
    font = QFont()
    font.setPixelSize(max(9, round(pixel_size)))
    font.setBold(True)
    return font


class CardItem(QGraphicsPixmapItem):
    """One card; ``card`` None means face down and unknown."""

    def __init__(self, art: CardArt) -> None:
        super().__init__()
        self._art = art
        self.card: Card | None = None
        self.face_up = False
        self.stands_for: Card | None = None
        """The card this wild stands for in the meld it lies in, shown on it."""
        self.zone = Zone.STOCK
        self.owner: int | None = None
        """The seat whose hand a face-down card of another seat's row is in."""
        self._w, self._h = 70.0, 98.0
        self._key: tuple[object, ...] = ()
        self.selected = False
        self.laid_off = False
        self.drawn = False
        self.setShapeMode(QGraphicsPixmapItem.ShapeMode.BoundingRectShape)
        self.setTransformationMode(Qt.TransformationMode.SmoothTransformation)
        self._mark = QGraphicsPathItem(self)
        self._mark.setBrush(Qt.BrushStyle.NoBrush)
        self._mark.setVisible(False)
        self._reshape(render=False)  # no pixmap until the table knows its size

    # -- state ------------------------------------------------------------------------

    def set_size(self, width: float, height: float) -> None:
        if (width, height) != (self._w, self._h):
            self._w, self._h = width, height
            self._reshape()

    def size(self) -> tuple[float, float]:
        return self._w, self._h

    def set_face(
        self,
        card: Card | None,
        face_up: bool,
        *,
        render: bool = True,
        stands_for: Card | None = None,
    ) -> None:
        self.card, self.face_up = card, face_up and card is not None
        self.stands_for = stands_for if self.face_up else None
        if render:
            self.refresh()

    def set_marks(
        self, *, selected: bool = False, laid_off: bool = False, drawn: bool = False
    ) -> None:
        self.selected, self.laid_off, self.drawn = selected, laid_off, drawn
        mark = SELECTED if selected else LAID_OFF if laid_off else DRAWN if drawn else None
        self._mark.setVisible(mark is not None)
        if mark is not None:
            self._mark.setPen(QPen(mark, max(2.0, self._w * 0.04)))

    def refresh(self) -> None:
        """Show the right pixmap for the face, size, colours and screen resolution."""
        shown = self.card if self.face_up else None
        art, stands_for = self._art, self.stands_for
        key = (shown, stands_for, self._w, self._h, art.ratio, art.style)
        if key != self._key:
            self._key = key
            self.setPixmap(art.pixmap(shown, self._w, self._h, art.ratio, stands_for=stands_for))

    def card_rect(self) -> QRectF:
        return QRectF(0.0, 0.0, self._w, self._h)

    def scene_centre(self) -> QPointF:
        return self.mapToScene(QPointF(self._w / 2, self._h / 2))

    def _reshape(self, *, render: bool = True) -> None:
        w, h = self._w, self._h
        radius = w * 0.065
        inset = max(2.0, w * 0.04) / 2
        self._mark.setPath(rounded(QRectF(inset, inset, w - 2 * inset, h - 2 * inset), radius))
        self.set_marks(selected=self.selected, laid_off=self.laid_off, drawn=self.drawn)
        if render:
            self.refresh()


class DropZone(QGraphicsPathItem):
    """A place a card may be dropped on: the discard pile, the knock area, a meld, a hand.

    ``legal`` shows that the dragged card may go here; ``hot`` that it is over it now.
    """

    def __init__(self, name: str) -> None:
        super().__init__()
        self.name = name
        self.legal = False
        self.hot = False
        self.dashed = False
        self.outline_visible = True
        self._rect = QRectF()
        self._label = QGraphicsSimpleTextItem(self)
        self._label.setBrush(QColor(255, 255, 255, 170))

    def set_zone(
        self, rect: QRectF, label: str, font_px: float, *, dashed: bool, outline: bool
    ) -> None:
        self._rect = QRectF(rect)
        self.dashed, self.outline_visible = dashed, outline
        radius = min(rect.width(), rect.height()) * 0.08
        self.setPath(rounded(rect, radius))
        self._label.setText(label)
        self._label.setFont(_bold_font(font_px))
        box = self._label.boundingRect()
        self._label.setPos(rect.center() - QPointF(box.width() / 2, box.height() / 2))
        self._label.setVisible(bool(label))
        self.legal = self.hot = False
        self._restyle()

    def rect(self) -> QRectF:
        return QRectF(self._rect)

    def set_state(self, *, legal: bool, hot: bool) -> None:
        if (legal, hot) != (self.legal, self.hot):
            self.legal, self.hot = legal, hot
            self._restyle()

    def _restyle(self) -> None:
        if self.legal:
            fill = QColor(HIGHLIGHT)
            fill.setAlpha(110 if self.hot else 45)
            self.setBrush(fill)
            self.setPen(QPen(HIGHLIGHT, 4 if self.hot else 3))
            self._label.setVisible(False)
            return
        self._label.setVisible(bool(self._label.text()) and self.outline_visible)
        if not self.outline_visible:
            self.setPen(Qt.PenStyle.NoPen)
            self.setBrush(Qt.BrushStyle.NoBrush)
            return
        pen = QPen(QColor(255, 255, 255, 110), 2)
        if self.dashed:
            pen.setStyle(Qt.PenStyle.DashLine)
        self.setPen(pen)
        self.setBrush(QColor(0, 0, 0, 28))


class MeldBand(QGraphicsPathItem):
    """A coloured bar under (or over) the cards of one meld."""

    def __init__(self) -> None:
        super().__init__()
        self.setPen(Qt.PenStyle.NoPen)

    def set_band(self, rect: QRectF, meld: int) -> None:
        """The band of the meld numbered ``meld``, in its colour."""
        self.setPath(rounded(rect, rect.height() / 2))
        self.setBrush(QColor(MELD_COLOURS[meld % len(MELD_COLOURS)]))


class Badge(QGraphicsPathItem):
    """A small rounded counter, like the number of cards left in the stock."""

    def __init__(self) -> None:
        super().__init__()
        self.setPen(QPen(QColor("#ffffff"), 1.5))
        self.setBrush(QColor("#23395d"))
        self._text = QGraphicsSimpleTextItem(self)
        self._text.setBrush(QColor("#ffffff"))

    @property
    def text(self) -> str:
        return self._text.text()

    def set_badge(self, text: str, centre: QPointF, font_px: float) -> None:
        self._text.setText(text)
        self._text.setFont(_bold_font(font_px))
        width = font_px * (0.9 + 0.62 * len(text))
        height = font_px * 1.5
        rect = QRectF(centre.x() - width / 2, centre.y() - height / 2, width, height)
        self.setPath(rounded(rect, height / 2))
        box = self._text.boundingRect()
        self._text.setPos(rect.center() - QPointF(box.width() / 2, box.height() / 2))


class TextBlock(QGraphicsTextItem):
    """Rich text on the felt, in a box of fixed width."""

    def __init__(self, *, colour: str = "#ffffff") -> None:
        super().__init__()
        self.setDefaultTextColor(QColor(colour))
        self.document().setDocumentMargin(0)
        self._box = QRectF()

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
        self._box = QRectF(box)
        self.setTextWidth(max(10.0, box.width()))
        aligned = "center" if align == Qt.AlignmentFlag.AlignHCenter else "left"
        self.setHtml(f'<div style="text-align:{aligned}">{html}</div>')
        self.setPos(box.topLeft())

    def box(self) -> QRectF:
        return QRectF(self._box)

    def content_height(self) -> float:
        return float(self.document().size().height())

    def line_rects(self) -> list[QRectF]:
        """Where each line's words are, in scene coordinates (a centred line only as wide
        as its words): what a notice over the felt must leave clear."""
        if not self.isVisible() or not self.toPlainText().strip():
            return []
        rects = []
        block = self.document().begin()
        while block.isValid():
            layout = block.layout()
            origin = layout.position()
            for number in range(layout.lineCount()):
                line = layout.lineAt(number).naturalTextRect().translated(origin)
                if line.width() > 0:
                    rects.append(self.mapRectToScene(line))
            block = block.next()
        return rects

    def content_rect(self) -> QRectF:
        """Where the text really is, in scene coordinates."""
        size = self.document().size()
        return QRectF(
            self.scenePos(),
            QPointF(self.scenePos().x() + size.width(), self.scenePos().y() + size.height()),
        )


class Panel(QGraphicsPathItem):
    """The rounded, nearly opaque card on which the hand summary is written."""

    def __init__(self) -> None:
        super().__init__()
        self.setPen(QPen(QColor("#d8c27a"), 2))
        self.setBrush(QBrush(QColor(12, 38, 24, 246)))
        self._rect = QRectF()

    def set_rect(self, rect: QRectF) -> None:
        self._rect = QRectF(rect)
        self.setPath(rounded(rect, min(rect.width(), rect.height()) * 0.06))

    def rect(self) -> QRectF:
        return QRectF(self._rect)
