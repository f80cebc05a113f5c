"""Meld arithmetic of the Rumski deck (Ginski, RULES.md section 3): the least-deadwood
arrangement of a hand with wild cards, and the cards that make melds (what one meld is,
in ``rumski_melds.py``; the best discard, in ``rumski_discard.py``).

A Rumski hand is a mask of the deck's bits (``Card.bit``): five rows of ``RANKS`` bits,
one per colour, then a row of the five wild cards (``rumski_runs.py``). The wild cards are
alike in play, so the solver only counts them; an arrangement hands them out to the melds
that use them.

How it is fast: per colour, a table gives the least deadwood of the colour's runs with at
most ``j`` wilds (``rumski_runs.py``). Sets are the only link between colours: each
combination of set choices (``rumski_sets.py``) is one XOR on the hand's mask, whose colour
rows are then read in the tables, the wilds left shared among the colours (one wild: where
it takes off most; two: both to one colour or one to each of two; more: a small knapsack).
The search takes the first least combination, in a fixed order, so that the arrangement
shown never depends on how it was found; a caller that knows the least deadwood (the best
discard, ``rumski_discard.py``) stops it there.
"""

from __future__ import annotations

from .cards import RANKS, RUMSKI_DECK, Card
from .melds import Arrangement
from .rumski_melds import meld_order
from .rumski_runs import (
    COLOURS,
    EVERY_COLOUR,
    GREEN_ROW,
    MOST_RUN_WILDS,
    NUMBERED_BITS,
    OFFSET,
    PURPLE_ROW,
    ROW_MASK,
    RUN_CHOICE,
    RUN_GAINS,
    RUN_POINTS,
    WILD_BITS,
    WILD_ROW,
    YELLOW_ROW,
    colour_rows,
    runs_deadwood,
)
from .rumski_sets import NO_SETS, SPREAD, Combination, SetMelds, card_choices, set_combinations

__all__ = [
    "COLOURS",
    "EVERY_COLOUR",
    "NUMBERED_BITS",
    "OFFSET",
    "ROW_MASK",
    "RUN_POINTS",
    "WILD_BITS",
    "RumskiArrangement",
    "Scored",
    "arrange",
    "arrangement_of_mask",
    "deadwood_of_mask",
    "meld_outs",
    "runs_deadwood",
    "scored_combinations",
]

_WILD_CARDS = RUMSKI_DECK.cards[WILD_ROW:]
_EVERY_COLOUR_OF_SET = (1 << COLOURS) - 1
"""A set's colours, without its wild flag."""
_NO_RUN = 1 << 30
_NO_SHARES = (0,) * COLOURS
_ONE_SHARE = tuple(tuple(int(c == given) for c in range(COLOURS)) for given in range(COLOURS))
_SHIFTS = tuple(row * RANKS for row in range(COLOURS))


def arrange(mask: int, floor: int = -_NO_RUN) -> tuple[int, Combination]:
    """(least deadwood, the first combination of set choices that leaves it) for a Rumski
    hand mask. ``floor`` is a deadwood known to be the least possible, or less: the search
    stops at the first combination that reaches it.

    A combination leaves its free cards to the runs of each colour, with the wilds that
    the sets left (``runs_deadwood``)."""
    wilds = (mask & WILD_BITS).bit_count()
    numbered = mask >> OFFSET & NUMBERED_BITS
    best_points, best = _NO_RUN, NO_SETS[0]
    for combination in set_combinations(numbered, wilds):
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
    for cards, used in card_choices(numbered, wilds):
        free = numbered ^ cards
        if used < wilds:
            scored.append((runs_deadwood(free, wilds - used), cards, used))
            continue
        # runs_deadwood's sum without a wild, written in place: most combinations leave
        # no wild to the runs, and the call is a good part of their cost
        points = none[free & ROW_MASK] + none[free >> RANKS & ROW_MASK]
        points += none[free >> GREEN_ROW & ROW_MASK] + none[free >> YELLOW_ROW & ROW_MASK]
        scored.append((points + none[free >> PURPLE_ROW], cards, used))
    scored.sort()
    return scored


def deadwood_of_mask(mask: int) -> int:
    """Least deadwood of the cards of a Rumski mask, every card arranged (as ``arrange``,
    without the sets made)."""
    wilds = (mask & WILD_BITS).bit_count()
    numbered = mask >> OFFSET & NUMBERED_BITS
    return min(
        runs_deadwood(numbered ^ cards, wilds - used)
        for cards, used in card_choices(numbered, wilds, prune=True)
    )


def _shares(free: int, wilds: int) -> tuple[int, ...]:
    """How many of ``wilds`` wilds each colour's runs may take, for the least run deadwood
    of the cards ``free``; among equal ways, the fewest to the earliest colours (so one
    wild goes to the last of the colours it helps most). A colour that one wild does not
    help gets none."""
    if not wilds:
        return _NO_SHARES
    rows = colour_rows(free)
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
            melds.append(SPREAD[meld & _EVERY_COLOUR_OF_SET] << number + OFFSET)
            if meld >> COLOURS & 1:
                melds[-1] |= wilds.pop(0)
        free ^= SPREAD[colours] << number
    for shift, row, share in zip(_SHIFTS, colour_rows(free), shares, strict=True):
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
    rows = colour_rows(hand >> OFFSET)
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
