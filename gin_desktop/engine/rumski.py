"""Meld arithmetic of the Rumski deck (Ginski, RULES.md section 3): melds with wild cards,
the least-deadwood arrangement of a hand and the cards that make melds (what one meld
is, in ``rumski_melds.py``; the best discard, in ``rumski_discard.py``).

A Rumski hand is a mask of the deck's bits (``Card.bit``): five rows of ``RANKS`` bits,
one per colour, then a row of the five wild cards. The wild cards are alike in play, so
the solver only counts them; an arrangement hands them out to the melds that use them.

How it is fast: per colour, a table indexed by the colour's 13-bit mask gives the least
deadwood using runs with at most ``j`` wilds, for ``j`` from 0 to ``MOST_RUN_WILDS``
(built once, by dynamic programming on the lowest card). Each used wild is counted as
``-WILD_VALUE`` in the tables, so that a hand's deadwood is the colours' sum plus the
value of every wild held. Sets are the only link between colours: per number held twice
or more, the ways of putting its cards into up to two sets are enumerated (worked out
once per number, holders and wilds, and remembered; ways that put the same cards in sets
with as many wilds are one), and each combination of them is one XOR on the hand's mask,
whose colour rows are then read in the tables, the wilds left shared among the colours
(one wild: where it takes off most; two: both to one colour or one to each of two;
more: a small knapsack).
The search takes the first least combination, in a fixed order, so that the arrangement
shown never depends on how it was found; a caller that knows the least deadwood (the best
discard, ``rumski_discard.py``) stops it there.
"""

from __future__ import annotations

from collections.abc import Sequence

from .cards import RANKS, RUMSKI_DECK, WILD_VALUE, Card
from .melds import Arrangement
from .rumski_melds import meld_order

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
_WILD_CARDS = RUMSKI_DECK.cards[WILD_ROW:]
_EVERY_COLOUR_OF_SET = (1 << COLOURS) - 1
"""A set's colours, without its wild flag."""
_NO_RUN = 1 << 30
_NO_SHARES = (0,) * COLOURS
_ONE_SHARE = tuple(tuple(int(c == given) for c in range(COLOURS)) for given in range(COLOURS))
_SHIFTS = tuple(row * RANKS for row in range(COLOURS))
_GREEN, _YELLOW, _PURPLE = 2 * RANKS, 3 * RANKS, 4 * RANKS
"""Where the rows of the third to fifth colours start (the solver's loop is unrolled)."""
assert COLOURS == 5, "the solver's loop is unrolled for the five colours"
_BELOW_TOP = EVERY_COLOUR * (ROW_MASK >> 1)
_BELOW_TOP_TWO = EVERY_COLOUR * (ROW_MASK >> 2)
_ABOVE_ONE = EVERY_COLOUR * (ROW_MASK ^ 1)
_ABOVE_TWO = EVERY_COLOUR * (ROW_MASK ^ 3)
"""What keeps a mask shifted by one or two numbers, down or up, within each colour's row."""


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
RUN_GAINS = [
    [points - plain for points, plain in zip(row, RUN_POINTS[0], strict=True)] for row in RUN_POINTS
]
"""``RUN_POINTS[j]`` less ``RUN_POINTS[0]``: what ``j`` wilds at most take off a colour's
run deadwood (0 or less). A colour that one wild does not help, no more wilds help."""


# -- sets -------------------------------------------------------------------------------


