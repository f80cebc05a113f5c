"""Fast judgements of a hand, on masks of its deck's cards: what the next draw may bring,
and how a knock may end against the opponent hands sampled in ``sampling.py``.
"""

from __future__ import annotations

from gin_desktop.engine import (
    Arrangement,
    MeldSolver,
    RuleSet,
    knock_outcome,
    lay_off,
    solver_for,
)


def bits_of(mask: int) -> list[int]:
    out = []
    while mask:
        low = mask & -mask
        out.append(low)
        mask ^= low
    return out


def potential(solver: MeldSolver, hand10: int, deadwood: int, live: list[int]) -> float:
    """Expected fall in deadwood from drawing one of the ``live`` cards at random, to a
    hand whose deadwood is ``deadwood``.

    Drawing a card can never raise the best deadwood (it can be thrown straight back),
    so this is the expected gain of a stock draw, and a measure of how many outs the
    hand has and how good they are. A card that melds with nothing in the hand adds its
    value to whatever is kept: it is thrown back, or the best discard of the ten goes.
    """
    if not live:
        return 0.0
    gain = 0
    best_discard = solver.best_discard
    outs = solver.meld_outs(hand10)
    least_nine: int | None = None  # the ten's own best discard leaves this, once needed
    for bit in live:
        if bit & outs:
            after = best_discard(hand10 | bit)[0]
        else:
            if least_nine is None:
                least_nine = best_discard(hand10)[0]
            after = least_nine + solver.card(bit).value
        if after < deadwood:
            gain += deadwood - after
    return gain / len(live)


def knock_points(arrangement: Arrangement, opponent: int, rules: RuleSet) -> tuple[int, bool]:
    """(points the knocker scores, undercut?) against one opponent hand, their lay-offs
    counted; before the hand's multiplier. Undercut points are negative."""
    solver = solver_for(rules)
    mine = arrangement.deadwood_points
    if mine == 0:
        return rules.gin_bonus + solver.deadwood(opponent), False
    theirs = lay_off(arrangement.melds, solver.cards_of(opponent), rules).deadwood_points
    place, won = knock_outcome(rules, mine, [theirs])
    return (-won, True) if place else (won, False)


def knock_value(
    arrangement: Arrangement, opponent_hands: list[int], rules: RuleSet, multiplier: int
) -> tuple[float, float]:
    """(expected points, chance of being undercut) of knocking now with this arrangement."""
    outcomes = [knock_points(arrangement, hand, rules) for hand in opponent_hands]
    count = max(1, len(outcomes))
    undercuts = sum(1 for _, undercut in outcomes if undercut)
    return sum(points for points, _ in outcomes) * multiplier / count, undercuts / count
