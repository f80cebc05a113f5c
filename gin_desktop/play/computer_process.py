"""The computer thinks in a process of its own.

The window hands a computer seat's PlayerView (data: it pickles in well under a
millisecond) to a worker process, which chooses with the seat's player and sends the
action back. The window's thread never computes a move, so it never stalls for one, and
a computation no longer wanted (a new match, a move taken back, the window closing) is
stopped by killing the process, whatever it was doing, C code included; a fresh worker is
started at once, before it is needed (spawning one, with the AI imported, takes about a
tenth of a second). If a worker dies on its own, the move it owed is asked again of a new
one (``lost``), so nothing is lost.

A worker that hangs (stopped by a signal, stuck in a loop, starved) would leave the window
"thinking" for ever: a watchdog kills a worker that has answered nothing within
``ANSWER_WITHIN_S`` of a question (or the time its ``ComputerProcess`` was given), counted
from the worker's word that it is ready (a worker still starting has ``STARTING_WITHIN_S``
more), and its
end is a loss like any other death: a new worker is asked the same question. Should the
question hang a second worker too, it is answered as a failure (``answered`` with no
action and the reason), so that the game goes on (the window plays a legal move instead).

Workers are started with ``spawn`` on every platform (and in the frozen app, whose entry
point calls ``multiprocessing.freeze_support()``). This module imports no Qt, and neither
does the worker: what answers on the window's side is a callback, called from a thread
that waits on the pipe (``answered``, ``lost``); the controller turns it into a queued
signal. The worker builds each seat's player by the factory it is named ("module:name",
``create_player`` by default), so that tests can seat players of their own.
"""

from __future__ import annotations

import importlib
import multiprocessing
import threading
import traceback
from collections.abc import Callable
from contextlib import suppress
from multiprocessing.connection import Connection
from multiprocessing.process import BaseProcess
from typing import Any

DEFAULT_FACTORY = "gin_desktop.ai:create_player"
"""What builds a player in the worker: ``create_player(level, seed)``."""
PLAYERS_KEPT = 8
"""Players a worker keeps between moves, by level and seed (a player's choice depends on
its seed and the view alone, so one kept from an earlier match plays as a new one)."""
STOP_WAIT_S = 0.3
"""How long closing waits for a killed worker to be gone."""
ANSWER_WITHIN_S = 20.0
"""A worker that has answered nothing this long after a question is taken for hung, killed
and replaced. The expert's slowest move takes well under a second (``bench ai``: p99 at most
600 ms on a 2-core machine), a hint or a review's part about as long: twenty seconds is
room for a machine many times slower and busier, and short enough that a player who sees
"thinking" that long has not yet given up. Read at each question (tests shorten it)."""
WHOLE_HAND_WITHIN_S = 120.0
"""The same for a question about a whole hand (the coach's review of a hand played, the
expert's way through it): a hand of a few dozen decisions, each as long as a move."""
STARTING_WITHIN_S = 60.0
"""What a worker not yet started (the AI still being imported: a tenth of a second on an
idle machine, seconds on a starved one) is given on top of ``ANSWER_WITHIN_S``: the
watchdog counts a question's time from the worker's word that it is ready (``READY``)."""
READY = ("ready",)
"""What a worker says once it can answer."""
HUNG_TWICE = "the computer's worker answered nothing within {:g} s, twice: its move is not known"
"""The failure a question that hung two workers is answered with (for the log)."""

Answered = Callable[[int, Any, str], None]
"""``(token, action, "")``, or ``(token, None, the error)`` when the player failed."""
Lost = Callable[[int], None]
"""The worker died while it owed the move of ``token``."""


