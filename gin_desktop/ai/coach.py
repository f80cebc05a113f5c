"""The coach's hint: the move the search judges best for the seat to move, and why.

``hint`` asks ``search.evaluate`` for every legal action of a PlayerView (so it sees what
the player sees, nothing more) and keeps the best, the next best and how far apart they
are in expected points, with the facts a sentence needs: the deadwood the move leaves and
the meld a taken upcard joins. Words are the window's (``words/hint_words.py``).

``Coach`` answers through the same worker as the computer players (``choose`` a view,
return data), so a hint is thought in the background, never on the window's thread.
"""

from __future__ import annotations

from dataclasses import dataclass

from gin_desktop.engine import (
    Action,
    Card,
    Discard,
    DrawDiscard,
    Knock,
    PlayerView,
    best_arrangement,
)

from .search import Budget, evaluate

HINT_BUDGET = Budget(deals=144, batch=24)
"""A hint looks about as hard as the expert (a few hundred milliseconds at most)."""
HINT_SEED = 20261205
"""The hint's own seed: the same view gives the same hint."""


@dataclass(frozen=True)
class Hint:
    """The best move for a view, and what a sentence about it needs."""

    action: Action
    points: float
    """Its expected points for this seat (the hand's multiplier counted)."""
    runner_up: Action | None
    """The next best move; None when there is only one."""
    margin: float
    """How many expected points the next best trails by (0 with only one move)."""
    deadwood_after: int | None
    """The deadwood left in hand after the move (after the best discard, for a taken
    upcard); None for a move that does not settle it (drawing from the stock, passing)."""
    completes: tuple[Card, ...] = ()
    """The meld a taken upcard joins, in order; empty otherwise."""
    knock_margin: float | None = None
    """When a knock is legal but the best move is a discard: how many expected points the
    best knock trails by (what the hint advises against); None otherwise."""


def hint(view: PlayerView, budget: Budget = HINT_BUDGET, seed: int = HINT_SEED) -> Hint:
    """The best move of ``view``'s seat. Raises ValueError when it is not its turn."""
    ranked = evaluate(view, budget, seed)
    best = ranked[0]
    runner_up = ranked[1] if len(ranked) > 1 else None
    margin = best.points - runner_up.points if runner_up is not None else 0.0
    after, completes = _facts(view, best.action)
    knock = next((value for value in ranked if isinstance(value.action, Knock)), None)
    advised_against = None
    if knock is not None and isinstance(best.action, Discard):
        advised_against = max(0.0, best.points - knock.points)
    return Hint(
        action=best.action,
        points=best.points,
        runner_up=None if runner_up is None else runner_up.action,
        margin=max(0.0, margin),
        deadwood_after=after,
        completes=completes,
        knock_margin=advised_against,
    )


def _facts(view: PlayerView, action: Action) -> tuple[int | None, tuple[Card, ...]]:
    """(deadwood left, the meld a taken upcard joins) for the sentence about ``action``."""
    rules, hand = view.rules, list(view.hand)
    if isinstance(action, Discard | Knock):
        kept = [card for card in hand if card != action.card]
        return best_arrangement(kept, rules).deadwood_points, ()
    if isinstance(action, DrawDiscard) and view.top_discard is not None:
        upcard = view.top_discard
        with_it = [*hand, upcard]
        melds = best_arrangement(with_it, rules).melds
        joined = next((tuple(meld) for meld in melds if upcard in meld), ())
        least = min(
            best_arrangement([c for c in with_it if c != card], rules).deadwood_points
            for card in with_it
            if card != upcard or not rules.forbid_discarding_taken_card
        )
        return least, joined
    return None, ()


class Coach:
    """Gives hints through the computer players' worker: ``choose`` returns a ``Hint``."""

    name = "coach"

    def __init__(self, budget: Budget = HINT_BUDGET) -> None:
        self.budget = budget

    def choose(self, view: PlayerView) -> Hint:
        return hint(view, self.budget)


def create_coach(level: str, seed: int | None) -> Coach:
    """The worker's factory (``"gin_desktop.ai.coach:create_coach"``): one coach, whatever
    the level and seed it is asked with."""
    return Coach()
