"""Opening the statistics whatever state their file is in, and the hands waiting to be
written (``statistics.py`` keeps the record itself): the statistics as a ledger, in which
nothing the player played is ever dropped.

Only a file SQLite says is damaged or no database (``SQLITE_CORRUPT``, ``SQLITE_NOTADB``,
or a quick check that fails at open) is set aside as ``name.damaged-<time>`` and a fresh
record started (``open_statistics``). Any other trouble (a full disk, a folder that cannot
be written, another program holding the file) leaves the file as it is: ``Opened.trouble``
names it, for the player to be told once, and the hands wait. Hands wait on disk beside
the database (``keep_waiting``, ``waiting_rows``) until it can take them: this session
or the next. ``history_rows`` makes the rows of a match's hands again, for those of a
resumed match the record lacks.
"""

from __future__ import annotations

import json
import logging
import sqlite3
from collections.abc import Sequence
from dataclasses import asdict, dataclass, replace
from datetime import datetime
from pathlib import Path
from typing import Any

from gin_desktop.engine import HandRecord, Match
from gin_desktop.engine.match import pairings_of_hand
from gin_desktop.session import Session

from .files import read_file_of_at_most, set_aside, write_text_atomic
from .statistics import Busy, NewerStatistics, Statistics, held_by_another
from .statistics_rows import HandRow, hand_row, hands_line

log = logging.getLogger(__name__)

PENDING_MOST = 4 * 1024 * 1024
"""The file of hands kept for later is read if it is at most this big."""

# What can keep the statistics from being written (``Opened.trouble``, ``trouble_of``):
DAMAGED = "damaged"  # the file itself (it is set aside)
NEWER = "newer"  # written by a newer version (left alone)
HELD = "held"  # another program holds it
FULL = "full"  # the disk is full
READ_ONLY = "read-only"  # the folder or the file cannot be written
DISK = "disk"  # the disk failed otherwise


@dataclass(frozen=True)
class Opened:
    """The statistics as the game opens them: ``statistics`` (None when they cannot be
    opened now), and ``problem`` (for the log) and ``trouble`` (one of the words above,
    for the player) when something was wrong."""

    statistics: Statistics | None
    problem: str | None = None
    kept_aside: Path | None = None
    trouble: str | None = None

    @property
    def lasting(self) -> bool:
        """Whether trying again later cannot help (statistics of a newer version)."""
        return self.trouble == NEWER


class FoundDamaged(sqlite3.DatabaseError):
    """SQLite's quick check at open found the file damaged, its header whole."""


def open_statistics(path: Path) -> Opened:
    """The statistics in ``path``. A file that SQLite finds damaged or no database is moved
    aside (with its journal files) and a fresh record started; any other trouble leaves the
    file as it is, the statistics not open (``Opened.trouble`` says why)."""
    try:
        return Opened(_whole(path))
    except NewerStatistics as error:
        return Opened(None, str(error), trouble=NEWER)
    except sqlite3.Error as error:
        if not is_damage(error):  # a full disk, a lock, a folder that cannot be written
            problem = f"the statistics cannot be opened now: {error}"
            return Opened(None, problem, trouble=trouble_of(error))
        damage: sqlite3.Error = error
    except OSError as error:  # the data folder cannot be made
        return Opened(None, f"the statistics cannot be opened now: {error}", trouble=READ_ONLY)
    return begin_again(path, damage)


def _whole(path: Path) -> Statistics:
    statistics = Statistics(path)
    try:
        whole = statistics.intact()
    except BaseException:
        statistics.close()
        raise
    if not whole:
        statistics.close()
        raise FoundDamaged("SQLite's quick check found the file damaged")
    return statistics


def begin_again(path: Path, damage: sqlite3.Error) -> Opened:
    """The damaged file and its journals set aside, and a fresh record begun."""
    try:
        kept = set_aside(path, keep_original=False)
        for journal in (path.with_name(path.name + "-wal"), path.with_name(path.name + "-shm")):
            if journal.exists():
                journal.replace(kept.with_name(kept.name + journal.name[len(path.name) :]))
    except OSError as error:
        problem = f"the damaged statistics cannot be set aside: {error}"
        return Opened(None, problem, trouble=READ_ONLY)
    try:
        fresh = Statistics(path)
    except sqlite3.Error as error:
        return Opened(None, f"the statistics cannot be kept: {error}", kept, trouble_of(error))
    return Opened(fresh, f"the statistics file was damaged ({damage})", kept, DAMAGED)


