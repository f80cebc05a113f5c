"""Running an arena's deals (tools/deal_runs.py): in order whatever the workers, a
results file continued, a file of another run refused."""

from __future__ import annotations

import argparse
from dataclasses import dataclass
from pathlib import Path

import pytest

from gin_desktop.tools.arena_results import ResultsFile
from gin_desktop.tools.deal_runs import add_deal_arguments, in_order, kept_results, play_missing


@dataclass(frozen=True)
class Numbered:
    index: int


def squared(job: Numbered) -> int:
    return job.index * job.index


def test_results_come_in_the_jobs_order_whatever_the_workers() -> None:
    jobs = [Numbered(index) for index in range(12)]
    expected = [index * index for index in range(12)]
    assert list(in_order(squared, jobs, 1)) == expected
    assert list(in_order(squared, jobs, 2)) == expected


def test_a_kept_file_is_continued_not_played_again(tmp_path: Path) -> None:
    header = {"squares": {"seed": 1}}
    path = tmp_path / "squares.jsonl"
    kept = ResultsFile(path, header, lambda n: n, int)
    kept.add(2, 99)  # a result the file already holds: never played again
    played, now = play_missing(squared, [Numbered(i) for i in range(4)], kept, 1)
    assert played == {0: 0, 1: 1, 2: 99, 3: 9} and now == 3
    again = ResultsFile(path, header, lambda n: n, int)
    assert again.done == played
    assert play_missing(squared, [Numbered(i) for i in range(4)], again, 1) == (played, 0)


def test_no_file_named_keeps_nothing_and_another_runs_file_is_refused(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    parser = argparse.ArgumentParser(prog="squares")
    assert kept_results(parser, None, {"squares": {}}, lambda n: n, int) is None
    path = tmp_path / "squares.jsonl"
    ResultsFile(path, {"squares": {"seed": 1}}, lambda n: n, int)
    with pytest.raises(SystemExit):
        kept_results(parser, path, {"squares": {"seed": 2}}, lambda n: n, int)
    assert capsys.readouterr().err.startswith("squares: ")


def test_a_replaying_tool_takes_the_arenas_arguments() -> None:
    parser = argparse.ArgumentParser(prog="squares")
    add_deal_arguments(parser, b="marjj", deals=50)
    args = parser.parse_args([])
    assert (args.a, args.b, args.deals, args.seed, args.preset) == (
        "expert",
        "marjj",
        50,
        1,
        "standard",
    )
    assert args.workers == 1 and args.results is None
    with pytest.raises(SystemExit):
        parser.parse_args(["--b", "nobody"])
