"""Playing a hand out at a table of three or four (Ginski): the search's model of it.

The two-seat play-out (``lookahead.py``) follows one opponent; here every seat that plays
the hand holds a made-up hand, in turn order from the searching seat's left, and the rest
of the unseen cards are the stock. Every opponent plays as the commonest kind of player
(take an upcard that melds, throw away what leaves the least deadwood, knock as soon as
the limit allows); the searching seat plays the same way, since against two or three
players the next knock comes soon. A knock is scored as the table scores it
(``knock_outcome``): the knocker against every defender, each laying off on the knocker's
melds, and an undercut scored for the defender with the least deadwood.

What a play-out is worth to the searching seat is its points less the others' average:
at a table of three, points an opponent scores bring them nearer the target as surely as
ours bring us.

Nothing here sees a hidden card: the hands and the stock are made up from the unseen
cards (``sampling.py``); the real ones are never read.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, replace

from gin_desktop.engine import WALL, MeldSolver, PlayerView, RuleSet, knock_outcome, solver_for

from .handeval import bits_of
from .knowledge import Knowledge
from .layoffs import deadwood_after_lay_offs
from .lookahead import best_discard_with, melding_take, opponent_take
from .sampling import hands_from_draws


@dataclass(frozen=True)
class TableDeal:
    """One made-up hidden state: each opponent's hand, in turn order from our left, and
    the stock, top card last."""

    opponents: tuple[int, ...]
    stock: tuple[int, ...]


def opponents_knowledge(view: PlayerView) -> list[Knowledge]:
    """What the view tells of each opponent playing the hand, in turn order."""
    return [Knowledge.from_view(view, other.seat) for other in view.opponents]


def made_up_table_deals(
    knowledge: list[Knowledge], count: int, rng: random.Random
) -> list[TableDeal]:
    """``count`` hidden states: each opponent's hand sampled in turn from what is still
    unseen once the earlier ones are dealt (each weighed by how well it explains that
    opponent's play), the rest shuffled as the stock."""
    deals = []
    for _ in range(count):
        unseen = knowledge[0].unseen
        hands = []
        for seat in knowledge:
            (hand,) = hands_from_draws(replace(seat, unseen=unseen), 1, rng)
            hands.append(hand)
            unseen &= ~hand
        stock = bits_of(unseen)
        rng.shuffle(stock)
        deals.append(TableDeal(tuple(hands), tuple(stock[: knowledge[0].stock_count])))
    return deals


def table_play_out(
    ours: int,
    deal: TableDeal,
    upcard: int,
    rules: RuleSet,
    limit: int,
    solver: MeldSolver | None = None,
) -> float:
    """Our points less the others' average when the first opponent draws next, ``upcard``
    on the pile; ``solver`` is the rules' own unless given (``lookahead.remembering``)."""
    solver = solver or solver_for(rules)
    hands = [ours, *deal.opponents]
    deadwood = [solver.deadwood(hand) for hand in hands]
    stock, left, seat = deal.stock, len(deal.stock), 1
    while left > WALL:
        hand = hands[seat]
        if seat:
            taken = opponent_take(solver, hand, deadwood[seat], upcard, limit)
        else:
            taken = melding_take(solver, hand, upcard, deadwood[seat])
        if taken is None:
            left -= 1
            taken = best_discard_with(solver, hand, deadwood[seat], stock[left])
            hand |= stock[left]
        else:
            hand |= upcard
        deadwood[seat], upcard = taken
        hands[seat] = hand ^ upcard
        if deadwood[seat] <= limit:
            return net(table_showdown(solver, hands, seat, rules))
        seat = (seat + 1) % len(hands)
    return 0.0


def table_showdown(solver: MeldSolver, hands: list[int], knocker: int, rules: RuleSet) -> list[int]:
    """Each seat's points when ``knocker`` knocks (or goes gin) with their hand."""
    arrangement = solver.arrangement(hands[knocker])
    count = len(hands)
    defenders = [hands[(knocker + step) % count] for step in range(1, count)]
    points = [0] * count
    mine = arrangement.deadwood_points
    if mine == 0:
        points[knocker] = rules.gin_bonus + sum(solver.deadwood(hand) for hand in defenders)
        return points
    melds = arrangement.meld_masks
    left = [
        deadwood_after_lay_offs(solver, hand, melds) if rules.lay_offs else solver.deadwood(hand)
        for hand in defenders
    ]
    place, won = knock_outcome(rules, mine, left)
    points[(knocker + place) % count] = won
    return points


def net(points: list[int]) -> float:
    """Seat 0's points less the average of the others'."""
    return points[0] - sum(points[1:]) / (len(points) - 1)
