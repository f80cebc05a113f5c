"""The gin-desktop entry point starts and shows a window."""

from __future__ import annotations

import os
import subprocess
import sys

from gin_desktop.play.controller import GameController
from gin_desktop.session import MatchSettings
from gin_desktop.ui.window.app import MainWindow
from gin_desktop.ui.window.commands import ActionButton

from .conftest import fresh_home_env, preferences_for, show_active

LOADED_WITH_THE_GAME = (
    "gin_desktop.engine.melds",
    "gin_desktop.engine.cards",
    "gin_desktop.engine.rules",
    "gin_desktop.session",
    "gin_desktop.play.keeping",
    "gin_desktop.ui.window.commands",
    "gin_desktop.play.controller",
    "gin_desktop.ui.table.scene",
    "gin_desktop.storage.statistics",
    "sqlite3",
)
"""What the window's frame is on screen without: the start loads them after its first paint."""
QT_LOADED_WITH_THE_GAME = ("QAction", "QIcon", "QPainter", "QKeySequence", "QStandardPaths")
"""Qt classes whose enums the frame's first paint goes without (QIcon's 151 theme icons...)."""


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
    assert "process start to first hand drawn: median" in out
    assert "peak memory:" in out


def test_the_start_shows_the_window_then_deals_into_it(tmp_path):
    """The staged start: the window is drawn first, the first hand after it; and the frame
    that is drawn first loads neither the engine nor the commands nor the computer
    players, nor Qt's namespace of flags (``Qt``, some 14 ms of enums), nor every widget
    class (handing Python a plain QWidget, such as a view's viewport, does: some 7 ms),
    nor the classes of ``QT_LOADED_WITH_THE_GAME``."""
    env = fresh_home_env(tmp_path)
    command = [sys.executable, "-m", "gin_desktop", "--quit-after-show"]
    done = subprocess.run(command, env=env, timeout=60, capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    moments = dict(line.split() for line in done.stdout.splitlines())
    assert float(moments["shown"]) < float(moments["dealt"])
    width, height = map(int, moments["size"].split("x"))  # the bare window's size too
    assert width >= 800 and height >= 600
    assert "built before the window was shown" not in done.stderr
    code = (
        "import sys\n"
        "from PySide6.QtWidgets import QApplication\n"
        "app = QApplication(sys.argv)\n"
        "from gin_desktop.ui.window.app import MainWindow\n"
        "window = MainWindow(frame_only=True)\n"
        "window.show()\n"
        "app.processEvents()\n"
        f"print([name for name in {LOADED_WITH_THE_GAME!r} if name in sys.modules])\n"
        "import PySide6.QtCore, PySide6.QtGui, PySide6.QtWidgets\n"
        "print('Qt' in vars(PySide6.QtCore), 'QWizard' in vars(PySide6.QtWidgets))\n"
        "loaded = {**vars(PySide6.QtCore), **vars(PySide6.QtGui)}\n"
        f"print([name for name in {QT_LOADED_WITH_THE_GAME!r} if name in loaded])\n"
    )
    done = subprocess.run([sys.executable, "-c", code], env=env, timeout=60, capture_output=True)
    assert done.returncode == 0, done.stderr.decode()
    assert done.stdout.decode().split("\n")[:3] == ["[]", "False False", "[]"]


def test_the_start_lets_go_of_the_sources_read_at_import(tmp_path):
    """PySide6's import hook reads the source of every module imported after it, and
    ``linecache`` would keep those lines (some 7 MB at the start): the start lets them go
    once the game is built."""
    env = fresh_home_env(tmp_path)
    code = (
        "import atexit, linecache, sys\n"
        "def kept():\n"
        f"    files = [sys.modules[name].__file__ for name in {LOADED_WITH_THE_GAME!r}]\n"
        "    print('kept', [f for f in files if f in linecache.cache])\n"
        "atexit.register(kept)\n"
        "sys.argv = ['gin-desktop', '--quit-after-show']\n"
        "from gin_desktop.__main__ import main\n"
        "sys.exit(main())\n"
    )
    done = subprocess.run([sys.executable, "-c", code], env=env, timeout=60, capture_output=True)
    assert done.returncode == 0, done.stderr.decode()
    assert "kept []" in done.stdout.decode().splitlines(), done.stdout.decode()


def test_the_start_moves_what_it_built_out_of_the_collectors_sight(tmp_path):
    """A full collection of the garbage collector would walk everything the start built
    (a stall of 10 to 66 ms while a review is filled in): the start freezes it."""
    env = fresh_home_env(tmp_path)
    code = (
        "import atexit, gc, sys\n"
        "atexit.register(lambda: print('frozen', gc.get_freeze_count()))\n"
        "sys.argv = ['gin-desktop', '--quit-after-show']\n"
        "from gin_desktop.__main__ import main\n"
        "sys.exit(main())\n"
    )
    done = subprocess.run([sys.executable, "-c", code], env=env, timeout=60, capture_output=True)
    assert done.returncode == 0, done.stderr.decode()
    frozen = [line for line in done.stdout.decode().splitlines() if line.startswith("frozen")]
    assert frozen and int(frozen[0].split()[1]) > 10000, done.stdout.decode()


def test_the_hand_is_dealt_into_the_frame_without_moving_it(qtbot, store):
    """The frame on screen first is the table's felt, an empty header and an empty row of
    buttons, each as tall as when the hand is dealt: nothing jumps when the cards come."""
    window = MainWindow(store=store, preferences=preferences_for("instant"), frame_only=True)
    qtbot.addWidget(window)
    window.resize(1024, 700)
    show_active(qtbot, window)
    qtbot.waitUntil(lambda: window.table.painted_once)
    assert not window.parts_built and window.table.table is None
    assert window.table.items() == []
    assert not window.frame.action_area.findChildren(ActionButton)  # they come with the game
    titles = [action.text() for action in window.menuBar().actions()]
    assert titles == ["&Game", "&Play", "&View", "&Help"]
    assert not any(menu.actions() for menu in window.frame.menus.values())  # their commands too
    parts = (window.header, window.table, window.frame.action_area, window.menuBar())
    before = [w.geometry() for w in parts]
    window.build_game(controller=GameController(), settings=MatchSettings.against_computer("Ana"))
    assert window.parts_built and window.table.table is window.scene
    assert [action.text() for action in window.menuBar().actions()] == titles
    assert window.commands["new_match"] in window.frame.menus["game"].actions()
    qtbot.waitUntil(lambda: window.view is not None)
    qtbot.waitUntil(lambda: window.action_bar.arrange_button.isVisible())
    after = [w.geometry() for w in parts]
    assert after == before
    assert len(window.table.items()) > len(window.view.hand)
    window.controller.shutdown()


def test_a_window_closed_before_its_game_is_built_keeps_its_place(qtbot, store):
    window = MainWindow(store=store, frame_only=True)
    qtbot.addWidget(window)
    window.show()
    assert window.close()
    geometry, _docks = store.window_layout()
    assert geometry is not None


def test_the_frame_benchmark_reports_each_window_size(capsys, qtbot):
    from gin_desktop.tools.bench import main
    from gin_desktop.tools.frame_bench import SIZES

    assert main(["frames", "--frames", "3"]) == 0
    lines = [line for line in capsys.readouterr().out.splitlines() if "CPU median" in line]
    assert len(lines) == len(SIZES)
    assert all("25 cards" in line and "wall median" in line for line in lines)
