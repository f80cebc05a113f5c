"""Players that hang, for the watchdog's tests (``test_worker_watchdog.py``): named to a
worker as "module:name", built in the worker process, so this module imports no Qt."""

from __future__ import annotations

import os
import threading
from pathlib import Path
from typing import Any

from gin_desktop.engine import Action, PlayerView

NEVER_ANSWERS = "tests.reliability.hung_workers:never_answers"
HANGS_ONCE_REVIEWING = "tests.reliability.hung_workers:hangs_once_reviewing"
ONCE = "GIN_TEST_HANG_ONCE"
"""The environment variable naming the file whose removal hangs a worker (workers inherit
the environment): the first worker to remove it hangs, the others work."""


def hang() -> None:
    threading.Event().wait()  # for ever: nothing will set it


class NeverAnswers:
    """Takes every question and answers none."""

    name = "never answers"

    def choose(self, view: PlayerView) -> Action:
        hang()
        raise AssertionError("unreachable")


def never_answers(level: str, seed: int | None) -> NeverAnswers:
    return NeverAnswers()


class HangsOnce:
    """The game's reviewer, but the first worker to take the flag file away hangs."""

    def __init__(self, level: str, seed: int | None) -> None:
        from gin_desktop.ai.review import create_reviewer

        self.inner, self.name = create_reviewer(level, seed), "hangs once"

    def choose(self, view: Any) -> Any:
        try:
            os.unlink(Path(os.environ[ONCE]))
        except FileNotFoundError:
            return self.inner.choose(view)
        hang()
        raise AssertionError("unreachable")


def hangs_once_reviewing(level: str, seed: int | None) -> HangsOnce:
    return HangsOnce(level, seed)
