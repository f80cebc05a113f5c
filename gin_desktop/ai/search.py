"""The search: every legal action valued by playing the hand out against hidden states
that fit what this seat has seen.

``evaluate`` is the public judgement of a position, for the expert and for anyone who
wants to show a player what each choice is worth. For a seat to move it makes up hidden
states consistent with its PlayerView (the opponents' hands, weighed by what their takes,
passes and discards say, and a shuffle of the rest as the stock: ``sampling.py``), plays
each action out against the same states (``lookahead.py`` against one opponent,
``tableplay.py`` at a table of three or four), and reports each action's mean and its
standard error, in points for this seat and, in a match of two sides (two players, or
partnership gin's two pairs), as the chance of winning the match after the hand
(``matchodds.py``: near the target, points that reach it are worth everything).

The effort is a number of made-up deals, never a time, so every figure is reproducible
from the seed. Deals are made up a batch at a time; after each batch an action that trails
the leader by more than ``Budget.clear`` standard errors of their difference over the same
deals is settled and meets no more deals, so a decision with one clearly best action stops
early and a close one gets the whole budget.

Nothing here sees a hidden card: the states are made up from the unseen cards of the view.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace

from gin_desktop.engine import (
    Action,
    BigGin,
    Discard,
    DrawDiscard,
    DrawStock,
    FinishLayoffs,
    Knock,
    LayOff,
    MeldSolver,
    PassUpcard,
    PlayerView,
    RuleSet,
    grown_melds,
    knock_outcome,
    lay_off,
    solver_for,
)

from .knowledge import Knowledge, opponent_waiting_line
from .lookahead import (
    Deal,
    Table,
    best_discard_with,
    made_up_deals,
    play_out,
    remembering,
    showdown,
    weigh,
)
from .matchodds import MatchOdds
from .tableplay import (
    TableDeal,
    made_up_table_deals,
    net,
    opponents_knowledge,
    table_play_out,
    table_showdown,
)


@dataclass(frozen=True)
class Budget:
    """How hard the search looks: a count of made-up deals, never a time."""

    deals: int = 240
    """Most hidden states any one action is played out against."""
    batch: int = 24
    """Hidden states made up at a time; after each batch clearly worse actions stop."""
    clear: float = 2.5
    """Standard errors of the difference, over the same deals, by which an action must
    trail the leader to be settled as worse."""
    late_knock_stock: int = 3
    """In a hand of two, this seat knocks in its play-outs for gin, or with this few cards
    left in the stock."""

    def __post_init__(self) -> None:
        if self.deals < 1 or self.batch < 1:
            raise ValueError("a search plays at least one deal, a batch at a time")


@dataclass(frozen=True)
class ActionValue:
    """What one legal action is worth to the seat to move, over the deals it met."""

    action: Action
    points: float
    """Expected points for this seat from the hand, the hand's multiplier counted (at a
    table of three or four: its points less the others' average)."""
    points_error: float
    """The standard error of ``points``."""
    match_chance: float | None
    """The chance of winning the match after the hand, in a match of two sides (two
    players, or partnership gin's two pairs); else None."""
    match_error: float | None
    deals: int
    """Made-up deals the action was played out against (0: its value is certain)."""

    @property
    def value(self) -> float:
        """What the search ranks by: the match chance where the score is weighed, else
        the points."""
        return self.points if self.match_chance is None else self.match_chance


Outcome = tuple[float, float]
"""(points, value) of one action against one made-up deal."""


@dataclass
class Samples:
    """Every action's outcomes, deal by deal: the first deals of each are the same deals."""

    outcomes: dict[Action, list[Outcome]]
    alive: list[Action]
    """The actions still in contention when sampling stopped, best first."""
    weighs_match: bool

    def values(self, action: Action) -> list[float]:
        return [value for _, value in self.outcomes[action]]


def evaluate(
    view: PlayerView,
    budget: Budget | None = None,
    seed: int = 0,
    actions: Sequence[Action] | None = None,
) -> list[ActionValue]:
    """Every legal action of ``view`` (or those of ``actions``) with what it is worth,
    best first. The same view, budget and seed give the same numbers."""
    if not view.legal_actions:
        raise ValueError("it is not this seat's turn: the view offers no action")
    chosen = list(view.legal_actions if actions is None else actions)
    illegal = [action for action in chosen if action not in view.legal_actions]
    if illegal or not chosen:
        raise ValueError(f"not legal actions of this view: {illegal or 'none given'}")
    if any(isinstance(action, LayOff | FinishLayoffs) for action in chosen):
        return _settled(view, chosen)
    samples = sample(view, chosen, budget or Budget(), search_rng(seed, view))
    summaries = [_summary(action, samples) for action in chosen]
    return sorted(summaries, key=lambda value: -value.value)


def search_rng(seed: int, view: PlayerView) -> random.Random:
    """The generator of one decision: the seed and the public state, nothing hidden."""
    return random.Random(f"{seed}|{view.hand_number}|{len(view.events)}|{view.seat}")


