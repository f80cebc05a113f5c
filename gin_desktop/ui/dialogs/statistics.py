"""View > Statistics: the player's record per opponent and rules, the win rate over time
and how the hands ended, and a reset that asks first.

The charts are drawn with QPainter: QtCharts would need PySide6-Addons (a 175 MB download)
and pyqtgraph brings numpy, for two small charts.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QGuiApplication, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from gin_desktop.storage.statistics import HOTSEAT, Figures, RecordedHand, Statistics
from gin_desktop.words import record_words as words
from gin_desktop.words.wording import outcome_name, rules_name

from ..table.felt import DEFAULT_LOOKS, Looks

_LINE, _BARS = QColor("#2e7d4f"), QColor("#3b6fb6")
WIDE = 900
"""The dialog's width where the screen has room: the charts side by side, roomy."""
CHART_LEAST = (220, 150)
"""A chart's least size: three side by side within an 800 px screen."""


def _title(painter: QPainter, width: int, text: str) -> float:
    """``text`` centred at the top, over as many lines as ``width`` needs; its height."""
    wrapped = int(Qt.AlignmentFlag.AlignHCenter) | int(Qt.TextFlag.TextWordWrap)
    room = painter.fontMetrics().boundingRect(0, 0, width, 1000, wrapped, text)
    painter.drawText(QRectF(0, 0, width, room.height()), wrapped, text)
    return float(room.height())


