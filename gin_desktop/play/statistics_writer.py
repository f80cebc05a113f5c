"""Hands into the statistics without ever holding the window, and none lost: the
statistics as a ledger.

Each finished hand is made into a row at once (``storage.statistics.hand_row``) and
written before the match in progress is kept with the hand's end (``MatchKeeper.flush``).
If the database cannot take it (another program holds it, the disk is full, the folder
cannot be written), the hand waits on disk beside the database
(``statistics_kept.keep_waiting``), the player is told once in words, and the waiting
hands are tried again every ``RETRY_MS``, this session or the next, the file opened
again if it could not be opened at the start. A file SQLite finds damaged is set aside
and a new record begins, the waiting hands written into it. A resumed match's hands the
record lacks are written too (``reconcile``).
"""

from __future__ import annotations

import logging
import sqlite3
from collections.abc import Callable, Sequence
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer

from gin_desktop.storage.statistics_kept import (
    DAMAGED,
    DISK,
    FULL,
    HELD,
    NEWER,
    READ_ONLY,
    Opened,
    begin_again,
    keep_waiting,
    open_statistics,
    trouble_of,
    waiting_rows,
)
from gin_desktop.words import statistics_words as words

if TYPE_CHECKING:
    from gin_desktop.storage.statistics import HandRow, Statistics

log = logging.getLogger(__name__)

RETRY_MS = 2000
"""How often hands waiting for the database are tried again."""
REMEMBERED = 16
"""Hands written lately that the writer remembers, for the coach's review that follows."""

Place = tuple[str, int, int]
"""Where a hand is in the statistics: its match's key, its number, its game."""


