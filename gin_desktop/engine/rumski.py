"""Meld arithmetic of the Rumski deck (Ginski, RULES.md section 3): melds with wild cards,
the least-deadwood arrangement of a hand, the best discard and the cards that make melds.

A Rumski hand is a mask of the deck's bits (``Card.bit``): five rows of ``RANKS`` bits,
one per colour, then a row of the five wild cards. The wild cards are alike in play, so
the solver only counts them; an arrangement hands them out to the melds that use them.

What a meld is (section 3): a run of three or more numbers of one colour, or a set of
three to five cards of one number in different colours, in which at most one wild stands
for a missing card, and which holds at least two numbered cards.

How it is fast: per colour, a table indexed by the colour's 13-bit mask gives the least
deadwood using runs with at most ``j`` wilds, for ``j`` from 0 to ``MOST_RUN_WILDS``
(built once, by dynamic programming on the lowest card). Each used wild is counted as
``-WILD_VALUE`` in the tables, so that a hand's deadwood is the colours' sum plus the
value of every wild held. Sets are the only link between colours: per number held twice
or more, the ways of putting its cards into up to two sets are enumerated, and for each
combination the wilds left are shared among the colours (a small knapsack).
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from itertools import pairwise, product

from .cards import RANKS, RUMSKI_DECK, WILD_VALUE, Card
from .melds import Arrangement

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
_WILD_CARDS = RUMSKI_DECK.cards[WILD_ROW:]
_NO_RUN = 1 << 30


# -- what a meld is ---------------------------------------------------------------------


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


# -- the per-colour run tables ----------------------------------------------------------


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


# -- sets -------------------------------------------------------------------------------


def _build_set_options() -> dict[tuple[int, int], tuple[tuple[int, int, tuple[int, ...]], ...]]:
    """For a number's holders (a 5-bit mask of colours) and the holders that must go into
    a set if any set is made of that number (they can be in no run): every way to put its
    cards into up to two sets, as (colours put in sets, wilds used, the sets' colour masks
    with a wild flag in bit ``COLOURS``)."""
    wild_flag = 1 << COLOURS
    table: dict[tuple[int, int], tuple[tuple[int, int, tuple[int, ...]], ...]] = {}
    for holders in range(1 << COLOURS):
        subsets = [s for s in range(1, 1 << COLOURS) if s & holders == s]
        sets = [s for s in subsets if 3 <= s.bit_count() <= COLOURS]
        sets += [s | wild_flag for s in subsets if 2 <= s.bit_count() <= COLOURS - 1]
        for forced in range(1 << COLOURS):
            if forced & holders != forced:
                continue
            found: dict[tuple[int, ...], tuple[int, int, tuple[int, ...]]] = {}
            for first in sets:
                for second in [None, *sets]:
                    chosen = (first,) if second is None else tuple(sorted((first, second)))
                    cards = [s & ~wild_flag for s in chosen]
                    if len(cards) == 2 and cards[0] & cards[1]:
                        continue
                    union = sum(cards)
                    if forced & ~union:
                        continue
                    wilds = sum(1 for s in chosen if s & wild_flag)
                    found[chosen] = (union, wilds, chosen)
            table[holders, forced] = ((0, 0, ()), *found.values())
    return table


SET_OPTIONS = _build_set_options()


def _colour_rows(mask: int) -> list[int]:
    shifted = mask >> OFFSET
    return [(shifted >> (row * RANKS)) & ROW_MASK for row in range(COLOURS)]


def _run_capable(row: int) -> int:
    """The cards of a colour row that have another card of the row within two numbers:
    only they can be in a run; a card without is deadwood unless it goes into a set."""
    near = row >> 1 | row << 1 | row >> 2 | row << 2
    return row & near


# -- the solver -------------------------------------------------------------------------


Option = tuple[int, int, tuple[int, ...]]
"""One way to use a number's cards in sets: (colours put in sets, wilds used, each set's
colour mask with the wild flag in bit ``COLOURS``)."""
Plan = tuple[tuple[tuple[int, int, tuple[int, ...]], ...], tuple[int, ...]]
"""How a hand was solved: per number in sets, (number, colours, the sets' colour masks
with wild flags); and the wilds given to each colour's runs."""


