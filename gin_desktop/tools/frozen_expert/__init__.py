"""The expert of main 84ca0e6, frozen: the yardstick every new expert is measured against.

A copy of ``gin_desktop.ai`` as it played on 84ca0e6 (the arena fingerprint of expert
against strong was identical per match there and at the commit that froze it), kept
here unchanged so that ``python -m gin_desktop.tools.arena --b frozen-expert`` plays
today's expert head to head against the one of that day on duplicate deals. Only its
module docstrings say where it lives; never improve it. It reads the engine through the
facade like any player, so it follows the engine's rules as they stand.
``tests/tools/test_frozen_expert.py`` holds the digest of its decisions on seeded
matches: a change to it, or to an engine function it relies on that alters its play,
fails there.
"""

from __future__ import annotations

from .player import HeuristicPlayer, create_player

NAME = "frozen-expert"
"""Its name in the arena's choices of players."""


def frozen_expert(seed: int | None = None) -> HeuristicPlayer:
    """The expert of 84ca0e6, seeded as ``create_player("expert", seed)`` was."""
    player = create_player("expert", seed)
    player.name = NAME
    return player


__all__ = ["NAME", "frozen_expert"]
