"""When a computer player knocks: the knock it would make, and the checks a style asks of
it (undercut risk, the rule of thumb, a knock that wins the match).

What the levels know, measured in the arena: an opponent who knocks as soon as the limit
allows usually knocks with 6 to 10 deadwood, so a player who keeps its own deadwood low
and waits wins many of those hands back by undercut. The strong and expert levels
therefore knock early only for gin, or late in the hand when the stock is nearly gone;
the expert checks each such knock against opponent hands sampled from what it has seen.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable
from dataclasses import replace

from gin_desktop.engine import Arrangement, Knock, PlayerView

from .handeval import knock_points, knock_value
from .knowledge import Knowledge, stock_at_deal
from .levels import Style
from .sampling import hands_from_draws
from .showing import least_exposed_melds

__all__ = ["best_knock", "is_gin", "knock_to_make", "undercut_likely"]

Fresh = Callable[[PlayerView], random.Random]
"""A player's generator for a view: the same view always gets the same draws."""

UNDERCUT_SAMPLES = 60
"""Opponent hands sampled for ``Style.undercut_cap``."""
PATIENT_DRAWS = 2
"""Draws beyond their own that those hands are grown by: a patient player builds better
than plain deadwood-counting does. Against the strong level, hands grown so held 10 or
less nearly as often as its real hands did (23% against 26% with 24 to 29 cards in the
stock, 51% against 56% with 18 to 23), where hands grown by its own draws alone held it
11% and 39% of the time."""
MATCH_POINT_SURE = 0.8
"""Share of the sampled opponent hands a knock must reach the target against, to be
played for that alone."""
KNOCK_REACH = 30
"""Further from the target than this (times the hand's multiplier), no knock is looked
at for the match. Over 136 of strong's early knockable hands, it knocked 14 times when
30 points were needed and 9 times (as often as for gin alone) when 40, 50 or 60 were."""


def knock_to_make(style: Style, view: PlayerView, knowledge: Knowledge, rng: Fresh) -> Knock | None:
    """The knock this style makes now, or None to play on."""
    knocks = [a for a in view.legal_actions if isinstance(a, Knock)]
    if not knocks:
        return None
    action = best_knock(knowledge, knocks)
    kept = knowledge.solver.arrangement(knowledge.hand ^ action.card.bit)
    if kept.deadwood_points == 0:
        return action
    late = view.stock_count <= style.late_knock_stock
    if knowledge.opponent_waits:
        late = False
    if len(view.opponents) > 1:
        late = True  # against two or three players the next knock comes soon: go first
    if not late and _knock_wins_match(style, view, knowledge, kept, rng):
        return action
    if not late and kept.deadwood_points > style.knock_at_most:
        return None
    if not late and not _rule_of_thumb_knock(style, view, kept.deadwood_points):
        return None
    if style.knock_samples and not _safe_knock(style, view, knowledge, kept, rng):
        return None
    return action


def best_knock(knowledge: Knowledge, knocks: list[Knock]) -> Knock:
    """The knock leaving the least deadwood, showing the melds that take fewest lay-offs."""
    hand, solver = knowledge.hand, knowledge.solver
    best = min(knocks, key=lambda a: (solver.deadwood(hand ^ a.card.bit), -a.card.value))
    kept = solver.arrangement(hand ^ best.card.bit)
    return Knock(best.card, least_exposed_melds(solver, kept, knowledge.unseen))


def undercut_likely(
    style: Style, view: PlayerView, knowledge: Knowledge, knock: Knock, rng: Fresh
) -> bool:
    """Would this knock, short of gin, be undercut more often than the style accepts?
    Against an opponent who may wait for gin, any knock once they have drawn more than
    ``Style.patient_knock_draws`` times; before that, or against a hasty opponent, it is
    judged against opponent hands that may have waited with a knockable hand. A patient
    player (one who plays for gin while they could knock) holds such hands often, and
    the view cannot tell a patient player from a hasty one before a showdown or an
    early knock shows it."""
    if style.undercut_cap >= 1 or len(view.opponents) != 1:
        return False
    if knowledge.opponent_may_wait and knowledge.opponent_draws > style.patient_knock_draws:
        return not is_gin(knock, knowledge)
    if view.target - view.scores[view.seat] <= KNOCK_REACH * view.multiplier:
        return False  # near the target the play-outs weigh the match itself: their call
    kept = knowledge.solver.arrangement(knowledge.hand ^ knock.card.bit)
    if kept.deadwood_points == 0:
        return False
    patient = replace(knowledge, opponent_waits=True)
    hands = hands_from_draws(patient, UNDERCUT_SAMPLES, rng(view), PATIENT_DRAWS)
    _, undercut = knock_value(kept, hands, view.rules, view.multiplier)
    return undercut > style.undercut_cap


def _rule_of_thumb_knock(style: Style, view: PlayerView, deadwood: int) -> bool:
    """Knock at once early; later, only with little deadwood, for fear of an undercut."""
    turns = (stock_at_deal(view) - view.stock_count) // len(view.players)
    late = max(0, turns - style.knock_patience)
    return deadwood <= max(1, view.knock_limit - late)


def _knock_wins_match(
    style: Style, view: PlayerView, knowledge: Knowledge, kept: Arrangement, rng: Fresh
) -> bool:
    """Would this knock reach the target score against nearly every opponent hand
    sampled from what has been seen? A player who needs few points knocks for them
    rather than play on for gin and give the opponent time."""
    samples = style.match_point_samples
    needed = view.target - view.scores[view.seat]
    if not samples or needed > KNOCK_REACH * view.multiplier:
        return False
    misses_allowed = samples - math.ceil(MATCH_POINT_SURE * samples)
    for hand in hands_from_draws(knowledge, samples, rng(view)):
        points, _ = knock_points(kept, hand, view.rules)
        if points * view.multiplier < needed:
            misses_allowed -= 1
            if misses_allowed < 0:
                return False
    return True


def _safe_knock(
    style: Style, view: PlayerView, knowledge: Knowledge, kept: Arrangement, rng: Fresh
) -> bool:
    """Knock if it pays and rarely undercuts against the opponent hands the play-outs
    sample too: grown the way hands grow, weighed by how well they explain the play."""
    opponents = hands_from_draws(knowledge, style.knock_samples, rng(view))
    value, undercut = knock_value(kept, opponents, view.rules, view.multiplier)
    return value > 0 and undercut <= style.undercut_fear


def is_gin(knock: Knock, knowledge: Knowledge) -> bool:
    return knowledge.solver.deadwood(knowledge.hand ^ knock.card.bit) == 0
