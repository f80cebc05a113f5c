"""Starting the application: ``python -m gin_desktop`` and the ``gin-desktop`` gui-script.

Builds the QApplication (Fusion style, the names under which ``QSettings`` keeps the
player's settings), the main window on the player's own settings, and an exception hook
that shows an unexpected error in a dialog and keeps the game going (MNELAB's way).
"""

from __future__ import annotations

import sqlite3
import sys
import time
import traceback
from collections.abc import Sequence
from pathlib import Path
from types import TracebackType

from PySide6.QtCore import QCoreApplication, QStandardPaths, QTimer
from PySide6.QtWidgets import QApplication, QMainWindow

from gin_desktop.storage.matches import Autosave
from gin_desktop.storage.settings import APPLICATION, ORGANISATION
from gin_desktop.storage.statistics import Statistics

from .app import MainWindow

QUIT_AFTER_SHOW = "--quit-after-show"
"""Hidden flag for the start-up benchmark: print when the table is drawn, then quit."""


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


def data_folder() -> Path:
    """The application data folder Qt gives: the match in progress, the statistics."""
    location = QStandardPaths.StandardLocation.AppDataLocation
    return Path(QStandardPaths.writableLocation(location))


def player_statistics() -> Statistics | None:
    try:
        return Statistics(data_folder() / "statistics.sqlite")
    except (OSError, sqlite3.Error) as error:
        sys.stderr.write(f"the statistics cannot be opened: {error}\n")
        return None


def _announce_and_quit(app: QApplication) -> None:
    print(f"shown {time.time():.6f}", flush=True)
    QTimer.singleShot(0, app.quit)


def run(argv: Sequence[str]) -> int:
    args = list(argv)
    quit_after_show = QUIT_AFTER_SHOW in args
    args = [a for a in args if a != QUIT_AFTER_SHOW]
    app = QApplication.instance() or QApplication(args)
    assert isinstance(app, QApplication)
    app.setApplicationName(APPLICATION)
    app.setOrganizationName(ORGANISATION)
    app.setStyle("Fusion")
    window = MainWindow(
        autosave=Autosave(data_folder()),
        statistics=player_statistics(),
        welcome=not quit_after_show,  # the start-up benchmark measures the table, not a hello
    )
    if quit_after_show:
        window.table.first_painted.connect(lambda: _announce_and_quit(app))
    else:
        install_exception_hook(window)
    window.show()
    code = app.exec()
    window.controller.shutdown()
    return code
