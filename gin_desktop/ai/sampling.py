"""Opponent hands that fit what this seat has seen, built the way hands grow at the table.

A hand is not a random ten of the unseen cards: a player who has drawn from the stock k
times kept the best ten of their first ten and those k cards. So a sample is dealt ten
unseen cards, then draws k more, each time throwing away the card that leaves the least
deadwood. The samples are then weighed by how well they explain the opponent's own play:
an opponent who could have knocked usually does; one who discarded a card usually held
nothing of higher value; a card they passed or threw away rarely made a meld with their
hand. Everything here reads the Knowledge, which reads the PlayerView alone.
"""

from __future__ import annotations

import random

from gin_desktop.engine.cards import CARDS
from gin_desktop.engine.melds import arrangement_of_mask, best_discard_of_mask, deadwood_of_mask

from .handeval import bits_of, card_of
from .knowledge import Knowledge

SUIT = (1 << 13) - 1

KNOCKABLE = 0.05
"""Weight of a sample that could have knocked and did not (a player waiting for gin)."""
ABOVE_DISCARD = 0.1
"""Weight of a sample holding deadwood of more value than the card last discarded."""
WANTED_CARD_LEFT = 0.2
"""Weight, per card, of a sample that would have melded a card its owner let go."""


EVERY_SUIT = 1 | 1 << 13 | 1 << 26 | 1 << 39
"""Multiply a 13-bit mask of ranks by this to get those ranks in all four suits."""
RANKS_BELOW_KING = EVERY_SUIT * ((1 << 12) - 1)
RANKS_BELOW_QUEEN = EVERY_SUIT * ((1 << 11) - 1)
RANKS_ABOVE_ACE = EVERY_SUIT * (SUIT ^ 1)


def meld_outs(hand: int) -> int:
    """The cards that would make a meld with two cards of ``hand``, or extend a run of it.

    Per suit: a card next to two in a row, or between two with a gap; per rank: a card of
    a rank held twice or more. All four suits at once: the masks keep shifts inside a suit.
    """
    pairs = hand & (hand >> 1) & RANKS_BELOW_KING
    gaps = hand & (hand >> 2) & RANKS_BELOW_QUEEN
    near = (pairs & RANKS_ABOVE_ACE) >> 1 | (pairs & RANKS_BELOW_QUEEN) << 2 | gaps << 1
    s, h, d, c = (hand >> (13 * i) & SUIT for i in range(4))
    twice = s & (h | d | c) | h & (d | c) | d & c
    return (near | twice * EVERY_SUIT) & ~hand


def hands_from_draws(knowledge: Knowledge, count: int, rng: random.Random) -> list[int]:
    """``count`` opponent hands, drawn in proportion to how well they explain the play."""
    pool = bits_of(knowledge.unseen)
    need = knowledge.opponent_unknown_count
    draws = min(knowledge.opponent_stock_draws, max(0, len(pool) - need))
    candidates = [_grown_hand(knowledge, pool, need, draws, rng) for _ in range(2 * count)]
    weights = [_likelihood(knowledge, hand) for hand in candidates]
    return rng.choices(candidates, weights=weights, k=count)


def _grown_hand(
    knowledge: Knowledge, pool: list[int], need: int, draws: int, rng: random.Random
) -> int:
    known = knowledge.opponent_known
    cards = rng.sample(pool, need + draws)
    hand = known | sum(cards[:need])
    for bit in cards[need:]:
        hand = _keep_best_ten(hand | bit, known)
    return hand


def _keep_best_ten(hand: int, known: int) -> int:
    """Throw away the card that leaves the least deadwood, never one known to be held."""
    _, thrown = best_discard_of_mask(hand)
    if not thrown & known:
        return hand ^ thrown
    free = bits_of(hand & ~known)
    return hand ^ min(free, key=lambda bit: deadwood_of_mask(hand ^ bit))


def _likelihood(knowledge: Knowledge, hand: int) -> float:
    weight = 1.0
    if deadwood_of_mask(hand) <= knowledge.knock_limit:
        weight *= KNOCKABLE
    last = knowledge.opponent_last_discard
    if last:
        highest = max((card.value for card in arrangement_of_mask(hand).deadwood), default=0)
        if highest > CARDS[card_of(last)].value:
            weight *= ABOVE_DISCARD
    outs = meld_outs(hand)
    let_go = (knowledge.opponent_passed | knowledge.opponent_discarded) & outs
    return weight * WANTED_CARD_LEFT ** let_go.bit_count()
