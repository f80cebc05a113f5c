"""Against patient players, those who play for gin while they could knock: the expert
checks a knock short of gin against opponent hands that may have waited with a knockable
hand, and holds it back when it would too often be undercut."""

from __future__ import annotations

from dataclasses import replace

from gin_desktop.ai import STYLES, create_player
from gin_desktop.ai.player import HeuristicPlayer
from gin_desktop.engine import Discard, DrawDiscard, Knock, PlayerView, Round, RuleSet, parse_cards
from tests.ai.test_players import deck_for


def position(seed: int, steps: int) -> PlayerView:
    """Seat 0's view after ``steps`` actions of casual play on deal ``seed``."""
    hand = Round.deal(RuleSet(), dealer=seed % 2, seed=seed)
    casual = create_player("casual", 2)
    for _ in range(steps):
        seat = hand.to_act
        assert seat is not None
        hand.apply(casual.choose(hand.view(seat)))
    return hand.view(0)


def expert(undercut_cap: float) -> HeuristicPlayer:
    return HeuristicPlayer(replace(STYLES["expert"], undercut_cap=undercut_cap), seed=1)


def test_a_knock_a_patient_opponent_would_often_undercut_is_held_back() -> None:
    """Seed 5, early: QS leaves three fives and a club run beside some deadwood. Played
    out against hasty opponents the knock pays; a patient one often holds less, so the
    expert's own check holds it back."""
    view = position(5, 8)
    knock = expert(undercut_cap=1.0).choose(view)
    assert isinstance(knock, Knock) and view.stock_count > 20
    assert STYLES["expert"].undercut_cap < 1
    held_back = HeuristicPlayer(STYLES["expert"], seed=1).choose(view)
    assert isinstance(held_back, Discard) and held_back in view.legal_actions


def test_the_undercut_check_never_holds_back_gin() -> None:
    deck = deck_for("4S 5S 6S 9H 9D 9C JC QC KC KD", "AH 3H 5H 7H 9S JH KH 2C 4C 6C",
                    "7S", "8D")  # fmt: skip
    hand = Round.deal(RuleSet(), dealer=1, deck=deck)
    hand.apply(DrawDiscard())
    action = expert(undercut_cap=0.0).choose(hand.view(0))
    assert isinstance(action, Knock) and action.card == parse_cards("KD")[0]