def _build_set_options() -> dict[tuple[int, int], tuple[tuple[int, int, tuple[int, ...]], ...]]:
    """For a number's holders (a 5-bit mask of colours) and the holders that must go into
    a set if any set is made of that number (they can be in no run): every way to put its
    cards into up to two sets, as (colours put in sets, wilds used, the sets' colour masks
    with a wild flag in bit ``COLOURS``). Ways that put the same colours in sets with as
    many wilds leave the same deadwood: only the first of them is kept."""
    wild_flag = 1 << COLOURS
    table: dict[tuple[int, int], tuple[tuple[int, int, tuple[int, ...]], ...]] = {}
    for holders in range(1 << COLOURS):
        subsets = [s for s in range(1, 1 << COLOURS) if s & holders == s]
        sets = [s for s in subsets if 3 <= s.bit_count() <= COLOURS]
        sets += [s | wild_flag for s in subsets if 2 <= s.bit_count() <= COLOURS - 1]
        for forced in range(1 << COLOURS):
            if forced & holders != forced:
                continue
            found: dict[tuple[int, int], tuple[int, int, tuple[int, ...]]] = {}
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
                    found.setdefault((union, wilds), (union, wilds, chosen))
            table[holders, forced] = ((0, 0, ()), *found.values())
    return table


SET_OPTIONS = _build_set_options()
SetMelds = tuple[int, int, tuple[int, ...]]
"""The sets made of one number: (number, colours put in sets, each set's colour mask with
the wild flag in bit ``COLOURS``)."""
Combination = tuple[int, int, tuple[SetMelds | None, ...]]
"""A combination of set choices, on a hand's mask: (the cards put in sets, wilds used,
per number that could make sets, the sets made of it or None)."""
_NO_SETS: tuple[Combination, ...] = ((0, 0, ()),)
_CHOICES: dict[int, tuple[Combination, ...]] = {}
"""``SET_OPTIONS`` as combinations of one number, filled as numbers turn up: per number,
holders, holders that no run can use and most wilds (0, 1, 2), in the options' order."""
_ALONE = NUMBERED_BITS + 1
"""Where the key of ``_CHOICES`` holds the cards that no run can use."""
_MOST = _ALONE << WILD_ROW
"""Where the key of ``_CHOICES`` holds the most wilds the sets may use."""


def _spread(colours: int) -> int:
    """A mask of colours as the cards of the first number in those colours."""
    return sum(1 << (c * RANKS) for c in range(COLOURS) if colours >> c & 1)


_SPREAD = tuple(map(_spread, range(1 << COLOURS)))
"""``_spread`` of every mask of colours."""


def _gather(column: int, number: int) -> int:
    """The colours of the cards of one number in a mask of them (``_spread``'s inverse)."""
    return sum(1 << c for c in range(COLOURS) if column >> (c * RANKS + number) & 1)


