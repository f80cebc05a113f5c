"""Screenshots of the table for the README: ``uv run python -m tests.ui.make_screenshots``.

Plays seeded matches offscreen with a computer player in your seat (through the window's
controller, as the buttons do) and saves the window at 800x600, 1366x768 and 2560x1440,
mid-hand and at the hand summary, into docs/screenshots/. The style, font and scale are
pinned so the images are the same on every run.
"""

from __future__ import annotations

import os
import sys
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("QT_SCALE_FACTOR", "1")

from PySide6.QtWidgets import QApplication

import gin_desktop.ui  # noqa: F401  (the PySide6 guard)
from gin_desktop.ai import create_player
from gin_desktop.engine import Knock, Phase
from gin_desktop.ui.app import MainWindow
from gin_desktop.ui.controller import MatchSettings

SIZES = [(800, 600), (1366, 768), (2560, 1440)]
OUT = Path(__file__).resolve().parents[2] / "docs" / "screenshots"
MIDHAND = (2, 5)
"""Seed and how many of your discards before the mid-hand picture."""
SUMMARY_SEED = 3


def _pump(app: QApplication, seconds: float = 0.05) -> None:
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        app.processEvents()
        time.sleep(0.002)


def _window(app: QApplication, size: tuple[int, int], seed: int) -> MainWindow:
    window = MainWindow(
        settings=MatchSettings(name="Ana", level="casual", seed=seed), speed="instant"
    )
    window.resize(*size)
    window.show()
    _pump(app)
    return window


def _play_until(app: QApplication, window: MainWindow, stop) -> None:
    """Your seat played by the strong computer player, until ``stop(view, turns)``."""
    me = create_player("strong", 99)
    turns = 0
    for _ in range(400):
        _pump(app, 0.01)
        view = window.view
        assert view is not None
        if stop(view, turns):
            return
        if view.phase == Phase.ENDED:
            window.controller.next_hand_requested()
            continue
        if not view.is_my_turn:
            continue
        action = me.choose(view)
        if view.phase == Phase.DISCARD:
            turns += 1
        window.controller.action_requested(action)
    raise RuntimeError("the position wanted was never reached")


def midhand(app: QApplication, size: tuple[int, int]) -> MainWindow:
    seed, wanted = MIDHAND
    window = _window(app, size, seed)
    _play_until(app, window, lambda v, t: v.phase == Phase.DISCARD and v.is_my_turn and t >= wanted)
    view = window.view
    assert view is not None
    window.scene.sort_hand("melds")  # as a player would, with the Arrange melds button
    knocks = [a.card for a in view.legal_actions if isinstance(a, Knock)]
    window.scene.select(knocks[0] if knocks else window.scene.displayed_hand()[-1])
    return window


def summary(app: QApplication, size: tuple[int, int]) -> MainWindow:
    window = _window(app, size, SUMMARY_SEED)

    def laid_off_summary(view, turns) -> bool:
        return view.phase == Phase.ENDED and bool(view.laid_off)

    _play_until(app, window, laid_off_summary)
    return window


def main() -> int:
    app = QApplication.instance() or QApplication(sys.argv[:1])
    assert isinstance(app, QApplication)
    app.setStyle("Fusion")
    OUT.mkdir(parents=True, exist_ok=True)
    for width, height in SIZES:
        for name, make in (("midhand", midhand), ("summary", summary)):
            window = make(app, (width, height))
            _pump(app, 0.2)
            path = OUT / f"table-{width}x{height}-{name}.png"
            window.grab().save(str(path))
            print(
                path.relative_to(OUT.parents[1]),
                "|",
                window.scene.panel_text()[:90] or window.scene.info_text(),
            )
            window.controller.shutdown()
            window.close()
            window.deleteLater()
            _pump(app)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
