"""Anything given to ``apply`` that is not a well-formed action is refused as such, and
changes nothing (today a lay-off onto meld 1.0 took the card before it raised)."""

from __future__ import annotations

import pytest

from gin_desktop.engine import (
    Card,
    Discard,
    DrawStock,
    Hand,
    IllegalActionError,
    Knock,
    LayOff,
    Match,
    Phase,
    Refusal,
    RuleSet,
    parse_cards,
)

from .test_hand import DEFENDER_9S_18, KNOCKER_6, both_pass, rig

SEVEN = Card.from_str("7S")
RUMSKI_SEVEN = Card.from_str("7R")
WRONG = [
    "draw_stock",
    None,
    42,
    DrawStock,  # the class, not an action
    Discard("9H"),  # type: ignore[arg-type]
    Discard(RUMSKI_SEVEN),
    LayOff(SEVEN, 1.0),  # type: ignore[arg-type]
    LayOff(SEVEN, True),
    LayOff(SEVEN, "1"),  # type: ignore[arg-type]
    Knock(SEVEN, melds=[["AS", "2S", "3S"]]),  # type: ignore[list-item]
    Knock(SEVEN, melds=[[1, 2, 3]]),  # type: ignore[list-item]
]


def at_lay_offs() -> Hand:
    """A hand where seat 0 knocked and seat 1 lays off."""
    hand = rig(KNOCKER_6, DEFENDER_9S_18, "QD", "QS")
    both_pass(hand)
    hand.apply(Knock(Card.from_str("QS")))
    assert hand.phase == Phase.LAYOFF and hand.to_act == 1
    return hand


@pytest.mark.parametrize("action", WRONG, ids=repr)
def test_rule_a_malformed_action_is_refused_and_changes_nothing(action: object) -> None:
    for hand in (at_lay_offs(), Hand.deal(seed=3)):
        before = hand.to_dict()
        with pytest.raises(IllegalActionError) as refused:
            hand.apply(action)  # type: ignore[arg-type]
        assert refused.value.reason is Refusal.NOT_AN_ACTION
        assert hand.to_dict() == before


def test_a_lay_off_onto_meld_one_point_zero_keeps_the_card() -> None:
    hand = at_lay_offs()
    held = hand.hand(1)
    with pytest.raises(IllegalActionError):
        hand.apply(LayOff(parse_cards("9S")[0], 1.0))  # type: ignore[arg-type]
    assert hand.hand(1) == held


def test_a_match_refuses_malformed_actions_too() -> None:
    match = Match(RuleSet(), seed=5)
    before = match.to_dict()
    for action in WRONG:
        with pytest.raises(IllegalActionError):
            match.apply(action)  # type: ignore[arg-type]
    assert match.to_dict() == before
