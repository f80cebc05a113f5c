"""A match-win rate's interval counted over deals, as the arena plays them.

The arena plays each deal twice, seats swapped, and the two matches of a deal mostly end
alike: a deal's score for A is 1 (won twice), 1/2 (split) or 0 (lost twice). Treating the
matches as independent (the Wilson interval over matches) understates the spread: over two
runs of the expert against its own frozen copy, 41.5% of 200 matches, with a Wilson
interval that excluded 50% although the two players were the same. The mean of the deal
scores, with the normal interval of that mean, counts each deal once.
"""

from __future__ import annotations

import math

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
