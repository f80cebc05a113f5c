"""``python -m gin_desktop.tools.bench frames``: what one frame of the card table costs to paint.

While cards fly (the deal, a draw, a discard) the table is repainted every frame, on the
UI thread, which must also answer the player and the computer's worker. This bench builds
the real window at a few sizes, deals a hand, and repaints the whole table many times,
nudging every card by a fraction of a pixel between frames as an animation does. It prints
the median and p90 of each frame's CPU time on the UI thread (the cost, little moved by
other processes) and of its wall time (what a player waits, on this machine today).
"""

from __future__ import annotations

import argparse
import os
import statistics
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF

from gin_desktop.tools.intervals import percentile
from gin_desktop.tools.startup_bench import qt_application

if TYPE_CHECKING:
    from gin_desktop.ui.window.app import MainWindow

SIZES = ((800, 560), (1024, 700), (1600, 1000))
"""Window sizes measured: small, the default, a large screen."""


def configure(parser: argparse.ArgumentParser) -> None:
    """Add this bench's options to ``parser`` (for registering it as a bench subcommand)."""
    parser.add_argument("--frames", type=int, default=200, help="frames per size (default 200)")


def _frames(repaint: Callable[[int], None], count: int) -> tuple[list[float], list[float]]:
    """Milliseconds of UI-thread CPU and of wall time for each of ``count`` repaints."""
    cpu: list[float] = []
    wall: list[float] = []
    for frame in range(count):
        started_cpu, started_wall = time.thread_time(), time.perf_counter()
        repaint(frame)
        cpu.append((time.thread_time() - started_cpu) * 1000)
        wall.append((time.perf_counter() - started_wall) * 1000)
    return cpu, wall


def _measure(window: MainWindow, frames: int) -> str:
    """One line of figures for ``window``'s table, its first hand dealt."""
    viewport = window.table.viewport()
    cards = window.scene.visible_cards()

    def repaint(frame: int) -> None:
        step = QPointF(0.37, 0.21) if frame % 2 else QPointF(-0.37, -0.21)
        for item in cards:
            item.setPos(item.pos() + step)
        viewport.repaint()

    _frames(repaint, 20)  # warm-up: pixmaps, fonts, caches
    cpu, wall = _frames(repaint, max(1, frames))
    return (
        f"  {viewport.width()}x{viewport.height()} table, {len(cards)} cards: "
        f"CPU median {statistics.median(cpu):.2f} ms, p90 {percentile(cpu, 90):.2f}; "
        f"wall median {statistics.median(wall):.2f} ms, p90 {percentile(wall, 90):.2f}"
    )


def run(args: argparse.Namespace) -> int:
    """Run the bench with parsed options (see ``configure``)."""
    app = qt_application()
    # The window's modules come after the application: qt_application sets Qt's platform
    # (offscreen where there is no screen) in the environment before Qt reads it.
    from gin_desktop.session import MatchSettings
    from gin_desktop.storage import Preferences, Settings
    from gin_desktop.ui.window.app import MainWindow

    platform = os.environ.get("QT_QPA_PLATFORM", "default")
    print(f"frames: {args.frames} full repaints of the table per size (QT_QPA_PLATFORM={platform})")
    with tempfile.TemporaryDirectory() as folder:
        store = Settings.in_file(Path(folder) / "settings.ini")
        for width, height in SIZES:
            window = MainWindow(
                store=store, preferences=Preferences(animation_speed="instant"), start=False
            )
            window.resize(width, height)
            window.show()
            window.controller.start_match(MatchSettings.against_computer("", "beginner", seed=1))
            for _ in range(20):
                app.processEvents()
            print(_measure(window, args.frames))
            window.controller.shutdown()
            window.close()
            window.deleteLater()
            app.processEvents()
    return 0
