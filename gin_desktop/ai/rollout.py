"""Monte Carlo look-ahead for the expert: deal the unseen cards at random (consistent with
the view), play the hand out with a quick greedy policy for both players, and score it.

The expert compares its candidate moves on the same sampled deals (common random
numbers), which makes small differences between moves visible with few samples.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from gin_desktop.engine.cards import CARDS
from gin_desktop.engine.melds import best_discard_of_mask, deadwood_of_mask

from .handeval import bits_of, card_of


@dataclass(frozen=True)
class Deal:
    """One guess at the hidden cards: the opponent's hand and the stock, top last."""

    opponent: int
    stock: tuple[int, ...]


@dataclass(frozen=True)
class Scoring:
    knock_limit: int
    gin_bonus: int
    undercut_bonus: int
    ties_are_undercuts: bool
    wall: int = 2
    my_late_knock: int = 99
    """I knock only with gin, or once the stock is down to this many cards (99: always
    when the limit allows)."""


def sample_deals(
    opponent_hands: list[int], unseen: int, stock_count: int, rng: random.Random
) -> list[Deal]:
    deals = []
    for hand in opponent_hands:
        rest = bits_of(unseen & ~hand)
        rng.shuffle(rest)
        deals.append(Deal(hand, tuple(rest[:stock_count])))
    return deals


def _takes(hand: int, upcard: int, limit: int) -> bool:
    """The greedy draw: take the upcard when it makes a meld or allows a knock."""
    after = best_discard_of_mask(hand | upcard, upcard)[0]
    if after <= limit:
        return True
    value = CARDS[card_of(upcard)].value
    return deadwood_of_mask(hand | upcard) < deadwood_of_mask(hand) + value


def _showdown(knocker: int, defender: int, scoring: Scoring) -> int:
    """Points for the knocker (negative when undercut); lay-offs are not simulated."""
    mine = deadwood_of_mask(knocker)
    theirs = deadwood_of_mask(defender)
    if mine == 0:
        return theirs + scoring.gin_bonus
    if theirs < mine or (theirs == mine and scoring.ties_are_undercuts):
        return -(mine - theirs + scoring.undercut_bonus)
    return theirs - mine


def play_out(me: int, opponent: int, top: int, stock: tuple[int, ...], scoring: Scoring) -> int:
    """Play greedily from the opponent's draw to the end; points from my side."""
    hands = [me, opponent]
    pile_top = top
    cards = list(stock)
    turn = 1
    limit = scoring.knock_limit
    while True:
        hand = hands[turn]
        if pile_top and _takes(hand, pile_top, limit):
            hand |= pile_top
            forbidden = pile_top
        elif len(cards) > scoring.wall:
            hand |= cards.pop()
            forbidden = 0
        else:
            return 0
        after, discard = best_discard_of_mask(hand, forbidden)
        hand ^= discard
        hands[turn] = hand
        if after <= limit and (turn or after == 0 or len(cards) <= scoring.my_late_knock):
            points = _showdown(hand, hands[1 - turn], scoring)
            return points if turn == 0 else -points
        if len(cards) <= scoring.wall:
            return 0
        pile_top = discard
        turn = 1 - turn


def value_of(me: int, top: int, deals: list[Deal], scoring: Scoring) -> float:
    """Mean points of the position after my discard ``top``, over the sampled deals."""
    if not deals:
        return 0.0
    total = 0
    for deal in deals:
        total += play_out(me, deal.opponent, top, deal.stock, scoring)
    return total / len(deals)
