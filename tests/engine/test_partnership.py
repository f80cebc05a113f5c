"""Partnership gin (RULES.md section 4, seed 001 "bentuk tim"): four players in two teams,
partners opposite; each hand two two-player games from two decks, every player facing an
opponent of the other team, opponents changing every hand; each game scored as in section
1 with its points going to the scorer's team; target 125; end bonuses per team."""

from __future__ import annotations

import pytest

from gin_desktop.ai import create_player
from gin_desktop.engine import (
    CARDS,
    DrawStock,
    FinishLayoffs,
    Hand,
    HandReplay,
    IllegalActionError,
    Knock,
    Match,
    NextHand,
    PassUpcard,
    RuleSet,
    actions_of,
    parse_cards,
)
from gin_desktop.engine.match import pairings_of_hand
from tests.engine.test_hand import DEFENDER_19, DEFENDER_QQ, KNOCKER_4, SPADES_A9, c

PARTNERS = RuleSet.preset("partnership")
TEAM_A, TEAM_B = (0, 2), (1, 3)


def rigged(
    first: str,
    second: str,
    upcard: str,
    stock: str,
    dealer: int,
    pair: tuple[int, ...],
    rules: RuleSet,
) -> Hand:
    """A game of the pair, ``first`` dealt to the non-dealer and ``second`` to the dealer."""
    dealt = zip(parse_cards(first), parse_cards(second), strict=True)
    top = [card for two in dealt for card in two]
    top += parse_cards(f"{upcard} {stock}")
    rest = [card for card in CARDS if card not in top]
    return Hand.deal(rules, dealer=dealer, deck=top + rest, players=pair)


def with_games(match: Match, **fields: object) -> Match:
    """The match's first hand with rigged games: in the dealer's game the non-dealer can
    knock for 16 (``knock``); in the other the non-dealer can go gin for 44 (``gin``)."""
    rules = match.rules
    (dealer, pair), (partner, other_pair) = pairings_of_hand(rules, match.dealer, 1)
    data = match.to_dict()
    data["round"] = rigged(KNOCKER_4, DEFENDER_QQ, "QD", "JC", dealer, pair, rules).to_dict()
    gin_game = rigged(SPADES_A9, DEFENDER_19, "5D", "TS", partner, other_pair, rules)
    data["side_rounds"] = [gin_game.to_dict()]
    data.update(fields)
    return Match.from_dict(data)


def knock(match: Match) -> None:
    play(
        match,
        match.hands_in_play[0],
        PassUpcard(),
        PassUpcard(),
        DrawStock(),
        Knock(c("JC")),
        FinishLayoffs(),
    )


def gin(match: Match) -> None:
    play(match, match.hands_in_play[1], PassUpcard(), PassUpcard(), DrawStock(), Knock(c("KH")))


def play(match: Match, game: Hand, *actions: object) -> None:
    for action in actions:
        match.apply(action, seat=game.to_act)  # type: ignore[arg-type]


def test_rule_the_partnership_preset_is_four_players_in_two_teams_to_125() -> None:
    assert (PARTNERS.players, PARTNERS.deck, PARTNERS.seating) == (4, "standard", "partners")
    assert PARTNERS.target_score == 125 and PARTNERS.partners_change_opponents
    assert RuleSet.preset_name(PARTNERS) == "partnership"
    with pytest.raises(ValueError, match="partnership gin is played by 4, not 3"):
        PARTNERS.with_changes(players=3)


def test_rule_partners_sit_opposite() -> None:
    assert PARTNERS.teams == (TEAM_A, TEAM_B)
    assert PARTNERS.team_of(2) == TEAM_A and PARTNERS.team_of(3) == TEAM_B


def test_rule_each_hand_is_two_games_each_dealt_from_its_own_deck() -> None:
    match = Match(PARTNERS, seed=3)
    games = match.hands_in_play
    assert len(games) == 2
    assert sorted(seat for game in games for seat in game.players) == [0, 1, 2, 3]
    for game in games:
        cards = [card for seat in game.seats for card in game.hand(seat)]
        cards += [*game.stock, *game.discard_pile]
        assert sorted(cards) == sorted(CARDS)  # a whole deck of its own
        (one, other) = game.players
        assert PARTNERS.team_of(one) != PARTNERS.team_of(other)  # opponents of the other team


def test_rule_opponents_change_every_hand_so_each_player_meets_both_opponents() -> None:
    met: dict[int, set[int]] = {seat: set() for seat in PARTNERS.seats}
    for hand_number in (1, 2):
        for _, (one, other) in pairings_of_hand(PARTNERS, 0, hand_number):
            met[one].add(other)
            met[other].add(one)
    assert met == {0: {1, 3}, 1: {0, 2}, 2: {1, 3}, 3: {0, 2}}
    fixed = PARTNERS.with_changes(partners_change_opponents=False)
    assert pairings_of_hand(fixed, 0, 1) == pairings_of_hand(fixed, 0, 2)


