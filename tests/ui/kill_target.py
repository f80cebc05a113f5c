"""The game as the kill test runs it:
``python -m tests.ui.kill_target FOLDER [--seed S] (--kill WHEN | --report)``.

Starts the real window offscreen, keeping its match in FOLDER, and plays a match by
itself: the computer in its seat, and in yours a scripted player acting through the
controller as your clicks do. It writes FOLDER/run.log as it goes, one flushed line each,
so that they outlive a SIGKILL:

- ``start H E temporary=T`` once the window is up: the match it resumed or dealt (hand
  number, events of the hand) and how many temporary autosave files are left in FOLDER;
- ``applied H E`` after each action applied;
- ``written H E`` after each autosave write, once the file is renamed into place.

``--kill WHEN`` makes it SIGKILL itself at the chosen moment of this run (N counts from 1):

- ``action:N``: right after the Nth action applied;
- ``hand-end:N``: right after the action that ends the Nth hand ended in this run;
- ``write:N``: in the middle of the Nth autosave write, once its temporary file is whole
  and before the rename (``os.replace`` in ``write_text_atomic``);
- ``hand-end-write:N``: the same, in the Nth write of a match whose hand has ended;
- ``written:N``: right after the Nth autosave write;
- ``hand-end-written:N``: the same, in the Nth write of a match whose hand has ended.

With ``--report`` it starts, logs the ``start`` line and quits. ``--seed S`` deals a new
match from seed S (4 when not given); a match resumed goes on with its own. With
``--statistics`` it keeps its hands in FOLDER/statistics.sqlite as the game does (opened
at the start, or opened again later when it cannot be now: ``start.build_game``).

The hooks are the test's own: a subclass of ``Autosave`` counts the writes, and
``gin_desktop.storage.files`` is handed an ``os`` whose ``replace`` may kill first.
"""

from __future__ import annotations

import os
import signal
import sys
from pathlib import Path
from typing import Any, TextIO

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from gin_desktop.engine import Match
from gin_desktop.play.controller import GameController
from gin_desktop.session import MatchSettings
from gin_desktop.storage import Preferences, Settings, files
from gin_desktop.storage.matches import AUTOSAVE_NAME, Autosave, SavedMatch
from gin_desktop.storage.statistics_kept import open_statistics
from gin_desktop.ui.window.app import MainWindow

from .conftest import Scripted, factory

FAST = Preferences(
    animation_speed="instant", computer_pause_ms=0, confirm_knock=False, sound_volume=0
)
LOG_NAME = "run.log"
STATISTICS_NAME = "statistics.sqlite"
KINDS = ("action", "hand-end", "write", "hand-end-write", "written", "hand-end-written")
TEMPORARY = f".{AUTOSAVE_NAME}.*.tmp"
"""The temporary files of the autosave's writes (``write_text_atomic``'s names)."""


def progress(match: Match) -> str:
    return f"{match.hand_number} {len(match.hand.events)}"


def die() -> None:
    os.kill(os.getpid(), signal.SIGKILL)


class Kill:
    """Counts this run's moments of one kind and kills the process at the chosen one."""

    def __init__(self, when: str | None) -> None:
        kind, _, count = (when or "none:0").partition(":")
        if when is not None and (kind not in KINDS or not count.isdigit() or int(count) < 1):
            raise SystemExit(f"--kill {when}: say one of {', '.join(KINDS)}, a colon, N >= 1")
        self.kind, self.at, self.seen = kind, int(count), 0

    def reached(self, kind: str) -> bool:
        """Count a moment of ``kind``; whether it is the chosen one."""
        if kind != self.kind:
            return False
        self.seen += 1
        return self.seen == self.at


class OsKillingBeforeRename:
    """``os`` as ``gin_desktop.storage.files`` sees it: ``replace`` dies first when armed,
    with the temporary file written and synced, the match file not yet replaced."""

    armed = False

    def __getattr__(self, name: str) -> Any:
        return getattr(os, name)

    def replace(self, source: Any, target: Any) -> None:
        if self.armed:
            die()
        os.replace(source, target)


class CountedAutosave(Autosave):
    def __init__(self, folder: Path, kill: Kill, log: TextIO, patched: OsKillingBeforeRename):
        super().__init__(folder)
        self.kill, self.log, self.patched = kill, log, patched

    def write(self, saved: SavedMatch) -> None:
        self.patched.armed = self.kill.reached("write") or (
            saved.match.hand_over and self.kill.reached("hand-end-write")
        )
        super().write(saved)
        self.log.write(f"written {progress(saved.match)}\n")
        if self.kill.reached("written") or (
            saved.match.hand_over and self.kill.reached("hand-end-written")
        ):
            die()


def main(folder: Path, kill: Kill, report: bool, seed: int = 4, statistics: bool = False) -> int:
    app = QApplication.instance() or QApplication(sys.argv[:1])
    log = (folder / LOG_NAME).open("a", encoding="utf-8", buffering=1)
    patched = OsKillingBeforeRename()
    files.os = patched  # type: ignore[assignment]
    controller = GameController(player_factory=factory(Scripted()), pace_ms=0)
    opened = open_statistics(folder / STATISTICS_NAME) if statistics else None
    window = MainWindow(
        controller=controller,
        store=Settings.in_file(folder / "settings.ini"),
        preferences=FAST,
        settings=MatchSettings.against_computer("Ana", "casual", seed=seed),
        autosave=CountedAutosave(folder, kill, log, patched),
        statistics=None if opened is None else opened.statistics,
    )
    if opened is not None and opened.statistics is None:
        window.keeper.recorder.attach(folder / STATISTICS_NAME, opened.trouble)
    match = controller.match
    assert match is not None
    log.write(f"start {progress(match)} temporary={len(list(folder.glob(TEMPORARY)))}\n")
    if report:
        return 0

    def applied(_seat: int) -> None:
        now = controller.match
        assert now is not None
        log.write(f"applied {progress(now)}\n")
        if kill.reached("action") or (now.hand_over and kill.reached("hand-end")):
            die()

    controller.action_applied.connect(applied)
    you = Scripted()

    def play() -> None:
        now = controller.match
        if now is not None and not now.is_over and not controller.thinking:
            if now.to_act is None:
                controller.next_hand_requested()
            elif now.to_act == controller.viewer:
                controller.action_requested(you.choose(now.view(now.to_act)))
        QTimer.singleShot(1, play)

    window.show()
    QTimer.singleShot(0, play)
    return app.exec()


if __name__ == "__main__":
    arguments = sys.argv[1:]
    when = arguments[arguments.index("--kill") + 1] if "--kill" in arguments else None
    seed = int(arguments[arguments.index("--seed") + 1]) if "--seed" in arguments else 4
    statistics = "--statistics" in arguments
    sys.exit(main(Path(arguments[0]), Kill(when), "--report" in arguments, seed, statistics))
