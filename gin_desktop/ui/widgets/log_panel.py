"""The match log: a dock with one row per public event (hand, time, who, what).

The log starts from each person's PlayerView (``start``) and then grows by the engine's
record of each move (``add``, a ``Change``): for each seat it keeps the events as that
seat saw them, through ``Event.for_seat`` in the engine. So the log shows and exports only
what the viewing seat has seen: the other player's stock draws read "drew a card from the
stock". In hot-seat play each seat's log is kept apart, and ``set_viewer`` shows the log
of the player at the screen. A move taken back (undo) takes its rows back (``take_back``).

Rows of earlier hands stay when a new hand starts. Round and match summaries are bold. A
filter shows the current hand only; the whole log exports as text, CSV or JSON.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from datetime import datetime
from pathlib import Path
from typing import Any, Literal

from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
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

from gin_desktop.engine import Change, Event, EventKind, PlayerView, RuleSet
from gin_desktop.storage import write_text_atomic
from gin_desktop.words.wording import as_tooltip, event_what, event_who

from .log_export import as_csv, as_json, as_text, clock_time

ExportFormat = Literal["text", "csv", "json"]
EXPORT_FORMATS: tuple[ExportFormat, ...] = ("text", "csv", "json")
Index = QModelIndex | QPersistentModelIndex
_ROOT = QModelIndex()

# --- words ------------------------------------------------------------------------------

SUMMARY_KINDS = frozenset(
    {EventKind.HAND_SCORED, EventKind.HAND_DRAWN, EventKind.MATCH_BONUS, EventKind.MATCH_WON}
)
"""Round and match summaries: shown in bold."""

translate = QCoreApplication.translate
"""Called as ``translate("MatchLog", "literal")`` so that pyside6-lupdate finds the text;
what happened in the game is worded by ``wording``."""


# --- the rows ----------------------------------------------------------------------------


@dataclass(frozen=True)
class LogRow:
    """One line of the log, worded when it arrived."""

    hand: int
    time: datetime | None
    """When the log saw it; None for what happened before (a match resumed or opened:
    the match keeps no clock)."""
    seat: int | None
    who: str
    what: str
    event: Event
    """As the viewing seat saw it (``Event.for_seat``)."""
    cells: tuple[str, str, str, str] = ("", "", "", "")
    """Hand, time, who, what as shown (worded once: a view asks for them often)."""
    rules: RuleSet | None = None
    scores: tuple[int, ...] = ()
    """The rules and the totals of the view it came in, to word it again (``reword``)."""

    @property
    def summary(self) -> bool:
        return self.event.kind in SUMMARY_KINDS


@dataclass
class _SeatLog:
    """What one seat has seen so far, and the hand it is in."""

    rows: list[LogRow] = field(default_factory=list)
    hand: int | None = None


class EventLogModel(QAbstractTableModel):
    """The rows of the viewing seat's log: started from views, grown by changes."""

    HAND, TIME, WHO, WHAT = range(4)
    hand_changed = Signal(int)
    """The viewing seat's current hand number changed (a new hand, or another viewer)."""

    def __init__(
        self, parent: QObject | None = None, *, clock: Callable[[], datetime] = datetime.now
    ) -> None:
        super().__init__(parent)
        self._clock = clock
        self._logs: dict[int, _SeatLog] = {}
        self._viewer: int | None = None
        self._chosen = False
        """The viewer was set by ``set_viewer`` (maybe to nobody): starting does not choose."""
        self._names: tuple[str, ...] = ()
        self._rules = RuleSet()
        self._bold = QFont()
        self._bold.setBold(True)

    # --- feeding ------------------------------------------------------------------------

    def start(
        self, views: Sequence[PlayerView], at: datetime | None = None, *, earlier: bool = False
    ) -> None:
        """A match on the table from now (a new one, a resumed one, one taken back): each
        person's log holds what their view shows, the events of their hand so far (and the
        cut, in the first hand); the rows of earlier hands of the match are not kept.
        Those events happened ``at`` (now by default), or, with ``earlier`` (a match
        resumed or opened), at a time nobody kept: their rows show none.
        Unless ``set_viewer`` chose one, the first view's seat is the one shown."""
        if not views:
            return
        self.beginResetModel()
        if self._viewer is None and not self._chosen:
            self._viewer = views[0].seat
        first = views[0]
        self._names, self._rules = first.names, first.rules
        now = None if earlier else self._clock() if at is None else at
        self._logs = {
            view.seat: _SeatLog(
                [self._row(e, view.hand_number, view.scores, now) for e in view.events],
                view.hand_number,
            )
            for view in views
        }
        self.endResetModel()
        hand = self.current_hand
        if hand is not None:
            self.hand_changed.emit(hand)

    def add(self, change: Change, at: datetime | None = None) -> int:
        """After a move: each kept seat's new events, as that seat saw them; how many rows
        the viewing seat gained."""
        now = self._clock() if at is None else at
        shown = 0
        for seat, log in self._logs.items():
            rows = [
                self._row(event, change.hand_number, change.scores, now)
                for event in change.events_for(seat)
            ]
            showing = seat == self._viewer
            new_hand = log.hand != change.hand_number
            log.hand = change.hand_number
            if showing and new_hand:
                self.hand_changed.emit(change.hand_number)
            if not rows:
                continue
            if showing:
                first = len(log.rows)
                self.beginInsertRows(QModelIndex(), first, first + len(rows) - 1)
                shown = len(rows)
            log.rows.extend(rows)
            if showing:
                self.endInsertRows()
        return shown

    def take_back(self, change: Change) -> None:
        """The rows of ``change``, the last move added, go: the move was taken back."""
        for seat, log in self._logs.items():
            count = len(change.events_for(seat))
            if not count:
                continue
            showing, first = seat == self._viewer, len(log.rows) - count
            if showing:
                self.beginRemoveRows(QModelIndex(), first, len(log.rows) - 1)
            del log.rows[first:]
            if showing:
                self.endRemoveRows()

    def set_names(self, names: tuple[str, ...]) -> None:
        """The players' names now (a default name follows the language): ``reword`` uses
        them."""
        self._names = names

    def _row(
        self, event: Event, hand: int, scores: tuple[int, ...], now: datetime | None
    ) -> LogRow:
        row = LogRow(hand, now, event.seat, "", "", event, rules=self._rules, scores=scores)
        return _worded(row, self._names)

    def reword(self) -> None:
        """Every row worded again in the language now installed, with the latest names (a
        default name follows the language): the log and its exports speak it."""
        for log in self._logs.values():
            log.rows[:] = [_worded(row, self._names) for row in log.rows]
        if self._shown():
            self.dataChanged.emit(self.index(0, 0), self.index(len(self._shown()) - 1, 3))
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, 3)

    def set_viewer(self, seat: int | None) -> None:
        """Show ``seat``'s log (hot-seat: the player now at the screen), or nobody's (None:
        while the screen is passed on)."""
        self._chosen = True
        if seat == self._viewer:
            return
        self.beginResetModel()
        self._viewer = seat
        if seat is not None:
            self._logs.setdefault(seat, _SeatLog())
        self.endResetModel()
        hand = None if seat is None else self._logs[seat].hand
        if hand is not None:
            self.hand_changed.emit(hand)

    def clear(self) -> None:
        """Forget every seat's log (a new match); the next start chooses the viewer."""
        self.beginResetModel()
        self._logs.clear()
        self._viewer = None
        self._chosen = False
        self.endResetModel()

    # --- reading ------------------------------------------------------------------------

    @property
    def viewer(self) -> int | None:
        return self._viewer

    @property
    def names(self) -> tuple[str, ...]:
        """The players' names, as the match started or as renamed since."""
        return self._names

    @property
    def current_hand(self) -> int | None:
        """The hand the viewing seat is playing (or last played)."""
        return None if self._viewer is None else self._logs.get(self._viewer, _SeatLog()).hand

    def rows(self) -> tuple[LogRow, ...]:
        """The viewing seat's rows, oldest first."""
        return tuple(self._shown())

    def _shown(self) -> list[LogRow]:
        if self._viewer is None or self._viewer not in self._logs:
            return []
        return self._logs[self._viewer].rows

    def rowCount(self, parent: Index = _ROOT) -> int:
        return 0 if parent.isValid() else len(self._shown())

    def columnCount(self, parent: Index = _ROOT) -> int:
        return 0 if parent.isValid() else 4

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        row = self._shown()[index.row()]
        column = index.column()
        if role == Qt.ItemDataRole.DisplayRole:
            return row.cells[column]
        if role == Qt.ItemDataRole.ToolTipRole and column == self.WHAT:
            return as_tooltip(row.what)  # names in it are text, not markup
        if role == Qt.ItemDataRole.FontRole and row.summary:
            return self._bold
        if role == Qt.ItemDataRole.TextAlignmentRole and column == self.HAND:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role == Qt.ItemDataRole.UserRole:
            return row.hand
        return None

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if orientation != Qt.Orientation.Horizontal or role != Qt.ItemDataRole.DisplayRole:
            return None
        return (
            translate("MatchLog", "Hand"),
            translate("MatchLog", "Time"),
            translate("MatchLog", "Who"),
            translate("MatchLog", "What"),
        )[section]

    # --- exporting ----------------------------------------------------------------------

    def export(self, fmt: ExportFormat) -> str:
        """The viewing seat's whole log as text, CSV or JSON."""
        rows = self.rows()
        if fmt == "text":
            return as_text(rows, self._names, self._viewer)
        if fmt == "csv":
            return as_csv(rows)
        if fmt == "json":
            return as_json(rows, self._names, self._viewer)
        raise ValueError(f"unknown export format {fmt!r}: choose one of {EXPORT_FORMATS}")


