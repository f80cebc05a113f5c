"""``python -m gin_desktop.tools.bench responsiveness``: the window never freezes.

Two figures of the real window, offscreen, against their targets:

- **stall**: while a computer player thinks for ``--think`` seconds of pure Python per
  decision (as a deeper search would) and the cards are dealt at normal speed, the longest
  gap between two ticks of a 10 ms timer on the UI thread (target: at most 30 ms); the
  same at a Ginski table of three, while two computers think in turn;
- **quit**: from Game > Quit, while the computer is in the middle of a minute-long
  thought, to the window closed and the computer's worker process ended (target: at most
  500 ms);
- **answer**: from the release of a drag (take the upcard, then discard) to the first
  repaint that shows the move (target: at most 100 ms), at instant and normal speed.

Each is measured ``--trials`` times; the median and the worst are printed. The machines are
shared and noisy, so these are figures to read, not assertions in the test run.

The computer thinks as in the game, in its worker process: the thinking expert below is
built there, by name (``THINKING_EXPERT``), and told how long to think by the environment
(``THINK_SECONDS``), which the worker inherits.
"""

from __future__ import annotations

import argparse
import gc
import itertools
import os
import statistics
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from gin_desktop.ai import create_player
from gin_desktop.engine import (
    CARDS,
    Discard,
    DrawStock,
    FinishLayoffs,
    Hand,
    Match,
    PassUpcard,
    Phase,
    RuleSet,
    parse_cards,
)
from gin_desktop.session import Level, MatchSettings
from gin_desktop.tools.startup_bench import qt_application

if TYPE_CHECKING:
    from PySide6.QtCore import QPointF
    from PySide6.QtWidgets import QApplication

    from gin_desktop.ai import Player
    from gin_desktop.engine import PlayerView
    from gin_desktop.ui.window.app import MainWindow

TABLE_NAMES = ("Ana", "Budi", "Citra")
THINKING_EXPERT = "gin_desktop.tools.responsiveness_bench:thinking_expert"
"""The factory the computer's worker builds its players by, here."""
THINK_SECONDS = "GIN_BENCH_THINK_SECONDS"
"""The environment variable that tells the worker's thinking expert how long to think."""
STALL_TARGET_MS = 30.0
ANSWER_TARGET_MS = 100.0
QUIT_TARGET_MS = 500.0
JUNK = (
    "2S 4H 6D 8C TS QH KD 3C 5H 7D",
    "AS 3S 5S 7S 8S JS AH 2H 4D 6C",
    "9S",
    "JC QC 2D",
)
"""A deal (non-dealer's hand, dealer's hand, upcard, top of the stock) where neither
player can do anything quick: the computer must think about every move."""