DAMAGE_CODES = frozenset({sqlite3.SQLITE_CORRUPT, sqlite3.SQLITE_NOTADB})
"""What SQLite says of a file that is damaged or no database: only those are set aside."""


def is_damage(error: sqlite3.Error) -> bool:
    """Whether ``error`` says the file itself is damaged (SQLite's primary result code
    ``SQLITE_CORRUPT`` or ``SQLITE_NOTADB``, or its quick check failed), not that it cannot
    be reached or written now (a full disk, a lock, a folder without write permission),
    which leaves it as it is."""
    if isinstance(error, FoundDamaged):
        return True
    code = getattr(error, "sqlite_errorcode", None)
    return code is not None and (code & 0xFF) in DAMAGE_CODES


def trouble_of(error: sqlite3.Error) -> str:
    """Which trouble ``error`` is, in one of the words above."""
    if is_damage(error):
        return DAMAGED
    if isinstance(error, Busy) or held_by_another(error):
        return HELD
    code = (getattr(error, "sqlite_errorcode", None) or 0) & 0xFF
    if code == sqlite3.SQLITE_FULL:
        return FULL
    if code in (sqlite3.SQLITE_READONLY, sqlite3.SQLITE_CANTOPEN, sqlite3.SQLITE_PERM):
        return READ_ONLY
    return DISK


# -- hands waiting to be written ------------------------------------------------------


def pending_path(path: Path) -> Path:
    """Where hands not yet written wait, beside the database ``path``."""
    return path.with_name(path.name + ".pending.json")


def keep_waiting(path: Path, rows: Sequence[HandRow]) -> None:
    """The hands waiting for the database ``path``, on disk as they are now (the file
    removed when none waits); OSError when they cannot be (they stay in memory)."""
    if rows:
        write_text_atomic(pending_path(path), json.dumps([asdict(row) for row in rows]))
    else:
        pending_path(path).unlink(missing_ok=True)


def keep_for_later(path: Path, rows: Sequence[HandRow]) -> None:
    """Hands not yet written, kept beside the database, added to those already waiting."""
    waiting = [*_pending_data(path), *(asdict(row) for row in rows)]
    write_text_atomic(pending_path(path), json.dumps(waiting))


def waiting_rows(path: Path) -> list[HandRow]:
    """The hands waiting on disk for the database ``path`` (a kept hand that cannot be
    read is left out, and said in the log)."""
    rows = []
    for item in _pending_data(path):
        try:
            rows.append(_row_from(item))
        except (TypeError, KeyError, ValueError, IndexError) as error:
            log.warning("a hand kept for the statistics cannot be read: %s", error)
    return rows


def write_kept(statistics: Statistics) -> int:
    """Write the hands waiting on disk; how many were written (the file is removed once
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
        key=str(item["key"]),
        match=tuple(item["match"]),
        hand=tuple(item["hand"]),
        assisted=bool(item["assisted"]),
        finished=None
        if finished is None
        else (str(finished[0]), int(finished[1]), str(finished[2])),
        review=None if review is None else (int(review[0]), int(review[1])),
        deal=None if deal is None else (str(deal[0]), str(deal[1])),
        context=None if item.get("context") is None else str(item["context"]),
    )


# -- the hands of a resumed match -----------------------------------------------------


def history_rows(key: str, session: Session, match: Match, when: datetime) -> list[HandRow]:
    """A row for each hand of ``match``'s history: whole for the hand just ended (its
    cards are still on the table), and for an earlier one what its score sheet line
    keeps (how it ended, its points; no actions: it cannot be replayed)."""
    if not match.history:
        return []
    latest = hand_row(key, session, match, when)
    whole = {latest.place: latest} if match.hand_over else {}
    rows = []
    for record in match.history:
        place = (key, record.hand_number, _game_of(match, record))
        rows.append(whole.get(place) or _line_row(latest, record, place[2], when))
    return rows


def _game_of(match: Match, record: HandRecord) -> int:
    """Which game of its hand ``record`` is: 0, or in partnership gin the game of its pair."""
    if match.rules.seating != "partners" or not record.players:
        return 0
    games = pairings_of_hand(match.rules, record.dealer, record.hand_number)
    pairs = [tuple(sorted(pair)) for _dealer, pair in games]
    wanted = tuple(sorted(record.players))
    return pairs.index(wanted) if wanted in pairs else 0


def _line_row(latest: HandRow, record: HandRecord, game: int, when: datetime) -> HandRow:
    """The row of an earlier hand, from its score sheet line and its match's row."""
    hand = hands_line(latest.key, record, when, game)
    return replace(latest, hand=hand, finished=None, review=None, deal=None, context=None)
