"""Nothing lost: the match in progress is written after every move and comes back at the
next start (the window's ``MatchKeeper`` adds the files a player saves and opens).

A move is written once the table has painted it (``watch_paint``; at the latest
``KEEP_LATEST_MS`` after the move, should nothing be painted, and before the next move is
made), so that the player sees the move first and only the move being made can be lost; a
hand that ended goes into the statistics then too, before the match is kept with its end
(``StatisticsWriter``), and a resumed match's hands the statistics lack are written.
Leaving, saving as and closing write at once.

Without an ``Autosave`` (most tests, the screenshot tool) nothing is kept.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Mapping, Sequence
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QObject, QTimer, Signal, SignalInstance

from gin_desktop.engine import Card, Match
from gin_desktop.storage.matches import Autosave, DamagedMatch, SavedMatch
from gin_desktop.storage.statistics import hand_row
from gin_desktop.storage.statistics_kept import history_rows
from gin_desktop.words import keeping_words as words
from gin_desktop.words.wording import scores_text

from .statistics_writer import StatisticsWriter

if TYPE_CHECKING:
    from gin_desktop.session import Session
    from gin_desktop.storage.statistics import Statistics

    from .controller import GameController

log = logging.getLogger(__name__)

KEEP_LATEST_MS = 200
"""The longest a move waits for the table's paint before it is written anyway."""


class TableOrders(Protocol):
    """The table's order of each person's cards, kept with the match (the scene's)."""

    def hand_orders(self) -> Mapping[int, Sequence[Card]]: ...

    def keep_orders(self, hand_number: int, orders: Mapping[int, Sequence[Card]]) -> None: ...