def configure(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--trials", type=int, default=3, help="runs of each figure (default 3)")
    parser.add_argument(
        "--think", type=float, default=0.8, help="seconds the computer thinks (default 0.8)"
    )


class ThinkingExpert:
    """The expert, made to think for ``seconds`` of pure Python per decision."""

    name = "thinking expert"

    def __init__(self, seconds: float) -> None:
        self.inner = create_player("expert", 5)
        self.seconds = seconds

    def choose(self, view: PlayerView) -> Any:
        end = time.perf_counter() + self.seconds
        action = self.inner.choose(view)
        while time.perf_counter() < end:
            self.inner.choose(view)
        return action


def thinking_expert(level: str, seed: int | None) -> ThinkingExpert:
    """In the worker: the thinking expert, for ``THINK_SECONDS`` a decision."""
    return ThinkingExpert(float(os.environ.get(THINK_SECONDS, "0.8")))


class Stubborn:
    """A computer that passes the upcard, draws from the stock and throws its first card."""

    name = "stubborn"

    def choose(self, view: PlayerView) -> Any:
        if view.phase == Phase.FIRST_UPCARD:
            return PassUpcard()
        if view.phase == Phase.DRAW:
            return DrawStock()
        if view.phase == Phase.LAYOFF:
            return FinishLayoffs()
        return Discard(view.hand[0])


def _match(dealer: int) -> Match:
    """A match whose first hand is dealt from ``JUNK``, ``dealer`` dealing."""
    given = [card for part in JUNK[:2] for card in parse_cards(part)]
    first, second = given[:10], given[10:]
    cards = [card for pair in zip(first, second, strict=True) for card in pair]
    cards += parse_cards(JUNK[2]) + parse_cards(JUNK[3])
    cards += [card for card in CARDS if card not in cards]
    rules = RuleSet()
    data = Match(rules, seed=1, names=("Ana", "Computer")).to_dict()
    data["round"] = Hand.deal(rules, dealer=dealer, deck=cards, seed="fixed").to_dict()
    return Match.from_dict(data)


def wait_until(app: QApplication, ready: Callable[[], bool], timeout: float = 30.0) -> None:
    """Run the event loop until ``ready()``; TimeoutError after ``timeout`` seconds."""
    end = time.perf_counter() + timeout
    while not ready():
        if time.perf_counter() > end:
            raise TimeoutError("the window did not get there in time")
        app.processEvents()
        time.sleep(0.001)


def _table_of_three() -> Match:
    """A Ginski match for three whose first hand you deal: both computers act before you."""
    rules = RuleSet.preset("ginski")
    data = Match(rules, seed=1, names=TABLE_NAMES).to_dict()
    data["round"] = Hand.deal(rules, dealer=0, seed="responsiveness").to_dict()
    return Match.from_dict(data)


def _window(
    folder: Path,
    player: Player | None,
    speed: str,
    match: Match,
    settings: MatchSettings | None = None,
) -> MainWindow:
    """The window on ``match``; its computer is ``player``, thinking in this process, or
    else the thinking expert in the worker process."""
    # Qt and the window are imported where the bench draws: the computer's worker
    # imports this module by name (``THINKING_EXPERT``) and stays without Qt.
    from gin_desktop.play.controller import PACE_MS, GameController
    from gin_desktop.storage import Preferences, Settings
    from gin_desktop.ui.window.app import MainWindow

    preferences = Preferences(
        animation_speed=speed,  # type: ignore[arg-type]
        computer_pause_ms=PACE_MS[speed],  # type: ignore[index]
        confirm_knock=False,
    )
    controller = GameController(
        player_factory=None if player is None else (lambda level, seed: player),
        computer_factory=THINKING_EXPERT,
    )
    window = MainWindow(
        controller=controller,
        store=Settings.in_file(folder / "settings.ini"),
        preferences=preferences,
        start=False,
    )
    window.resize(1024, 700)
    window.show()
    settings = settings or MatchSettings.against_computer("Ana", "expert", seed=1)
    controller.start_match(settings, match)
    return window


def _close(app: QApplication, window: MainWindow) -> None:
    window.controller.shutdown()
    window.close()
    window.deleteLater()
    app.processEvents()


def worst_stall(app: QApplication, folder: Path, think: float) -> float:
    """Milliseconds of the longest gap of a 10 ms UI timer from the deal until the
    thinking computer's first move is on the table."""
    os.environ[THINK_SECONDS] = str(think)
    return _longest_stall(
        app, 1, lambda: _window(folder, None, "normal", _match(dealer=0))
    )  # the computer goes first


def worst_stall_of_two(app: QApplication, folder: Path, think: float) -> float:
    """Milliseconds of the longest gap of a 10 ms UI timer at a Ginski table of three, from
    the deal until both computers have thought in turn and it is your turn."""
    os.environ[THINK_SECONDS] = str(think)
    match = _table_of_three()
    computer: Level = "expert"
    table = ((TABLE_NAMES[0], None), (TABLE_NAMES[1], computer), (TABLE_NAMES[2], computer))
    settings = MatchSettings(table, rules=match.rules, game="ginski")
    return _longest_stall(app, 2, lambda: _window(folder, None, "normal", match, settings))


def _longest_stall(app: QApplication, decisions: int, open_window: Callable[[], Any]) -> float:
    """The longest gap of a 10 ms UI timer, in milliseconds, from opening the window until
    the computers have made ``decisions`` moves, it is your turn and the cards lie still."""
    from PySide6.QtCore import Qt, QTimer  # Qt where the bench draws, as in _window

    gc.collect()
    ticks: list[float] = []
    timer = QTimer()
    timer.setTimerType(Qt.TimerType.PreciseTimer)
    timer.setInterval(10)
    timer.timeout.connect(lambda: ticks.append(time.perf_counter()))
    window = open_window()
    moves: list[int] = []
    window.controller.action_applied.connect(moves.append)
    timer.start()
    wait_until(
        app,
        lambda: (
            len([seat for seat in moves if seat != 0]) >= decisions
            and window.view is not None
            and window.view.is_my_turn
        ),
    )
    wait_until(app, lambda: not window.scene.animating)
    timer.stop()
    worker = window.controller.computer.pid
    _close(app, window)
    if worker is None or worker == os.getpid():
        raise AssertionError("the computer did not think in a worker process")
    return longest_gap_ms(ticks)


def longest_gap_ms(ticks: list[float]) -> float:
    """The longest time between two ticks of a timer (``perf_counter`` seconds), in ms."""
    return max((b - a for a, b in itertools.pairwise(ticks)), default=0.0) * 1000


def quit_time(app: QApplication, folder: Path) -> float:
    """Milliseconds from Quit, the computer deep in thought, to the window closed and the
    computer's worker process gone."""
    os.environ[THINK_SECONDS] = "60"
    window = _window(folder, None, "instant", _match(dealer=0))
    computer = window.controller.computer
    wait_until(app, lambda: computer.busy)
    worker = computer.pid
    assert worker is not None
    app.processEvents()
    asked = time.perf_counter()
    window.commands["quit"].trigger()
    wait_until(app, lambda: not window.isVisible() and not process_running(worker), timeout=10.0)
    took = (time.perf_counter() - asked) * 1000
    window.deleteLater()
    app.processEvents()
    return took


def process_running(pid: int) -> bool:
    """Whether process ``pid`` still runs (a zombie, killed and not yet reaped, does not)."""
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    try:
        with open(f"/proc/{pid}/stat", encoding="ascii") as stat:
            return stat.read().rsplit(") ", 1)[1][0] != "Z"
    except OSError:  # no /proc: trust the signal
        return True


def answer_times(app: QApplication, folder: Path, speed: str) -> tuple[float, float]:
    """Milliseconds from the release of a drag to the repaint showing it: taking the
    upcard, then discarding."""
    window = _window(folder, Stubborn(), speed, _match(dealer=1))
    scene = window.scene
    wait_until(
        app, lambda: not scene.animating and window.view is not None and window.view.is_my_turn
    )
    upcard = scene.top_discard_item()
    assert upcard is not None
    hand = scene.zone_rect("hand")
    assert hand is not None
    took = _drag(
        app,
        window,
        _corner(upcard),
        hand.center(),
        lambda: scene.view is not None and scene.view.phase == Phase.DISCARD,
    )
    wait_until(app, lambda: not scene.animating)
    card = scene.displayed_hand()[0]
    item, pile = scene.card_item(card), scene.zone_rect("discard")
    assert item is not None and pile is not None
    threw = _drag(
        app,
        window,
        _corner(item),
        pile.center(),
        lambda: scene.view is not None and scene.view.top_discard == card,
    )
    _close(app, window)
    return took, threw


def _corner(item: Any) -> QPointF:
    from PySide6.QtCore import QPointF  # Qt where the bench draws, as in _window

    w, h = item.size()
    point: QPointF = item.mapToScene(QPointF(w * 0.12, h * 0.5))
    return point


def _drag(
    app: QApplication,
    window: MainWindow,
    start: QPointF,
    end: QPointF,
    changed: Callable[[], bool],
) -> float:
    # Qt where the bench draws, as in _window.
    from PySide6.QtCore import QPoint, Qt
    from PySide6.QtTest import QTest

    viewport = window.table.viewport()
    a, b = window.table.mapFromScene(start), window.table.mapFromScene(end)
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, a)
    for i in range(1, 5):
        step = QPoint(a.x() + (b.x() - a.x()) * i // 4, a.y() + (b.y() - a.y()) * i // 4)
        QTest.mouseMove(viewport, step)
    painted: list[float] = []

    def on_paint() -> None:
        if changed() and not painted:
            painted.append(time.perf_counter())

    window.table.painted.connect(on_paint)
    released = time.perf_counter()
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, b)
    wait_until(app, lambda: bool(painted), timeout=5.0)
    window.table.painted.disconnect(on_paint)
    return (painted[0] - released) * 1000


