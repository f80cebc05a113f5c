"""Who thinks for the computer seats: a worker process, or players handed in.

The game's computer players think in a process of their own (``ComputerProcess``,
``computer_process.py``). Players handed to the controller as objects (a test's scripted
player, a benchmark's wrapper) cannot cross into another process: they think in a thread
of this one instead (``InlineThinking``), are never interrupted, and an answer that is no
longer wanted is dropped by its token. Both answer through the same callbacks. Only a
worker process has a watchdog (a thread cannot be killed): a test's player that hangs
hangs its test.
"""

from __future__ import annotations

import os
import threading
import traceback
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Protocol

from .computer_process import DEFAULT_FACTORY, Answered, ComputerProcess, Lost, tell

if TYPE_CHECKING:
    from gin_desktop.ai import Player
    from gin_desktop.session import Session

PlayerFactory = Callable[[str, int | None], "Player"]
"""Builds the player of a computer seat from its level and seed."""


class Thinking(Protocol):
    """Chooses the computer seats' moves; answers come through the callbacks it was given."""

    @property
    def busy(self) -> bool: ...

    @property
    def pid(self) -> int | None:
        """The process the computer thinks in (None: no worker running now)."""

    @property
    def ready(self) -> bool:
        """It can answer now (a worker process has started)."""

    def start(self) -> None: ...

    def ask(self, token: int, level: str, seed: int | None, view: object) -> None: ...

    def abandon(self) -> None: ...

    def close(self) -> None: ...


class InlineThinking:
    """Players handed in as objects, each move thought in a daemon thread of this process;
    one player per level and seed, kept for the match."""

    def __init__(self, factory: PlayerFactory, answered: Answered) -> None:
        self._factory, self._answered = factory, answered
        self._players: dict[tuple[str, int | None], Player] = {}
        self._owed: int | None = None
        self.thread: threading.Thread | None = None

    @property
    def busy(self) -> bool:
        return self._owed is not None

    @property
    def pid(self) -> int:
        return os.getpid()

    @property
    def ready(self) -> bool:
        return True

    def start(self) -> None:
        """Nothing to prepare."""

    def ask(self, token: int, level: str, seed: int | None, view: object) -> None:
        self._owed = token
        self.thread = threading.Thread(
            target=self._think, args=(token, level, seed, view), daemon=True
        )
        self.thread.start()

    def _think(self, token: int, level: str, seed: int | None, view: Any) -> None:
        try:
            player = self._players.get((level, seed))
            if player is None:
                player = self._players[level, seed] = self._factory(level, seed)
            action, error = player.choose(view), ""
        except Exception:  # the game goes on: the controller plays a legal move instead
            action, error = None, traceback.format_exc()
        if self._owed == token:
            self._owed = None
        tell(self._answered, token, action, error)

    def abandon(self) -> None:
        """The answer will come and be dropped (its token is stale): nothing to stop."""
        self._owed = None

    def close(self) -> None:
        self.abandon()


def thinking_for(
    answered: Answered,
    lost: Lost,
    factory: PlayerFactory | None = None,
    factory_path: str = DEFAULT_FACTORY,
    answer_within_s: float | None = None,
) -> Thinking:
    """A worker process building players by ``factory_path``, taken for hung when a question
    waits longer than ``answer_within_s`` (``ComputerProcess``); or, when player objects
    are handed in by ``factory``, those, thinking in this process."""
    if factory is not None:
        return InlineThinking(factory, answered)
    return ComputerProcess(answered, lost, factory_path, answer_within_s)


def player_seed(seed: int | None, order: int) -> int | None:
    """The seed of the ``order``-th computer seat of a match: the match's own for the
    first, so that a seeded match against the computer replays exactly."""
    return None if seed is None else seed + order


def computer_seats(session: Session) -> dict[int, tuple[str, int | None]]:
    """The level and seed of each computer seat's player in ``session``'s match (seeded
    from the match's seed when it is a number, ``player_seed``)."""
    seed = session.seed if isinstance(session.seed, int) else None
    return {
        seat: (level, player_seed(seed, order))
        for order, (seat, level) in enumerate(session.computers.items())
    }
