"""The computer's turns in the match the controller plays (a part of ``GameController``).

A computer seat chooses in a worker process (``computer_process.py``) on its own
PlayerView; its action comes back by a queued signal and is applied on the main thread,
no sooner than ``pace_ms`` after the previous move and never while the table still shows
the last one (``settle_ms``). A computation no longer wanted is stopped by ending the
worker; a result about a position gone is dropped (a token tells); a worker that dies is
replaced and asked again; a choice that fails is replaced by a legal move.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer, Signal, Slot

from gin_desktop.engine import Action, Change, IllegalActionError, Match

from .thinking import Thinking

log = logging.getLogger(__name__)


class ComputerTurns(QObject):
    """The controller's part that plays its computer seats, with the signals it gives;
    what it shares with the rest of ``GameController`` is declared here."""

    moving = Signal()
    """A move is about to be applied: what waits to be kept of the last one is kept now."""
    thinking_changed = Signal(bool)
    computer_failed = Signal(str)
    computer_restarted = Signal()
    """The computer's worker died while it thought; a new one thinks the move again."""
    computer: Thinking
    pace_ms: int
    settle_ms: Callable[[], int]
    _match: Match | None
    _computers: dict[int, tuple[str, int | None]]
    _closed: bool
    _token: int
    _asked: int | None
    _thinking: bool
    _last_change: float
    _timer: QTimer
    _waiting: tuple[int, Action] | None
    _moves: int

    def _changed(self, change: Change, seat: int) -> None:
        raise NotImplementedError  # the controller's

    def _skipped(self) -> bool:
        raise NotImplementedError  # the controller's

    def _computer_turn(self) -> None:
        match = self._match
        seat = None if match is None or match.is_over else match.to_act
        if self._closed or match is None or seat is None or seat not in self._computers:
            self._set_thinking(False)
            return
        view = match.view(seat)
        if not view.legal_actions or self._asked == self._token:
            return
        if self.computer.busy:
            self._stop_thinking()  # about a position that is gone
        self._asked = self._token
        self._set_thinking(True)
        level, seed = self._computers[seat]
        self.computer.ask(self._token, level, seed, view)

    @Slot(int)
    def _on_lost(self, token: int) -> None:
        """The worker died owing the move of ``token``: a new one is asked, if still wanted."""
        if self._closed or token != self._asked:
            return
        log.error("the computer's worker process died; its move is asked again")
        self._asked = None
        self.computer_restarted.emit()
        self._computer_turn()

    @Slot(int, object, str)
    def _on_answer(self, token: int, action: Action | None, error: str) -> None:
        if self._closed:
            return
        if token == self._asked:
            self._asked = None
        if token != self._token:
            self._computer_turn()  # an answer about an old position: ask again if needed
            return
        if action is None:
            self.computer_failed.emit(error)
            log.error("the computer player failed:\n%s", error)
            action = self._fallback()
            if action is None:
                return
        wait_ms = self.pace_ms - (time.monotonic() - self._last_change) * 1000
        wait_ms = 0 if self._skipped() else wait_ms
        self._waiting = (token, action)
        if wait_ms > 1:
            self._timer.start(round(wait_ms))
        else:
            self._apply_waiting()

    def _fallback(self) -> Action | None:
        """A legal move of the computer to act, when its own choice failed."""
        match = self._match
        if match is None or match.to_act not in self._computers:
            return None
        legal = match.legal_actions()
        return legal[0] if legal else None

    def _apply_waiting(self) -> None:
        settling = 0 if self._skipped() else self.settle_ms()
        if settling > 0 and self._waiting is not None:  # the last move is still being shown
            self._timer.start(settling)
            return
        waiting, self._waiting = self._waiting, None
        match = self._match
        if self._closed or waiting is None or match is None or waiting[0] != self._token:
            return
        action, seat = waiting[1], match.to_act
        if seat not in self._computers:
            return
        self.moving.emit()
        try:
            change = match.play(action, seat=seat)
        except IllegalActionError as error:
            self.computer_failed.emit(str(error))
            fallback = self._fallback()
            if fallback is None:
                return
            change = match.play(fallback, seat=seat)
        self._moves += 1
        self._set_thinking(False)
        self._changed(change, seat)

    def _stop_thinking(self) -> None:
        """Stop a computation whose answer is no longer wanted (the worker is replaced)."""
        self._asked = None
        self.computer.abandon()

    def _set_thinking(self, thinking: bool) -> None:
        if thinking != self._thinking:
            self._thinking = thinking
            self.thinking_changed.emit(thinking)
