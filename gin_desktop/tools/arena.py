"""Tournaments between computer players, with duplicate deals.

    python -m gin_desktop.tools.arena --a expert --b strong --matches 2000 --seed 1 --workers 2
    python -m gin_desktop.tools.arena --a expert --b frozen-expert --matches 600 --seed 7

(``frozen-expert`` is the expert of main 84ca0e6, ``expert@84ca0e6``: every change to the
expert is measured head to head against it. Any ``<level>@<commit>`` plays that level as
it played at that commit, from a git worktree: ``yardstick.py``.)

(With ``--seats expert,casual,casual --preset ginski``, a table of two to four players of
any levels, in ``table_arena.py``.)

Luck of the deal dominates short Gin Rummy matches, so deals are played in pairs: deal
``i`` is a match seed, and its match is played twice, A in seat 0 and then A in seat 1.
The same seed gives the same cut (the same seat deals first) and the same deck for each
hand number, so in the first hand each player gets exactly the cards the other got in
the twin match. (Later hands can part ways: the next dealer depends on who lost.)

Each pair is one job; jobs run in any number of processes and are gathered in order,
and every player is built fresh for its match from seeds derived from the job, so the
results depend on ``--seed`` alone, never on ``--workers``. Decision times do vary.
"""

from __future__ import annotations

import argparse
import multiprocessing
import random
import sys
import time
from collections.abc import Callable, Container, Iterable, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path

from gin_desktop.engine import RuleSet
from gin_desktop.engine.rules import PRESET_NAMES

from .arena_match import MatchStats, Pair, play_match, seated_match
from .arena_results import (
    Deal,
    ResultsFile,
    ResultsMismatch,
    deals_file,
    pooled,
    results_path,
)
from .arena_summary import Summary, format_report
from .intervals import percentile, wilson_interval
from .paired import write_winners
from .players import (
    MAX_ACTIONS_PER_HAND,
    OPENSPIEL,
    PLAYER_CHOICES,
    SeatedPlayer,
    make_player,
    player_name,
    prepare,
)
from .table_arena import table_main

__all__ = [
    "MAX_ACTIONS_PER_HAND",
    "OPENSPIEL",
    "PLAYER_CHOICES",
    "MatchStats",
    "PairJob",
    "SeatedPlayer",
    "Summary",
    "decision_times",
    "format_report",
    "main",
    "make_player",
    "match_seed",
    "percentile",
    "play_match",
    "play_pair",
    "player_seeds",
    "run_arena",
    "seated_match",
    "wilson_interval",
]
"""What other code takes from the arena: its own names, and those of the players, of one
match and of the report, which lived here before they had modules of their own."""


@dataclass(frozen=True)
class PairJob:
    """Deal ``index`` of an arena: one match seed, played with the seats both ways."""

    a: str
    b: str
    seed: int
    index: int
    rules: RuleSet


def match_seed(seed: int, index: int) -> str:
    return f"arena:{seed}:{index}"


def player_seeds(seed: int, index: int) -> Pair:
    """A's and B's seeds for deal ``index``: the same in both matches of the pair."""
    rng = random.Random(f"arena-players:{seed}:{index}")
    return rng.getrandbits(31), rng.getrandbits(31)


def play_pair(job: PairJob) -> tuple[MatchStats, MatchStats]:
    """Both matches of one deal: A in seat 0, then A in seat 1. Fresh players each time."""
    seed_a, seed_b = player_seeds(job.seed, job.index)
    seed = match_seed(job.seed, job.index)
    first, second = (
        play_match(
            make_player(job.a, seed_a), make_player(job.b, seed_b), seed, job.rules, a_seat=a_seat
        )
        for a_seat in (0, 1)
    )
    return first, second


