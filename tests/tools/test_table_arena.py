"""The arena for a table of two to four players: rotations of duplicate deals, a row per
player with its share of matches won and its 95% interval."""

from __future__ import annotations

import re

import pytest

from gin_desktop.tools.arena import main
from gin_desktop.tools.table_arena import run_table, table_stats_from_json


def test_a_table_arena_prints_a_row_per_player(capsys: pytest.CaptureFixture[str]) -> None:
    assert (
        main(
            [
                "--seats",
                "casual,beginner,beginner",
                "--preset",
                "ginski",
                "--matches",
                "3",
                "--workers",
                "1",
            ]
        )
        == 0
    )
    out = capsys.readouterr().out
    assert "ginski for 3: 3 matches (1 deals x 3 rotations)" in out
    rows = re.findall(r"^(\d)\s+(\w+)\s+([\d.]+)% \[", out, re.MULTILINE)
    assert [(place, level) for place, level, _ in rows] == [
        ("0", "casual"),
        ("1", "beginner"),
        ("2", "beginner"),
    ]
    assert sum(float(share) for _, _, share in rows) == pytest.approx(100.0, abs=0.2)


def test_every_player_sits_in_every_seat_of_a_deal() -> None:
    stats = run_table(["casual", "casual"], "ginski", 2, seed=3, workers=1)
    assert len(stats) == 2 and {s.winners for s in stats} <= {(0,), (1,)}


def test_three_handed_gin_seats_three_and_partnership_gin_two_teams(
    capsys: pytest.CaptureFixture[str],
) -> None:
    stats = run_table(["casual", "beginner", "beginner"], "three_handed", 3, seed=4, workers=1)
    assert len(stats) == 3 and all(len(s.winners) == 1 for s in stats)
    stats = run_table(["casual", "beginner"] * 2, "partnership", 4, seed=5, workers=1)
    assert len(stats) == 4 and {s.winners for s in stats} <= {(0, 2), (1, 3)}
    assert (
        main(
            [
                "--seats",
                "casual,beginner,casual,beginner",
                "--preset",
                "partnership",
                "--matches",
                "4",
                "--workers",
                "1",
            ]
        )
        == 0
    )
    out = capsys.readouterr().out
    assert "par is 50.0% of matches each" in out
    shares = re.findall(r"^\d\s+\w+\s+([\d.]+)% \[", out, re.MULTILINE)
    assert shares[0] == shares[2] and shares[1] == shares[3]  # partners win together


def test_a_table_the_game_cannot_seat_is_refused(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--seats", "casual,casual,casual", "--preset", "standard"]) == 2
    assert "standard cannot seat 3" in capsys.readouterr().err


def test_each_place_s_knocks_undercuts_and_gins_are_counted(
    capsys: pytest.CaptureFixture[str],
) -> None:
    stats = run_table(["casual", "strong", "beginner"], "ginski", 3, seed=5, workers=1)
    for match in stats:
        # every hand that is not drawn is won by the knocker, the undercutter or gin
        assert sum(match.hands_won) == sum(match.knocks) + sum(match.gins) <= match.hands
        assert all(u <= k for u, k in zip(match.undercut, match.knocks, strict=True))
    assert sum(sum(match.knocks) for match in stats) > 0
    assert (
        main(
            [
                "--seats",
                "casual,strong,beginner",
                "--preset",
                "ginski",
                "--matches",
                "3",
                "--seed",
                "5",
                "--workers",
                "1",
            ]
        )
        == 0
    )
    out = capsys.readouterr().out
    knocks = sum(match.knocks[0] for match in stats)
    assert f"place 0 (casual): {knocks} knocks short of gin" in out


def test_a_match_kept_before_endings_were_counted_still_reads() -> None:
    old = {"winners": [0], "hands_won": [2, 1], "points": [104, 30], "times": [[], []]}
    stats = table_stats_from_json(old)
    assert stats.knocks == stats.undercut == stats.gins == () and stats.hands == 0