def sample(
    view: PlayerView, actions: Sequence[Action], budget: Budget, rng: random.Random
) -> Samples:
    """Play ``actions`` out against made-up deals, a batch at a time, until one is clearly
    best or the budget is spent."""
    play, deals = _player_of(view, budget)
    weighs_match = _weighs_match(view)
    odds = MatchOdds.of(view) if weighs_match else None
    alive = list(dict.fromkeys(actions))
    outcomes: dict[Action, list[Outcome]] = {action: [] for action in alive}
    met = 0
    while met < budget.deals and (len(alive) > 1 or met == 0):
        batch = deals(min(budget.batch, budget.deals - met), rng)
        for action in alive:
            for deal in batch:
                points = view.multiplier * play(action, deal)
                value = points if odds is None else odds.after(round(points))
                outcomes[action].append((points, value))
        met += len(batch)
        alive = _still_close(alive, outcomes, budget.clear)
    return Samples(outcomes, alive, weighs_match)


def preferred(samples: Samples, usual: Action, confidence: float) -> Action:
    """The action to play: the leader, unless the ``usual`` one is still close and the
    leader beats it, over the same deals, by no more than ``confidence`` standard errors."""
    leader = samples.alive[0]
    if leader == usual or usual not in samples.alive:
        return leader
    chosen = weigh([samples.values(leader), samples.values(usual)], 1, confidence)
    return leader if chosen == 0 else usual


def _still_close(
    alive: list[Action], outcomes: dict[Action, list[Outcome]], clear: float
) -> list[Action]:
    """The leader, then every action not clearly worse than it, best first."""
    means = {action: _mean([value for _, value in outcomes[action]]) for action in alive}
    ranked = sorted(alive, key=lambda action: -means[action])
    leader = [value for _, value in outcomes[ranked[0]]]
    kept = [ranked[0]]
    for action in ranked[1:]:
        gains = [a - b for a, (_, b) in zip(leader, outcomes[action], strict=True)]
        mean, error = _mean(gains), _error(gains)
        if not (mean > clear * error or (error == 0 and mean >= 0)):
            kept.append(action)
    return kept


def _weighs_match(view: PlayerView) -> bool:
    """The match score is weighed in a hand of two players in a match of two sides: two
    players, or partnership gin's two pairs (each seat's score is its pair's; the other
    game of the hand is not modelled, its points as likely to go either way). At a table
    of three, three-handed gin's included, every seat races for itself: there points are
    the measure. Weighing the match in partnership gin, the experts against strong won
    78.0% of 400 matches instead of 76.8% on the same deals (+1.3 ±2.6 points: within
    the noise), and 2.5 points a hand fewer (docs/STRENGTH.md)."""
    if len(view.players) != 2 or view.target <= 0:
        return False
    return len(view.scores) == 2 or view.rules.seating == "partners"


PlayOut = Callable[[Action, object], float]
MakeDeals = Callable[[int, random.Random], Sequence[object]]


def play_out_knowledge(view: PlayerView) -> Knowledge:
    """What the play-outs against one opponent know of them: the view's knowledge, the
    opponent modelled as patient unless they were seen knocking early this match: waiting
    for gin until the stock is down to ``opponent_waiting_line``, their hand likely to
    hold a knock they did not make. Modelled as hasty, a patient opponent (one who plays
    for gin, as the strong level and the frozen expert do) was feared to knock at every
    turn: against the frozen expert the search won 51.2% of 600 matches, and 57.8% of 600
    once it modelled them as patient with the line read from the match (docs/STRENGTH.md
    has the rows)."""
    knowledge = Knowledge.from_view(view)
    if knowledge.opponent_may_wait and not knowledge.opponent_waits:
        return replace(knowledge, opponent_waits=True)
    return knowledge


def _player_of(view: PlayerView, budget: Budget) -> tuple[PlayOut, MakeDeals]:
    """How one action is played out against one deal, and how deals are made up."""
    if len(view.opponents) == 1:
        knowledge = play_out_knowledge(view)
        table = Table(
            rules=view.rules,
            knock_limit=view.knock_limit,
            late_knock_stock=budget.late_knock_stock,
            opponent_waits=knowledge.opponent_waits,
            solver=remembering(solver_for(view.rules)),
            waiter_late_stock=opponent_waiting_line(view),
        )

        def two(action: Action, deal: object) -> float:
            assert isinstance(deal, Deal)
            return _two_seat(view, knowledge.hand, action, deal, table)

        return two, lambda count, rng: made_up_deals(knowledge, count, rng)
    seats = opponents_knowledge(view)
    hand, solver = seats[0].hand, remembering(solver_for(view.rules))

    def many(action: Action, deal: object) -> float:
        assert isinstance(deal, TableDeal)
        return _table(view, hand, action, deal, solver)

    return many, lambda count, rng: made_up_table_deals(seats, count, rng)


