"""Playing a Match through with computer players, for tests that need a played match."""

from __future__ import annotations

from collections.abc import Sequence

from gin_desktop.ai import Player
from gin_desktop.engine import Match


def play_with_computers(match: Match, players: Sequence[Player], hands: int | None = None) -> None:
    """Let ``players`` (by seat) play ``match`` until it is over, or until ``hands``
    hands are on the score sheet. Between hands any seat may start the next one."""
    while not match.is_over and (hands is None or len(match.history) < hands):
        seat = match.to_act if match.to_act is not None else match.dealer
        match.apply(players[seat].choose(match.view(seat)), seat=seat)
