"""Opening the statistics whatever state their file is in, and the hands they could not
write yet (``statistics.py`` keeps the record itself).

A file that SQLite says is damaged or no database is set aside as
``name.damaged-<time>`` and a fresh record started (``open_statistics``), said once; any
other error (a full disk, a folder that cannot be written) leaves the file as it is and the
statistics off for the session, said once too. Hands the database could not take before
the game ended (another program held it) wait beside it (``keep_for_later``) and are
written at the next start (``write_kept``).
"""

from __future__ import annotations

import json
import logging
import sqlite3
from collections.abc import Sequence
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

from .files import read_file_of_at_most, set_aside, write_text_atomic
from .statistics import PENDING_MOST, Busy, HandRow, NewerStatistics, Statistics, held_by_another

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class Opened:
    """The statistics as the game opens them: ``statistics`` (None when they are off),
    and ``problem``, in words, when something was wrong (said once to the player)."""

    statistics: Statistics | None
    problem: str | None = None
    kept_aside: Path | None = None


def open_statistics(path: Path) -> Opened:
    """The statistics in ``path``. A file that is no database of ours is moved aside (with
    its journal files) and a fresh record started; statistics of a newer version, or a
    database another program holds while it is opened, are left alone and kept off."""
    try:
        return Opened(Statistics(path))
    except NewerStatistics as error:
        return Opened(None, str(error))
    except sqlite3.OperationalError as error:
        if held_by_another(error):
            return Opened(None, "the statistics are held by another program")
        damage: sqlite3.Error = error
    except sqlite3.DatabaseError as error:
        damage = error
    if not is_damage(damage):  # a full disk, a folder that cannot be written: not the file's
        return Opened(None, f"the statistics cannot be opened now ({damage}); they are kept")
    kept = set_aside(path, keep_original=False)
    for journal in (path.with_name(path.name + "-wal"), path.with_name(path.name + "-shm")):
        if journal.exists():
            journal.replace(kept.with_name(kept.name + journal.name[len(path.name) :]))
    try:
        fresh = Statistics(path)
    except sqlite3.Error as error:
        return Opened(None, f"the statistics cannot be kept: {error}", kept)
    return Opened(fresh, f"the statistics file was damaged ({damage})", kept)


DAMAGE_CODES = frozenset({sqlite3.SQLITE_CORRUPT, sqlite3.SQLITE_NOTADB})
"""What SQLite says of a file that is damaged or no database: only those are set aside."""


def is_damage(error: sqlite3.Error) -> bool:
    """Whether ``error`` says the file itself is damaged (SQLite's primary result code
    ``SQLITE_CORRUPT`` or ``SQLITE_NOTADB``), not that it cannot be reached or written now
    (a full disk, a lock, a folder without write permission), which leaves it as it is."""
    code = getattr(error, "sqlite_errorcode", None)
    return code is not None and (code & 0xFF) in DAMAGE_CODES


def pending_path(path: Path) -> Path:
    """Where hands that could not be written before the game ended wait for the next start."""
    return path.with_name(path.name + ".pending.json")


def keep_for_later(path: Path, rows: Sequence[HandRow]) -> None:
    """Hands not yet written (the database held by another program when the game ended),
    kept beside it, added to those already waiting."""
    waiting = [*_pending_data(path), *(asdict(row) for row in rows)]
    write_text_atomic(pending_path(path), json.dumps(waiting))


def write_kept(statistics: Statistics) -> int:
    """Write the hands kept for later; how many were written (the file is removed once
    all are). A kept hand that is not one is dropped, and said in the log."""
    data = _pending_data(statistics.path)
    written = 0
    for item in data:
        try:
            statistics.write(_row_from(item))
        except Busy:
            break
        except (sqlite3.Error, TypeError, KeyError, ValueError) as error:
            log.warning("a hand kept for the statistics cannot be written: %s", error)
        written += 1
    rest = data[written:]
    if rest:
        write_text_atomic(pending_path(statistics.path), json.dumps(rest))
    else:
        pending_path(statistics.path).unlink(missing_ok=True)
    return written


def _pending_data(path: Path) -> list[dict[str, Any]]:
    try:
        data = json.loads(read_file_of_at_most(pending_path(path), PENDING_MOST))
    except FileNotFoundError:
        return []
    except (OSError, ValueError) as error:
        log.warning("the hands kept for the statistics cannot be read: %s", error)
        return []
    return [item for item in data if isinstance(item, dict)] if isinstance(data, list) else []


def _row_from(item: dict[str, Any]) -> HandRow:
    finished, review = item["finished"], item.get("review")  # kept before reviews: none
    deal = item.get("deal")  # kept before fair deals: none
    return HandRow(
        str(item["key"]), tuple(item["match"]), tuple(item["hand"]), bool(item["assisted"]),
        None if finished is None else (str(finished[0]), int(finished[1]), str(finished[2])),
        None if review is None else (int(review[0]), int(review[1])),
        None if deal is None else (str(deal[0]), str(deal[1])),
        None if item.get("context") is None else str(item["context"]),  # kept before: none
    )  # fmt: skip
