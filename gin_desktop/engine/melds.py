"""Meld arithmetic of the standard deck: the least-deadwood arrangement of a hand, the
best discard, the melds a card would make, and what a set and a run are.

Pure functions over masks and cards, knowing nothing of players, phases or scores. This
module is the standard deck's meld solver (``solver.STANDARD_SOLVER`` is its seam, and the
facade's ``best_arrangement`` goes through it): it is the one place besides ``cards.py``
that knows that deck's layout, a row of ``RANKS`` bits for each of its four suits.

How it is fast enough for a computer player: a hand is a 52-bit mask, 13 bits per suit.
Runs never leave their suit, so without sets the least deadwood is the sum, over the
four suits, of a precomputed table indexed by the suit's 13-bit mask (8,192 entries,
built once at import by dynamic programming). Sets are the only link between suits;
only for a rank held in three or four suits are the set choices enumerated (none, the
four, or each three), each choice again costing four lookups. Such ranks are uncommon in
a dealt hand but held by most of the eleven-card hands a computer player's play-outs
meet (73% of those recorded), so the choices of each pattern of such cards are worked out
once and remembered.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from functools import cache
from itertools import product

from .cards import CARDS, STANDARD_DECK, Card, cards_of

SUIT_BITS = STANDARD_DECK.ranks
SUIT_MASK = (1 << SUIT_BITS) - 1
_H, _D, _C = SUIT_BITS, 2 * SUIT_BITS, 3 * SUIT_BITS
"""Where the rows of hearts, diamonds and clubs start (spades start at bit 0)."""
_ROWS = tuple(row * SUIT_BITS for row in range(len(STANDARD_DECK.suits)))
_VALUES = tuple(card.value for card in CARDS[:SUIT_BITS])
EVERY_SUIT = sum(1 << row for row in _ROWS)
"""Multiply a mask of ranks (one row) by this to get those ranks in every suit."""
_BELOW_KING = EVERY_SUIT * (SUIT_MASK >> 1)
_BELOW_QUEEN = EVERY_SUIT * (SUIT_MASK >> 2)
_ABOVE_ACE = EVERY_SUIT * (SUIT_MASK ^ 1)


def _build_run_tables() -> tuple[list[int], list[tuple[int, ...]]]:
    """For every 13-bit suit mask: least deadwood using runs only, and those runs' masks.

    The lowest card of the mask is either deadwood or the low end of a run of three or
    more, so each mask extends a smaller one already solved. Ties prefer deadwood, then
    shorter runs, which keeps the table deterministic.
    """
    size = 1 << SUIT_BITS
    points = [0] * size
    runs: list[tuple[int, ...]] = [()] * size
    for mask in range(1, size):
        low = (mask & -mask).bit_length() - 1
        best = _VALUES[low] + points[mask ^ (1 << low)]
        best_runs = runs[mask ^ (1 << low)]
        run = (1 << low) | (1 << (low + 1))
        for top in range(low + 2, SUIT_BITS):
            run |= 1 << top
            if mask & run != run:
                break
            rest = mask ^ run
            if points[rest] < best:
                best, best_runs = points[rest], (run, *runs[rest])
        points[mask], runs[mask] = best, best_runs
    return points, runs


def _build_discard_table(points: list[int]) -> list[tuple[int, int]]:
    """For every suit mask: (least run deadwood after removing one card, that card's bit).

    Among equal results the higher card goes: the same deadwood, less left to lose.
    """
    table = [(0, 0)] * (1 << SUIT_BITS)
    for mask in range(1, 1 << SUIT_BITS):
        best = (1 << 30, 0)
        rest = mask
        while rest:
            bit = rest & -rest
            rest ^= bit
            after = points[mask ^ bit]
            if after <= best[0]:  # later bits are higher ranks: they win ties
                best = (after, bit)
        table[mask] = best
    return table


RUN_POINTS, RUN_MELDS = _build_run_tables()
DISCARD_TABLE = _build_discard_table(RUN_POINTS)


def _suits(mask: int) -> tuple[int, int, int, int]:
    return (
        mask & SUIT_MASK,
        (mask >> _H) & SUIT_MASK,
        (mask >> _D) & SUIT_MASK,
        (mask >> _C) & SUIT_MASK,
    )


def _set_ranks(s: int, h: int, d: int, c: int) -> int:
    """13-bit mask of the ranks held in at least three suits."""
    return (s & h & (d | c)) | (d & c & (s | h))


def _set_choices(mask: int, ranks: int) -> list[tuple[int, ...]]:
    """Per rank held three or four times: the 52-bit masks of the sets one may make of it."""
    per_rank: list[tuple[int, ...]] = []
    while ranks:
        low = ranks & -ranks
        ranks ^= low
        held = [low << row for row in _ROWS if mask & (low << row)]
        options = [0, sum(held)]
        if len(held) == 4:
            options += [sum(held) ^ one for one in held]
        per_rank.append(tuple(options))
    return per_rank


@cache
def _set_combinations(held: int, ranks: int) -> tuple[int, ...]:
    """Every choice of sets among the ranks ``ranks`` held three or four times, the cards
    of those ranks being ``held``: each choice as the mask of its cards, no sets first.
    Remembered: a hand's choices depend on those cards alone, and there are a few tens of
    thousands of such patterns in hands of eleven cards."""
    return tuple(sum(combo) for combo in product(*_set_choices(held, ranks)))


def _set_options(mask: int, ranks: int) -> tuple[int, ...]:
    return _set_combinations(mask & ranks * EVERY_SUIT, ranks)


def _runs_points(mask: int) -> int:
    s, h, d, c = _suits(mask)
    return RUN_POINTS[s] + RUN_POINTS[h] + RUN_POINTS[d] + RUN_POINTS[c]


def _solve(mask: int) -> tuple[int, int]:
    """(least deadwood, 52-bit mask of the cards put in sets) for a hand mask."""
    s, h, d, c = _suits(mask)
    ranks = _set_ranks(s, h, d, c)
    points = RUN_POINTS[s] + RUN_POINTS[h] + RUN_POINTS[d] + RUN_POINTS[c]
    if not ranks:
        return points, 0
    best, best_sets = points, 0
    for sets in _set_options(mask, ranks)[1:]:  # the first is no sets at all
        points = _runs_points(mask ^ sets)
        if points < best:
            best, best_sets = points, sets
    return best, best_sets


def deadwood_of_mask(mask: int) -> int:
    """Least deadwood of the cards of a mask, every card arranged."""
    s, h, d, c = _suits(mask)
    if _set_ranks(s, h, d, c):
        return _solve(mask)[0]
    return RUN_POINTS[s] + RUN_POINTS[h] + RUN_POINTS[d] + RUN_POINTS[c]


class Arrangement:
    """A hand arranged into melds and deadwood, with the least deadwood possible.

    ``deadwood_points`` is known at once; the card tuples are built when first read,
    because a computer player mostly needs the number.
    """

    __slots__ = ("_deadwood", "_melds", "_set_mask", "deadwood_points", "mask")

    def __init__(self, mask: int, deadwood_points: int, set_mask: int) -> None:
        self.mask = mask
        self.deadwood_points = deadwood_points
        self._set_mask = set_mask
        self._melds: tuple[tuple[Card, ...], ...] | None = None
        self._deadwood: tuple[Card, ...] | None = None

    @property
    def melds(self) -> tuple[tuple[Card, ...], ...]:
        """Sets first (by rank), then runs (by suit, low to high); each meld low to high."""
        if self._melds is None:
            self._melds = _meld_cards(self.mask, self._set_mask)
        return self._melds

    @property
    def meld_masks(self) -> tuple[int, ...]:
        """The melds, each as the mask of its cards, in the order of ``melds`` (worked
        out from the masks: no card is built for them)."""
        return _meld_masks(self.mask, self._set_mask)

    @property
    def deadwood(self) -> tuple[Card, ...]:
        """The cards in no meld, low to high."""
        if self._deadwood is None:
            melded = sum(card.bit for meld in self.melds for card in meld)
            self._deadwood = tuple(sorted(cards_of(self.mask ^ melded)))
        return self._deadwood

    @property
    def cards(self) -> tuple[Card, ...]:
        return tuple(cards_of(self.mask))

    def __repr__(self) -> str:
        melds = " | ".join(" ".join(map(str, meld)) for meld in self.melds)
        dead = " ".join(map(str, self.deadwood))
        return f"Arrangement(melds=[{melds}], deadwood=[{dead}], points={self.deadwood_points})"


def _meld_masks(mask: int, set_mask: int) -> tuple[int, ...]:
    """What ``_meld_cards`` gives, each meld as a mask: the sets by rank, then the runs by
    suit, low to high."""
    melds = []
    ranks = (set_mask | set_mask >> _H | set_mask >> _D | set_mask >> _C) & SUIT_MASK
    while ranks:
        low = ranks & -ranks
        ranks ^= low
        melds.append(set_mask & EVERY_SUIT * low)
    free = mask ^ set_mask
    for row in _ROWS:
        for run in RUN_MELDS[(free >> row) & SUIT_MASK]:
            melds.append(run << row)
    return tuple(melds)


def _meld_cards(mask: int, set_mask: int) -> tuple[tuple[Card, ...], ...]:
    melds: list[tuple[Card, ...]] = []
    remaining_sets = set_mask
    while remaining_sets:
        low = (remaining_sets & -remaining_sets).bit_length() - 1
        rank_bits = remaining_sets & EVERY_SUIT << (low % SUIT_BITS)
        melds.append(tuple(sorted(cards_of(rank_bits), key=lambda c: c.suit)))
        remaining_sets ^= rank_bits
    melds.sort(key=lambda meld: meld[0].rank)
    for row, suit_mask in zip(_ROWS, _suits(mask ^ set_mask), strict=True):
        for run in RUN_MELDS[suit_mask]:
            melds.append(tuple(cards_of(run << row)))
    return tuple(melds)


def arrangement_of_mask(mask: int) -> Arrangement:
    points, sets = _solve(mask)
    return Arrangement(mask, points, sets)


def best_discard_of_mask(mask: int, forbidden: int = 0) -> tuple[int, int]:
    """(least deadwood left, bit of the card to discard) for a hand mask of 11 cards.

    ``forbidden`` is the bit of a card that may not go (one just taken from the pile).
    """
    s, h, d, c = _suits(mask)
    ranks = _set_ranks(s, h, d, c)
    best = _discard_key(mask, forbidden)
    if ranks:
        for sets in _set_options(mask, ranks)[1:]:  # the first is no sets at all
            key = _discard_key(mask ^ sets, forbidden)
            if key < best:
                best = key
    if best >= _NO_DISCARD:
        return 1 << 30, 0
    return best >> 6, _BIT_OF_TIE[best & 63]


_TIE = tuple(
    63 - (c.index % SUIT_BITS * len(_ROWS) + len(_ROWS) - 1 - c.index // SUIT_BITS) for c in CARDS
)
"""Per card index, the tie-break among discards leaving equal deadwood: lower goes first.
The higher card goes: by value, then rank, then the lower suit."""
_BIT_OF_TIE = {tie: 1 << index for index, tie in enumerate(_TIE)}
_NO_DISCARD = 1 << 36
_EMPTY_SUIT = 1 << 40


def _build_suit_keys(suit: int) -> tuple[int, ...]:
    """For every mask of one suit: its best discard as ``change in deadwood << 6 | tie``."""
    keys = [_EMPTY_SUIT]
    for mask in range(1, 1 << SUIT_BITS):
        after, bit = DISCARD_TABLE[mask]
        keys.append(_suit_key(suit, mask, after, bit))
    return tuple(keys)


def _suit_key(suit: int, mask: int, after: int, bit: int) -> int:
    return ((after - RUN_POINTS[mask]) << 6) + _TIE[SUIT_BITS * suit + bit.bit_length() - 1]


_SUIT_KEYS = tuple(_build_suit_keys(suit) for suit in range(len(_ROWS)))
_SPADE_KEYS, _HEART_KEYS, _DIAMOND_KEYS, _CLUB_KEYS = _SUIT_KEYS


def _discard_key(free: int, forbidden: int) -> int:
    """The best single discard from the cards not in sets, never ``forbidden``, as
    ``deadwood << 6 | tie``: one table lookup per suit, and a walk along the suit whose
    best card may not go."""
    s, h, d, c = _suits(free)
    total = (RUN_POINTS[s] + RUN_POINTS[h] + RUN_POINTS[d] + RUN_POINTS[c]) << 6
    best = min(_SPADE_KEYS[s], _HEART_KEYS[h], _DIAMOND_KEYS[d], _CLUB_KEYS[c])
    if forbidden & free and best & 63 == _TIE[forbidden.bit_length() - 1]:
        best = _key_without((s, h, d, c), forbidden)
    return total + best


def _key_without(suits: tuple[int, int, int, int], forbidden: int) -> int:
    """The best suit key when the overall best card, ``forbidden``, may not go."""
    suit = (forbidden.bit_length() - 1) // SUIT_BITS
    keys = [table[mask] for table, mask in zip(_SUIT_KEYS, suits, strict=True)]
    mask = suits[suit]
    after, bit = _second_discard(mask, forbidden >> _ROWS[suit])
    keys[suit] = _suit_key(suit, mask, after, bit) if bit else _EMPTY_SUIT
    return min(keys)


def _second_discard(suit_mask: int, forbidden: int) -> tuple[int, int]:
    """(least run deadwood after removing one card, its bit) in a suit, not ``forbidden``;
    ties go to the higher card, as in ``DISCARD_TABLE``."""
    best = (1 << 30, 0)
    rest = suit_mask ^ forbidden
    while rest:
        bit = rest & -rest
        rest ^= bit
        after = RUN_POINTS[suit_mask ^ bit]
        if after <= best[0]:
            best = (after, bit)
    return best


def meld_outs(hand: int) -> int:
    """The cards that would make a meld with two cards of ``hand``, or extend a run of it.

    Per suit: a card next to two in a row, or between two with a gap; per rank: a card of
    a rank held twice or more. All four suits at once: the masks keep shifts inside a suit.
    """
    pairs = hand & (hand >> 1) & _BELOW_KING
    gaps = hand & (hand >> 2) & _BELOW_QUEEN
    near = (pairs & _ABOVE_ACE) >> 1 | (pairs & _BELOW_QUEEN) << 2 | gaps << 1
    s, h, d, c = _suits(hand)
    twice = s & (h | d | c) | h & (d | c) | d & c
    return (near | twice * EVERY_SUIT) & ~hand


def discard_of_mask(mask: int) -> tuple[Card, Arrangement]:
    """The best discard of a mask of eleven cards and the arrangement of the ten kept:
    what ``best_discard`` gives, from a mask."""
    points, bit = best_discard_of_mask(mask)
    kept = mask ^ bit
    s, h, d, c = _suits(kept)
    sets = _solve(kept)[1] if _set_ranks(s, h, d, c) else 0
    return CARDS[bit.bit_length() - 1], Arrangement(kept, points, sets)


def knock_options(cards11: Iterable[Card]) -> dict[Card, int]:
    """For each card of an 11-card hand: the least deadwood of the ten kept if it goes."""
    mask = sum(card.bit for card in cards11)
    return {card: deadwood_of_mask(mask ^ card.bit) for card in cards_of(mask)}


def is_set(cards: Sequence[Card]) -> bool:
    """Three or four cards of one rank."""
    return 3 <= len(cards) <= 4 and len({c.rank for c in cards}) == 1 and _distinct(cards)


def is_run(cards: Sequence[Card]) -> bool:
    """Three or more consecutive cards of one suit; the ace is low only."""
    if len(cards) < 3 or len({c.suit for c in cards}) != 1 or not _distinct(cards):
        return False
    ranks = sorted(c.rank for c in cards)
    return ranks[-1] - ranks[0] == len(ranks) - 1


def _distinct(cards: Sequence[Card]) -> bool:
    return len(set(cards)) == len(cards)


def forms_standard_meld(cards: Sequence[Card]) -> bool:
    """A set or a run of the standard deck (the standard solver's ``forms_meld``)."""
    return is_set(cards) or is_run(cards)
