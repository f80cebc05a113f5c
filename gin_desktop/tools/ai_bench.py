"""``python -m gin_desktop.tools.bench ai``: how long each computer level thinks.

Every decision of each level over whole matches (the two-seat arena, or a table of three
or four for the presets that seat them), against one opponent in every other seat: the
mean, median, 95th and 99th percentiles in milliseconds, and the expert's against its
budget (``AI_TARGETS``).
"""

from __future__ import annotations

import argparse

from gin_desktop.engine import RuleSet

from .arena import decision_times, run_arena
from .intervals import percentile
from .table_arena import run_table


def configure(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--matches", type=int, default=20, help="matches per level (even)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--opponent", default="casual", help="who each level plays against")
    parser.add_argument("--levels", default="beginner,casual,strong,expert")
    parser.add_argument(
        "--preset", default="standard", help="the game; Ginski and the others seat their players"
    )
    parser.add_argument(
        "--players", type=int, help="players at the table (Ginski for two: --players 2)"
    )


AI_TARGETS = (100.0, 600.0)
"""The expert's mean and p99 decision time, ms (issue 47: inside the table's pause)."""


def run(args: argparse.Namespace) -> int:
    rules = RuleSet.preset(args.preset)
    if args.players is not None:
        rules = rules.with_changes(players=args.players)
    print(
        f"ai benchmark, {args.preset} for {rules.players}: {args.matches} whole matches per "
        f"level, the other {rules.players - 1} seat(s) {args.opponent}"
    )
    print(f"{'level':10} {'decisions':>9} {'mean ms':>8} {'median':>7} {'p95':>7} {'p99':>7}")
    for level in args.levels.split(","):
        ms = sorted(t * 1000 for t in _decision_times(level, rules, args))
        mean = sum(ms) / len(ms)
        cells = [percentile(ms, q) for q in (50, 95, 99)]
        line = f"{level:10} {len(ms):9d} {mean:8.2f} " + " ".join(f"{c:7.2f}" for c in cells)
        if level == "expert":
            over = mean > AI_TARGETS[0] or cells[2] > AI_TARGETS[1]
            line += "  OVER TARGET" if over else "  within target"
        print(line)
    print(f"target for the expert: mean <= {AI_TARGETS[0]:.0f} ms, p99 <= {AI_TARGETS[1]:.0f} ms")
    return 0


def _decision_times(level: str, rules: RuleSet, args: argparse.Namespace) -> list[float]:
    """Seconds of each decision of ``level``, against ``args.opponent`` in every other seat."""
    if rules.players == 2:
        return decision_times(run_arena(level, args.opponent, args.matches, args.seed, rules))[0]
    if rules.players != RuleSet.preset(args.preset).players:
        raise SystemExit("--players: a table of three or four plays its preset's own number")
    levels = [level] + [args.opponent] * (rules.players - 1)
    stats = run_table(levels, str(args.preset), args.matches, args.seed, workers=1)
    return [t for one in stats for t in one.times[0]]
