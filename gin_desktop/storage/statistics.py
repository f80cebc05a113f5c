"""The player's record, in SQLite: every finished hand and match against the computer or
hot-seat, and the figures a statistics screen shows from them.

One file in the application data folder, in WAL mode, its schema's version in
``PRAGMA user_version`` and brought up to date one version at a time when opened. Written
from the main thread only, one transaction per hand. Qt-free.

A write never holds the window: if another program has the database locked, it gives up
after ``BUSY_MS`` and raises ``Busy``; the caller keeps the hand (``HandRow``, made when
the hand ended) and writes it later. Opening a file that is no database of ours, and the
hands kept for later, are ``statistics_kept.py``'s; the schema and its migrations
``statistics_schema.py``'s; the row a hand is made into ``statistics_rows.py``'s; the
records read back ``statistics_records.py``'s and the figures ``statistics_figures.py``'s
(their names are importable from here too).
"""

from __future__ import annotations

import json
import logging
import sqlite3
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from datetime import datetime
from pathlib import Path

from gin_desktop.engine import Deck, HandKind, Match, RuleSet
from gin_desktop.engine.fair_shuffle import DealCheck, check_deal
from gin_desktop.session import Session

from .statistics_figures import Figures, figures_of
from .statistics_records import (
    ENTRY,
    HandEntry,
    NotReplayable,
    RecordedHand,
    hand_entry,
    recorded_hand,
)
from .statistics_rows import HOTSEAT, HandRow, hand_row, recorded_game
from .statistics_schema import _MIGRATIONS, SCHEMA_VERSION

__all__ = [
    "BUSY_MS",
    "HOTSEAT",
    "SCHEMA_VERSION",
    "Busy",
    "Figures",
    "HandEntry",
    "HandRow",
    "NewerStatistics",
    "NotReplayable",
    "RecordedHand",
    "Statistics",
    "hand_row",
    "held_by_another",
    "recorded_game",
]

log = logging.getLogger(__name__)

BUSY_MS = 5
"""How long a write waits for a database another program has locked."""
_NEW_MATCH = "INSERT OR IGNORE INTO matches VALUES (?, ?, NULL, ?, ?, ?, ?, ?, NULL, NULL, 0)"


class Busy(sqlite3.OperationalError):
    """Another program holds the database: the write can be tried again later."""


class NewerStatistics(sqlite3.DatabaseError):
    """Statistics written by a newer Gin Desktop: not damaged, but not ours to write."""