def _set_choices(number: int, key: int) -> tuple[Combination, ...]:
    """The set choices of ``number`` under its ``_CHOICES`` key, remembered there."""
    column = EVERY_COLOUR << number
    holders = _gather(key & column, number)
    forced = _gather((key // _ALONE) & column, number)
    most = key // _MOST
    choices = tuple(
        (_spread(union) << number, wilds, ((number, union, chosen) if union else None,))
        for union, wilds, chosen in SET_OPTIONS[holders, forced]
        if wilds <= most
    )
    _CHOICES[key] = choices
    return choices


def _run_capable(numbered: int) -> int:
    """The numbered cards that have another card of their colour within two numbers: only
    they can be in a run; a card without is deadwood unless it goes into a set."""
    near = (
        (numbered >> 1 & _BELOW_TOP)
        | (numbered >> 2 & _BELOW_TOP_TWO)
        | (numbered << 1 & _ABOVE_ONE)
        | (numbered << 2 & _ABOVE_TWO)
    )
    return numbered & near


def _set_numbers(numbered: int, wilds: int) -> int:
    """The numbers (a row mask) whose cards could go into sets: held in three colours or
    more, or in two with a wild to make the third."""
    red, blue = numbered & ROW_MASK, numbered >> RANKS & ROW_MASK
    green, yellow = numbered >> _GREEN & ROW_MASK, numbered >> _YELLOW & ROW_MASK
    purple = numbered >> _PURPLE
    once, twice = red | blue, red & blue
    thrice = twice & green
    twice |= once & green
    once |= green
    thrice |= twice & yellow
    twice |= once & yellow
    once |= yellow
    if wilds:
        return twice | once & purple
    return thrice | twice & purple


def _set_keys(numbered: int, wilds: int, prune: bool) -> list[tuple[int, int]]:
    """(number, its ``_CHOICES`` key) of each number of the numbered cards that could make
    sets, lowest first. With ``prune``, the key says which of its cards no run can use."""
    numbers = _set_numbers(numbered, wilds)
    alone = numbered & ~_run_capable(numbered) if prune and numbers else 0
    most = min(wilds, 2) * _MOST
    keys = []
    while numbers:
        low = numbers & -numbers
        numbers ^= low
        column = low * EVERY_COLOUR
        keys.append((low.bit_length() - 1, numbered & column | (alone & column) * _ALONE | most))
    return keys


def _combinations(numbered: int, wilds: int, prune: bool = True) -> Sequence[Combination]:
    """Every combination of set choices of the numbered cards that the wilds allow, in a
    fixed order (the first number's choices slowest). With ``prune``, choices that put
    aside a card no run can use are left out: that card would be deadwood (the same cards
    less one may need them, ``scored_combinations``)."""
    combinations: Sequence[Combination] = _NO_SETS
    for number, key in _set_keys(numbered, wilds, prune):
        choices = _CHOICES.get(key) or _set_choices(number, key)
        combinations = (
            [
                (cards ^ more_cards, used + more, sets + more_sets)
                for cards, used, sets in combinations
                for more_cards, more, more_sets in choices
                if used + more <= wilds
            ]
            if combinations is not _NO_SETS
            else choices
        )
    return combinations


# -- the solver -------------------------------------------------------------------------


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
    green = free >> _GREEN & ROW_MASK
    yellow = free >> _YELLOW & ROW_MASK
    purple = free >> _PURPLE
    none = RUN_POINTS[0]
    points = none[red] + none[blue] + none[green] + none[yellow] + none[purple]
    if not wilds:
        return points
    points += wilds * WILD_VALUE
    if wilds == 1:
        one = RUN_GAINS[1]
        return points + min(one[red], one[blue], one[green], one[yellow], one[purple])
    return points + _wild_gain((red, blue, green, yellow, purple), wilds)


def arrange(mask: int, floor: int = -_NO_RUN) -> tuple[int, Combination]:
    """(least deadwood, the first combination of set choices that leaves it) for a Rumski
    hand mask. ``floor`` is a deadwood known to be the least possible, or less: the search
    stops at the first combination that reaches it.

    A combination leaves its free cards to the runs of each colour, with the wilds that
    the sets left (``runs_deadwood``)."""
    wilds = (mask & WILD_BITS).bit_count()
    numbered = mask >> OFFSET & NUMBERED_BITS
    best_points, best = _NO_RUN, _NO_SETS[0]
    for combination in _combinations(numbered, wilds):
        cards, used, _ = combination
        points = runs_deadwood(numbered ^ cards, wilds - used)
        if points < best_points:
            best_points, best = points, combination
            if points <= floor:
                break
    return best_points, best


Scored = tuple[int, int, int]
"""A combination of set choices on a hand's mask, scored: (least deadwood it leaves, the
cards put in sets, wilds used)."""


def scored_combinations(mask: int) -> list[Scored]:
    """Every combination of set choices of a Rumski hand mask, none left out for a card
    no run can use (the hand less one card may need it), with the least deadwood each
    leaves; least first (then by cards put in sets, then by wilds used)."""
    wilds = (mask & WILD_BITS).bit_count()
    numbered = mask >> OFFSET & NUMBERED_BITS
    none = RUN_POINTS[0]
    scored = []
    for cards, used in _card_choices(numbered, wilds):
        free = numbered ^ cards
        if used < wilds:
            scored.append((runs_deadwood(free, wilds - used), cards, used))
            continue
        # runs_deadwood's sum without a wild, written in place: most combinations leave
        # no wild to the runs, and the call is a good part of their cost
        points = none[free & ROW_MASK] + none[free >> RANKS & ROW_MASK]
        points += none[free >> _GREEN & ROW_MASK] + none[free >> _YELLOW & ROW_MASK]
        scored.append((points + none[free >> _PURPLE], cards, used))
    scored.sort()
    return scored


_NO_CARDS_IN_SETS = ((0, 0),)
_CARD_CHOICES: dict[int, tuple[tuple[int, int], ...]] = {}
"""``_CHOICES`` without the sets made: (cards put in sets, wilds used)."""


def _card_choices(numbered: int, wilds: int, prune: bool = False) -> Sequence[tuple[int, int]]:
    """(cards put in sets, wilds used) of every combination of set choices of the
    numbered cards that the wilds allow, as ``_combinations`` gives them without the sets
    made (lighter to build, for the callers that only score them)."""
    pairs: Sequence[tuple[int, int]] = _NO_CARDS_IN_SETS
    for number, key in _set_keys(numbered, wilds, prune):
        choices = _CARD_CHOICES.get(key)
        if choices is None:
            number_choices = _CHOICES.get(key) or _set_choices(number, key)
            choices = _CARD_CHOICES[key] = tuple((c, used) for c, used, _ in number_choices)
        pairs = (
            [
                (cards ^ more_cards, used + more)
                for cards, used in pairs
                for more_cards, more in choices
                if used + more <= wilds
            ]
            if pairs is not _NO_CARDS_IN_SETS
            else choices
        )
    return pairs


def deadwood_of_mask(mask: int) -> int:
    """Least deadwood of the cards of a Rumski mask, every card arranged (as ``arrange``,
    without the sets made)."""
    wilds = (mask & WILD_BITS).bit_count()
    numbered = mask >> OFFSET & NUMBERED_BITS
    return min(
        runs_deadwood(numbered ^ cards, wilds - used)
        for cards, used in _card_choices(numbered, wilds, prune=True)
    )


def _shares(free: int, wilds: int) -> tuple[int, ...]:
    """How many of ``wilds`` wilds each colour's runs may take, for the least run deadwood
    of the cards ``free``; among equal ways, the fewest to the earliest colours (so one
    wild goes to the last of the colours it helps most). A colour that one wild does not
    help gets none."""
    if not wilds:
        return _NO_SHARES
    rows = _colour_rows(free)
    gains = list(map(RUN_GAINS[1].__getitem__, rows))
    if wilds == 1:
        most = min(gains)
        return _ONE_SHARE[COLOURS - 1 - gains[::-1].index(most)] if most else _NO_SHARES
    helped = [c for c in range(COLOURS) if gains[c]]
    top = min(wilds, MOST_RUN_WILDS)
    # best[k]: (most taken off, the shares of the colours so far) with at most k wilds
    best: list[tuple[int, tuple[int, ...]]] = [(0, ())] * (wilds + 1)
    for c in helped:
        column = [RUN_GAINS[j][rows[c]] for j in range(top + 1)]
        best = [
            min((best[k - j][0] + column[j], (*best[k - j][1], j)) for j in range(min(k, top) + 1))
            for k in range(wilds + 1)
        ]
    given = dict(zip(helped, best[wilds][1], strict=True))
    return tuple(given.get(c, 0) for c in range(COLOURS))


def _colour_rows(numbered: int) -> tuple[int, ...]:
    return (
        numbered & ROW_MASK,
        numbered >> RANKS & ROW_MASK,
        numbered >> _GREEN & ROW_MASK,
        numbered >> _YELLOW & ROW_MASK,
        numbered >> _PURPLE & ROW_MASK,
    )


def arrangement_of_mask(mask: int, floor: int = -_NO_RUN) -> RumskiArrangement:
    """The least-deadwood arrangement of a Rumski hand mask (``floor`` as in ``arrange``)."""
    points, combination = arrange(mask, floor)
    return RumskiArrangement(mask, points, combination)


class RumskiArrangement(Arrangement):
    """A Rumski hand arranged into melds and deadwood, the wilds handed to the melds that
    use them (lowest wild first); the card tuples are built when first read. Without its
    combination of set choices (a best discard's ten kept cards, whose least deadwood is
    known), the combination is searched for then, up to that deadwood."""

    __slots__ = ("_combination", "_meld_masks")

    def __init__(
        self, mask: int, deadwood_points: int, combination: Combination | None = None
    ) -> None:
        super().__init__(mask, deadwood_points, 0)
        self._combination = combination
        self._meld_masks: tuple[int, ...] | None = None

    @property
    def meld_masks(self) -> tuple[int, ...]:
        """The melds, each as the mask of its cards (no card is built for them)."""
        if self._meld_masks is None:
            combination = self._combination
            if combination is None:
                combination = self._combination = arrange(self.mask, self.deadwood_points)[1]
            self._meld_masks = _meld_masks(self.mask, _plan(self.mask, combination))
        return self._meld_masks

    @property
    def melds(self) -> tuple[tuple[Card, ...], ...]:
        """Sets first (by number), then runs (by colour, low to high), as on the table."""
        if self._melds is None:
            self._melds = tuple(meld_order(RUMSKI_DECK.cards_of(m)) for m in self.meld_masks)
        return self._melds

    @property
    def deadwood(self) -> tuple[Card, ...]:
        """The cards in no meld, low to high, the wilds last."""
        if self._deadwood is None:
            left = RUMSKI_DECK.cards_of(self.mask ^ sum(self.meld_masks))
            self._deadwood = tuple(sorted(left, key=lambda c: (c.is_wild, c.rank, c.suit)))
        return self._deadwood

    @property
    def cards(self) -> tuple[Card, ...]:
        return tuple(RUMSKI_DECK.cards_of(self.mask))


Plan = tuple[tuple[SetMelds, ...], tuple[int, ...]]
"""How a hand is arranged: the sets made, per number in sets; and how many wilds each
colour's runs may take."""


def _plan(mask: int, combination: Combination) -> Plan:
    cards, used, sets = combination
    free = mask >> OFFSET & NUMBERED_BITS ^ cards
    wilds = (mask & WILD_BITS).bit_count()
    return tuple(melds for melds in sets if melds is not None), _shares(free, wilds - used)


def _meld_masks(mask: int, plan: Plan) -> tuple[int, ...]:
    """The melds of a plan, each as the mask of its cards, in the order they lie on the
    table; the wilds handed out lowest first."""
    sets, shares = plan
    wilds = [card.bit for card in _WILD_CARDS if mask & card.bit]
    free = mask >> OFFSET & NUMBERED_BITS
    melds: list[int] = []
    for number, colours, chosen in sets:
        for meld in chosen:
            melds.append(_SPREAD[meld & _EVERY_COLOUR_OF_SET] << number + OFFSET)
            if meld >> COLOURS & 1:
                melds[-1] |= wilds.pop(0)
        free ^= _SPREAD[colours] << number
    for shift, row, share in zip(_SHIFTS, _colour_rows(free), shares, strict=True):
        while row:
            used, wild = RUN_CHOICE[share][row]
            if not used:
                row ^= row & -row
                continue
            melds.append(used << shift + OFFSET | (wilds.pop(0) if wild else 0))
            share -= wild
            row ^= used
    return tuple(melds)


def meld_outs(hand: int) -> int:
    """The cards that would make a meld with cards of ``hand``, or extend a run of it: a
    card next to two in a row or between two with a gap, a card of a number held twice;
    with a wild held, a card within two numbers of one held, or of a number held; and
    the wilds, whenever two numbered cards are near enough for a wild to join them."""
    rows = _colour_rows(hand >> OFFSET)
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
