"""Partnership gin recorded as the person's own game: both games of each hand are kept,
each with its players, and each replays to its own result; a hand won by the person's
partner counts for their side; a partnership hand kept before both games were is said so,
not called damaged."""

from __future__ import annotations

import sqlite3
from datetime import datetime
from pathlib import Path

import pytest

from gin_desktop.engine import HandReplay, Match, RuleSet
from gin_desktop.session import SeatPlan, Session
from gin_desktop.storage.statistics import Statistics
from tests.storage.test_statistics import play_and_record

RULES = RuleSet.preset("partnership").with_changes(target_score=60)
SESSION = Session(
    RULES,
    (
        SeatPlan("Ana", None),
        SeatPlan("Budi", "casual"),
        SeatPlan("Citra", "casual"),
        SeatPlan("Dewi", "casual"),
    ),
    seed=8,
)


def played_and_recorded(stats: Statistics) -> Match:
    """A whole partnership match, each game recorded as it ends."""
    return play_and_record(stats, SESSION, 8, [datetime(2026, 12, 5, 18, 0)])


def test_rule_both_games_of_a_partnership_hand_are_kept_with_their_players(
    tmp_path: Path,
) -> None:
    stats = Statistics(tmp_path / "stats.sqlite")
    match = played_and_recorded(stats)
    entries = stats.history()
    assert len(entries) == len(match.history)  # not one game a hand: both
    kept = {(entry.hand_number, entry.players) for entry in entries}
    played = {(record.hand_number, tuple(record.players)) for record in match.history}
    assert kept == played
    for entry in entries:
        hand = stats.recorded_hand(entry.key, entry.hand_number, entry.game)
        replay = HandReplay(hand.rules, hand.dealer, hand.seed, hand.actions, hand.players)
        result = replay.steps[-1].result
        assert result is not None
        assert (result.kind, result.winner, result.points) == (
            entry.kind,
            entry.winner,
            entry.points,
        )


def test_a_hand_won_by_the_partner_counts_for_the_side(tmp_path: Path) -> None:
    stats = Statistics(tmp_path / "stats.sqlite")
    match = played_and_recorded(stats)
    side = set(RULES.team_of(0))
    (line,) = stats.figures()
    assert line.hands == len(match.history)
    assert line.hands_won == sum(record.winner in side for record in match.history)
    assert line.won == (match.result is not None and match.result.winner in side)


def test_a_partnership_hand_kept_before_both_games_were_is_said_so(tmp_path: Path) -> None:
    path = tmp_path / "stats.sqlite"
    stats = Statistics(path)
    played_and_recorded(stats)
    stats.close()
    with sqlite3.connect(path) as db:  # as an earlier version kept it: no players
        db.execute("UPDATE hands SET players = NULL")
    stats = Statistics(path)
    entry = stats.history()[0]
    with pytest.raises(ValueError, match="recorded before both of its games were kept"):
        stats.recorded_hand(entry.key, entry.hand_number, entry.game)