def serve(connection: Connection, factory_path: str) -> None:
    """The worker's life: a job at a time, ``(token, level, seed, view)``, each answered
    ``(token, action, error)``, until the window's end of the pipe closes."""
    module, _, name = factory_path.partition(":")
    factory = getattr(importlib.import_module(module), name)
    players: dict[tuple[str, int | None], Any] = {}
    try:
        connection.send(READY)
    except (BrokenPipeError, OSError):
        return
    while True:
        try:
            token, level, seed, view = connection.recv()
        except (EOFError, OSError):
            return
        try:
            player = players.get((level, seed))
            if player is None:
                if len(players) >= PLAYERS_KEPT:
                    players.clear()
                player = players[level, seed] = factory(level, seed)
            answer = (token, player.choose(view), "")
        except Exception:  # the game goes on: the window plays a legal move instead
            answer = (token, None, traceback.format_exc())
        try:
            connection.send(answer)
        except (BrokenPipeError, OSError):
            return


def tell(callback: Callable[..., None], *args: Any) -> None:
    """Call back the window from a thread of ours, unless the window is gone (a Qt object
    deleted: nobody is left to tell)."""
    with suppress(RuntimeError):
        callback(*args)


class _Worker:
    """One worker process, the window's end of its pipe, and the thread that reads it."""

    def __init__(
        self, factory_path: str, answered: Answered, lost: Callable[[_Worker, int], None]
    ) -> None:
        context = multiprocessing.get_context("spawn")
        self.connection, child = context.Pipe()
        self.process: BaseProcess = context.Process(
            target=serve, args=(child, factory_path), name="computer player", daemon=True
        )
        self.process.start()
        child.close()  # the worker's end lives in the worker: EOF reaches us if it dies
        self.owed: int | None = None
        """The token of the move asked and not yet answered."""
        self.retired = False
        """Killed on purpose: its end is not a loss."""
        self.hung = False
        """Killed by the watchdog: it answered nothing in time."""
        self.ready = False
        """The worker said it can answer (``READY``): a question's time counts from then."""
        self._within: float | None = None
        """The time of the question owed, while the worker is not ready yet."""
        self._answered, self._lost = answered, lost
        self._lock = threading.Lock()
        self._reaping = threading.Lock()  # one thread at a time waits for the process
        self._watchdog: threading.Timer | None = None
        self._reader = threading.Thread(target=self._read, name="computer answers", daemon=True)
        self._reader.start()

    def ask(self, token: int, level: str, seed: int | None, view: object, within: float) -> None:
        """Send the question; unless it is answered within ``within`` seconds, the watchdog
        kills the process (``hung``), and its reader reports the loss."""
        with self._lock:
            self.owed = token
            self._within = None if self.ready else within
            self._watch(token, within if self.ready else within + STARTING_WITHIN_S)
        self.connection.send((token, level, seed, view))

    def _watch(self, token: int, seconds: float) -> None:
        """With the lock held: the watchdog of ``token``'s question, from now."""
        self._stop_watchdog()
        watchdog = threading.Timer(seconds, self._hang_up, args=(token,))
        watchdog.name, watchdog.daemon = "computer watchdog", True
        self._watchdog = watchdog
        watchdog.start()

    def _on_ready(self) -> None:
        """The worker can answer: the question owed is given its time from now."""
        with self._lock:
            self.ready = True
            if self.owed is not None and self._within is not None and not self.retired:
                self._watch(self.owed, self._within)
            self._within = None

    def _hang_up(self, token: int) -> None:
        """The watchdog's thread: ``token`` is still owed, the worker is taken for hung."""
        with self._lock:
            if self.owed != token or self.retired:
                return
            self.hung = True
        with self._reaping:
            self.process.kill()  # SIGKILL ends a stopped process too: the reader sees EOF

    def _stop_watchdog(self) -> None:
        """With the lock held."""
        if self._watchdog is not None:
            self._watchdog.cancel()
            self._watchdog = None

    def _read(self) -> None:
        while True:
            try:
                message = self.connection.recv()
            except (EOFError, OSError):
                break
            if message == READY:
                self._on_ready()
                continue
            token, action, error = message
            with self._lock:
                if self.owed == token:
                    self.owed = None
                    self._stop_watchdog()
                retired = self.retired
            if not retired:
                tell(self._answered, token, action, error)
        self.connection.close()  # here, by the one thread that reads it
        with self._lock:
            self._stop_watchdog()
            owed, retired = self.owed, self.retired
        self.wait(STOP_WAIT_S)  # dead or dying (retired too): reaped here, no zombie left
        if owed is not None and not retired:
            tell(self._lost, self, owed)

    def retire(self) -> None:
        """Kill the process, whatever it is doing; nothing it says is heard any more."""
        with self._lock:
            self.retired = True
            self._stop_watchdog()
        with self._reaping:
            if self.process.is_alive():
                self.process.kill()  # its reader sees the pipe's end, closes it and ends

    def wait(self, seconds: float) -> bool:
        with self._reaping:
            self.process.join(seconds)
            return not self.process.is_alive()


