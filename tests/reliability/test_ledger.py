"""The statistics as a ledger: nothing the player played is ever dropped. Each way a hand
was lost (issue 65) is played through the window and ends with the hand counted: a full
disk at the start and in the middle of a session, damage inside the file with its header
whole (at the start and under a session), a write error that used to turn the statistics
off, a lock held by another program at the start and released later. The full disk is
a fault-injecting layer over the game's database (each write fails as SQLite fails it on a
full disk, ``SQLITE_FULL``, and writes nothing), or over its opener."""

from __future__ import annotations

import sqlite3
from contextlib import closing
from pathlib import Path

from gin_desktop.play import statistics_writer
from gin_desktop.storage import statistics_kept
from gin_desktop.storage.statistics import Statistics
from gin_desktop.storage.statistics_kept import (
    FULL,
    HELD,
    open_statistics,
    pending_path,
)
from gin_desktop.ui.window.app import MainWindow
from tests.ui.conftest import Scripted, preferences_for
from tests.ui.test_keeping import forget_the_keeping, open_window
from tests.ui.test_statistics_busy import play_one_hand

BACK = "The statistics are written again"


def said_by(window: MainWindow) -> list[str]:
    said: list[str] = []
    window.statusBar().messageChanged.connect(said.append)
    return said


def next_hand(qtbot, window: MainWindow) -> None:
    window.controller.next_hand_requested()
    qtbot.waitUntil(lambda: not window.controller.match.hand_over, timeout=5000)


def hands_in(path: Path) -> list[int]:
    """The hands in the record at ``path``, as another program reads them."""
    with closing(sqlite3.connect(path)) as db:
        return sorted(n for (n,) in db.execute("SELECT hand_number FROM hands"))


class FullDisk:
    """The game's database on a disk that is full while ``full``: a write fails as SQLite
    says it then (``SQLITE_FULL``), and nothing is written."""

    def __init__(self, statistics: Statistics, monkeypatch) -> None:
        self.full, self._write = True, statistics.write
        monkeypatch.setattr(statistics, "write", self.write)

    def write(self, row: object) -> None:
        if self.full:
            raise sqlite_error(sqlite3.OperationalError, "database or disk is full", "FULL")
        self._write(row)  # type: ignore[arg-type]


def sqlite_error(kind: type[sqlite3.Error], text: str, code: str) -> sqlite3.Error:
    """The error SQLite raises with result code ``SQLITE_<code>``."""
    error = kind(text)
    error.sqlite_errorcode = getattr(sqlite3, f"SQLITE_{code}")  # type: ignore[attr-defined]
    return error


def damage_inside(path: Path) -> None:
    """Junk over the file's pages after the first: the header whole, the tables not."""
    with path.open("r+b") as file:
        size = file.seek(0, 2)
        page = 4096
        for at in range(page, size, page):
            file.seek(at + 16)
            file.write(b"\xa5" * 64)


def test_a_full_disk_in_a_session_keeps_the_hands_waiting_and_the_statistics_on(
    qtbot, store, tmp_path: Path, monkeypatch
):
    path = tmp_path / "statistics.sqlite"
    statistics = Statistics(path)
    window = open_window(qtbot, store, tmp_path, statistics=statistics)
    said = said_by(window)
    disk = FullDisk(statistics, monkeypatch)
    play_one_hand(qtbot, window)
    qtbot.waitUntil(lambda: any("the disk is full" in text for text in said), timeout=5000)
    assert window.keeper.statistics is statistics, "a write error turned the statistics off"
    assert hands_in(path) == [] and pending_path(path).exists()
    next_hand(qtbot, window)
    play_one_hand_more(qtbot, window)
    disk.full = False
    qtbot.waitUntil(lambda: hands_in(path) == [1, 2], timeout=10_000)
    assert not pending_path(path).exists()
    assert sum("the disk is full" in text for text in said) == 1
    assert any(BACK in text for text in said)


def play_one_hand_more(qtbot, window: MainWindow) -> None:
    before = len(window.controller.match.history)
    controller, you = window.controller, Scripted()
    for _ in range(400):
        match = controller.match
        if len(match.history) > before:
            return
        if match.to_act == controller.viewer:
            controller.action_requested(you.choose(match.view(match.to_act)))
        qtbot.wait(1)
    raise AssertionError("the hand did not end")


def test_a_full_disk_at_the_start_leaves_the_record_and_counts_the_hand_once_there_is_room(
    qtbot, store, tmp_path: Path, monkeypatch
):
    path = tmp_path / "statistics.sqlite"
    Statistics(path).close()
    before = path.read_bytes()
    disk_full = [True]
    opener = statistics_kept.open_statistics

    def opening(at: Path) -> statistics_kept.Opened:
        if disk_full[0]:
            error = sqlite3.OperationalError("database or disk is full")
            error.sqlite_errorcode = sqlite3.SQLITE_FULL  # type: ignore[attr-defined]
            return statistics_kept.Opened(
                None, str(error), trouble=statistics_kept.trouble_of(error)
            )
        return opener(at)

    monkeypatch.setattr(statistics_writer, "open_statistics", opening)
    opened = opening(path)
    assert opened.trouble == FULL and path.read_bytes() == before
    window = open_window(qtbot, store, tmp_path, statistics=None)
    window.keeper.recorder.attach(path, opened.trouble)
    said = said_by(window)
    play_one_hand(qtbot, window)
    qtbot.waitUntil(lambda: pending_path(path).exists(), timeout=5000)
    disk_full[0] = False
    qtbot.waitUntil(lambda: hands_in(path) == [1], timeout=10_000)
    assert window.keeper.statistics is not None
    assert any(BACK in text for text in said)