def _two_seat(view: PlayerView, hand: int, action: Action, deal: Deal, table: Table) -> float:
    """Points for us of ``action`` against one opponent's made-up hand and stock."""
    solver, rules = table.solver, table.rules
    if isinstance(action, BigGin):
        return rules.big_gin_bonus + solver.deadwood(deal.opponent)
    if isinstance(action, Knock):
        return showdown(hand ^ action.card.bit, deal.opponent, rules, solver)
    if isinstance(action, Discard):
        return play_out(hand ^ action.card.bit, deal, action.card.bit, table)
    upcard = view.top_discard.bit if view.top_discard is not None else 0
    if isinstance(action, PassUpcard):
        return play_out(hand, deal, upcard, table)
    deadwood, thrown, kept, stock = _draw_and_throw(solver, hand, action, upcard, deal.stock, rules)
    if deadwood == 0 or (deadwood <= table.knock_limit and len(stock) <= table.late_knock_stock):
        return showdown(kept, deal.opponent, rules, solver)
    return play_out(kept, Deal(deal.opponent, stock), thrown, table)


def _table(
    view: PlayerView, hand: int, action: Action, deal: TableDeal, solver: MeldSolver
) -> float:
    """Our points less the others' average, at a table of three or four."""
    rules, limit = view.rules, view.knock_limit
    if isinstance(action, BigGin):
        return net(
            [
                rules.big_gin_bonus + sum(map(solver.deadwood, deal.opponents)),
                *([0] * len(deal.opponents)),
            ]
        )
    if isinstance(action, Knock):
        return net(table_showdown(solver, [hand ^ action.card.bit, *deal.opponents], 0, rules))
    if isinstance(action, Discard):
        return table_play_out(hand ^ action.card.bit, deal, action.card.bit, rules, limit, solver)
    upcard = view.top_discard.bit if view.top_discard is not None else 0
    if isinstance(action, PassUpcard):
        return table_play_out(hand, deal, upcard, rules, limit, solver)
    deadwood, thrown, kept, stock = _draw_and_throw(solver, hand, action, upcard, deal.stock, rules)
    if deadwood <= limit:
        return net(table_showdown(solver, [kept, *deal.opponents], 0, rules))
    return table_play_out(kept, TableDeal(deal.opponents, stock), thrown, rules, limit, solver)


def _draw_and_throw(
    solver: MeldSolver,
    hand: int,
    action: Action,
    upcard: int,
    stock: tuple[int, ...],
    rules: RuleSet,
) -> tuple[int, int, int, tuple[int, ...]]:
    """Play a draw, then plain good play's discard: (deadwood left, card thrown, cards
    kept, the stock after it). A card taken from the pile is not thrown back when the
    rules forbid it."""
    if isinstance(action, DrawDiscard):
        drawn, taken = upcard, rules.forbid_discarding_taken_card
    elif isinstance(action, DrawStock):
        drawn, taken, stock = stock[-1], False, stock[:-1]
    else:
        raise ValueError(f"the search cannot play {action!r} out")
    deadwood, thrown = best_discard_with(solver, hand, solver.deadwood(hand), drawn, taken)
    return deadwood, thrown, (hand | drawn) ^ thrown, stock


def _settled(view: PlayerView, actions: list[Action]) -> list[ActionValue]:
    """Lay-offs: nothing is hidden any more, so each is valued exactly against the
    knocker's deadwood, the rest of the best lay-offs following it."""
    knocker = next(other for other in view.others if other.seat == view.knocker)
    melds = view.knocker_melds
    in_melds = {card for meld in melds for card in meld}
    shown = knocker.shown or ()
    theirs = sum(card.value for card in shown if card not in in_melds)
    solver = solver_for(view.rules)
    values = []
    for action in actions:
        hand, table = list(view.hand), melds
        if isinstance(action, LayOff):
            hand.remove(action.card)
            table = grown_melds(melds, [(action.card, action.meld_index)])
        if isinstance(action, FinishLayoffs):
            left = solver.deadwood(solver.mask_of(hand))
        else:
            left = lay_off(table, hand, view.rules).deadwood_points
        place, won = knock_outcome(view.rules, theirs, [left])
        points = float(view.multiplier * (won if place else -won))
        values.append(
            ActionValue(
                action=action,
                points=points,
                points_error=0.0,
                match_chance=None,
                match_error=None,
                deals=0,
            )
        )
    return sorted(values, key=lambda value: -value.points)


def _summary(action: Action, samples: Samples) -> ActionValue:
    outcomes = samples.outcomes[action]
    points = [point for point, _ in outcomes]
    chance = samples.values(action) if samples.weighs_match else None
    return ActionValue(
        action=action,
        points=_mean(points),
        points_error=_error(points),
        match_chance=None if chance is None else _mean(chance),
        match_error=None if chance is None else _error(chance),
        deals=len(outcomes),
    )


def _mean(values: Sequence[float]) -> float:
    return sum(values) / len(values) if values else 0.0


def _error(values: Sequence[float]) -> float:
    """The standard error of the mean of ``values``."""
    count = len(values)
    if count < 2:
        return 0.0
    mean = _mean(values)
    return math.sqrt(sum((v - mean) ** 2 for v in values) / (count - 1) / count)
