"""Three-handed gin (RULES.md section 4, seed 001): the preset, the dealer who sits out
and deals to the other two, the non-dealer's part for the player on the dealer's left, a
standard hand between the two, the deal passing left, each player's own score, the end
bonuses for three, and what the player sitting out sees."""

from __future__ import annotations

import pytest

from gin_desktop.ai import create_player
from gin_desktop.engine import (
    DrawStock,
    EventKind,
    FinishLayoffs,
    Hand,
    Knock,
    Match,
    NextHand,
    PassUpcard,
    Phase,
    RuleSet,
)
from tests.engine.test_hand import DEFENDER_19, DEFENDER_QQ, KNOCKER_4, SPADES_A9, c, rig
from tests.matches import play_with_computers

THREE = RuleSet.preset("three_handed")
DEALER = 2
"""The dealer of the rigged hands below; seat 0 is on the dealer's left."""


def with_hand(match: Match, hand: Hand, **fields: object) -> Match:
    data = match.to_dict()
    data["round"] = hand.to_dict()
    data.update(fields)
    return Match.from_dict(data)


def gin_by_seat_0(match: Match, **fields: object) -> Match:
    """Seat 0 (on the dealer's left) goes gin against seat 1 for 19 + 25; seat 2 deals."""
    hand = rig(SPADES_A9, DEFENDER_19, "5D", "TS", rules=match.rules, dealer=DEALER)
    match = with_hand(match, hand, **fields)
    for action in (PassUpcard(), PassUpcard(), DrawStock(), Knock(c("KH"))):
        match.apply(action)
    return match


def play_match(seed: int, rules: RuleSet = THREE) -> Match:
    match = Match(rules, seed=seed)
    play_with_computers(match, [create_player("casual", seed + seat) for seat in rules.seats])
    return match


def test_rule_the_three_handed_preset_is_three_players_on_the_standard_deck() -> None:
    assert (THREE.players, THREE.deck, THREE.seating) == (3, "standard", "dealer_sits_out")
    assert (THREE.knock_limit, THREE.gin_bonus, THREE.target_score) == (10, 25, 100)
    assert RuleSet.preset_name(THREE) == "three_handed"
    assert RuleSet.from_dict(THREE.to_dict()) == THREE
    with pytest.raises(ValueError, match="three-handed gin is played by 3, not 4"):
        THREE.with_changes(players=4)
    with pytest.raises(ValueError, match="three-handed gin is played with the standard deck"):
        THREE.with_changes(deck="rumski")


@pytest.mark.parametrize("dealer", [0, 1, 2])
def test_rule_the_dealer_sits_out_and_deals_ten_cards_to_each_of_the_other_two(
    dealer: int,
) -> None:
    hand = Hand.deal(THREE, dealer=dealer, seed=dealer)
    left, right = (dealer + 1) % 3, (dealer + 2) % 3
    assert hand.players == (left, right) and hand.hand(dealer) == ()
    assert len(hand.hand(left)) == len(hand.hand(right)) == 10
    assert hand.stock_count == 52 - 2 * 10 - 1


def test_rule_the_player_on_the_dealers_left_takes_the_non_dealers_part() -> None:
    hand = Hand.deal(THREE, dealer=DEALER, seed=3)
    assert hand.non_dealer == 0 and hand.to_act == 0 and hand.phase is Phase.FIRST_UPCARD
    hand.apply(PassUpcard(), seat=0)
    assert hand.to_act == 1  # the other player has the dealer's part
    hand.apply(PassUpcard(), seat=1)
    assert (hand.phase, hand.to_act, hand.legal_actions()) == (Phase.DRAW, 0, [DrawStock()])


def test_rule_the_dealer_sitting_out_never_moves() -> None:
    hand = Hand.deal(THREE, dealer=DEALER, seed=4)
    with pytest.raises(ValueError, match=r"not your turn|not this seat"):
        hand.apply(PassUpcard(), seat=DEALER)
    assert DEALER not in hand.players and hand.view(DEALER).legal_actions == ()


def test_rule_a_hand_of_three_handed_gin_is_a_standard_hand_between_the_two() -> None:
    hand = rig(KNOCKER_4, DEFENDER_QQ, "QD", "JC", rules=THREE, dealer=DEALER)
    for action in (PassUpcard(), PassUpcard(), DrawStock(), Knock(c("JC")), FinishLayoffs()):
        hand.apply(action)
    result = hand.result
    assert result is not None and (result.kind, result.winner, result.points) == ("knock", 0, 16)
    assert hand.defenders == (1,)


def test_rule_the_deal_passes_left_every_hand_whoever_won() -> None:
    match = play_match(11)
    dealers = [record.dealer for record in match.history]
    for record, next_dealer in zip(match.history, dealers[1:], strict=False):
        expected = record.dealer if record.winner is None else (record.dealer + 1) % 3
        assert next_dealer == expected
        assert record.winner is None or record.winner != record.dealer
    assert len(set(dealers)) == 3


def test_rule_each_player_keeps_their_own_score_and_the_first_to_the_target_wins() -> None:
    match = play_match(12)
    for seat in THREE.seats:
        won = [r.points for r in match.history if r.winner == seat]
        assert match.scores[seat] == sum(won) and match.hands_won[seat] == len(won)
    result = match.result
    assert result is not None and match.scores[result.winner] >= 100
    assert sorted(match.scores)[1] < 100


def test_rule_three_handed_end_bonuses_box_for_all_and_a_shutout_per_player_with_no_hand() -> None:
    bonuses = THREE.with_changes(end_bonuses=True)
    match = gin_by_seat_0(Match(bonuses, seed=7), scores=[90, 0, 10], hands_won=[2, 0, 1])
    result = match.result
    assert result is not None and result.winner == 0 and result.scores == (134, 0, 10)
    assert result.game_bonus == (100, 0, 0) and result.box_bonus == (75, 0, 25)
    assert result.shutout_bonus == (100, 0, 0)  # seat 1 won no hand; seat 2 won one
    match = gin_by_seat_0(Match(bonuses, seed=7), scores=[90, 0, 0], hands_won=[2, 0, 0])
    assert match.result is not None and match.result.shutout_bonus == (200, 0, 0)


def test_rule_the_player_sitting_out_sees_the_discards_and_the_showdown_only() -> None:
    match = Match(THREE, seed=8)
    dealer = match.dealer
    players = [create_player("casual", seat) for seat in THREE.seats]
    while match.hand.result is None:
        view = match.view(dealer)
        assert view.hand == () and not view.playing and view.legal_actions == ()
        assert [other.card_count for other in view.opponents] in ([10, 10], [11, 10], [10, 11])
        drawn = [e for e in view.events if e.kind is EventKind.DREW_STOCK]
        assert all(not event.cards for event in drawn)  # a stock card is seen by its taker
        seat = match.to_act
        assert seat is not None and seat != dealer
        match.apply(players[seat].choose(match.view(seat)), seat=seat)
    view = match.view(dealer)
    assert view.legal_actions == (NextHand(),)
    if view.knocker is not None:
        assert all(other.shown is not None for other in view.opponents)
