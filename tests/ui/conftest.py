"""Fixtures for the table's tests: windows on fixed deals, computer stand-ins, gestures.

Gestures are real mouse and key events sent to the table view's viewport at the scene
positions of the items (``view.mapFromScene``), the way a player's hand would.
"""

from __future__ import annotations

import gc
import os
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path

import pytest
from PySide6.QtCore import QEvent, QPoint, QPointF, Qt, QTimer
from PySide6.QtWidgets import QApplication, QWidget

import gin_desktop.ui  # noqa: F401  (the PySide6 guard, before any widget)
from gin_desktop.engine import (
    CARDS,
    Action,
    Card,
    Discard,
    DrawDiscard,
    DrawStock,
    FinishLayoffs,
    Hand,
    Knock,
    Match,
    PassUpcard,
    PlayerView,
    RuleSet,
    parse_cards,
)
from gin_desktop.play.computer_process import DEFAULT_FACTORY
from gin_desktop.play.controller import PACE_MS, GameController
from gin_desktop.session import MatchSettings
from gin_desktop.storage import Preferences, Settings
from gin_desktop.ui.table.items import CardItem
from gin_desktop.ui.window.app import MainWindow

from .table_queries import snapshot


@pytest.fixture(autouse=True, scope="session")
def _fusion() -> None:
    app = QApplication.instance() or QApplication([])
    assert isinstance(app, QApplication)
    app.setStyle("Fusion")


@pytest.fixture(autouse=True)
def _garbage_collected_after_each_test() -> Iterator[None]:
    """Collect Python's garbage after every test, at a known moment: a Qt object that dies
    wrongly when its wrapper is collected then fails the next test every time, instead of
    whichever test the collector happened to run in (a QScreen asked for by the
    Statistics window did, and crashed the next window built).

    The windows pytest-qt closed are deleted first, by Qt, as the event loop would delete
    them (``deleteLater``): a window and its dialogs go together, each wrapper told, before
    the collector frees what Python held. Left to the collector, a window and a dialog of
    it held by a test's closure were freed in whichever order it chose, and a dialog freed
    after its window crashed the process (a StatisticsDialog, under pytest-xdist)."""
    yield
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    gc.collect()


# --- modal dialogs ---------------------------------------------------------------------------


def when_modal(act: Callable[[QWidget], None], skip: QWidget | None = None) -> None:
    """Run ``act(widget)`` on the modal widget as soon as it is up (one other than ``skip``):
    a modal dialog's exec() blocks the test, so its answer is queued before it opens."""

    def poll() -> None:
        widget = QApplication.activeModalWidget()
        if widget is None or widget is skip:
            QTimer.singleShot(10, poll)
        else:
            act(widget)

    QTimer.singleShot(0, poll)


# --- fixed deals ------------------------------------------------------------------------------


def deck(non_dealer: str, dealer: str, upcard: str, stock_first: str = "") -> list[Card]:
    """A deck for ``Hand.deal``: the two hands (dealt alternately, non-dealer first), the
    upcard, then the stock from its top; the other cards follow in index order."""
    a, b = parse_cards(non_dealer), parse_cards(dealer)
    assert len(a) == len(b) == 10
    cards: list[Card] = []
    for x, y in zip(a, b, strict=True):
        cards += [x, y]
    cards += parse_cards(upcard) + parse_cards(stock_first)
    cards += [card for card in CARDS if card not in cards]
    assert len(cards) == len(set(cards)) == 52, "a card appears twice"
    return cards


def match_on_deck(
    cards: Sequence[Card],
    *,
    dealer: int,
    rules: RuleSet | None = None,
    names: tuple[str, str] = ("Ana", "Computer"),
) -> Match:
    """A match whose first hand is dealt from ``cards`` (through the public save format)."""
    rules = rules or RuleSet()
    data = Match(rules, seed=1, names=names).to_dict()
    data["round"] = Hand.deal(rules, dealer=dealer, deck=list(cards), seed="fixed").to_dict()
    return Match.from_dict(data)


# --- stand-ins for the computer -----------------------------------------------------------------


class Scripted:
    """A computer that passes the upcard, draws from the stock and throws its first card;
    it finishes lay-offs at once. Predictable, so tests know the board."""

    name = "scripted"

    def choose(self, view: PlayerView) -> Action:
        legal = view.legal_actions
        for wanted in (PassUpcard(), DrawStock(), FinishLayoffs()):
            if wanted in legal:
                return wanted
        discards = [a for a in legal if isinstance(a, Discard)]
        return discards[0] if discards else legal[0]


class KnocksAtOnce(Scripted):
    """Takes the upcard and knocks as soon as any knock is legal."""

    def choose(self, view: PlayerView) -> Action:
        legal = view.legal_actions
        if DrawDiscard() in legal:
            return DrawDiscard()
        knocks = [a for a in legal if isinstance(a, Knock)]
        return knocks[0] if knocks else super().choose(view)


def factory(player: object) -> Callable[[str, int | None], object]:
    return lambda level, seed: player


