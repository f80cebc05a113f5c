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

from gin_desktop.engine import MeldSolver

from .handeval import bits_of
from .knowledge import Knowledge

KNOCKABLE = 0.05
"""Weight of a sample that would have knocked and did not: one that could have, unless
the opponent is known to wait for gin; then one holding gin."""
ABOVE_DISCARD = 0.1
"""Weight of a sample holding deadwood of more value than the card last discarded."""
WANTED_CARD_LEFT = 0.2
"""Weight, per card, of a sample that would have melded a card its owner let go."""


def hands_from_draws(
    knowledge: Knowledge, count: int, rng: random.Random, extra_draws: int = 0
) -> list[int]:
    """``count`` opponent hands, drawn in proportion to how well they explain the play;
    ``extra_draws`` grows them further, as a player who builds better than plain
    deadwood-counting would have."""
    pool = bits_of(knowledge.unseen)
    need = knowledge.opponent_unknown_count
    wanted = knowledge.opponent_stock_draws + extra_draws
    draws = min(wanted, max(0, len(pool) - need))
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
        hand = _keep_best_ten(knowledge.solver, hand | bit, known)
    return hand


def _keep_best_ten(solver: MeldSolver, hand: int, known: int) -> int:
    """Throw away the card that leaves the least deadwood, never one known to be held."""
    _, thrown = solver.best_discard(hand)
    if not thrown & known:
        return hand ^ thrown
    free = bits_of(hand & ~known)
    return hand ^ min(free, key=lambda bit: solver.deadwood(hand ^ bit))


def knocks_with(deadwood: int, limit: int, waits: bool) -> bool:
    """Would the opponent knock with this deadwood? One who waits knocks only for gin."""
    return deadwood == 0 or (deadwood <= limit and not waits)


def _likelihood(knowledge: Knowledge, hand: int) -> float:
    solver = knowledge.solver
    weight = 1.0
    last = knowledge.opponent_last_discard
    arrangement = solver.arrangement(hand) if last else None
    deadwood = solver.deadwood(hand) if arrangement is None else arrangement.deadwood_points
    if knocks_with(deadwood, knowledge.knock_limit, knowledge.opponent_waits):
        weight *= KNOCKABLE
    if arrangement is not None:
        unmelded = hand ^ sum(arrangement.meld_masks)
        highest = max(map(solver.values.__getitem__, bits_of(unmelded)), default=0)
        if highest > solver.values[last]:
            weight *= ABOVE_DISCARD
    outs = solver.meld_outs(hand)
    let_go = (knowledge.opponent_passed | knowledge.opponent_discarded) & outs
    return weight * WANTED_CARD_LEFT ** let_go.bit_count()
