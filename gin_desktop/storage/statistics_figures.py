"""The figures a statistics screen shows against one opponent under one variant
(``Figures``), and their arithmetic over the player's matches and hands as ``Statistics``
reads them from the database."""

from __future__ import annotations

import json
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import cache
from typing import Any

from gin_desktop.engine import HandKind, RuleSet


@dataclass(frozen=True)
class Figures:
    """The record against one opponent (a computer level, or hot-seat) under one variant,
    from the seat of the person at the screen (hot-seat: seat 0, the first player)."""

    opponent: str
    variant: str
    matches: int
    won: int
    hands: int
    hands_won: int
    gins: int
    big_gins: int
    undercuts_made: int
    undercuts_suffered: int
    points_per_hand: float
    best_margin: int | None
    """The widest win, in final points; None before the first win."""
    streak: int
    """Matches won in a row, up to the latest."""
    longest_streak: int
    assisted: int = 0
    """Finished matches in which a move was taken back."""

    @property
    def win_rate(self) -> float:
        return self.won / self.matches if self.matches else 0.0


def figures_of(
    opponent: str, variant: str, matches: Sequence[Sequence[Any]], rows: Iterable[Sequence[Any]]
) -> Figures:
    """The figures of the person at the screen's side, from the finished ``matches``
    (key, seat, winner, totals, assisted, rules) and the hands' ``rows`` (seat, kind,
    winner, knocker, points, rules): in partnership gin a hand or a match won by their
    partner is theirs too."""
    hands = [
        (_side(rules, seat), kind, winner, knocker, points)
        for seat, kind, winner, knocker, points, rules in rows
    ]
    wins = [winner in _side(rules, seat) for _, seat, winner, _, _, rules in matches]
    margins = [
        margin(json.loads(totals), seat)
        for (_, seat, _, totals, _, _), won in zip(matches, wins, strict=True)
        if won
    ]
    won_points = sum(p for s, _, w, _, p in hands if w in s)
    return Figures(
        opponent=opponent,
        variant=variant,
        matches=len(matches),
        won=sum(wins),
        hands=len(hands),
        hands_won=sum(winner in side for side, _, winner, _, _ in hands),
        gins=_count(hands, HandKind.GIN, won=True),
        big_gins=_count(hands, HandKind.BIG_GIN, won=True),
        undercuts_made=sum(k == HandKind.UNDERCUT and w in s for s, k, w, _, _ in hands),
        undercuts_suffered=sum(k == HandKind.UNDERCUT and kn in s for s, k, _, kn, _ in hands),
        points_per_hand=won_points / len(hands) if hands else 0.0,
        best_margin=max(margins) if margins else None,
        streak=streak(wins),
        longest_streak=longest_streak(wins),
        assisted=sum(bool(match[4]) for match in matches),
    )


@cache
def _side(rules: str, seat: int) -> frozenset[int]:
    """The seats that score with ``seat`` under the rules saved as ``rules`` (itself, or
    it and its partner); ``seat`` alone when the rules cannot be read."""
    try:
        return frozenset(RuleSet.from_dict(json.loads(rules)).team_of(seat))
    except (ValueError, TypeError, KeyError, AttributeError):
        return frozenset((seat,))


def _count(hands: Iterable[Sequence[Any]], kind: HandKind, *, won: bool) -> int:
    """Hands that ended so, won (or not) by the side in each hand's first place."""
    return sum(k == kind and (w in s) == won for s, k, w, _, _ in hands)


def margin(totals: Sequence[int], seat: int) -> int:
    """How far ``seat`` finished ahead of the best of the others (below 0: behind)."""
    return totals[seat] - max(t for other, t in enumerate(totals) if other != seat)


def streak(wins: Sequence[bool]) -> int:
    """The matches won in a row up to the latest."""
    count = 0
    for won in reversed(wins):
        if not won:
            break
        count += 1
    return count


def longest_streak(wins: Sequence[bool]) -> int:
    """The most matches won in a row."""
    best = run = 0
    for won in wins:
        run = run + 1 if won else 0
        best = max(best, run)
    return best
