"""The gin-desktop entry point starts and shows a window."""

from __future__ import annotations

import os
import subprocess
import sys

from gin_desktop.ui.app import MainWindow


def test_main_window_shows_title(qtbot, store):
    window = MainWindow(store=store)
    qtbot.addWidget(window)
    window.show()
    assert window.isVisible()
    assert window.windowTitle() == "Gin Desktop"


def test_gin_desktop_starts_in_a_subprocess(tmp_path):
    """python -m gin_desktop starts, shows its window and quits when told to (with a
    settings folder of its own: never the player's)."""
    code = (
        "import sys\n"
        "from PySide6.QtCore import QTimer\n"
        "from PySide6.QtWidgets import QApplication\n"
        "app = QApplication(sys.argv)\n"
        "QTimer.singleShot(200, app.quit)\n"
        "from gin_desktop.__main__ import main\n"
        "sys.exit(main())\n"
    )
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", XDG_CONFIG_HOME=str(tmp_path))
    done = subprocess.run([sys.executable, "-c", code], env=env, timeout=60, capture_output=True)
    assert done.returncode == 0, done.stderr.decode()


def test_the_startup_benchmark_reports_time_and_memory(capsys, monkeypatch, tmp_path):
    from gin_desktop.tools.startup_bench import main

    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path))  # the game's own settings folder
    assert main(["--runs", "1", "--warmup", "0", "--platform", "offscreen"]) == 0
    out = capsys.readouterr().out
    assert "process start to window shown: median" in out
    assert "peak memory:" in out


def test_the_frame_benchmark_reports_each_window_size(capsys, qtbot):
    from gin_desktop.tools.bench import main
    from gin_desktop.tools.frame_bench import SIZES

    assert main(["frames", "--frames", "3"]) == 0
    lines = [line for line in capsys.readouterr().out.splitlines() if "CPU median" in line]
    assert len(lines) == len(SIZES)
    assert all("25 cards" in line and "wall median" in line for line in lines)
