"""Every level decides from what it can see: the same view and seed give the same move,
whatever the hidden cards (the opponent's hand and the stock) really are."""

from __future__ import annotations

import random

import pytest

from gin_desktop.ai import LEVELS, Budget, create_player, evaluate
from gin_desktop.engine import Card, Hand, RuleSet
from gin_desktop.engine.hand import Phase


def reshuffle_hidden(hand: Hand, seat: int, rng: random.Random) -> Hand:
    """The same hand with every other seat's unseen cards and the stock dealt anew among
    themselves: nothing that ``seat`` can see changes."""
    data = hand.to_dict()
    others = [other for other in hand.rules.seats if other != seat]
    hidden = list(data["stock"])
    for other in others:
        known = set(data["known"][other])
        hidden += [card for card in data["hands"][other] if card not in known]
    rng.shuffle(hidden)
    new_cards = iter(hidden)
    for other in others:
        known = set(data["known"][other])
        data["hands"][other] = [
            card if card in known else next(new_cards) for card in data["hands"][other]
        ]
    data["stock"] = list(new_cards)
    return Hand.from_dict(data)


def decisions_checked(level: str, seed: int, checks: int) -> int:
    rng = random.Random(seed)
    hand = Hand.deal(RuleSet(), dealer=seed % 2, seed=seed)
    players = [create_player(level, seed), create_player("casual", seed + 1)]
    checked = 0
    while hand.phase is not Phase.ENDED:
        seat = hand.to_act
        assert seat is not None
        view = hand.view(seat)
        action = players[seat].choose(view)
        if seat == 0 and hand.phase in (Phase.DRAW, Phase.DISCARD) and checked < checks:
            other = reshuffle_hidden(hand, seat, rng)
            assert other.view(seat) == view
            assert other.hand(1) != hand.hand(1) or other.stock != hand.stock
            assert create_player(level, seed).choose(other.view(seat)) == action
            checked += 1
        hand.apply(action)
    return checked


@pytest.mark.parametrize("level", LEVELS)
def test_decision_depends_only_on_the_view_and_seed(level: str) -> None:
    checked = sum(decisions_checked(level, seed, checks=6) for seed in range(6))
    assert checked >= 24


def searches_checked(rules: RuleSet, seed: int, checks: int) -> int:
    """Play a hand of experts; at seat 0's decisions, the search's values and the expert's
    choice are the same when every hidden card is dealt anew."""
    rng = random.Random(seed)
    hand = Hand.deal(rules, seed=seed)
    players = [create_player("expert", seed + seat) for seat in rules.seats]
    checked = 0
    while hand.phase is not Phase.ENDED and checked < checks:
        seat = hand.to_act
        assert seat is not None
        view = hand.view(seat)
        if seat == 0 and hand.phase in (Phase.DRAW, Phase.DISCARD):
            other = reshuffle_hidden(hand, seat, rng)
            assert other.view(seat) == view and other.stock != hand.stock
            budget = Budget(deals=24)
            assert evaluate(other.view(seat), budget, seed) == evaluate(view, budget, seed)
            assert create_player("expert", seed).choose(other.view(seat)) == players[0].choose(view)
            checked += 1
        hand.apply(players[seat].choose(view))
    return checked


@pytest.mark.parametrize("preset", ["standard", "ginski"])
def test_the_search_reads_only_the_view(preset: str) -> None:
    """No hidden card reaches a made-up deal except by the sampling of unseen cards: at a
    table of two and of three."""
    rules = RuleSet.preset(preset)
    checked = sum(searches_checked(rules, seed, checks=4) for seed in range(8))
    assert checked >= 8


def test_reshuffle_really_changes_hidden_cards() -> None:
    hand = Hand.deal(RuleSet(), seed=3)
    other = reshuffle_hidden(hand, 0, random.Random(1))
    assert other.hand(0) == hand.hand(0)
    assert set(other.hand(1)) | set(other.stock) == set(hand.hand(1)) | set(hand.stock)
    assert other.hand(1) != hand.hand(1)
    assert isinstance(other.hand(1)[0], Card)


def test_the_coachs_hint_depends_only_on_the_view() -> None:
    """A hint (ai/coach.py) is the search's, on the person's view: the same whatever the
    hidden cards are."""
    from gin_desktop.ai.coach import hint

    small = Budget(deals=24, batch=12)
    rng = random.Random(7)
    hand = Hand.deal(RuleSet(), dealer=1, seed=7)
    checked = 0
    for _ in range(8):
        seat = hand.to_act
        assert seat is not None
        view = hand.view(seat)
        other = reshuffle_hidden(hand, seat, rng)
        assert other.view(seat) == view
        assert hint(other.view(seat), small) == hint(view, small)
        checked += 1
        hand.apply(create_player("casual", 1).choose(view))
    assert checked == 8


def test_the_reviews_judgement_depends_only_on_the_view() -> None:
    """The review (ai/review.py) judges each decision on the view of the seat that made it,
    then: the same judgement whatever the hidden cards were."""
    from gin_desktop.ai.review import judge

    small = Budget(deals=24, batch=12)
    rng = random.Random(11)
    hand = Hand.deal(RuleSet(), dealer=0, seed=11)
    players = [create_player("beginner", 2), create_player("casual", 3)]
    checked = 0
    while hand.phase is not Phase.ENDED and checked < 8:
        seat = hand.to_act
        assert seat is not None
        view = hand.view(seat)
        action = players[seat].choose(view)
        if len(view.legal_actions) > 1:
            other = reshuffle_hidden(hand, seat, rng)
            assert other.view(seat) == view
            judged = judge(view, action, budget=small)
            assert judge(other.view(seat), action, budget=small) == judged
            checked += 1
        hand.apply(action, seat=seat)
    assert checked == 8
