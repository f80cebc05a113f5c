"""The sets of the Rumski deck (Ginski, RULES.md section 3): the only link between
colours. Per number held twice or more, the ways of putting its cards into up to two sets
are enumerated (worked out once per number, holders and wilds, and remembered; ways that
put the same cards in sets with as many wilds are one), and each combination of them is
one XOR on the hand's mask, whose colour rows ``rumski.py`` then reads in the run tables
(``rumski_runs.py``).
"""

from __future__ import annotations

from collections.abc import Sequence

from .cards import RANKS
from .rumski_runs import (
    COLOURS,
    EVERY_COLOUR,
    GREEN_ROW,
    NUMBERED_BITS,
    PURPLE_ROW,
    ROW_MASK,
    WILD_ROW,
    YELLOW_ROW,
)

_BELOW_TOP = EVERY_COLOUR * (ROW_MASK >> 1)
_BELOW_TOP_TWO = EVERY_COLOUR * (ROW_MASK >> 2)
_ABOVE_ONE = EVERY_COLOUR * (ROW_MASK ^ 1)
_ABOVE_TWO = EVERY_COLOUR * (ROW_MASK ^ 3)
"""What keeps a mask shifted by one or two numbers, down or up, within each colour's row."""


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
NO_SETS: tuple[Combination, ...] = ((0, 0, ()),)
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


SPREAD = tuple(map(_spread, range(1 << COLOURS)))
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
    green, yellow = numbered >> GREEN_ROW & ROW_MASK, numbered >> YELLOW_ROW & ROW_MASK
    purple = numbered >> PURPLE_ROW
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


def set_combinations(numbered: int, wilds: int, prune: bool = True) -> Sequence[Combination]:
    """Every combination of set choices of the numbered cards that the wilds allow, in a
    fixed order (the first number's choices slowest). With ``prune``, choices that put
    aside a card no run can use are left out: that card would be deadwood (the same cards
    less one may need them, ``scored_combinations``)."""
    combinations: Sequence[Combination] = NO_SETS
    for number, key in _set_keys(numbered, wilds, prune):
        choices = _CHOICES.get(key) or _set_choices(number, key)
        combinations = (
            [
                (cards ^ more_cards, used + more, sets + more_sets)
                for cards, used, sets in combinations
                for more_cards, more, more_sets in choices
                if used + more <= wilds
            ]
            if combinations is not NO_SETS
            else choices
        )
    return combinations


_NO_CARDS_IN_SETS = ((0, 0),)
_CARD_CHOICES: dict[int, tuple[tuple[int, int], ...]] = {}
"""``_CHOICES`` without the sets made: (cards put in sets, wilds used)."""


def card_choices(numbered: int, wilds: int, prune: bool = False) -> Sequence[tuple[int, int]]:
    """(cards put in sets, wilds used) of every combination of set choices of the
    numbered cards that the wilds allow, as ``set_combinations`` gives them without the sets
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
