"""The game's log file: what went wrong, kept where a player (or whoever helps them) can
find it, even when the game was started with no console to print to.

A windowed build on Windows (and a game started from a desktop menu anywhere) has no
console: ``sys.stderr`` may be None, and whatever is written there is lost. So the
``gin_desktop`` loggers write to a rotating file in Qt's application-local data folder
(``QStandardPaths.AppLocalDataLocation``), and to ``sys.stderr`` too when there is one.
The file never grows past ``MOST_BYTES`` times ``1 + BACKUPS``.
"""

from __future__ import annotations

import logging
import logging.handlers
import stat
import sys
from pathlib import Path

from PySide6.QtCore import QStandardPaths

LOG_NAME = "gin-desktop.log"
MOST_BYTES = 256 * 1024
"""Size at which the log file is rotated: a few thousand errors' tracebacks."""
BACKUPS = 2
"""Rotated files kept (``gin-desktop.log.1``, ``.2``); the oldest is deleted."""
LOGGER = "gin_desktop"
FORMAT = "%(asctime)s %(levelname)s %(name)s: %(message)s"


def log_folder() -> Path:
    """Where Qt keeps the application's local data (the log is no data to roam)."""
    location = QStandardPaths.StandardLocation.AppLocalDataLocation
    return Path(QStandardPaths.writableLocation(location))


def start_log_file(folder: Path | None = None) -> Path | None:
    """Send the game's log (INFO and above) to ``folder / LOG_NAME`` (default: the
    application-local data folder), rotated, and to ``sys.stderr`` when there is one.
    The path of the file; None when it cannot be opened (the game goes on, logging to
    ``sys.stderr`` alone if it can). Calling it again replaces what an earlier call set."""
    logger = logging.getLogger(LOGGER)
    stop_log_file()
    logger.setLevel(logging.INFO)
    formatter = logging.Formatter(FORMAT)
    if sys.stderr is not None:
        console = logging.StreamHandler(sys.stderr)
        console.setLevel(logging.WARNING)
        console.setFormatter(formatter)
        _add(logger, console)
    path = (folder or log_folder()) / LOG_NAME
    if not _regular_or_missing(path):  # a FIFO would hold the start for ever, a device fill
        logger.warning("the log file %s is not a regular file: it is left alone", path)
        return None
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        handler = logging.handlers.RotatingFileHandler(
            path, maxBytes=MOST_BYTES, backupCount=BACKUPS, encoding="utf-8"
        )
    except OSError as error:
        logger.warning("the log file %s cannot be opened: %s", path, error)
        return None
    handler.setFormatter(formatter)
    _add(logger, handler)
    return path


def stop_log_file() -> None:
    """Close and remove the handlers ``start_log_file`` added."""
    logger = logging.getLogger(LOGGER)
    for handler in [h for h in logger.handlers if getattr(h, _OURS, False)]:
        logger.removeHandler(handler)
        handler.close()


_OURS = "_gin_desktop_log"


def _regular_or_missing(path: Path) -> bool:
    """Whether ``path`` is a regular file (through any link) or nothing at all."""
    try:
        return stat.S_ISREG(path.stat().st_mode)
    except FileNotFoundError:
        return True
    except OSError:
        return False


def _add(logger: logging.Logger, handler: logging.Handler) -> None:
    setattr(handler, _OURS, True)
    logger.addHandler(handler)
