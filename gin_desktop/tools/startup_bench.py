"""``python -m gin_desktop.tools.bench startup``: how long until the window is on screen, and how
much memory the game takes to get there.

Each run starts a fresh ``python -m gin_desktop --quit-after-show``: the child prints the
wall-clock time at which the window's first paint was over (``shown``: every widget of the
main window drawn, from the event loop's next turn after that paint), then the time at
which the table was painted with the first hand dealt (``dealt``), and quits. The times
counted are from just before the child process is spawned to those moments, so they
include the interpreter's start, every import, building the window and its paints. The
start is staged (``gin_desktop.app.start``): the main window itself, with its felt, header,
menus and status bar, is painted before the engine and the cards have loaded, and the hand
is dealt into it right after; both moments are reported. Peak memory is the largest
resident set of any run, from ``resource.getrusage(RUSAGE_CHILDREN)`` (not available on
Windows, where it is reported as not measured).

The game runs on settings and data folders of its own, made for the bench and removed
after it (``XDG_CONFIG_HOME`` and ``XDG_DATA_HOME``, where Qt honours them): the figures do
not depend on what the machine's player has saved, and the bench never touches it.

A bare PySide6 window (a QMainWindow with one painted widget, nothing of the game) is
started the same way, interleaved with the game's runs, so that the two are compared on
the same machine at the same moment: the shared machines here vary by tens of percent. It
has the size the game's window has on the same screen (the game reports it), so that both
paint as many pixels.

Targets (issue 23): the game's window shown, median, at most 1.6 times the bare window's;
peak memory at most 100 MB. The first hand drawn is reported against the bare window too,
and both against the absolute budget of issue 4 (0.5 s).
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from PySide6.QtWidgets import QApplication

BUDGET_SECONDS = 0.5
RATIO_TARGET = 1.6
BUDGET_MB = 100.0
BARE_WINDOW = """
import sys, time
from PySide6.QtWidgets import QApplication, QMainWindow, QWidget
from PySide6.QtCore import QTimer
width, height = int(sys.argv[1]), int(sys.argv[2])
app = QApplication(sys.argv[:1])
class Painted(QWidget):
    done = False
    def paintEvent(self, event):
        if not self.done:
            self.done = True
            print(f"shown {time.time():.6f}", flush=True)
            print(f"cpu {time.process_time():.6f}", flush=True)
            QTimer.singleShot(0, app.quit)
window = QMainWindow()
window.setCentralWidget(Painted())
window.resize(width, height)
window.show()
app.exec()
"""
"""The least PySide6 program that shows a painted window, started like the game; its
arguments are the window's width and height."""
GAME_SIZE = (1100, 760)
"""The bare window's size until the game has said its own."""
QUIT_AFTER_SHOW = "--quit-after-show"  # the same flag as gin_desktop.app.start's
EARLY_BUILD = "the game was built before the window was shown"
"""What the game says if its ``shown`` would come after the game's build (a flaw)."""


def configure(parser: argparse.ArgumentParser) -> None:
    """Add this bench's options to ``parser`` (for registering it as a bench subcommand)."""
    parser.add_argument("--runs", type=int, default=7, help="measured runs (default 7)")
    parser.add_argument("--warmup", type=int, default=1, help="runs not counted (default 1)")
    parser.add_argument(
        "--platform",
        default=None,
        help="QT_QPA_PLATFORM for the runs (default: as set, or offscreen with no display)",
    )
    parser.add_argument(
        "--check", action="store_true", help="exit with status 1 when over the budget"
    )
    parser.add_argument(
        "--no-bytecode",
        action="store_true",
        help="start as with PYTHONDONTWRITEBYTECODE, compiling every module each time (a "
        "checkout on a machine that sets it; an installed game has its bytecode)",
    )


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="python -m gin_desktop.tools.bench startup",
        description="Time from process start to the main window shown, and peak memory.",
    )
    configure(parser)
    return parser


def qt_environment(platform: str | None) -> dict[str, str]:
    """This process's environment with Qt's platform set: ``platform`` if given, else as
    set, else offscreen where there is no screen."""
    env = dict(os.environ)
    if platform:
        env["QT_QPA_PLATFORM"] = platform
    elif not env.get("QT_QPA_PLATFORM") and not (
        env.get("DISPLAY") or env.get("WAYLAND_DISPLAY") or sys.platform in ("win32", "darwin")
    ):
        env["QT_QPA_PLATFORM"] = "offscreen"
    return env


def qt_application() -> QApplication:
    """The application an in-process bench draws with: offscreen where there is no screen,
    in the Fusion style, so that its figures do not depend on the desktop's theme."""
    os.environ.update(qt_environment(None))
    # After the environment: Qt's platform is set there before Qt reads it.
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication(sys.argv[:1])
    assert isinstance(app, QApplication)
    app.setStyle("Fusion")
    return app


def run_once(
    env: dict[str, str], *, bare: bool = False, size: tuple[int, int] = GAME_SIZE
) -> dict[str, float]:
    """Seconds from spawning the game (or the bare window of ``size``) to each moment it
    reports: ``shown`` (the first paint over) and, for the game, ``dealt`` (the first hand
    drawn), with the game window's ``width`` and ``height``; and ``cpu``, the CPU seconds
    the process had used when it was shown."""
    command = [sys.executable, "-m", "gin_desktop", QUIT_AFTER_SHOW]
    if bare:
        command = [sys.executable, "-c", BARE_WINDOW, *map(str, size)]
    started = time.time()
    done = subprocess.run(command, env=env, capture_output=True, text=True, timeout=120)
    if done.returncode != 0 or EARLY_BUILD in done.stderr:
        raise RuntimeError(f"the game failed to start:\n{done.stderr}")
    moments = {}
    for line in done.stdout.splitlines():
        word, _, stamp = line.partition(" ")
        if word in ("shown", "dealt"):
            moments[word] = float(stamp) - started
        elif word == "cpu":
            moments[word] = float(stamp)
        elif word == "size":
            width, _, height = stamp.partition("x")
            moments["width"], moments["height"] = float(width), float(height)
    wanted = {"shown", "cpu"} if bare else {"shown", "cpu", "dealt", "width", "height"}
    if not wanted <= moments.keys():
        raise RuntimeError(f"the game did not report its window:\n{done.stdout}\n{done.stderr}")
    return moments