class ShareChart(QWidget):
    """A share from 0 to 100%, match after match: ``title`` above, ``hint`` while there are
    too few matches for a line."""

    def __init__(
        self, rates: Sequence[float], title: str, hint: str, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.rates, self.title, self.hint = list(rates), title, hint
        self.setMinimumSize(*CHART_LEAST)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        top = _title(painter, self.width(), self.title) + 4
        area = QRectF(self.rect()).adjusted(36, top, -10, -20)
        painter.setPen(QPen(QColor("#999999"), 1))
        for share in (0.0, 0.5, 1.0):
            y = area.bottom() - share * area.height()
            painter.drawLine(QPointF(area.left(), y), QPointF(area.right(), y))
            painter.drawText(QRectF(0, y - 8, 32, 16), Qt.AlignmentFlag.AlignRight, f"{share:.0%}")
        if len(self.rates) < 2:
            wrapped = int(Qt.AlignmentFlag.AlignCenter) | int(Qt.TextFlag.TextWordWrap)
            painter.drawText(area, wrapped, self.hint)
            return
        step = area.width() / (len(self.rates) - 1)
        points = [
            QPointF(area.left() + i * step, area.bottom() - r * area.height())
            for i, r in enumerate(self.rates)
        ]
        painter.setPen(QPen(_LINE, 2))
        painter.drawPolyline(points)


class OutcomeChart(QWidget):
    """How many hands ended each way, as bars."""

    def __init__(self, outcomes: dict[str, int], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.outcomes = outcomes
        self.setMinimumSize(*CHART_LEAST)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        rows = [(outcome_name(kind), count) for kind, count in self.outcomes.items()]
        most = max((count for _, count in rows), default=0) or 1
        first = _title(painter, self.width(), words.outcomes_title()) + 4
        height = (self.height() - first) / max(1, len(rows))
        for index, (label, count) in enumerate(rows):
            top = first + index * height
            painter.drawText(QRectF(0, top, 80, height), Qt.AlignmentFlag.AlignVCenter, label)
            width = (self.width() - 130) * count / most
            painter.fillRect(QRectF(84, top + 3, width, height - 6), _BARS)
            painter.drawText(
                QRectF(90 + width, top, 40, height), Qt.AlignmentFlag.AlignVCenter, str(count)
            )


class StatisticsDialog(QDialog):
    """The record; ``reset`` forgets it after asking."""

    def __init__(
        self,
        statistics: Statistics,
        levels: Mapping[str, str],
        parent: QWidget | None = None,
        *,
        looks: Looks = DEFAULT_LOOKS,
    ) -> None:
        super().__init__(parent)
        said = words.statistics_words()
        self.setWindowTitle(said.title)
        self.statistics, self._levels, self._looks = statistics, levels, looks
        self.play_deal: Callable[[RecordedHand], None] | None = None
        """Play a recorded hand again (the history's button is shown when set)."""
        self.deal_chosen: RecordedHand | None = None
        """The hand chosen to be played again: the window deals it once this closes."""
        # A figure a row, a column for each opponent and rules: within an 800 px screen
        # (fifteen columns of figures side by side needed some 1180 px).
        self.table = QTableWidget(len(self.headers()) - 2, 0)
        self.table.setVerticalHeaderLabels(self.headers()[2:])
        self.table.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 8)
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.empty = QLabel(said.empty)
        charts = QHBoxLayout()
        self.win_rates = ShareChart(
            statistics.win_rates(),
            said.win_rates,
            said.win_rates_hint,
        )
        self.accuracy = ShareChart(
            [share for _, share in statistics.accuracy_by_match()],
            said.accuracy,
            said.accuracy_hint,
        )
        self.outcomes = OutcomeChart(statistics.outcomes())
        for chart in (self.win_rates, self.accuracy, self.outcomes):
            charts.addWidget(chart)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.reset_button = QPushButton(said.reset)
        buttons.addButton(self.reset_button, QDialogButtonBox.ButtonRole.ResetRole)
        self.history_button = QPushButton(said.history)
        buttons.addButton(self.history_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.rejected.connect(self.reject)
        self.reset_button.clicked.connect(self.reset)
        self.history_button.clicked.connect(self.show_history)
        layout = QVBoxLayout(self)
        layout.addWidget(self.empty)
        layout.addWidget(self.table, 1)
        layout.addLayout(charts)
        layout.addWidget(buttons)
        self.resize(1180, 520)
        self.refresh()
        self._fit_width()

    def _fit_width(self) -> None:
        """As wide as the table's figures and columns, whose words are longer in some
        languages, and as tall as its rows, within the screen (its frame too)."""
        layout = self.layout()
        if layout is None:
            return
        margins = layout.contentsMargins()
        table = self.table
        # Asked before the dialog is shown: the headers' hints, not their sizes.
        figures, columns = table.verticalHeader(), table.horizontalHeader()
        needed = figures.sizeHint().width() + columns.length()
        needed += 2 * table.frameWidth() + table.verticalScrollBar().sizeHint().width()
        needed += margins.left() + margins.right()
        rows = figures.length() + columns.sizeHint().height() + 2 * table.frameWidth()
        tall = self.sizeHint().height() - table.sizeHint().height() + rows + 4
        # Not self.screen(): the QScreen it wraps, asked before the dialog is shown, was
        # deleted when Python's garbage collector took the wrapper, and the next window built
        # crashed (found by collecting garbage after every UI test, tests/ui/conftest.py).
        screen = QGuiApplication.primaryScreen()
        if screen is None:
            self.resize(max(WIDE, needed), tall)
            return
        room = screen.availableGeometry()
        width = min(max(self.minimumSizeHint().width(), needed, WIDE), room.width() - 20)
        self.resize(width, min(tall, room.height() - 60))

    def headers(self) -> list[str]:
        return words.statistics_headers()

    def refresh(self) -> None:
        lines = self.statistics.figures()
        self.empty.setVisible(not lines)
        self.table.setColumnCount(len(lines))
        columns = [self.cells(line) for line in lines]
        # Each column under its opponent and its rules, on two lines.
        self.table.setHorizontalHeaderLabels([f"{cells[0]}\n{cells[1]}" for cells in columns])
        right = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
        for column, cells in enumerate(columns):
            for row, text in enumerate(cells[2:]):
                item = QTableWidgetItem(text)
                item.setTextAlignment(right)
                self.table.setItem(row, column, item)
        self.table.resizeColumnsToContents()
        self.win_rates.rates = self.statistics.win_rates()
        self.accuracy.rates = [share for _, share in self.statistics.accuracy_by_match()]
        self.outcomes.outcomes = self.statistics.outcomes()
        for chart in (self.win_rates, self.accuracy, self.outcomes):
            chart.update()

    def cells(self, line: Figures) -> list[str]:
        """The opponent, the rules, then each figure of ``line`` (the rows of ``headers``)."""
        opponent = (
            words.statistics_hot_seat()
            if line.opponent == HOTSEAT
            else self._levels.get(line.opponent, line.opponent)
        )
        best = "" if line.best_margin is None else f"+{line.best_margin}"
        return [
            opponent,
            rules_name(line.variant),
            str(line.matches),
            str(line.won),
            f"{line.win_rate:.0%}",
            f"{line.hands_won} / {line.hands}",
            str(line.gins),
            str(line.big_gins),
            str(line.undercuts_made),
            str(line.undercuts_suffered),
            f"{line.points_per_hand:.1f}",
            best,
            str(line.streak),
            str(line.longest_streak),
            str(line.assisted),
        ]

    def show_history(self) -> None:
        # the hand history is loaded when it is opened from here
        from .history import HistoryDialog

        history = HistoryDialog(self.statistics, self._levels, looks=self._looks, parent=self)
        if self.play_deal is not None:
            history.play_deal = self._deal_chosen
        history.exec()

    def _deal_chosen(self, hand: RecordedHand) -> None:
        self.deal_chosen = hand
        self.accept()

    def reset(self) -> None:
        title, question = words.reset_question()
        answer = QMessageBox.question(self, title, question)
        if answer == QMessageBox.StandardButton.Yes:
            self.statistics.reset()
            self.refresh()
