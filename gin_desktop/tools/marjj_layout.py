"""MARJJ's melds: every layout with the least deadwood, and the one it shows.

MARJJ (``marjj.py``) asks Neller's framework for the *best meld sets* of a hand: every
group of non-overlapping melds (sets of three or four, runs of three or more, a set's
three-card parts and a run's shorter parts included) that leaves the least deadwood.
Where there are several, it lays out the one whose estimated lay-off points are fewest
(``getBestMeld``), and it takes an upcard only when that layout melds it.

The lay-off estimate is MARJJ's own, quirks kept (they decide which layout it shows):

- a run counts each open end whose next card is not seen, or was taken by the opponent,
  for the value of the run's *end card* (not of the card that would be laid off);
- a set counts, for each of its cards, the card of the same rank in the *next suit* round
  the deck when that card is unseen or was taken: a set of three counts its missing
  fourth card once, at the set's value; a set of four, nothing.

A card is *seen* and *taken* as ``marjj_tracking.py`` says.
"""

from __future__ import annotations

from collections.abc import Sequence

from gin_desktop.ai.showing import arrangements_with
from gin_desktop.engine import Card
from gin_desktop.engine.actions import Melds
from gin_desktop.engine.cards import RANKS, STANDARD_DECK
from gin_desktop.engine.melds import deadwood_of_mask
from gin_desktop.engine.solver import STANDARD_SOLVER

SUITS = len(STANDARD_DECK.suits)
KING = RANKS
"""The king's rank: no card above it in a run."""


def best_layouts(cards: Sequence[Card]) -> list[Melds]:
    """Every meld group of ``cards`` with the least deadwood; none when no meld can be
    made (Neller's ``cardsToBestMeldSets`` is empty then)."""
    least = deadwood_of_mask(sum(card.bit for card in cards))
    layouts = arrangements_with(STANDARD_SOLVER, list(cards), least)
    return [layout for layout in layouts if layout]


def is_run(meld: Sequence[Card]) -> bool:
    """A run, not a set: its first two cards share a suit (MARJJ's own test)."""
    return meld[0].suit == meld[1].suit


def _free(card_bit: int, seen: int, taken: int) -> bool:
    """Could the opponent hold this card: taken by them, or never seen?"""
    return bool(card_bit & taken) or not card_bit & seen


def _next_suit(card: Card) -> int:
    """The bit of the card of the same rank in the next suit round the deck."""
    return 1 << ((card.index + RANKS) % (SUITS * RANKS))


def layoff_points(layout: Melds, seen: int, taken: int) -> int:
    """MARJJ's estimate of the points the opponent could lay off on ``layout``."""
    points = 0
    for meld in layout:
        if is_run(meld):
            low, high = min(meld), max(meld)
            if low.rank > 1 and _free(low.bit >> 1, seen, taken):
                points += low.value
            if high.rank < KING and _free(high.bit << 1, seen, taken):
                points += high.value
        else:
            points += sum(card.value for card in meld if _free(_next_suit(card), seen, taken))
    return points


def shown_layout(layouts: Sequence[Melds], seen: int, taken: int) -> Melds:
    """The layout MARJJ lays out: the first with the fewest estimated lay-off points."""
    if len(layouts) == 1:
        return layouts[0]
    return min(layouts, key=lambda layout: layoff_points(layout, seen, taken))


def melded(layout: Melds) -> int:
    """The mask of the cards in a layout's melds."""
    return sum(card.bit for meld in layout for card in meld)
