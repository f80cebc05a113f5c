"""Not feeding the opponent: a discard that melds with cards the opponent is known to
hold (taken from the pile and still held) is the riskiest, one that only meets such a
card (same rank, or same suit within two ranks) less so, any other none."""

from __future__ import annotations

from gin_desktop.ai.feeding import MEETS_RISK, feed_risk, meets
from gin_desktop.ai.knowledge import mask
from gin_desktop.engine import parse_cards
from gin_desktop.engine.solver import STANDARD_SOLVER


def risk(known: str, card: str) -> float:
    return feed_risk(STANDARD_SOLVER, mask(parse_cards(known)), parse_cards(card)[0])


def test_a_card_that_melds_with_the_opponents_known_cards_is_the_riskiest_discard() -> None:
    assert risk("7C 7D", "7S") == 1.0  # the third seven
    assert risk("4H 5H", "3H") == 1.0  # the run's end


def test_a_card_that_meets_one_known_card_is_a_partial_risk() -> None:
    assert risk("7C", "7D") == MEETS_RISK
    assert risk("4H", "6H") == MEETS_RISK  # a run's reach: two ranks in its suit
    assert 0 < MEETS_RISK < 1


def test_a_card_far_from_every_known_card_is_safe() -> None:
    assert risk("7C", "9C") == MEETS_RISK
    assert risk("7C", "TC") == 0.0
    assert risk("4H", "4S") == MEETS_RISK
    assert risk("", "7S") == 0.0


def test_meets_is_same_rank_or_same_suit_within_two() -> None:
    (seven,) = parse_cards("7C")
    assert all(meets(card, seven) for card in parse_cards("7D 5C 6C 8C 9C"))
    assert not any(meets(card, seven) for card in parse_cards("8D 4C TC"))
