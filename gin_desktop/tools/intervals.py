"""A match-win rate's interval counted over deals, as the arena plays them (and the
Wilson interval over matches, and the percentiles of decision times).

The arena plays each deal twice, seats swapped, and the two matches of a deal mostly end
alike: a deal's score for A is 1 (won twice), 1/2 (split) or 0 (lost twice). Treating the
matches as independent (the Wilson interval over matches) understates the spread: over two
runs of the expert against its own frozen copy, 41.5% of 200 matches, with a Wilson
interval that excluded 50% although the two players were the same. The mean of the deal
scores, with the normal interval of that mean, counts each deal once.
"""

from __future__ import annotations

import math
import statistics
from collections.abc import Sequence

Z_95 = 1.959963984540054


def deal_interval(won_twice: int, split: int, lost_twice: int) -> tuple[float, float, float]:
    """A's mean score over deals and its 95% interval, from how the deals ended; with
    fewer than two deals, the interval is everything."""
    deals = won_twice + split + lost_twice
    if deals == 0:
        return 0.0, 0.0, 1.0
    mean = (won_twice + split / 2) / deals
    if deals < 2:
        return mean, 0.0, 1.0
    squares = won_twice * (1 - mean) ** 2 + split * (0.5 - mean) ** 2 + lost_twice * mean**2
    half = Z_95 * math.sqrt(squares / (deals - 1) / deals)
    return mean, max(0.0, mean - half), min(1.0, mean + half)


def wilson_interval(successes: int, trials: int, z: float = Z_95) -> tuple[float, float]:
    """Wilson score interval for a proportion (95% by default); (0, 1) with no trials."""
    if trials <= 0:
        return 0.0, 1.0
    p = successes / trials
    denominator = 1 + z * z / trials
    centre = (p + z * z / (2 * trials)) / denominator
    half = z * math.sqrt(p * (1 - p) / trials + z * z / (4 * trials * trials)) / denominator
    return max(0.0, centre - half), min(1.0, centre + half)


def percentile(values: Sequence[float], q: float) -> float:
    """Nearest-rank percentile (``q`` in 0..100) of unsorted values; 0 when empty."""
    if not values:
        return 0.0
    ordered = sorted(values)
    rank = max(1, math.ceil(q / 100 * len(ordered)))
    return ordered[rank - 1]


def mean_and_margin(values: Sequence[float]) -> tuple[float, float]:
    """The mean and half its 95% interval (normal, over the values: per deal or per hand,
    as the caller counts them)."""
    if len(values) < 2:
        return (values[0] if values else 0.0), math.inf
    return statistics.fmean(values), Z_95 * statistics.stdev(values) / math.sqrt(len(values))
