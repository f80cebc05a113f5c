"""Tournaments at a table of two to four computer players, any mix of levels, any game:

    python -m gin_desktop.tools.arena --seats expert,casual,casual --preset ginski \\
        --matches 600 --seed 1 --workers 2

(``arena`` hands over to this module when ``--seats`` is given.) The players are named
by their place in ``--seats``. Deals are duplicated by rotation: deal ``i`` is a match
seed, and its match is played once for each rotation of the players round the table,
so that over a rotation every player has sat in every seat of the same deals. ``--matches``
counts matches (rounded up to whole rotations). Each player's share of matches won is
printed with its 95% Wilson interval, beside what a share of one in n would be, with
hands won, points per match and the time of each decision. In partnership gin the places
two apart are partners (``--seats expert,strong,expert,strong`` is a team of experts
against a team of strong players), a match won is won by both, and par is one in two.
"""

from __future__ import annotations

import argparse
import multiprocessing
import sys
import time
from collections.abc import Callable, Container, Iterator, Sequence
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

from gin_desktop.engine import Match, NextHand, RuleSet, tally
from gin_desktop.engine.rules import PLAYER_RANGE, PRESET_NAMES

from .arena_results import ResultsFile, ResultsMismatch, kept_times, results_path
from .intervals import percentile, wilson_interval
from .players import (
    MAX_ACTIONS_PER_HAND,
    PLAYER_CHOICES,
    TWO_SEATS_ONLY,
    is_player,
    make_player,
    prepare,
)
from .table_paired import file_header, format_paired, paired_per_hand
from .yardstick import MARK

TABLE_CHOICES = tuple(choice for choice in PLAYER_CHOICES if choice not in TWO_SEATS_ONLY)
"""Who may sit at a table: every level and the expert of 84ca0e6 (OpenSpiel's bot and
MARJJ play two-player gin only); besides them, any ``<level>@<commit>``."""

Job = tuple[tuple[str, ...], str, int, int, int]
"""(the levels by place, the preset, the arena's seed, the deal, the rotation)."""


@dataclass(frozen=True)
class TableStats:
    """One match, by the players' places in ``--seats``."""

    winners: tuple[int, ...]
    """The places of the side that won (one place; in partnership gin, both partners)."""
    hands_won: tuple[int, ...]
    points: tuple[int, ...]
    times: tuple[tuple[float, ...], ...]
    hands: int = 0
    """Hands dealt in the match, drawn hands counted (0 in a file kept before it was)."""
    knocks: tuple[int, ...] = ()
    """Games each ended by a knock short of gin, undercuts included (empty in a file kept
    before they were counted); ``undercut``: of those, how many were undercut."""
    undercut: tuple[int, ...] = ()
    gins: tuple[int, ...] = ()
    """Games each ended by gin, big gin included."""

    @property
    def hands_dealt(self) -> int:
        return self.hands or sum(self.hands_won)


def table_rules(preset: str, players: int) -> RuleSet:
    return RuleSet.preset(preset).with_changes(players=players)


def play_table_match(job: Job) -> TableStats:
    """Play one match: place ``p`` sits at seat ``(p + rotation) % n``."""
    levels, preset, seed, deal, rotation = job
    count = len(levels)
    rules = table_rules(preset, count)
    match = Match(rules, seed=f"table:{seed}:{deal}")
    place_at = {(place + rotation) % count: place for place in range(count)}
    players = {
        seat: make_player(levels[place], seed * 100_003 + deal * 17 + place)
        for seat, place in place_at.items()
    }
    times: list[list[float]] = [[] for _ in range(count)]
    actions, hands = 0, 1
    while not match.is_over:
        seat = match.to_act
        if seat is None:
            match.apply(NextHand())
            actions, hands = 0, hands + 1
            continue
        view = match.view(seat)
        start = time.perf_counter()
        action = players[seat].choose(view)
        times[place_at[seat]].append(time.perf_counter() - start)
        match.apply(action, seat=seat)
        actions += 1
        if actions > MAX_ACTIONS_PER_HAND:
            raise RuntimeError(f"hand {match.hand_number} of deal {deal} does not end")
    result = match.result
    assert result is not None
    by_place = [seat for seat, _ in sorted(place_at.items(), key=lambda item: item[1])]
    seats = tally(match.history, count)
    return TableStats(
        tuple(sorted(place_at[seat] for seat in rules.team_of(result.winner))),
        tuple(match.hands_won[seat] for seat in by_place),
        tuple(result.totals[seat] for seat in by_place),
        tuple(tuple(values) for values in times),
        hands,
        knocks=tuple(seats[seat].knocks for seat in by_place),
        undercut=tuple(seats[seat].undercut for seat in by_place),
        gins=tuple(seats[seat].gins + seats[seat].big_gins for seat in by_place),
    )


