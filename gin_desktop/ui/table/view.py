"""The widget that shows the table scene, rescaling it to its own size."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QPainter, QPaintEvent, QResizeEvent
from PySide6.QtWidgets import QFrame, QGraphicsView, QWidget

from .scene import TableScene


class TableView(QGraphicsView):
    """A QGraphicsView without scroll bars whose scene is always exactly its viewport.

    The table's keys are the shortcuts of the window's commands (``commands.py``), added
    to this widget so that they act while it has the focus."""

    first_painted = Signal()
    """The table has been drawn once: the window is really on screen."""
    painted = Signal()

    def __init__(self, scene: TableScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.table = scene
        self._painted_once = False
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setRenderHints(
            QPainter.RenderHint.Antialiasing
            | QPainter.RenderHint.TextAntialiasing
            | QPainter.RenderHint.SmoothPixmapTransform
        )
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMinimumSize(480, 320)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.table.set_pixel_ratio(self.devicePixelRatioF())
        size = self.viewport().size()
        self.table.resize_table(size.width(), size.height())
        self.setSceneRect(0, 0, size.width(), size.height())

    def event(self, event: QEvent) -> bool:
        if event.type() in (QEvent.Type.DevicePixelRatioChange, QEvent.Type.Show):
            self.table.set_pixel_ratio(self.devicePixelRatioF())
        return super().event(event)

    def paintEvent(self, event: QPaintEvent) -> None:
        super().paintEvent(event)
        self.painted.emit()
        if not self._painted_once:
            self._painted_once = True
            self.first_painted.emit()
