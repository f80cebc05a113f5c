"""The data folder named once (issue 64): ``.../Gin Desktop``, no longer
``.../Gin Desktop/Gin Desktop``. At the first start, what the old folder holds moves into
the new one, nothing lost and nothing written over; a move that fails leaves the old
folder whole and in use."""

from __future__ import annotations

import logging
import os
from datetime import datetime
from pathlib import Path

import pytest

from gin_desktop.ai import create_player
from gin_desktop.engine import Match, RuleSet
from gin_desktop.storage import data_home
from gin_desktop.storage.data_home import move_home, old_folder
from gin_desktop.storage.home_lock import LOCK_NAME, HomeLock
from gin_desktop.storage.matches import AUTOSAVE_NAME, Autosave, SavedMatch
from gin_desktop.storage.sealing import KEY_NAME
from gin_desktop.storage.statistics import Statistics
from tests.matches import play_with_computers
from tests.storage.test_statistics import session_against


def files(folder: Path) -> dict[str, bytes]:
    """Every file in ``folder`` (not in its folders: the old one is in the new one), by
    name, with its bytes."""
    return {p.name: p.read_bytes() for p in sorted(folder.iterdir()) if p.is_file()}


def old_home(root: Path) -> tuple[Path, Path]:
    """A player's data kept by the version before: the match in progress sealed with its
    key, the statistics with a hand (an SQLite database in WAL), the log and its rotated
    file, the lock, a damaged match kept aside. The new folder and the old one."""
    new = root / "Gin Desktop"
    old = old_folder(new)
    assert old == root / "Gin Desktop" / "Gin Desktop"
    session = session_against("strong", RuleSet())
    match = Match(RuleSet(), seed=7, names=session.names)
    Autosave(old).write(SavedMatch(session, match))
    played = Match(RuleSet(), seed=8, names=session.names)
    play_with_computers(played, [create_player("casual", 1), create_player("strong", 2)], 1)
    stats = Statistics(old / "statistics.sqlite")
    stats.record_hand("8", session, played, datetime(2026, 12, 6, 9))
    stats.close()
    (old / "gin-desktop.log").write_text("2026-12-06 09:00:00 INFO gin_desktop: a line\n")
    (old / "gin-desktop.log.1").write_text("older lines\n")
    (old / LOCK_NAME).write_text("4242\n")
    (old / f"{AUTOSAVE_NAME}.damaged-20261201").write_text("{not a match")
    return new, old


def test_a_fresh_home_uses_the_folder_named_once(tmp_path: Path) -> None:
    new = tmp_path / "Gin Desktop"
    moved = move_home(new)
    assert moved.folder == new and not moved.moved and not moved.problem
    assert not old_folder(new).exists() and not new.exists()  # nothing made for nothing


def test_the_old_folder_moves_whole_into_the_new_one(tmp_path: Path, caplog) -> None:
    new, old = old_home(tmp_path)
    before = files(old)
    HomeLock(new).claim()  # the start holds the new folder first
    moved = move_home(new)
    assert moved.folder == new and not moved.problem and not moved.left
    assert not old.exists(), "the old folder goes once empty"
    after = files(new)
    for name, data in before.items():
        if name != LOCK_NAME:
            assert after[name] == data, f"{name} moved as it was"
    assert sorted(moved.moved) == sorted(n for n in before if n != LOCK_NAME)
    saved = Autosave(new).read()  # its key came with it: the match opens
    assert saved is not None and saved.match.seed == 7
    stats = Statistics(new / "statistics.sqlite")
    assert [entry.key for entry in stats.history()] == ["8"]
    stats.close()
    with caplog.at_level(logging.INFO, logger="gin_desktop"):
        moved.log(logging.getLogger("gin_desktop.storage.data_home"))
    assert f"the data of {old} moved to {new}" in caplog.text
    assert move_home(new).moved == ()  # the next start: nothing more to move


def test_nothing_in_the_new_folder_is_written_over(tmp_path: Path, caplog) -> None:
    """Both folders hold data (an older version was started again after the move): what
    the new folder has stays; what goes with a file it has stays in the old folder."""
    new, old = old_home(tmp_path)
    (old / "statistics.sqlite-wal").write_bytes(b"the old database's journal")
    (new / "statistics.sqlite").write_bytes(b"the new folder's own statistics")
    (new / "gin-desktop.log").write_text("the new folder's log\n")
    (new / KEY_NAME).write_bytes(b"another installation key, 32 b..")
    old_files, new_files = files(old), files(new)
    moved = move_home(new)
    assert moved.folder == new and not moved.problem
    for name, data in new_files.items():
        assert (new / name).read_bytes() == data, f"{name} of the new folder kept"
    assert set(moved.left) == {
        "statistics.sqlite",
        "statistics.sqlite-wal",  # a database with its journal
        "gin-desktop.log",
        KEY_NAME,
        AUTOSAVE_NAME,  # the match goes with its key
    }
    for name in moved.left:
        assert (old / name).read_bytes() == old_files[name], f"{name} left as it was"
    assert (new / "gin-desktop.log.1").read_text() == "older lines\n"
    assert (new / f"{AUTOSAVE_NAME}.damaged-20261201").is_file()
    with caplog.at_level(logging.INFO, logger="gin_desktop"):
        moved.log(logging.getLogger("gin_desktop.storage.data_home"))
    assert f"those of {old} are left there" in caplog.text


def test_the_same_file_in_both_folders_is_no_conflict(tmp_path: Path) -> None:
    new, old = old_home(tmp_path)
    (new / KEY_NAME).write_bytes((old / KEY_NAME).read_bytes())
    moved = move_home(new)
    assert moved.folder == new and not moved.left and not old.exists()
    saved = Autosave(new).read()
    assert saved is not None and saved.match.seed == 7


def test_a_move_that_fails_leaves_the_old_folder_whole_and_in_use(
    tmp_path: Path, monkeypatch, caplog
) -> None:
    new, old = old_home(tmp_path)
    before = files(old)
    renamed: list[str] = []
    rename = os.rename

    def fail_the_third(source: Path, target: Path) -> None:
        if len(renamed) == 2 and Path(target).parent == new:
            raise PermissionError(13, "Permission denied", str(target))
        renamed.append(str(target))
        rename(source, target)

    monkeypatch.setattr(data_home.os, "rename", fail_the_third)
    moved = move_home(new)
    assert moved.folder == old and "Permission denied" in moved.problem
    del before[LOCK_NAME]  # which holds the process that held it last
    assert {n: d for n, d in files(old).items() if n != LOCK_NAME} == before, "all went back"
    assert not new.exists() or set(files(new)) <= {LOCK_NAME}
    with caplog.at_level(logging.INFO, logger="gin_desktop"):
        moved.log(logging.getLogger("gin_desktop.storage.data_home"))
    assert f"the data folder {old} could not be moved to {new}" in caplog.text
    assert "it is still used" in caplog.text


def test_an_old_folder_in_use_by_a_running_copy_is_left_alone(tmp_path: Path) -> None:
    if os.name == "nt":
        pytest.skip("a second lock of one process is refused on POSIX only")
    new, old = old_home(tmp_path)
    (old / LOCK_NAME).unlink()
    running = HomeLock(old)
    assert running.claim()  # an older version of the game, still open
    try:
        before = files(old)
        moved = move_home(new)
        assert moved.folder == old and "another copy" in moved.problem
        assert files(old) == before
    finally:
        running.release()