def test_damage_inside_the_file_is_found_at_the_start_and_the_hand_goes_in_a_new_record(
    qtbot, store, tmp_path: Path
):
    path = tmp_path / "statistics.sqlite"
    Statistics(path).close()
    with closing(sqlite3.connect(path)) as db:  # a record of some size, then damaged inside
        db.execute("CREATE TABLE ballast (x TEXT)")
        db.executemany("INSERT INTO ballast VALUES (?)", [("x" * 500,)] * 200)
        db.commit()
        db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    damage_inside(path)
    assert path.read_bytes()[:16] == b"SQLite format 3\x00"
    opened = open_statistics(path)
    assert opened.kept_aside is not None and opened.statistics is not None
    notice = statistics_writer.opening_notice(opened)
    assert notice is not None and opened.kept_aside.name in notice
    window = open_window(qtbot, store, tmp_path, statistics=opened.statistics)
    play_one_hand(qtbot, window)
    qtbot.waitUntil(lambda: hands_in(path) == [1], timeout=5000)


def test_damage_under_a_session_sets_the_file_aside_and_the_hand_goes_in_a_new_record(
    qtbot, store, tmp_path: Path, monkeypatch
):
    path = tmp_path / "statistics.sqlite"
    statistics = Statistics(path)
    window = open_window(qtbot, store, tmp_path, statistics=statistics)
    said = said_by(window)

    def malformed(row: object) -> None:
        raise sqlite_error(sqlite3.DatabaseError, "database disk image is malformed", "CORRUPT")

    monkeypatch.setattr(statistics, "write", malformed)
    play_one_hand(qtbot, window)
    qtbot.waitUntil(lambda: hands_in(path) == [1], timeout=5000)
    assert window.keeper.statistics is not statistics
    assert any("kept as statistics.sqlite.damaged-" in text for text in said)
    assert list(tmp_path.glob("statistics.sqlite.damaged-*"))


def test_a_lock_at_the_start_released_later_counts_the_hand_in_the_same_session(
    qtbot, store, tmp_path: Path
):
    path = tmp_path / "statistics.sqlite"
    Statistics(path).close()
    other = sqlite3.connect(path, isolation_level=None, timeout=0)
    other.execute("PRAGMA locking_mode = EXCLUSIVE")
    other.execute("BEGIN EXCLUSIVE")
    opened = open_statistics(path)
    assert opened.statistics is None and opened.trouble == HELD
    window = open_window(qtbot, store, tmp_path, statistics=None)
    window.keeper.recorder.attach(path, opened.trouble)
    said = said_by(window)
    play_one_hand(qtbot, window)
    qtbot.waitUntil(lambda: pending_path(path).exists(), timeout=5000)
    other.execute("ROLLBACK")
    other.close()
    qtbot.waitUntil(lambda: window.keeper.statistics is not None, timeout=10_000)
    assert hands_in(path) == [1]
    assert any(BACK in text for text in said)


def test_the_hands_row_is_on_disk_before_the_autosave_keeps_its_end(
    qtbot, store, tmp_path: Path, monkeypatch
):
    path = tmp_path / "statistics.sqlite"
    statistics = Statistics(path)
    window = open_window(qtbot, store, tmp_path, statistics=statistics)
    autosave = window.keeper.autosave
    assert autosave is not None
    seen: list[tuple[bool, list[int]]] = []
    write = autosave.write

    def watched(saved) -> None:
        if saved.match.hand_over:
            seen.append((pending_path(path).exists(), hands_in(path)))
        write(saved)

    monkeypatch.setattr(autosave, "write", watched)
    play_one_hand(qtbot, window)
    qtbot.waitUntil(lambda: bool(seen), timeout=5000)
    assert seen[0] == (False, [1]), "the autosave kept the hand's end before its row"


def test_a_data_folder_that_cannot_be_written_is_said_on_the_felt_not_only_in_the_log(
    qtbot, store, tmp_path: Path, monkeypatch
):
    from gin_desktop.app import start

    blocked = tmp_path / "a file"
    blocked.write_text("in the way of the data folder")
    monkeypatch.setattr(start, "data_folder", lambda: blocked / "Gin Desktop")
    window = MainWindow(store=store, preferences=preferences_for("instant"), frame_only=True)
    qtbot.addWidget(window, before_close_func=forget_the_keeping)
    said = said_by(window)
    start.build_game(window, welcome=False)
    words = "The statistics cannot be written now (the game's data folder cannot be written)"
    qtbot.waitUntil(lambda: any(words in text for text in said), timeout=5000)
    assert window.keeper.recorder.path == blocked / "Gin Desktop" / "statistics.sqlite"
