"""The best discard of eleven Rumski cards (Ginski, RULES.md section 3).

The eleven candidate discards share one piece of work: the arrangement of all eleven
cards. Throwing a card takes at most its value off their least deadwood (the ten kept,
arranged as they are best, plus the thrown card as deadwood, are an arrangement of the
eleven), and exactly its value when it is deadwood in that arrangement. So the discards
are tried in the order that breaks ties (the card of higher value first, then the later
colour; the wilds are alike, so only the highest one held), a card left as deadwood needs
no search, and a melded card is searched only while its bound can still beat the best
discard so far; the search of the ten kept stops as soon as it reaches that bound.
"""

from __future__ import annotations

from collections.abc import Iterator

from .cards import RANKS, RUMSKI_DECK, WILD_VALUE, Card
from .melds import Arrangement
from .rumski import (
    EVERY_COLOUR,
    NUMBERED_BITS,
    OFFSET,
    WILD_BITS,
    Combination,
    RumskiArrangement,
    arrange,
    deadwood_cards,
)

_NONE_YET = 1 << 30


def best_discard_of_mask(mask: int, forbidden: int = 0) -> tuple[int, int]:
    """(least deadwood left, bit of the card to discard) for a Rumski mask of eleven
    cards, never ``forbidden``. Among equal results the card of higher value goes (a
    wild before a 13), then the card of the later colour."""
    points, bit, _ = _best_discard(mask, forbidden)
    return points, bit


def discard_of_mask(mask: int) -> tuple[Card, Arrangement]:
    """The best discard of eleven Rumski cards and the arrangement of the ten kept."""
    points, bit, combination = _best_discard(mask, 0)
    card = RUMSKI_DECK.cards[bit.bit_length() - 1 - OFFSET]
    return card, RumskiArrangement(mask ^ bit, points, combination)


def _best_discard(mask: int, forbidden: int) -> tuple[int, int, Combination | None]:
    """(least deadwood left, bit of the card to discard, and the first combination of set
    choices that arranges the ten kept, when it was searched for; else None)."""
    total, combination = arrange(mask)
    dead = deadwood_cards(mask, combination)
    best: tuple[int, int, Combination | None] = (_NONE_YET, 0, None)
    for bit, value in _throw_order(mask & ~forbidden):
        bound = max(total - value, 0)  # the least deadwood the ten kept could leave
        if bound >= best[0]:  # so are the later cards' bounds, and ties go to the earlier
            break
        if bit & dead:  # the eleven's arrangement, less this card, leaves the bound
            best = (bound, bit, None)
            continue
        points, kept = arrange(mask ^ bit, bound)
        if points < best[0]:
            best = (points, bit, kept)
    return best


def _throw_order(allowed: int) -> Iterator[tuple[int, int]]:
    """(bit, value) of the cards that may go, in the order that breaks ties: the highest
    wild (they are alike), then the numbered cards from 13 down, each number's colours
    from the last."""
    wilds = allowed & WILD_BITS
    if wilds:
        yield 1 << (wilds.bit_length() - 1), WILD_VALUE
    numbered = allowed >> OFFSET & NUMBERED_BITS
    for number in range(RANKS - 1, -1, -1):
        column = numbered & EVERY_COLOUR << number
        while column:
            bit = 1 << (column.bit_length() - 1)
            column ^= bit
            yield bit << OFFSET, number + 1  # a numbered card counts its number