class Statistics:
    """The record on disk; see the module's docstring."""

    def __init__(self, path: Path) -> None:
        path.parent.mkdir(parents=True, exist_ok=True)
        self.path = path
        self._db = sqlite3.connect(path, isolation_level=None, timeout=BUSY_MS / 1000)
        self._db.execute("PRAGMA journal_mode=WAL")
        self._db.execute("PRAGMA foreign_keys=ON")
        self._migrate()

    def close(self) -> None:
        self._db.close()

    @property
    def version(self) -> int:
        return int(self._db.execute("PRAGMA user_version").fetchone()[0])

    def intact(self) -> bool:
        """Whether SQLite's quick check finds the file whole (``open_statistics`` asks it)."""
        return bool(self._db.execute("PRAGMA quick_check").fetchone()[0] == "ok")

    def lacks(self, rows: Sequence[HandRow]) -> list[HandRow]:
        """Those of ``rows`` whose hand is not in the record, but for the hands of a match
        the player's reset forgot (``reset``): they are not written again."""
        known = self._db.execute(
            "SELECT match_key, hand_number, game FROM hands UNION "
            "SELECT key, NULL, NULL FROM forgotten"
        ).fetchall()
        places = {(str(key), number, game) for key, number, game in known}
        return [r for r in rows if r.place not in places and (r.key, None, None) not in places]

    def _migrate(self) -> None:
        version = self.version
        if version > SCHEMA_VERSION:
            raise NewerStatistics(
                f"the statistics were written by a newer Gin Desktop (schema {version})"
            )
        for step in range(version, SCHEMA_VERSION):
            with self._transaction():
                for statement in _MIGRATIONS[step]:
                    self._db.execute(statement)
                self._db.execute(f"PRAGMA user_version = {step + 1}")

    @contextmanager
    def _transaction(self) -> Iterator[None]:
        """One transaction: committed at the end, rolled back on an error. It takes the
        write lock at once (``IMMEDIATE``): a database held by another program is found
        before anything is written."""
        self._db.execute("BEGIN IMMEDIATE")
        try:
            yield
            self._db.execute("COMMIT")
        except BaseException:
            if self._db.in_transaction:
                self._db.execute("ROLLBACK")
            raise

    # -- recording ------------------------------------------------------------------------

    def record_hand(self, key: str, session: Session, match: Match, when: datetime) -> None:
        """The latest finished hand of ``match`` (and the match, if it is over)."""
        self.write(hand_row(key, session, match, when))

    def write(self, row: HandRow) -> None:
        """One finished hand, in one transaction; ``Busy`` if another program holds the
        database (nothing written: try again later)."""
        try:
            with self._transaction():
                self._db.execute(_NEW_MATCH, row.match)
                self._db.execute(
                    f"INSERT OR REPLACE INTO hands VALUES ({', '.join('?' * 20)})",
                    row.hands_columns(),
                )
                if row.assisted:
                    self._db.execute("UPDATE matches SET assisted = 1 WHERE key = ?", (row.key,))
                if row.finished is not None:
                    self._db.execute(
                        "UPDATE matches SET finished = ?, winner = ?, totals = ? WHERE key = ?",
                        (*row.finished, row.key),
                    )
        except sqlite3.OperationalError as error:
            if held_by_another(error):
                raise Busy(str(error)) from error
            raise

    def record_accuracy(
        self, key: str, hand_number: int, game: int, fine: int, decisions: int
    ) -> bool:
        """The coach's review of a recorded hand: of the person's ``decisions`` in it,
        ``fine`` were fine. False when no such hand is recorded (yet); ``Busy`` if another
        program holds the database."""
        if not 0 <= fine <= decisions:
            raise ValueError(f"{fine} fine decisions of {decisions}")
        try:
            with self._transaction():
                updated = self._db.execute(
                    "UPDATE hands SET decisions = ?, fine = ? "
                    "WHERE match_key = ? AND hand_number = ? AND game = ?",
                    (decisions, fine, key, hand_number, game),
                )
        except sqlite3.OperationalError as error:
            if held_by_another(error):
                raise Busy(str(error)) from error
            raise
        return updated.rowcount > 0

    def accuracy_by_match(self, limit: int = 60) -> list[tuple[str, float]]:
        """The person's accuracy in each of their latest matches with a reviewed hand, the
        oldest first: (when it started, the share of their decisions marked fine)."""
        rows = self._db.execute(
            "SELECT m.started, SUM(h.fine), SUM(h.decisions) FROM hands h "
            "JOIN matches m ON m.key = h.match_key WHERE h.decisions > 0 "
            "GROUP BY h.match_key ORDER BY m.started DESC LIMIT ?",
            (limit,),
        ).fetchall()
        return [(str(started), fine / decisions) for started, fine, decisions in reversed(rows)]

    def reset(self) -> None:
        with self._transaction():
            self._db.execute("INSERT OR IGNORE INTO forgotten SELECT key FROM matches")
            self._db.execute("DELETE FROM hands")
            self._db.execute("DELETE FROM matches")

    # -- reading --------------------------------------------------------------------------

    def figures(self) -> list[Figures]:
        """One line per opponent and variant that has a finished match or a hand."""
        groups = self._db.execute(
            "SELECT DISTINCT opponent, variant FROM matches ORDER BY opponent, variant"
        ).fetchall()
        return [self._figures(opponent, variant) for opponent, variant in groups]

    def win_rates(self) -> list[float]:
        """After each finished match, in order: the share of all matches won so far."""
        rows = self._db.execute(
            "SELECT winner = COALESCE(seat, 0) FROM matches WHERE finished IS NOT NULL "
            "ORDER BY finished, key"
        ).fetchall()
        rates, won = [], 0
        for played, (win,) in enumerate(rows, start=1):
            won += bool(win)
            rates.append(won / played)
        return rates

    def outcomes(self) -> dict[str, int]:
        """How the recorded hands ended: knock, undercut, gin, big gin, draw."""
        rows = self._db.execute("SELECT kind, COUNT(*) FROM hands GROUP BY kind").fetchall()
        counts = {kind.value: 0 for kind in HandKind}
        counts.update({kind: count for kind, count in rows})
        return counts

    def history(self, limit: int = 1000) -> list[HandEntry]:
        """The finished hands, the latest first."""
        rows = self._db.execute(
            f"{ENTRY} ORDER BY h.played DESC, h.match_key DESC, h.hand_number DESC LIMIT ?",
            (limit,),
        ).fetchall()
        return [hand_entry(row) for row in rows]

    def check_deal(self, key: str, hand_number: int, game: int = 0) -> DealCheck:
        """Verify a recorded hand's deal (``fair_shuffle.check_deal``); ValueError when it
        is not there."""
        row = self._db.execute(
            "SELECT h.seed, h.commitment, h.deck, m.rules FROM hands h JOIN matches m "
            "ON m.key = h.match_key WHERE h.match_key = ? AND h.hand_number = ? AND h.game = ?",
            (key, hand_number, game),
        ).fetchone()
        if row is None:
            raise ValueError(f"hand {hand_number} of match {key} is not in the statistics")
        seed, committed, deck, rules = row
        try:
            cards = Deck.named(RuleSet.from_dict(json.loads(rules)).deck).cards
        except (ValueError, TypeError, KeyError) as error:
            raise ValueError(f"the record of this hand is damaged: {error}") from error
        return check_deal(str(seed), committed, deck, cards)

    def recorded_hand(self, key: str, hand_number: int, game: int = 0) -> RecordedHand:
        """A hand of the history (in partnership gin, one of its two games) with what
        replaying it needs; ValueError, in words, when it is not there, was recorded
        without its actions or its players, or its record is damaged."""
        where = "WHERE h.match_key = ? AND h.hand_number = ? AND h.game = ?"
        row = self._db.execute(f"{ENTRY} {where}", (key, hand_number, game)).fetchone()
        if row is None:
            raise ValueError(f"hand {hand_number} of match {key} is not in the statistics")
        stored = self._db.execute(
            "SELECT m.rules, h.dealer, h.seed, h.actions, h.context FROM hands h JOIN matches m "
            f"ON m.key = h.match_key {where}",
            (key, hand_number, game),
        ).fetchone()
        return recorded_hand(hand_entry(row), stored)

    def _figures(self, opponent: str, variant: str) -> Figures:
        """The figures of the person at the screen's side: in partnership gin a hand or a
        match won by their partner is theirs too."""
        matches = self._db.execute(
            "SELECT key, COALESCE(seat, 0), winner, totals, assisted, rules FROM matches "
            "WHERE opponent = ? AND variant = ? AND finished IS NOT NULL ORDER BY finished, key",
            (opponent, variant),
        ).fetchall()
        rows = self._db.execute(
            "SELECT COALESCE(m.seat, 0), h.kind, h.winner, h.knocker, h.points, m.rules "
            "FROM hands h JOIN matches m ON m.key = h.match_key "
            "WHERE m.opponent = ? AND m.variant = ?",
            (opponent, variant),
        ).fetchall()
        return figures_of(opponent, variant, matches, rows)


def held_by_another(error: sqlite3.Error) -> bool:
    code = getattr(error, "sqlite_errorcode", None)
    return code in (sqlite3.SQLITE_BUSY, sqlite3.SQLITE_LOCKED) or "locked" in str(error)
