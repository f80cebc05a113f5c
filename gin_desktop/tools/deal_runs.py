"""Playing an arena's deals in worker processes: in order, continuing a results file.

The tools that replay the arena's deals to measure something else in them (``first_hands``,
``knock_hindsight``, ``card_reading``) run them the same way: one job per deal (or per
match), in ``--workers`` processes, the results in the jobs' order whatever the number of
workers; with ``--results``, each deal kept as it ends and a rerun playing only the deals
the file lacks.
"""

from __future__ import annotations

import argparse
import multiprocessing
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path
from typing import Any, Protocol, TypeVar

from gin_desktop.engine.rules import PRESET_NAMES

from .arena_results import ResultsFile, ResultsMismatch, results_path
from .players import player_name

Job = TypeVar("Job")
Result = TypeVar("Result")


class DealJob(Protocol):
    """A job of one deal, named by its index in the arena's deals."""

    @property
    def index(self) -> int: ...


Deal = TypeVar("Deal", bound=DealJob)


def add_deal_arguments(parser: argparse.ArgumentParser, b: str, deals: int) -> None:
    """The arguments of a tool that replays an arena's deals and keeps them: the players
    (A the expert, B ``b`` by default), the first ``deals`` deals of the seed, the
    preset, the workers and the results file."""
    parser.add_argument("--a", default="expert", type=player_name, help="player A")
    parser.add_argument("--b", default=b, type=player_name, help="player B")
    parser.add_argument("--deals", type=int, default=deals, help="the arena's first N deals")
    parser.add_argument("--seed", type=int, default=1, help="the arena's seed")
    parser.add_argument("--preset", default="standard", choices=PRESET_NAMES)
    parser.add_argument("--workers", type=int, default=1)
    parser.add_argument("--results", type=Path, help="keep each deal here; a rerun continues")


def in_order(play: Callable[[Job], Result], jobs: Sequence[Job], workers: int) -> Iterator[Result]:
    """``play`` over ``jobs``, the results in the jobs' order: in ``workers`` processes,
    or in this one when ``workers`` is 1 or less."""
    if workers <= 1:
        yield from map(play, jobs)
        return
    with multiprocessing.Pool(workers) as pool:
        yield from pool.imap(play, jobs)


def kept_results(
    parser: argparse.ArgumentParser,
    path: Path | None,
    header: dict[str, Any],
    encode: Callable[[Result], Any],
    decode: Callable[[Any], Result],
) -> ResultsFile[Result] | None:
    """The ``--results`` file at ``path`` (None when none is named); a file of another
    run ends the command with a sentence saying so."""
    if path is None:
        return None
    try:
        return ResultsFile(results_path(path), header, encode, decode)
    except ResultsMismatch as error:
        parser.exit(2, f"{parser.prog}: {error}\n")


def play_missing(
    play: Callable[[Deal], Result],
    jobs: Sequence[Deal],
    kept: ResultsFile[Result] | None,
    workers: int,
) -> tuple[dict[int, Result], int]:
    """Every job's result by deal index: those ``kept`` holds, and the others played now,
    each kept as it ends; and how many were played now."""
    played = dict(kept.done) if kept is not None else {}
    todo = [job for job in jobs if job.index not in played]
    for job, result in zip(todo, in_order(play, todo, workers), strict=True):
        played[job.index] = result
        if kept is not None:
            kept.add(job.index, result)
    return played, len(todo)
