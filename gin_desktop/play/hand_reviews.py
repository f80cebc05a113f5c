"""The coach reviews every hand the person plays, in the background, and the statistics
keep how many of their decisions were fine (``Statistics.record_accuracy``): the accuracy
the Statistics window charts match by match.

A hand is reviewed after it was recorded, in a worker process of its own, one at a time,
so the next hand is never delayed; what is still waiting when the window closes is not
reviewed (the statistics have no accuracy for it, and say nothing wrong). A review is
kept through the statistics' writer (``StatisticsWriter.reviewed``): with its hand if the
hand still waits for a database another program holds, and like a hand if the database
is held when the review is done, so none is lost. A reviewer that dies or hangs
(``computer_process.WHOLE_HAND_WITHIN_S``) is replaced and asked the same hand once more;
a hand it fails twice goes unreviewed, with a word in the log.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Signal

from . import computer_process
from .relay import relayed_thinking
from .thinking import PlayerFactory, Thinking

if TYPE_CHECKING:
    from gin_desktop.ai.review import ReviewJob
    from gin_desktop.engine import Match
    from gin_desktop.session import Session

log = logging.getLogger(__name__)

Waiting = tuple[str, int, int, "ReviewJob"]
"""A hand to review: its match's key, its number, the person's seat, and the job."""
Keep = Callable[[str, int, int, tuple[int, int]], bool]
"""Keeps a hand's review in the statistics: its match's key, its number, its game and
(fine, decisions); False when it cannot."""


REVIEWER_FACTORY = "gin_desktop.ai.review:create_reviewer"
"""Where a worker finds the coach's reviewer (the Review dialog's too)."""


class HandReviews(QObject):
    """Reviews each recorded hand for the person's seat and writes the accuracy."""

    reviewed = Signal(str, int)
    """A hand's accuracy was kept: its match's key and its number."""

    def __init__(
        self,
        parent: QObject,
        keep: Keep,
        reviewer_factory: PlayerFactory | None = None,
    ) -> None:
        super().__init__(parent)
        self._keep, self._factory = keep, reviewer_factory
        self._thinking: Thinking | None = None
        self._waiting: list[Waiting] = []
        self._current: Waiting | None = None
        self._token = 0
        self._again = False  # the current hand is asked a second time

    def add_latest(self, key: str, match: Match, session: Session) -> None:
        """The game of ``match`` just recorded under ``key``, if the person played it."""
        # the coach's AI is loaded at the first review: the table is shown without it
        from gin_desktop.ai.review import job_of_game
        from gin_desktop.storage.statistics import recorded_game

        record, game = match.history[-1], recorded_game(match)
        seat = session.humans[0] if not session.hotseat else 0
        job = job_of_game(match, game)
        if job is None or seat not in job.seats:
            return
        mine = replace(job, seats=(seat,))  # the person's decisions alone: half the work
        self._waiting.append((key, record.hand_number, seat, mine))
        if self._current is None:
            self._next()

    def _next(self) -> None:
        self._current = self._waiting.pop(0) if self._waiting else None
        if self._current is None:
            return
        if self._thinking is None:
            self._thinking = relayed_thinking(
                self,
                self._on_answer,
                self._on_lost,
                self._factory,
                REVIEWER_FACTORY,
                computer_process.WHOLE_HAND_WITHIN_S,
            )
        self._token += 1
        self._again = False
        self._ask()

    def _ask(self) -> None:
        assert self._thinking is not None and self._current is not None
        self._thinking.ask(self._token, "reviewer", None, self._current[3])

    def _on_lost(self, token: int) -> None:
        """The reviewer died or hung: a new one is asked the same hand, once."""
        if token != self._token or self._current is None:
            return
        if self._again:
            log.warning("the coach's reviewer was lost twice on hand %s", self._current[1])
            self._next()
            return
        self._again = True
        self._ask()

    def _on_answer(self, token: int, review: Any, error: str) -> None:
        current = self._current
        if token != self._token or current is None:
            return
        key, number, seat, job = current
        mine = review.of(seat) if review is not None else ()
        if mine:
            fine = sum(decision.mark == "fine" for decision in mine)
            if self._keep(key, number, job.game, (fine, len(mine))):
                self.reviewed.emit(key, number)
        elif review is None:
            log.warning("the coach could not review hand %s: %s", number, error)
        self._next()

    def close(self) -> None:
        self._waiting.clear()
        if self._thinking is not None:
            self._thinking.close()
