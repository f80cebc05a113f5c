"""One game per home, with two real processes: a second start on the same data folder
brings the running window to the front and ends at once, writing nothing; once the
first copy is gone (even killed), the next start is the game again."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtNetwork import QLocalSocket

from gin_desktop.app.one_game import server_name
from gin_desktop.storage.home_lock import LOCK_NAME

pytestmark = pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs POSIX signals")

RAISED = "a second start of the game brought this window to the front"


def environment(home: Path) -> dict[str, str]:
    return dict(
        os.environ,
        QT_QPA_PLATFORM="offscreen",
        XDG_CONFIG_HOME=str(home / "config"),
        XDG_DATA_HOME=str(home / "data"),
        PYTHONDONTWRITEBYTECODE="1",
    )


def game(home: Path, *flags: str) -> list[str]:
    return [sys.executable, "-m", "gin_desktop", *flags]


def until(condition, seconds: float = 60) -> None:
    deadline = time.monotonic() + seconds
    while not condition():
        assert time.monotonic() < deadline, "timed out"
        time.sleep(0.05)


def files(home: Path) -> dict[str, tuple[int, bytes]]:
    """Every file under ``home`` but the log, with its time of change and its bytes."""
    return {
        str(path.relative_to(home)): (path.stat().st_mtime_ns, path.read_bytes())
        for path in sorted(home.rglob("*"))
        if path.is_file() and not path.name.startswith("gin-desktop.log")
    }


def listening(home: Path) -> bool:
    """The first copy holds the home and answers on its socket (its game built, its
    welcome up: it waits for the person and writes nothing)."""
    locks = list((home / "data").rglob(LOCK_NAME))
    if not locks:
        return False
    socket = QLocalSocket()
    socket.connectToServer(server_name(locks[0].parent))
    answered = socket.waitForConnected(200)
    socket.abort()
    return answered


def settled(home: Path) -> bool:
    """No file changed for a second."""
    before = files(home)
    time.sleep(1)
    return files(home) == before


def log_text(home: Path) -> str:
    return "".join(path.read_text(encoding="utf-8") for path in home.rglob("gin-desktop.log"))


@pytest.fixture
def first(tmp_path: Path) -> Iterator[subprocess.Popen[str]]:
    process = subprocess.Popen(
        game(tmp_path),
        env=environment(tmp_path),
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        until(lambda: listening(tmp_path))
        until(lambda: settled(tmp_path))
        yield process
    finally:
        process.kill()
        process.wait(timeout=30)


def test_a_second_start_raises_the_first_and_writes_nothing(tmp_path: Path, first) -> None:
    before = files(tmp_path)
    second = subprocess.run(
        game(tmp_path), env=environment(tmp_path), capture_output=True, text=True, timeout=60
    )
    assert second.returncode == 0, second.stderr[-2000:]
    assert "Traceback" not in second.stderr
    assert files(tmp_path) == before  # not a byte of the first's match, settings, statistics
    until(lambda: RAISED in log_text(tmp_path), seconds=10)
    assert first.poll() is None  # the first plays on


def test_after_the_first_is_killed_the_next_start_is_the_game(tmp_path: Path, first) -> None:
    first.send_signal(signal.SIGKILL)
    first.wait(timeout=30)
    again = subprocess.run(
        game(tmp_path, "--quit-after-show"),
        env=environment(tmp_path),
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert again.returncode == 0, again.stderr[-2000:]
    assert "shown" in again.stdout  # it drew its window: the lock died with the first
