"""The runs of the Rumski deck (Ginski, RULES.md section 3): how a hand's mask is laid out,
and the least deadwood the runs of each colour leave, with the wild cards they may take.

A Rumski hand is a mask of the deck's bits (``Card.bit``): five rows of ``RANKS`` bits,
one per colour, then a row of the five wild cards. The wild cards are alike in play, so
the solver only counts them.

Per colour, a table indexed by the colour's 13-bit mask gives the least deadwood using
runs with at most ``j`` wilds, for ``j`` from 0 to ``MOST_RUN_WILDS`` (built once, by
dynamic programming on the lowest card). Each used wild is counted as ``-WILD_VALUE`` in
the tables, so that a hand's deadwood is the colours' sum plus the value of every wild
held. The sets, which link the colours, are ``rumski_sets.py``; the search over both,
``rumski.py``.
"""

from __future__ import annotations

from .cards import RANKS, RUMSKI_DECK, WILD_VALUE

OFFSET = RUMSKI_DECK.offset
ROW_MASK = (1 << RANKS) - 1
COLOURS = len(RUMSKI_DECK.suits)
WILD_ROW = COLOURS * RANKS
"""Where the wild cards' bits start, counted from the deck's first bit."""
WILD_BITS = ((1 << RUMSKI_DECK.wild_count) - 1) << (OFFSET + WILD_ROW)
EVERY_COLOUR = sum(1 << (row * RANKS) for row in range(COLOURS))
"""Multiply a mask of numbers (one row, bit 0 for 1) by this to get them in every colour,
counted from the deck's first bit (shift by ``OFFSET`` for a hand's mask)."""
MOST_RUN_WILDS = 3
"""The most wilds the runs of one colour can use in a hand of eleven cards: each run
with a wild holds two numbered cards or more, and 3 x 3 cards is the most that fit."""
NUMBERED_BITS = (1 << WILD_ROW) - 1
"""The numbered cards' bits, counted from the deck's first bit."""
GREEN_ROW, YELLOW_ROW, PURPLE_ROW = 2 * RANKS, 3 * RANKS, 4 * RANKS
"""Where the rows of the third to fifth colours start (the solver's loop is unrolled)."""
assert COLOURS == 5, "the solver's loop is unrolled for the five colours"


def _build_run_tables() -> tuple[list[list[int]], list[list[tuple[int, int]]]]:
    """For every 13-bit colour mask and ``j`` from 0 to ``MOST_RUN_WILDS``: the least
    deadwood using runs with at most ``j`` wilds (each used wild counted -WILD_VALUE), and
    the meld chosen for the lowest card: (mask of its numbered cards, 1 if it has a wild),
    or (0, 0) when the lowest card is deadwood."""
    size = 1 << RANKS
    points = [[0] * size for _ in range(MOST_RUN_WILDS + 1)]
    choice = [[(0, 0)] * size for _ in range(MOST_RUN_WILDS + 1)]
    for mask in range(1, size):
        low = (mask & -mask).bit_length() - 1
        options = _run_options(mask, low)
        for j in range(MOST_RUN_WILDS + 1):
            table, fewer = points[j], points[j - 1]
            best, best_choice = low + 1 + table[mask ^ (1 << low)], (0, 0)
            for used, wild in options:
                if wild and not j:
                    continue
                value = fewer[mask ^ used] - WILD_VALUE if wild else table[mask ^ used]
                if value < best:
                    best, best_choice = value, (used, wild)
            table[mask], choice[j][mask] = best, best_choice
    return points, choice


def _run_options(mask: int, low: int) -> list[tuple[int, int]]:
    """Every run of the mask's cards whose lowest card is ``low``: (its numbered cards,
    1 if a wild stands in it). A wild fills one gap, or extends the run at an end; a held
    card inside the run may be left out for the wild to stand for."""
    options: list[tuple[int, int]] = []
    for top in range(low + 1, RANKS):
        span = ((1 << (top + 1)) - 1) ^ ((1 << low) - 1)
        missing = span & ~mask
        if missing & (missing - 1):
            break
        if not mask >> top & 1:
            continue
        if missing:
            options.append((span ^ missing, 1))
            continue
        if top - low >= 2:
            options.append((span, 0))
        if top - low + 1 < RANKS:
            options.append((span, 1))
        for inside in range(low + 1, top):
            options.append((span ^ (1 << inside), 1))
    return options


RUN_POINTS, RUN_CHOICE = _build_run_tables()
RUN_GAINS = [
    [points - plain for points, plain in zip(row, RUN_POINTS[0], strict=True)] for row in RUN_POINTS
]
"""``RUN_POINTS[j]`` less ``RUN_POINTS[0]``: what ``j`` wilds at most take off a colour's
run deadwood (0 or less). A colour that one wild does not help, no more wilds help."""


def _wild_gain(rows: tuple[int, ...], wilds: int) -> int:
    """What ``wilds`` wilds (two or more) take off the run deadwood of the colour rows at
    best, shared among the colours they help (a small knapsack)."""
    one = RUN_GAINS[1]
    if wilds == 2:  # both to one colour, or one to each of the two it helps most
        least, second = sorted(map(one.__getitem__, rows))[:2]
        return min(least + second, *map(RUN_GAINS[2].__getitem__, rows)) if least else 0
    helped = [row for row in rows if one[row]]
    if not helped:
        return 0
    top = min(wilds, MOST_RUN_WILDS)
    if len(helped) == 1:
        return RUN_GAINS[top][helped[0]]
    best = [0] * (wilds + 1)  # per number of wilds at most: the most they take off
    for row in helped:
        column = [RUN_GAINS[j][row] for j in range(top + 1)]
        best = [
            min(best[k - j] + column[j] for j in range(min(k, top) + 1)) for k in range(wilds + 1)
        ]
    return best[wilds]


def runs_deadwood(free: int, wilds: int) -> int:
    """Least deadwood of the numbered cards ``free`` (counted from the deck's first bit)
    and ``wilds`` wilds, in runs alone: what the runs of each colour leave, and the value
    of every wild they do not use. No wild: the colours' tables; one: it goes where it
    takes off most; more: they are shared."""
    red = free & ROW_MASK
    blue = free >> RANKS & ROW_MASK
    green = free >> GREEN_ROW & ROW_MASK
    yellow = free >> YELLOW_ROW & ROW_MASK
    purple = free >> PURPLE_ROW
    none = RUN_POINTS[0]
    points = none[red] + none[blue] + none[green] + none[yellow] + none[purple]
    if not wilds:
        return points
    points += wilds * WILD_VALUE
    if wilds == 1:
        one = RUN_GAINS[1]
        return points + min(one[red], one[blue], one[green], one[yellow], one[purple])
    return points + _wild_gain((red, blue, green, yellow, purple), wilds)


def colour_rows(numbered: int) -> tuple[int, ...]:
    return (
        numbered & ROW_MASK,
        numbered >> RANKS & ROW_MASK,
        numbered >> GREEN_ROW & ROW_MASK,
        numbered >> YELLOW_ROW & ROW_MASK,
        numbered >> PURPLE_ROW & ROW_MASK,
    )
