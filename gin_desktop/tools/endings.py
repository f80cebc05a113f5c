"""How a match's hands ended, and what each ending scored (issue 67's knock table).

Per seat: the hands it ended, by how (gin, big gin, a knock short of gin that won, one the
other player undercut), each with the points it scored. A hand's points are the score
sheet's, the winner's: an undercut's points are the defender's. The wall ends a hand
nobody ended and scores nothing: it is counted apart (``drawn_hands``).

Over a two-seat run, ``how_hands_ended`` gives the knock table's figures: each way's
hands and A's points from them, which the arena's report and ``knock_table.py`` print.
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


# --- a two-seat run's hands, each way they ended (the knock table) ------------------------


@dataclass(frozen=True)
class HowEnded:
    """The hands of a two-seat run that ended one way, and A's points from them."""

    side: int | None
    """The side that ended them, 0 for A (None for the wall and for every hand)."""
    how: str
    """An ``ENDINGS`` name, ``"wall"`` or ``"every hand"``."""
    hands: int
    points_to_a: int
    """Their points to A: B's points count against A, an undercut's go to the defender."""

    def words(self, names: tuple[str, str], undercut: str = "undercut") -> str:
        """Who ended these hands and how, A and B called by ``names``."""
        who = "" if self.side is None else names[self.side]
        return _WORDS[self.how].format(who, undercut)

    def share(self, hands: int) -> str:
        """Their share of a run of ``hands`` hands, and their count."""
        return f"{100 * self.hands / hands:.1f}% ({self.hands})"

    def points_a_hand(self, hands: int) -> str:
        """A's points a hand from them, over all the run's ``hands`` hands."""
        return "0" if self.how == "wall" else f"{self.points_to_a / hands:+.2f}"


_ORDER = (
    (0, "gin"),
    (1, "gin"),
    (0, "big_gin"),
    (1, "big_gin"),
    (0, "knock"),
    (0, "undercut"),
    (1, "knock"),
    (1, "undercut"),
)
"""The side that ended the hands (0 for A) and how, in the order the rows give them."""

_WORDS = {
    "gin": "{}'s gin",
    "big_gin": "{}'s big gin",
    "knock": "{} knocks short of gin, not undercut",
    "undercut": "{} knocks short of gin, {}",
    "wall": "the wall",
    "every hand": "every hand",
}


def how_hands_ended(sides: tuple[Endings, Endings], walls: int) -> list[HowEnded]:
    """Each way the hands of a two-seat run ended (big gins only if there were any), the
    wall, then every hand: the ways' points to A add up to A's net points."""
    big_gins = any(side.big_gin[0] for side in sides)
    ways = []
    for side, how in _ORDER:
        if how != "big_gin" or big_gins:
            ended, points = getattr(sides[side], how)
            to_a = points if (side == 0) != (how == "undercut") else -points
            ways.append(HowEnded(side, how, ended, to_a))
    ways.append(HowEnded(None, "wall", walls, 0))
    every = HowEnded(
        None, "every hand", sum(w.hands for w in ways), sum(w.points_to_a for w in ways)
    )
    return [*ways, every]
