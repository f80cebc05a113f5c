"""Starting the application: ``python -m gin_desktop`` and the ``gin-desktop`` gui-script.

Builds the QApplication (Fusion style, the names under which ``QSettings`` keeps the
player's settings), the main window on the player's own settings, and an exception hook
that shows an unexpected error in a dialog and keeps the game going (MNELAB's way).

The start is staged, so that the window is on screen as soon as Qt can draw it: first the
window's frame (the header, the felt, the menus), drawn before the engine, the card art,
the statistics and the computer players have loaded; right after that first paint the
game is built into it and the cards are dealt (``MainWindow.build_game``).
"""

from __future__ import annotations

import sys
import time
import traceback
from collections.abc import Sequence
from pathlib import Path
from types import TracebackType
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QStandardPaths, QTimer
from PySide6.QtWidgets import QApplication, QMainWindow

from gin_desktop.storage.settings import APPLICATION, ORGANISATION

from .app import MainWindow

if TYPE_CHECKING:
    from gin_desktop.storage.statistics import Statistics

QUIT_AFTER_SHOW = "--quit-after-show"
"""Hidden flag for the start-up benchmark: print when the window is first drawn
(``shown``) and when the dealt cards are (``dealt``), then quit."""


def install_exception_hook(window: QMainWindow) -> None:
    """Show unexpected errors in a dialog and keep the game going (MNELAB's way)."""

    def hook(kind: type[BaseException], error: BaseException, tb: TracebackType | None) -> None:
        from PySide6.QtWidgets import QMessageBox

        details = "".join(traceback.format_exception(kind, error, tb))
        sys.stderr.write(details)
        if issubclass(kind, KeyboardInterrupt):
            QApplication.quit()
            return
        box = QMessageBox(window)
        box.setIcon(QMessageBox.Icon.Critical)
        box.setWindowTitle(QCoreApplication.translate("App", "Something went wrong"))
        box.setText(
            QCoreApplication.translate(
                "App",
                "An unexpected error happened. The game goes on; if it misbehaves, start a "
                "new match.",
            )
        )
        box.setDetailedText(details)
        box.exec()

    sys.excepthook = hook


def install_language() -> None:
    """The translator of the player's language preference (the system's by default),
    installed before the window says a word; Preferences switches it later, live."""
    from gin_desktop.storage.settings import saved_language

    from .language import use

    use(saved_language())


def data_folder() -> Path:
    """The application data folder Qt gives: the match in progress, the statistics."""
    location = QStandardPaths.StandardLocation.AppDataLocation
    return Path(QStandardPaths.writableLocation(location))


def player_statistics() -> Statistics | None:
    import sqlite3

    from gin_desktop.storage.statistics import Statistics

    try:
        return Statistics(data_folder() / "statistics.sqlite")
    except (OSError, sqlite3.Error) as error:
        sys.stderr.write(f"the statistics cannot be opened: {error}\n")
        return None


def build_game(window: MainWindow, *, welcome: bool) -> None:
    """The game into the window on screen: the saved match resumed, or a new one dealt."""
    from gin_desktop.storage.matches import Autosave

    window.build_game(
        autosave=Autosave(data_folder()), statistics=player_statistics(), welcome=welcome
    )


def _announce(window: MainWindow, app: QApplication) -> None:
    """For the benchmark: say when the window is drawn, then when its cards are; quit."""
    print(f"shown {time.time():.6f}", flush=True)

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
    app.setApplicationName(APPLICATION)
    app.setOrganizationName(ORGANISATION)
    install_language()
    window = MainWindow(frame_only=True)
    welcome = not quit_after_show  # the start-up benchmark measures the table, not a hello
    if quit_after_show:
        window.table.first_painted.connect(lambda: _announce(window, app))
    else:
        install_exception_hook(window)
    window.table.first_painted.connect(  # emitted once
        lambda: QTimer.singleShot(0, window, lambda: build_game(window, welcome=welcome))
    )
    window.show()
    code = app.exec()
    if window.game_built:
        window.controller.shutdown()
    return code
