"""The started game tells the desktop who it is: the desktop entry's name (Wayland shows
the window's icon only when it matches), the icon in every size, and the version from
the package metadata."""

from __future__ import annotations

import subprocess
import sys
from importlib import metadata

from gin_desktop.resources import APP_ID, ICON_SIZES

from .conftest import fresh_home_env

SEEN_AFTER_THE_DEAL = """
import sys
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
app = QApplication(sys.argv)
from gin_desktop.storage import Settings
Settings().save_welcomed()  # no welcome: the cards are dealt at once
def look():
    if app.applicationVersion():
        sizes = sorted(size.width() for size in app.windowIcon().availableSizes())
        print(app.desktopFileName(), app.applicationVersion(), sizes, flush=True)
        app.quit()
poll = QTimer(interval=50, timeout=look)
poll.start()
QTimer.singleShot(30000, app.quit)
from gin_desktop.app.start import run
sys.exit(run(sys.argv))
"""


def test_the_start_sets_the_desktop_name_the_icon_and_the_version(tmp_path):
    env = fresh_home_env(tmp_path)
    command = [sys.executable, "-c", SEEN_AFTER_THE_DEAL]
    done = subprocess.run(command, env=env, timeout=60, capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    version = metadata.version("gin-desktop")
    assert done.stdout.strip() == f"{APP_ID} {version} {sorted(ICON_SIZES)}"
    if sys.platform.startswith("linux"):  # where AppLocalDataLocation is there
        assert (tmp_path / "data" / "Gin Desktop" / "gin-desktop.log").is_file()
