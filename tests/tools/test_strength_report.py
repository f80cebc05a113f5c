"""``docs/STRENGTH.md`` is made from the runs' summaries (``tools/strength_report.py``), the
results files stay out of git, and a run's summary holds what its file says."""

from __future__ import annotations

import json
import shlex
from pathlib import Path

import pytest

from gin_desktop.tools import arena, strength_report
from gin_desktop.tools.strength_report import (
    RUNS,
    STRENGTH,
    load_summaries,
    made,
    summary_path,
    write_summaries,
)

STRENGTH_FOLDER = RUNS.parent
MOST_BYTES = 2_000_000


def test_strength_md_is_what_the_command_makes() -> None:
    assert STRENGTH.read_text(encoding="utf-8") == made(), (
        "docs/STRENGTH.md is out of date: uv run python -m gin_desktop.tools.strength_report"
    )


def test_docs_strength_holds_summaries_not_measurements() -> None:
    files = [path for path in STRENGTH_FOLDER.rglob("*") if path.is_file()]
    assert sum(path.stat().st_size for path in files) < MOST_BYTES
    assert not [path for path in files if path.suffix == ".jsonl"]


def test_every_summary_names_its_run_and_how_to_play_it_again() -> None:
    summaries = load_summaries()
    assert len(summaries) >= 65
    for summary in summaries:
        assert summary_path(summary["results"]).is_file()
        assert len(summary["sha256"]) == 64 and len(summary["commit"]) == 40
        words = shlex.split(summary["command"])
        assert words[:4] == ["uv", "run", "python", "-m"]
        assert words[words.index("--results") + 1] == summary["results"]


def test_the_marjj_row_is_kept() -> None:
    (marjj,) = [s for s in load_summaries() if s["arguments"].get("a") == "marjj"]
    assert marjj["counts"]["matches"] == 1000 and marjj["counts"]["wins"][0] == 769
    assert marjj["figures"]["wilson_95"] == [74.2, 79.4]
    assert "--a marjj --b openspiel" in marjj["command"]


def test_a_run_is_summed_up_from_its_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("GIN_DESKTOP_ARENA_RESULTS", str(tmp_path / "results"))
    monkeypatch.setattr(strength_report, "RUNS", tmp_path / "runs")
    name = "casual-v-beginner.jsonl"
    given = ["--a", "casual", "--b", "beginner", "--matches", "4", "--seed", "3", "--quiet"]
    assert arena.main([*given, "--results", name]) == 0
    assert "matches won                           3 (75.0%)" in capsys.readouterr().out
    (written,) = write_summaries([Path(name)], "0" * 40)
    summary = json.loads(written.read_text(encoding="utf-8"))
    assert written == tmp_path / "runs" / "casual-v-beginner.json"
    assert summary["counts"]["wins"] == [3, 1] and summary["figures"]["a_match_win_rate"] == 75.0
    assert summary["arguments"] == {"a": "casual", "b": "beginner", "seed": 3, "preset": "standard"}
    # Its command plays the file again: nothing left to play, the same figures.
    command = shlex.split(summary["command"])
    assert arena.main(command[5:]) == 0
    assert "matches won                           3 (75.0%)" in capsys.readouterr().out
