"""Card reading: the opponent hands the expert samples explain the opponent's play."""

from __future__ import annotations

import random
from dataclasses import replace

from gin_desktop.ai.knowledge import Knowledge, mask
from gin_desktop.ai.sampling import hands_from_draws, knocks_with
from gin_desktop.engine import parse_cards
from gin_desktop.engine.melds import arrangement_of_mask
from gin_desktop.engine.solver import STANDARD_SOLVER

FULL_DECK = STANDARD_SOLVER.deck.full_mask

HAND = "AS 2S 3S 9H 9D KC QC 5D 6H 7C"
PILE = "9C 8S"


def knowledge(last_discard: str) -> Knowledge:
    """The opponent has drawn three times from the stock; ``last_discard`` (or nothing)
    is the card they threw last."""
    hand, pile, last = (mask(parse_cards(text)) for text in (HAND, PILE, last_discard))
    return Knowledge(
        solver=STANDARD_SOLVER,
        hand=hand,
        pile=pile,
        top=None,
        opponent_known=0,
        opponent_discarded=last,
        opponent_passed=0,
        opponent_taken=0,
        unseen=FULL_DECK & ~(hand | pile),
        opponent_count=10,
        stock_count=20,
        knock_limit=10,
        opponent_stock_draws=3,
        opponent_last_discard=last,
    )


def share_holding_higher_deadwood(seen: Knowledge, thrown: str) -> float:
    """Of 200 samples, the share holding deadwood of more value than ``thrown``."""
    card = parse_cards(thrown)[0]
    hands = hands_from_draws(seen, 200, random.Random(3))
    higher = 0
    for hand in hands:
        deadwood = arrangement_of_mask(hand).deadwood
        higher += max((c.value for c in deadwood), default=0) > card.value
    return higher / len(hands)


def test_samples_threw_their_highest_deadwood_last() -> None:
    """Most players throw their highest deadwood: after the opponent threw the nine of
    clubs, few samples hold a ten or a picture card outside their melds."""
    after_a_nine = share_holding_higher_deadwood(knowledge("9C"), "9C")
    no_discard_yet = share_holding_higher_deadwood(knowledge(""), "9C")
    assert after_a_nine < 0.15
    assert no_discard_yet > 0.3


def share_knockable(seen: Knowledge) -> float:
    """Of 300 samples, the share that could knock without gin."""
    hands = hands_from_draws(seen, 300, random.Random(5))
    knockable = [0 < STANDARD_SOLVER.deadwood(hand) <= seen.knock_limit for hand in hands]
    return sum(knockable) / len(hands)


def test_an_opponent_known_to_wait_for_gin_may_hold_a_knockable_hand() -> None:
    """Knock risk against a patient player: an opponent who knocks as soon as the limit
    allows rarely holds a knockable hand unknocked, but one caught waiting for gin often
    does, so the expert's undercut check must see those hands when the opponent waits."""
    hasty = replace(knowledge("9C"), opponent_stock_draws=8)
    patient = replace(hasty, opponent_waits=True)
    assert knocks_with(7, 10, waits=False) and not knocks_with(7, 10, waits=True)
    assert knocks_with(0, 10, waits=True)
    assert share_knockable(patient) > 2 * share_knockable(hasty)
