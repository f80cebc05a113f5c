"""An arena's results file (``--results``): every deal kept as it ends, a killed run
resumed where it stopped, and the report pooling the whole file."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from dataclasses import replace
from pathlib import Path

import pytest

from gin_desktop.tools.arena import main, run_arena
from gin_desktop.tools.arena_results import (
    ResultsFile,
    deals_file,
    pooled,
    stats_from_json,
    stats_to_json,
)
from gin_desktop.tools.arena_summary import Summary
from gin_desktop.tools.table_arena import (
    run_table,
    table_main,
    table_stats_from_json,
    table_stats_to_json,
)

ROOT = Path(__file__).resolve().parents[2]
ARGS = ["--a", "casual", "--b", "beginner", "--seed", "9", "--quiet"]
HEADER = {"a": "casual", "b": "beginner", "seed": 9, "preset": "standard"}


def test_a_match_is_kept_with_every_figure() -> None:
    for stats in run_arena("casual", "beginner", 2, 9):
        again = stats_from_json(json.loads(json.dumps(stats_to_json(stats))))
        assert again == stats
        assert [len(side) for side in again.times] == [len(side) for side in stats.times]
        assert again.times[0] == pytest.approx(stats.times[0], abs=1e-6)


def test_a_line_kept_before_the_endings_still_reads_and_sums_up(tmp_path: Path) -> None:
    """Results files written before each ending's points were kept have no "endings":
    their matches read with none, and a run holding one such match sums up without them."""
    path = tmp_path / "results.jsonl"
    assert main([*ARGS, "--matches", "4", "--results", str(path)]) == 0
    header, first, second = path.read_text().splitlines()
    old = json.loads(first)
    for match in old["result"]:
        del match["endings"]
    path.write_text("\n".join([header, json.dumps(old), second]) + "\n")
    kept = pooled(deals_file(path, HEADER))
    assert [one.endings is None for one in kept] == [True, True, False, False]
    new = run_arena("casual", "beginner", 4, 9)
    assert [replace(one, endings=None) for one in kept] == [
        replace(one, endings=None) for one in new
    ]
    assert Summary.of(kept).endings is None
    assert replace(Summary.of(kept), endings=None) == replace(Summary.of(new), endings=None)
    assert Summary.of(kept[2:]).endings == Summary.of(new[2:]).endings is not None


def test_a_rerun_plays_only_the_deals_the_file_lacks(tmp_path: Path, capsys, monkeypatch) -> None:
    path = tmp_path / "results.jsonl"
    assert main([*ARGS, "--matches", "4", "--results", str(path)]) == 0
    assert len(path.read_text().splitlines()) == 1 + 2  # the arena, then two deals
    capsys.readouterr()
    played: list[int] = []
    original = ResultsFile.add

    def add(self: ResultsFile, index: int, deal) -> None:  # type: ignore[type-arg]
        played.append(index)
        original(self, index, deal)

    monkeypatch.setattr(ResultsFile, "add", add)
    assert main([*ARGS, "--matches", "8", "--results", str(path)]) == 0
    assert played == [2, 3]
    out = capsys.readouterr().out
    assert "8 matches played in total: 4 deals" in out
    kept = pooled(deals_file(path, HEADER))
    assert kept == run_arena("casual", "beginner", 8, 9)  # as if played in one run


def test_another_arena_is_refused_and_its_file_kept(tmp_path: Path, capsys) -> None:
    path = tmp_path / "results.jsonl"
    assert main([*ARGS, "--matches", "2", "--results", str(path)]) == 0
    before = path.read_bytes()
    with pytest.raises(SystemExit) as stop:
        main([*ARGS[:2], "--b", "strong", *ARGS[4:], "--matches", "2", "--results", str(path)])
    assert stop.value.code == 2
    assert "holds the results of another arena" in capsys.readouterr().err
    assert path.read_bytes() == before


def test_a_torn_last_line_is_dropped(tmp_path: Path) -> None:
    path = tmp_path / "results.jsonl"
    assert main([*ARGS, "--matches", "4", "--results", str(path)]) == 0
    whole = path.read_text()
    path.write_text(whole + '{"job": 2, "resu')  # a stop in the middle of a write
    results = deals_file(path, HEADER)
    assert sorted(results.done) == [0, 1]
    assert path.read_text() == whole


def test_a_killed_run_resumes_where_it_stopped(tmp_path: Path) -> None:
    path = tmp_path / "results.jsonl"
    command = [sys.executable, "-m", "gin_desktop.tools.arena", *ARGS, "--matches", "30"]
    command += ["--results", str(path)]
    env = {**os.environ, "PYTHONDONTWRITEBYTECODE": "1"}
    run = subprocess.Popen(command, cwd=ROOT, env=env, stdout=subprocess.DEVNULL)
    deadline = time.monotonic() + 60
    while run.poll() is None and time.monotonic() < deadline:
        if path.exists() and path.read_text().count("\n") >= 3:  # whole lines only
            break
        time.sleep(0.01)
    run.send_signal(signal.SIGKILL)
    run.wait()
    assert run.returncode == -signal.SIGKILL, "the run ended before it could be killed"
    kept = deals_file(path, HEADER).done
    assert 2 <= len(kept) < 15
    assert main([*ARGS, "--matches", "30", "--results", str(path)]) == 0
    assert pooled(deals_file(path, HEADER)) == run_arena("casual", "beginner", 30, 9)


def test_a_table_arena_resumes_from_its_file(tmp_path: Path, capsys) -> None:
    path = tmp_path / "table.jsonl"
    seats = ["--seats", "casual,beginner,beginner", "--preset", "ginski", "--seed", "2"]
    seats += ["--workers", "1", "--results", str(path)]
    assert table_main([*seats, "--matches", "3"]) == 0
    assert path.read_text().count("\n") == 1 + 3  # the arena, then a line per match
    capsys.readouterr()
    assert table_main([*seats, "--matches", "6"]) == 0
    assert "ginski for 3: 6 matches (2 deals x 3 rotations)" in capsys.readouterr().out
    header = {"seats": ["casual", "beginner", "beginner"], "preset": "ginski", "seed": 2}
    kept = ResultsFile(path, header, table_stats_to_json, table_stats_from_json)
    assert sorted(kept.done) == list(range(6))
    whole = run_table(["casual", "beginner", "beginner"], "ginski", 6, seed=2, workers=1)
    assert [(s.winners, s.points) for s in kept.results()] == [(s.winners, s.points) for s in whole]
    assert table_main([*seats[:1], "casual,casual,beginner", *seats[2:], "--matches", "3"]) == 2
