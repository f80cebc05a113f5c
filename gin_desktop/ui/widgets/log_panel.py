"""The match log: a dock with one row per public event (hand, time, who, what).

The log starts from each person's PlayerView (``start``) and then grows by the engine's
record of each move (``add``, a ``Change``): for each seat it keeps the events as that
seat saw them, through ``Event.for_seat`` in the engine. So the log shows and exports only
what the viewing seat has seen: the other player's stock draws read "drew a card from the
stock". In hot-seat play each seat's log is kept apart, and ``set_viewer`` shows the log
of the player at the screen. A move taken back (undo) takes its rows back (``take_back``).

Rows of earlier hands stay when a new hand starts. Hand and match summaries are bold. A
filter shows the current hand only; the whole log exports as text, CSV or JSON.

The rows are kept by the model (``log_model.py``, a row in ``log_rows.py``); this module is
the dock that shows them, filters them by hand and asks where to save them.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from datetime import datetime
from pathlib import Path

from PySide6.QtCore import (
    QObject,
    QSortFilterProxyModel,
    QStandardPaths,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import QFont, QFontMetrics, QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QDockWidget,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QMenu,
    QMessageBox,
    QPushButton,
    QStyle,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from gin_desktop.engine import Change, PlayerView
from gin_desktop.storage import write_text_atomic
from gin_desktop.words import log_words as words

from .log_model import EXPORT_FORMATS, EventLogModel, ExportFormat, Index
from .log_rows import SUMMARY_KINDS, LogRow

__all__ = [
    "EXPORT_FORMATS",
    "SUMMARY_KINDS",
    "EventLogModel",
    "ExportFormat",
    "HandFilter",
    "LogPanel",
    "LogRow",
]

# --- the filter --------------------------------------------------------------------------


class HandFilter(QSortFilterProxyModel):
    """Only the rows of one hand; all rows when the hand is None."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._hand: int | None = None

    @property
    def hand(self) -> int | None:
        return self._hand

    def set_hand(self, hand: int | None) -> None:
        if hand == self._hand:
            return
        if hasattr(self, "beginFilterChange"):  # Qt 6.10 and later
            self.beginFilterChange()
            self._hand = hand
            self.endFilterChange(QSortFilterProxyModel.Direction.Rows)
        else:
            self._hand = hand
            self.invalidateRowsFilter()

    def filterAcceptsRow(self, source_row: int, source_parent: Index) -> bool:
        if self._hand is None:
            return True
        model = self.sourceModel()
        hand = model.data(model.index(source_row, 0, source_parent), Qt.ItemDataRole.UserRole)
        return bool(hand == self._hand)


# --- the dock ----------------------------------------------------------------------------


