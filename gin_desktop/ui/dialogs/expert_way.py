"""The same cards, the expert's way: how the expert would have played a person's cards.

The hand the person just played is dealt again, the expert in their seat and the same
computer players in the others (``gin_desktop.ai.expert_way``), in a worker process of its
own: the dialog opens at once, beside it the person's result, and fills in the expert's
when it comes; closing it stops the work. Each play opens, move by move, in the replay
window. Luck is out of the comparison: the same cards, the same opponent.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from gin_desktop.ai.expert_way import ExpertWay, ExpertWayJob, net_points
from gin_desktop.engine import Action, HandRecord, HandReplay
from gin_desktop.play import computer_process
from gin_desktop.play.relay import relayed_thinking
from gin_desktop.play.thinking import PlayerFactory, Thinking
from gin_desktop.words import review_words as words
from gin_desktop.words.wording import summary_title

from ..table.felt import DEFAULT_LOOKS, Looks
from .replay import ReplayDialog

EXPERT_WAY_FACTORY = "gin_desktop.ai.expert_way:create_expert_way"


class ExpertWayDialog(QDialog):
    """The person's play of ``job``'s hand (``yours``: its actions and record) beside the
    expert's, worked out in the background; ``played`` is emitted when the expert's is
    in (``way``), ``failed`` when it cannot be."""

    played = Signal()
    failed = Signal()

    def __init__(
        self,
        job: ExpertWayJob,
        yours: tuple[Sequence[Action], HandRecord],
        names: Sequence[str],
        *,
        looks: Looks = DEFAULT_LOOKS,
        parent: QWidget | None = None,
        factory: PlayerFactory | None = None,
    ) -> None:
        super().__init__(parent)
        said = words.expert_way_words()
        self.setWindowTitle(said.title)
        self.job, self.names, self.looks = job, tuple(names), looks
        self.your_actions, self.your_record = tuple(yours[0]), yours[1]
        self.way: ExpertWay | None = None
        intro = QLabel(said.intro)
        intro.setWordWrap(True)
        self.your_result = self._result(self._title(self.your_actions, self.names))
        self.expert_result = self._result(said.playing)
        self.verdict = QLabel()
        self.verdict.setTextFormat(Qt.TextFormat.PlainText)  # it may name the opponent
        self.verdict.setWordWrap(True)
        self.watch_yours = QPushButton(said.watch_yours)
        self.watch_yours.clicked.connect(self.show_yours)
        self.watch_expert = QPushButton(said.watch_expert)
        self.watch_expert.clicked.connect(self.show_experts)
        self.watch_expert.setEnabled(False)
        grid = QGridLayout()
        for column, (heading, result, watch) in enumerate(
            (
                (said.yours, self.your_result, self.watch_yours),
                (said.experts, self.expert_result, self.watch_expert),
            )
        ):
            title = QLabel(heading)
            font = title.font()
            font.setBold(True)
            title.setFont(font)
            grid.addWidget(title, 0, column)
            grid.addWidget(result, 1, column)
            grid.addWidget(watch, 2, column)
            grid.setColumnStretch(column, 1)
        close = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        close.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addLayout(grid)
        layout.addWidget(self.verdict)
        layout.addWidget(close)
        self.resize(self.fontMetrics().averageCharWidth() * 80, self.sizeHint().height())
        self.replay: ReplayDialog | None = None
        """The replay window last opened from here."""
        self._thinking: Thinking = relayed_thinking(
            self,
            self._on_answer,
            lambda _token: self._fail(),
            factory,
            EXPERT_WAY_FACTORY,
            computer_process.WHOLE_HAND_WITHIN_S,
        )
        self._thinking.ask(1, "expert's way", None, job)

    @staticmethod
    def _result(text: str) -> QLabel:
        label = QLabel(text)
        label.setTextFormat(Qt.TextFormat.PlainText)  # names are text, never markup
        label.setWordWrap(True)
        return label

    def _replay(self, actions: Sequence[Action]) -> HandReplay:
        seed, dealer = self.job.deal
        players = self.your_record.players or None
        return HandReplay(self.job.rules, dealer, seed, actions, players)

    def _expert_names(self) -> tuple[str, ...]:
        names = list(self.names)
        names[self.job.seat] = words.expert_way_words().the_expert
        return tuple(names)

    def _title(self, actions: Sequence[Action], names: Sequence[str], shared: bool = False) -> str:
        """The hand's result in a few words, as the table says it."""
        view = self._replay(actions).view(self.job.seat, names)
        return summary_title(view, shared)

    def _on_answer(self, _token: int, way: Any, _error: str) -> None:
        if not isinstance(way, ExpertWay):
            self._fail()
            return
        self.way = way
        self._thinking.close()
        self.expert_result.setText(self._title(way.actions, self._expert_names(), True))
        self.verdict.setText(self._compare(way))
        self.watch_expert.setEnabled(True)
        self.played.emit()

    def _compare(self, way: ExpertWay) -> str:
        """Who did better with the cards, and by how many points."""
        seat = self.job.seat
        difference = way.net_for(seat) - net_points(self.your_record, seat)
        return words.compared(difference)

    def _fail(self) -> None:
        self._thinking.close()
        self.expert_result.setText(words.expert_way_words().failed)
        self.failed.emit()

    def show_yours(self) -> None:
        self._open(self.your_actions, self.names, words.expert_way_words().yours)

    def show_experts(self) -> None:
        if self.way is not None:
            names, title = self._expert_names(), words.expert_way_words().experts
            self._open(self.way.actions, names, title, spoken_to=False)

    def _open(
        self, actions: Sequence[Action], names: Sequence[str], title: str, spoken_to: bool = True
    ) -> None:
        self.replay = ReplayDialog(
            self._replay(actions),
            names,
            self.job.seat,
            looks=self.looks,
            title=title,
            parent=self,
            spoken_to=spoken_to,
        )
        self.replay.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.replay.show()

    def done(self, result: int) -> None:
        self._thinking.close()  # closed at any time: the work stops with the window
        super().done(result)
