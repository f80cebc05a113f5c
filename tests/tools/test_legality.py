"""The legality run keeps each hand as it ends and continues where it stopped."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from gin_desktop.tools import legality


def test_a_rerun_plays_only_the_hands_the_results_file_lacks(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    kept = tmp_path / "legality.jsonl"
    arguments = ["--hands", "2", "--workers", "1", "--levels", "casual", "--games", "standard"]
    assert legality.main([*arguments, "--results", str(kept)]) == 0
    assert "2 played now" in capsys.readouterr().out
    lines = kept.read_text(encoding="utf-8").splitlines()
    assert len(lines) == 3 and json.loads(lines[1])["result"] is None
    grown = ["--hands", "3", *arguments[2:], "--results", str(kept)]
    assert legality.main(grown) == 0
    report = capsys.readouterr().out
    assert "1 played now" in report and "2 from" in report
    assert "casual    standard         0 failures" in report


def test_the_indices_of_hands_stay_when_the_run_grows() -> None:
    small = legality.jobs_of(["casual", "expert"], ["standard", "ginski"], 2)
    large = legality.jobs_of(["casual", "expert"], ["standard", "ginski"], 5)
    assert all(large[index] == job for index, job in small.items())
    assert len(set(large)) == len(large) == 20


def test_the_other_seats_are_never_experts() -> None:
    assert "expert" not in legality.OPPONENTS and "strong" in legality.OPPONENTS
