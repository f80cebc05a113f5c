"""Screenshots of the welcome, How to play and a showdown mid-lay-off, for the README:
``uv run python -m tests.ui.help_screenshots`` (docs/screenshots/)."""

from __future__ import annotations

import os
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("QT_SCALE_FACTOR", "1")

from PySide6.QtCore import QStandardPaths
from PySide6.QtWidgets import QApplication, QWidget

import gin_desktop.ui  # noqa: F401  (the PySide6 guard)
from gin_desktop.engine import Card, RuleSet
from gin_desktop.play.controller import GameController
from gin_desktop.session import MatchSettings
from gin_desktop.storage import Settings
from gin_desktop.ui.dialogs.how_to_play import HowToPlayDialog
from gin_desktop.ui.dialogs.welcome import WelcomeDialog
from gin_desktop.ui.window.app import MainWindow

from .conftest import KnocksAtOnce, factory, match_on_deck, preferences_for
from .test_showdown import LAYOFF_DECK

QStandardPaths.setTestModeEnabled(True)
OUT = Path(__file__).resolve().parents[2] / "docs" / "screenshots"
SIZES = [(1366, 768), (2560, 1440)]


def _pump(app: QApplication, seconds: float = 0.2) -> None:
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        app.processEvents()
        time.sleep(0.002)


def _save(app: QApplication, widget: QWidget, name: str) -> None:
    widget.show()
    _pump(app)
    path = OUT / name
    widget.grab().save(str(path))
    print(path.relative_to(OUT.parents[1]))


def mid_lay_off(app: QApplication, size: tuple[int, int]) -> None:
    """The computer knocked; you have laid 9♠ off on its nines and hold 7♠ and 10♦ that
    fit too."""
    controller = GameController(player_factory=factory(KnocksAtOnce()), pace_ms=0)
    store = Settings.in_file(Path(tempfile.mkdtemp(prefix="gin-shots-")) / "settings.ini")
    window = MainWindow(
        controller=controller, store=store, preferences=preferences_for("instant"), start=False
    )
    window.resize(*size)
    window.show()
    controller.start_match(
        MatchSettings.against_computer("Ana", "strong"), match_on_deck(LAYOFF_DECK, dealer=0)
    )
    _pump(app, 0.5)
    view = window.view
    assert view is not None and view.knocker == 1
    nines = next(i for i, meld in enumerate(view.knocker_melds) if meld[0].rank == 9)
    controller.lay_off_requested(Card.from_str("9S"), nines)
    _pump(app, 0.3)
    _save(app, window, f"table-{size[0]}x{size[1]}-laying-off.png")
    controller.shutdown()
    window.close()


def main() -> int:
    app = QApplication.instance() or QApplication(sys.argv[:1])
    assert isinstance(app, QApplication)
    app.setStyle("Fusion")
    welcome = WelcomeDialog("casual")
    _save(app, welcome, "welcome.png")
    how = HowToPlayDialog(RuleSet())
    _save(app, how, "how-to-play.png")
    for size in SIZES:
        mid_lay_off(app, size)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
