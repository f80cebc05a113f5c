"""Benchmarks: ``python -m gin_desktop.tools.bench <subcommand> [options]``.

Subcommands:

- ``melds``: times ``best_arrangement`` on seeded random 10-card hands and ``best_discard``
  on seeded 11-card hands, one ``perf_counter_ns`` reading per call, over several repeats,
  and, when ``pyspiel`` imports, OpenSpiel's C++ ``GinRummyUtils.min_deadwood`` on the same
  hands in the same run. Prints medians and 90th percentiles in microseconds and the ratios
  ours / OpenSpiel. ``--deck rumski`` also times the Rumski deck's solver, with its wild
  cards, on hands dealt from that deck, beside the standard deck's figures of the same run.

Pure standard library; OpenSpiel is optional. To add a subcommand, write a function that
adds its options to a parser and one that runs it, and register both with ``@subcommand``.
"""

from __future__ import annotations

import argparse
import platform
import random
import statistics
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from gin_desktop.engine import RuleSet

Runner = Callable[[argparse.Namespace], int]
Configure = Callable[[argparse.ArgumentParser], None]


@dataclass(frozen=True)
class Subcommand:
    name: str
    help: str
    configure: Configure
    run: Runner


SUBCOMMANDS: dict[str, Subcommand] = {}


def subcommand(name: str, help: str, configure: Configure) -> Callable[[Runner], Runner]:
    """Register ``run`` as the subcommand ``name``; ``configure`` adds its options."""

    def register(run: Runner) -> Runner:
        SUBCOMMANDS[name] = Subcommand(name, help, configure, run)
        return run

    return register


# Timing ------------------------------------------------------------------------------


@dataclass(frozen=True)
class Timing:
    label: str
    samples_ns: list[int]
    """One reading per call, every hand of every repeat."""
    repeat_medians_ns: list[float]

    @property
    def median_us(self) -> float:
        return statistics.median(self.samples_ns) / 1000

    @property
    def p90_us(self) -> float:
        return statistics.quantiles(self.samples_ns, n=10)[-1] / 1000

    @property
    def spread_us(self) -> tuple[float, float]:
        """Lowest and highest median of a single repeat."""
        return min(self.repeat_medians_ns) / 1000, max(self.repeat_medians_ns) / 1000


def time_calls(
    label: str, func: Callable[[Any], object], inputs: Sequence[Any], repeats: int
) -> Timing:
    """Call ``func`` once per input, reading the clock around each call, ``repeats`` times."""
    clock = time.perf_counter_ns
    samples: list[int] = []
    medians: list[float] = []
    for _ in range(repeats):
        run: list[int] = []
        for item in inputs:
            start = clock()
            func(item)
            run.append(clock() - start)
        medians.append(statistics.median(run))
        samples += run
    return Timing(label, samples, medians)


def timer_overhead_ns(calls: int = 100_000) -> float:
    """Median cost of one clock reading pair around nothing: included in every sample."""
    clock = time.perf_counter_ns
    readings = []
    for _ in range(calls):
        start = clock()
        readings.append(clock() - start)
    return statistics.median(readings)


# melds -------------------------------------------------------------------------------

# OpenSpiel's card int is suit * 13 + rank - 1 with suits s, c, d, h; ours are S, H, D, C.
OPENSPIEL_SUIT = (0, 3, 2, 1)
TARGETS_US = {"best_arrangement": 4.0, "best_discard": 12.0}
RUMSKI_TARGETS_US = {"rumski best_arrangement": 25.0, "rumski best_discard": 60.0}


