"""The best discard of eleven Rumski cards (Ginski, RULES.md section 3).

The eleven candidate discards share one piece of work: the combinations of set choices
of all eleven cards, each scored once (``scored_combinations``). The ten kept after a
discard are arranged at best by one of those combinations that does not put the thrown
card in a set, with the thrown card gone from the runs (or, for a wild, one wild fewer
left to them): every combination of set choices of the ten is one of the eleven's.
Throwing a card takes at most its value off a combination's deadwood, so, least first,
once a combination leaves too much to beat the best discard so far, so do the rest.

The discards are tried in the order that breaks ties (the card of higher value first,
then the later colour; the wilds are alike, so only the highest one held). Throwing a
card takes at most its value off the eleven's least deadwood: once that bound cannot
beat the best discard so far, no later card can either, and the search of one card stops
as soon as a combination reaches it (the card is deadwood there).
"""

from __future__ import annotations

from collections.abc import Iterator

from .cards import RANKS, RUMSKI_DECK, WILD_VALUE, Card
from .melds import Arrangement
from .rumski import (
    COLOURS,
    NUMBERED_BITS,
    OFFSET,
    ROW_MASK,
    RUN_POINTS,
    WILD_BITS,
    RumskiArrangement,
    Scored,
    runs_deadwood,
    scored_combinations,
)

_NONE_YET = 1 << 30


def best_discard_of_mask(mask: int, forbidden: int = 0) -> tuple[int, int]:
    """(least deadwood left, bit of the card to discard) for a Rumski mask of eleven
    cards, never ``forbidden``. Among equal results the card of higher value goes (a
    wild before a 13), then the card of the later colour."""
    scored = scored_combinations(mask)
    total = scored[0][0]
    best = (_NONE_YET, 0)
    for bit, value in _throw_order(mask & ~forbidden):
        bound = max(total - value, 0)  # the least deadwood the ten kept could leave
        if bound >= best[0]:  # so are the later cards' bounds, and ties go to the earlier
            break
        if bit & WILD_BITS:
            points = _least_without_a_wild(mask, scored, bound, best[0])
        else:
            points = _least_without(mask, scored, bit, value, bound, best[0])
        if points < best[0]:
            best = (points, bit)
    return best


def discard_of_mask(mask: int) -> tuple[Card, Arrangement]:
    """The best discard of eleven Rumski cards and the arrangement of the ten kept (its
    combination of set choices is searched for when its melds are first read)."""
    points, bit = best_discard_of_mask(mask)
    card = RUMSKI_DECK.cards[bit.bit_length() - 1 - OFFSET]
    return card, RumskiArrangement(mask ^ bit, points)


def _least_without(
    mask: int, scored: list[Scored], bit: int, value: int, bound: int, beat: int
) -> int:
    """The least deadwood of the cards of ``mask`` less the numbered card ``bit`` (of
    ``value``), when it is less than ``beat``; else ``beat`` or more. ``bound`` is the
    least it could be: the search stops there. With no wild left to the runs, only the
    card's colour changes."""
    wilds = (mask & WILD_BITS).bit_count()
    numbered = mask >> OFFSET & NUMBERED_BITS
    gone = bit >> OFFSET
    shift = (gone.bit_length() - 1) // RANKS * RANKS  # where the card's colour starts
    in_row = gone >> shift
    none = RUN_POINTS[0]
    least = _NONE_YET
    for points, cards, used in scored:
        if points - value >= beat:  # and so do the combinations after it
            break
        if cards & gone:
            continue
        if used == wilds:
            row = (numbered ^ cards) >> shift & ROW_MASK
            points += none[row ^ in_row] - none[row]
        else:
            points = runs_deadwood(numbered ^ cards ^ gone, wilds - used)
        if points < least:
            least = points
            if points <= bound:
                break
    return least


def _least_without_a_wild(mask: int, scored: list[Scored], bound: int, beat: int) -> int:
    """As ``_least_without``, for a wild card: the combinations that leave a wild to the
    runs, tried with one wild fewer."""
    wilds = (mask & WILD_BITS).bit_count()
    numbered = mask >> OFFSET & NUMBERED_BITS
    least = _NONE_YET
    for points, cards, used in scored:
        if points - WILD_VALUE >= beat:  # and so do the combinations after it
            break
        if used == wilds:
            continue
        points = runs_deadwood(numbered ^ cards, wilds - 1 - used)
        if points < least:
            least = points
            if points <= bound:
                break
    return least


def _build_throw_places() -> tuple[list[int], list[tuple[int, int]]]:
    """The throw order as places in a mask: per colour row, its numbers at their places
    (number x colours + colour, for the first colour; shift by the colour); per place,
    (bit, value) of its card. The higher the place, the earlier the card is tried."""
    places = [0] * (1 << RANKS)
    for row in range(1, 1 << RANKS):
        low = row & -row
        places[row] = places[row ^ low] | 1 << (low.bit_length() - 1) * COLOURS
    cards = [
        (1 << (colour * RANKS + number + OFFSET), number + 1)
        for number in range(RANKS)
        for colour in range(COLOURS)
    ]
    return places, cards


_PLACES, _CARD_AT = _build_throw_places()


def _throw_order(allowed: int) -> Iterator[tuple[int, int]]:
    """(bit, value) of the cards that may go, in the order that breaks ties: the highest
    wild (they are alike), then the numbered cards from 13 down, each number's colours
    from the last."""
    wilds = allowed & WILD_BITS
    if wilds:
        yield 1 << (wilds.bit_length() - 1), WILD_VALUE
    numbered = allowed >> OFFSET & NUMBERED_BITS
    places = _PLACES  # the five colours' rows, unrolled as in rumski.py
    order = (
        places[numbered & ROW_MASK]
        | places[numbered >> RANKS & ROW_MASK] << 1
        | places[numbered >> 2 * RANKS & ROW_MASK] << 2
        | places[numbered >> 3 * RANKS & ROW_MASK] << 3
        | places[numbered >> 4 * RANKS] << 4
    )
    while order:
        top = order.bit_length() - 1
        order ^= 1 << top
        yield _CARD_AT[top]
