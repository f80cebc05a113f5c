"""Is the shuffle fair? A chi-square test of where each card lies after many deals.

    python -m gin_desktop.tools.shuffle_check [--deals 1000000] [--deck standard|rumski|both]

Deal ``i`` is shuffled from the seed SHA-256("shuffle check i") by the game's shuffle
(``engine.fair_shuffle``); every card should lie at every position equally often. The test
counts (card, position) over the deals and prints the chi-square statistic, its degrees of
freedom ((n - 1)^2 for a deck of n: a permutation's rows and columns both sum to the deals)
and its p-value (the Wilson-Hilferty approximation, close for so many degrees of freedom).
A p-value below 0.001 would say the positions are not uniform.
"""

from __future__ import annotations

import argparse
import hashlib
import math
import sys
import time

from gin_desktop.engine import Deck
from gin_desktop.engine.fair_shuffle import shuffled


def check_seed(i: int) -> bytes:
    return hashlib.sha256(f"shuffle check {i}".encode()).digest()


def position_counts(deck: Deck, deals: int) -> list[int]:
    """How often each card lay at each position: ``counts[card * n + position]``."""
    size = deck.size
    indices = list(range(size))
    counts = [0] * (size * size)
    for i in range(deals):
        for position, card in enumerate(shuffled(check_seed(i), indices)):
            counts[card * size + position] += 1
    return counts


def chi_square(counts: list[int], deals: int, size: int) -> float:
    expected = deals / size
    return sum((seen - expected) ** 2 / expected for seen in counts)


def uniformity_p_value(counts: list[int], deals: int, size: int) -> float:
    """The chance of a chi-square this large or larger if every position were as likely."""
    freedom = (size - 1) ** 2
    ratio = chi_square(counts, deals, size) / freedom
    spread = 2 / (9 * freedom)
    z = (ratio ** (1 / 3) - (1 - spread)) / math.sqrt(spread)
    return 0.5 * math.erfc(z / math.sqrt(2))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m gin_desktop.tools.shuffle_check")
    parser.add_argument("--deals", type=int, default=1_000_000)
    parser.add_argument("--deck", choices=("standard", "rumski", "both"), default="both")
    args = parser.parse_args(argv)
    if args.deals < 1:
        parser.error("--deals must be at least 1")
    names = ("standard", "rumski") if args.deck == "both" else (args.deck,)
    worst = 1.0
    for name in names:
        deck = Deck.named(name)
        start = time.perf_counter()
        counts = position_counts(deck, args.deals)
        size = deck.size
        statistic = chi_square(counts, args.deals, size)
        p = uniformity_p_value(counts, args.deals, size)
        worst = min(worst, p)
        print(
            f"{name} deck ({size} cards), {args.deals} deals: chi-square {statistic:.1f} "
            f"on {(size - 1) ** 2} degrees of freedom, p = {p:.3f} "
            f"({'uniform' if p >= 0.001 else 'NOT UNIFORM'}; {time.perf_counter() - start:.0f} s)"
        )
    return 0 if worst >= 0.001 else 1


if __name__ == "__main__":
    sys.exit(main())