def _runs(rows: Sequence[int], wilds: int) -> int:
    """Least run deadwood of the colour rows with ``wilds`` wilds to share among them.
    Only the colours that a wild helps at all share them (a small knapsack)."""
    none = RUN_POINTS[0]
    points = none[rows[0]] + none[rows[1]] + none[rows[2]] + none[rows[3]] + none[rows[4]]
    if not wilds:
        return points
    one = RUN_POINTS[1]
    helped = [row for row in rows if one[row] < none[row]]
    if not helped:
        return points
    if wilds == 1:
        return points + min(one[row] - none[row] for row in helped)
    if len(helped) == 1 and wilds >= MOST_RUN_WILDS:
        return points + RUN_POINTS[MOST_RUN_WILDS][helped[0]] - none[helped[0]]
    top = min(wilds, MOST_RUN_WILDS)
    best = [0] * (wilds + 1)  # per number of wilds: the most deadwood they take off
    for row in helped:
        base = none[row]
        column = [RUN_POINTS[j][row] - base for j in range(top + 1)]
        best = [
            min(best[k - j] + column[j] for j in range(min(k, top) + 1)) for k in range(wilds + 1)
        ]
    return points + best[wilds]


def _share_wilds(rows: Sequence[int], wilds: int) -> tuple[int, tuple[int, ...]]:
    """Least run deadwood of the colour rows with ``wilds`` wilds shared among them, and
    how many each colour gets."""
    top = min(wilds, MOST_RUN_WILDS)
    # best[k]: least deadwood of the colours so far with at most k wilds, and the shares
    best: list[tuple[int, tuple[int, ...]]] = [(0, ())] * (wilds + 1)
    for row in rows:
        column = [RUN_POINTS[j][row] for j in range(top + 1)]
        best = [
            min((best[k - j][0] + column[j], (*best[k - j][1], j)) for j in range(min(k, top) + 1))
            for k in range(wilds + 1)
        ]
    return best[wilds]


def _set_numbers(
    rows: Sequence[int], wilds: int, pruned: bool
) -> tuple[list[int], list[tuple[Option, ...]]]:
    """The numbers whose cards could go into sets, and each one's options. ``pruned``
    leaves out the options that put aside a card no run can use (it would be deadwood)."""
    candidates = 0
    for a in range(COLOURS):
        for b in range(a + 1, COLOURS):
            candidates |= rows[a] & rows[b]
    if not wilds:
        candidates &= _held_thrice(rows)
    numbers: list[int] = []
    choices: list[tuple[Option, ...]] = []
    if not candidates:
        return numbers, choices
    capable = [_run_capable(row) for row in rows] if pruned else rows
    while candidates:
        low = candidates & -candidates
        candidates ^= low
        holders = forced = 0
        for c in range(COLOURS):
            if rows[c] & low:
                holders |= 1 << c
                if not capable[c] & low:
                    forced |= 1 << c
        numbers.append(low.bit_length() - 1)
        choices.append(SET_OPTIONS[holders, forced])
    return numbers, choices


def _combinations(
    rows: Sequence[int], wilds: int, numbers: list[int], choices: list[tuple[Option, ...]]
) -> Iterator[tuple[int, list[int], tuple[Option, ...]]]:
    """Every combination of the numbers' set options that the wilds allow: (wilds used,
    the colour rows left for runs, the options)."""
    for combo in product(*choices):
        used = 0
        for option in combo:
            used += option[1]
        if used > wilds:
            continue
        free = list(rows)
        for number, option in zip(numbers, combo, strict=True):
            colours = option[0]
            while colours:
                low = colours & -colours
                colours ^= low
                free[low.bit_length() - 1] ^= 1 << number
        yield used, free, combo


def _held_thrice(rows: Sequence[int]) -> int:
    """The numbers held in three colours or more."""
    once = twice = thrice = 0
    for row in rows:
        thrice |= twice & row
        twice |= once & row
        once |= row
    return thrice


def deadwood_of_mask(mask: int) -> int:
    """Least deadwood of the cards of a Rumski mask, every card arranged."""
    wilds = (mask & WILD_BITS).bit_count()
    rows = _colour_rows(mask)
    numbers, choices = _set_numbers(rows, wilds, pruned=True)
    base = wilds * WILD_VALUE
    if not numbers:
        return base + _runs(rows, wilds)
    return base + min(
        _runs(free, wilds - used) - used * WILD_VALUE
        for used, free, _ in _combinations(rows, wilds, numbers, choices)
    )


