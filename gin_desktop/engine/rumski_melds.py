"""What a meld of the Rumski deck is (Ginski, RULES.md section 3), and how a meld with
a wild lies on the table: which card its wild stands for. The arithmetic of whole hands
(least deadwood, arrangements, the cards that make melds) is in ``rumski.py``.

A meld is a run of three or more numbers of one colour, or a set of three to five cards
of one number in different colours, in which at most one wild stands for a missing card,
and which holds at least two numbered cards.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import pairwise

from .cards import RANKS, RUMSKI_DECK, Card, Colour

COLOURS = len(RUMSKI_DECK.suits)


def is_rumski_meld(cards: Sequence[Card]) -> bool:
    """A run or a set of Rumski cards, with at most one wild standing in for a missing card
    and at least two numbered cards (the cards are distinct cards of the Rumski deck)."""
    numbered = [card for card in cards if not card.is_wild]
    wilds = len(cards) - len(numbered)
    if wilds > 1 or len(numbered) < 2 or len(cards) < 3 or len(set(cards)) != len(cards):
        return False
    first = numbered[0]
    if all(card.rank == first.rank for card in numbered):  # a set: one card per colour
        return len(cards) <= COLOURS and len({card.suit for card in numbered}) == len(numbered)
    if any(card.suit is not first.suit for card in numbered):
        return False
    ranks = sorted(card.rank for card in numbered)
    span = ranks[-1] - ranks[0] + 1
    if len(set(ranks)) != len(ranks):
        return False
    gaps = span - len(ranks)
    if not wilds:
        return gaps == 0
    return gaps == 1 or (gaps == 0 and span < RANKS)


def meld_order(meld: Sequence[Card]) -> tuple[Card, ...]:
    """A meld's cards as they lie on the table: a run low to high with its wild where it
    stands (in the gap, else above the top, else below the bottom); a set by colour, its
    wild last."""
    numbered = sorted((card for card in meld if not card.is_wild), key=lambda c: c.rank)
    wild = [card for card in meld if card.is_wild]
    if not wild:
        same = all(card.rank == numbered[0].rank for card in numbered)
        return tuple(sorted(numbered, key=lambda c: c.suit) if same else numbered)
    if all(card.rank == numbered[0].rank for card in numbered):
        return (*sorted(numbered, key=lambda c: c.suit), *wild)
    for place, (low, high) in enumerate(pairwise(numbered)):
        if high.rank - low.rank == 2:
            return (*numbered[: place + 1], *wild, *numbered[place + 1 :])
    if numbered[-1].rank < RANKS:
        return (*numbered, *wild)
    return (*wild, *numbered)


def wild_stands_for(meld: Sequence[Card]) -> Card | None:
    """The card a meld's wild stands for, as ``meld_order`` lays it: in a run the card of
    its place (the gap, else above the top, else below the bottom); in a set the number
    in the first colour the set lacks. None for a meld without a wild (or not a meld)."""
    if not any(card.is_wild for card in meld):
        return None
    shown = meld_order(meld)
    numbered = [card for card in shown if not card.is_wild]
    if len(numbered) < 2:
        return None
    if numbered[0].rank == numbered[1].rank:
        held = {card.suit for card in numbered}
        missing = [colour for colour in Colour if colour is not Colour.W and colour not in held]
        return Card(numbered[0].rank, missing[0]) if missing else None
    place = next(i for i, card in enumerate(shown) if card.is_wild)
    lowest = numbered[0].rank - 1 if place == 0 else numbered[0].rank
    rank = lowest + place
    return Card(rank, numbered[0].suit) if 1 <= rank <= RANKS else None
