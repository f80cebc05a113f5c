"""The coach's review of a finished hand: each decision of yours, what the coach would have
played, the expected points the choice cost and its mark (fine, inaccuracy, mistake,
blunder), and your accuracy over the hand.

The review is worked out in a worker process of its own (``gin_desktop.ai.review``,
through ``thinking.thinking_for``), never on the window's thread, a few moves at a time
(``PART_MOVES``): the dialog opens at once, says how far the coach has got, and fills in
decision by decision as the answers come; closing it stops the work. Each decision shows
the hint given there, if one was asked. The hand comes as the record
keeps it (``ReviewJob``), so a hand reviewed after it was played and the same hand from the
history are reviewed alike.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from PySide6.QtCore import QObject, Qt, QTimer, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from gin_desktop.ai.review import MARKS, Decision, HandReview, ReviewJob
from gin_desktop.play.hand_reviews import REVIEWER_FACTORY
from gin_desktop.play.relay import relayed_thinking
from gin_desktop.play.thinking import PlayerFactory, Thinking
from gin_desktop.words import review_words as words
from gin_desktop.words.hint_words import move_name

PART_MOVES = 2
"""Moves of a hand judged per question to the worker (a turn: a draw and a discard), so
that the review shows its progress and its decisions as they come."""
IN_FLIGHT = 2
"""Questions the worker holds at a time: the next is waiting as it answers one, so it is
never idle between parts, and the pipe never fills (the window's thread never waits)."""


class ReviewWork(QObject):
    """Reviews ``jobs`` one after the other in a worker process of its own, ``PART_MOVES``
    moves at a time: each part's decisions are added to ``decisions`` and told by
    ``added``; a job's whole review is added to ``reviews`` when its last part is in;
    ``finished`` or ``failed`` at the end. ``close`` stops the work wherever it is."""

    added = Signal()
    finished = Signal()
    failed = Signal()

    def __init__(
        self,
        jobs: Sequence[ReviewJob],
        parent: QObject | None = None,
        reviewer_factory: PlayerFactory | None = None,
    ) -> None:
        super().__init__(parent)
        self.jobs = tuple(jobs)
        self.reviews: list[HandReview] = []
        self.decisions: list[Decision] = []
        """The decisions of the job being reviewed, as far as its parts came in."""
        self.latest: tuple[Decision, ...] = ()
        """The decisions of the part that came in last."""
        self._parts = [
            (at, (first, min(first + PART_MOVES - 1, len(job.actions))))
            for at, job in enumerate(self.jobs)
            for first in range(1, len(job.actions) + 1, PART_MOVES)
        ]
        self._answered = 0
        """Parts answered, in order."""
        self._asked = 0
        self._early: dict[int, Any] = {}
        """Answers come before those of earlier parts (a thread a part, in tests)."""
        self._over = False
        self._thinking: Thinking = relayed_thinking(
            self,
            self._on_answer,
            lambda _token: self._fail(),
            reviewer_factory,
            REVIEWER_FACTORY,
        )
        self._ask()

    @property
    def done(self) -> bool:
        return len(self.reviews) == len(self.jobs)

    @property
    def progress(self) -> tuple[int, int]:
        """(moves reviewed, moves to review), over every job."""
        moves = sum(last - first + 1 for _, (first, last) in self._parts)
        done = sum(last - first + 1 for _, (first, last) in self._parts[: self._answered])
        return done, moves

    def _ask(self) -> None:
        while self._asked < min(len(self._parts), self._answered + IN_FLIGHT):
            at, part = self._parts[self._asked]
            job = replace(self.jobs[at], part=part)
            self._thinking.ask(self._asked, "reviewer", None, job)
            self._asked += 1
        if not self._parts and not self.done:  # jobs of no moves
            self.reviews.extend(HandReview(()) for _ in self.jobs)

    def _on_answer(self, token: int, review: Any, error: str) -> None:
        if self._over or not self._answered <= token < self._asked:
            return
        self._early[token] = review
        while self._answered in self._early:
            if not self._take(self._early.pop(self._answered)):
                return

    def _take(self, review: Any) -> bool:
        """The answer of the next part; False when the work ends here."""
        if not isinstance(review, HandReview):
            self._fail()
            return False
        at, (_, last) = self._parts[self._answered]
        self._answered += 1
        self.latest = review.decisions
        self.decisions.extend(review.decisions)
        if last == len(self.jobs[at].actions):  # the job's last part
            self.reviews.append(HandReview(tuple(self.decisions)))
            self.decisions = []
        self.added.emit()
        if self._answered < len(self._parts):
            self._ask()
            return True
        self._over = True
        self.finished.emit()
        # The worker is let go once this answer is shown, not in the same breath: its end
        # is waited for, and the window's thread would stall the two together.
        QTimer.singleShot(0, self, self._thinking.close)
        return False

    def _fail(self) -> None:
        self._over = True
        self._thinking.close()
        self.failed.emit()

    def close(self) -> None:
        self._over = True
        self._thinking.close()

    @property
    def pid(self) -> int | None:
        """The process the review is worked out in (None: none running now)."""
        return self._thinking.pid


class ReviewDialog(QDialog):
    """Reviews ``jobs`` (the games of one hand) of the players called ``names``, showing
    the decisions of the seats ``people`` (the people at the screen), and everyone's when
    ``others_box`` is checked; read the result from ``reviews`` once ``reviewed`` is
    emitted."""

    reviewed = Signal()

    def __init__(
        self,
        jobs: Sequence[ReviewJob],
        names: Sequence[str],
        people: Sequence[int],
        parent: QWidget | None = None,
        reviewer_factory: PlayerFactory | None = None,
    ) -> None:
        super().__init__(parent)
        said = words.review_words()
        self.setWindowTitle(said.title)
        self.jobs, self.names, self.people = tuple(jobs), tuple(names), tuple(people)
        self.others_box = QCheckBox(said.others)
        self.others_box.setToolTip(said.others_tip)
        self.others_box.toggled.connect(lambda _on: self._show_all())
        self.status = QLabel()
        self.status.setTextFormat(Qt.TextFormat.PlainText)  # it names players: text, never markup
        self.status.setWordWrap(True)
        self.table = QTableWidget(0, 7)
        self.table.setHorizontalHeaderLabels(said.headers)
        self.table.verticalHeader().setVisible(False)
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QTableWidget.SelectionBehavior.SelectRows)
        self.table.horizontalHeader().setStretchLastSection(True)
        legend = QLabel(self._legend())
        legend.setWordWrap(True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        for widget in (self.status, self.others_box, self.table, legend, buttons):
            layout.addWidget(widget)
        self.resize(self.fontMetrics().averageCharWidth() * 110, 480)
        self.work = ReviewWork(self.jobs, self, reviewer_factory)
        self._show_progress()
        self.work.added.connect(self._add)
        self.work.finished.connect(self.reviewed)
        self.work.failed.connect(self._failed)

    @property
    def reviews(self) -> list[HandReview]:
        return self.work.reviews

    def _add(self) -> None:
        """A part came in: its decisions at the end of the list (little to do on the
        window's thread: a part is a turn or so)."""
        self._show(HandReview(self.work.latest))
        if self.work.done:
            self.status.setText(self._summary())
        else:
            self._show_progress()

    def _show_progress(self) -> None:
        """How far the coach has got (a label: a progress bar repaints at once, on the
        window's thread, at every step)."""
        self.status.setText(words.reviewing(*self.work.progress))

    def _legend(self) -> str:
        """The marks, from the thresholds of ``ai/review.py``."""
        (fine, _), (inaccuracy, _), (mistake, _) = MARKS
        return words.legend(fine, inaccuracy, mistake)

    def shown_seats(self) -> tuple[int, ...]:
        """The seats whose decisions the list shows now."""
        if self.others_box.isChecked():
            return tuple(sorted({seat for job in self.jobs for seat in job.seats}))
        return self.people

    def _show_all(self) -> None:
        self.table.setUpdatesEnabled(False)
        self.table.setRowCount(0)
        for review in (*self.reviews, HandReview(tuple(self.work.decisions))):
            self._show(review)
        self.table.setUpdatesEnabled(True)
        if self.work.done:
            self.status.setText(self._summary())

    def _show(self, review: HandReview) -> None:
        marks = words.mark_names()
        right = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
        seats = self.shown_seats()
        shown = [d for d in review.decisions if d.seat in seats]
        for decision in shown:
            best = decision.best
            row = self.table.rowCount()
            self.table.insertRow(row)
            cells = (
                str(decision.move),
                self.names[decision.seat] if decision.seat < len(self.names) else "",
                move_name(decision.played, decision.upcard),
                "" if best == decision.played else move_name(best, decision.upcard),
                f"{decision.cost:.1f}",
                marks[decision.mark],
                "" if decision.hinted is None else move_name(decision.hinted, decision.upcard),
            )
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if column in (0, 4):
                    item.setTextAlignment(right)
                self.table.setItem(row, column, item)
        if shown:
            self.table.resizeColumnsToContents()

    def _summary(self) -> str:
        """Each reviewed player's accuracy: the share of their decisions marked fine."""
        lines = []
        for seat in self.shown_seats():
            mine = [d for review in self.reviews for d in review.of(seat)]
            if not mine:
                continue
            fine = sum(d.mark == "fine" for d in mine)
            name = self.names[seat] if seat < len(self.names) else ""
            lines.append(words.accuracy(name, fine, len(mine)))
        return " ".join(lines) or words.nothing_to_review()

    def _failed(self) -> None:
        self.status.setText(words.review_failed())

    def done(self, result: int) -> None:
        self.work.close()  # left at any time: the work stops with the window
        super().done(result)
