"""``python -m gin_desktop.tools.bench storage``: what keeping a match on disk costs.

Plays whole matches between two computer players and, after every action, keeps the match
as the window does (the saved text built and written atomically, flushed and synced to
disk), in a temporary folder. Prints the median and the 99th percentile per action
against the targets of the issue (5 ms median, 20 ms p99), and how the cost grows with
the match (the file holds every event so far); and the statistics write of each finished
hand (one SQLite transaction, WAL) against 10 ms median. Then the same autosave as the
real window makes it, offscreen, once the table has painted the move, against a 2 ms
median (``window_keep_bench``).
"""

from __future__ import annotations

import argparse
import statistics
import tempfile
import time
from datetime import datetime
from pathlib import Path

from gin_desktop.ai import create_player
from gin_desktop.engine import Match, NextHand, RuleSet
from gin_desktop.session import SeatPlan, Session
from gin_desktop.storage.matches import Autosave, SavedMatch
from gin_desktop.storage.statistics import Statistics
from gin_desktop.tools.intervals import percentile
from gin_desktop.tools.window_keep_bench import window_keep_times

MEDIAN_TARGET_MS, P99_TARGET_MS, RECORD_TARGET_MS = 5.0, 20.0, 10.0
WINDOW_MEDIAN_TARGET_MS = 2.0
"""Issue 40: the autosave of one move in the window, after its paint, median."""


def keep_times(matches: int, seed: int, folder: Path) -> tuple[list[float], list[int], list[float]]:
    """Milliseconds per autosave and the file's size at each, and milliseconds per hand
    recorded in the statistics, over ``matches`` matches."""
    autosave, times, sizes, records = Autosave(folder), [], [], []
    stats = Statistics(folder / "statistics.sqlite")
    for index in range(matches):
        session = Session(
            RuleSet(), (SeatPlan("Ana", None), SeatPlan("Computer", "strong")), seed + index
        )
        match = Match(session.rules, seed=session.seed, names=session.names)
        players = [create_player("strong", seed=seed), create_player("casual", seed=seed + 1)]
        while not match.is_over:
            seat = match.to_act
            if seat is None:
                match.apply(NextHand())
            else:
                match.apply(players[seat].choose(match.view(seat)), seat=seat)
            start = time.perf_counter()
            autosave.write(SavedMatch(session, match, {0: match.hand.hand(0)}))
            times.append((time.perf_counter() - start) * 1000)
            sizes.append(autosave.path.stat().st_size)
            if match.to_act is None:  # a hand has ended
                start = time.perf_counter()
                stats.record_hand(f"bench{index}", session, match, datetime.now())
                records.append((time.perf_counter() - start) * 1000)
    stats.close()
    return times, sizes, records


def configure(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--matches", type=int, default=3, help="whole matches played")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument(
        "--window-moves", type=int, default=120, help="autosaves timed in the real window"
    )


def run(args: argparse.Namespace) -> int:
    with tempfile.TemporaryDirectory(prefix="gin-bench-storage-") as folder:
        times, sizes, records = keep_times(args.matches, args.seed, Path(folder))
    median, p99 = statistics.median(times), percentile(times, 99)
    print(f"autosave of one action: {len(times)} actions in {args.matches} whole matches")
    print(f"  median {median:.2f} ms, p90 {percentile(times, 90):.2f} ms, p99 {p99:.2f} ms")
    kib = statistics.median(sizes) / 1024, max(sizes) / 1024
    print(f"  file size: median {kib[0]:.0f} KiB, largest {kib[1]:.0f} KiB")
    quarter = max(1, len(times) // 4)
    early, late = statistics.median(times[:quarter]), statistics.median(times[-quarter:])
    print(f"  median of the first quarter {early:.2f} ms, of the last {late:.2f} ms")
    for name, value, target in (("median", median, MEDIAN_TARGET_MS), ("p99", p99, P99_TARGET_MS)):
        verdict = "met" if value <= target else "OVER TARGET"
        print(f"target autosave {name} <= {target:g} ms: {verdict} ({value:.2f} ms)")
    record = statistics.median(records)
    print(
        f"statistics write of one hand: {len(records)} hands, median {record:.2f} ms, "
        f"p99 {percentile(records, 99):.2f} ms"
    )
    verdict = "met" if record <= RECORD_TARGET_MS else "OVER TARGET"
    print(f"target statistics write median <= {RECORD_TARGET_MS:g} ms: {verdict} ({record:.2f} ms)")
    return _in_the_window(args.window_moves)


def _in_the_window(moves: int) -> int:
    """The autosave as the window makes it, once the move is painted (target: 2 ms)."""
    with tempfile.TemporaryDirectory(prefix="gin-bench-window-") as folder:
        times, after_paint, applied = window_keep_times(moves, Path(folder))
    if not times:
        print("the window kept nothing: no figure")
        return 1
    median, p99 = statistics.median(times), percentile(times, 99)
    print(
        f"autosave in the window: {len(times)} writes for {applied} moves, "
        f"{after_paint} after the table painted the move"
    )
    print(f"  median {median:.2f} ms, p99 {p99:.2f} ms")
    verdict = "met" if median <= WINDOW_MEDIAN_TARGET_MS else "OVER TARGET"
    print(
        f"target autosave in the window, after the paint, median <= "
        f"{WINDOW_MEDIAN_TARGET_MS:g} ms: {verdict} ({median:.2f} ms)"
    )
    return 0
