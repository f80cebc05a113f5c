"""The score sheet of a match and its end, as everyone saw them: one ``HandRecord`` a
finished hand, and the ``MatchResult`` with its bonuses. Plain values that save as JSON."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from .events import HandKind, whole

PerSeat = tuple[int, ...]
"""A number for each seat, by seat."""


def per_seat(values: Sequence[Any]) -> PerSeat:
    return tuple(whole(value) for value in values)


def _maybe_whole(value: object) -> int | None:
    return None if value is None else whole(value)


@dataclass(frozen=True)
class HandRecord:
    """One line of the score sheet: how a hand ended and the totals after it."""

    hand_number: int
    dealer: int
    kind: HandKind
    winner: int | None
    points: int
    knocker: int | None
    scores: PerSeat
    knock_limit: int = 10
    knocker_deadwood: int | None = None
    """What the showdown showed everyone (None after a drawn hand)."""
    defender_deadwood: int | None = None
    """The defender's deadwood after lay-offs."""
    laid_off_points: int = 0
    """The value of the cards the defender laid off."""
    players: PerSeat = ()
    """The seats that played the hand (empty in records saved before three-handed and
    partnership gin: every seat)."""
    stock_left: int | None = None
    """Cards left in the stock when the hand ended (None in records saved before it was
    kept): everyone saw it, and it tells an early knock from a late one."""

    def to_dict(self) -> dict[str, Any]:
        return {
            "hand_number": self.hand_number,
            "dealer": self.dealer,
            "kind": self.kind.value,
            "winner": self.winner,
            "points": self.points,
            "knocker": self.knocker,
            "scores": list(self.scores),
            "knock_limit": self.knock_limit,
            "knocker_deadwood": self.knocker_deadwood,
            "defender_deadwood": self.defender_deadwood,
            "laid_off_points": self.laid_off_points,
            "players": list(self.players),
            "stock_left": self.stock_left,
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> HandRecord:
        return cls(
            hand_number=whole(data["hand_number"]),
            dealer=whole(data["dealer"]),
            kind=HandKind(data["kind"]),
            winner=data["winner"],
            points=whole(data["points"]),
            knocker=data["knocker"],
            scores=per_seat(data["scores"]),
            knock_limit=whole(data.get("knock_limit", 10)),
            knocker_deadwood=data.get("knocker_deadwood"),
            defender_deadwood=data.get("defender_deadwood"),
            laid_off_points=whole(data.get("laid_off_points", 0)),
            players=per_seat(data.get("players", ())),
            stock_left=_maybe_whole(data.get("stock_left")),
        )


@dataclass(frozen=True)
class MatchResult:
    """The end of a match: points from the hands, each bonus, and the totals that decide."""

    winner: int
    reached_target: int
    """The seat whose hand points reached the target first."""
    scores: PerSeat
    """Points won in hands."""
    game_bonus: PerSeat
    box_bonus: PerSeat
    shutout_bonus: PerSeat
    totals: PerSeat
    hands_won: PerSeat

    def to_dict(self) -> dict[str, Any]:
        data: dict[str, Any] = {"winner": self.winner, "reached_target": self.reached_target}
        for name in _RESULT_PAIRS:
            data[name] = list(getattr(self, name))
        return data

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> MatchResult:
        pairs = {name: per_seat(data[name]) for name in _RESULT_PAIRS}
        return cls(whole(data["winner"]), whole(data["reached_target"]), **pairs)


_RESULT_PAIRS = ("scores", "game_bonus", "box_bonus", "shutout_bonus", "totals", "hands_won")