def _configure_melds(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--hands", type=int, default=10_000, help="hands of each size")
    parser.add_argument("--seed", type=int, default=0, help="seed of the random deals")
    parser.add_argument("--repeats", type=int, default=5, help="passes over the hands")
    parser.add_argument("--no-openspiel", action="store_true", help="skip OpenSpiel")
    parser.add_argument(
        "--deck",
        choices=("standard", "rumski"),
        default="standard",
        help="rumski: time the Rumski deck's solver too, beside the standard deck's",
    )


def deal_hands(seed: int, count: int, size: int, deck: str = "standard") -> list[list[Any]]:
    from gin_desktop.engine import Deck

    cards = Deck.named(deck).cards
    rng = random.Random(seed)
    return [rng.sample(cards, size) for _ in range(count)]


def openspiel_ints(hand: Sequence[Any]) -> list[int]:
    return [OPENSPIEL_SUIT[card.suit] * 13 + card.rank - 1 for card in hand]


def load_openspiel() -> Any | None:
    """OpenSpiel's GinRummyUtils(13 ranks, 4 suits, 10 cards), or None if absent."""
    try:
        import pyspiel
    except ImportError:
        return None
    return pyspiel.gin_rummy.GinRummyUtils(13, 4, 10)


def _print_header(args: argparse.Namespace, overhead: float) -> None:
    print(
        f"melds benchmark: {args.hands} hands of 10 and of 11 cards, seed {args.seed}, "
        f"{args.repeats} repeats"
    )
    print(f"Python {platform.python_version()} on {platform.machine()} ({platform.system()})")
    print(f"clock overhead per reading (included below): {overhead / 1000:.3f} us")
    print()
    print(f"{'call':<40}{'median us':>10}{'p90 us':>10}{'repeat medians us':>22}")


def _print_timing(timing: Timing) -> None:
    low, high = timing.spread_us
    spread = f"{low:.2f}-{high:.2f}"
    print(f"{timing.label:<40}{timing.median_us:>10.2f}{timing.p90_us:>10.2f}{spread:>22}")


def _count_disagreements(utils: Any, hands: list[list[Any]], ints: list[list[int]]) -> int:
    """Hands whose deadwood (after the best discard, for 11 cards) differs from OpenSpiel's."""
    from gin_desktop.engine import best_arrangement, best_discard

    def ours(hand: list[Any]) -> int:
        if len(hand) == 11:
            return best_discard(hand)[1].deadwood_points
        return best_arrangement(hand).deadwood_points

    return sum(ours(h) != utils.min_deadwood(i) for h, i in zip(hands, ints, strict=True))


@subcommand("melds", "time the meld solver (and OpenSpiel's, if installed)", _configure_melds)
def run_melds(args: argparse.Namespace) -> int:
    from gin_desktop.engine import best_arrangement, best_discard

    hands10 = deal_hands(args.seed, args.hands, 10)
    hands11 = deal_hands(args.seed + 1, args.hands, 11)
    utils = None if args.no_openspiel else load_openspiel()
    _print_header(args, timer_overhead_ns())
    ours = [
        time_calls("best_arrangement (10 cards)", best_arrangement, hands10, args.repeats),
        time_calls("best_discard (11 cards)", best_discard, hands11, args.repeats),
    ]
    for timing in ours:
        _print_timing(timing)
    if utils is None:
        why = "--no-openspiel" if args.no_openspiel else "pyspiel not importable"
        print(f"\nOpenSpiel skipped: {why}")
    else:
        _compare_openspiel(utils, args, hands10, hands11, ours)
    _print_targets(ours, TARGETS_US)
    if args.deck == "rumski":
        _print_targets(_time_rumski(args), RUMSKI_TARGETS_US)
    return 0


def _time_rumski(args: argparse.Namespace) -> list[Timing]:
    """The Rumski solver on hands dealt from the Rumski deck (wild cards as often as a
    deal brings them), timed in the same run as the standard deck's."""
    from functools import partial

    from gin_desktop.engine import Deck, RuleSet, best_arrangement, best_discard

    rules, deck = RuleSet(deck="rumski"), Deck.rumski()
    hands10 = deal_hands(args.seed, args.hands, 10, "rumski")
    hands11 = deal_hands(args.seed + 1, args.hands, 11, "rumski")
    with_wilds = sum(any(card.is_wild for card in hand) for hand in hands10) / len(hands10)
    print(
        f"\nRumski deck: {deck.size} cards with {deck.wild_count} wilds; "
        f"{with_wilds:.0%} of the 10-card hands hold one"
    )
    ours = [
        time_calls(
            "rumski best_arrangement (10 cards)",
            partial(best_arrangement, rules=rules), hands10, args.repeats,
        ),
        time_calls(
            "rumski best_discard (11 cards)",
            partial(best_discard, rules=rules), hands11, args.repeats,
        ),
    ]  # fmt: skip
    for timing in ours:
        _print_timing(timing)
    return ours


def _compare_openspiel(
    utils: Any,
    args: argparse.Namespace,
    hands10: list[list[Any]],
    hands11: list[list[Any]],
    ours: list[Timing],
) -> None:
    ints10 = [openspiel_ints(hand) for hand in hands10]  # converted outside the timing
    ints11 = [openspiel_ints(hand) for hand in hands11]
    theirs = [
        time_calls("openspiel min_deadwood (10 cards)", utils.min_deadwood, ints10, args.repeats),
        time_calls("openspiel min_deadwood (11 cards)", utils.min_deadwood, ints11, args.repeats),
    ]
    for timing in theirs:
        _print_timing(timing)
    print()
    for mine, other in zip(ours, theirs, strict=True):
        ratio = mine.median_us / other.median_us
        print(f"ratio {mine.label} / {other.label}: {ratio:.3f}")
    print(f"10-card hands whose deadwood differs: {_count_disagreements(utils, hands10, ints10)}")
    print(f"11-card hands whose deadwood differs: {_count_disagreements(utils, hands11, ints11)}")
    print("  (OpenSpiel's 11-card min_deadwood melds all eleven cards, then drops the highest")
    print("  deadwood card: a shortcut that can miss a better discard from a meld)")


def _print_targets(ours: list[Timing], targets: dict[str, float]) -> None:
    print()
    for timing, (name, target) in zip(ours, targets.items(), strict=True):
        verdict = "met" if timing.median_us <= target else "MISSED"
        print(f"target {name} median <= {target:g} us: {verdict} ({timing.median_us:.2f} us)")


# Command line ------------------------------------------------------------------------


def _configure_ai(parser: argparse.ArgumentParser) -> None:
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


@subcommand("ai", "decision time of each computer level over whole matches", _configure_ai)
def run_ai(args: argparse.Namespace) -> int:
    from gin_desktop.engine import RuleSet
    from gin_desktop.tools.intervals import percentile

    rules = RuleSet.preset(args.preset)
    if args.players is not None:
        rules = rules.with_changes(players=args.players)
    print(f"ai benchmark, {args.preset} for {rules.players}: {args.matches} whole matches per "
          f"level, the other {rules.players - 1} seat(s) {args.opponent}")  # fmt: skip
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
    from gin_desktop.engine import RuleSet
    from gin_desktop.tools.arena import decision_times, run_arena
    from gin_desktop.tools.table_arena import run_table

    if rules.players == 2:
        return decision_times(run_arena(level, args.opponent, args.matches, args.seed, rules))[0]
    if rules.players != RuleSet.preset(args.preset).players:
        raise SystemExit("--players: a table of three or four plays its preset's own number")
    levels = [level] + [args.opponent] * (rules.players - 1)
    stats = run_table(levels, str(args.preset), args.matches, args.seed, workers=1)
    return [t for one in stats for t in one.times[0]]


def _configure_hindsight(parser: argparse.ArgumentParser) -> None:
    from gin_desktop.tools.hindsight import configure

    configure(parser)


@subcommand(
    "hindsight",
    "the expert's weighed decisions judged against the opponent's true hand",
    _configure_hindsight,
)
def run_hindsight(args: argparse.Namespace) -> int:
    from gin_desktop.tools.hindsight import run

    return run(args)


def _configure_startup(parser: argparse.ArgumentParser) -> None:
    from gin_desktop.tools.startup_bench import configure

    configure(parser)


@subcommand("startup", "time from process start to the main window shown", _configure_startup)
def run_startup(args: argparse.Namespace) -> int:
    from gin_desktop.tools.startup_bench import run

    return run(args)


def _configure_frames(parser: argparse.ArgumentParser) -> None:
    from gin_desktop.tools.frame_bench import configure

    configure(parser)


@subcommand("frames", "what one frame of the card table costs to paint", _configure_frames)
def run_frames(args: argparse.Namespace) -> int:
    from gin_desktop.tools.frame_bench import run

    return run(args)


def _configure_storage(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--matches", type=int, default=3, help="whole matches played")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument(
        "--window-moves", type=int, default=120, help="autosaves timed in the real window"
    )


@subcommand("storage", "keeping the match on disk after every action", _configure_storage)
def run_storage(args: argparse.Namespace) -> int:
    from gin_desktop.tools.storage_bench import run

    return run(args)


def _configure_responsiveness(parser: argparse.ArgumentParser) -> None:
    from gin_desktop.tools.responsiveness_bench import configure

    configure(parser)


@subcommand(
    "responsiveness",
    "the UI thread's stalls while the computer thinks, and how fast a move is on screen",
    _configure_responsiveness,
)
def run_responsiveness(args: argparse.Namespace) -> int:
    from gin_desktop.tools.responsiveness_bench import run

    return run(args)


def _configure_coach(parser: argparse.ArgumentParser) -> None:
    from gin_desktop.tools.coach_bench import configure

    configure(parser)


@subcommand(
    "coach",
    "how long a review of a hand and a hint take, and the window's stalls meanwhile",
    _configure_coach,
)
def run_coach(args: argparse.Namespace) -> int:
    from gin_desktop.tools.coach_bench import run

    return run(args)


BAD_INPUT_TARGET_MS = 10.0


def _configure_bad_input(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--repeats", type=int, default=9, help="calls of each case")


@subcommand(
    "badinput", "how fast the facade refuses bad input (target: 10 ms)", _configure_bad_input
)
def run_bad_input(args: argparse.Namespace) -> int:
    from gin_desktop.tools.bad_input import CASES

    print(f"bad input to the facade: {len(CASES)} cases, {args.repeats} calls each, median ms")
    worst = 0.0
    for name, call in CASES:
        readings = []
        for _ in range(args.repeats):
            start = time.perf_counter()
            try:
                call()
            except ValueError:
                pass
            else:
                print(f"  {name}: NO ValueError")
                return 1
            readings.append((time.perf_counter() - start) * 1000)
        median = statistics.median(readings)
        worst = max(worst, median)
        over = "  OVER TARGET" if median > BAD_INPUT_TARGET_MS else ""
        print(f"  {median:8.3f}  {name}{over}")
    verdict = "met" if worst <= BAD_INPUT_TARGET_MS else "MISSED"
    print(f"target every median <= {BAD_INPUT_TARGET_MS:g} ms: {verdict} (worst {worst:.3f} ms)")
    return 0


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="python -m gin_desktop.tools.bench", description="Benchmarks of Gin Desktop."
    )
    commands = parser.add_subparsers(dest="command", required=True, metavar="SUBCOMMAND")
    for command in SUBCOMMANDS.values():
        sub = commands.add_parser(command.name, help=command.help, description=command.help)
        command.configure(sub)
        sub.set_defaults(run=command.run)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    result: int = args.run(args)
    return result


if __name__ == "__main__":
    sys.exit(main())
