"""``python -m gin_desktop.tools.bench coach``: how long the coach makes a player wait.

Three figures against the coach issue's targets, on seeded two-seat hands (casual against
casual, played to their end):

- **review**: the review of a finished hand, every seat's decisions (what the Review
  window works out), in this process: the median over ``--hands`` hands (target: at most
  3 s);
- **hint**: a hint on the person's view of the match, at each of their decisions with a
  choice in those hands (at most ``--hints``): the median (target: at most 1 s);
- **stall**: the real window, offscreen, on a finished hand: the longest gap of a 10 ms
  timer on the UI thread from the press of Review (the action bar's button, clicked) to
  the review's last answer, the review window opened and filled in meanwhile while the
  review is worked out in its worker process (target: at most 30 ms); and how long the
  window's review took, press to last answer.

``--busy N`` keeps N other processes spinning meanwhile, as other programs on a loaded
machine do. The machines are shared and noisy: these are figures to read, not assertions
in the test run.
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import TYPE_CHECKING

from gin_desktop.ai import create_player
from gin_desktop.ai.coach import hint
from gin_desktop.ai.review import job_of_game, review
from gin_desktop.engine import Match, Phase, RuleSet
from gin_desktop.session import MatchSettings
from gin_desktop.tools.responsiveness_bench import longest_gap_ms, wait_until
from gin_desktop.tools.startup_bench import qt_application

if TYPE_CHECKING:
    from PySide6.QtWidgets import QApplication

REVIEW_TARGET_MS = 3000.0
HINT_TARGET_MS = 1000.0
STALL_TARGET_MS = 30.0


def configure(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--hands", type=int, default=8, help="finished hands to review")
    parser.add_argument("--hints", type=int, default=40, help="hints to time, at most")
    parser.add_argument("--trials", type=int, default=3, help="reviews watched in the window")
    parser.add_argument("--seed", type=int, default=2026120601)
    parser.add_argument(
        "--busy", type=int, default=0, help="processes kept spinning meanwhile (a loaded machine)"
    )


def played_hand(seed: int, hints: list[float] | None = None, most: int = 0) -> Match:
    """A match whose first hand two casual players have played to its end; with ``hints``,
    the time of a hint at each of seat 0's decisions with a choice (up to ``most``)."""
    match = Match(RuleSet(), seed=seed, names=("Ana", "Budi"))
    players = [create_player("casual", seed), create_player("casual", seed + 1)]
    while match.hands_in_play[0].phase is not Phase.ENDED:
        seat = match.to_act
        assert seat is not None
        view = match.view(seat)
        if hints is not None and seat == 0 and len(view.legal_actions) > 1 and len(hints) < most:
            start = time.perf_counter()
            hint(view)
            hints.append((time.perf_counter() - start) * 1000)
        match.apply(players[seat].choose(view), seat=seat)
    return match


def review_times(seed: int, hands: int) -> list[float]:
    times = []
    for number in range(hands):
        job = job_of_game(played_hand(seed + number), 0)
        assert job is not None
        start = time.perf_counter()
        review(job)
        times.append((time.perf_counter() - start) * 1000)
    return times


def hint_times(seed: int, hands: int, most: int) -> list[float]:
    times: list[float] = []
    for number in range(hands):
        played_hand(seed + number, times, most)
        if len(times) >= most:
            break
    return times


def review_stall(app: QApplication, folder: Path, seed: int) -> tuple[float, float]:
    """Milliseconds of the longest gap of a 10 ms UI timer while the window's Review is
    worked out, from the press of Review to the last answer; and the milliseconds from
    the press to the last answer."""
    # The window's modules come after the application (``app``, from qt_application), as
    # in frame_bench: Qt's platform is set in the environment before Qt reads it.
    from PySide6.QtCore import Qt, QTimer
    from PySide6.QtTest import QTest

    from gin_desktop.app.start import settle_the_heap
    from gin_desktop.play.controller import GameController
    from gin_desktop.storage import Preferences, Settings
    from gin_desktop.ui.dialogs.review import ReviewDialog
    from gin_desktop.ui.window.app import MainWindow

    controller = GameController()
    window = MainWindow(
        controller=controller,
        store=Settings.in_file(folder / "settings.ini"),
        preferences=Preferences(animation_speed="instant", sound_volume=0),
        start=False,
    )
    window.resize(1024, 700)
    window.show()
    controller.start_match(
        MatchSettings.against_computer("Ana", "casual", seed=seed), played_hand(seed)
    )
    button = window.action_bar.review_button
    wait_until(app, button.isVisible)
    for _ in range(20):  # the table settled
        app.processEvents()
        time.sleep(0.01)
    settle_the_heap()  # as the game's start does once it is built
    ticks: list[float] = []
    timer = QTimer()
    timer.setTimerType(Qt.TimerType.PreciseTimer)
    timer.setInterval(10)
    timer.timeout.connect(lambda: ticks.append(time.perf_counter()))
    timer.start()
    wait_until(app, lambda: len(ticks) > 2)
    pressed = time.perf_counter()
    QTest.mouseClick(button, Qt.MouseButton.LeftButton)
    dialog = window.dialogs.review
    assert isinstance(dialog, ReviewDialog)
    wait_until(app, lambda: dialog.work.done, timeout=300)
    took = (time.perf_counter() - pressed) * 1000
    timer.stop()
    dialog.close()
    controller.shutdown()
    window.close()
    window.deleteLater()
    app.processEvents()
    return longest_gap_ms(ticks), took


def _line(label: str, figures: list[float], target: float, unit: str = "ms") -> str:
    median = statistics.median(figures)
    verdict = "met" if median <= target else "OVER TARGET"
    return (
        f"  {label}: median {median:.0f} {unit}, worst {max(figures):.0f} {unit} of "
        f"{len(figures)}; target: median <= {target:.0f} {unit}: {verdict}"
    )


def spinning(count: int) -> list[subprocess.Popen[bytes]]:
    """``count`` processes that keep a core busy each, until killed."""
    return [subprocess.Popen([sys.executable, "-c", "while 1: pass"]) for _ in range(count)]


def run(args: argparse.Namespace) -> int:
    busy = spinning(args.busy)
    try:
        return _run(args)
    finally:
        for process in busy:
            process.kill()
            process.wait()


def _run(args: argparse.Namespace) -> int:
    print(f"coach: {args.hands} seeded two-seat hands (seed {args.seed}), casual v casual")
    if args.busy:
        print(f"  with {args.busy} other processes spinning meanwhile")
    reviews = review_times(args.seed, args.hands)
    print(_line("review of a finished hand, every seat", reviews, REVIEW_TARGET_MS))
    hints = hint_times(args.seed, args.hands, args.hints)
    print(_line("hint on the person's view", hints, HINT_TARGET_MS))
    app = qt_application()
    with tempfile.TemporaryDirectory() as name:
        watched = [review_stall(app, Path(name), args.seed + trial) for trial in range(args.trials)]
    stalls = [stall for stall, _ in watched]
    print(
        _line(
            "the window's review, Review pressed to its end",
            [t for _, t in watched],
            REVIEW_TARGET_MS,
        )
    )
    worst = max(stalls)
    verdict = "met" if worst <= STALL_TARGET_MS else "OVER TARGET"
    print(
        f"  UI thread's longest stall while the review is worked out: worst {worst:.1f} ms "
        f"of {len(stalls)} (median {statistics.median(stalls):.1f}); target <= "
        f"{STALL_TARGET_MS:.0f} ms: {verdict}"
    )
    return 0
