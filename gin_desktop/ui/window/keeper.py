"""The files a player saves a match to and opens one from (``.ginmatch``), and leaving a
match that is neither kept nor saved, which asks first: the window's part of the keeping
(``gin_desktop.play.keeping.MatchKeeping`` keeps the match in progress).

The window has one ``MatchKeeper``. The real application gives it the ``Autosave`` of the
application data folder; without one (most tests, the screenshot tool) nothing is kept
and leaving never asks, while Save as and Open still work.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog, QMessageBox, QWidget

from gin_desktop.play.keeping import KEEP_LATEST_MS, MatchKeeping, TableOrders
from gin_desktop.storage.files import set_aside
from gin_desktop.storage.matches import SUFFIX, Autosave, DamagedMatch, read_match, write_match
from gin_desktop.words import keeping_words as words

if TYPE_CHECKING:
    from gin_desktop.play.controller import GameController
    from gin_desktop.storage.statistics import Statistics

__all__ = ["KEEP_LATEST_MS", "MatchKeeper"]

log = logging.getLogger(__name__)


class MatchKeeper(MatchKeeping):
    """The match keeping of the window, with its file dialogs."""

    def __init__(
        self,
        window: QWidget,
        controller: GameController,
        scene: TableOrders,
        autosave: Autosave | None,
        say: Callable[[str], None],
        statistics: Statistics | None = None,
        warn: Callable[[str], None] | None = None,
    ) -> None:
        super().__init__(window, controller, scene, autosave, say, statistics, warn)
        self._window = window

    # -- files the player chooses ---------------------------------------------------------

    def save_as(self) -> bool:
        saved = self.current()
        if saved is None:
            return False
        name, _ = QFileDialog.getSaveFileName(
            self._window,
            words.save_as_title(),
            str(self._folder() / f"match{SUFFIX}"),
            self._filter(),
        )
        if not name:
            return False
        path = Path(name if name.endswith(SUFFIX) else name + SUFFIX)
        try:
            write_match(path, saved)
        except OSError as error:
            self._warn(words.not_saved_to(path.name, error.strerror or error))
            return False
        self.saved_to = path
        self._say(words.saved_to(path.name))
        return True

    def open(self) -> bool:
        if not self.may_leave():
            return False
        name, _ = QFileDialog.getOpenFileName(
            self._window,
            words.open_title(),
            str(self._folder()),
            self._filter(),
        )
        return bool(name) and self.open_path(Path(name))

    def open_path(self, path: Path) -> bool:
        try:
            saved = read_match(path)
        except DamagedMatch as error:
            if not error.worth_a_copy:  # a pipe, a device, a huge file: nothing is copied
                self._warn(words.refused_left_alone(path.name, error.problem))
                return False
            kept = self._copy_refused(path)
            if kept is None:  # no room, no folder of the game's: the file alone is enough
                self._warn(words.refused_left_alone(path.name, error.problem))
                return False
            self._warn(words.refused_copy_kept(path.name, error.problem, kept.name))
            return False
        except OSError as error:
            self._warn(words.cannot_open(path.name, error.strerror or error))
            return False
        self._start(saved)
        self.saved_to = path
        self._say(words.opened(path.name, saved.match.hand_number, self._scores(saved.match)))
        return True

    def _copy_refused(self, path: Path) -> Path | None:
        """A copy of a refused file, kept in the game's data folder (never the player's own
        folder, which may be read-only: a USB stick, a share); None if none can be kept."""
        if self.autosave is None:
            return None
        try:
            return set_aside(path, keep_original=True, into=self.autosave.folder)
        except OSError as error:
            log.warning("a refused match file cannot be copied: %s", error)
            return None

    # -- leaving a match ------------------------------------------------------------------

    def may_leave(self, quitting: bool = False) -> bool:
        """Leaving the match on the table: at once if it has ended, is saved to a file, or
        (when quitting) is kept for next time; otherwise the player is asked."""
        self.flush()  # a move, or a hand's end, still waiting to be kept
        match = self._controller.match
        if self.autosave is None or match is None or match.is_over or self.saved_to is not None:
            return True  # without an autosave (tests, tools) nothing is kept, nor asked
        if quitting:
            self.keep()
            if self.kept:
                return True
        box = QMessageBox(
            QMessageBox.Icon.Question,
            words.leave_title(),
            words.not_saved(match.hand_number, self._scores(match)),
            parent=self._window,
        )
        save = box.addButton(words.save_as_button(), QMessageBox.ButtonRole.AcceptRole)
        leave = box.addButton(words.give_up_button(), QMessageBox.ButtonRole.DestructiveRole)
        box.addButton(QMessageBox.StandardButton.Cancel)
        box.setTextFormat(Qt.TextFormat.PlainText)  # names are text, never markup
        box.exec()
        if box.clickedButton() is save:
            return self.save_as()
        return box.clickedButton() is leave

    # -- words -------------------------------------------------------------------------

    def _folder(self) -> Path:
        return self.saved_to.parent if self.saved_to is not None else Path.home()

    def _filter(self) -> str:
        return words.matches_filter(SUFFIX)

    def _warn(self, text: str) -> None:
        title = words.warning_title()
        box = QMessageBox(QMessageBox.Icon.Warning, title, text, parent=self._window)
        box.setTextFormat(Qt.TextFormat.PlainText)
        box.exec()