def _solve(mask: int) -> tuple[int, Plan]:
    """(least deadwood, how) for a Rumski hand mask."""
    wilds = (mask & WILD_BITS).bit_count()
    rows = _colour_rows(mask)
    numbers, choices = _set_numbers(rows, wilds, pruned=True)
    best: tuple[int, list[int], int, tuple[Option, ...]] = (1 << 30, rows, 0, ())
    for used, free, combo in _combinations(rows, wilds, numbers, choices):
        points = _runs(free, wilds - used) - used * WILD_VALUE
        if points < best[0]:
            best = (points, free, used, combo)
    points, free, used, combo = best
    shares = _share_wilds(free, wilds - used)[1] if wilds > used else (0,) * COLOURS
    sets = tuple(
        (number, option[0], option[2])
        for number, option in zip(numbers, combo, strict=True)
        if option[0]
    )
    return wilds * WILD_VALUE + points, (sets, shares)


def arrangement_of_mask(mask: int) -> RumskiArrangement:
    points, plan = _solve(mask)
    return RumskiArrangement(mask, points, plan)


class RumskiArrangement(Arrangement):
    """A Rumski hand arranged into melds and deadwood, the wilds handed to the melds that
    use them (lowest wild first); the card tuples are built when first read."""

    __slots__ = ("_plan",)

    def __init__(self, mask: int, deadwood_points: int, plan: Plan) -> None:
        super().__init__(mask, deadwood_points, 0)
        self._plan = plan

    @property
    def melds(self) -> tuple[tuple[Card, ...], ...]:
        """Sets first (by number), then runs (by colour, low to high), as on the table."""
        if self._melds is None:
            self._melds = _meld_cards(self.mask, self._plan)
        return self._melds

    @property
    def deadwood(self) -> tuple[Card, ...]:
        """The cards in no meld, low to high, the wilds last."""
        if self._deadwood is None:
            melded = sum(card.bit for meld in self.melds for card in meld)
            left = RUMSKI_DECK.cards_of(self.mask ^ melded)
            self._deadwood = tuple(sorted(left, key=lambda c: (c.is_wild, c.rank, c.suit)))
        return self._deadwood

    @property
    def cards(self) -> tuple[Card, ...]:
        return tuple(RUMSKI_DECK.cards_of(self.mask))


def _meld_cards(mask: int, plan: Plan) -> tuple[tuple[Card, ...], ...]:
    sets, shares = plan
    wilds = [card for card in _WILD_CARDS if mask & card.bit]
    cards = RUMSKI_DECK.cards
    rows = _colour_rows(mask)
    melds: list[tuple[Card, ...]] = []
    for number, colours, chosen in sets:
        for meld in chosen:
            group = [cards[c * RANKS + number] for c in range(COLOURS) if meld >> c & 1]
            if meld >> COLOURS & 1:
                group.append(wilds.pop(0))
            melds.append(meld_order(group))
        for c in range(COLOURS):
            if colours >> c & 1:
                rows[c] ^= 1 << number
    for c, (row, share) in enumerate(zip(rows, shares, strict=True)):
        while row:
            used, wild = RUN_CHOICE[share][row]
            if not used:
                row ^= row & -row
                continue
            group = [cards[c * RANKS + n] for n in range(RANKS) if used >> n & 1]
            if wild:
                group.append(wilds.pop(0))
                share -= 1
            melds.append(meld_order(group))
            row ^= used
    return tuple(melds)


