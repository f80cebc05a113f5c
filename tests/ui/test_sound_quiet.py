"""Without a sound card, the game starts without ALSA's complaints on the terminal (issue 64:
some 35 lines at each start); the game's own words on stderr are untouched."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from .conftest import fresh_home_env

SOUND_TRIED = """
import sys
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
app = QApplication(sys.argv)
from gin_desktop.storage import Settings
Settings().save_welcomed()  # no welcome: the cards are dealt at once, with sound on
def look():
    from gin_desktop.ui.window.app import MainWindow
    for window in QApplication.topLevelWidgets():
        sounds = getattr(window, "sounds", None) if isinstance(window, MainWindow) else None
        if sounds is not None and sounds.board.opened.is_set():
            print("sound", "on" if sounds.board.available else "off", flush=True)
            app.quit()
poll = QTimer(interval=50, timeout=look)
poll.start()
QTimer.singleShot(60000, app.quit)
from gin_desktop.app.start import run
sys.exit(run(sys.argv))
"""


def test_no_alsa_line_on_the_terminal_at_the_start(tmp_path: Path) -> None:
    env = fresh_home_env(tmp_path)
    command = [sys.executable, "-c", SOUND_TRIED]
    done = subprocess.run(command, env=env, timeout=120, capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    said = done.stdout.split()
    assert said[:1] == ["sound"], "the sound device was tried before the end"
    assert not [line for line in done.stderr.splitlines() if "ALSA" in line], done.stderr
    if said[1] == "off":  # this machine has no sound card: the game says so, in its words
        assert "no sound: the audio device could not be opened" in done.stderr
