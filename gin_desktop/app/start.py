"""Starting the application: ``python -m gin_desktop`` and the ``gin-desktop`` gui-script.

Builds the QApplication (Fusion style, the names under which ``QSettings`` keeps the
player's settings), the main window on the player's own settings, and an exception hook
that shows an unexpected error in a dialog and keeps the game going (MNELAB's way), and
writes it to the log file (``storage/logfile.py``): a windowed build has no console.

The start is staged, so that the window is on screen as soon as Qt can draw it: first the
window's frame (the header, the felt, the menus), drawn before the engine, the card art,
the statistics and the computer players have loaded; right after that first paint the
game is built into it and the cards are dealt (``MainWindow.build_game``), once the log
file is open and the window's icon set; the application's version (whose metadata costs
some 30 ms to read) comes after the dealt cards are drawn.
"""

from __future__ import annotations

import gc
import linecache
import logging
import sys
import time
import traceback
from collections.abc import Callable, Sequence
from pathlib import Path
from types import TracebackType
from typing import TYPE_CHECKING

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMainWindow

from gin_desktop.resources import APP_ID
from gin_desktop.storage.home_lock import HomeLock
from gin_desktop.storage.settings import APPLICATION
from gin_desktop.ui.window.app import MainWindow
from gin_desktop.words import start_words

if TYPE_CHECKING:
    from gin_desktop.storage.data_home import Move
    from gin_desktop.storage.matches import Autosave
    from gin_desktop.storage.statistics_kept import Opened

log = logging.getLogger(__name__)

QUIT_AFTER_SHOW = "--quit-after-show"
"""Hidden flag for the start-up benchmark: print when the window's first paint is over
(``shown``), the CPU time used by then and the window's size, when the dealt cards are
drawn (``dealt``), then quit."""


def install_exception_hook(window: QMainWindow) -> None:
    """Show unexpected errors in a dialog and keep the game going (MNELAB's way)."""

    def hook(kind: type[BaseException], error: BaseException, tb: TracebackType | None) -> None:
        # loaded in its stage of the start, after the frame is on screen
        from PySide6.QtWidgets import QMessageBox

        details = "".join(traceback.format_exception(kind, error, tb))
        # To the log file, and to sys.stderr when there is one: never sys.stderr itself,
        # which a windowed build does not have.
        log.critical("unexpected error\n%s", details.rstrip())
        if issubclass(kind, KeyboardInterrupt):
            QApplication.quit()
            return
        box = QMessageBox(window)
        box.setIcon(QMessageBox.Icon.Critical)
        box.setWindowTitle(start_words.unexpected_error_title())
        box.setText(start_words.unexpected_error())
        box.setDetailedText(details)
        box.exec()

    sys.excepthook = hook


def install_language() -> None:
    """The translator of the player's language preference (the system's by default),
    installed before the window says a word; Preferences switches it later, live."""
    # loaded in its stage of the start, after the frame is on screen
    from gin_desktop.storage.settings import saved_language
    from gin_desktop.words.language import use

    use(saved_language())


_home: list[Move] = []
"""How the data folder (first) and the log's folder, where it is another, were settled at
this start (``settle_home``): said in the log once the log file is open."""


def data_folder() -> Path:
    """The data folder: the match in progress, the statistics (``storage/data_home.py``:
    named once; the old one, named twice, while it could not be moved)."""
    # loaded in its stage of the start, after the frame is on screen
    from gin_desktop.storage import data_home

    return _home[0].folder if _home else data_home.data_folder()


def settle_home(home: HomeLock) -> HomeLock | None:
    """With the new data folder's lock held (``home``): what the old folder holds moved
    into it, at the first start of a version that names the folder once. The lock of the
    folder to use; None when another copy of the game uses the old one (it is asked to
    come to the front)."""
    # loaded in its stage of the start, after the frame is on screen
    from gin_desktop.storage.data_home import move_home
    from gin_desktop.storage.logfile import log_folder

    new = home.path.parent
    moved = move_home(new)
    _home[:] = [moved]
    local = log_folder()  # Windows keeps an application's log apart from its data
    if local != new:
        _home.append(move_home(local))  # the old logs: left there if they cannot go
    if moved.folder == new:
        return home
    home.release()
    old = HomeLock(moved.folder)
    return old if claim_home(old) else None


