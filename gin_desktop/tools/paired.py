"""Two arena runs on the same deals compared match by match:

    python -m gin_desktop.tools.arena --a expert --b openspiel --matches 2000 --seed 1 \\
        --winners new.csv
    (the same on the code to compare with, --winners old.csv)
    python -m gin_desktop.tools.paired old.csv new.csv

Each run's ``--winners`` file holds one line per match: its deal's seed, A's seat and
whether A won. Matches are paired by (seed, seat): the same deal, the same seat, the same
opponent, only player A's code differs. The difference of A's match-win rates is printed
with a 95% interval from the paired differences, which is much narrower than the two
runs' own intervals, as most matches end the same either way.
"""

from __future__ import annotations

import argparse
import csv
import math
import sys
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

from .arena_match import MatchStats
from .intervals import Z_95

Key = tuple[str, int]
"""(the deal's seed, A's seat)."""


def winner_rows(stats: Iterable[MatchStats]) -> list[tuple[str, int, int]]:
    """(seed, A's seat, 1 if A won) per match, as ``--winners`` writes them."""
    return [(one.seed, one.a_seat, int(one.winner == 0)) for one in stats]


def write_winners(path: Path, stats: Iterable[MatchStats]) -> None:
    with path.open("w", newline="", encoding="utf-8") as out:
        writer = csv.writer(out)
        writer.writerow(("seed", "a_seat", "a_won"))
        writer.writerows(winner_rows(stats))


def read_winners(path: Path) -> dict[Key, int]:
    with path.open(newline="", encoding="utf-8") as source:
        rows = csv.DictReader(source)
        return {(row["seed"], int(row["a_seat"])): int(row["a_won"]) for row in rows}


@dataclass(frozen=True)
class Paired:
    matches: int
    old_wins: int
    new_wins: int
    only_new: int
    """Matches A won with the new code and lost with the old."""
    only_old: int

    @property
    def difference(self) -> float:
        """New rate minus old rate."""
        return (self.new_wins - self.old_wins) / self.matches

    def interval(self) -> tuple[float, float]:
        """95% interval of the difference, from the per-match differences (-1, 0, 1)."""
        n, mean = self.matches, self.difference
        square_mean = (self.only_new + self.only_old) / n
        spread = math.sqrt(max(0.0, square_mean - mean * mean) * n / max(1, n - 1))
        half = Z_95 * spread / math.sqrt(n)
        return mean - half, mean + half


def pair(old: Mapping[Key, int], new: Mapping[Key, int]) -> Paired:
    """The matches both runs played, paired."""
    keys = sorted(old.keys() & new.keys())
    if not keys:
        raise ValueError("the two runs share no match: were they played on the same seed?")
    return Paired(
        matches=len(keys),
        old_wins=sum(old[key] for key in keys),
        new_wins=sum(new[key] for key in keys),
        only_new=sum(new[key] > old[key] for key in keys),
        only_old=sum(old[key] > new[key] for key in keys),
    )


def report(result: Paired) -> list[str]:
    low, high = result.interval()
    n = result.matches
    return [
        f"{n} matches paired by deal and seat",
        f"  A's match-win rate, old: {100 * result.old_wins / n:.1f}%   "
        f"new: {100 * result.new_wins / n:.1f}%",
        f"  won only with the new code: {result.only_new}; only with the old: {result.only_old}",
        f"  difference, new - old: {100 * result.difference:+.1f} points, "
        f"95% interval {100 * low:+.1f} .. {100 * high:+.1f}",
    ]


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m gin_desktop.tools.paired",
        description="Compare two arena runs' --winners files match by match.",
    )
    parser.add_argument("old", type=Path)
    parser.add_argument("new", type=Path)
    args = parser.parse_args(argv)
    try:
        result = pair(read_winners(args.old), read_winners(args.new))
    except (OSError, KeyError, ValueError) as error:
        print(f"cannot compare: {error}", file=sys.stderr)
        return 2
    for line in report(result):
        print(line)
    return 0


if __name__ == "__main__":
    sys.exit(main())
