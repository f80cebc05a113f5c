"""The game's data folder, named once: the platform's folder for an application's data with
the game's name (``~/.local/share/Gin Desktop`` on Linux, ``%APPDATA%\\Gin Desktop`` on
Windows, ``~/Library/Application Support/Gin Desktop`` on macOS). It holds the match in
progress and its key, the statistics, the log (where the platform keeps an application's
local data in the same place) and the lock of the game that uses it.

Versions before gave Qt an organisation and an application both named "Gin Desktop", and
Qt named the folder twice (``.../Gin Desktop/Gin Desktop``). At the first start of this
version ``move_home`` moves what that old folder holds into the new one:

- nothing already in the new folder is written over: a file found in both stays in the old
  folder (unless it is the same bytes), and so does everything that goes with it (an
  SQLite database with its ``-wal``, ``-shm`` and ``-journal`` files; the match in
  progress with its key, which alone opens it);
- the move is all or nothing: if a file cannot be moved, those moved already go back, and
  the game goes on using the old folder (the log says why);
- a copy of an older version still running on the old folder (it holds its lock) is left
  alone: the game uses the old folder, and so finds that copy and brings it up.

The settings are not in this folder: ``QSettings`` keeps them where it always has (on
Linux ``~/.config/Gin Desktop/Gin Desktop.conf``, on Windows the registry's
``HKEY_CURRENT_USER\\Software\\Gin Desktop\\Gin Desktop``, on macOS a property list), the
usual place for Qt's settings, so nothing is moved there.

``data_folder`` asks Qt where the platform's folder is; ``move_home`` works on the
folders it is given.
"""

from __future__ import annotations

import filecmp
import logging
import os
from contextlib import suppress
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QStandardPaths

from .home_lock import LOCK_NAME, HomeLock
from .sealing import KEY_NAME

FOLDER_NAME = "Gin Desktop"
"""The data folder's name: the application's (``QCoreApplication.applicationName``)."""
OLD_ORGANISATION = "Gin Desktop"
"""The organisation Qt was given before, which named the data folder a second time."""
COMPANIONS = ("-wal", "-shm", "-journal")
"""Files an SQLite database keeps beside itself: moved with it, or not at all."""


def old_folder(new: Path) -> Path:
    """Where Qt put the data of ``new``'s application when it was given an organisation:
    ``<root>/Gin Desktop/Gin Desktop``, which is inside the new folder."""
    return new.parent / OLD_ORGANISATION / new.name


@dataclass(frozen=True)
class Move:
    """What ``move_home`` did: the ``folder`` to use (``new``, or ``old`` when the move
    could not be made), the names ``moved`` from ``old`` to ``new``, those ``left`` in
    ``old`` (``new`` has its own), and the ``problem`` that kept everything in ``old``
    ("" when none)."""

    folder: Path
    new: Path
    old: Path
    moved: tuple[str, ...] = ()
    left: tuple[str, ...] = ()
    problem: str = ""

    def log(self, logger: logging.Logger) -> None:
        """Say in the log what was done (nothing when there was no old folder)."""
        if self.problem:
            logger.warning(
                "the data folder %s could not be moved to %s (%s): it is still used",
                self.old,
                self.new,
                self.problem,
            )
        if self.moved:
            logger.info(
                "the data of %s moved to %s: %s", self.old, self.folder, ", ".join(self.moved)
            )
        if self.left:
            logger.warning(
                "%s has its own %s: those of %s are left there",
                self.folder,
                ", ".join(self.left),
                self.old,
            )


def move_home(new: Path, old: Path | None = None) -> Move:
    """Move what the old data folder (``old_folder(new)`` by default) holds into ``new``,
    and say which folder to use (see the module's notes). Nothing to move: ``new``."""
    old = old_folder(new) if old is None else old
    if not old.is_dir():
        return Move(folder=new, new=new, old=old)
    lock = HomeLock(old)
    try:
        if not lock.claim():
            return Move(
                folder=old, new=new, old=old, problem="another copy of the game is using it"
            )
    except OSError as error:
        return Move(folder=old, new=new, old=old, problem=str(error))
    try:
        return _move(old, new)
    finally:
        lock.release()
        if _only_the_lock(old):  # moved whole: the old folder goes
            with suppress(OSError):
                (old / LOCK_NAME).unlink()
                old.rmdir()
            if old.parent != new:  # the organisation's folder, if nothing else is in it
                with suppress(OSError):
                    old.parent.rmdir()


def _move(old: Path, new: Path) -> Move:
    entries = sorted(p.name for p in old.iterdir() if p.name != LOCK_NAME)
    groups: dict[str, list[str]] = {}
    for name in entries:
        groups.setdefault(_group(name), []).append(name)
    same = [n for n in entries if _same(old / n, new / n)]
    kept = {g for g, names in groups.items() if any(_taken(old / n, new / n) for n in names)}
    left = tuple(n for n in entries if _group(n) in kept)
    going = [n for n in entries if n not in left and n not in same]
    moved: list[str] = []
    try:
        new.mkdir(parents=True, exist_ok=True)
        for name in going:
            if (new / name).exists():  # never written over (os.rename would on POSIX)
                raise FileExistsError(f"{new / name} appeared while moving")
            os.rename(old / name, new / name)
            moved.append(name)
    except OSError as error:
        stranded = _put_back(old, new, moved)
        problem = str(error) + (f"; left in {new}: {', '.join(stranded)}" if stranded else "")
        return Move(folder=old, new=new, old=old, problem=problem)
    for name in same:  # the same bytes are in the new folder already
        with suppress(OSError):
            (old / name).unlink()
    return Move(folder=new, new=new, old=old, moved=tuple(moved), left=left)


def _put_back(old: Path, new: Path, moved: list[str]) -> list[str]:
    """Move back what was moved; the names that could not be."""
    stranded = []
    for name in reversed(moved):
        try:
            os.rename(new / name, old / name)
        except OSError:
            stranded.append(name)
    return stranded


def _group(name: str) -> str:
    """The file a file goes with: a database's companions with it, the installation's key
    with the match in progress it seals."""
    from .matches import AUTOSAVE_NAME  # with the engine: only when there is a move

    for suffix in COMPANIONS:
        if name.endswith(suffix):
            return name.removesuffix(suffix)
    return AUTOSAVE_NAME if name == KEY_NAME else name


def _same(a: Path, b: Path) -> bool:
    return a.is_file() and b.is_file() and filecmp.cmp(a, b, shallow=False)


def _taken(a: Path, b: Path) -> bool:
    """Whether ``b`` exists and is not ``a``'s bytes (so ``a`` cannot go there)."""
    return (b.exists() or b.is_symlink()) and not _same(a, b)


def _only_the_lock(folder: Path) -> bool:
    with suppress(OSError):
        return [p.name for p in folder.iterdir()] == [LOCK_NAME]
    return False


# --- where the platform keeps an application's data (Qt) ----------------------------------


def data_folder() -> Path:
    """The platform's folder for the game's data, named once: Qt's application data
    folder when no organisation is set (the start sets none), ``<root>/Gin Desktop``."""
    location = QStandardPaths.StandardLocation.AppDataLocation
    return Path(QStandardPaths.writableLocation(location))
