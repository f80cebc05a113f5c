"""The search (``gin_desktop.ai.evaluate``): every legal action valued from the view alone,
reproducibly, spending its deals where the decision is close."""

from __future__ import annotations

import pytest

from gin_desktop.ai import ActionValue, Budget, create_player, evaluate
from gin_desktop.ai.matchodds import MatchOdds
from gin_desktop.engine import (
    Discard,
    DrawDiscard,
    DrawStock,
    FinishLayoffs,
    Hand,
    Knock,
    LayOff,
    NextHand,
    PassUpcard,
    PlayerView,
    RuleSet,
    parse_cards,
)
from gin_desktop.engine.hand import Phase
from gin_desktop.engine.match import Match
from gin_desktop.tools.legality import VARIANTS
from tests.ai.test_players import deck_for

GIN_ON_THE_UPCARD = deck_for(
    "4S 5S 6S 9H 9D 9C JC QC KC KD", "AH 3H 5H 7H 9S JH KH 2C 4C 6C", "7S", "8D"
)
"""The non-dealer's 4S 5S 6S, 9H 9D 9C, JC QC KC, KD: the upcard 7S makes gin."""


def gin_to_knock() -> PlayerView:
    hand = Hand.deal(RuleSet(), dealer=1, deck=GIN_ON_THE_UPCARD)
    hand.apply(DrawDiscard())
    return hand.view(0)


def mid_hand(seed: int, turns: int, rules: RuleSet | None = None) -> PlayerView:
    """A view of the seat to move after ``turns`` moves of casual play."""
    hand = Hand.deal(rules or RuleSet(), seed=seed)
    players = [create_player("casual", seed + seat) for seat in hand.rules.seats]
    for _ in range(turns):
        seat = hand.to_act
        assert seat is not None and hand.phase is not Phase.LAYOFF
        hand.apply(players[seat].choose(hand.view(seat)))
    seat = hand.to_act
    assert seat is not None
    return hand.view(seat)


def test_every_legal_action_is_valued_once_best_first() -> None:
    view = gin_to_knock()
    values = evaluate(view, Budget(deals=48))
    assert sorted(map(repr, (v.action for v in values))) == sorted(map(repr, view.legal_actions))
    ranked = [v.value for v in values]
    assert ranked == sorted(ranked, reverse=True)
    best = values[0].action
    assert isinstance(best, Knock) and best.card == parse_cards("KD")[0]
    assert all(v.points_error >= 0 and 1 <= v.deals <= 48 for v in values)


def test_gin_is_worth_its_bonus_and_the_defenders_deadwood_at_least() -> None:
    best = evaluate(gin_to_knock(), Budget(deals=24))[0]
    assert best.points >= RuleSet().gin_bonus
    assert best.match_chance is not None and 0 < best.match_chance < 1


def test_a_clearly_best_action_ends_the_search_after_one_batch() -> None:
    values = evaluate(gin_to_knock(), Budget(deals=96, batch=24))
    assert {v.deals for v in values} == {24}  # gin is clear at once: 72 deals saved


def test_actions_never_clearly_apart_meet_every_deal() -> None:
    values = evaluate(gin_to_knock(), Budget(deals=96, batch=24, clear=1e9))
    assert {v.deals for v in values} == {96}


def test_taking_the_upcard_that_makes_gin_beats_drawing_blind() -> None:
    hand = Hand.deal(RuleSet(), dealer=1, deck=GIN_ON_THE_UPCARD)
    values = evaluate(hand.view(0), Budget(deals=48))
    assert values[0].action == DrawDiscard()
    assert {v.action for v in values} == {DrawDiscard(), PassUpcard()}


def test_the_same_view_budget_and_seed_give_the_same_numbers() -> None:
    view = mid_hand(seed=11, turns=6)
    first = evaluate(view, Budget(deals=48), seed=5)
    assert evaluate(view, Budget(deals=48), seed=5) == first
    other = evaluate(view, Budget(deals=48), seed=6)
    assert [v.points for v in other] != [v.points for v in first]


def test_only_the_actions_asked_for_are_valued() -> None:
    view = mid_hand(seed=3, turns=4)
    assert view.phase is Phase.DRAW
    values = evaluate(view, Budget(deals=24), actions=[DrawStock()])
    assert [v.action for v in values] == [DrawStock()] and values[0].deals == 24


def test_lay_offs_are_valued_exactly_against_the_knockers_deadwood() -> None:
    deck = deck_for("4S 5S 6S 9H 9D 9C JC QC KC AD", "7S 8S 2H 4H 6H 8H TH QH 2C 4C", "KD", "3D")
    hand = Hand.deal(RuleSet(), dealer=1, deck=deck)
    for action in (PassUpcard(), PassUpcard(), DrawStock(), Knock(parse_cards("3D")[0])):
        hand.apply(action)
    values = evaluate(hand.view(1))
    by_action = {v.action: v for v in values}
    assert all(v.deals == 0 and v.points_error == 0 for v in values)
    # Laying off 7S and 8S leaves 46 against the knocker's 1 (the AD); keeping them, 61.
    assert isinstance(values[0].action, LayOff) and values[0].points == -45
    assert by_action[FinishLayoffs()].points == -60


