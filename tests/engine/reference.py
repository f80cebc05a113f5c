"""Slow, obviously correct references for the meld solver and the lay-offs.

Written apart from the engine's algorithms on purpose: no per-suit tables, no set-choice
enumeration, no lay-off exploration. Only ``Card`` (its rank, suit, value and bit) and the
``CARDS`` tuple are borrowed from the engine.

- Melds: list every meld the hand holds (every set of 3 or 4 cards of one rank, every run
  of 3+ consecutive cards of one suit, ace low), then try every family of pairwise
  disjoint melds. The least deadwood is the hand's value minus the most value melded.
- Lay-offs: try every subset of the defender's cards and every assignment of each card
  of the subset to one of the knocker's melds; keep the assignments where every extended
  meld is still a meld (then the cards can be laid off one after another, nearest first),
  and arrange the defender's remaining cards with the meld reference.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from itertools import combinations, product
from random import Random

from gin_desktop.engine.cards import CARDS, Card


def valid_meld(cards: Iterable[Card]) -> bool:
    """3 or 4 distinct cards of one rank, or 3+ consecutive cards of one suit (ace low)."""
    group = list(cards)
    if len(group) < 3 or len(set(group)) != len(group):
        return False
    ranks = {card.rank for card in group}
    if len(ranks) == 1:
        return len(group) <= 4
    one_suit = len({card.suit for card in group}) == 1
    consecutive = len(ranks) == len(group) and max(ranks) - min(ranks) == len(group) - 1
    return one_suit and consecutive


def _all_deck_melds() -> tuple[int, ...]:
    """Bit masks of every meld the 52-card deck allows (65 sets and 264 runs)."""
    melds: list[int] = []
    for rank in range(1, 14):
        same_rank = [card for card in CARDS if card.rank == rank]
        for size in (3, 4):
            melds.extend(_mask(group) for group in combinations(same_rank, size))
    for suit in range(4):
        suited = sorted((card for card in CARDS if card.suit == suit), key=lambda c: c.rank)
        for start in range(13):
            for stop in range(start + 3, 14):
                melds.append(_mask(suited[start:stop]))
    return tuple(melds)


def _mask(cards: Iterable[Card]) -> int:
    total = 0
    for card in cards:
        total |= card.bit
    return total


def _cards(mask: int) -> tuple[Card, ...]:
    return tuple(card for card in CARDS if mask & card.bit)


def _value(mask: int) -> int:
    return sum(card.value for card in CARDS if mask & card.bit)


DECK_MELDS = _all_deck_melds()


@dataclass(frozen=True)
class RefArrangement:
    deadwood_points: int
    melds: tuple[tuple[Card, ...], ...]
    deadwood: tuple[Card, ...]


def meld_candidates(hand_mask: int) -> list[int]:
    """Every meld (as a mask) whose cards are all in the hand."""
    return [meld for meld in DECK_MELDS if meld & hand_mask == meld]


def disjoint_families(candidates: Sequence[int]) -> Iterator[tuple[int, ...]]:
    """Every family of pairwise disjoint melds, the empty family included."""

    def grow(start: int, used: int, chosen: tuple[int, ...]) -> Iterator[tuple[int, ...]]:
        yield chosen
        for i in range(start, len(candidates)):
            if not candidates[i] & used:
                yield from grow(i + 1, used | candidates[i], (*chosen, candidates[i]))

    yield from grow(0, 0, ())


def ref_arrangement(cards: Iterable[Card]) -> RefArrangement:
    """The least deadwood of a hand, by trying every disjoint family of its melds."""
    hand = _mask(cards)
    best_melded = 0
    best_family: tuple[int, ...] = ()
    for family in disjoint_families(meld_candidates(hand)):
        melded = sum(_value(meld) for meld in family)
        if melded > best_melded:
            best_melded, best_family = melded, family
    used = sum(best_family)
    return RefArrangement(
        _value(hand) - best_melded,
        tuple(_cards(meld) for meld in best_family),
        _cards(hand & ~used),
    )


def ref_deadwood(cards: Iterable[Card]) -> int:
    return ref_arrangement(cards).deadwood_points


def ref_best_discard_points(cards11: Sequence[Card]) -> int:
    """Least deadwood of the ten cards kept, over the eleven possible discards."""
    return min(ref_deadwood([c for c in cards11 if c != out]) for out in cards11)


def ref_discard_options(cards11: Sequence[Card]) -> dict[Card, int]:
    return {out: ref_deadwood([c for c in cards11 if c != out]) for out in cards11}


@dataclass(frozen=True)
class RefLayOff:
    deadwood_points: int
    laid_off: frozenset[Card]
    assignment: tuple[tuple[Card, int], ...]


def _could_extend(meld: Sequence[Card], card: Card) -> bool:
    """A loose filter (same rank as a set, same suit as a run); validity is checked later."""
    if len({c.rank for c in meld}) == 1:
        return card.rank == meld[0].rank
    return card.suit == meld[0].suit


def ref_lay_off(knocker_melds: Sequence[Sequence[Card]], defender: Sequence[Card]) -> RefLayOff:
    """Least defender deadwood over every legal assignment of cards to the knocker's melds."""
    melds = [tuple(meld) for meld in knocker_melds]
    options = [
        [None, *(i for i, meld in enumerate(melds) if _could_extend(meld, card))]
        for card in defender
    ]
    best: RefLayOff | None = None
    for choice in product(*options):
        assignment = tuple((c, i) for c, i in zip(defender, choice, strict=True) if i is not None)
        if not _assignment_valid(melds, assignment):
            continue
        laid = frozenset(card for card, _ in assignment)
        points = ref_deadwood([card for card in defender if card not in laid])
        if best is None or points < best.deadwood_points:
            best = RefLayOff(points, laid, assignment)
    assert best is not None  # laying off nothing is always valid
    return best


def _assignment_valid(
    melds: Sequence[tuple[Card, ...]], assignment: tuple[tuple[Card, int], ...]
) -> bool:
    """Every meld that receives cards is still a meld with all of them (the rest are)."""
    extended: dict[int, list[Card]] = {}
    for card, index in assignment:
        extended.setdefault(index, list(melds[index])).append(card)
    return all(valid_meld(meld) for meld in extended.values())


# Random hands for the agreement tests -------------------------------------------------


def random_hand(rng: Random, size: int) -> list[Card]:
    """``size`` cards dealt from a shuffled deck."""
    return rng.sample(CARDS, size)


def dense_hand(rng: Random, size: int) -> list[Card]:
    """``size`` cards from four or five neighbouring ranks in all suits.

    Such hands are full of sets and runs that cross each other, the cases where a
    solver must choose; uniformly dealt hands seldom hold more than one meld.
    """
    low = rng.randint(1, 9)
    window = [card for card in CARDS if low <= card.rank < low + rng.choice((4, 5))]
    return rng.sample(window, size)
