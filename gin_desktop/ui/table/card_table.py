"""The widget that shows the table scene, rescaling it to its own size."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, Signal
from PySide6.QtGui import QPaintEvent, QResizeEvent
from PySide6.QtWidgets import QFrame, QGraphicsScene, QGraphicsView, QWidget

from .felt import felt_brush

if TYPE_CHECKING:  # the scene is loaded after the frame's first paint (test_startup.py)
    from .scene import TableScene


class CardTable(QGraphicsView):
    """A QGraphicsView without scroll bars whose scene is always exactly its viewport.

    The table's keys are the shortcuts of the window's commands (``commands.py``), added
    to this widget so that they act while it has the focus.

    Until the card table is set (``set_table``), it shows the bare felt of ``felt``: the
    window is on screen before the cards and the engine have loaded."""

    first_painted = Signal()
    """The table has been drawn once: the window is really on screen."""
    painted = Signal()

    def __init__(self, scene: TableScene | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.table: TableScene | None = None
        self.felt = "green"
        """The colour of the bare felt shown before the table is set."""
        self.painted_once = False
        """Whether the view has been drawn on screen yet."""
        self.setScene(QGraphicsScene(self))  # the bare felt
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setMinimumSize(480, 320)
        if scene is not None:
            self.set_table(scene)

    def finish(self) -> None:
        """No scroll bars, the scene at the top left, the keys' focus, and how the cards
        are drawn: set with the card table, out of the first paint (Qt's namespace of
        flags costs it some 14 ms, QPainter's enums some more; the bare felt fits the view
        exactly, so it shows no scroll bar meanwhile, and is drawn the same without
        antialiasing)."""
        # Here, not at the top: the frame's first paint goes without these (test_startup.py).
        from PySide6.QtCore import Qt
        from PySide6.QtGui import QPainter

        self.setRenderHints(
            QPainter.RenderHint.Antialiasing
            | QPainter.RenderHint.TextAntialiasing
            | QPainter.RenderHint.SmoothPixmapTransform
        )
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)

    def set_table(self, scene: TableScene) -> None:
        """Show the card table ``scene`` (once) instead of the bare felt."""
        self.finish()
        bare = self.scene()
        self.table = scene
        self.setScene(scene)
        if bare is not None and bare is not scene:
            bare.deleteLater()
        if self.isVisible():  # else its first resize fits it
            self._fit_table()

    def _fit_table(self) -> None:
        # The viewport's size, without asking for the viewport: handing that QWidget to
        # Python makes PySide build every widget class it could be, some 7 ms at the start.
        size = self.maximumViewportSize()
        if self.table is None:
            bare = self.scene()
            if bare is not None:
                bare.setBackgroundBrush(felt_brush(self.felt, size.width(), size.height()))
        else:
            self.table.set_pixel_ratio(self.devicePixelRatioF())
            self.table.resize_table(size.width(), size.height())
        self.setSceneRect(0, 0, size.width(), size.height())

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_table()

    def event(self, event: QEvent) -> bool:
        kinds = (QEvent.Type.DevicePixelRatioChange, QEvent.Type.Show)
        if event.type() in kinds and self.table is not None:
            self.table.set_pixel_ratio(self.devicePixelRatioF())
        return super().event(event)

    def paintEvent(self, event: QPaintEvent) -> None:
        super().paintEvent(event)
        self.painted.emit()
        if not self.painted_once:
            self.painted_once = True
            self.first_painted.emit()