@pytest.mark.parametrize("variant", ["ginski", "ginski_4"])
def test_a_table_of_three_or_four_is_searched_in_points(variant: str) -> None:
    view = mid_hand(seed=3, turns=VARIANTS[variant].players + 2, rules=VARIANTS[variant])
    values = evaluate(view, Budget(deals=24))
    assert {v.action for v in values} == set(view.legal_actions)
    assert all(v.match_chance is None and v.match_error is None for v in values)
    assert all(isinstance(v, ActionValue) for v in values)


def seated_view(variant: str, seed: int, hands: int) -> PlayerView:
    """The view of the seat to move in a match of ``variant`` once ``hands`` hands have
    been played out by casual players (the next one dealt)."""
    match = Match(VARIANTS[variant], seed=seed)
    players = [create_player("casual", seed + seat) for seat in match.rules.seats]
    while len(match.history) < hands:
        seat = match.to_act
        if seat is None:
            match.apply(NextHand())
            continue
        match.apply(players[seat].choose(match.view(seat)), seat=seat)
    if match.to_act is None:
        match.apply(NextHand())
    seat = match.to_act
    assert seat is not None
    return match.view(seat)


def test_partnership_gin_weighs_the_match_of_the_two_pairs() -> None:
    view = seated_view("partnership", seed=4, hands=2)
    assert len(view.players) == 2 and len(view.scores) == 4
    values = evaluate(view, Budget(deals=24))
    assert all(v.match_chance is not None and 0 < v.match_chance < 1 for v in values)
    odds = MatchOdds.of(view)
    (partner,) = set(view.rules.team_of(view.seat)) - {view.seat}
    assert view.scores[partner] == view.scores[view.seat] and any(view.scores)  # pairs' totals
    assert (odds.ours, odds.theirs) == (
        view.target - view.scores[view.seat],
        view.target - view.scores[view.opponent],
    )


def test_three_handed_gin_is_searched_in_points() -> None:
    view = seated_view("three_handed", seed=4, hands=1)
    assert len(view.players) == 2 and len(view.scores) == 3
    values = evaluate(view, Budget(deals=24))
    assert all(v.match_chance is None for v in values)


def test_what_cannot_be_searched_is_refused_in_words() -> None:
    view = mid_hand(seed=3, turns=4)
    with pytest.raises(ValueError, match="not legal"):
        evaluate(view, actions=[Discard(view.hand[0])])
    with pytest.raises(ValueError, match="at least one deal"):
        Budget(deals=0)
    waiting = Hand.deal(RuleSet(), seed=3).view(1)
    if waiting.legal_actions:
        waiting = Hand.deal(RuleSet(), seed=3).view(0)
    with pytest.raises(ValueError, match="not this seat's turn"):
        evaluate(waiting)


def test_the_expert_weighs_its_close_choices_at_a_table_of_three_too() -> None:
    """Before the search the expert's play-outs modelled one opponent and were off at a
    table of three; now it plays its close discards and knocks out there as well."""
    rules = VARIANTS["ginski"]
    expert = create_player("expert", 1)
    weighed = 0
    for seed in range(6):
        hand = Hand.deal(rules, seed=seed)
        players = [create_player("casual", seed + seat) for seat in rules.seats]
        while hand.phase is not Phase.ENDED and hand.phase is not Phase.LAYOFF:
            seat = hand.to_act
            assert seat is not None
            view = hand.view(seat)
            weighed += len(expert.choices_to_weigh(view)) > 1
            hand.apply(players[seat].choose(view))
    assert weighed >= 3


@pytest.mark.parametrize(
    ("game", "deals"),
    [
        ("standard", 480),
        ("ginski_2", 240),
        ("ginski", 240),
        ("ginski_4", 160),
    ],
)
def test_the_expert_budget_fits_the_deck_and_the_table(game: str, deals: int) -> None:
    """The expert's states per close choice: 480 in a hand of two, shared among the
    opponents at a table of three or four; the Rumski deck (wilds, a solver about twice as
    slow) gets at most 240."""
    hand = Hand.deal(VARIANTS[game], seed=5)
    assert create_player("expert", 0).deals_per_choice(hand.view(hand.to_act or 0)) == deals


@pytest.mark.parametrize(
    ("game", "confidence"),
    [("standard", 1.0), ("ginski_2", 2.0), ("ginski", 2.0), ("three_handed", 1.0)],
)
def test_the_expert_leaves_its_usual_choice_on_surer_evidence_with_wilds(
    game: str, confidence: float
) -> None:
    """With the Rumski deck's 240 states a choice, a played-out choice must beat the
    usual one by 2 standard errors, not 1: two-seat Ginski's row won 71.2% of 400 matches
    with 2, 68.2% with 1, 62.5% with 0 (docs/STRENGTH.md)."""
    hand = Hand.deal(VARIANTS[game], seed=5)
    assert create_player("expert", 0).confidence(hand.view(hand.to_act or 0)) == confidence
