"""The match log's rows as a Qt item model: each seat's log started from its PlayerView
(``start``), grown by the engine's record of each move (``add``) as that seat saw it, taken
back with an undone move (``take_back``), and shown for the viewing seat (``set_viewer``).
The view on it is the log's dock (``log_panel.py``)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from datetime import datetime
from typing import Any, Literal

from PySide6.QtCore import (
    QAbstractTableModel,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
    Signal,
)
from PySide6.QtGui import QFont

from gin_desktop.engine import Change, Event, PlayerView, RuleSet
from gin_desktop.words import log_words as words
from gin_desktop.words.wording import as_tooltip, event_what, event_who

from .log_export import as_csv, as_json, as_text
from .log_rows import LogRow, clock_time

ExportFormat = Literal["text", "csv", "json"]
EXPORT_FORMATS: tuple[ExportFormat, ...] = ("text", "csv", "json")
Index = QModelIndex | QPersistentModelIndex
_ROOT = QModelIndex()


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
        row = LogRow(
            hand=hand,
            time=now,
            seat=event.seat,
            who="",
            what="",
            event=event,
            rules=self._rules,
            scores=scores,
        )
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
        return words.columns()[section]

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


def _worded(row: LogRow, names: tuple[str, ...]) -> LogRow:
    """``row`` with its who and what worded now."""
    rules = row.rules if row.rules is not None else RuleSet()
    who, what = event_who(row.event, names), event_what(row.event, names, rules, row.scores)
    cells = (str(row.hand), clock_time(row.time), who, what)
    return replace(row, who=who, what=what, cells=cells)