class StatisticsWriter(QObject):
    """Writes finished hands into ``statistics``; see the module's docstring."""

    def __init__(
        self, parent: QObject, statistics: Statistics | None, say: Callable[[str], None]
    ) -> None:
        super().__init__(parent)
        self.statistics = statistics
        self._say = say
        self.path: Path | None = None if statistics is None else statistics.path
        """The database's file, also while it cannot be opened (``attach``)."""
        self.waiting: list[HandRow] = []
        """Hands made, not yet written; on disk too while any waits."""
        self._resumed: list[HandRow] = []
        """Rows of a resumed match's hands, to be written where the record lacks them."""
        self._written: dict[Place, HandRow] = {}
        """The latest hands written, for a review that comes after them."""
        self._told: set[str] = set()
        """The troubles the player was told of (each once)."""
        self._retry = QTimer(self, interval=RETRY_MS)
        self._retry.timeout.connect(self.write_waiting)
        if self.path is not None:
            self._take_kept(self.path)

    def attach(self, path: Path, trouble: str | None) -> None:
        """The statistics in ``path`` could not be opened at the start (``trouble``): the
        hands waiting there are taken, and the file is opened again every ``RETRY_MS``
        (never when it was written by a newer version)."""
        self.path = path
        self._take_kept(path)
        if trouble is not None:
            self._told.add(trouble)  # the opening notice said it
        if trouble != NEWER:
            self._retry.start()

    def _take_kept(self, path: Path) -> None:
        kept = waiting_rows(path)
        places = {row.place for row in self.waiting}
        self.waiting[:0] = [row for row in kept if row.place not in places]
        if self.waiting:
            self.write_waiting()

    def add(self, row: HandRow) -> None:
        """A hand that has just ended: written now, or on disk to wait (before the match
        in progress is kept with its end)."""
        self.waiting.append(row)
        self.write_waiting()

    def reconcile(self, rows: Sequence[HandRow]) -> None:
        """The hands of a resumed match: those the record lacks are written (a hand whose
        row was lost with the game, or waited in a file that is gone)."""
        self._resumed.extend(rows)
        self.write_waiting()

    def write_waiting(self) -> None:
        if self.statistics is None and not self._open_again():
            self._keep_on_disk()
            return
        try:
            self._write_all()
        except sqlite3.Error as error:
            self._trouble(error)
            return
        self._keep_on_disk()
        self._retry.stop()
        if self._told - {NEWER}:
            self._told.clear()
            self._say(words.written_again_notice())

    def _write_all(self) -> None:
        statistics = self.statistics
        assert statistics is not None
        if self._resumed:
            waiting = {row.place for row in self.waiting}
            lacking = [row for row in statistics.lacks(self._resumed) if row.place not in waiting]
            self._resumed.clear()
            if lacking:
                log.warning("%d hands of the resumed match not in the statistics", len(lacking))
            self.waiting.extend(lacking)
        while self.waiting:
            statistics.write(self.waiting[0])
            self._remember(self.waiting.pop(0))

    def _open_again(self) -> bool:
        """Whether the statistics that could not be opened are open now."""
        if self.path is None or not self._retry.isActive():
            return False
        opened = open_statistics(self.path)
        if opened.statistics is None:
            return False
        self.statistics = opened.statistics
        if opened.trouble == DAMAGED and opened.kept_aside is not None:
            self._say(damaged_notice(opened.kept_aside))
        return True

    def _trouble(self, error: sqlite3.Error) -> None:
        """The database cannot take the hands now: they wait on disk, are tried again
        every ``RETRY_MS``, and the player is told once; a damaged file is set aside."""
        trouble = trouble_of(error)
        log.warning("the statistics cannot be written now: %s", error)
        if trouble == DAMAGED and self.statistics is not None and self.path is not None:
            self.statistics.close()
            opened = begin_again(self.path, error)
            self.statistics = opened.statistics
            if opened.kept_aside is not None and opened.statistics is not None:
                self._say(damaged_notice(opened.kept_aside))
                self.write_waiting()
                return
        self._keep_on_disk()
        if not self._retry.isActive():
            self._retry.start()
        if trouble not in self._told:
            self._told.add(trouble)
            self._say(waiting_notice(trouble))

    def _keep_on_disk(self) -> None:
        """The waiting hands in their file beside the database, as they are now."""
        if self.path is None:
            return
        try:
            keep_waiting(self.path, self.waiting)
        except OSError as error:  # a full disk: they stay in memory, tried at every retry
            log.warning("the hands waiting for the statistics cannot be kept on disk: %s", error)

    def reviewed(self, key: str, hand_number: int, game: int, review: tuple[int, int]) -> bool:
        """The coach's review of a hand this writer recorded, (fine, decisions): kept with
        the hand if it still waits, else written into its row; with the database held, the
        hand waits again with its review (on disk, like any waiting hand). False for a
        hand it does not know."""
        place = (key, hand_number, game)
        for index, row in enumerate(self.waiting):
            if row.place == place:
                self.waiting[index] = replace(row, review=review)
                self._keep_on_disk()
                return True
        written = self._written.get(place)
        if written is None or self.statistics is None:
            return False
        try:
            return self.statistics.record_accuracy(key, hand_number, game, *review)
        except sqlite3.Error as error:
            self.waiting.append(replace(written, review=review))
            self._trouble(error)
            return True

    def _remember(self, row: HandRow) -> None:
        self._written[row.place] = row
        if len(self._written) > REMEMBERED:
            del self._written[next(iter(self._written))]

    def finish(self) -> None:
        """At the end of the game: one more try; what still waits stays on disk for the
        next start."""
        self._retry.stop()
        if self.waiting or self._resumed:
            self.write_waiting()
            self._retry.stop()
        self._keep_on_disk()


def waiting_notice(trouble: str) -> str:
    """What the player is told when the hands must wait, in their words."""
    if trouble == HELD:
        return words.held_notice()
    why = {
        FULL: words.disk_full,
        READ_ONLY: words.folder_read_only,
        DAMAGED: words.file_damaged,
    }.get(trouble, words.disk_error)
    return words.waiting_notice(why())


def damaged_notice(kept_aside: Path) -> str:
    return words.damaged_notice(kept_aside.name)


def opening_notice(opened: Opened) -> str | None:
    """What the player is told when the statistics were not opened as they are, in
    their words; None when nothing went wrong."""
    if opened.problem is None:
        return None
    if opened.kept_aside is not None and opened.statistics is not None:
        return damaged_notice(opened.kept_aside)
    if opened.trouble == NEWER:
        return words.newer_notice()
    return waiting_notice(opened.trouble or DISK)
