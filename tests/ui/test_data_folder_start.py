"""The game started as a player starts it keeps its data in a folder named once
(``<data>/Gin Desktop``), and at its first start moves there what the folder named twice
(``<data>/Gin Desktop/Gin Desktop``) held (issue 64)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from gin_desktop.storage.home_lock import LOCK_NAME
from gin_desktop.storage.matches import AUTOSAVE_NAME, Autosave
from gin_desktop.storage.statistics import Statistics
from tests.storage.test_data_home import old_home


def start(home: Path) -> subprocess.CompletedProcess[str]:
    """The game started on ``home`` until its first hand is drawn."""
    env = dict(
        os.environ,
        QT_QPA_PLATFORM="offscreen",
        XDG_CONFIG_HOME=str(home / "config"),
        XDG_DATA_HOME=str(home / "data"),
    )
    command = [sys.executable, "-m", "gin_desktop", "--quit-after-show"]
    return subprocess.run(command, env=env, timeout=120, capture_output=True, text=True)


def test_a_fresh_home_has_one_data_folder_named_once(tmp_path: Path) -> None:
    done = start(tmp_path)
    assert done.returncode == 0, done.stderr
    folder = tmp_path / "data" / "Gin Desktop"
    assert (folder / "gin-desktop.log").is_file() and (folder / LOCK_NAME).is_file()
    assert not (folder / "Gin Desktop").exists(), "no folder named twice"
    assert [p.name for p in (tmp_path / "data").iterdir()] == ["Gin Desktop"]
    # The settings stay where Qt has always kept them: nothing saved there is lost.
    settings = [str(p.relative_to(tmp_path)) for p in (tmp_path / "config").rglob("*.conf")]
    assert settings == [str(Path("config", "Gin Desktop", "Gin Desktop.conf"))]


def test_the_first_start_moves_the_old_folder_and_says_so_in_the_log(tmp_path: Path) -> None:
    new, old = old_home(tmp_path / "data")
    done = start(tmp_path)
    assert done.returncode == 0, done.stderr
    assert not old.exists()
    saved = Autosave(new).read()  # the match in progress, sealed with its key, came along
    assert saved is not None and (new / AUTOSAVE_NAME).is_file()
    stats = Statistics(new / "statistics.sqlite")
    assert [entry.key for entry in stats.history()] == ["8"]  # the hand played before
    stats.close()
    log = (new / "gin-desktop.log").read_text(encoding="utf-8")
    assert log.startswith("2026-12-06 09:00:00 INFO gin_desktop: a line\n"), "the log kept"
    assert f"the data of {old} moved to {new}" in log
    assert (new / "gin-desktop.log.1").read_text() == "older lines\n"
