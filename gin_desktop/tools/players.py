"""The arena's players, by the names its command line takes.

Every level of ``create_player``; ``<level>@<commit>``, that level as it played at any
commit (``yardstick.py``), and ``frozen-expert``, the expert of main 84ca0e6
(``expert@84ca0e6``); ``openspiel``, OpenSpiel's own gin rummy bot
(``openspiel_bridge.py``); ``marjj``, the EAAI-2021 winner (``marjj.py``). The two-seat
arena (``arena.py``), the table of three or four (``table_arena.py``) and the tools that
replay an arena's deals seat them from here.
"""

from __future__ import annotations

import argparse
from collections.abc import Iterable
from typing import Protocol, runtime_checkable

from gin_desktop.ai.player import LEVELS, Player, create_player
from gin_desktop.engine import Match

from .marjj import MARJJ, MarjjPlayer
from .yardstick import FROZEN_EXPERT, MARK, Yardstick, YardstickPlayer, worktree

OPENSPIEL = "openspiel"
PLAYER_CHOICES = (*LEVELS, FROZEN_EXPERT, OPENSPIEL, MARJJ)
"""The names the arena lists: the levels, the expert of 84ca0e6, OpenSpiel's bot, MARJJ;
besides them, any ``<level>@<commit>``."""
TWO_SEATS_ONLY = (OPENSPIEL, MARJJ)
"""Players of two-player gin only: every other sits at a table of three or four too."""
MAX_ACTIONS_PER_HAND = 2000
"""Our rules have no limit on discard-pile draws; a hand this long is a bug in a player."""


@runtime_checkable
class SeatedPlayer(Protocol):
    """A player that must see the match it sits at (the OpenSpiel bridge mirrors it)."""

    def sit(self, match: Match, seat: int) -> None: ...


def is_player(name: str) -> bool:
    """Whether ``make_player`` knows ``name`` (a commit is looked up only when seated)."""
    yardstick = Yardstick.parse(name)
    return name in PLAYER_CHOICES or (yardstick is not None and yardstick.level in LEVELS)


def player_name(name: str) -> str:
    """``name``, for argparse's ``type=``: refused with the names it may be."""
    if not is_player(name):
        choices = ", ".join((*PLAYER_CHOICES, f"<level>{MARK}<commit>"))
        raise argparse.ArgumentTypeError(f"{name!r} is none of {choices}")
    return name


def prepare(names: Iterable[str]) -> None:
    """Make the worktrees of the yardsticks among ``names`` now, before the arena's worker
    processes each want one; an unknown commit is refused here, at once."""
    for name in names:
        yardstick = Yardstick.parse(name)
        if yardstick is not None:
            worktree(yardstick.resolved())


def make_player(spec: str, seed: int) -> Player:
    """A player by name: a level of ``create_player``, ``"<level>@<commit>"`` or
    ``"frozen-expert"`` (a yardstick), ``"openspiel"`` or ``"marjj"``."""
    yardstick = Yardstick.parse(spec)
    if yardstick is not None:
        return YardstickPlayer(yardstick, seed, name=spec)
    if spec == MARJJ:
        return MarjjPlayer(seed)
    if spec == OPENSPIEL:
        # Imported here, not at the top: the bridge imports pyspiel, which only the test
        # extra installs (x86-64, Python before 3.14); every other player does without it.
        from .openspiel_bridge import OpenSpielPlayer

        return OpenSpielPlayer()
    return create_player(spec, seed)