def run_table(
    levels: Sequence[str],
    preset: str,
    matches: int,
    seed: int,
    workers: int,
    *,
    played: Container[int] = (),
    keep: Callable[[int, TableStats], None] | None = None,
) -> list[TableStats]:
    """The matches of ``matches`` (rounded up to whole deals), job by job: those whose
    index is not in ``played``, each handed to ``keep`` as it ends."""
    prepare(levels)
    count = len(levels)
    deals = -(-matches // count)
    jobs: list[tuple[int, Job]] = [
        (deal * count + rotation, (tuple(levels), preset, seed, deal, rotation))
        for deal in range(deals)
        for rotation in range(count)
        if deal * count + rotation not in played
    ]
    stats: list[TableStats] = []
    for (index, _job), one in zip(jobs, _played(jobs, workers), strict=True):
        stats.append(one)
        if keep is not None:
            keep(index, one)
    return stats


def _played(jobs: list[tuple[int, Job]], workers: int) -> Iterator[TableStats]:
    only = [job for _index, job in jobs]
    if workers <= 1:
        yield from map(play_table_match, only)
        return
    with multiprocessing.Pool(workers) as pool:
        chunk = max(1, min(8, len(only) // (workers * 8)))
        yield from pool.imap(play_table_match, only, chunksize=chunk)


def table_stats_from_json(data: Any) -> TableStats:
    return TableStats(
        winners=tuple(int(v) for v in data["winners"]),
        hands_won=tuple(int(v) for v in data["hands_won"]),
        points=tuple(int(v) for v in data["points"]),
        times=tuple(tuple(float(t) for t in place) for place in data["times"]),
        hands=int(data.get("hands", 0)),
        knocks=tuple(int(v) for v in data.get("knocks", ())),
        undercut=tuple(int(v) for v in data.get("undercut", ())),
        gins=tuple(int(v) for v in data.get("gins", ())),
    )


def table_stats_to_json(stats: TableStats) -> dict[str, Any]:
    data = asdict(stats)
    data["times"] = kept_times(stats.times)
    return data


def format_table_report(levels: Sequence[str], preset: str, stats: Sequence[TableStats]) -> str:
    count, played = len(levels), len(stats)
    sides = len(table_rules(preset, count).teams)
    lines = [
        f"{preset} for {count}: {played} matches ({played // count} deals x {count} "
        f"rotations); par is {1 / sides:.1%} of matches each",
        f"{'place':<7}{'level':<10}{'matches won':>24}{'hands won':>11}{'points':>9}"
        f"{'mean ms':>9}{'p99 ms':>9}",
    ]
    for place, level in enumerate(levels):
        won = sum(1 for s in stats if place in s.winners)
        low, high = wilson_interval(won, played)
        hands = sum(s.hands_won[place] for s in stats)
        points = sum(s.points[place] for s in stats) / max(1, played)
        times = [t for s in stats for t in s.times[place]]
        mean = 1000 * sum(times) / max(1, len(times))
        p99 = 1000 * percentile(times, 99)
        share = f"{won / max(1, played):.1%} [{low:.1%}, {high:.1%}]"
        lines.append(
            f"{place:<7}{level:<10}{share:>24}{hands:>11}{points:>9.1f}{mean:>9.1f}{p99:>9.1f}"
        )
    return "\n".join(lines + _endings(levels, stats))


def _endings(levels: Sequence[str], stats: Sequence[TableStats]) -> list[str]:
    """How each place ended the games it ended, over the matches that counted them."""
    counted = [s for s in stats if s.knocks]
    if not counted:
        return []
    lines = [f"games ended, over the {len(counted)} matches that counted them:"]
    for place, level in enumerate(levels):
        knocks = sum(s.knocks[place] for s in counted)
        undercut = sum(s.undercut[place] for s in counted)
        gins = sum(s.gins[place] for s in counted)
        lines.append(
            f"  place {place} ({level}): {knocks} knocks short of gin, {undercut} of them "
            f"undercut ({undercut / max(1, knocks):.1%}); {gins} gins"
        )
    return lines


def table_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="python -m gin_desktop.tools.arena --seats ...")
    parser.add_argument("--seats", required=True, help="levels, one per seat: expert,casual,casual")
    parser.add_argument("--preset", default="ginski", choices=PRESET_NAMES)
    parser.add_argument("--matches", type=int, default=600)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument(
        "--results",
        type=Path,
        help="keep every match here as it ends (a relative path: in arena-results/); a rerun "
        "continues, the report pools the file",
    )
    parser.add_argument(
        "--paired-with",
        type=Path,
        help="another --results file of the same game, seed and table: print place 0's "
        "points per hand paired against its place 0 on the same deals",
    )
    return parser


def table_main(argv: Sequence[str] | None = None) -> int:
    args = table_parser().parse_args(argv)
    levels = args.seats.split(",")
    low, high = PLAYER_RANGE
    unknown = [level for level in levels if not is_player(level) or level in TWO_SEATS_ONLY]
    if unknown or not low <= len(levels) <= high:
        names = ", ".join((*TABLE_CHOICES, f"<level>{MARK}<commit>"))
        print(
            f"--seats takes {low} to {high} of {names}, not {args.seats}",
            file=sys.stderr,
        )
        return 2
    try:
        table_rules(args.preset, len(levels))
    except ValueError as error:
        print(f"{args.preset} cannot seat {len(levels)}: {error}", file=sys.stderr)
        return 2
    results = None
    if args.results is not None:
        header = {"seats": levels, "preset": args.preset, "seed": args.seed}
        try:
            path = results_path(args.results)
            results = ResultsFile(path, header, table_stats_to_json, table_stats_from_json)
        except ResultsMismatch as error:
            print(f"arena: {error}", file=sys.stderr)
            return 2
    start = time.perf_counter()
    stats = run_table(
        levels,
        args.preset,
        args.matches,
        args.seed,
        args.workers,
        played=results.done if results is not None else (),
        keep=results.add if results is not None else None,
    )
    if results is not None:
        stats = results.results()  # every match of the file, this run's and earlier ones'
    print(format_table_report(levels, args.preset, stats))
    if args.paired_with is not None:
        if results is None:
            print("arena: --paired-with needs --results (the matches to pair)", file=sys.stderr)
            return 2
        paired = _print_paired(levels, args, results.done)
        if paired:
            return paired
    print(f"seed {args.seed}, {args.workers} workers, {time.perf_counter() - start:.0f} s")
    return 0


def _print_paired(levels: list[str], args: argparse.Namespace, ours: dict[int, TableStats]) -> int:
    """Place 0's points per hand against the file ``args.paired_with``'s place 0."""
    try:
        header = file_header(results_path(args.paired_with))
    except ValueError as error:
        print(f"arena: {error}", file=sys.stderr)
        return 2
    other = header.get("seats")
    same = {"preset": args.preset, "seed": args.seed}
    if (
        not isinstance(other, list)
        or len(other) != len(levels)
        or any(header.get(key) != value for key, value in same.items())
    ):
        print(
            f"arena: {args.paired_with} is not the same game, seed and table: {header}",
            file=sys.stderr,
        )
        return 2
    theirs = ResultsFile(
        results_path(args.paired_with), header, table_stats_to_json, table_stats_from_json
    )
    figure = paired_per_hand(ours, theirs.done, len(levels))
    print(format_paired(levels, str(other[0]), figure))
    return 0
