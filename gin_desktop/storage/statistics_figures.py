"""The arithmetic of the statistics' figures over a player's matches (``Statistics``)."""

from __future__ import annotations

from collections.abc import Sequence


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
