"""Writing files so that a crash never leaves half of one. Qt-free."""

from __future__ import annotations

import os
import shutil
import tempfile
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from datetime import datetime


def write_text_atomic(path: str | Path, text: str, *, shared: bool = False) -> None:
    """Write ``text`` (UTF-8) to ``path`` through a temporary file in the same folder and a
    rename: the file is either the old one or the whole new one, never half written.

    The temporary file is the user's alone (0600); ``shared`` gives the file the
    permissions any new file of theirs gets (a log they export), not those."""
    target = Path(path)
    handle, temp = tempfile.mkstemp(dir=target.parent, prefix=f".{target.name}.", suffix=".tmp")
    try:
        with os.fdopen(handle, "w", encoding="utf-8", newline="") as file:
            file.write(text)
            file.flush()
            os.fsync(file.fileno())
        if shared:
            os.chmod(temp, 0o666 & ~_umask())
        os.replace(temp, target)
    except BaseException:
        Path(temp).unlink(missing_ok=True)
        raise


def _umask() -> int:
    """The process's umask (read by setting it, then putting it back)."""
    mask = os.umask(0o022)
    os.umask(mask)
    return mask


def set_aside(path: Path, *, keep_original: bool, now: datetime | None = None) -> Path:
    """Keep a damaged file as ``name.damaged-<time>`` beside it: a copy (``keep_original``)
    or the file itself, moved. Never overwrites: a name already taken gets a number."""
    from datetime import datetime  # here: the settings are read at start, rarely set aside

    stamp = (now or datetime.now()).strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.name}.damaged-{stamp}")
    number = 1
    while target.exists():
        number += 1
        target = path.with_name(f"{path.name}.damaged-{stamp}-{number}")
    if keep_original:
        shutil.copyfile(path, target)
    else:
        os.replace(path, target)
    return target


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
