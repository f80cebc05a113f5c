"""The defender's lay-offs at a quick showdown: how much deadwood a hand keeps after
laying off on the knocker's melds, for the play-outs (``lookahead.py``, ``tableplay.py``).

The engine's own ``lay_off`` tries every reachable set of lay-offs with cards; a play-out
ends in a showdown thousands of times a decision, so these estimates work on masks. They
never lay off more than the rules allow, so they never put the defender's deadwood below
the engine's, and over 5000 random knocks they missed what the engine found on 6 with the
standard deck and on 56 with the Rumski deck (wilds, RULES.md section 3).
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache

from gin_desktop.engine import Deck, MeldSolver


def deadwood_after_lay_offs(solver: MeldSolver, defender: int, melds: Sequence[int]) -> int:
    """The defender's deadwood after laying off on ``melds`` (a close, fast estimate that
    never lays off more than the rules allow): the least of laying off all that can go,
    all but the wilds, and only the cards the defender's own best melds leave over."""
    lay_offs = wild_deck_lay_offs if solver.deck.wild_count else standard_lay_offs
    least = solver.deadwood(defender)
    laid = lay_offs(solver, defender, melds)
    if not laid:
        return least
    least = min(least, solver.deadwood(defender & ~laid))
    wilds = wild_bits(solver.deck.name)
    if laid & wilds:  # a wild the defender melds with may be worth more kept
        least = min(least, solver.deadwood(defender & ~lay_offs(solver, defender & ~wilds, melds)))
    arrangement = solver.arrangement(defender)
    loose = defender ^ sum(arrangement.meld_masks)
    if laid & ~loose:  # cards taken from the defender's own melds
        spare = lay_offs(solver, loose, melds)
        least = min(least, arrangement.deadwood_points - _points(solver, spare))
    return least


def standard_lay_offs(solver: MeldSolver, defender: int, melds: Sequence[int]) -> int:
    """The cards the defender can lay off on ``melds`` with a deck without wilds: the
    fourth card of a set, and runs extended card by card at either end. Bit positions
    count from the deck's first bit; each suit is a row of ``ranks`` bits."""
    laid, ranks, first = 0, solver.deck.ranks, solver.deck.offset
    for meld in melds:
        low = (meld & -meld).bit_length() - 1
        high = meld.bit_length() - 1
        if (meld >> low) & ((meld >> low) + 1):  # not one block of cards in a row: a set
            laid |= defender & solver.every_suit << ((low - first) % ranks + first)
            continue
        while (low - first) % ranks and defender >> (low - 1) & 1:
            low -= 1
            laid |= 1 << low
        while (high - first) % ranks != ranks - 1 and defender >> (high + 1) & 1:
            high += 1
            laid |= 1 << high
    return laid


@cache
def wild_bits(deck: str) -> int:
    """The mask of the wild cards of the deck called ``deck``."""
    return sum(card.bit for card in Deck.named(deck).cards if card.is_wild)


def _points(solver: MeldSolver, mask: int) -> int:
    """The cards of ``mask`` counted as deadwood, each at its value."""
    values, points = solver.values, 0
    while mask:
        points += values[mask & -mask]
        mask &= mask - 1
    return points


def wild_deck_lay_offs(solver: MeldSolver, defender: int, melds: Sequence[int]) -> int:
    """The cards the defender can lay off on ``melds`` with the Rumski deck's rules
    (RULES.md section 3): a set takes its number's missing colours up to five cards, and a
    wild if it has none; a run takes its colour's next numbers at either end, and one wild
    in all, which stands in a gap or at an end, so that a wild lets the chain jump one
    missing number. Each meld in turn takes what it can of the cards still in hand."""
    deck = solver.deck
    wilds, first, ranks = wild_bits(deck.name), deck.offset, deck.ranks
    free, laid = defender, 0
    for meld in melds:
        numbered = meld & ~wilds
        low, high = (numbered & -numbered).bit_length() - 1, numbered.bit_length() - 1
        if (low - first) // ranks != (high - first) // ranks:  # several colours: a set
            taken = _set_lay_offs(solver, free, meld, low, wilds)
        else:
            taken = _run_lay_offs(free, meld, low, high, wilds, first, ranks)
        free ^= taken
        laid |= taken
    return laid


def _set_lay_offs(solver: MeldSolver, free: int, meld: int, low: int, wilds: int) -> int:
    """What a set takes of ``free``: a wild first (it counts most), then its number in
    the missing colours, up to a set of one card per colour."""
    deck = solver.deck
    room = len(deck.suits) - meld.bit_count()
    taken = 0
    if room > 0 and not meld & wilds and free & wilds:
        taken = free & wilds & -(free & wilds)
        room -= 1
    column = free & solver.every_suit << ((low - deck.offset) % deck.ranks + deck.offset)
    while room > 0 and column:
        taken |= column & -column
        column &= column - 1
        room -= 1
    return taken


def _run_lay_offs(
    free: int, meld: int, low: int, high: int, wilds: int, first: int, ranks: int
) -> int:
    """What a run takes of ``free``: its colour's numbers that fill its gap or chain on at
    either end, and one wild if the run has none, the wild bridging one more missing
    number when that lays off more."""
    base = first + (low - first) // ranks * ranks
    full = (1 << ranks) - 1
    ours, theirs = meld >> base & full, free >> base & full
    lo, hi = low - base, high - base
    got = 0
    gap = ((1 << (hi + 1)) - (1 << lo)) & ~ours
    if gap & theirs == gap:  # the run's wild, if any, may move to an end
        got = gap
    wild = meld & wilds
    if not wild and free & wilds:
        wild = free & wilds & -(free & wilds)
    elif not wild or gap & ~got:
        wild = 0  # no wild to lay off, or the run's own wild fills its gap
    lo, hi, got = _chain(lo, hi, theirs, got, ranks)
    if wild and hi - lo + 1 >= ranks:  # no number left for a wild to stand for
        if meld & wilds:
            return 0  # the run's own wild: a chain that long is not laid
        wild = 0
    if wild:
        rest = theirs & ~got
        down = _chain(lo - 1, lo - 1, rest, 0, ranks)[2] if lo >= 2 and rest >> lo - 2 & 1 else 0
        up = (
            _chain(hi + 1, hi + 1, rest, 0, ranks)[2]
            if hi + 2 < ranks and rest >> hi + 2 & 1
            else 0
        )
        got |= max(down, up, key=lambda mask: (mask.bit_count(), mask))
    taken = got << base
    if wild and not meld & wilds:
        taken |= wild
    return taken


def _chain(lo: int, hi: int, theirs: int, got: int, ranks: int) -> tuple[int, int, int]:
    """The numbers ``lo``..``hi`` grown card by card at either end from ``theirs``."""
    while lo > 0 and theirs >> (lo - 1) & 1:
        lo -= 1
        got |= 1 << lo
    while hi < ranks - 1 and theirs >> (hi + 1) & 1:
        hi += 1
        got |= 1 << hi
    return lo, hi, got
