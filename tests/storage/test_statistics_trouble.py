"""Statistics that say when they cannot be kept, and lose nothing: a damaged database is
set aside (with its bytes) and a fresh record started; a database another program holds
gives the write up at once (``Busy``) instead of holding the window, and the hand is
written once it lets go, at the latest at the next start."""

from __future__ import annotations

import sqlite3
from datetime import datetime
from pathlib import Path

from gin_desktop.ai import create_player
from gin_desktop.engine import Match, NextHand, RuleSet
from gin_desktop.session import Session
from gin_desktop.storage.statistics import SCHEMA_VERSION, Busy, Statistics, hand_row
from gin_desktop.storage.statistics_kept import (
    keep_for_later,
    open_statistics,
    pending_path,
    write_kept,
)
from tests.storage.test_statistics import play_and_record, session_against

WHEN = datetime(2026, 12, 5, 18, 0)


def one_hand_played() -> tuple[Match, Session]:
    session = session_against("casual", RuleSet())
    match = Match(session.rules, seed=3, names=session.names)
    players = [create_player("casual", seed=1), create_player("casual", seed=2)]
    while not match.history:
        seat = match.to_act
        if seat is None:
            match.apply(NextHand())
        else:
            match.apply(players[seat].choose(match.view(seat)), seat=seat)
    return match, session


def test_a_damaged_database_is_set_aside_and_a_new_record_begins(tmp_path: Path) -> None:
    path = tmp_path / "statistics.sqlite"
    path.write_bytes(b"these are not the statistics" * 100)
    opened = open_statistics(path)
    assert opened.statistics is not None and opened.statistics.version == SCHEMA_VERSION
    assert opened.problem is not None and "damaged" in opened.problem
    assert opened.kept_aside is not None
    assert opened.kept_aside.read_bytes() == b"these are not the statistics" * 100
    assert opened.statistics.figures() == []


def test_statistics_of_a_newer_version_are_left_alone(tmp_path: Path) -> None:
    path = tmp_path / "statistics.sqlite"
    Statistics(path).close()
    with sqlite3.connect(path) as other:
        other.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    before = path.read_bytes()
    opened = open_statistics(path)
    assert opened.statistics is None and opened.kept_aside is None
    assert opened.problem is not None and "newer" in opened.problem
    assert path.read_bytes() == before


def test_a_database_held_by_another_program_gives_the_write_up_and_loses_nothing(
    tmp_path: Path,
) -> None:
    path = tmp_path / "statistics.sqlite"
    stats = Statistics(path)
    match, session = one_hand_played()
    row = hand_row("m3", session, match, WHEN)
    other = sqlite3.connect(path, isolation_level=None)
    other.execute("BEGIN EXCLUSIVE")
    try:
        try:
            stats.write(row)
            raise AssertionError("the write went through a database held by another")
        except Busy:
            pass
    finally:
        other.execute("ROLLBACK")
        other.close()
    stats.write(row)  # once it lets go
    assert [entry.hand_number for entry in stats.history()] == [1]


def test_hands_kept_for_later_are_written_at_the_next_start(tmp_path: Path) -> None:
    path = tmp_path / "statistics.sqlite"
    match, session = one_hand_played()
    row = hand_row("m3", session, match, WHEN)
    keep_for_later(path, [row])
    assert pending_path(path).exists()
    opened = open_statistics(path)
    assert opened.statistics is not None
    assert write_kept(opened.statistics) == 1
    assert not pending_path(path).exists()
    (entry,) = opened.statistics.history()
    assert (entry.key, entry.hand_number, entry.points) == ("m3", 1, match.history[0].points)


def test_what_record_hand_writes_is_what_a_row_made_at_the_end_writes(tmp_path: Path) -> None:
    """The hand's row is made when it ends: written later, it is the same record."""
    now, later = Statistics(tmp_path / "a.sqlite"), Statistics(tmp_path / "b.sqlite")
    session = session_against("casual", RuleSet(target_score=40))
    play_and_record(now, session, 5, [WHEN])
    rows = []
    match = play_and_record(
        later, session, 5, [WHEN], record=lambda *hand: rows.append(hand_row(*hand))
    )
    for row in rows:
        later.write(row)

    def hands(stats: Statistics) -> list[tuple[int, int]]:
        return sorted((entry.hand_number, entry.points) for entry in stats.history())

    assert hands(later) == hands(now) and len(hands(now)) == len(match.history)
    assert later.figures()[0].matches == now.figures()[0].matches == 1


def disk_full_error() -> sqlite3.OperationalError:
    """SQLite's own "database or disk is full" (SQLITE_FULL), from a database allowed one
    page: what a full disk says."""
    full = sqlite3.connect(":memory:")
    full.execute("PRAGMA max_page_count = 2")
    full.execute("CREATE TABLE t (x BLOB)")
    try:
        full.execute("INSERT INTO t VALUES (?)", (b"x" * 100_000,))
    except sqlite3.OperationalError as error:
        assert error.sqlite_errorcode == sqlite3.SQLITE_FULL
        return error
    finally:
        full.close()
    raise AssertionError("SQLite took a hundred kilobytes into two pages")


def test_a_full_disk_at_the_start_keeps_the_record_as_it_is(tmp_path: Path, monkeypatch) -> None:
    """A full disk at the start (issue 65) was taken for damage: a healthy record was set
    aside as damaged and a new, empty one begun once there was room. It is left as it is,
    the statistics off for the session with a word, and read whole at the next start."""
    path = tmp_path / "statistics.sqlite"
    match, session = one_hand_played()
    statistics = Statistics(path)
    statistics.record_hand("m1", session, match, WHEN)
    statistics.close()
    before = path.read_bytes()
    error = disk_full_error()

    def full(_path: Path) -> Statistics:
        raise error

    monkeypatch.setattr("gin_desktop.storage.statistics_kept.Statistics", full)
    opened = open_statistics(path)
    assert opened.statistics is None and opened.kept_aside is None
    assert opened.problem is not None and "disk is full" in opened.problem
    assert path.read_bytes() == before
    assert [p.name for p in tmp_path.iterdir() if ".damaged-" in p.name] == []
    monkeypatch.undo()  # room on the disk again: the next start
    again = open_statistics(path)
    assert again.statistics is not None and again.problem is None
    assert len(again.statistics.history()) == 1, "the hand played is still counted"
