"""One game per home: the first copy of the game to start on a data folder holds a lock
on it until it ends; a second copy started on the same folder finds it held, and writes
nothing there (the match in progress, the statistics and the settings stay the first's).

The lock is the operating system's own lock on an open file (``fcntl.flock`` on Linux and
macOS, ``msvcrt.locking`` on Windows): it is let go when the process ends in any way,
even killed, so a crash never leaves the game locked out. The file holds the process id
of its holder, for a person who looks. Qt-free.

Only a lock held by another process is read as another copy of the game: any other
refusal (a file system that keeps no locks, a network share's) leaves the game to go on
unlocked, ``problem`` saying why; a full disk, which cannot take the process id, keeps the
lock all the same.
"""

from __future__ import annotations

import errno
import os
import sys
from contextlib import suppress
from pathlib import Path
from typing import BinaryIO

LOCK_NAME = "gin-desktop.lock"
HELD_ELSEWHERE = frozenset({errno.EAGAIN, errno.EWOULDBLOCK, errno.EACCES, errno.EDEADLK})
"""What a lock held by another process answers: ``flock`` EWOULDBLOCK, Windows'
``locking`` EACCES or EDEADLOCK (the same number as EDEADLK there)."""


class HomeLock:
    """The lock on ``folder``: ``claim`` it once at the start, hold it until the end."""

    def __init__(self, folder: Path) -> None:
        self.path = folder / LOCK_NAME
        self._file: BinaryIO | None = None
        self.problem = ""
        """Why the folder could not be locked, in the system's words, when the game goes on
        unlocked ("" when it holds the lock, or another copy does)."""

    @property
    def held(self) -> bool:
        return self._file is not None

    def claim(self) -> bool:
        """Take the lock; False if another running copy of the game holds it; True, with
        ``problem``, where the folder keeps no locks. ``OSError`` if the folder cannot be
        written at all."""
        if self._file is not None:
            return True
        self.path.parent.mkdir(parents=True, exist_ok=True)
        file = self.path.open("a+b")
        try:
            _lock(file)
        except OSError as error:
            file.close()
            if error.errno in HELD_ELSEWHERE:
                return False
            self.problem = error.strerror or str(error)
            return True
        with suppress(OSError):  # the id is for a person who looks: a full disk keeps none
            _write_holder(file)
        self._file = file
        return True

    def release(self) -> None:
        if self._file is not None:
            _unlock(self._file)
            self._file.close()
            self._file = None


def _write_holder(file: BinaryIO) -> None:
    file.seek(0)
    file.truncate()
    file.write(f"{os.getpid()}\n".encode())
    file.flush()


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
