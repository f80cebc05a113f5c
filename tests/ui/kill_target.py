"""The game as the kill test runs it: ``python -m tests.ui.kill_target FOLDER [--report]
[--kill-after N] [--kill-writing N]``.

Starts the real window offscreen, keeping its match in FOLDER, and plays a match by
itself: the computer in its seat, and in yours a scripted player acting through the
controller as your clicks do. It appends the match's progress (hand number, events of the
hand) to FOLDER/applied.log, flushed: first where it starts, then after each applied
action, so that the test knows the last action applied. ``--kill-after N`` kills the
process with SIGKILL right after the Nth action is applied (before it can be kept);
``--kill-writing N`` kills it in the middle of the Nth write of the match in progress, its
temporary file written and synced but not yet renamed over the match. With ``--report`` it
starts, prints the progress of the match it resumed, and quits.
"""

from __future__ import annotations

import os
import signal
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from gin_desktop.engine import Match
from gin_desktop.session import MatchSettings
from gin_desktop.storage import Preferences, Settings, files
from gin_desktop.storage.matches import AUTOSAVE_NAME, Autosave
from gin_desktop.ui.controller import GameController
from gin_desktop.ui.window.app import MainWindow

from .conftest import Scripted, factory

FAST = Preferences(animation_speed="instant", computer_pause_ms=0, confirm_knock=False)


def progress(match: Match) -> str:
    return f"{match.hand_number} {len(match.round.events)}"


def die() -> None:
    os.kill(os.getpid(), signal.SIGKILL)


def kill_in_the_nth_write(count: int) -> None:
    """The Nth rename of the match in progress never happens: the process dies first."""
    replace, writes = os.replace, [0]

    def dying_replace(source: object, target: object) -> None:
        if str(target).endswith(AUTOSAVE_NAME):
            writes[0] += 1
            if writes[0] == count:
                die()
        replace(source, target)  # type: ignore[arg-type]

    files.os.replace = dying_replace  # type: ignore[assignment]


def main(folder: Path, report: bool, kill_after: int, kill_writing: int) -> int:
    app = QApplication.instance() or QApplication(sys.argv[:1])
    if kill_writing:
        kill_in_the_nth_write(kill_writing)
    controller = GameController(player_factory=factory(Scripted()), pace_ms=0)
    window = MainWindow(
        controller=controller,
        store=Settings.in_file(folder / "settings.ini"),
        preferences=FAST,
        settings=MatchSettings.against_computer("Ana", "casual", seed=4),
        autosave=Autosave(folder),
    )
    match = controller.match
    assert match is not None
    if report:
        print("resumed", progress(match), flush=True)
        return 0
    log = (folder / "applied.log").open("a", encoding="utf-8", buffering=1)
    log.write(progress(match) + "\n")  # where this run starts: before its first action
    applied = [0]

    def logged(_seat: int) -> None:
        log.write(progress(controller.match) + "\n")
        applied[0] += 1
        if applied[0] == kill_after:
            die()

    controller.action_applied.connect(logged)
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


def _number(flag: str) -> int:
    return int(sys.argv[sys.argv.index(flag) + 1]) if flag in sys.argv else 0


if __name__ == "__main__":
    sys.exit(
        main(
            Path(sys.argv[1]),
            "--report" in sys.argv,
            _number("--kill-after"),
            _number("--kill-writing"),
        )
    )
