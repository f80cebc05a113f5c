"""The computer's thinking, in a thread that can be stopped.

A computer player is pure Python and knows nothing of being interrupted. When its answer
is no longer wanted (a new match was started, the window closed), the thread it thinks in
is stopped by raising ``ThinkingCancelled`` inside it (CPython's
``PyThreadState_SetAsyncExc``): the exception arrives between two bytecodes, so within
microseconds for a computation, and unwinds the player's stack. The player of a match
given up is thrown away with it, so a half-finished computation leaves nothing behind.

The threads are daemon threads: a computation still running at exit never holds the
process up, and is stopped before the interpreter finalizes (a thread left running then
would call into Qt objects being destroyed). At most one exception is ever sent to a
thread, and only while its work runs, so it can never land in another thread that reuses
the same identifier.

Also here: the computer player of a seat, created on first use in the worker thread
(``ComputerSeat``), and the switch interval shared while it thinks (``share_the_gil``).
"""

from __future__ import annotations

import atexit
import ctypes
import sys
import threading
from collections.abc import Callable
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from gin_desktop.ai import Player

_LIVE: set[Thinker] = set()
"""Thinkers whose work has started and not ended."""
_LIVE_LOCK = threading.Lock()


class ThinkingCancelled(BaseException):
    """Raised inside a thinking thread to stop it. A BaseException, so that a player's own
    ``except Exception`` (there to recover from its mistakes) does not swallow it."""


def _send(ident: int, exception: type[BaseException] | None) -> None:
    """Raise ``exception`` in the thread ``ident`` at its next bytecode (None: unsend)."""
    target = ctypes.py_object(exception) if exception is not None else None
    ctypes.pythonapi.PyThreadState_SetAsyncExc(ctypes.c_ulong(ident), target)


class Thinker:
    """One computation (``work``) in a daemon thread of its own; ``cancel`` stops it."""

    def __init__(self, work: Callable[[], None], name: str = "computer player") -> None:
        self._work = work
        self._lock = threading.Lock()
        self._done = False
        self._cancelled = False
        self.thread = threading.Thread(target=self._run, name=name, daemon=True)

    def start(self) -> None:
        with _LIVE_LOCK:
            _LIVE.add(self)
        self.thread.start()

    @property
    def running(self) -> bool:
        return self.thread.is_alive()

    @property
    def cancelled(self) -> bool:
        return self._cancelled

    def cancel(self) -> None:
        """Stop the work if it is still running; its result, if any, is never sent."""
        with self._lock:
            ident = self.thread.ident
            if self._cancelled or self._done or ident is None:
                self._cancelled = True
                return
            self._cancelled = True
            _send(ident, ThinkingCancelled)

    def join(self, timeout: float) -> bool:
        """Wait up to ``timeout`` seconds for the thread to end; True if it has."""
        if self.thread.ident is not None:
            self.thread.join(timeout)
        return not self.thread.is_alive()

    def _run(self) -> None:
        try:
            try:
                if not self._cancelled:  # stopped before it began: nothing to do
                    self._work()
            finally:
                with self._lock:
                    self._done = True
                    ident = self.thread.ident
                    if ident is not None:
                        _send(ident, None)  # a stop sent but not yet raised: withdrawn
        except ThinkingCancelled:
            pass
        finally:
            with _LIVE_LOCK:
                _LIVE.discard(self)


@atexit.register
def _stop_all() -> None:
    """At exit, stop whatever still thinks (a window destroyed without being closed)."""
    with _LIVE_LOCK:
        live = list(_LIVE)
    for thinker in live:
        thinker.cancel()
    for thinker in live:
        thinker.join(0.5)


_SWITCH_WHILE_THINKING = 0.0005
_switch_before: float | None = None


def share_the_gil(thinking: bool) -> None:
    """While the computer thinks, have Python hand the GIL over more often.

    Every Python call the UI thread makes (a timer, a step of an animation, a repaint
    notification) must take the GIL from the thinking worker, and by default may wait a
    whole switch interval (5 ms) for it, several times a frame. At 0.5 ms the worker
    loses a little speed and the window stays smooth; the interval is restored after.
    """
    global _switch_before
    if thinking and _switch_before is None:
        _switch_before = sys.getswitchinterval()
        sys.setswitchinterval(min(_switch_before, _SWITCH_WHILE_THINKING))
    elif not thinking and _switch_before is not None:
        sys.setswitchinterval(_switch_before)
        _switch_before = None


PlayerFactory = Callable[[str, int | None], "Player"]


def default_player_factory(level: str, seed: int | None) -> Player:
    # Imported on first use, in the worker thread: the window does not wait for the AI.
    from gin_desktop.ai import create_player

    return create_player(level, seed)


class ComputerSeat:
    """The computer player of one match, created on first use in the worker thread (so
    that neither the window nor the main thread waits for the AI's import). One worker
    thinks for a match at a time (a new one is asked only after the last answered or was
    stopped with its match), so no lock is needed."""

    def __init__(self, factory: PlayerFactory, level: str, seed: int | None) -> None:
        self._factory, self._level, self._seed = factory, level, seed
        self._player: Player | None = None

    def player(self) -> Player:
        if self._player is None:
            self._player = self._factory(self._level, self._seed)
        return self._player


def player_seed(seed: int | None, order: int) -> int | None:
    """The seed of the ``order``-th computer seat of a match: the match's own for the
    first, so that a seeded match against the computer replays exactly."""
    return None if seed is None else seed + order