def player_statistics(window: MainWindow) -> Opened:
    """The player's statistics as they open; what went wrong is said once
    (``window.notices``)."""
    # loaded in its stage of the start, after the frame is on screen
    from gin_desktop.play.statistics_writer import opening_notice
    from gin_desktop.storage.statistics_kept import open_statistics

    opened = open_statistics(statistics_path())
    notice = opening_notice(opened)
    if notice is not None:
        log.warning("statistics: %s", opened.problem)
        window.notices.append(notice)
    return opened


def statistics_path() -> Path:
    return data_folder() / "statistics.sqlite"


def build_game(window: MainWindow, *, welcome: bool) -> None:
    """The game into the window on screen: the saved match resumed, or a new one dealt;
    statistics that cannot be opened now are opened again later, the hands waiting."""
    opened = player_statistics(window)
    window.build_game(
        autosave=match_in_progress(window), statistics=opened.statistics, welcome=welcome
    )
    if opened.statistics is None:
        window.keeper.recorder.attach(statistics_path(), opened.trouble)


def match_in_progress(window: MainWindow) -> Autosave:
    """The match in progress, in the data folder; a damaged key found beside it is said
    once (``window.notices``), before the match is read."""
    # loaded in its stage of the start, after the frame is on screen
    from gin_desktop.storage.matches import Autosave

    autosave = Autosave(data_folder())
    notice = damaged_key_notice(autosave)
    if notice is not None:
        window.notices.append(notice)
    return autosave


def damaged_key_notice(autosave: Autosave) -> str | None:
    """The sentence that says the key of the match in progress was damaged (kept aside, a
    new one made), or None: the key is read now, if there is a match to open with it."""
    if not autosave.path.exists():
        return None  # a key with no match locks nothing away: the log alone says it
    try:
        kept_as = autosave.own_key().kept_as
    except OSError as error:  # the keeper says it, when it cannot keep the match
        log.warning("the key of the match in progress cannot be read: %s", error)
        return None
    if kept_as is None:
        return None
    return start_words.key_damaged(kept_as.name)


def set_icon(app: QApplication) -> None:
    """The application's icon, in every size: the window's frame, the task bar and the
    window switcher each take theirs (each file is read when first drawn)."""
    # loaded in its stage of the start, after the frame is on screen
    from PySide6.QtCore import QSize
    from PySide6.QtGui import QIcon

    from gin_desktop.resources import ICON_SIZES, icon_file

    icon = QIcon()
    for size in ICON_SIZES:
        icon.addFile(str(icon_file(size)), QSize(size, size))
    app.setWindowIcon(icon)


def set_version(app: QApplication) -> None:
    """The one version, from the package metadata (``pyproject.toml``)."""
    # loaded in its stage of the start, after the frame is on screen
    from gin_desktop.cli import version

    app.setApplicationVersion(version())


def after_the_deal(window: MainWindow, act: Callable[[], None]) -> None:
    """Call ``act`` once the dealt cards are drawn (what the start-up is waiting for)."""

    def when_dealt() -> None:
        if window.view is not None:
            window.table.painted.disconnect(when_dealt)
            QTimer.singleShot(0, window, act)

    window.table.painted.connect(when_dealt)


def build_in_frame(app: QApplication, window: MainWindow, *, welcome: bool) -> None:
    """After the first paint: the log file and the icon (before the welcome, which shows
    it), then the game; the version after the deal."""
    # loaded in its stage of the start, after the frame is on screen
    from gin_desktop.storage.logfile import start_log_file

    start_log_file()
    for moved in _home:
        moved.log(log)
    set_icon(app)
    after_the_deal(window, lambda: set_version(app))
    build_game(window, welcome=welcome)
    # loaded in its stage of the start, after the frame is on screen
    from .one_game import Doorbell

    Doorbell(window, data_folder())  # a second start brings this window up
    forget_module_sources()
    settle_the_heap()


def settle_the_heap() -> None:
    """What the start built lives as long as the window (the modules, the widgets, the
    tables of the rules): moved out of the garbage collector's sight, so that its full
    collections, which come at any allocation, need not walk it all again. Left in, one
    walked it in 10 to 16 ms on an idle machine and 66 ms on a busy one, while a review
    was being filled in (``bench coach``): a stall the player sees."""
    gc.freeze()


