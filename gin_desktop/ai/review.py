"""The coach's review of a finished hand: each decision of the seats reviewed, what the
search would have played instead, and the expected points the choice cost.

The hand is dealt again from its seed and its actions applied one by one; before each
action of a reviewed seat, that seat's own view of the hand is judged (``search.evaluate``,
with the hint's budget and seed), so a review never uses a card the player could not see
then. The hand is judged in its match, as the hint judged it during play: the record keeps
what the coach weighs beyond the hand (``MatchContext``: the hand's number, the score
before it, the score sheet the opponent model reads, the cut before the first hand), and
each view judged is the one the hint was asked on, so a hand played by following every
hint reviews with no cost. A move that was the only legal one is no decision and is left
out. A review may be asked a part of the hand at a time (``ReviewJob.part``), so that the
window shows its progress.

The cost of a decision is the best action's expected points less the played one's, over
the same made-up deals (never below 0). ``MARKS`` turns a cost into a word; the accuracy
of a seat over a hand (or a match) is the share of its decisions marked fine: one number
a player reads at once, that rises as their decisions do.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, field, replace

from gin_desktop.engine import (
    Action,
    Card,
    Hand,
    Knock,
    Match,
    MatchContext,
    Phase,
    PlayerView,
    RuleSet,
    actions_of,
    context_of,
)

from .coach import HINT_BUDGET, HINT_SEED
from .search import Budget, evaluate

MARKS: tuple[tuple[float, str], ...] = (
    (0.5, "fine"),
    (2.0, "inaccuracy"),
    (5.0, "mistake"),
)
"""A decision is marked by its cost in expected points: under 0.5 fine, under 2
an inaccuracy, under 5 a mistake; 5 or more a blunder."""
BLUNDER = "blunder"


def mark_of(cost: float) -> str:
    """The word for a decision that cost ``cost`` expected points."""
    return next((mark for below, mark in MARKS if cost < below), BLUNDER)


@dataclass(frozen=True)
class ReviewJob:
    """A finished hand to review, as its record keeps it."""

    rules: RuleSet
    dealer: int
    seed: str | int
    actions: tuple[Action, ...]
    players: tuple[int, ...] | None
    """The seats that played the hand (None: those the rules seat)."""
    seats: tuple[int, ...]
    """The seats whose decisions are reviewed (the window shows the people's, and the
    others' on request)."""
    game: int = 0
    """Which game of its hand it was (partnership gin: 0 or 1, as the statistics say)."""
    context: MatchContext | None = None
    """The match around the hand, as the hint weighed it; None for a record kept before
    it was (the hand is then judged as a match's first)."""
    hints: tuple[tuple[int, Action], ...] = ()
    """The hints given during the hand: (move, the move the hint advised), the move
    counted as ``Decision.move``."""
    part: tuple[int, int] | None = field(default=None, compare=False)
    """Only the decisions of moves ``first`` to ``last`` (from 1) are judged; None: all."""


@dataclass(frozen=True)
class Decision:
    """One decision of a reviewed seat."""

    move: int
    """Its place among the hand's actions, from 1."""
    seat: int
    phase: Phase
    played: Action
    best: Action
    upcard: Card | None
    """The top card of the discard pile when it was made (what "take" meant)."""
    played_points: float
    best_points: float
    cost: float
    """Expected points the choice cost (0 when it was the best)."""
    hinted: Action | None = None
    """The move the hint advised here, if one was asked."""

    @property
    def mark(self) -> str:
        return mark_of(self.cost)


@dataclass(frozen=True)
class HandReview:
    """Every decision of the reviewed seats, in the order they were made."""

    decisions: tuple[Decision, ...]

    def of(self, seat: int) -> tuple[Decision, ...]:
        return tuple(decision for decision in self.decisions if decision.seat == seat)

    def accuracy(self, seat: int) -> float | None:
        """The share of ``seat``'s decisions marked fine, 0 to 1; None without any."""
        mine = self.of(seat)
        return sum(d.mark == "fine" for d in mine) / len(mine) if mine else None


def review(job: ReviewJob, budget: Budget = HINT_BUDGET, seed: int = HINT_SEED) -> HandReview:
    """The review of ``job``'s hand. Raises ValueError for a record that does not play."""
    hand = Hand.deal(job.rules, dealer=job.dealer, seed=job.seed, players=job.players)
    first, last = job.part or (1, len(job.actions))
    hinted = dict(job.hints)
    decisions = []
    for move, action in enumerate(job.actions, start=1):
        seat = hand.to_act
        if seat is None:
            raise ValueError(f"move {move} of the record comes after the hand ended")
        view = hand.view(seat) if first <= move <= last and seat in job.seats else None
        if view is not None and len(view.legal_actions) > 1:
            if job.context is not None:
                view = job.context.view(view)
            decision = judge(view, action, move, budget, seed)
            decisions.append(replace(decision, hinted=hinted.get(move)))
        hand.apply(action, seat=seat)
    if hand.phase is not Phase.ENDED:
        raise ValueError("the record stops before the hand ends")
    return HandReview(tuple(decisions))


def judge(
    view: PlayerView,
    played: Action,
    move: int = 1,
    budget: Budget = HINT_BUDGET,
    seed: int = HINT_SEED,
) -> Decision:
    """One decision: ``played`` on ``view``, against the best the search finds there. A
    knock read back from a record names its melds: it is judged as the knock it is."""
    if isinstance(played, Knock) and played.melds is not None:
        played = Knock(played.card)
    if played not in view.legal_actions:
        raise ValueError(f"move {move} of the record is not a legal move there")
    ranked = evaluate(view, budget, seed)
    best = ranked[0]
    mine = next(value for value in ranked if value.action == played)
    if mine is not best and mine.deals < best.deals:
        # Settled early as worse, the played move met few deals: weigh the two over the
        # whole budget, the same deals for both, for a cost that is not a guess.
        whole = replace(budget, clear=math.inf)
        both = evaluate(view, whole, seed, actions=[best.action, played])
        best, mine = (next(v for v in both if v.action == a) for a in (best.action, played))
    cost = 0.0 if mine.action == best.action else max(0.0, best.points - mine.points)
    return Decision(
        move=move,
        seat=view.seat,
        phase=view.phase,
        played=played,
        best=best.action,
        upcard=view.top_discard,
        played_points=mine.points,
        best_points=best.points,
        cost=cost,
    )


class Reviewer:
    """Reviews hands through the computer players' worker: ``choose`` takes a
    ``ReviewJob`` and returns its ``HandReview``."""

    name = "reviewer"

    def choose(self, job: ReviewJob) -> HandReview:
        return review(job)


def create_reviewer(level: str, seed: int | None) -> Reviewer:
    """The worker's factory (``"gin_desktop.ai.review:create_reviewer"``)."""
    return Reviewer()


def jobs_of_hand(match: Match, seats: Sequence[int]) -> tuple[ReviewJob, ...]:
    """The games of ``match``'s hand just played in which any of ``seats`` played (one, or
    in partnership gin the person's pair's), each to review for every seat that played
    it; none while the hand is being played, nor for a game dealt from a given deck (no
    seed deals it again)."""
    jobs = (
        job_of_game(match, game)
        for game, hand in enumerate(match.hands_in_play)
        if hand.phase is Phase.ENDED and set(hand.players) & set(seats)
    )
    return tuple(job for job in jobs if job is not None)


def job_of_game(match: Match, game: int) -> ReviewJob | None:
    """Game ``game`` of ``match``'s hand (0, or in partnership gin 0 or 1), ended, to review
    for every seat that played it; None when it cannot be dealt again from its seed."""
    hand = match.hands_in_play[game]
    if hand.phase is not Phase.ENDED or hand.seed is None:
        return None
    try:
        actions = actions_of(hand)
    except ValueError:
        return None
    players = None if match.rules.seating != "partners" else tuple(hand.players)
    seed = str(hand.seed)
    return ReviewJob(
        rules=match.rules,
        dealer=hand.dealer,
        seed=seed,
        actions=actions,
        players=players,
        seats=tuple(hand.players),
        game=game,
        context=context_of(match),
    )