def _line(label: str, figures: list[float], target: float) -> str:
    worst = max(figures)
    verdict = "met" if worst <= target else "OVER TARGET"
    return (
        f"  {label}: median {statistics.median(figures):.1f} ms, worst {worst:.1f} ms "
        f"of {len(figures)}; target <= {target:.0f} ms: {verdict}"
    )


def run(args: argparse.Namespace) -> int:
    app = qt_application()
    trials = max(1, args.trials)
    print(f"responsiveness: {trials} trials, the computer thinking {args.think:.1f} s a move")
    with tempfile.TemporaryDirectory() as name:
        folder = Path(name)
        stalls = [worst_stall(app, folder, args.think) for _ in range(trials)]
        print(_line("UI thread's longest stall while the computer thinks", stalls, STALL_TARGET_MS))
        stalls = [worst_stall_of_two(app, folder, args.think) for _ in range(trials)]
        print(_line("the same while two computers think in turn", stalls, STALL_TARGET_MS))
        quits = [quit_time(app, folder) for _ in range(trials)]
        print(_line("Quit while the computer thinks, to its worker gone", quits, QUIT_TARGET_MS))
        for speed in ("instant", "normal"):
            times = [answer_times(app, folder, speed) for _ in range(trials)]
            print(
                _line(
                    f"drawing answered on screen ({speed})", [t for t, _ in times], ANSWER_TARGET_MS
                )
            )
            print(
                _line(
                    f"discard answered on screen ({speed})", [d for _, d in times], ANSWER_TARGET_MS
                )
            )
    return 0
