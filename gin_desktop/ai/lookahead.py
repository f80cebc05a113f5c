"""Playing the hand out: how the expert checks its close decisions.

For each opponent hand sampled from what it has seen (``sampling.py``) and a shuffle of
the rest of the unseen cards as the stock, the expert plays the rest of the hand out
quickly once per choice it is weighing: itself by plain good play (take an upcard that
melds, throw away what leaves the least deadwood, knock for gin or at the end), the
opponent as the commonest kind of player (take an upcard only to meld it, knock as soon
as the limit allows). Every choice meets the same samples and the same stock, so the
differences between choices are not drowned by the luck of the draw. A choice replaces the
expert's usual one only when it does better by a clear margin over the samples.

Nothing here sees a hidden card: the samples and the stock are made up from the unseen
cards; the real ones are never read.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from functools import cache

from gin_desktop.engine import WALL, Deck, MeldSolver, RuleSet, knock_outcome, solver_for

from .handeval import bits_of
from .knowledge import Knowledge
from .layoffs import deadwood_after_lay_offs
from .sampling import hands_from_draws


@dataclass(frozen=True)
class Deal:
    """One made-up hidden state: the opponent's hand and the stock, top card last."""

    opponent: int
    stock: tuple[int, ...]


@dataclass(frozen=True)
class Table:
    """What every play-out of one decision shares."""

    rules: RuleSet
    knock_limit: int
    late_knock_stock: int
    opponent_waits: bool = False
    """The opponent waits for gin until the stock is down to ``waiter_late_stock``
    (``Knowledge.opponent_waits``); otherwise they knock as soon as the limit allows."""
    solver: MeldSolver = field(default=None)  # type: ignore[assignment]
    """The meld solver of ``rules`` (by default its own; ``remembering`` gives one that
    remembers what it has worked out)."""
    waiter_late_stock: int = 15
    """Stock left at which an opponent who waits for gin knocks whenever the limit allows
    (the search reads it from the match: ``knowledge.opponent_waiting_line``). With 10, the
    strong level, which knocks from 14 down, won 32.4% of 176 matches against the expert on
    a seed where, with 15, it won 21.6% of the same deals."""

    def __post_init__(self) -> None:
        if self.solver is None:
            object.__setattr__(self, "solver", solver_for(self.rules))


def remembering(solver: MeldSolver) -> MeldSolver:
    """``solver`` remembering every hand it has judged, for one decision's play-outs: the
    same deal played out for each choice meets the same hands again (the opponent's, until
    they take one of our discards)."""
    return replace(
        solver,
        deadwood=cache(solver.deadwood),
        arrangement=cache(solver.arrangement),
        best_discard=cache(solver.best_discard),
        meld_outs=cache(solver.meld_outs),
    )


def made_up_deals(knowledge: Knowledge, count: int, rng: random.Random) -> list[Deal]:
    """``count`` hidden states that fit the view: sampled hands, shuffled stocks. An
    unseen card beyond the opponent's hand and the stock is the knocker's face-down
    discard, during the lay-offs: it is left out of the stock."""
    unseen = bits_of(knowledge.unseen)
    deals = []
    for hand in hands_from_draws(knowledge, count, rng):
        stock = [bit for bit in unseen if not bit & hand]
        rng.shuffle(stock)
        deals.append(Deal(hand, tuple(stock[: knowledge.stock_count])))
    return deals


def melding_take(
    solver: MeldSolver, hand: int, upcard: int, deadwood: int | None = None
) -> tuple[int, int] | None:
    """Plain good play: take an upcard that melds and lowers the deadwood. Then
    (deadwood left, card to throw); ``None`` means draw from the stock. ``deadwood`` is
    the hand's own, when the caller already knows it."""
    if not solver.meld_outs(hand) & upcard:
        return None
    after, thrown = solver.best_discard(hand | upcard, upcard)
    now = solver.deadwood(hand) if deadwood is None else deadwood
    return (after, thrown) if after < now else None


def best_discard_with(
    solver: MeldSolver, hand: int, deadwood: int, drawn: int, taken: bool = False
) -> tuple[int, int]:
    """(deadwood left, card thrown) once ``drawn`` joins ``hand``, whose deadwood is
    ``deadwood``: what ``solver.best_discard`` gives for them, ``drawn`` kept when it was
    ``taken`` from the pile. A card that melds with nothing in the hand adds its value to
    whatever is kept: then it goes straight back, or the hand's own best discard goes,
    whichever leaves less; only a tie between them asks for the eleven's."""
    if solver.meld_outs(hand) & drawn:
        return (
            solver.best_discard(hand | drawn, drawn) if taken else solver.best_discard(hand | drawn)
        )
    nine, thrown = solver.best_discard(hand)
    nine += solver.values[drawn]
    if taken or nine < deadwood:
        return nine, thrown
    if deadwood < nine:
        return deadwood, drawn
    return solver.best_discard(hand | drawn)


