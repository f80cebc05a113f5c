"""The hand history, opened from the Statistics window: every finished hand, the latest
first, a replay of any of them (double-click, Enter or Replay) and the coach's review of
it (Review)."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from datetime import datetime

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeyEvent, QShowEvent
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QMessageBox,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from gin_desktop.ai.review import ReviewJob
from gin_desktop.engine import DealCheck, HandReplay
from gin_desktop.storage.statistics import (
    HOTSEAT,
    HandEntry,
    NotReplayable,
    RecordedHand,
    Statistics,
)
from gin_desktop.words import record_words as words
from gin_desktop.words.wording import outcome_name, rules_name

from ..table.felt import DEFAULT_LOOKS, Looks
from .replay import ReplayDialog
from .review import ReviewDialog, ReviewWork


class HistoryDialog(QDialog):
    """The finished hands of ``statistics``; ``replay_row`` shows one again."""

    def __init__(
        self,
        statistics: Statistics,
        levels: Mapping[str, str],
        *,
        looks: Looks = DEFAULT_LOOKS,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        said = words.history_words()
        self.setWindowTitle(said.title)
        self.statistics, self._levels, self._looks = statistics, levels, looks
        self.entries = statistics.history()
        self.table = QTableWidget(len(self.entries), len(self.headers()))
        self.table.setHorizontalHeaderLabels(self.headers())
        self.table.verticalHeader().setVisible(False)
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QTableWidget.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QTableWidget.SelectionMode.SingleSelection)
        for row, entry in enumerate(self.entries):
            for column, text in enumerate(self.cells(entry)):
                item = QTableWidgetItem(text)
                if column in (3, 6):  # the hand's number and its points
                    item.setTextAlignment(
                        Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
                    )
                if not entry.replayable:
                    item.setToolTip(said.not_kept_tip)
                self.table.setItem(row, column, item)
        self.table.resizeColumnsToContents()
        self.table.horizontalHeader().setStretchLastSection(True)
        self.empty = QLabel(said.empty)
        self.empty.setVisible(not self.entries)
        self.replay_button = QPushButton(said.replay)
        self.review_button = QPushButton(said.review)
        self.again_button = QPushButton(said.again)
        self.again_button.setToolTip(said.again_tip)
        self.play_deal: Callable[[RecordedHand], None] | None = None
        """Set by the statistics: play a recorded hand again (else the button is hidden)."""
        self.verify_button = QPushButton(said.verify)
        self.verify_button.setToolTip(said.verify_tip)
        self.review: ReviewDialog | None = None
        """The latest review opened from here."""
        self.replay: ReplayDialog | None = None
        """The latest replay opened from here."""
        self.verdict: QMessageBox | None = None
        """The latest check of a deal said from here."""
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.addButton(self.replay_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.addButton(self.review_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.addButton(self.verify_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.addButton(self.again_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.again_button.clicked.connect(lambda: self.deal_again(self.table.currentRow()))
        self.verify_button.clicked.connect(lambda: self.verify_row(self.table.currentRow()))
        self.review_button.clicked.connect(lambda: self.review_row(self.table.currentRow()))
        buttons.rejected.connect(self.reject)
        self.replay_button.clicked.connect(lambda: self.replay_row(self.table.currentRow()))
        self.table.cellDoubleClicked.connect(lambda row, _column: self.replay_row(row))
        self.table.currentCellChanged.connect(lambda *_: self._enable())
        layout = QVBoxLayout(self)
        layout.addWidget(self.empty)
        layout.addWidget(self.table, 1)
        layout.addWidget(buttons)
        if self.entries:
            self.table.setCurrentCell(0, 0)
        self._enable()
        self.resize(860, 480)

    def headers(self) -> list[str]:
        return words.history_headers()

    def cells(self, entry: HandEntry) -> list[str]:
        try:
            played = datetime.fromisoformat(entry.played).strftime("%Y-%m-%d %H:%M")
        except ValueError:
            played = entry.played
        if entry.opponent == HOTSEAT:
            opponent = words.history_hot_seat()
        else:
            opponent = self._levels.get(entry.opponent, entry.opponent)
        winner = entry.winner
        name = entry.names[winner] if winner is not None and 0 <= winner < len(entry.names) else ""
        number = str(entry.hand_number)
        pair = [entry.names[s] for s in entry.players if 0 <= s < len(entry.names)]
        if len(pair) == 2 and len(entry.names) > 2:  # a game of partnership gin: whose
            number = words.partnership_hand(number, *pair)
        return [
            played,
            opponent,
            rules_name(entry.variant),
            number,
            outcome_name(entry.kind.value),
            name,
            str(entry.points) if winner is not None else "",
        ]

    def _enable(self) -> None:
        row = self.table.currentRow()
        kept = 0 <= row < len(self.entries) and self.entries[row].replayable
        self.replay_button.setEnabled(kept)
        self.review_button.setEnabled(kept)
        self.verify_button.setEnabled(0 <= row < len(self.entries))
        self.again_button.setEnabled(kept)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.replay_row(self.table.currentRow())  # not the dialog's default: Close
            return
        super().keyPressEvent(event)

    def review_row(self, row: int) -> None:
        """The coach's review of the hand of ``row``, for the person's seat (or, at a
        hot-seat table or in their partner's game, for everyone who played it)."""
        hand = self._recorded(row)
        if hand is None:
            return
        job, people = _job_of(hand)
        self.review = ReviewDialog([job], hand.entry.names, people, self)
        self.review.show()

    def _recorded(self, row: int) -> RecordedHand | None:
        """The hand of ``row`` with what replaying it needs; None (a replay saying why,
        when there is a hand) when it cannot be had."""
        if not 0 <= row < len(self.entries) or not self.entries[row].replayable:
            return None
        entry = self.entries[row]
        try:
            return self.statistics.recorded_hand(entry.key, entry.hand_number, entry.game)
        except ValueError:
            self.replay_row(row)  # says why, as a replay would
            return None

    def showEvent(self, event: QShowEvent) -> None:
        self.again_button.setVisible(self.play_deal is not None)
        super().showEvent(event)

    def deal_again(self, row: int) -> None:
        """Close, and have the window deal the hand of ``row`` again in a new match."""
        hand = None if self.play_deal is None else self._recorded(row)
        if hand is None or self.play_deal is None:
            return
        self.accept()
        self.play_deal(hand)

    def verify_row(self, row: int) -> None:
        """Check the deal of the hand of ``row`` and say in one sentence what was found."""
        if not 0 <= row < len(self.entries):
            return
        entry = self.entries[row]
        try:
            found = self.statistics.check_deal(entry.key, entry.hand_number, entry.game)
        except ValueError:
            found = None
        icon = QMessageBox.Icon.Information
        if found not in (DealCheck.MATCHES, DealCheck.NOT_COMMITTED):
            icon = QMessageBox.Icon.Warning
        text = words.deal_check_said(found)
        self.verdict = QMessageBox(
            icon, words.verify_title(), text, QMessageBox.StandardButton.Ok, self
        )
        self.verdict.exec()

    def replay_row(self, row: int) -> None:
        """Show the hand of ``row`` again, or say why it cannot be."""
        if not 0 <= row < len(self.entries):
            return
        entry = self.entries[row]
        if not entry.replayable:
            QMessageBox.information(
                self,
                words.replay_title(),
                words.not_kept_for_replay(),
            )
            return
        try:
            hand = self.statistics.recorded_hand(entry.key, entry.hand_number, entry.game)
            replay = HandReplay(hand.rules, hand.dealer, hand.seed, hand.actions, hand.players)
        except NotReplayable:
            QMessageBox.information(
                self,
                words.replay_title(),
                words.not_kept_for_replay(),
            )
            return
        except ValueError as error:
            box = QMessageBox(
                QMessageBox.Icon.Warning,
                words.replay_title(),
                words.damaged_for_replay(),
                QMessageBox.StandardButton.Ok,
                self,
            )
            box.setDetailedText(str(error))
            box.exec()
            return
        seat = 0 if entry.seat is None else entry.seat
        title = words.replay_of(entry.hand_number, self.cells(entry)[0])
        dialog = ReplayDialog(
            replay,
            entry.names,
            seat,
            shared=entry.seat is None,
            looks=self._looks,
            title=title,
            parent=self,
        )
        job, _ = _job_of(hand)  # the coach's word on each step, as soon as it is ready
        work = ReviewWork([job], dialog)
        work.finished.connect(lambda: dialog.show_review(work.reviews[0]))
        self.replay = dialog
        dialog.exec()
        work.close()


def _job_of(hand: RecordedHand) -> tuple[ReviewJob, tuple[int, ...]]:
    """The review of a recorded hand, and the seats whose decisions it shows first: the
    person's (at a hot-seat table, or in their partner's game: everyone who played it)."""
    entry = hand.entry
    played = hand.players or tuple(hand.rules.seats)
    people = (entry.seat,) if entry.seat in played else tuple(played)
    job = ReviewJob(
        rules=hand.rules,
        dealer=hand.dealer,
        seed=hand.seed,
        actions=hand.actions,
        players=hand.players,
        seats=played,
        game=entry.game,
        context=hand.context,
    )
    return job, people