class MatchKeeping(QObject):
    """Keeps the controller's match on disk; see the module's docstring."""

    kept_now = Signal()
    """The match as it is now was written (or could not be: ``problem`` says why)."""

    def __init__(
        self,
        parent: QObject,
        controller: GameController,
        scene: TableOrders,
        autosave: Autosave | None,
        say: Callable[[str], None],
        statistics: Statistics | None = None,
        warn: Callable[[str], None] | None = None,
    ) -> None:
        super().__init__(parent)
        self._controller, self._scene = controller, scene
        self.autosave = autosave
        self._say = say
        self.kept = False
        """The latest state of the match is in the autosave file."""
        self.saved_to: Path | None = None
        """The file the match was last saved to or opened from, while unchanged since."""
        self._orders: dict[int, tuple[Card, ...]] = {}
        """Table orders to give the scene when the match it starts is a resumed one."""
        self.problem = ""
        """Why the match in progress could not be kept, if it could not."""
        self._warn_on_felt = warn or say
        """What must not be missed (a match or record that cannot be kept), said where
        the player looks."""
        self.recorder = StatisticsWriter(self, statistics, self._warn_on_felt)
        self.recorded: Callable[[str, Match, Session], None] | None = None
        """Told of each hand recorded (its match's key): the coach reviews it."""
        self._recorded = 0
        """Hands of the match on the table already in the statistics."""
        self._waiting = False
        """A move not yet written: it waits for the table's paint."""
        self._latest = QTimer(self, singleShot=True, interval=KEEP_LATEST_MS)
        self._latest.timeout.connect(self.flush)
        self._painted = QTimer(self, singleShot=True, interval=0)
        """Started by a paint: fires once the paint event is over and the frame shown."""
        self._painted.timeout.connect(self.flush)
        controller.match_started.connect(self._on_started)
        controller.changed.connect(self._on_changed)
        controller.taken_back.connect(self._on_changed)
        controller.moving.connect(self.flush)  # the last move kept before the next is made

    def watch_paint(self, painted: SignalInstance) -> None:
        """Write a move once ``painted`` (the table's) says it is on screen."""
        painted.connect(self._after_paint)

    def _after_paint(self) -> None:
        if self._waiting:  # out of the paint event first: the frame is on screen
            self._painted.start()

    def flush(self) -> None:
        """Write the move that waits, if one does (and record a hand that ended)."""
        if not self._waiting:
            return
        self._waiting = False
        self._latest.stop()
        self._record()  # the hand's row before the autosave that records its end
        self.keep()
        self.kept_now.emit()

    # -- the match in progress ------------------------------------------------------------

    def resume(self) -> bool:
        """Go on with the match in progress of the last run, if there is one."""
        if self.autosave is None:
            return False
        self.autosave.remove_stale()
        try:
            saved = self.autosave.read()
        except DamagedMatch as error:
            self._report(
                words.autosave_damaged(
                    error.problem, getattr(self.autosave.kept_aside, "name", "?")
                )
            )
            return False
        except OSError as error:
            self._report(words.autosave_unreadable(error.strerror or error))
            return False
        if saved is None or saved.match.is_over:
            return False
        self._start(saved, resumed=True)
        self._say(words.resumed(saved.match.hand_number, self._scores(saved.match)))
        return True

    def _start(self, saved: SavedMatch, *, resumed: bool = False) -> None:
        self._orders = dict(saved.hand_orders)
        self._controller.start_session(saved.session, saved.match)
        if resumed:  # hands whose rows were lost (the game died, a file gone) are written
            match, when = saved.match, datetime.now()
            self.recorder.reconcile(history_rows(str(match.seed), saved.session, match, when))

    def _on_started(self, _view: object) -> None:
        match = self._controller.match
        if self._orders and match is not None:
            self._scene.keep_orders(match.hand_number, self._orders)
        self._orders = {}
        self.saved_to = None
        self._recorded = 0 if match is None else len(match.history)
        self._on_changed()  # a new match is kept at once, as every move after it

    def current(self) -> SavedMatch | None:
        match, session = self._controller.match, self._controller.session
        if match is None or session is None:
            return None
        orders = {}
        for seat, order in self._scene.hand_orders().items():
            if seat in session.humans:
                held = match.view(seat).hand  # a person's own view: what the screen showed
                kept = [card for card in order if card in held]
                orders[seat] = (*kept, *(card for card in held if card not in kept))
        return SavedMatch(session, match, orders)

    @property
    def statistics(self) -> Statistics | None:
        """Where finished hands are written (None: no statistics are kept)."""
        return self.recorder.statistics

    @statistics.setter
    def statistics(self, statistics: Statistics | None) -> None:
        self.recorder.statistics = statistics
        self.recorder.path = None if statistics is None else statistics.path

    def _on_changed(self, _change: object = None) -> None:
        self.saved_to = None  # a move since the match was saved to a file
        self._waiting = True
        if not self._latest.isActive():
            self._latest.start()

    def _record(self) -> None:
        """A hand that has just ended goes into the statistics, in one transaction."""
        match, session = self._controller.match, self._controller.session
        if self.recorder.path is None or match is None or session is None:
            return  # no statistics are kept (tests, tools)
        if len(match.history) <= self._recorded:
            return
        self._recorded = len(match.history)
        self.recorder.add(hand_row(str(match.seed), session, match, datetime.now()))
        if self.recorded is not None:
            self.recorded(str(match.seed), match, session)

    def keep(self) -> None:
        """Write the match as it is now (after every move, and when the window closes)."""
        saved = self.current()
        if saved is None or self.autosave is None:
            return
        try:
            self.autosave.write(saved)
        except OSError as error:
            self.kept = False
            if not self.problem:
                self.problem = error.strerror or str(error)
                self._report(words.cannot_keep(self.problem))
            return
        self.kept, self.problem = True, ""

    # -- words -------------------------------------------------------------------------

    def _scores(self, match: Match) -> str:
        return scores_text(list(match.names), list(match.scores))

    def _report(self, text: str) -> None:
        self._warn_on_felt(text)
