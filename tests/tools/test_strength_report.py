"""``docs/STRENGTH.md`` is made from the runs' summaries (``tools/strength_report.py``), the
results files stay out of git, and a run's summary holds what its file says."""

from __future__ import annotations

import json
import shlex
from pathlib import Path

import pytest

from gin_desktop.tools import arena, strength_report
from gin_desktop.tools.knock_table import knock_table, knock_tables
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
    # The endings add up to the run's hands, and are gone from a file kept before them.
    a, b = summary["counts"]["endings"]
    ended = sum(hands for side in (a, b) for hands, _ in side.values())
    assert ended + summary["counts"]["walls"] == summary["counts"]["hands"]
    path = tmp_path / "results" / name
    header, *deals = path.read_text(encoding="utf-8").splitlines()
    old = [json.loads(line) for line in deals]
    for match in (one for deal in old for one in deal["result"]):
        del match["endings"]
    path.write_text("\n".join([header, *map(json.dumps, old)]) + "\n", encoding="utf-8")
    (written,) = write_summaries([Path(name)], "0" * 40)
    before = json.loads(written.read_text(encoding="utf-8"))
    assert "endings" not in before["counts"]
    assert before["counts"] == {k: v for k, v in summary["counts"].items() if k != "endings"}
    assert before["figures"] == summary["figures"]


MADE_UP = {
    "results": "expert-v-marjj-s1.jsonl",
    "tool": "arena",
    "arguments": {"a": "expert", "b": "marjj", "seed": 1, "preset": "standard"},
    "counts": {
        "matches": 40,
        "hands": 200,
        "walls": 10,
        "endings": [
            {"gin": [80, 2400], "big_gin": [2, 90], "knock": [10, 100], "undercut": [4, 80]},
            {"gin": [76, 2200], "big_gin": [0, 0], "knock": [18, 300], "undercut": [0, 0]},
        ],
    },
}
"""A run's summary with made-up endings: 190 hands ended by a side and 10 walls."""


def test_the_knock_table_of_a_run() -> None:
    assert knock_table(MADE_UP) == [
        "How the 200 hands of `expert-v-marjj-s1.jsonl` (40 matches) ended:",
        "",
        "| how the hand ended | hands | expert's points a hand, over all hands |",
        "|---|---:|---:|",
        "| expert's gin | 40.0% (80) | +12.00 |",
        "| marjj's gin | 38.0% (76) | -11.00 |",
        "| expert's big gin | 1.0% (2) | +0.45 |",
        "| marjj's big gin | 0.0% (0) | +0.00 |",
        "| expert knocks short of gin, not undercut | 5.0% (10) | +0.50 |",
        "| expert knocks short of gin, **undercut** | 2.0% (4) | -0.40 |",
        "| marjj knocks short of gin, not undercut | 9.0% (18) | -1.50 |",
        "| marjj knocks short of gin, **undercut** | 0.0% (0) | +0.00 |",
        "| the wall | 5.0% (10) | 0 |",
        "| every hand | 100.0% (200) | +0.05 |",
    ]
    no_big_gin = json.loads(json.dumps(MADE_UP))
    no_big_gin["counts"]["endings"][0]["big_gin"] = [0, 0]
    assert not [line for line in knock_table(no_big_gin) if "big gin" in line]


def test_the_template_asks_for_a_run_s_knock_table_by_its_name() -> None:
    template = "Before.\n\n<!-- knock table: expert-v-marjj-s1 -->\n\nAfter.\n"
    table = "\n".join(knock_table(MADE_UP))
    assert knock_tables(template, [MADE_UP]) == f"Before.\n\n{table}\n\nAfter.\n"
    old = {**MADE_UP, "counts": {k: v for k, v in MADE_UP["counts"].items() if k != "endings"}}
    assert knock_table(old) == [
        "*`expert-v-marjj-s1.jsonl` was played before the arena kept the points of each way a hand",
        "ends: its knock table comes with a run played since.*",
    ]
    assert knock_tables(template, [old]) == "Before.\n\n{}\n{}\n\nAfter.\n".format(
        *knock_table(old)
    )
    with pytest.raises(ValueError, match="a run not kept"):
        knock_tables(template.replace("-s1 ", "-s2 "), [MADE_UP])
    # STRENGTH.md's generator asks for them.
    assert "<!-- knock table:" not in made()


def test_a_summary_keeps_its_commit_whole_however_it_was_named() -> None:
    """``--commit`` takes a short hash or HEAD, and the summary keeps the whole hash."""
    head = strength_report.full_commit()
    assert len(head) == 40 and all(c in "0123456789abcdef" for c in head)
    assert strength_report.full_commit(head[:7]) == head
    assert strength_report.full_commit("0" * 40) == "0" * 40
