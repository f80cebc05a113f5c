"""``python -m gin_desktop.tools.bench startup``: how long until the window is on screen, and how
much memory the game takes to get there.

Each run starts a fresh ``python -m gin_desktop --quit-after-show``: the child prints the
wall-clock time at which the card table was first painted and quits. The time counted is
from just before the child process is spawned to that moment, so it includes the
interpreter's start, every import, building the window and the first paint. Peak memory is
the largest resident set of any run, from ``resource.getrusage(RUSAGE_CHILDREN)`` (not
available on Windows, where it is reported as not measured).

Budget (issue 4): median at most 0.5 s, peak at most 150 MB.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import time

BUDGET_SECONDS = 0.5
BUDGET_MB = 150.0
QUIT_AFTER_SHOW = "--quit-after-show"  # the same flag as gin_desktop.ui.start's


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


def run_once(env: dict[str, str]) -> float:
    """Seconds from spawning the game to its first painted table."""
    command = [sys.executable, "-m", "gin_desktop", QUIT_AFTER_SHOW]
    started = time.time()
    done = subprocess.run(command, env=env, capture_output=True, text=True, timeout=120)
    if done.returncode != 0:
        raise RuntimeError(f"the game failed to start:\n{done.stderr}")
    for line in done.stdout.splitlines():
        if line.startswith("shown "):
            return float(line.split()[1]) - started
    raise RuntimeError(f"the game did not report its window:\n{done.stdout}\n{done.stderr}")


def peak_memory_mb() -> float | None:
    """The largest resident set of any finished child, in MB (None where not measurable)."""
    try:
        import resource
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
    env = qt_environment(args.platform)
    platform = env.get("QT_QPA_PLATFORM", "default")
    print(
        f"startup: {args.runs} runs (+{args.warmup} warm-up) of "
        f"`{os.path.basename(sys.executable)} -m gin_desktop {QUIT_AFTER_SHOW}` "
        f"(QT_QPA_PLATFORM={platform})"
    )
    try:
        for _ in range(args.warmup):
            run_once(env)
        times = [run_once(env) for _ in range(max(1, args.runs))]
    except (RuntimeError, subprocess.TimeoutExpired) as error:
        print(f"error: {error}", file=sys.stderr)
        return 2
    median = statistics.median(times)
    peak = peak_memory_mb()
    print(
        f"  process start to window shown: median {median:.3f} s "
        f"(min {min(times):.3f} s, max {max(times):.3f} s)"
    )
    print(f"  peak memory: {'not measured here' if peak is None else f'{peak:.1f} MB'}")
    within = median <= BUDGET_SECONDS and (peak is None or peak <= BUDGET_MB)
    verdict = "within budget" if within else "OVER BUDGET"
    print(f"  budget: median <= {BUDGET_SECONDS} s, peak <= {BUDGET_MB:.0f} MB: {verdict}")
    return 1 if args.check and not within else 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