class ComputerProcess:
    """The computer's thinking in a worker process; see the module's docstring."""

    def __init__(
        self,
        answered: Answered,
        lost: Lost,
        factory_path: str = DEFAULT_FACTORY,
        answer_within_s: float | None = None,
    ) -> None:
        """``answer_within_s``: how long a question may go unanswered before its worker is
        taken for hung (``ANSWER_WITHIN_S`` when None, read at each question)."""
        self._answered, self._lost, self._factory_path = answered, lost, factory_path
        self.answer_within_s = answer_within_s
        self._worker: _Worker | None = None
        self._closed = False
        self._hung: int | None = None
        """The token of the last question a worker hung on."""

    def start(self) -> None:
        """Have a worker ready before the first move is asked."""
        if self._worker is None and not self._closed:
            self._worker = _Worker(self._factory_path, self._answered, self._on_lost)

    @property
    def busy(self) -> bool:
        """A move was asked and is not answered yet."""
        return self._worker is not None and self._worker.owed is not None

    @property
    def ready(self) -> bool:
        """The worker has said it can answer (for tests and benchmarks)."""
        return self._worker is not None and self._worker.ready

    @property
    def pid(self) -> int | None:
        """The worker's process id (for tests and benchmarks)."""
        return None if self._worker is None else self._worker.process.pid

    def ask(self, token: int, level: str, seed: int | None, view: object) -> None:
        """Ask the seat's player (``level``, ``seed``) for its move in ``view``."""
        self._closed = False
        self.start()
        within = self._within()
        worker = self._worker  # the reader's thread may forget a worker that just died
        try:
            if worker is None:
                raise BrokenPipeError
            worker.ask(token, level, seed, view, within)
        except (BrokenPipeError, OSError):  # it had died between two moves
            self._replace()
            worker = self._worker
            assert worker is not None
            worker.ask(token, level, seed, view, within)

    def _within(self) -> float:
        return ANSWER_WITHIN_S if self.answer_within_s is None else self.answer_within_s

    def abandon(self) -> None:
        """The move being thought about is not wanted: stop it, have a new worker ready."""
        if self.busy:
            self._replace()

    def close(self) -> None:
        """Stop thinking for good (until asked again): the worker is killed and gone."""
        self._closed = True
        worker, self._worker = self._worker, None
        if worker is not None:
            worker.retire()
            worker.wait(STOP_WAIT_S)

    def _replace(self) -> None:
        worker, self._worker = self._worker, None
        if worker is not None:
            worker.retire()
        self.start()

    def _on_lost(self, worker: _Worker, token: int) -> None:
        """Called on the reader's thread: the worker died owing ``token``'s move (or was
        killed by the watchdog). A question that hung a worker before is not asked of a
        third: it is answered as failed."""
        if self._worker is worker:
            self._worker = None  # gone: the next question starts a new one
        if worker.hung and self._hung == token:
            self._answered(token, None, HUNG_TWICE.format(self._within()))
            return
        if worker.hung:
            self._hung = token
        self._lost(token)
