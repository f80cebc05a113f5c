"""A seat's points per hand at a table, paired against another level in the same seat on
the same deals (``--paired-with``): the figure the Ginski table of three is judged by."""

from __future__ import annotations

from pathlib import Path

import pytest

from gin_desktop.tools.table_arena import TableStats, table_main
from gin_desktop.tools.table_paired import paired_per_hand


def match(points: int, hands: int) -> TableStats:
    return TableStats((0,), (1, 0, 0), (points, 0, 0), ((), (), ()), hands)


def test_points_per_hand_are_paired_deal_by_deal() -> None:
    # Deal 0: 30 points in 3 hands against 15 in 3: +5. Deal 1: 20 in 4 against 24 in 4: -1.
    ours = {0: match(10, 1), 1: match(10, 1), 2: match(10, 1),
            3: match(20, 2), 4: match(0, 1), 5: match(0, 1)}  # fmt: skip
    theirs = {0: match(5, 1), 1: match(5, 1), 2: match(5, 1),
              3: match(12, 2), 4: match(12, 1), 5: match(0, 1)}  # fmt: skip
    figure = paired_per_hand(ours, theirs, seats=3)
    assert figure.deals == 2 and figure.mean == pytest.approx(2.0)
    assert figure.low < 2.0 < figure.high


def test_a_deal_missing_a_rotation_in_either_run_is_left_out() -> None:
    ours = {0: match(10, 1), 1: match(10, 1), 2: match(10, 1), 3: match(9, 1)}
    theirs = {0: match(4, 1), 1: match(4, 1), 2: match(4, 1), 3: match(9, 1), 4: match(1, 1)}
    figure = paired_per_hand(ours, theirs, seats=3)
    assert figure.deals == 1 and figure.mean == pytest.approx(6.0)


def test_the_table_arena_prints_the_paired_figure(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    base, ours = tmp_path / "casual.jsonl", tmp_path / "beginner.jsonl"
    common = ["--preset", "ginski", "--matches", "6", "--seed", "4", "--workers", "1"]
    assert table_main(["--seats", "casual,casual,casual", *common, "--results", str(base)]) == 0
    capsys.readouterr()
    argv = ["--seats", "beginner,casual,casual", *common, "--results", str(ours)]
    assert table_main([*argv, "--paired-with", str(base)]) == 0
    out = capsys.readouterr().out
    assert "points per hand of beginner in place 0, paired against casual" in out
    assert "over 2 deals" in out


def test_pairing_with_another_game_is_refused(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    base, ours = tmp_path / "other.jsonl", tmp_path / "ours.jsonl"
    common = ["--matches", "3", "--workers", "1"]
    assert (
        table_main(
            ["--seats", "casual,casual,casual", "--seed", "5", *common, "--results", str(base)]
        )
        == 0
    )
    argv = ["--seats", "casual,casual,casual", "--seed", "6", *common, "--results", str(ours)]
    assert table_main([*argv, "--paired-with", str(base)]) == 2
    assert "not the same game, seed and table" in capsys.readouterr().err
