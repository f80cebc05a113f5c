"""The match: the cut, dealing hand after hand, the dealer rotation, the target and the
end-of-match bonuses (RULES.md sections 1 and 2).

Hands with known cards are put into a match through its saved form (``with_hand``), so
every outcome below is exact.
"""

from __future__ import annotations

import pytest

from gin_desktop.engine import (
    CARDS,
    Discard,
    DrawStock,
    EventKind,
    FinishLayoffs,
    Hand,
    IllegalActionError,
    Knock,
    Match,
    NextHand,
    PassUpcard,
    RuleSet,
)
from tests.engine.test_hand import (
    DEFENDER_19,
    DEFENDER_QQ,
    KNOCKER_4,
    SPADES_A9,
    c,
    rig,
)
from tests.matches import play_with_computers

CLASSIC = RuleSet.preset("classic_bonuses")


def with_hand(match: Match, hand: Hand, **fields: object) -> Match:
    """The match with ``hand`` as the hand in play, and any saved fields overridden."""
    data = match.to_dict()
    data["round"] = hand.to_dict()
    data.update(fields)
    return Match.from_dict(data)


def gin_by(match: Match, seat: int, **fields: object) -> Match:
    """A hand that ``seat`` wins by gin for 19 + gin bonus, played to its end."""
    hand = rig(SPADES_A9, DEFENDER_19, "5D", "TS", rules=match.rules, dealer=1 - seat)
    match = with_hand(match, hand, **fields)
    for action in (PassUpcard(), PassUpcard(), DrawStock(), Knock(c("KH"))):
        match.apply(action)
    return match


def knock_by(match: Match, seat: int) -> Match:
    """A hand that ``seat`` wins by a knock for 20 - 4 = 16."""
    hand = rig(KNOCKER_4, DEFENDER_QQ, "QD", "JC", rules=match.rules, dealer=1 - seat)
    match = with_hand(match, hand)
    for action in (PassUpcard(), PassUpcard(), DrawStock(), Knock(c("JC")), FinishLayoffs()):
        match.apply(action)
    return match


def drawn_hand(match: Match, dealer: int) -> Match:
    """A hand dealt by ``dealer`` that runs into the two-card wall: nobody takes the upcard,
    and each player throws the card just drawn from the stock."""
    match = with_hand(match, Hand.deal(match.rules, dealer=dealer, deck=CARDS))
    match.apply(PassUpcard())
    match.apply(PassUpcard())
    while match.hand.result is None:
        match.apply(DrawStock())
        match.apply(Discard(match.hand.hand(match.hand.to_act or 0)[-1]))
    return match


# --- the cut and the deal -------------------------------------------------------------


@pytest.mark.parametrize("seed", range(12))
def test_rule_first_dealer_is_the_lower_cut(seed: int) -> None:
    match = Match(seed=seed)
    cuts = [event for event in match.events if event.kind == EventKind.CUT]
    last = cuts[-1]
    assert last.seat == match.dealer == match.hand.dealer
    dealer_card, other_card = last.cards[match.dealer], last.cards[1 - match.dealer]
    assert dealer_card.rank < other_card.rank


def test_rule_cut_ties_cut_again() -> None:
    seed = next(
        s for s in range(500) if len([e for e in Match(seed=s).events if e.kind == "cut"]) > 1
    )
    cuts = [event for event in Match(seed=seed).events if event.kind == EventKind.CUT]
    for tie in cuts[:-1]:
        assert tie.seat is None and tie.cards[0].rank == tie.cards[1].rank
    assert cuts[-1].seat is not None


def test_match_deals_every_hand_reproducibly_from_its_seed() -> None:
    match = Match(seed="club night")
    assert match.to_dict() == Match(seed="club night").to_dict()
    expected = Hand.deal(match.rules, dealer=match.dealer, seed="club night:1")
    assert match.hand.to_dict() == expected.to_dict()
    assert Match(seed=1).hand.hand(0) != Match(seed=2).hand.hand(0)


def test_match_without_a_seed_draws_one_and_keeps_it() -> None:
    match = Match()
    assert Match(seed=match.seed).to_dict() == match.to_dict()


def test_next_hand_is_dealt_from_the_seed_and_the_hand_number() -> None:
    match = knock_by(Match(seed=9), 0)
    match.apply(NextHand())
    assert match.hand_number == 2
    expected = Hand.deal(match.rules, dealer=1, seed="9:2")
    assert match.hand.to_dict() == expected.to_dict()


