"""One game per home, when things go wrong (issue 65): a lock truly held by another copy
stops the start and says so; a folder that keeps no locks lets the game go on, with a
notice; a full disk keeps the lock all the same; and a second start while the first copy
is hung (it takes the ring but never reads it) tells the player so instead of ending
without a word."""

from __future__ import annotations

import errno
import signal
import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtNetwork import QLocalServer

from gin_desktop.app import one_game, start
from gin_desktop.app.one_game import ring, server_name
from gin_desktop.storage import home_lock
from gin_desktop.storage.home_lock import LOCK_NAME, HomeLock
from tests.ui.test_one_game import environment, files, game, listening, settled, until

FULL = Path("/dev/full")


@pytest.fixture
def held(tmp_path: Path) -> Iterator[HomeLock]:
    first = HomeLock(tmp_path)
    assert first.claim() and first.held
    yield first
    first.release()


def test_a_lock_held_by_another_copy_stops_the_start(tmp_path: Path, held: HomeLock) -> None:
    second = HomeLock(tmp_path)
    assert not second.claim()
    assert not second.held and second.problem == ""


def test_a_folder_that_keeps_no_locks_lets_the_game_go_on_and_says_so(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A file system without locks (an NFS mount with no lock daemon) answered ENOLCK,
    which was read as "another copy is open": the game never started there."""

    def no_locks(_file: object) -> None:
        raise OSError(errno.ENOLCK, "No locks available")

    monkeypatch.setattr(home_lock, "_lock", no_locks)
    home = HomeLock(tmp_path)
    assert home.claim()
    assert home.problem == "No locks available"
    notice = start.unlocked_notice(home)
    assert notice is not None and "No locks available" in notice
    assert "second copy" in notice and notice.count(". ") == 0, "one sentence"


def test_a_folder_that_cannot_be_written_lets_the_game_go_on_and_says_so(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    def refused(_self: HomeLock) -> bool:
        raise PermissionError(errno.EACCES, "Permission denied")

    monkeypatch.setattr(HomeLock, "claim", refused)
    home = HomeLock(tmp_path)
    assert start.claim_home(home)
    notice = start.unlocked_notice(home)
    assert notice is not None and "Permission denied" in notice
    assert start.unlocked_notice(HomeLock(tmp_path / "other")) is None


@pytest.mark.skipif(not FULL.exists(), reason="a full disk is played by /dev/full")
def test_a_full_disk_keeps_the_lock(tmp_path: Path) -> None:
    """The holder's process id could not be written (a full disk): the claim raised, the
    start went on without the lock, and a second copy could write the same match."""
    (tmp_path / LOCK_NAME).symlink_to(FULL)  # every write to the lock file fails: no room
    first = HomeLock(tmp_path)
    try:
        assert first.claim() and first.held and first.problem == ""
        assert not HomeLock(tmp_path).claim()
    finally:
        first.release()


def test_a_ring_nobody_takes_and_a_ring_nobody_reads(
    tmp_path: Path, qapp, monkeypatch: pytest.MonkeyPatch
) -> None:
    assert ring(tmp_path) == "nobody"
    monkeypatch.setattr(one_game, "HUNG_AFTER_MS", 300)
    hung = QLocalServer()  # takes connections, never reads them: a copy that is hung
    name = server_name(tmp_path)
    QLocalServer.removeServer(name)
    assert hung.listen(name)
    try:
        assert ring(tmp_path) == "silent"
    finally:
        hung.close()


@pytest.mark.skipif(not hasattr(signal, "SIGSTOP"), reason="needs POSIX signals")
def test_a_second_start_while_the_first_is_hung_says_so(tmp_path: Path) -> None:
    first = subprocess.Popen(
        game(tmp_path),
        env=environment(tmp_path),
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    try:
        until(lambda: listening(tmp_path))
        until(lambda: settled(tmp_path))
        before = files(tmp_path)
        first.send_signal(signal.SIGSTOP)  # hung: its socket takes the ring, nobody reads
        second = subprocess.run(
            game(tmp_path),
            env=environment(tmp_path),
            capture_output=True,
            text=True,
            timeout=60,
            check=False,
        )
    finally:
        first.send_signal(signal.SIGCONT)
        first.kill()
        first.wait(timeout=30)
    assert second.returncode == 0 and "Traceback" not in second.stderr, second.stderr
    assert "running but not answering" in second.stderr
    assert files(tmp_path) == before  # nothing written by the second
