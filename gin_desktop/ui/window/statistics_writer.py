"""Hands into the statistics without ever holding the window, and none lost.

Each finished hand is made into a row at once (``storage.statistics.hand_row``) and
written; if another program holds the database, the write gives up within milliseconds,
the hand waits in a queue, the player is told once, and the queue is tried again every
``RETRY_MS``. Whatever still waits when the game ends is kept beside the database and
written at the next start. A database that cannot be written at all is said once, and
the game goes on without statistics.
"""

from __future__ import annotations

import logging
import sqlite3
from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, QTimer

if TYPE_CHECKING:
    from gin_desktop.storage.statistics import HandRow, Statistics
    from gin_desktop.storage.statistics_kept import Opened

translate = QCoreApplication.translate
log = logging.getLogger(__name__)

RETRY_MS = 2000
"""How often hands waiting for a database held by another program are tried again."""
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
        self.waiting: list[HandRow] = []
        """Hands made, not yet written (the database was held)."""
        self._written: dict[Place, HandRow] = {}
        """The latest hands written, for a review that comes after them."""
        self._told_busy = False
        self._retry = QTimer(self, interval=RETRY_MS)
        self._retry.timeout.connect(self.write_waiting)

    def add(self, row: HandRow) -> None:
        self.waiting.append(row)
        self.write_waiting()

    def write_waiting(self) -> None:
        from gin_desktop.storage.statistics import Busy

        while self.waiting and self.statistics is not None:
            try:
                self.statistics.write(self.waiting[0])
            except Busy:
                self._wait()
                return
            except sqlite3.Error as error:
                self._cannot(error)
                return
            self._remember(self.waiting.pop(0))
        self._retry.stop()

    def reviewed(self, key: str, hand_number: int, game: int, review: tuple[int, int]) -> bool:
        """The coach's review of a hand this writer recorded, (fine, decisions): kept with
        the hand if it still waits, else written into its row; with the database held, the
        hand waits again with its review (and, at the end of the game, is kept for the
        next start like any waiting hand). False for a hand it does not know."""
        from gin_desktop.storage.statistics import Busy

        place = (key, hand_number, game)
        for index, row in enumerate(self.waiting):
            if row.place == place:
                self.waiting[index] = replace(row, review=review)
                return True
        written = self._written.get(place)
        if written is None or self.statistics is None:
            return False
        try:
            return self.statistics.record_accuracy(key, hand_number, game, *review)
        except Busy:
            self.waiting.append(replace(written, review=review))
            self._wait()
            return True
        except sqlite3.Error as error:
            log.warning("the review of hand %s is not kept: %s", hand_number, error)
            return False

    def _remember(self, row: HandRow) -> None:
        self._written[row.place] = row
        if len(self._written) > REMEMBERED:
            del self._written[next(iter(self._written))]

    def _cannot(self, error: sqlite3.Error) -> None:
        self.statistics = None  # said once; the game goes on
        self._say(translate("MatchKeeper", "The statistics cannot be written: {0}").format(error))

    def _wait(self) -> None:
        if not self._retry.isActive():
            self._retry.start()
        if not self._told_busy:
            self._told_busy = True
            self._say(
                translate(
                    "MatchKeeper",
                    "Another program is using the statistics: the hand is written as soon "
                    "as it lets go.",
                )
            )

    def finish(self) -> None:
        """At the end of the game: one more try, and what still waits is kept for the
        next start."""
        from gin_desktop.storage.statistics_kept import keep_for_later

        self._retry.stop()
        self.write_waiting()
        if self.waiting and self.statistics is not None:
            try:
                keep_for_later(self.statistics.path, self.waiting)
            except OSError:
                return
            self.waiting.clear()


def opening_notice(opened: Opened) -> str | None:
    """What the player is told when the statistics were not opened as they are, in
    their words; None when nothing went wrong."""
    if opened.problem is None:
        return None
    if opened.kept_aside is not None and opened.statistics is not None:
        return translate(
            "MatchKeeper",
            "The statistics file was damaged: it is kept as {0}, and a new record begins.",
        ).format(opened.kept_aside.name)
    return translate("MatchKeeper", "The statistics are off for now: {0}").format(opened.problem)