class LogPanel(QDockWidget):
    """The match log as a dock widget: ``start`` it from the views of the match, then
    ``add`` each change."""

    said = Signal(str)
    """A sentence for the window's message line: where the log was saved."""

    def __init__(
        self, parent: QWidget | None = None, *, clock: Callable[[], datetime] = datetime.now
    ) -> None:
        super().__init__(words.log_panel_words().title, parent)
        self.setObjectName("match_log")  # for QMainWindow.saveState
        self.model = EventLogModel(self, clock=clock)
        self.proxy = HandFilter(self)
        self.proxy.setSourceModel(self.model)
        self.table = self._table()
        self.current_hand_box = QCheckBox()
        self.current_hand_box.toggled.connect(self.set_current_hand_only)
        self.export_button = self._export_button()
        self.model.hand_changed.connect(self._hand_changed)
        self.proxy.rowsInserted.connect(self._rows_inserted)
        self.proxy.modelReset.connect(self._after_reset)
        self.proxy.layoutChanged.connect(self._refit_rows)
        # Rows wrap to the width of "What": refit them once the resizing settles.
        self._refit = QTimer(self, singleShot=True, interval=50)
        self._refit.timeout.connect(self._refit_rows)
        self.table.horizontalHeader().sectionResized.connect(self._width_changed)
        self._following = True
        """At the latest row, and kept there, until the player scrolls up to read."""
        scroll = self.table.verticalScrollBar()
        scroll.valueChanged.connect(self._scrolled)
        scroll.rangeChanged.connect(self._range_changed)
        bar = QHBoxLayout()
        bar.setContentsMargins(0, 0, 0, 0)
        bar.addWidget(self.current_hand_box)
        bar.addStretch(1)
        bar.addWidget(self.export_button)
        body = QWidget()
        layout = QVBoxLayout(body)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addLayout(bar)
        layout.addWidget(self.table)
        self.setWidget(body)
        self.retranslate()

    def retranslate(self) -> None:
        """Its words and every row in the language now installed."""
        said = words.log_panel_words()
        self.setWindowTitle(said.title)
        self.current_hand_box.setText(said.this_hand_only)
        self.export_button.setText(said.export)
        self.export_button.setToolTip(said.export_tip)
        for action in self.export_button.menu().actions():
            action.setText(said.formats[action.data()])
        self.model.reword()
        self._fit_columns()
        self._refit_rows()

    def _table(self) -> QTableView:
        table = QTableView()
        table.setModel(self.proxy)
        table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        table.setAlternatingRowColors(True)
        table.setShowGrid(False)
        table.setWordWrap(True)  # a long line (melds shown, a hand's result) wraps, never cut
        # By pixels: at the bottom, the last row is whole (by rows, a tall one was cut).
        table.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        rows = table.verticalHeader()
        rows.hide()
        rows.setDefaultSectionSize(table.fontMetrics().height() + 6)
        header = table.horizontalHeader()
        header.setHighlightSections(False)
        for column in (EventLogModel.HAND, EventLogModel.TIME, EventLogModel.WHO):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.Fixed)
        header.setSectionResizeMode(EventLogModel.WHAT, QHeaderView.ResizeMode.Stretch)
        return table

    def _fit_columns(self) -> None:
        """Hand, time and name columns as wide as their longest text in bold (summaries)."""
        bold = QFont(self.table.font())
        bold.setBold(True)
        metrics = QFontMetrics(bold)
        pad = 2 * (self.table.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin) + 1) + 6
        hand, _, who, _ = words.columns()
        names = [*self.model.names, who]
        widths = {
            EventLogModel.HAND: max(metrics.horizontalAdvance(t) for t in (hand, "99")),
            EventLogModel.TIME: metrics.horizontalAdvance("00:00:00"),
            EventLogModel.WHO: max(metrics.horizontalAdvance(name) for name in names),
        }
        for column, width in widths.items():
            self.table.setColumnWidth(column, width + pad)
        # What keeps room for an ordinary event on a line or two; the dock is as wide.
        least_what = metrics.horizontalAdvance("m" * 18)
        least_what += self.table.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent)
        self.table.setMinimumWidth(sum(widths.values()) + 3 * pad + least_what + 8)  # frame

    def _export_button(self) -> QPushButton:
        # A push button's size makes room for its menu's arrow ("Ekspor" ran into it).
        button = QPushButton()
        menu = QMenu(button)
        for fmt in EXPORT_FORMATS:
            action = menu.addAction(fmt)
            action.setData(fmt)
            action.triggered.connect(lambda _=False, f=fmt: self.export_dialog(f))
        button.setMenu(menu)
        return button

    # --- slots --------------------------------------------------------------------------

    def start(
        self, views: Sequence[PlayerView], at: datetime | None = None, *, earlier: bool = False
    ) -> None:
        """Each person's log from their view (see ``EventLogModel.start``)."""
        self.model.start(views, at, earlier=earlier)
        self._fit_columns()

    def add(self, change: Change, at: datetime | None = None) -> None:
        """Log what ``change`` did, as each kept seat saw it."""
        self.model.add(change, at)

    def take_back(self, change: Change) -> None:
        self.model.take_back(change)

    def set_names(self, names: tuple[str, ...]) -> None:
        """The players' names now, for the rows worded from here on and a ``retranslate``."""
        if names != self.model.names:
            self.model.set_names(names)
            self._fit_columns()

    def set_viewer(self, seat: int | None) -> None:
        """``seat``'s log; None while a hot-seat screen is passed on, when nobody's log may
        be exported."""
        self.model.set_viewer(seat)
        self.export_button.setEnabled(seat is not None)

    def clear(self) -> None:
        self.model.clear()

    def set_current_hand_only(self, on: bool) -> None:
        if self.current_hand_box.isChecked() != on:
            self.current_hand_box.setChecked(on)  # comes back here through toggled
            return
        self.proxy.set_hand(self.model.current_hand if on else None)
        self.table.scrollToBottom()

    def _hand_changed(self, hand: int) -> None:
        if self.current_hand_box.isChecked():
            self.proxy.set_hand(hand)

    def _scrolled(self, value: int) -> None:
        self._following = value >= self.table.verticalScrollBar().maximum() - 2

    def _range_changed(self, _least: int, most: int) -> None:
        """Rows added or grown, the dock resized: the latest stay in sight if they were."""
        if self._following:
            self.table.verticalScrollBar().setValue(most)

    def _rows_inserted(self, _parent: Index, first: int, last: int) -> None:
        """Fit the new rows to their text (only them: refitting all is quadratic over a
        match), and scroll them into sight unless the player scrolled up to read."""
        following = self._following
        for row in range(first, last + 1):
            self.table.resizeRowToContents(row)
        if following:
            self.table.scrollToBottom()

    def _after_reset(self) -> None:
        """Another log (a new match, another person at the screen): from its latest row."""
        self._following = True
        self._refit_rows()

    def _refit_rows(self) -> None:
        """Every row to its text (after a change of width): the latest stay in sight."""
        following = self._following
        self.table.resizeRowsToContents()
        if following:
            self.table.scrollToBottom()

    def showEvent(self, event: QShowEvent) -> None:  # opened: rows fitted to its width
        super().showEvent(event)
        self._refit.start()

    def _width_changed(self, column: int, _old: int, _new: int) -> None:
        if column == EventLogModel.WHAT:
            self._refit.start()

    # --- exporting ----------------------------------------------------------------------

    def export(self, path: str | Path, fmt: ExportFormat) -> None:
        """Write the log to ``path`` (atomically); raises OSError if it cannot be written."""
        write_text_atomic(path, self.model.export(fmt), shared=True)

    def export_dialog(self, fmt: ExportFormat) -> str | None:
        """Ask where to save the log; the path written, or None."""
        suffix = {"text": ".txt", "csv": ".csv", "json": ".json"}[fmt]
        documents = QStandardPaths.writableLocation(
            QStandardPaths.StandardLocation.DocumentsLocation
        )
        name = words.file_name() + suffix
        path, _ = QFileDialog.getSaveFileName(
            self,
            words.export_title(),
            str(Path(documents) / name) if documents else name,
            words.file_filter(fmt),
        )
        if not path:
            return None
        try:
            self.export(path, fmt)
        except OSError as error:
            QMessageBox.warning(
                self,
                words.export_title(),
                # The file chosen, and why, never the temporary file the writing went through.
                words.not_saved(path, error.strerror or error),
            )
            return None
        self.said.emit(words.saved(path))
        return path