def test_rule_the_dealer_and_the_dealers_partner_deal_and_the_deal_passes_left() -> None:
    match = Match(PARTNERS, seed=5)
    players = [create_player("casual", seat) for seat in PARTNERS.seats]
    for _ in range(3):
        dealer = match.dealer
        assert {game.dealer for game in match.hands_in_play} == set(PARTNERS.team_of(dealer))
        while not match.hand_over:
            seat = match.to_act
            assert seat is not None
            match.apply(players[seat].choose(match.view(seat)), seat=seat)
        drawn = all(
            game.result is not None and game.result.winner is None for game in match.hands_in_play
        )
        if match.is_over:
            break
        match.apply(NextHand())
        assert match.dealer == (dealer if drawn else (dealer + 1) % 4)


def test_rule_each_games_points_go_to_the_team_of_the_player_who_scored_them() -> None:
    match = with_games(Match(PARTNERS, seed=7))
    knock(match)
    knocker = match.hands_in_play[0].players[0]
    team = PARTNERS.team_of(knocker)
    assert match.scores == tuple(16 if seat in team else 0 for seat in PARTNERS.seats)
    gin(match)
    ginner = match.hands_in_play[1].players[0]
    assert PARTNERS.team_of(ginner) == team  # both non-dealers are of the same team
    assert match.scores == tuple(16 + 44 if seat in team else 0 for seat in PARTNERS.seats)


def test_rule_the_two_games_go_side_by_side_each_player_on_their_own_turn() -> None:
    match = with_games(Match(PARTNERS, seed=8))
    first, second = match.hands_in_play
    match.apply(PassUpcard(), seat=second.to_act)  # the other game moves first
    assert second.to_act == second.players[1] and first.phase.value == "first_upcard"
    with pytest.raises(IllegalActionError):
        match.apply(PassUpcard(), seat=first.players[1])  # not that player's turn yet
    with pytest.raises(IllegalActionError, match="still being played"):
        match.apply(NextHand())


def test_rule_partnership_ends_when_a_team_reaches_125_once_both_games_are_over() -> None:
    match = with_games(Match(PARTNERS, seed=9), scores=[110] * 4, hands_won=[3] * 4)
    knock(match)
    assert max(match.scores) == 126 and not match.is_over  # the other game plays on
    gin(match)
    result = match.result
    assert result is not None and result.totals == result.scores
    winners = PARTNERS.team_of(result.winner)
    assert all(match.scores[seat] == 110 + 16 + 44 for seat in winners)


def test_rule_partnership_end_bonuses_are_per_team() -> None:
    bonuses = PARTNERS.with_changes(end_bonuses=True)
    match = Match(bonuses, seed=10)
    team = next(team for team in PARTNERS.teams if match.dealer not in team)  # will score
    scores = [100 if seat in team else 0 for seat in PARTNERS.seats]
    match = with_games(
        match, scores=scores, hands_won=[2 if s in team else 0 for s in PARTNERS.seats]
    )
    knock(match)
    gin(match)
    result = match.result
    assert result is not None and result.winner in team
    for seat in PARTNERS.seats:
        mine = seat in team
        assert result.game_bonus[seat] == (100 if mine else 0)
        assert result.box_bonus[seat] == (4 * 25 if mine else 0)
        assert result.shutout_bonus[seat] == (100 if mine else 0)  # the other team won none
        assert result.totals[seat] == (160 + 100 + 100 + 100 if mine else 0)


def test_a_partnership_match_is_saved_and_restored_at_every_move() -> None:
    match = Match(PARTNERS, seed=11)
    players = [create_player("strong", seat) for seat in PARTNERS.seats]
    for _ in range(120):
        data = match.to_dict()
        restored = Match.from_dict(data)
        assert restored.to_dict() == data
        assert all(restored.view(s) == match.view(s) for s in PARTNERS.seats)
        seat = match.to_act
        action = NextHand() if seat is None else players[seat].choose(match.view(seat))
        match.apply(action, seat=seat)


def test_a_game_of_a_partnership_hand_replays_from_its_seed_and_actions() -> None:
    match = Match(PARTNERS, seed=12)
    players = [create_player("casual", seat) for seat in PARTNERS.seats]
    while not match.hand_over:
        seat = match.to_act
        assert seat is not None
        match.apply(players[seat].choose(match.view(seat)), seat=seat)
    for game in match.hands_in_play:
        replay = HandReplay(PARTNERS, game.dealer, game.seed, actions_of(game), game.players)
        assert replay.steps[-1].result == game.result
