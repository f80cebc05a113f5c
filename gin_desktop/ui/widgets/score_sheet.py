"""The score sheet: a line per hand with the running totals, then the match's bonuses.

Built from public data only: the match's ``history`` (``HandRecord``: who won each hand,
how, for how many points, the deadwood shown) and, once the match is over, the bonuses
and totals. The PlayerView of the seat at the screen carries all of it (``history`` and
``match_result``), so the sheet reads nothing else. It decides nothing: every number is
the engine's.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QFont, QFontMetrics, QPalette, QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QLabel,
    QStyle,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from gin_desktop.engine import HandKind, HandRecord, MatchResult, PlayerView, RuleSet
from gin_desktop.words import score_sheet_words as words
from gin_desktop.words.wording import (
    as_tooltip,
    match_won_text,
    names_list,
    outcome_name,
    showdown_text,
)

HAND, WINNER, OUTCOME, POINTS, FIRST, SECOND = range(6)
"""Columns; from FIRST on, one per seat (SECOND is seat 1's): each player's running total
(or a footer's values)."""
RIGHT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
CENTRE = Qt.AlignmentFlag.AlignCenter


def outcome_text(record: HandRecord) -> str:
    return outcome_name(record.kind.value)


class ScoreSheet(QWidget):
    """The score sheet of one match; call ``update_from(view)`` after each hand."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.rules_label = QLabel()
        self.rules_label.setWordWrap(True)
        self.result_label = QLabel()
        self.result_label.setTextFormat(Qt.TextFormat.PlainText)  # names are text
        self.result_label.setWordWrap(True)
        bold = self.result_label.font()
        bold.setBold(True)
        bold.setPointSizeF(bold.pointSizeF() * 1.15)
        self.result_label.setFont(bold)
        self.result_label.hide()
        self.table = _table()
        self.footer_rows: dict[str, int] = {}
        """Footer line -> table row: "hands_won", and at the match's end "hand_points",
        "game", "box", "shutout" (with end-of-match bonuses) and "total"."""
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(self.rules_label)
        layout.addWidget(self.result_label)
        layout.addWidget(self.table, 1)  # the dock's height: every row whole, none cut
        self.show_records((), names=("Player 1", "Player 2"), rules=RuleSet())

    def update_from(self, view: PlayerView) -> None:
        """Show the hands so far and, once the match is over, its bonuses and totals."""
        self.show_records(
            view.history, names=view.names, rules=view.rules, result=view.match_result
        )

    def show_records(
        self,
        history: Sequence[HandRecord],
        *,
        names: tuple[str, ...],
        rules: RuleSet,
        result: MatchResult | None = None,
    ) -> None:
        """The sheet from public data: the hands played and, at the end, the result."""
        table = self.table
        table.clearContents()
        table.clearSpans()
        table.setRowCount(0)
        teams = _sides(rules, len(names))
        self._shown = tuple(team[0] for team in teams)
        _set_columns(table, len(teams))
        table.setHorizontalHeaderLabels(
            [
                *words.columns(),
                *(names_list([names[seat] for seat in team]) for team in teams),
            ]
        )
        self.rules_label.setText(words.rules_text(rules))
        for record in history:
            self._hand_row(record, names, rules)
        self.footer_rows = {}
        won = _hands_won(history, teams) if result is None else result.hands_won
        self._footer("hands_won", words.footer_labels(rules.box_bonus)["hands_won"], won)
        if result is not None:
            self._final(result, rules)
        self._result_line(result, names)
        self._fit_columns(names)
        # The latest hand and the totals in sight, once the rows have their sizes.
        QTimer.singleShot(0, table, table.scrollToBottom)  # dropped with the table

    def _fit_columns(self, names: tuple[str, ...]) -> None:
        """Every column as wide as its header and its cells (the names and every way a
        hand ends, so the sheet does not widen as the match goes on), the footers' words
        within the columns they span; the sheet is never narrower than that, so nothing
        is cut and nothing scrolls sideways: the dock is made as wide."""
        table = self.table
        header = table.horizontalHeader()
        margin = 2 * (table.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin) + 1) + 6
        metrics = table.fontMetrics()
        bold = QFont(table.font())
        bold.setBold(True)
        strong = QFontMetrics(bold)

        def wide(texts: Sequence[str], fm: QFontMetrics = metrics) -> int:
            return max((fm.horizontalAdvance(text) for text in texts), default=0) + margin

        widths = [
            max(header.sectionSizeHint(column), table.sizeHintForColumn(column))
            for column in range(table.columnCount())
        ]
        widths[WINNER] = max(widths[WINNER], wide(names))
        widths[OUTCOME] = max(widths[OUTCOME], wide([outcome_name(k.value) for k in HandKind]))
        footers = [self.text(row, HAND) for row in self.footer_rows.values()]
        spanned = sum(widths[HAND : POINTS + 1])
        widths[OUTCOME] += max(0, wide(footers, strong) - spanned)
        # The players' columns alike, sharing the room left: none is cut when they share.
        players = range(FIRST, len(widths))
        widest = max((widths[column] for column in players), default=0)
        for column, width in enumerate(widths):
            if column in players:
                widths[column] = widest
                header.setSectionResizeMode(column, QHeaderView.ResizeMode.Stretch)
            else:
                header.setSectionResizeMode(column, QHeaderView.ResizeMode.Fixed)
                header.resizeSection(column, width)
        bar = table.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent)
        table.setMinimumWidth(sum(widths) + 2 * table.frameWidth() + bar + 2)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        QTimer.singleShot(0, self.table, self.table.scrollToBottom)

    # --- rows ---------------------------------------------------------------------------

    def _hand_row(self, record: HandRecord, names: tuple[str, ...], rules: RuleSet) -> None:
        row = self._new_row()
        winner = "—" if record.winner is None else names[record.winner]
        points = "—" if record.winner is None else str(record.points)
        left = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
        cells = [
            (str(record.hand_number), RIGHT),
            (winner, left),
            (outcome_text(record), left),
            (points, RIGHT),
            *((str(record.scores[seat]), RIGHT) for seat in self._shown),
        ]
        for column, (text, align) in enumerate(cells):
            self._put(row, column, text, align)
        details = showdown_text(record, names, rules)
        for column in range(len(cells)):
            item = self.table.item(row, column)
            if item is not None and details:
                item.setToolTip(as_tooltip(details))  # names are text

    def _final(self, result: MatchResult, rules: RuleSet) -> None:
        labels = words.footer_labels(rules.box_bonus)
        if rules.end_bonuses:
            self._footer("hand_points", labels["hand_points"], result.scores)
            self._footer("game", labels["game"], result.game_bonus)
            self._footer("box", labels["box"], result.box_bonus)
            self._footer("shutout", labels["shutout"], result.shutout_bonus)
        self._footer("total", labels["total"], result.totals, strong=True)

    def _footer(self, key: str, label: str, values: tuple[int, ...], strong: bool = False) -> None:
        row = self._new_row()
        self.footer_rows[key] = row
        self.table.setSpan(row, HAND, 1, POINTS - HAND + 1)
        self._put(row, HAND, label, RIGHT, footer=True, strong=strong)
        shown = [values[seat] for seat in self._shown] if len(values) > len(self._shown) else values
        for column, value in enumerate(shown, start=FIRST):
            self._put(row, column, str(value), RIGHT, footer=True, strong=strong)

    def _result_line(self, result: MatchResult | None, names: tuple[str, ...]) -> None:
        if result is None:
            self.result_label.hide()
            return
        self.result_label.setText(match_won_text(result, names))
        self.result_label.show()

    def _new_row(self) -> int:
        row = self.table.rowCount()
        self.table.insertRow(row)
        return row

    def _put(
        self,
        row: int,
        column: int,
        text: str,
        align: Qt.AlignmentFlag,
        *,
        footer: bool = False,
        strong: bool = False,
    ) -> None:
        item = QTableWidgetItem(text)
        item.setTextAlignment(align)
        item.setFlags(Qt.ItemFlag.ItemIsEnabled)
        if footer:
            item.setBackground(self.palette().brush(QPalette.ColorRole.AlternateBase))
        if strong:
            font = QFont(self.table.font())
            font.setBold(True)
            item.setFont(font)
        self.table.setItem(row, column, item)

    # --- reading (tests, the window's tooltips) -------------------------------------------

    def text(self, row: int, column: int) -> str:
        item = self.table.item(row, column)
        return "" if item is None else item.text()

    def footer(self, key: str) -> tuple[int, ...]:
        """Every player's number on a footer line, by seat, e.g. ``footer("total")``."""
        row = self.footer_rows[key]
        columns = range(FIRST, self.table.columnCount())
        return tuple(int(self.text(row, column)) for column in columns)


def _sides(rules: RuleSet, players: int) -> tuple[tuple[int, ...], ...]:
    """The columns of the sheet: one per team in partnership gin, else one per seat."""
    if rules.seating == "partners" and rules.players == players:
        return rules.teams
    return tuple((seat,) for seat in range(players))


def _hands_won(history: Sequence[HandRecord], sides: Sequence[Sequence[int]]) -> tuple[int, ...]:
    """Hands won by each side, by seat of the side's first player (as the result has it)."""
    wins = [record.winner for record in history]
    by_seat = {side[0]: sum(wins.count(seat) for seat in side) for side in sides}
    return tuple(by_seat.get(seat, 0) for seat in range(max(by_seat, default=-1) + 1))


def _set_columns(table: QTableWidget, players: int) -> None:
    """A column per seat after the hand's own (sized by ``ScoreSheet._fit_columns``)."""
    table.setColumnCount(FIRST + players)


def _table() -> QTableWidget:
    table = QTableWidget(0, FIRST)
    table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
    table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
    table.setWordWrap(False)  # a cell is one line, as wide as its column is made
    table.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)  # the last row whole
    table.verticalHeader().hide()
    table.verticalHeader().setDefaultSectionSize(table.fontMetrics().height() + 8)
    table.horizontalHeader().setHighlightSections(False)
    return table
