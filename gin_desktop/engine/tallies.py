"""What a statistics screen counts of a match: per seat, how its hands ended.

Read from the score sheet alone (``Match.history``, which every PlayerView carries), so
a tally of a finished match never needs a hidden card. The arena counts with it too.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, fields

from .events import HandKind
from .records import HandRecord


@dataclass(frozen=True)
class SeatTally:
    """How one seat's hands of a match ended, counted by who ended them."""

    hands_won: int = 0
    points: int = 0
    """Points won in hands, before any end-of-match bonus."""
    knocks: int = 0
    """Hands this seat ended with a knock short of gin (undercut ones included)."""
    undercut: int = 0
    """Of those knocks, how many another seat undercut."""
    gins: int = 0
    big_gins: int = 0


def tally(history: Iterable[HandRecord], players: int) -> tuple[SeatTally, ...]:
    """Each seat's tally, by seat, over the hands of ``history``."""
    counts = [dict.fromkeys(_COUNTED, 0) for _ in range(players)]
    for record in history:
        if record.winner is not None:
            counts[record.winner]["hands_won"] += 1
            counts[record.winner]["points"] += record.points
        if record.knocker is not None:
            for name in _ENDINGS[record.kind]:
                counts[record.knocker][name] += 1
    return tuple(SeatTally(**count) for count in counts)


def drawn_hands(history: Iterable[HandRecord]) -> int:
    """Hands that ended at the two-card wall, nobody scoring."""
    return sum(record.kind == HandKind.DRAW for record in history)


_ENDINGS: dict[HandKind, tuple[str, ...]] = {
    HandKind.KNOCK: ("knocks",),
    HandKind.UNDERCUT: ("knocks", "undercut"),
    HandKind.GIN: ("gins",),
    HandKind.BIG_GIN: ("big_gins",),
    HandKind.DRAW: (),
}
"""What each ending counts for the seat that ended the hand."""
_COUNTED = tuple(field.name for field in fields(SeatTally))
