"""Seats as data: 0 to n - 1 in turn order, the next on the left. Every game played now is
for two, and the engine reads its seats from the rules everywhere."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gin_desktop.engine import (
    EventKind,
    Hand,
    HandRecord,
    Knock,
    Match,
    NextHand,
    Phase,
    RuleSet,
    SeatTally,
    drawn_hands,
    tally,
)

from .test_hand import DEFENDER_9S_18, KNOCKER_6, both_pass, c, rig


def test_rule_the_non_dealer_is_the_seat_on_the_dealers_left() -> None:
    for dealer in (0, 1):
        hand = Hand.deal(dealer=dealer, seed=2)
        assert hand.non_dealer == hand.rules.next_seat(dealer) != dealer
        assert hand.to_act == hand.non_dealer  # first offered the upcard
        assert hand.seats == range(2)


def test_rule_after_a_knock_the_other_seats_defend_in_turn_order() -> None:
    hand = rig(KNOCKER_6, DEFENDER_9S_18, "QD", "QS")
    assert hand.defenders == ()
    both_pass(hand)
    hand.apply(Knock(c("QS")))
    assert hand.knocker == 0 and hand.defenders == (1,) and hand.to_act == 1


def test_a_view_carries_the_other_seats_in_turn_order_from_its_left() -> None:
    match = Match(RuleSet(), seed=9, names=("Ana", "Budi"))
    for seat in (0, 1):
        view = match.view(seat)
        (other,) = view.others
        assert other.seat == view.opponent == match.rules.next_seat(seat)
        assert other.card_count == view.opponent_card_count == 10
        assert other.known == view.opponent_known == ()
        assert other.score == view.scores[other.seat] and other.shown is None
        assert view.names[other.seat] == ("Ana", "Budi")[other.seat]


@settings(max_examples=25, deadline=None)
@given(st.integers(0, 10_000))
def test_scores_hands_won_and_tallies_are_kept_per_seat(seed: int) -> None:
    match, rng = Match(RuleSet(target_score=40), seed=seed), random.Random(seed)
    while not match.is_over:
        legal = match.legal_actions()
        match.apply(rng.choice(legal))
    seats = tally(match.history, match.rules.players)
    assert len(seats) == len(match.scores) == len(match.hands_won) == match.rules.players
    assert tuple(s.points for s in seats) == match.scores
    assert tuple(s.hands_won for s in seats) == match.hands_won
    ended = sum(s.knocks + s.gins + s.big_gins for s in seats)
    assert ended + drawn_hands(match.history) == len(match.history)
    assert all(s.undercut <= s.knocks for s in seats)


def test_a_tally_counts_each_ending_for_the_seat_that_ended_the_hand() -> None:
    match = Match(RuleSet(), seed=4)
    while match.hand.result is None:
        match.apply(match.legal_actions()[0])
    record = match.history[0]
    seats = tally(match.history, 2)
    if record.knocker is None:
        assert drawn_hands(match.history) == 1 and seats == (SeatTally(), SeatTally())
    else:
        assert sum(s.hands_won for s in seats) == 1


def test_the_cut_names_each_seats_card() -> None:
    match = Match(RuleSet(), seed="cut")
    cuts = [event for event in match.events if event.kind is EventKind.CUT]
    assert all(len(event.cards) == match.rules.players for event in cuts)
    assert cuts[-1].seat == match.dealer
    lowest = min(card.rank for card in cuts[-1].cards)
    assert cuts[-1].cards[match.dealer].rank == lowest


def test_between_hands_any_seat_deals_on() -> None:
    match = Match(RuleSet(), seed=4)
    while match.hand.result is None:
        match.apply(match.legal_actions()[0])
    assert match.view(0).legal_actions == match.view(1).legal_actions == (NextHand(),)
    match.apply(NextHand(), seat=1)
    assert match.hand.phase in (Phase.FIRST_UPCARD, Phase.DRAW)


def test_the_score_sheet_keeps_the_stock_left_when_each_hand_ended() -> None:
    match = Match(RuleSet(), seed=4)
    while match.hand.result is None:
        match.apply(match.legal_actions()[0])
    record = match.history[0]
    assert record.stock_left == match.hand.stock_count
    assert HandRecord.from_dict(record.to_dict()) == record
    saved_before = {k: v for k, v in record.to_dict().items() if k != "stock_left"}
    assert HandRecord.from_dict(saved_before).stock_left is None
    with pytest.raises(ValueError):
        HandRecord.from_dict({**record.to_dict(), "stock_left": "ten"})
