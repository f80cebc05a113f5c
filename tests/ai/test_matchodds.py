"""Playing for the match: the chance of winning it from a score, and an expert that knocks
more readily when a knock is likely to win the match (against an opponent seen to knock
early: against a patient one it knocks short of gin only in a hand's first turns, at any
score), and a strong player that knocks when a knock is all but sure to win it."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable

from hypothesis import given
from hypothesis import strategies as st

from gin_desktop.ai import STYLES, create_player
from gin_desktop.ai.knowledge import Knowledge
from gin_desktop.ai.matchodds import MatchOdds
from gin_desktop.engine import Hand, HandKind, HandRecord, Knock, PlayerView, RuleSet
from gin_desktop.engine.hand import Phase

needs = st.integers(1, 100)


def test_equal_needs_are_an_even_match_and_needing_less_is_better() -> None:
    odds = MatchOdds(100, 100, 100)
    for ours in range(1, 101):
        for theirs in range(1, 101):
            chance = odds.chance(ours, theirs)
            assert 0.0 < chance < 1.0
            assert abs(chance + odds.chance(theirs, ours) - 1.0) < 1e-9
            if theirs > 1:  # the opponent needing more is never worse for us
                assert chance >= odds.chance(ours, theirs - 1) - 1e-9
            if ours + 10 <= theirs:
                assert chance > 0.55
        assert abs(odds.chance(ours, ours) - 0.5) < 1e-9


@given(ours=needs, theirs=needs, points=st.integers(-60, 60))
def test_more_points_in_a_hand_never_lower_the_chance(ours: int, theirs: int, points: int) -> None:
    odds = MatchOdds(ours, theirs, 100)
    assert odds.after(points) <= odds.after(points + 1) + 1e-12


def test_reaching_the_target_wins_and_points_beyond_it_add_nothing() -> None:
    odds = MatchOdds(ours=10, theirs=10, target=100)
    assert odds.after(10) == odds.after(50) == 1.0
    assert odds.after(-10) == odds.after(-50) == 0.0
    assert 0.5 < odds.after(9) < 1.0


def test_far_from_the_target_points_count_about_evenly() -> None:
    odds = MatchOdds(ours=100, theirs=100, target=100)
    gains = [odds.after(points) - odds.after(points - 10) for points in (-20, 0, 20)]
    assert max(gains) / min(gains) < 1.2


def test_long_matches_get_a_table_too() -> None:
    odds = MatchOdds(ours=1000, theirs=1000, target=1000)
    assert odds.after(-25) < odds.after(0) < odds.after(25)
    assert abs(odds.after(0) - 0.5) < 1e-9


SCORES = {"start": (0, 0), "we need 5": (95, 0), "they need 5": (0, 95)}


HASTY = (
    HandRecord(
        hand_number=1,
        dealer=0,
        kind=HandKind.KNOCK,
        winner=1,
        points=12,
        knocker=1,
        scores=(0, 12),
        knock_limit=10,
        knocker_deadwood=6,
        defender_deadwood=18,
        laid_off_points=0,
        players=(0, 1),
        stock_left=24,
    ),
)
"""A score sheet on which the opponent knocked short of gin with 24 cards left."""


PLAYED_BY = "strong"
"""Who plays the expert's hands to the knocks the expert is asked about: the positions are
what matter, and the expert's search at every turn of 30 hands would take minutes."""


def knocks_by_score(
    level: str,
    before_stock: int = 0,
    history: tuple[HandRecord, ...] = (),
    counted: Callable[[PlayerView], bool] = lambda view: True,
    played_by: str | None = None,
) -> dict[str, int]:
    """Play 30 hands of ``played_by`` (by default ``level``; seat 0) against casual;
    wherever seat 0 may knock with more than ``before_stock`` cards in the stock, count
    ``level``'s knocks under each of ``SCORES`` (and ``history``), the hand played at the
    real score of nil to nil; only where ``counted``."""
    player = create_player(level, 1)
    knocks = dict.fromkeys(SCORES, 0)
    for seed in range(30):
        hand = Hand.deal(RuleSet(), dealer=seed % 2, seed=seed)
        players = (create_player(played_by or level, 1), create_player("casual", seed))
        while hand.phase is not Phase.ENDED:
            seat = hand.to_act
            assert seat is not None
            view = hand.view(seat)
            may_knock = any(isinstance(action, Knock) for action in view.legal_actions)
            if seat == 0 and may_knock and view.stock_count > before_stock and counted(view):
                for name, scores in SCORES.items():
                    seen = dataclasses.replace(view, scores=scores, history=history)
                    chosen = player.choose(seen)
                    knocks[name] += isinstance(chosen, Knock)
            hand.apply(players[seat].choose(view))
    return knocks


def test_the_expert_knocks_more_readily_when_a_knock_would_win_the_match() -> None:
    knocks = knocks_by_score("expert", history=HASTY, played_by=PLAYED_BY)
    assert knocks["we need 5"] >= knocks["start"] + 10


def test_against_a_patient_opponent_the_score_does_not_bring_a_late_knock() -> None:
    """With no early knock of theirs seen, the opponent may be waiting for gin: a knock
    short of gin after their second draw would be undercut too often, at any score."""

    def late(view: PlayerView) -> bool:
        """After the opponent's second draw, and no gin in hand."""
        knowledge = Knowledge.from_view(view)
        short_of_gin = knowledge.solver.best_discard(knowledge.hand)[0] > 0
        return short_of_gin and knowledge.opponent_draws > STYLES["expert"].patient_knock_draws

    knocks = knocks_by_score("expert", counted=late, played_by=PLAYED_BY)
    assert knocks["we need 5"] == knocks["start"] == knocks["they need 5"] == 0
    hasty = knocks_by_score("expert", history=HASTY, counted=late, played_by=PLAYED_BY)
    assert hasty["we need 5"] > 0


def test_the_strong_player_knocks_to_win_the_match_rather_than_play_on_for_gin() -> None:
    """Before the late game the strong player knocks only for gin, unless the knock would
    reach the target; the opponent's score alone changes nothing."""
    knocks = knocks_by_score("strong", before_stock=STYLES["strong"].late_knock_stock)
    assert knocks["we need 5"] >= knocks["start"] + 10
    assert knocks["they need 5"] == knocks["start"]
