"""Players for the computer's worker process in tests, named to it as "module:name"
(``GameController(computer_factory=...)``): built in the worker, they must be importable
there, and they report what they see only through their moves."""

from __future__ import annotations

import os
import sys
import time
from pathlib import Path

from gin_desktop.ai import HeuristicPlayer, create_player
from gin_desktop.engine import Action, PlayerView

PONDERS = "tests.play.worker_players:ponders"
QT_FREE = "tests.play.worker_players:qt_free"
PONDERS_WHILE_FLAGGED = "tests.play.worker_players:ponders_while_flagged"
FLAG = "GIN_TEST_PONDER_FLAG"
"""The environment variable naming the flag file (workers inherit the environment)."""


class Pondering:
    """Thinks in pure Python for a minute before each move, as a deep search might."""

    name = "pondering"

    def choose(self, view: PlayerView) -> Action:
        end = time.perf_counter() + 60.0
        while time.perf_counter() < end:
            sum(range(100))
        return view.legal_actions[0]


def ponders(level: str, seed: int | None) -> Pondering | HeuristicPlayer:
    """The expert ponders for a minute; every other level is the game's own."""
    return Pondering() if level == "expert" else create_player(level, seed)


class PondersWhileFlagged:
    """The game's player, but while the flag file exists it ponders until it is gone."""

    def __init__(self, level: str, seed: int | None) -> None:
        self.inner, self.name = create_player(level, seed), "flagged"

    def choose(self, view: PlayerView) -> Action:
        flag = Path(os.environ[FLAG])
        while flag.exists():
            sum(range(100))
        return self.inner.choose(view)


def ponders_while_flagged(level: str, seed: int | None) -> PondersWhileFlagged:
    return PondersWhileFlagged(level, seed)


class QtFree:
    """The game's player, refusing to move if Qt was imported in its process."""

    def __init__(self, level: str, seed: int | None) -> None:
        self.inner, self.name = create_player(level, seed), "qt-free"

    def choose(self, view: PlayerView) -> Action:
        qt = sorted(name for name in sys.modules if name.startswith(("PySide6", "shiboken")))
        if qt:
            raise RuntimeError(f"the worker imported Qt: {qt}")
        return self.inner.choose(view)


def qt_free(level: str, seed: int | None) -> QtFree:
    return QtFree(level, seed)