# --- dealer rotation ------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("option", "winner", "dealer"),
    [("loser", 0, 1), ("loser", 1, 0), ("winner", 0, 0), ("winner", 1, 1)],
)
def test_rule_next_dealer_loser_or_winner(option: str, winner: int, dealer: int) -> None:
    match = knock_by(Match(RuleSet(next_dealer=option), seed=3), winner)  # type: ignore[arg-type]
    match.apply(NextHand())
    assert match.dealer == dealer


@pytest.mark.parametrize("last_dealer", [0, 1])
def test_rule_next_dealer_alternate(last_dealer: int) -> None:
    match = knock_by(Match(RuleSet(next_dealer="alternate"), seed=3), 1 - last_dealer)
    assert match.hand.dealer == last_dealer
    match.apply(NextHand())
    assert match.dealer == 1 - last_dealer


@pytest.mark.parametrize("option", ["loser", "winner", "alternate"])
@pytest.mark.parametrize("dealer", [0, 1])
def test_rule_after_a_drawn_hand_the_same_dealer_deals_again(option: str, dealer: int) -> None:
    match = drawn_hand(Match(RuleSet(next_dealer=option), seed=4), dealer)  # type: ignore[arg-type]
    assert match.hand.result is not None and match.hand.result.kind == "draw"
    assert match.legal_actions() == [NextHand()]
    match.apply(NextHand())
    assert match.dealer == dealer and match.scores == (0, 0) and match.hands_won == (0, 0)
    assert [(r.kind, r.winner, r.points) for r in match.history] == [("draw", None, 0)]


# --- scores and the end of the match ------------------------------------------------------


def test_hand_points_add_up_and_are_recorded() -> None:
    match = knock_by(Match(seed=5), 1)
    assert match.scores == (0, 16) and match.hands_won == (0, 1)
    match.apply(NextHand())
    match = gin_by(match, 0)
    assert match.scores == (44, 16) and match.hands_won == (1, 1)
    assert [(r.kind, r.winner, r.points, r.scores) for r in match.history] == [
        ("knock", 1, 16, (0, 16)),
        ("gin", 0, 44, (44, 16)),
    ]
    assert not match.is_over and match.result is None


def test_next_hand_only_once_the_hand_has_ended() -> None:
    match = Match(seed=6)
    assert match.legal_actions() == match.hand.legal_actions()
    with pytest.raises(IllegalActionError, match="still being played"):
        match.apply(NextHand())


def test_rule_match_ends_when_a_total_reaches_the_target() -> None:
    match = gin_by(Match(seed=7), 0, scores=[60, 30], hands_won=[2, 1])
    assert match.is_over and match.scores == (104, 30)
    assert match.legal_actions() == []
    with pytest.raises(IllegalActionError, match="The match is over"):
        match.apply(NextHand())
    assert match.events[-1].kind == EventKind.MATCH_WON and match.events[-1].seat == 0


def test_rule_end_bonuses_off_the_first_to_reach_the_target_wins() -> None:
    match = gin_by(Match(seed=7), 1, scores=[99, 60], hands_won=[9, 1])
    result = match.result
    assert result is not None and result.winner == 1 and result.reached_target == 1
    assert result.totals == result.scores == (99, 104)
    assert result.game_bonus == result.box_bonus == result.shutout_bonus == (0, 0)
    assert [e.kind for e in match.events[-1:]] == [EventKind.MATCH_WON]


def test_rule_target_score_option() -> None:
    match = gin_by(Match(RuleSet(target_score=40), seed=8), 0)
    assert match.is_over and match.result is not None and match.result.winner == 0


def test_rule_end_bonuses_game_box_and_shutout() -> None:
    match = gin_by(Match(CLASSIC, seed=7), 0, scores=[90, 0], hands_won=[2, 0])
    result = match.result
    assert result is not None and result.winner == 0
    assert result.scores == (134, 0) and result.hands_won == (3, 0)
    assert result.game_bonus == (100, 0)
    assert result.box_bonus == (3 * 25, 0)
    assert result.shutout_bonus == (100, 0)
    assert result.totals == (134 + 100 + 75 + 100, 0)
    bonuses = [(e.seat, e.label, e.points) for e in match.events if e.kind == "match_bonus"]
    assert bonuses == [(0, "game", 100), (0, "box", 75), (0, "shutout", 100)]
    assert match.events[-1].scores == result.totals


