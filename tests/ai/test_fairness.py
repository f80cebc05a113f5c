"""Every level decides from what it can see: the same view and seed give the same move,
whatever the hidden cards (the opponent's hand and the stock) really are."""

from __future__ import annotations

import random

import pytest

from gin_desktop.ai import LEVELS, create_player
from gin_desktop.engine import Card, Round, RuleSet
from gin_desktop.engine.round import Phase


def reshuffle_hidden(hand: Round, seat: int, rng: random.Random) -> Round:
    """The same hand with the opponent's unseen cards and the stock dealt anew among
    themselves: nothing that ``seat`` can see changes."""
    data = hand.to_dict()
    opponent = 1 - seat
    known = set(data["known"][opponent])
    held = data["hands"][opponent]
    hidden = [card for card in held if card not in known] + data["stock"]
    rng.shuffle(hidden)
    count = len(held) - len(known)
    new_cards = iter(hidden[:count])
    data["hands"][opponent] = [card if card in known else next(new_cards) for card in held]
    data["stock"] = hidden[count:]
    return Round.from_dict(data)


def decisions_checked(level: str, seed: int, checks: int) -> int:
    rng = random.Random(seed)
    hand = Round.deal(RuleSet(), dealer=seed % 2, seed=seed)
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


def test_reshuffle_really_changes_hidden_cards() -> None:
    hand = Round.deal(RuleSet(), seed=3)
    other = reshuffle_hidden(hand, 0, random.Random(1))
    assert other.hand(0) == hand.hand(0)
    assert set(other.hand(1)) | set(other.stock) == set(hand.hand(1)) | set(hand.stock)
    assert other.hand(1) != hand.hand(1)
    assert isinstance(other.hand(1)[0], Card)
