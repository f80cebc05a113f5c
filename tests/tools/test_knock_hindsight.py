"""Knocking sooner judged in hindsight (tools/knock_hindsight.py): a chance's points are
what the engine scores, and a rule is judged hand by hand against the points A took."""

from __future__ import annotations

import json

from gin_desktop.engine import RuleSet
from gin_desktop.tools.arena import PairJob
from gin_desktop.tools.knock_hindsight import (
    KnockChance,
    MatchChances,
    Rule,
    deal_chances,
    gains,
    main,
    report,
)


def chance(hand: int, turn: int, deadwood: int, points: int, knocked: bool = False) -> KnockChance:
    return KnockChance(hand=hand, turn=turn, deadwood=deadwood, points=points, knocked=knocked)


def test_a_rule_knocks_within_its_deadwood_and_its_turns() -> None:
    early = Rule(deadwood=8, first_turn=1, stop_turn=4)
    assert early.knocks(chance(1, 3, 8, 0))
    assert not early.knocks(chance(1, 4, 8, 0))
    assert not early.knocks(chance(1, 2, 9, 0))
    late = Rule(deadwood=10, first_turn=9)
    assert late.knocks(chance(1, 12, 10, 0)) and not late.knocks(chance(1, 8, 2, 0))
    assert early.label == "deadwood 8 or less, turns 1-3"
    assert late.label == "deadwood 10 or less, turns 9+"


def test_a_rule_is_judged_at_its_first_chance_against_the_points_taken() -> None:
    match = MatchChances(
        points=(-30, 25, 12, 0),
        chances=(
            chance(1, 2, 9, 15),  # the rule's first chance of hand 1: 15 instead of -30
            chance(1, 3, 5, -25),  # a later chance of the same hand is never reached
            chance(2, 5, 4, 6),  # out of the rule's turns
            chance(3, 1, 3, 8, knocked=True),  # A knocked here: its points stand
            chance(3, 2, 3, 20),
        ),
    )
    rule = Rule(deadwood=10, first_turn=1, stop_turn=4)
    assert gains(rule, [match]) == [45, 0, 0, 0]


def test_a_knock_a_made_scores_what_its_chance_says() -> None:
    """The hindsight of a knock A made is the points the engine gave it: the showdown
    against the opponent's true hand, the defender laying off as the engine does."""
    knocks = 0
    for index in range(3):
        for match in deal_chances(PairJob("strong", "marjj", 5, index, RuleSet())):
            assert len(match.points) >= 1
            for found in match.chances:
                assert 0 < found.deadwood <= RuleSet().knock_limit
                assert found.turn >= 1 and 1 <= found.hand <= len(match.points)
                if found.knocked:
                    knocks += 1
                    assert match.points[found.hand - 1] == found.points
    assert knocks > 0


def test_the_report_ranks_every_rule_and_a_run_is_kept(tmp_path, capsys) -> None:  # type: ignore[no-untyped-def]
    lines = report([MatchChances(points=(-30,), chances=(chance(1, 2, 9, 15),))])
    assert lines[0] == "1 matches, 1 hands; A knocked short of gin 0 times"
    assert lines[2].startswith("deadwood 10 or less, turns 1-3: +45.00")
    kept = tmp_path / "chances.jsonl"
    argv = ["--a", "strong", "--b", "marjj", "--deals", "1", "--seed", "5", "--results"]
    assert main([*argv, str(kept)]) == 0
    first = capsys.readouterr().out
    assert "2 matches" in first
    assert json.loads(kept.read_text().splitlines()[1])["job"] == 0
    assert main([*argv, str(kept)]) == 0  # read back, nothing played again
    assert capsys.readouterr().out == first