# --- windows ----------------------------------------------------------------------------------


def fresh_home_env(tmp_path: Path) -> dict[str, str]:
    """The environment of a game started in a subprocess on a fresh home of its own (its
    settings and data folders under ``tmp_path``), offscreen."""
    return dict(
        os.environ,
        QT_QPA_PLATFORM="offscreen",
        XDG_CONFIG_HOME=str(tmp_path / "config"),
        XDG_DATA_HOME=str(tmp_path / "data"),
    )


@pytest.fixture
def store(tmp_path: Path) -> Settings:
    """The player's settings, in a file of this test's own."""
    return Settings.in_file(tmp_path / "settings.ini")


def preferences_for(speed: str, **changes: object) -> Preferences:
    """Animations at ``speed``, the computer paced to match, no question before a knock,
    no sound (``tests/play/test_sounds.py`` listens)."""
    values: dict[str, object] = {
        "animation_speed": speed,
        "computer_pause_ms": PACE_MS[speed],
        "confirm_knock": False,
        "sound_volume": 0,
    }
    return Preferences(**(values | changes))  # type: ignore[arg-type]


@pytest.fixture
def make_window(qtbot, store: Settings) -> Iterator[Callable[..., MainWindow]]:
    """Build a shown window playing ``match`` (or a seeded one) against ``player``, or
    hot-seat (``mode="hotseat"``), keeping its settings in ``store``."""
    windows: list[MainWindow] = []

    def make(
        *,
        match: Match | None = None,
        player: object | None = None,
        level: str = "beginner",
        seed: int = 11,
        speed: str = "instant",
        size: tuple[int, int] = (1024, 700),
        mode: str = "computer",
        names: tuple[str, str] = ("Ana", "Budi"),
        preferences: Preferences | None = None,
        settings: Settings | None = None,
        computer_factory: str = DEFAULT_FACTORY,
    ) -> MainWindow:
        controller = GameController(
            player_factory=factory(player) if player else None, computer_factory=computer_factory
        )
        window = MainWindow(
            controller=controller,
            store=settings or store,
            preferences=preferences or preferences_for(speed),
            start=False,
        )
        qtbot.addWidget(window)
        window.resize(*size)
        show_active(qtbot, window)
        if mode == "hotseat":
            match_settings = MatchSettings.hotseat_of(*names, seed=seed)
        else:
            match_settings = MatchSettings.against_computer(names[0], level, seed=seed)
        controller.start_match(match_settings, match)
        windows.append(window)
        return window

    yield make
    for window in windows:
        window.controller.shutdown()


def show_active(qtbot, window: QWidget) -> None:
    """Show ``window`` as the window the keyboard types into, as a player's click would:
    the table's keys are shortcuts, which act in the active window only."""
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)


# --- gestures ----------------------------------------------------------------------------------


def viewport_point(window: MainWindow, scene_pos: QPointF) -> QPoint:
    return window.table.mapFromScene(scene_pos)


def centre(item: CardItem) -> QPointF:
    """A point on the visible part of a card (its index corner, never covered in a fan)."""
    w, h = item.size()
    return item.mapToScene(QPointF(w * 0.12, h * 0.5))


def drag(
    qtbot,
    window: MainWindow,
    start: QPointF,
    end: QPointF,
    during: Callable[[], None] | None = None,
    steps: int = 5,
) -> None:
    """Press at ``start``, move to ``end`` in steps, call ``during``, release."""
    viewport = window.table.viewport()
    a, b = viewport_point(window, start), viewport_point(window, end)
    qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, pos=a)
    for i in range(1, steps + 1):
        p = QPoint(a.x() + (b.x() - a.x()) * i // steps, a.y() + (b.y() - a.y()) * i // steps)
        qtbot.mouseMove(viewport, pos=p)
    if during is not None:
        during()
    qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=b)


def double_click(qtbot, window: MainWindow, at: QPointF) -> None:
    viewport = window.table.viewport()
    qtbot.mouseDClick(viewport, Qt.MouseButton.LeftButton, pos=viewport_point(window, at))


def zone_centre(window: MainWindow, name: str) -> QPointF:
    rect = window.scene.zone_rect(name)
    assert rect is not None, f"no zone {name!r} on the table now"
    return rect.center()


def hand_item(window: MainWindow, text: str) -> CardItem:
    item = window.scene.card_item(Card.from_str(text))
    assert item is not None, f"{text} is not on the table"
    return item


def wait_my_turn(qtbot, window: MainWindow, timeout: int = 10000) -> None:
    def ready() -> bool:
        view = window.view
        return view is not None and (view.is_my_turn or view.to_act is None)

    qtbot.waitUntil(ready, timeout=timeout)


def board(window: MainWindow) -> tuple[object, ...]:
    """Everything a refused move must leave alone: the match, the table, your order."""
    match = window.controller.match
    assert match is not None
    return (match.to_dict(), snapshot(window.scene), tuple(window.scene.hand_order))
