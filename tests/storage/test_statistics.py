"""The record in SQLite: every figure checked against a count made from the played matches
themselves; the schema versioned and migrated; WAL; reset."""

from __future__ import annotations

import sqlite3
from collections.abc import Callable
from datetime import datetime, timedelta
from pathlib import Path

import pytest

from gin_desktop.ai import create_player
from gin_desktop.engine import HandKind, Match, NextHand, RuleSet
from gin_desktop.session import SeatPlan, Session
from gin_desktop.storage.statistics import HOTSEAT, SCHEMA_VERSION, Statistics

START = datetime(2026, 12, 2, 9, 0)


def session_against(level: str | None, rules: RuleSet) -> Session:
    second = SeatPlan("Budi", None) if level is None else SeatPlan("Computer", level)
    return Session(rules, (SeatPlan("Ana", None), second), seed=None)


Record = Callable[[str, Session, Match, datetime], None]


def play_and_record(
    stats: Statistics,
    session: Session,
    seed: int,
    clock: list[datetime],
    record: Record | None = None,
) -> Match:
    """A whole match of casual against strong (seats taken in turn), each game recorded as
    it ends (``record``, by default into ``stats``) under the key ``m<seed>``."""
    match = Match(session.rules, seed=seed, names=session.names)
    players = [create_player("casual", seed=seed), create_player("strong", seed=seed + 1)]
    recorded = 0
    while not match.is_over:
        seat = match.to_act
        if seat is None:
            match.apply(NextHand())
            continue
        match.apply(players[seat % len(players)].choose(match.view(seat)), seat=seat)
        while recorded < len(match.history):  # a game has ended (partnership: two a hand)
            recorded += 1
            clock[0] += timedelta(minutes=1)
            (record or stats.record_hand)(f"m{seed}", session, match, clock[0])
    return match


def test_every_figure_agrees_with_the_played_matches(tmp_path: Path) -> None:
    stats = Statistics(tmp_path / "stats.sqlite")
    short = RuleSet(target_score=40)
    plans = [("casual", short), ("casual", short), ("expert", short), (None, short)] * 2
    played: dict[str, list[Match]] = {}
    clock = [START]
    for seed, (level, rules) in enumerate(plans):
        match = play_and_record(stats, session_against(level, rules), seed, clock)
        played.setdefault(level or HOTSEAT, []).append(match)
    figures = {line.opponent: line for line in stats.figures()}
    assert set(figures) == set(played)
    for opponent, matches in played.items():
        line, seat = figures[opponent], 0
        records = [record for match in matches for record in match.history]
        wins = [match.result.winner == seat for match in matches]
        assert line.variant == "custom"
        assert line.matches == len(matches) and line.won == sum(wins)
        assert line.win_rate == pytest.approx(sum(wins) / len(matches))
        assert line.hands == len(records)
        assert line.hands_won == sum(r.winner == seat for r in records)
        assert line.gins == sum(r.kind == HandKind.GIN and r.winner == seat for r in records)
        assert line.big_gins == sum(
            r.kind == HandKind.BIG_GIN and r.winner == seat for r in records
        )
        made = sum(r.kind == HandKind.UNDERCUT and r.winner == seat for r in records)
        suffered = sum(r.kind == HandKind.UNDERCUT and r.knocker == seat for r in records)
        assert (line.undercuts_made, line.undercuts_suffered) == (made, suffered)
        points = sum(r.points for r in records if r.winner == seat)
        assert line.points_per_hand == pytest.approx(points / len(records))
        margins = [m.result.totals[0] - m.result.totals[1] for m in matches if m.result.winner == 0]
        assert line.best_margin == (max(margins) if margins else None)
        run, longest = 0, 0
        for won in wins:
            run = run + 1 if won else 0
            longest = max(longest, run)
        assert line.longest_streak == longest and line.streak == run


def test_a_hand_is_recorded_once_and_reset_forgets_everything(tmp_path: Path) -> None:
    stats = Statistics(tmp_path / "stats.sqlite")
    session = session_against("casual", RuleSet(target_score=20))
    match = play_and_record(stats, session, 3, [START])
    stats.record_hand("m3", session, match, START)  # again: still one row for that hand
    (line,) = stats.figures()
    assert line.hands == len(match.history) and line.matches == 1
    stats.reset()
    assert stats.figures() == []


def test_an_empty_database_is_migrated_and_a_newer_one_refused(tmp_path: Path) -> None:
    path = tmp_path / "stats.sqlite"
    sqlite3.connect(path).close()  # a database of version 0: no tables yet
    stats = Statistics(path)
    assert stats.version == SCHEMA_VERSION
    mode = stats._db.execute("PRAGMA journal_mode").fetchone()[0]
    assert mode == "wal"
    stats.close()
    newer = sqlite3.connect(path)
    newer.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    newer.close()
    with pytest.raises(sqlite3.DatabaseError, match="newer Gin Desktop"):
        Statistics(path)


def test_the_coachs_accuracy_is_kept_per_hand_and_read_per_match(tmp_path: Path) -> None:
    stats = Statistics(tmp_path / "stats.sqlite")
    clock = [datetime(2026, 12, 5, 9, 0)]
    for seed in (1, 2):
        play_and_record(stats, session_against("casual", RuleSet(target_score=30)), seed, clock)
    assert stats.accuracy_by_match() == []  # nothing reviewed yet
    stats.record_accuracy("m1", 1, 0, 3, 4)
    stats.record_accuracy("m2", 1, 0, 1, 2)
    stats.record_accuracy("m2", 2, 0, 2, 2)
    assert [share for _, share in stats.accuracy_by_match()] == [3 / 4, 3 / 4]
    with pytest.raises(ValueError):
        stats.record_accuracy("m1", 1, 0, 5, 4)
    assert stats.version == SCHEMA_VERSION == 8
