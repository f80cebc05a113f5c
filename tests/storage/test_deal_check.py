"""Verify a recorded deal (issue: deals anyone can check): a fair hand's record keeps the
commitment shown at its deal and its deck as dealt; Verify recomputes both from the seed
kept and finds a true record matching, a record whose seed or deck was changed in the
database not matching (each said apart), and a hand recorded before (or dealt from a seed
chosen for the match) not checkable; a database of schema 5 gains the columns."""

from __future__ import annotations

import sqlite3
from datetime import datetime, timedelta
from pathlib import Path

import pytest

from gin_desktop.ai import create_player
from gin_desktop.engine import Match, NextHand, RuleSet
from gin_desktop.engine.fair_shuffle import FAIR_PREFIX, DealCheck
from gin_desktop.storage.statistics import _MIGRATIONS, SCHEMA_VERSION, Statistics
from tests.storage.test_statistics import play_and_record, session_against

FAIR_SEED = FAIR_PREFIX + "5e" * 32


def record_fair_match(stats: Statistics, hands: int = 2) -> None:
    session = session_against("casual", RuleSet(target_score=500))
    match = Match(session.rules, seed=FAIR_SEED, names=session.names)
    players = [create_player("casual", seed=1), create_player("strong", seed=2)]
    when = datetime(2026, 12, 6, 9, 0)
    while len(match.history) < hands:
        seat = match.to_act
        if seat is None:
            match.apply(NextHand())
            continue
        before = len(match.history)
        match.apply(players[seat].choose(match.view(seat)), seat=seat)
        if len(match.history) > before:
            when += timedelta(minutes=1)
            stats.record_hand("fair", session, match, when)


def database_of_version(path: Path, version: int) -> None:
    """An empty statistics database as schema ``version`` left it (its migrations only)."""
    db = sqlite3.connect(path)
    for earlier in range(version):  # _MIGRATIONS[n] makes version n + 1 of version n
        for statement in _MIGRATIONS[earlier]:
            db.execute(statement)
    db.execute(f"PRAGMA user_version = {version}")
    db.commit()
    db.close()


def test_a_true_record_of_a_fair_deal_matches(tmp_path: Path) -> None:
    stats = Statistics(tmp_path / "stats.sqlite")
    record_fair_match(stats)
    assert stats.check_deal("fair", 1) == DealCheck.MATCHES
    assert stats.check_deal("fair", 2) == DealCheck.MATCHES


def test_a_record_whose_seed_or_deck_was_changed_does_not_match(tmp_path: Path) -> None:
    stats = Statistics(tmp_path / "stats.sqlite")
    record_fair_match(stats)
    db = sqlite3.connect(tmp_path / "stats.sqlite")
    db.execute("UPDATE hands SET seed = ? WHERE hand_number = 1", (f"{FAIR_SEED}:7",))
    (deck,) = db.execute("SELECT deck FROM hands WHERE hand_number = 2").fetchone()
    first, second, *rest = deck.split()
    db.execute(
        "UPDATE hands SET deck = ? WHERE hand_number = 2", (" ".join([second, first, *rest]),)
    )
    db.commit()
    db.close()
    assert stats.check_deal("fair", 1) == DealCheck.SEED_CHANGED
    assert stats.check_deal("fair", 2) == DealCheck.ORDER_CHANGED


def test_a_hand_dealt_from_a_chosen_seed_or_recorded_before_cannot_be_checked(
    tmp_path: Path,
) -> None:
    stats = Statistics(tmp_path / "stats.sqlite")
    play_and_record(
        stats, session_against("casual", RuleSet(target_score=30)), 4, [datetime(2026, 12, 6)]
    )
    assert stats.check_deal("m4", 1) == DealCheck.NOT_COMMITTED
    with pytest.raises(ValueError, match="not in the statistics"):
        stats.check_deal("m4", 99)


def test_a_version_5_database_gains_the_deal_columns_and_keeps_its_hands(tmp_path: Path) -> None:
    path = tmp_path / "stats.sqlite"
    database_of_version(path, 5)
    stats = Statistics(path)
    assert stats.version == SCHEMA_VERSION == 8
    columns = [row[1] for row in stats._db.execute("PRAGMA table_info(hands)")]
    assert columns[-3:] == ["commitment", "deck", "context"]
    record_fair_match(stats, hands=1)
    assert stats.check_deal("fair", 1) == DealCheck.MATCHES