def forget_module_sources() -> None:
    """Let go of the source lines read while the game's modules were imported. PySide6's
    import hook (its ``__feature__`` support) reads the source of every module imported
    after it, through ``inspect``, to look for "PySide6" there; ``linecache`` keeps every
    line: some 7 MB of a start's 100. Lines needed later (a traceback's) are read again."""
    linecache.clearcache()


def _announce(window: MainWindow, app: QApplication) -> None:
    """For the benchmark, at the window's first paint: say when that paint is over (every
    widget of the window drawn, the menus and the status bar after the table too), and the
    window's size; then when its cards are drawn; quit."""

    def when_shown() -> None:  # posted before the game's build: the frame's moment
        print(f"shown {time.time():.6f}", flush=True)
        print(f"cpu {time.process_time():.6f}", flush=True)
        print(f"size {window.width()}x{window.height()}", flush=True)
        if window.parts_built:
            print("the game was built before the window was shown", file=sys.stderr)

    QTimer.singleShot(0, window, when_shown)

    def when_dealt() -> None:
        if window.view is not None:
            window.table.painted.disconnect(when_dealt)
            print(f"dealt {time.time():.6f}", flush=True)
            QTimer.singleShot(0, app.quit)

    window.table.painted.connect(when_dealt)


def run(argv: Sequence[str]) -> int:
    args = list(argv)
    quit_after_show = QUIT_AFTER_SHOW in args
    args = [a for a in args if a != QUIT_AFTER_SHOW]
    existing = QApplication.instance()
    if existing is None:
        # Fusion chosen on the command line, as Qt reads it: setStyle() would hand a QStyle
        # to Python, which costs the start some 10 ms of building its enums.
        app = QApplication([*args[:1], "-style", "Fusion", *args[1:]])
    else:
        assert isinstance(existing, QApplication)
        app = existing
        app.setStyle("Fusion")
    # The application's name alone, no organisation: Qt names the data folder once
    # (``storage/data_home.py``). The settings keep their own names (``Settings``).
    app.setApplicationName(APPLICATION)
    app.setDesktopFileName(APP_ID)  # before the window exists: Wayland reads it then
    install_language()
    claimed = HomeLock(data_folder())
    home = settle_home(claimed) if claim_home(claimed) else None
    if home is None:
        return 0  # the game is open already: this copy writes nothing
    forget_module_sources()
    window = MainWindow(frame_only=True)
    if (notice := unlocked_notice(home)) is not None:
        window.notices.append(notice)
    welcome = not quit_after_show  # the start-up benchmark measures the table, not a hello
    if quit_after_show:
        window.table.first_painted.connect(lambda: _announce(window, app))
    else:
        install_exception_hook(window)
    window.table.first_painted.connect(  # emitted once
        lambda: QTimer.singleShot(0, window, lambda: build_in_frame(app, window, welcome=welcome))
    )
    window.show()
    code = app.exec()
    if window.parts_built:
        window.controller.shutdown()
    home.release()
    return code


def claim_home(home: HomeLock) -> bool:
    """Whether this copy of the game may use the data folder: it holds the home's lock,
    or the folder cannot be locked at all (``home.problem`` says why, and the game goes
    on, saying so: ``unlocked_notice``). If another copy holds it, that copy is asked to
    come to the front, or the player told that it is open, or hung."""
    try:
        if home.claim():
            return True
    except OSError as error:  # a folder that cannot be written: nothing to keep from two
        home.problem = error.strerror or str(error)
        return True
    # loaded in its stage of the start, after the frame is on screen
    from .one_game import ring, say_already_open, say_not_answering

    answer = ring(home.path.parent)
    if answer == "nobody":
        say_already_open()
    elif answer == "silent":
        say_not_answering()
    return False


def unlocked_notice(home: HomeLock) -> str | None:
    """The sentence that says the data folder could not be locked, or None if it was."""
    if not home.problem:
        return None
    log.warning("the data folder %s cannot be locked: %s", home.path.parent, home.problem)
    return start_words.folder_not_locked(home.problem)