def _export_names() -> dict[str, str]:
    return {
        "text": translate("MatchLog", "As &text…"),
        "csv": translate("MatchLog", "As &CSV…"),
        "json": translate("MatchLog", "As &JSON…"),
    }


def _worded(row: LogRow, names: tuple[str, ...]) -> LogRow:
    """``row`` with its who and what worded now."""
    rules = row.rules if row.rules is not None else RuleSet()
    who, what = event_who(row.event, names), event_what(row.event, names, rules, row.scores)
    cells = (str(row.hand), clock_time(row.time), who, what)
    return replace(row, who=who, what=what, cells=cells)


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
        super().__init__(translate("MatchLog", "Match log"), parent)
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
        self.setWindowTitle(translate("MatchLog", "Match log"))
        self.current_hand_box.setText(translate("MatchLog", "&This hand only"))
        self.export_button.setText(translate("MatchLog", "&Export"))
        self.export_button.setToolTip(
            translate("MatchLog", "Save the whole log of the match to a file")
        )
        names = _export_names()
        for action in self.export_button.menu().actions():
            action.setText(names[action.data()])
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
        names = [*self.model.names, translate("MatchLog", "Who")]
        widths = {
            EventLogModel.HAND: max(
                metrics.horizontalAdvance(t) for t in (translate("MatchLog", "Hand"), "99")
            ),
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
        filters = {
            "text": translate("MatchLog", "Text files (*.txt)"),
            "csv": translate("MatchLog", "CSV files (*.csv)"),
            "json": translate("MatchLog", "JSON files (*.json)"),
        }
        suffix = {"text": ".txt", "csv": ".csv", "json": ".json"}[fmt]
        documents = QStandardPaths.writableLocation(
            QStandardPaths.StandardLocation.DocumentsLocation
        )
        name = translate("MatchLog", "match-log") + suffix
        path, _ = QFileDialog.getSaveFileName(
            self,
            translate("MatchLog", "Export the match log"),
            str(Path(documents) / name) if documents else name,
            filters[fmt],
        )
        if not path:
            return None
        try:
            self.export(path, fmt)
        except OSError as error:
            QMessageBox.warning(
                self,
                translate("MatchLog", "Export the match log"),
                # The file chosen, and why, never the temporary file the writing went through.
                translate("MatchLog", "Could not save {0}: {1}").format(
                    path, error.strerror or error
                ),
            )
            return None
        self.said.emit(translate("MatchLog", "Match log saved to {0}").format(path))
        return path
