"""How a match's hands ended, and what each ending scored (issue 67's knock table).

Per seat: the hands it ended, by how (gin, big gin, a knock short of gin that won, one the
other player undercut), each with the points it scored. A hand's points are the score
sheet's, the winner's: an undercut's points are the defender's. The wall ends a hand
nobody ended and scores nothing: it is counted apart (``drawn_hands``).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, fields

from gin_desktop.engine import HandRecord

Tally = tuple[int, int]
"""Hands, then the points they scored."""


@dataclass(frozen=True)
class Endings:
    """The hands one seat ended, and their points, by how they ended."""

    gin: Tally = (0, 0)
    big_gin: Tally = (0, 0)
    knock: Tally = (0, 0)
    """Knocks short of gin that won: the knocker's points."""
    undercut: Tally = (0, 0)
    """Knocks short of gin the other player undercut: the defender's points."""

    def __add__(self, other: Endings) -> Endings:
        return Endings(
            **{name: _plus(getattr(self, name), getattr(other, name)) for name in ENDINGS}
        )

    def hands(self) -> int:
        """Every hand this seat ended."""
        return self.gin[0] + self.big_gin[0] + self.knock[0] + self.undercut[0]

    def points_won(self) -> int:
        """The points this seat scored in the hands it ended (an undercut's went to the
        other seat)."""
        return self.gin[1] + self.big_gin[1] + self.knock[1]


ENDINGS = tuple(field.name for field in fields(Endings))
"""How a seat may end a hand, as ``HandKind`` names it (the wall aside)."""


def _plus(one: Tally, other: Tally) -> Tally:
    return one[0] + other[0], one[1] + other[1]


def endings(history: Iterable[HandRecord], players: int) -> tuple[Endings, ...]:
    """Each seat's endings, by seat, over the hands of ``history``."""
    seats = [Endings() for _ in range(players)]
    for record in history:
        if record.knocker is not None:  # the wall has no knocker
            seats[record.knocker] += Endings(**{str(record.kind): (1, record.points)})
    return tuple(seats)
