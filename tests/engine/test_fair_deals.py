"""Fair deals (issue: deals anyone can check; docs/FAIR_DEALS.md): a match started without
a seed deals each hand by the shuffle anyone can recompute, commits to the hand's deck seed
from the deal on, and reveals it once the hand has ended; a seed of before (a number, any
other text) deals exactly as it did, with no commitment."""

from __future__ import annotations

import hashlib

from gin_desktop.ai import create_player
from gin_desktop.engine import HAND_SIZE, Deck, Hand, Match, Phase, RuleSet
from gin_desktop.engine.fair_shuffle import FAIR_PREFIX, commitment, shuffled
from tests.matches import play_with_computers

SECRET = FAIR_PREFIX + "ab" * 32


def test_rule_a_match_started_without_a_seed_is_dealt_fairly() -> None:
    match = Match(RuleSet())
    view = match.view(0)
    assert view.deal_commitment is not None and len(view.deal_commitment) == 64
    assert view.deal_seed is None  # not before the hand has ended
    assert match.view(1).deal_commitment == view.deal_commitment  # everyone sees it


def test_rule_a_fair_hand_is_dealt_from_the_sha256_of_its_seed_text() -> None:
    hand = Hand.deal(RuleSet(), dealer=0, seed=f"{SECRET}:1")
    deck_seed = hashlib.sha256(f"{SECRET}:1".encode()).digest()
    order = shuffled(deck_seed, Deck.standard().cards)
    # Ten cards each, one at a time from the dealer's left; then the upcard.
    assert list(hand.hand(1)) == order[0 : 2 * HAND_SIZE : 2]
    assert list(hand.hand(0)) == order[1 : 2 * HAND_SIZE : 2]
    assert hand.first_upcard == order[2 * HAND_SIZE]
    assert hand.view(0).deal_commitment == commitment(deck_seed)
    assert hand.view(1).deal_seed is None  # not before the hand has ended


def test_rule_the_seed_is_revealed_when_the_hand_ends_and_matches_the_commitment() -> None:
    match = Match(RuleSet(target_score=10), seed=SECRET)
    committed = match.view(0).deal_commitment
    first, dealer = set(match.view(0).hand), match.view(0).dealer
    players = [create_player("casual", seed=1), create_player("casual", seed=2)]
    play_with_computers(match, players, hands=1)
    view = match.view(0)
    assert view.phase == Phase.ENDED
    assert view.deal_seed is not None
    seed = bytes.fromhex(view.deal_seed)
    assert hashlib.sha256(seed).hexdigest() == committed == view.deal_commitment
    # The deck dealt again from the revealed seed alone gives the cards seat 0 began with.
    order = shuffled(seed, Deck.standard().cards)
    start = 1 if dealer == 0 else 0  # the dealer's opponent is dealt the first card
    assert set(order[start : 2 * HAND_SIZE : 2]) == first


def test_each_hand_and_each_game_has_a_commitment_of_its_own() -> None:
    rules = RuleSet.preset("partnership")
    match = Match(rules, seed=SECRET)
    games = match.hands_in_play
    assert len(games) == 2
    commitments = {game.view(game.players[0]).deal_commitment for game in games}
    assert len(commitments) == 2 and None not in commitments
    hand_one = Hand.deal(RuleSet(), seed=f"{SECRET}:1").view(0).deal_commitment
    hand_two = Hand.deal(RuleSet(), seed=f"{SECRET}:2").view(0).deal_commitment
    assert hand_one != hand_two


def test_a_seed_of_before_deals_as_it_did_with_no_commitment() -> None:
    """The arena's seeds, saved matches and recorded hands replay as before."""
    match = Match(RuleSet(), seed=2024)
    assert match.view(0).deal_commitment is None
    again = Match(RuleSet(), seed=2024)
    assert match.view(0).hand == again.view(0).hand
    assert Hand.deal(RuleSet(), seed="some text").view(0).deal_commitment is None


def test_a_rigged_deck_claims_no_fair_deal() -> None:
    cards = list(Deck.standard().cards)
    hand = Hand.deal(RuleSet(), seed=f"{SECRET}:1", deck=cards)
    assert hand.view(0).deal_commitment is None


def test_a_fair_match_saved_and_read_back_keeps_its_commitment_and_its_deal() -> None:
    match = Match(RuleSet(), seed=SECRET)
    restored = Match.from_dict(match.to_dict())
    assert restored.view(0).deal_commitment == match.view(0).deal_commitment
    assert restored.view(0).hand == match.view(0).hand


def test_rule_a_recorded_hand_is_dealt_again_as_the_first_hand_of_a_new_match() -> None:
    """Play this deal again: the same cards in the same seats, no cut; then the new match's
    own deals (issue: deals anyone can check)."""
    recorded = Hand.deal(RuleSet(), dealer=1, seed=f"{SECRET}:3")
    again = Match(RuleSet(), seed=FAIR_PREFIX + "77" * 32, first_deal=(f"{SECRET}:3", 1))
    assert [again.hand.hand(seat) for seat in (0, 1)] == [recorded.hand(0), recorded.hand(1)]
    assert again.hand.first_upcard == recorded.first_upcard
    assert again.view(0).deal_commitment == recorded.view(0).deal_commitment
    assert not [e for e in again.view(0).events if e.kind.value == "cut"]
    assert again.deal_seed_of(2) == f"{again.seed}:2"
    restored = Match.from_dict(again.to_dict())
    restored.check_adds_up()
    assert restored.first_deal == (f"{SECRET}:3", 1)
    assert restored.hand.hand(0) == recorded.hand(0)


def test_a_first_deal_must_name_a_seed_text_and_a_dealer_at_one_table() -> None:
    import pytest

    with pytest.raises(ValueError, match="dealer seat"):
        Match(RuleSet(), first_deal=(f"{SECRET}:1", 5))
    with pytest.raises(ValueError, match="partnership hand is two games"):
        Match(RuleSet.preset("partnership"), first_deal=(f"{SECRET}:1", 0))
