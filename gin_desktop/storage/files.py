"""Writing files so that a crash never leaves half of one. Qt-free."""

from __future__ import annotations

import os
import shutil
import stat
import sys
import tempfile
from contextlib import suppress
from glob import escape as glob_escape
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from datetime import datetime


def write_text_atomic(path: str | Path, text: str, *, shared: bool = False) -> None:
    """Write ``text`` (UTF-8) to ``path`` through a temporary file in the same folder and a
    rename: the file is either the old one or the whole new one, never half written.

    The temporary file is the user's alone (0600); ``shared`` gives the file the
    permissions any new file of theirs gets (a log they export), not those."""
    write_bytes_atomic(path, text.encode("utf-8"), shared=shared)


def write_bytes_atomic(path: str | Path, data: bytes, *, shared: bool = False) -> None:
    """Write ``data`` to ``path`` as ``write_text_atomic`` writes text: a temporary file
    beside it, flushed to the disk (fsync), renamed over it, and the folder's new entry
    flushed too where the system allows it, so that a power cut leaves the old file or the
    whole new one. The temporary file is removed on any failure (a full disk leaves none)."""
    target = Path(path)
    handle, temp = tempfile.mkstemp(dir=target.parent, prefix=f".{target.name}.", suffix=".tmp")
    try:
        with os.fdopen(handle, "wb") as file:
            file.write(data)
            file.flush()
            os.fsync(file.fileno())
        if shared:
            os.chmod(temp, 0o666 & ~_umask())
        os.replace(temp, target)
    except BaseException:
        Path(temp).unlink(missing_ok=True)
        raise
    sync_folder(target.parent)


def sync_folder(folder: Path) -> None:
    """Flush ``folder``'s entries (a file renamed into it) to the disk: POSIX systems
    allow it; Windows opens no folder as a file (its renames are kept by NTFS's journal),
    and a file system that refuses it is left to keep them its own way."""
    if sys.platform == "win32":
        return
    try:
        handle = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        with suppress(OSError):  # some file systems (a share, FUSE) do not sync a folder
            os.fsync(handle)
    finally:
        os.close(handle)


class NotAFileToRead(OSError):
    """A path that is not read: not a regular file (a pipe, a device, a folder, or a link
    to one), or one bigger than the reader takes. ``problem`` says which, in words."""

    def __init__(self, problem: str) -> None:
        super().__init__(problem)
        self.problem = problem


def read_file_of_at_most(path: Path, limit: int) -> bytes:
    """The bytes of ``path``, a regular file (a link is followed) of at most ``limit``
    bytes; ``NotAFileToRead`` for anything else, decided before a byte is read, so that a
    pipe never blocks and a device never fills memory. ``OSError`` if it cannot be opened."""
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    handle = os.open(path, flags)  # a pipe opened without blocking: nobody needs to write
    with os.fdopen(handle, "rb") as file:
        info = os.fstat(handle)
        if not stat.S_ISREG(info.st_mode):
            raise NotAFileToRead("it is not a file but a pipe, a device or a folder")
        if info.st_size > limit:
            raise NotAFileToRead(f"it is too big ({info.st_size:,} bytes; at most {limit:,})")
        raw = file.read(limit + 1)
    if len(raw) > limit:  # it grew while it was read
        raise NotAFileToRead(f"it is too big (over {limit:,} bytes)")
    return raw


def _umask() -> int:
    """The process's umask (read by setting it, then putting it back)."""
    mask = os.umask(0o022)
    os.umask(mask)
    return mask


def set_aside(
    path: Path, *, keep_original: bool, now: datetime | None = None, into: Path | None = None
) -> Path:
    """Keep a damaged file as ``name.damaged-<time>`` beside it, or in the folder ``into``
    (a copy of a player's file goes to the game's own folder, never theirs): a copy
    (``keep_original``) or the file itself, moved. Never overwrites: a name already taken
    gets a number."""
    from datetime import datetime  # here: the settings are read at start, rarely set aside

    folder = path.parent if into is None else into
    if keep_original and (same := _same_copy_aside(path, folder)) is not None:
        return same  # opened and refused before: one copy is enough
    stamp = (now or datetime.now()).strftime("%Y%m%d-%H%M%S")
    target = folder / f"{path.name}.damaged-{stamp}"
    number = 1
    while target.exists():
        number += 1
        target = folder / f"{path.name}.damaged-{stamp}-{number}"
    if keep_original:
        shutil.copyfile(path, target)
    else:
        os.replace(path, target)
    return target


def _same_copy_aside(path: Path, folder: Path) -> Path | None:
    """A copy of ``path`` already kept aside in ``folder`` with the same bytes, or None."""
    size = path.stat().st_size
    for kept in sorted(folder.glob(f"{glob_escape(path.name)}.damaged-*")):
        ordinary = kept.is_file() and not kept.is_symlink() and kept.stat().st_size == size
        if ordinary and kept.read_bytes() == path.read_bytes():
            return kept
    return None


def ini_problem(raw: bytes) -> str | None:
    """What makes ``raw`` no settings file, or None. Qt's own reader takes anything
    (garbage becomes odd keys, a cut line is dropped), so the file is looked at first."""
    if len(raw) > 1024 * 1024:
        return "it is too big to be a settings file"
    if b"\x00" in raw:
        return "it holds NUL bytes"
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        return "it is not text"
    for number, line in enumerate(text.splitlines(), start=1):
        line = line.strip()
        if line and line[0] not in ";#" and "=" not in line and not _section(line):
            from gin_desktop.engine import clip  # here: the engine loads after the start

            return f"line {number} is not a setting: {clip(line, 40)}"
    return None


def _section(line: str) -> bool:
    return line.startswith("[") and line.endswith("]")