def size_of(game: dict[str, float]) -> tuple[int, int]:
    """The game window's size, as a run reported it."""
    return round(game["width"]), round(game["height"])


def peak_memory_mb() -> float | None:
    """The largest resident set of any finished child, in MB (None where not measurable)."""
    try:
        import resource  # Unix only: elsewhere there is no figure
    except ImportError:
        return None
    peak = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
    # Linux reports kilobytes, macOS bytes.
    return peak / (1024 * 1024) if sys.platform == "darwin" else peak / 1024


def main(argv: list[str]) -> int:
    if argv[:1] == ["--"]:
        argv = argv[1:]  # ``bench startup -- --runs 11``: the options after the separator
    return run(_parser().parse_args(argv))


def run(args: argparse.Namespace) -> int:
    """Run the bench with parsed options (see ``configure``)."""
    with tempfile.TemporaryDirectory(prefix="gin-desktop-startup-") as folder:
        env = qt_environment(args.platform)
        # The game's own settings and data, never the player's (Linux; Qt elsewhere
        # ignores these and uses the player's folders).
        env["XDG_CONFIG_HOME"] = os.path.join(folder, "config")
        env["XDG_DATA_HOME"] = os.path.join(folder, "data")
        return _measure(args, env)


def _measure(args: argparse.Namespace, env: dict[str, str]) -> int:
    if not args.no_bytecode:
        # As a player's game starts: its modules compiled once (here by the warm-up run),
        # as an installed package has them, even where this machine forbids writing them.
        env.pop("PYTHONDONTWRITEBYTECODE", None)
    platform = env.get("QT_QPA_PLATFORM", "default")
    print(
        f"startup: {args.runs} runs (+{args.warmup} warm-up) of "
        f"`{os.path.basename(sys.executable)} -m gin_desktop {QUIT_AFTER_SHOW}` "
        f"(QT_QPA_PLATFORM={platform}, "
        f"{'compiling every module each run' if args.no_bytecode else 'with bytecode'})"
    )
    try:
        size = size_of(run_once(env))  # not counted: the game's window size on this screen
        for _ in range(args.warmup):
            run_once(env, bare=True, size=size)
            run_once(env)
        shown, dealt, bare = [], [], []
        cpu: dict[str, list[float]] = {"game": [], "bare": []}
        for _ in range(max(1, args.runs)):  # interleaved: both see the same machine
            alone = run_once(env, bare=True, size=size)
            bare.append(alone["shown"])
            game = run_once(env)
            shown.append(game["shown"])
            dealt.append(game["dealt"])
            cpu["game"].append(game["cpu"])
            cpu["bare"].append(alone["cpu"])
            size = size_of(game)
    except (RuntimeError, subprocess.TimeoutExpired) as error:
        print(f"error: {error}", file=sys.stderr)
        return 2
    print(f"  the game's window, and the bare window: {size[0]} x {size[1]} pixels")
    bare_median = statistics.median(bare)
    ratio = statistics.median(shown) / bare_median
    peak = peak_memory_mb()
    for label, values in (
        ("the game, process start to window shown", shown),
        ("the game, process start to first hand drawn", dealt),
        ("a bare PySide6 window, process start to window shown", bare),
    ):
        print(
            f"  {label}: median {statistics.median(values):.3f} s "
            f"(min {min(values):.3f} s, max {max(values):.3f} s)"
        )
    print(f"  peak memory: {'not measured here' if peak is None else f'{peak:.1f} MB'}")
    within = ratio <= RATIO_TARGET and (peak is None or peak <= BUDGET_MB)
    verdict = "met" if within else "OVER TARGET"
    print(
        f"  target: the game's window shown <= {RATIO_TARGET} x the bare window "
        f"(now {ratio:.2f} x), peak <= {BUDGET_MB:.0f} MB: {verdict}"
    )
    paired = statistics.median(game / alone for game, alone in zip(shown, bare, strict=True))
    print(
        f"  (run by run, the window shown is a median {paired:.2f} x the bare window run "
        "just before it: steadier on a busy machine)"
    )
    print(
        f"  the first hand drawn: {statistics.median(dealt) / bare_median:.2f} x the bare "
        "window (no target)"
    )
    game_cpu, bare_cpu = (statistics.median(cpu[which]) for which in ("game", "bare"))
    print(
        f"  (CPU time of the process when its window is shown: the game {game_cpu:.3f} s, "
        f"the bare window {bare_cpu:.3f} s, {game_cpu / bare_cpu:.2f} x; no target, but "
        "less moved by other jobs than the wall clock)"
    )
    for label, values in (("window shown", shown), ("first hand drawn", dealt)):
        absolute = "within" if statistics.median(values) <= BUDGET_SECONDS else "OVER"
        print(f"  issue 4's absolute budget, {label} median <= {BUDGET_SECONDS} s: {absolute}")
    return 1 if args.check and not within else 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
