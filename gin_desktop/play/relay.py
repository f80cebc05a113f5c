"""A worker's answers, brought back to the window's thread: the one way the controller,
the coach's hints and reviews hear from their worker processes (``thinking.py``)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, Signal

from .computer_process import DEFAULT_FACTORY
from .thinking import PlayerFactory, Thinking, thinking_for


class Relay(QObject):
    """Carries a worker's answer to the thread it lives in (a queued signal): its callbacks
    are called from the thread that waits on the worker's pipe."""

    answered = Signal(int, object, str)
    lost = Signal(int)


def relayed_thinking(
    owner: QObject,
    on_answer: Callable[[int, Any, str], None],
    on_lost: Callable[[int], None],
    factory: PlayerFactory | None = None,
    factory_path: str = DEFAULT_FACTORY,
    answer_within_s: float | None = None,
) -> Thinking:
    """A worker (``thinking_for``) whose answers and losses reach ``on_answer`` and
    ``on_lost`` on ``owner``'s thread; the relay lives as long as ``owner``. A worker that
    hangs is lost too (its watchdog, ``answer_within_s``)."""
    relay = Relay(owner)
    relay.answered.connect(on_answer)
    relay.lost.connect(on_lost)
    return thinking_for(
        relay.answered.emit, relay.lost.emit, factory, factory_path, answer_within_s
    )
