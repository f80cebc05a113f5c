"""Fast judgements of a hand, on 52-bit masks: deadwood, what the next draw may bring,
what a discard may give the opponent, and how a knock may end.
"""

from __future__ import annotations

import random

from gin_desktop.engine.cards import CARDS, cards_of
from gin_desktop.engine.layoff import lay_off
from gin_desktop.engine.melds import (
    Arrangement,
    best_discard_of_mask,
    deadwood_of_mask,
)
from gin_desktop.engine.rules import RuleSet
from gin_desktop.engine.scoring import is_undercut

from .knowledge import Knowledge


def bits_of(mask: int) -> list[int]:
    out = []
    while mask:
        low = mask & -mask
        out.append(low)
        mask ^= low
    return out


def card_of(bit: int) -> int:
    """The engine's card index of a single bit."""
    return bit.bit_length() - 1


def potential(hand10: int, deadwood: int, live: list[int]) -> float:
    """Expected fall in deadwood from drawing one of the ``live`` cards at random.

    Drawing a card can never raise the best deadwood (it can be thrown straight back),
    so this is the expected gain of a stock draw, and a measure of how many outs the
    hand has and how good they are.
    """
    if not live:
        return 0.0
    gain = 0
    for bit in live:
        after = best_discard_of_mask(hand10 | bit)[0]
        if after < deadwood:
            gain += deadwood - after
    return gain / len(live)


def card_weights(knowledge: Knowledge) -> dict[int, float]:
    """How likely each unseen card is to sit in the opponent's hand, relatively.

    Players keep cards near the ones they take and throw away cards near the ones they
    have no use for: a card next to the opponent's discards or passed cards is less
    likely to be held, one next to the cards they took more likely.
    """
    weights = {}
    discarded = bits_of(knowledge.opponent_discarded)
    passed = bits_of(knowledge.opponent_passed)
    taken = bits_of(knowledge.opponent_taken)
    for bit in bits_of(knowledge.unseen):
        weight = 1.0
        for other in discarded:
            weight *= _near(bit, other, 0.55, 0.75)
        for other in passed:
            weight *= _near(bit, other, 0.75, 0.85)
        for other in taken:
            weight *= _near(bit, other, 1.8, 1.5)
        weights[bit] = weight
    return weights


def _near(bit: int, other: int, same_rank: float, same_suit_close: float) -> float:
    a, b = CARDS[card_of(bit)], CARDS[card_of(other)]
    if a.rank == b.rank:
        return same_rank
    if a.suit == b.suit and abs(a.rank - b.rank) <= 2:
        return same_suit_close
    return 1.0


def sample_opponent_hands(
    knowledge: Knowledge,
    weights: dict[int, float],
    count: int,
    rng: random.Random,
    above: int | None = None,
) -> list[int]:
    """Opponent hands consistent with the view, drawn with the card weights.

    Weighted sampling without replacement by random keys (Efraimidis-Spirakis). With
    ``above``, hands whose deadwood is at most ``above`` are mostly rejected: an opponent
    who could have knocked and did not is rare (they may be playing for gin).
    """
    need = knowledge.opponent_unknown_count
    items = list(weights.items())
    hands: list[int] = []
    tries = 0
    while len(hands) < count and tries < 4 * count:
        tries += 1
        keyed = sorted(items, key=lambda item: rng.random() ** (1.0 / item[1]), reverse=True)
        hand = knowledge.opponent_known | sum(bit for bit, _ in keyed[:need])
        if above is None or _plausible(deadwood_of_mask(hand), above, rng):
            hands.append(hand)
    return hands


NEAR_KNOCK = 12
"""How far above the knock limit an opponent's deadwood usually is while they play on."""


def _plausible(deadwood: int, limit: int, rng: random.Random) -> bool:
    """Opponents who could knock usually do; those far from it have shed high cards."""
    if limit < deadwood <= limit + NEAR_KNOCK:
        return True
    return rng.random() < 0.15


def knock_value(
    arrangement: Arrangement, opponent_hands: list[int], rules: RuleSet, multiplier: int
) -> tuple[float, float]:
    """(expected points, chance of being undercut) of knocking now with this arrangement."""
    mine = arrangement.deadwood_points
    if mine == 0:
        return float(rules.gin_bonus * multiplier), 0.0
    total = 0.0
    undercuts = 0
    melds = arrangement.melds
    for hand in opponent_hands:
        theirs = lay_off(melds, cards_of(hand)).deadwood_points
        if is_undercut(mine, theirs, rules):
            undercuts += 1
            total -= mine - theirs + rules.undercut_bonus
        else:
            total += theirs - mine
    count = max(1, len(opponent_hands))
    return total * multiplier / count, undercuts / count
