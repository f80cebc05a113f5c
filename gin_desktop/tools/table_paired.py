"""A seat's points per hand at a table, paired against another player in the same seat on
the same deals:

    python -m gin_desktop.tools.arena --seats casual,casual,casual --preset ginski \\
        --matches 1500 --results casual.jsonl
    python -m gin_desktop.tools.arena --seats expert,casual,casual --preset ginski \\
        --matches 1500 --results expert.jsonl --paired-with casual.jsonl

At a Ginski table of three a seat's share of matches won is almost all luck (one seat wins
all three rotations of most deals), so the arena measures a level by the points it scores
per hand in place 0 against what another level scored in place 0 of the same deals, the
same rotations, the same opponents. Per deal, each run's points per hand is its points
over its hands, all rotations together; the figure is the mean of the deals' differences,
with the 95% interval of that mean (the deals are independent, the rotations of one deal
are not).
"""

from __future__ import annotations

import json
import math
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from .intervals import Z_95


@dataclass(frozen=True)
class PairedPerHand:
    mean: float
    low: float
    high: float
    deals: int


def paired_per_hand(
    ours: Mapping[int, Any], theirs: Mapping[int, Any], seats: int, place: int = 0
) -> PairedPerHand:
    """Place ``place``'s points per hand in ``ours`` less in ``theirs`` (results by job
    index: deal ``i``'s rotations are jobs ``i * seats`` to ``i * seats + seats - 1``),
    over the deals whose every rotation is in both."""
    differences = []
    for deal in sorted({index // seats for index in ours}):
        jobs = range(deal * seats, deal * seats + seats)
        if all(job in ours and job in theirs for job in jobs):
            differences.append(
                _per_hand([ours[job] for job in jobs], place)
                - _per_hand([theirs[job] for job in jobs], place)
            )
    count = len(differences)
    if count < 2:
        return PairedPerHand(sum(differences) / max(1, count), -math.inf, math.inf, count)
    mean = sum(differences) / count
    spread = math.sqrt(sum((d - mean) ** 2 for d in differences) / (count - 1))
    half = Z_95 * spread / math.sqrt(count)
    return PairedPerHand(mean, mean - half, mean + half, count)


def _per_hand(matches: list[Any], place: int) -> float:
    points = sum(int(match.points[place]) for match in matches)
    return points / max(1, sum(int(match.hands_dealt) for match in matches))


def file_header(path: Path) -> dict[str, Any]:
    """The arena a results file was kept for (its first line); ValueError if none."""
    try:
        with path.open(encoding="utf-8") as kept:
            header = json.loads(kept.readline()).get("arena")
    except (OSError, ValueError, AttributeError) as error:
        raise ValueError(f"{path} is not an arena's results file: {error}") from error
    if not isinstance(header, dict):
        raise ValueError(f"{path} is not an arena's results file")
    return header


def format_paired(levels: list[str], other: str, figure: PairedPerHand) -> str:
    return (
        f"points per hand of {levels[0]} in place 0, paired against {other} in the same seat "
        f"on the same deals: {figure.mean:+.2f} [{figure.low:+.2f}, {figure.high:+.2f}] "
        f"(95% over {figure.deals} deals)"
    )
