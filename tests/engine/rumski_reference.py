"""Slow, obviously correct references for melds with wild cards (RULES.md section 3).

Written apart from ``engine/rumski.py`` on purpose: no per-colour tables, no set options,
no sharing of wilds. Only ``Card`` and the deck's list of cards are borrowed.

- What a meld is, from its definition: numbered cards of one number in distinct colours
  (3 to 5 cards), or of one colour whose numbers, with at most one wild standing in for
  one missing number, are consecutive; at most one wild, at least two numbered cards.
- Melds of a hand: every subset of its numbered cards of one colour or of one number,
  alone and with one wild, kept when it is a meld.
- The least deadwood: the lowest numbered card left is either deadwood or in one of the
  candidate melds that hold it; wilds not given to a meld count 20 each.
- Lay-offs: every way of giving each of the defender's cards to one of the knocker's
  melds or keeping it, kept when every grown meld is still a meld.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache
from itertools import combinations, product
from random import Random

from gin_desktop.engine.cards import Card, Deck

RUMSKI = Deck.rumski()
NUMBERED = [card for card in RUMSKI.cards if not card.is_wild]
WILDS = [card for card in RUMSKI.cards if card.is_wild]


def ref_is_meld(cards: Sequence[Card]) -> bool:
    numbered = [card for card in cards if not card.is_wild]
    wilds = len(cards) - len(numbered)
    if len(set(cards)) != len(cards) or wilds > 1 or len(numbered) < 2 or len(cards) < 3:
        return False
    if len({card.rank for card in numbered}) == 1:
        return len(cards) <= 5 and len({card.suit for card in numbered}) == len(numbered)
    if len({card.suit for card in numbered}) != 1:
        return False
    ranks = {card.rank for card in numbered}
    if len(ranks) != len(numbered):
        return False
    # the wild, if any, may be any number 1..13 not held; is some choice consecutive?
    choices = [ranks] if not wilds else [ranks | {n} for n in range(1, 14) if n not in ranks]
    return any(max(r) - min(r) == len(r) - 1 for r in choices)


def _candidates(hand: Sequence[Card]) -> list[tuple[frozenset[Card], int]]:
    """Every meld of the hand's numbered cards: (its numbered cards, wilds it takes)."""
    numbered = [card for card in hand if not card.is_wild]
    has_wild = any(card.is_wild for card in hand)
    groups = [[c for c in numbered if c.suit == suit] for suit in RUMSKI.suits]
    groups += [[c for c in numbered if c.rank == n] for n in range(1, 14)]
    found: set[tuple[frozenset[Card], int]] = set()
    for group in groups:
        for size in range(2, len(group) + 1):
            for chosen in combinations(group, size):
                if ref_is_meld(chosen):
                    found.add((frozenset(chosen), 0))
                if has_wild and ref_is_meld([*chosen, WILDS[0]]):
                    found.add((frozenset(chosen), 1))
    return sorted(found, key=lambda m: (sorted(m[0]), m[1]))


def ref_deadwood(hand: Sequence[Card]) -> int:
    """The least deadwood of a Rumski hand, by exhaustive search."""
    numbered = tuple(sorted((card for card in hand if not card.is_wild), key=lambda c: c.index))
    wilds = len(hand) - len(numbered)
    candidates = _candidates(hand)

    @cache
    def best(left: frozenset[Card], wilds_left: int) -> int:
        if not left:
            return 20 * wilds_left
        lowest = min(left, key=lambda c: c.index)
        value = lowest.value + best(left - {lowest}, wilds_left)
        for cards, takes in candidates:
            if lowest in cards and cards <= left and takes <= wilds_left:
                value = min(value, best(left - cards, wilds_left - takes))
        return value

    return best(frozenset(numbered), wilds)


def ref_lay_off_deadwood(knocker_melds: Sequence[Sequence[Card]], defender: Sequence[Card]) -> int:
    """The defender's least deadwood after laying off onto the knocker's melds: for each
    meld, every group of the defender's cards that leaves it a meld; then every choice of
    one group per meld, no card in two, the rest arranged by ``ref_deadwood``."""
    per_meld: list[list[frozenset[Card]]] = []
    for meld in knocker_melds:
        fitting = [card for card in defender if _could_join(meld, card)]
        groups = [frozenset()]
        for size in range(1, len(fitting) + 1):
            groups += [
                frozenset(g) for g in combinations(fitting, size) if ref_is_meld([*meld, *g])
            ]
        per_meld.append(groups)
    best = ref_deadwood(list(defender))
    for choice in product(*per_meld):
        laid: frozenset[Card] = frozenset().union(*choice)
        if sum(len(group) for group in choice) == len(laid) and laid:
            best = min(best, ref_deadwood([card for card in defender if card not in laid]))
    return best


def _could_join(meld: Sequence[Card], card: Card) -> bool:
    """Could ``card`` be in ``meld`` at all (of its colour or number, or a wild)?"""
    numbered = [c for c in meld if not c.is_wild]
    return (
        card.is_wild
        or all(c.suit == card.suit for c in numbered)
        or all(c.rank == card.rank for c in numbered)
    )


def random_rumski_hand(rng: Random, size: int, wilds: int) -> list[Card]:
    """``size`` cards of the Rumski deck, ``wilds`` of them wild."""
    return rng.sample(NUMBERED, size - wilds) + rng.sample(WILDS, wilds)


def random_meld(rng: Random, free: list[Card]) -> list[Card] | None:
    """A random meld of cards still in ``free`` (removed from it), or None."""
    for _ in range(50):
        wild = rng.random() < 0.3 and any(c.is_wild for c in free)
        if rng.random() < 0.5:
            suit, start = rng.choice(RUMSKI.suits), rng.randint(1, 11)
            length = rng.randint(3, 5)
            ranks = range(start, min(start + length, 14))
            meld = [c for c in free if c.suit == suit and c.rank in ranks]
        else:
            number = rng.randint(1, 13)
            meld = [c for c in free if c.rank == number and not c.is_wild][: rng.randint(3, 5)]
        if wild and len(meld) >= 3:
            meld = [*meld[1:], next(c for c in free if c.is_wild)]
        if ref_is_meld(meld):
            for card in meld:
                free.remove(card)
            return meld
    return None
