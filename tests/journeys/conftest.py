"""The journeys: the uses of the game as a person makes them, through the real window.

Each journey starts the game as ``start.py`` does, on a fresh home of its own (a settings
file, a data folder for the match in progress and the statistics, all in the test's own
folder), and then acts only as a person does: clicks, drags and keys on what is on
screen, answers in the dialogs that come up. It checks what is on screen and what is
saved. Nothing waits for a time: every wait is for something to be on screen.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

from gin_desktop.play.controller import GameController
from gin_desktop.storage import Settings
from gin_desktop.storage.matches import Autosave
from gin_desktop.storage.statistics import Statistics
from gin_desktop.storage.statistics_kept import open_statistics
from gin_desktop.ui.window.app import MainWindow
from tests.ui.conftest import (  # noqa: F401  (fixtures, for the window's tests here too)
    _fusion,
    _garbage_collected_after_each_test,
    factory,
    preferences_for,
    show_active,
)


@dataclass(frozen=True)
class Home:
    """A player's home: their settings file and the game's data folder."""

    folder: Path

    @property
    def settings_file(self) -> Path:
        return self.folder / "settings.ini"

    @property
    def data(self) -> Path:
        return self.folder / "data"

    def store(self) -> Settings:
        return Settings.in_file(self.settings_file)

    def statistics(self) -> Statistics | None:
        return open_statistics(self.data / "statistics.sqlite").statistics


@pytest.fixture
def home(tmp_path: Path) -> Home:
    """A fresh home where the player chose, once, instant animations, no sound and no
    question before a knock (the journeys' time goes to playing, not to watching)."""
    home = Home(tmp_path / "home")
    home.data.mkdir(parents=True)
    home.store().save_preferences(preferences_for("instant"))
    return home


Start = Callable[..., MainWindow]


@pytest.fixture
def start_game(qtbot, home: Home) -> Iterator[Start]:
    """``start_game()`` starts the game on ``home`` as a double-click does (the welcome on a
    first start, else the match kept, else the match last chosen): the computer thinks in
    its worker process, unless ``computer`` (a player object, for a deal whose end the
    journey must know) plays it in the window's own process."""
    windows: list[MainWindow] = []

    def start(*, computer: object | None = None, size: tuple[int, int] = (1366, 768)) -> MainWindow:
        controller = GameController(player_factory=factory(computer) if computer else None)
        window = MainWindow(
            controller=controller,
            store=home.store(),
            autosave=Autosave(home.data),
            statistics=home.statistics(),
            welcome=True,
        )
        qtbot.addWidget(window)
        window.resize(*size)
        window.show()
        qtbot.waitExposed(window)
        windows.append(window)
        dealt = lambda: window.view is not None or window.privacy is not None  # noqa: E731
        qtbot.waitUntil(dealt, timeout=30000)
        show_active(qtbot, window)  # once the welcome, if any, has been answered
        return window

    yield start
    for window in windows:
        window.controller.shutdown()
