"""``tools/first_hands.py``: the first hands of an arena's deals alone, the same hands as
the arena's matches play, kept as they end and paired with another run's."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from gin_desktop.engine import RuleSet
from gin_desktop.tools import arena
from gin_desktop.tools.arena import PairJob, run_arena
from gin_desktop.tools.first_hands import compare, first_hands, main, read_first_hands

PLAYERS = ["--a", "strong", "--b", "casual", "--seed", "11"]


def test_the_first_hands_are_those_of_the_arenas_matches() -> None:
    stats = run_arena("strong", "casual", 6, 11)
    for index in range(3):
        hands = first_hands(PairJob("strong", "casual", 11, index, RuleSet()))
        twin = stats[2 * index : 2 * index + 2]
        assert hands == tuple(match.first_hand[0] for match in twin if match.first_hand)


def test_a_rerun_plays_only_the_deals_the_file_lacks(tmp_path: Path, capsys) -> None:
    path = tmp_path / "first.jsonl"
    assert main([*PLAYERS, "--deals", "2", "--results", str(path)]) == 0
    capsys.readouterr()
    assert main([*PLAYERS, "--deals", "3", "--results", str(path)]) == 0
    out = capsys.readouterr().out
    assert "3 deals, each first hand played both ways round (1 now)" in out
    lines = path.read_text().splitlines()
    assert json.loads(lines[0]) == {
        "arena": {"first_hands": {"a": "strong", "b": "casual", "seed": 11, "preset": "standard"}}
    }
    assert sorted(json.loads(line)["job"] for line in lines[1:]) == [0, 1, 2]


def test_a_run_is_paired_with_an_arenas_results_file(tmp_path: Path, capsys) -> None:
    """The arena's own file of the same seed: every deal the same, a difference of 0."""
    matches = tmp_path / "arena.jsonl"
    arena.main([*PLAYERS, "--matches", "6", "--quiet", "--results", str(matches)])
    capsys.readouterr()
    assert main([*PLAYERS, "--deals", "3", "--compare", str(matches)]) == 0
    out = capsys.readouterr().out
    assert "difference +0.00 ±0.00 (95%); A's points the same on 3 of them" in out


def test_another_runs_file_is_refused_and_kept(tmp_path: Path) -> None:
    path = tmp_path / "first.jsonl"
    assert main([*PLAYERS, "--deals", "1", "--results", str(path)]) == 0
    before = path.read_text()
    with pytest.raises(SystemExit):
        main(["--a", "casual", "--b", "strong", "--seed", "11", "--results", str(path)])
    assert path.read_text() == before


def test_the_paired_figure_counts_only_deals_both_played() -> None:
    text = compare({0: 4.0, 1: -2.0, 2: 10.0}, {0: 1.0, 1: -2.0, 3: 8.0})
    assert text.startswith("paired over 2 deals: +1.00 against -0.50, difference +1.50")
    assert text.endswith("the same on 1 of them")
    assert compare({0: 1.0}, {1: 1.0}) == "no deal in common to compare"


def test_a_file_without_first_hands_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "old.jsonl"
    old_match = {"seed": "arena:1:0", "first_hand": None}
    path.write_text('{"arena": {}}\n' + json.dumps({"job": 0, "result": [old_match] * 2}) + "\n")
    with pytest.raises(ValueError, match="keeps no first hands of deal 0"):
        read_first_hands(path)
    path.write_text('{"arena": {}}\n' + json.dumps({"job": 3, "result": None}) + "\n")
    with pytest.raises(ValueError, match="keeps no deal of two matches as job 3"):
        read_first_hands(path)
