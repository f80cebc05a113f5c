"""One game per home: the first copy of the game to start on a data folder holds a lock
on it until it ends; a second copy started on the same folder finds it held, and writes
nothing there (the match in progress, the statistics and the settings stay the first's).

The lock is the operating system's own lock on an open file (``fcntl.flock`` on Linux and
macOS, ``msvcrt.locking`` on Windows): it is let go when the process ends in any way,
even killed, so a crash never leaves the game locked out. The file holds the process id
of its holder, for a person who looks. Qt-free.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import BinaryIO

LOCK_NAME = "gin-desktop.lock"


class HomeLock:
    """The lock on ``folder``: ``claim`` it once at the start, hold it until the end."""

    def __init__(self, folder: Path) -> None:
        self.path = folder / LOCK_NAME
        self._file: BinaryIO | None = None

    @property
    def held(self) -> bool:
        return self._file is not None

    def claim(self) -> bool:
        """Take the lock; False if another running copy of the game holds it. ``OSError``
        if the folder cannot be written at all."""
        if self._file is not None:
            return True
        self.path.parent.mkdir(parents=True, exist_ok=True)
        file = self.path.open("a+b")
        try:
            _lock(file)
        except OSError:
            file.close()
            return False
        file.seek(0)
        file.truncate()
        file.write(f"{os.getpid()}\n".encode())
        file.flush()
        self._file = file
        return True

    def release(self) -> None:
        if self._file is not None:
            _unlock(self._file)
            self._file.close()
            self._file = None


if sys.platform == "win32":
    import msvcrt

    def _lock(file: BinaryIO) -> None:
        file.seek(0)
        msvcrt.locking(file.fileno(), msvcrt.LK_NBLCK, 1)

    def _unlock(file: BinaryIO) -> None:
        file.seek(0)
        msvcrt.locking(file.fileno(), msvcrt.LK_UNLCK, 1)

else:
    import fcntl

    def _lock(file: BinaryIO) -> None:
        fcntl.flock(file.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)

    def _unlock(file: BinaryIO) -> None:
        fcntl.flock(file.fileno(), fcntl.LOCK_UN)