def test_rule_end_bonuses_box_for_each_player_and_no_shutout() -> None:
    match = gin_by(Match(CLASSIC, seed=7), 0, scores=[90, 60], hands_won=[3, 4])
    result = match.result
    assert result is not None
    assert result.box_bonus == (100, 100) and result.shutout_bonus == (0, 0)
    assert result.totals == (134 + 100 + 100, 60 + 100) and result.winner == 0


def test_rule_end_bonuses_higher_total_wins_even_without_reaching_target() -> None:
    match = gin_by(Match(CLASSIC, seed=7), 0, scores=[90, 95], hands_won=[1, 10])
    result = match.result
    assert result is not None and result.reached_target == 0
    assert result.totals == (134 + 100 + 50, 95 + 250) and result.winner == 1
    assert match.view(0).match_winner == 1


def test_rule_end_bonus_amount_options() -> None:
    rules = CLASSIC.with_changes(game_bonus=50, box_bonus=10, shutout_bonus=0)
    match = gin_by(Match(rules, seed=7), 0, scores=[90, 0], hands_won=[2, 0])
    assert match.result is not None and match.result.totals == (134 + 50 + 30, 0)


# --- views and saving -------------------------------------------------------------------------


def test_match_view_carries_the_score_sheet() -> None:
    match = Match(seed=10, names=("Ann", "Bob"))
    view = match.view(0)
    assert view.names == ("Ann", "Bob") and view.hand_number == 1 and view.target == 100
    assert view.events[0].kind == EventKind.CUT  # the first hand's log starts with the cut
    match = knock_by(match, 1)
    match.apply(NextHand())
    view = match.view(1)
    assert view.scores == (0, 16) and view.hands_won == (0, 1) and view.hand_number == 2
    assert view.events[0].kind == EventKind.DEAL


def test_match_view_offers_next_hand_to_both_seats_between_hands() -> None:
    match = knock_by(Match(seed=11), 0)
    assert match.to_act is None
    assert match.view(0).legal_actions == match.view(1).legal_actions == (NextHand(),)
    match.apply(NextHand(), seat=1)
    seat = match.to_act
    assert seat is not None and match.view(1 - seat).legal_actions == ()


def test_match_round_trips_through_to_dict_and_plays_on() -> None:
    match = knock_by(Match(CLASSIC, seed=12), 0)
    data = match.to_dict()
    restored = Match.from_dict(data)
    assert restored.to_dict() == data
    for each in (match, restored):
        each.apply(NextHand())
        each.apply(each.legal_actions()[0])
    assert restored.to_dict() == match.to_dict()
    finished = gin_by(Match(CLASSIC, seed=12), 0, scores=[90, 0], hands_won=[2, 0])
    assert Match.from_dict(finished.to_dict()).result == finished.result


def test_match_from_dict_refuses_nonsense() -> None:
    with pytest.raises(ValueError, match="not a saved match"):
        Match.from_dict({"rules": {}})


def test_illegal_action_in_a_match_changes_nothing() -> None:
    match = Match(seed=13)
    before = match.to_dict()
    with pytest.raises(IllegalActionError):
        match.apply(FinishLayoffs())
    with pytest.raises(IllegalActionError, match="not your turn"):
        match.apply(match.legal_actions()[0], seat=1 - (match.to_act or 0))
    assert match.to_dict() == before


def test_view_carries_the_score_sheet_with_showdown_deadwood() -> None:
    """Each seat's view holds the earlier hands as everyone saw them at the showdown."""
    from gin_desktop.ai import create_player

    match = Match(RuleSet(), seed=11)
    players = [create_player("casual", 1), create_player("casual", 2)]
    play_with_computers(match, players, hands=3)
    for seat in (0, 1):
        assert match.view(seat).history == match.history
    shown = [r for r in match.history if r.knocker is not None]
    assert shown, "some hand ended in a showdown"
    for record in shown:
        assert record.knocker_deadwood is not None and record.defender_deadwood is not None
        assert record.knocker_deadwood <= record.knock_limit
    again = [type(r).from_dict(r.to_dict()) for r in match.history]
    assert tuple(again) == match.history


def test_view_announces_the_match_result_to_both_seats_at_the_end() -> None:
    from gin_desktop.ai import create_player

    match = Match(RuleSet.preset("classic_bonuses"), seed=4)
    players = [create_player("casual", 1), create_player("casual", 2)]
    assert match.view(0).match_result is None
    play_with_computers(match, players)
    assert match.result is not None
    for seat in (0, 1):
        assert match.view(seat).match_result == match.result
