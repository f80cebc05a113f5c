"""The game as the kill test runs it: ``python -m tests.ui.kill_target FOLDER [--report]``.

Starts the real window offscreen, keeping its match in FOLDER, and plays a match by
itself: the computer in its seat, and in yours a scripted player acting through the
controller as your clicks do. After each applied action it appends the match's progress
(hand number, events of the hand) to FOLDER/applied.log, flushed, so that whoever kills
the process knows the last action applied. With ``--report`` it starts, prints the
progress of the match it resumed, and quits.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from gin_desktop.engine import Match
from gin_desktop.session import MatchSettings
from gin_desktop.storage import Preferences, Settings
from gin_desktop.storage.matches import Autosave
from gin_desktop.ui.controller import GameController
from gin_desktop.ui.window.app import MainWindow

from .conftest import Scripted, factory

FAST = Preferences(animation_speed="instant", computer_pause_ms=0, confirm_knock=False)


def progress(match: Match) -> str:
    return f"{match.hand_number} {len(match.round.events)}"


def main(folder: Path, report: bool) -> int:
    app = QApplication.instance() or QApplication(sys.argv[:1])
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
    controller.action_applied.connect(lambda _seat: log.write(progress(controller.match) + "\n"))
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
    sys.exit(main(Path(sys.argv[1]), "--report" in sys.argv))