def best_discard_of_mask(mask: int, forbidden: int = 0) -> tuple[int, int]:
    """(least deadwood left, bit of the card to discard) for a Rumski mask of eleven
    cards, never ``forbidden``. Among equal results the card of higher value goes (a
    wild before a 13), then the card of the later colour.

    Every arrangement of the ten cards kept is one of the eleven's set combinations with
    the discard among the cards left for runs, so each combination is tried with each of
    its run cards thrown, changing one colour's row; the wilds are alike, so one wild is
    tried, in the same combinations (those that leave a wild unused by the sets)."""
    wilds = (mask & WILD_BITS).bit_count()
    rows = _colour_rows(mask)
    numbers, choices = _set_numbers(rows, wilds, pruned=False)
    free_bits = forbidden >> OFFSET
    allowed = mask & WILD_BITS & ~forbidden
    wild = 1 << (allowed.bit_length() - 1) if allowed else 0
    key = (1 << 30, 0, 0)
    for used, free, _ in _combinations(rows, wilds, numbers, choices):
        left = wilds - used
        base = left * WILD_VALUE
        if left > 1:
            key = min(key, _discard_by_solving(free, left, base, free_bits))
        else:
            key = min(key, _discard_from_runs(free, left, base, free_bits))
        if wild and left:  # throw the wild instead: one fewer for the runs
            thrown = (base - WILD_VALUE + _runs(free, left - 1), -WILD_VALUE, -wild)
            key = min(key, thrown)
    return key[0], -key[2]


def _discard_from_runs(
    rows: list[int], wilds: int, base: int, forbidden: int
) -> tuple[int, int, int]:
    """The best key (deadwood, -value, -bit) of throwing one run card of the rows, with
    no wild or one wild left for the runs."""
    none, one = RUN_POINTS[0], RUN_POINTS[1]
    points = [none[row] for row in rows]
    total = base + sum(points)
    gains = [one[row] - none[row] for row in rows] if wilds else [0] * COLOURS
    key = (1 << 30, 0, 0)
    for c, row in enumerate(rows):
        others = min(gains[:c] + gains[c + 1 :]) if wilds else 0
        rest = row & ~(forbidden >> (c * RANKS))
        while rest:
            low = rest & -rest
            rest ^= low
            kept = row ^ low
            gain = min(others, one[kept] - none[kept]) if wilds else 0
            after = total - points[c] + none[kept] + gain
            number = low.bit_length()
            candidate = (after, -number, -(low << (OFFSET + c * RANKS)))
            if candidate < key:
                key = candidate
    return key


def _discard_by_solving(
    rows: list[int], wilds: int, base: int, forbidden: int
) -> tuple[int, int, int]:
    """``_discard_from_runs`` when two wilds or more are left: each throw shares them anew."""
    key = (1 << 30, 0, 0)
    for c, row in enumerate(rows):
        rest = row & ~(forbidden >> (c * RANKS))
        while rest:
            low = rest & -rest
            rest ^= low
            kept = list(rows)
            kept[c] ^= low
            after = base + _runs(kept, wilds)
            key = min(key, (after, -low.bit_length(), -(low << (OFFSET + c * RANKS))))
    return key


def _value(bit: int) -> int:
    return RUMSKI_DECK.cards[bit.bit_length() - 1 - OFFSET].value


def discard_of_mask(mask: int) -> tuple[Card, Arrangement]:
    """The best discard of eleven Rumski cards and the arrangement of the ten kept."""
    _, bit = best_discard_of_mask(mask)
    kept = mask ^ bit
    return RUMSKI_DECK.cards[bit.bit_length() - 1 - OFFSET], arrangement_of_mask(kept)


def meld_outs(hand: int) -> int:
    """The cards that would make a meld with cards of ``hand``, or extend a run of it: a
    card next to two in a row or between two with a gap, a card of a number held twice;
    with a wild held, a card within two numbers of one held, or of a number held; and
    the wilds, whenever two numbered cards are near enough for a wild to join them."""
    rows = _colour_rows(hand)
    wild_held = bool(hand & WILD_BITS)
    outs = 0
    any_pair = False
    numbers = 0
    twice = 0
    for row in rows:
        twice |= numbers & row
        numbers |= row
    for c, row in enumerate(rows):
        pairs = row & row >> 1
        gaps = row & row >> 2
        near = pairs >> 1 | pairs << 2 | gaps << 1
        if wild_held:
            near |= row >> 1 | row << 1 | row >> 2 | row << 2
        any_pair = any_pair or bool(pairs | gaps)
        outs |= (near & ROW_MASK) << (OFFSET + c * RANKS)
    same = numbers if wild_held else twice
    outs |= (same * EVERY_COLOUR) << OFFSET
    if any_pair or twice:
        outs |= WILD_BITS
    return outs & ~hand