def run_arena(
    a: str,
    b: str,
    matches: int,
    seed: int,
    rules: RuleSet | None = None,
    *,
    workers: int = 1,
    progress: Callable[[int, int], None] | None = None,
    played: Container[int] = (),
    keep: Callable[[int, tuple[MatchStats, MatchStats]], None] | None = None,
) -> list[MatchStats]:
    """Play ``matches`` matches in total (``matches // 2`` deals, each twice), in order:
    the deals whose index is not in ``played``, each handed to ``keep`` as it ends."""
    if matches < 2 or matches % 2:
        raise ValueError(f"matches must be an even number of at least 2, not {matches}")
    prepare((a, b))
    jobs = [
        PairJob(a, b, seed, index, rules or RuleSet())
        for index in range(matches // 2)
        if index not in played
    ]
    stats: list[MatchStats] = []
    for done, (job, pair) in enumerate(zip(jobs, _run(jobs, workers), strict=True), start=1):
        stats.extend(pair)
        if keep is not None:
            keep(job.index, pair)
        if progress is not None:
            progress(done, len(jobs))
    return stats


def _run(jobs: list[PairJob], workers: int) -> Iterator[tuple[MatchStats, MatchStats]]:
    if workers <= 1:
        yield from map(play_pair, jobs)
        return
    chunk = max(1, min(8, len(jobs) // (workers * 8)))
    with multiprocessing.Pool(workers) as pool:
        yield from pool.imap(play_pair, jobs, chunksize=chunk)


def decision_times(stats: Iterable[MatchStats]) -> tuple[list[float], list[float]]:
    """Every decision's time in seconds, for A and for B, over many matches."""
    times: tuple[list[float], list[float]] = ([], [])
    for one in stats:
        times[0].extend(one.times[0])
        times[1].extend(one.times[1])
    return times


# --- command line -------------------------------------------------------------------------


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="python -m gin_desktop.tools.arena",
        description="Play computer players against each other on duplicate deals.",
    )
    for side, default in (("a", "expert"), ("b", "strong")):
        parser.add_argument(
            f"--{side}",
            default=default,
            type=player_name,
            metavar="PLAYER",
            help=f"player {side.upper()}: one of {', '.join(PLAYER_CHOICES)}, or "
            "<level>@<commit> (that level as it played at any commit of this repository)",
        )
    parser.add_argument(
        "--matches",
        type=int,
        default=200,
        help="matches in total, even: N/2 deals, each played twice",
    )
    parser.add_argument("--seed", type=int, default=1)
    two_player = [name for name in PRESET_NAMES if RuleSet.preset(name).players == 2]
    parser.add_argument("--preset", default="standard", choices=two_player)
    parser.add_argument("--workers", type=int, default=1, help="processes (results do not change)")
    parser.add_argument("--quiet", action="store_true", help="no progress on stderr")
    parser.add_argument(
        "--winners", type=Path, help="write each match's winner here, for tools.paired"
    )
    parser.add_argument(
        "--results",
        type=Path,
        help="keep every deal here as it ends (a relative path: in arena-results/); a rerun "
        "continues, the report pools the file",
    )
    return parser


def _results_file(args: argparse.Namespace) -> ResultsFile[Deal] | None:
    """The ``--results`` file, if one is named; exits with a sentence on a mismatch."""
    if args.results is None:
        return None
    header = {"a": args.a, "b": args.b, "seed": args.seed, "preset": args.preset}
    try:
        results = deals_file(results_path(args.results), header)
    except ResultsMismatch as error:
        _parser().exit(2, f"arena: {error}\n")
    if results.done:
        print(f"  {len(results.done)} deals already in {args.results}", file=sys.stderr)
    return results


def _progress(done: int, total: int) -> None:
    if done == total or done % max(1, total // 10) == 0:
        print(f"  {done}/{total} deals played", file=sys.stderr, flush=True)


def _header(args: argparse.Namespace, elapsed: float) -> list[str]:
    deals = args.matches // 2
    return [
        f"Arena: A = {args.a}, B = {args.b}; preset {args.preset}; seed {args.seed}",
        f"{args.matches} matches played in total: {deals} deal{'s' if deals != 1 else ''}, "
        f"each played twice with the seats swapped; {args.workers} worker(s), {elapsed:.1f} s",
    ]


def main(argv: Sequence[str] | None = None) -> int:
    given = list(sys.argv[1:] if argv is None else argv)
    if any(arg == "--seats" or arg.startswith("--seats=") for arg in given):
        return table_main(given)  # a table of two to four, any mix of levels
    args = _parser().parse_args(given)
    if args.matches < 2 or args.matches % 2:
        _parser().error("--matches must be even: each deal is played twice, seats swapped")
    rules = RuleSet.preset(args.preset)
    results = _results_file(args)
    start = time.perf_counter()
    stats = run_arena(
        args.a,
        args.b,
        args.matches,
        args.seed,
        rules,
        workers=args.workers,
        progress=None if args.quiet else _progress,
        played=results.done if results is not None else (),
        keep=results.add if results is not None else None,
    )
    elapsed = time.perf_counter() - start
    if results is not None:
        stats = pooled(results)  # every deal of the file, from this run and earlier ones
        args.matches = len(stats)
    if args.winners is not None:
        write_winners(args.winners, stats)
    for line in _header(args, elapsed):
        print(line)
    summary = Summary.of(stats)
    print(f"{summary.hands} hands; rates are per hand played, drawn hands included")
    for line in format_report(summary, (args.a, args.b), decision_times(stats)):
        print(line)
    print("(decision times: every choose() call, forced moves included; an OpenSpiel")
    print(" side's include the upkeep of its pyspiel mirror)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
