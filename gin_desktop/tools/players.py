"""The arena's players, by the names its command line takes.

Every level of ``create_player``; ``frozen-expert``, the expert of main 84ca0e6 kept
unchanged (``frozen_expert/``); ``openspiel``, OpenSpiel's own gin rummy bot
(``openspiel_bridge.py``); ``marjj``, the EAAI-2021 winner (``marjj.py``). The two-seat
arena (``arena.py``), the table of three or four (``table_arena.py``) and the tools that
replay an arena's deals seat them from here.
"""

from __future__ import annotations

from typing import Protocol, runtime_checkable

from gin_desktop.ai.player import LEVELS, Player, create_player
from gin_desktop.engine import Match

from .frozen_expert import NAME as FROZEN_EXPERT
from .frozen_expert import frozen_expert
from .marjj import MARJJ, MarjjPlayer

OPENSPIEL = "openspiel"
PLAYER_CHOICES = (*LEVELS, FROZEN_EXPERT, OPENSPIEL, MARJJ)
"""The levels, the expert of 84ca0e6 frozen (``frozen_expert``), OpenSpiel's bot, MARJJ."""
MAX_ACTIONS_PER_HAND = 2000
"""Our rules have no limit on discard-pile draws; a hand this long is a bug in a player."""


@runtime_checkable
class SeatedPlayer(Protocol):
    """A player that must see the match it sits at (the OpenSpiel bridge mirrors it)."""

    def sit(self, match: Match, seat: int) -> None: ...


def make_player(spec: str, seed: int) -> Player:
    """A player by name: a level of ``create_player``, ``"frozen-expert"`` (the expert of
    84ca0e6), ``"openspiel"`` or ``"marjj"`` (the EAAI-2021 winner, ``marjj.py``)."""
    if spec in (FROZEN_EXPERT, MARJJ):
        return frozen_expert(seed) if spec == FROZEN_EXPERT else MarjjPlayer(seed)
    if spec == OPENSPIEL:
        # Imported here, not at the top: the bridge imports pyspiel, which only the test
        # extra installs (x86-64, Python before 3.14); every other player does without it.
        from .openspiel_bridge import OpenSpielPlayer

        return OpenSpielPlayer()
    return create_player(spec, seed)