@cache
def highest_value(deck: str) -> int:
    """The most one discard can take off a hand's deadwood with the deck called ``deck``
    (10 in the standard deck; 20, a wild, in the Rumski deck)."""
    return max(card.value for card in Deck.named(deck).cards)


def opponent_take(
    solver: MeldSolver, hand: int, deadwood: int, upcard: int, limit: int
) -> tuple[int, int] | None:
    """The modelled opponent, holding ``hand`` with ``deadwood``, takes an upcard that
    lowers their deadwood and melds or lets them knock (never one that raises it, even
    to a deadwood they could still knock with). Then (deadwood left, card
    thrown), as ``melding_take`` gives; ``None`` means they draw from the stock."""
    melds = solver.meld_outs(hand) & upcard
    # An upcard that melds with nothing stays deadwood: no knock can follow it unless the
    # deadwood is already close to the limit.
    highest = highest_value(solver.deck.name)
    if not melds and deadwood + solver.values[upcard] - highest > limit:
        return None
    after = best_discard_with(solver, hand, deadwood, upcard, taken=True)
    lower = after[0] < deadwood  # a hand that could knock takes nothing that spoils it
    return after if lower and (melds or after[0] <= limit) else None


def play_out(ours: int, deal: Deal, upcard: int, table: Table) -> int:
    """Points for us (negative: for them) when the opponent draws next, ``upcard`` on the
    pile. Each side's deadwood is carried from turn to turn, not worked out again."""
    theirs, stock, limit = deal.opponent, deal.stock, table.knock_limit
    waits = table.opponent_waits
    solver = table.solver
    their_deadwood, our_deadwood = solver.deadwood(theirs), solver.deadwood(ours)
    left = len(stock)
    while left > WALL:
        taken = opponent_take(solver, theirs, their_deadwood, upcard, limit)
        if taken is not None:
            theirs |= upcard
            their_deadwood, upcard = taken
        else:
            left -= 1
            their_deadwood, upcard = best_discard_with(solver, theirs, their_deadwood, stock[left])
            theirs |= stock[left]
        theirs ^= upcard
        if their_deadwood <= limit and (
            not waits or their_deadwood == 0 or left <= table.waiter_late_stock
        ):
            return -showdown(theirs, ours, table.rules, solver)
        if left <= WALL:
            break
        taken = melding_take(solver, ours, upcard, our_deadwood)
        if taken is not None:
            ours |= upcard
            our_deadwood, thrown = taken
        else:
            left -= 1
            our_deadwood, thrown = best_discard_with(solver, ours, our_deadwood, stock[left])
            ours |= stock[left]
        ours ^= thrown
        upcard = thrown
        if our_deadwood == 0 or (our_deadwood <= limit and left <= table.late_knock_stock):
            return showdown(ours, theirs, table.rules, solver)
    return 0


def showdown(knocker: int, defender: int, rules: RuleSet, solver: MeldSolver | None = None) -> int:
    """Points the knocker scores (negative when undercut), lay-offs counted; ``solver``
    is the rules' own unless given (``remembering``)."""
    solver = solver or solver_for(rules)
    arrangement = solver.arrangement(knocker)
    mine = arrangement.deadwood_points
    if mine == 0:
        return rules.gin_bonus + solver.deadwood(defender)
    melds = arrangement.meld_masks
    if rules.lay_offs:
        theirs = deadwood_after_lay_offs(solver, defender, melds)
    else:
        theirs = solver.deadwood(defender)
    place, won = knock_outcome(rules, mine, [theirs])
    return -won if place else won


def weigh(outcomes: Sequence[Sequence[float]], usual: int, confidence: float) -> int:
    """The index of the choice to play: the usual one unless another did better, over the
    same made-up deals, by more than ``confidence`` standard errors. ``outcomes[i][d]``
    is what choice ``i`` brought in deal ``d``: points, or a chance of winning the match."""
    means = [sum(values) / len(values) for values in outcomes]
    best = max(range(len(outcomes)), key=lambda i: (means[i], i == usual))
    if best == usual:
        return usual
    gains = [a - b for a, b in zip(outcomes[best], outcomes[usual], strict=True)]
    mean = sum(gains) / len(gains)
    spread = math.sqrt(sum((g - mean) ** 2 for g in gains) / max(1, len(gains) - 1))
    return best if mean > confidence * spread / math.sqrt(len(gains)) else usual
