"""The melds benchmark prints the Rumski deck's figures beside the standard deck's, each
against its target (``python -m gin_desktop.tools.bench melds --deck rumski``)."""

from __future__ import annotations

import re

import pytest

from gin_desktop.tools.bench import main


def test_the_melds_bench_times_both_decks_in_one_run(capsys: pytest.CaptureFixture[str]) -> None:
    assert (
        main(["melds", "--deck", "rumski", "--hands", "200", "--repeats", "1", "--no-openspiel"])
        == 0
    )
    out = capsys.readouterr().out
    for call in ("best_arrangement (10 cards)", "rumski best_arrangement (10 cards)"):
        assert re.search(rf"^{re.escape(call)}\s+\d+\.\d+", out, re.MULTILINE), out
    assert re.search(r"target rumski best_discard median <= 60 us: (met|MISSED)", out)
    assert re.search(r"target best_discard median <= 12 us: (met|MISSED)", out)


def test_the_ai_bench_times_a_level_at_a_table_of_three(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["ai", "--preset", "ginski", "--matches", "3", "--levels", "expert"]) == 0
    out = capsys.readouterr().out
    assert (
        "ai benchmark, ginski for 3: 3 whole matches per level, the other 2 seat(s) casual" in out
    )
    assert re.search(r"^expert\s+\d+\s+\d+\.\d+ .*(within target|OVER TARGET)$", out, re.M), out


def test_the_ai_bench_times_ginski_for_two(capsys: pytest.CaptureFixture[str]) -> None:
    args = ["ai", "--preset", "ginski", "--players", "2", "--matches", "2", "--levels", "casual"]
    assert main(args) == 0
    out = capsys.readouterr().out
    assert (
        "ai benchmark, ginski for 2: 2 whole matches per level, the other 1 seat(s) casual" in out
    )
    assert re.search(r"^casual\s+\d+\s+\d+\.\d+ ", out, re.M), out
