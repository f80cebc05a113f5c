"""The autosave as the window does it (part of ``python -m gin_desktop.tools.bench storage``).

The real window, offscreen, plays a match: you by the strong computer player through the
controller (as your clicks do, as soon as your move is kept), the computer at its seat at
its default pause, with no animation.
The keeper writes each move once the table has painted it; here every write it makes is
timed (the match's text built and written atomically, flushed and synced), and counted
as after the paint when the table was painted between the move and the write.
"""

from __future__ import annotations

import os
import time
from pathlib import Path


def window_keep_times(moves: int, folder: Path) -> tuple[list[float], int, int]:
    """Milliseconds per autosave over ``moves`` writes, how many came after the table
    painted the move, and how many moves were applied."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    # Qt and the window after the platform is set in the environment, before Qt reads it
    # (as frame_bench does).
    from PySide6.QtWidgets import QApplication

    from gin_desktop.ai import create_player
    from gin_desktop.play.controller import GameController
    from gin_desktop.session import MatchSettings
    from gin_desktop.storage import Preferences, Settings
    from gin_desktop.storage.matches import Autosave
    from gin_desktop.ui.window.app import MainWindow

    app = QApplication.instance() or QApplication([])
    assert isinstance(app, QApplication)
    controller = GameController()
    window = MainWindow(
        controller=controller,
        store=Settings.in_file(folder / "settings.ini"),
        # Silent: the sound device's opening (a thread of its own, slow where there is no
        # device) is no part of keeping a move, and would only load a busy machine more.
        preferences=Preferences(animation_speed="instant", sound_volume=0),
        settings=MatchSettings.against_computer("Ana", "strong", seed=1),
        autosave=Autosave(folder),
    )
    window.resize(1366, 768)
    window.show()
    times: list[float] = []
    painted, applied = [False], [0]
    after_paint = 0
    keeper, keep = window.keeper, window.keeper.keep

    def timed_keep() -> None:
        nonlocal after_paint
        after_paint += painted[0]
        start = time.perf_counter()
        keep()
        times.append((time.perf_counter() - start) * 1000)

    def moved(_change: object) -> None:
        painted[0] = False
        applied[0] += 1

    keeper.keep = timed_keep  # type: ignore[method-assign]
    controller.changed.connect(moved)
    window.table.painted.connect(lambda: painted.__setitem__(0, True))
    you = create_player("strong", seed=2)
    deadline = time.monotonic() + 300
    while len(times) < moves and time.monotonic() < deadline:
        app.processEvents()
        match = controller.match
        if match is None or controller.thinking:
            continue
        if match.is_over:
            controller.start_match(MatchSettings.against_computer("Ana", "strong"))
        elif match.to_act is None:
            controller.next_hand_requested()
        elif match.to_act == controller.viewer and not keeper_waiting(keeper):
            controller.action_requested(you.choose(match.view(match.to_act)))
    controller.shutdown()
    keeper.keep, keeper.autosave = keep, None  # type: ignore[method-assign]
    window.close()
    return times, after_paint, applied[0]


def keeper_waiting(keeper: object) -> bool:
    """A move of yours waits to be kept: you, like a player, look at it first."""
    return bool(getattr(keeper, "_waiting", False))
