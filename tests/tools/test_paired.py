"""Two arena runs on the same deals, compared match by match (tools.paired)."""

from __future__ import annotations

from pathlib import Path

import pytest

from gin_desktop.tools.arena import main as arena_main
from gin_desktop.tools.paired import Paired, main, pair, read_winners


def test_pairs_are_matched_by_deal_and_seat_and_the_difference_counted() -> None:
    old = {("d1", 0): 1, ("d1", 1): 0, ("d2", 0): 1, ("d2", 1): 1}
    new = {("d1", 0): 1, ("d1", 1): 1, ("d2", 0): 1, ("d2", 1): 0, ("d3", 0): 1}
    result = pair(old, new)
    assert result == Paired(matches=4, old_wins=3, new_wins=3, only_new=1, only_old=1)
    assert result.difference == 0.0
    low, high = result.interval()
    assert low < 0 < high


def test_identical_runs_differ_by_nothing_with_no_spread() -> None:
    runs = {("d", seat): seat for seat in (0, 1)}
    assert pair(runs, runs).interval() == (0.0, 0.0)


def test_runs_with_no_match_in_common_are_refused() -> None:
    with pytest.raises(ValueError, match="share no match"):
        pair({("a", 0): 1}, {("b", 0): 1})


def test_the_arena_writes_winners_that_pair_with_themselves(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "run.csv"
    args = ["--a", "casual", "--b", "beginner", "--matches", "4", "--seed", "2", "--quiet"]
    assert arena_main([*args, "--winners", str(path)]) == 0
    winners = read_winners(path)
    assert len(winners) == 4 and set(winners.values()) <= {0, 1}
    capsys.readouterr()
    assert main([str(path), str(path)]) == 0
    out = capsys.readouterr().out
    assert "4 matches paired by deal and seat" in out
    assert "+0.0 points" in out
