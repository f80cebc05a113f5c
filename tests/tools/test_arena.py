"""The arena: duplicate deals, deterministic results, its statistics and its command line."""

from __future__ import annotations

from dataclasses import replace

import pytest

from gin_desktop.ai import create_player
from gin_desktop.engine import Match, RuleSet
from gin_desktop.tools.arena import (
    MatchStats,
    PairJob,
    Summary,
    decision_times,
    format_report,
    main,
    match_seed,
    percentile,
    play_match,
    play_pair,
    run_arena,
    wilson_interval,
)
from gin_desktop.tools.arena_summary import _row
from gin_desktop.tools.intervals import deal_interval


def test_duplicate_deals_swap_the_seats_on_the_same_cards() -> None:
    first, second = play_pair(PairJob("casual", "beginner", 5, 3, RuleSet()))
    assert first.seed == second.seed == match_seed(5, 3)
    assert (first.a_seat, second.a_seat) == (0, 1)
    # Same cut, so the same seat deals: the other player is now in it.
    assert first.first_dealer != second.first_dealer
    # Same deck: each player holds in one match what the other held in its twin.
    assert first.first_deal == (second.first_deal[1], second.first_deal[0])


def test_the_first_hand_comes_from_the_match_seed() -> None:
    stats = play_match(create_player("beginner", 1), create_player("beginner", 2), "s", a_seat=1)
    match = Match(RuleSet(), seed="s")
    dealt = " ".join(str(card) for card in sorted(match.hand.hand(1)))
    assert stats.first_deal[0] == dealt
    assert stats.first_dealer == (0 if match.dealer == 1 else 1)


def test_results_depend_on_the_seed_and_not_on_the_workers() -> None:
    one = run_arena("casual", "beginner", 6, seed=11, workers=1)
    two = run_arena("casual", "beginner", 6, seed=11, workers=2)
    assert one == two  # decision times are left out of the comparison
    assert [stats.seed for stats in one] == [match_seed(11, i) for i in (0, 0, 1, 1, 2, 2)]
    assert run_arena("casual", "beginner", 2, seed=12) != one[:2]


def test_match_stats_add_up() -> None:
    stats = run_arena("casual", "beginner", 4, seed=2)
    for one in stats:
        _check_consistent(one)
    summary = Summary.of(stats)
    assert summary.matches == 4 and sum(summary.wins) == 4
    assert sum(summary.pair_results) == 2
    a_times, b_times = decision_times(stats)
    assert len(a_times) == sum(len(one.times[0]) for one in stats) > 0
    assert len(b_times) > 0


def _check_consistent(stats: MatchStats) -> None:
    ended = stats.hands - stats.draws
    assert sum(stats.hands_won) == ended
    knocked = [stats.knocks[s] + stats.gins[s] + stats.big_gins[s] for s in (0, 1)]
    assert sum(knocked) == ended
    # Every hand is won by the knocker unless it was undercut.
    for side in (0, 1):
        other = 1 - side
        assert stats.hands_won[side] == knocked[side] - stats.undercut[side] + stats.undercut[other]
    assert max(stats.points) >= 100
    assert stats.points[stats.winner] >= 100
    for fed in stats.feeding:
        assert 0 <= fed.taken <= fed.fed <= fed.discards and fed.discards > 0
    _check_endings(stats)


def _check_endings(stats: MatchStats) -> None:
    """Every hand ended one way: by a side's gin, big gin or knock, or at the wall; and
    each side's points are those of the hands it won, an undercut's won by the defender."""
    assert stats.endings is not None
    a, b = stats.endings
    assert a.hands() + b.hands() + stats.draws == stats.hands
    assert (a.gin[0] + a.big_gin[0], b.gin[0] + b.big_gin[0]) == (
        stats.gins[0] + stats.big_gins[0],
        stats.gins[1] + stats.big_gins[1],
    )
    assert (a.knock[0] + a.undercut[0], b.knock[0] + b.undercut[0]) == stats.knocks
    assert (a.undercut[0], b.undercut[0]) == stats.undercut
    assert stats.points == (a.points_won() + b.undercut[1], b.points_won() + a.undercut[1])


def test_each_way_a_hand_ends_keeps_its_points() -> None:
    stats = run_arena("casual", "strong", 4, seed=3)
    for one in stats:
        _check_endings(one)
    summary = Summary.of(stats)
    assert summary.endings is not None
    a, b = summary.endings
    assert a.hands() + b.hands() + summary.draws == summary.hands
    assert a.undercut[0] > 0 and b.gin[0] > 0  # the strong level undercuts and goes gin
    assert summary.points == (a.points_won() + b.undercut[1], b.points_won() + a.undercut[1])


def test_the_report_says_how_the_hands_ended_adding_up_to_a_s_net_points() -> None:
    stats = run_arena("casual", "strong", 4, seed=3)
    summary = Summary.of(stats)
    lines = format_report(summary, ("casual", "strong"), decision_times(stats))
    head = lines.index(_row("how the hands ended", "hands", "A's points a hand, over all hands"))
    rows = {line[:40].strip(): (line[40:61].strip(), line[62:]) for line in lines[head + 1 :]}
    assert list(rows) == [
        "A's gin",
        "B's gin",  # no big gin in these matches: no row for them
        "A knocks short of gin, not undercut",
        "A knocks short of gin, undercut",
        "B knocks short of gin, not undercut",
        "B knocks short of gin, undercut",
        "the wall",
        "every hand",
    ]
    *ways, (every, net) = rows.values()
    counts = [int(share.split("(")[1].rstrip(")")) for share, _ in ways]
    assert sum(counts) == summary.hands and every == f"100.0% ({summary.hands})"
    assert net == f"{(summary.points[0] - summary.points[1]) / summary.hands:+.2f}"
    assert sum(float(points) for _, points in ways) == pytest.approx(float(net), abs=0.03)
    assert rows["B's gin"][1].startswith("-") and rows["A knocks short of gin, undercut"] == (
        "27.3% (9)",
        "-7.79",
    )
    # Results kept before the arena kept how the hands ended print as they did.
    old = [replace(one, endings=None) for one in stats]
    report = format_report(Summary.of(old), ("casual", "strong"), decision_times(old))
    assert report == lines[:head]


def test_matches_must_be_even() -> None:
    with pytest.raises(ValueError, match="even"):
        run_arena("beginner", "beginner", 3, seed=1)
    with pytest.raises(SystemExit):
        main(["--a", "beginner", "--b", "beginner", "--matches", "3"])


@pytest.mark.parametrize("preset", ["ginski", "three_handed", "partnership"])
def test_a_game_of_more_than_two_seats_is_refused_in_words_not_a_traceback(
    preset: str, capsys: pytest.CaptureFixture[str]
) -> None:
    """--a and --b seat two players; the games dealt round three or four seats (and
    Ginski for two) are played with --seats. Such a game was a ValueError deep in the
    match's names; now argparse refuses it and names the games it takes."""
    with pytest.raises(SystemExit) as refused:
        main(["--a", "strong", "--b", "casual", "--preset", preset, "--matches", "2"])
    assert refused.value.code == 2
    error = capsys.readouterr().err
    assert f"invalid choice: '{preset}'" in error and "'standard'" in error


def test_wilson_interval_matches_newcombe_1998() -> None:
    # Newcombe, "Two-sided confidence intervals for the single proportion" (1998), table I.
    cases = {(81, 263): (0.2553, 0.3662), (15, 148): (0.0624, 0.1605), (0, 20): (0.0, 0.1611)}
    for (successes, trials), expected in cases.items():
        low, high = wilson_interval(successes, trials)
        assert low == pytest.approx(expected[0], abs=5e-5)
        assert high == pytest.approx(expected[1], abs=5e-5)
    assert wilson_interval(0, 0) == (0.0, 1.0)
    low, high = wilson_interval(50, 100)
    assert low + high == pytest.approx(1.0)


def test_percentile_is_nearest_rank() -> None:
    values = [float(v) for v in range(1, 101)]
    assert percentile(values, 50) == 50.0
    assert percentile(values, 95) == 95.0
    assert percentile(values, 99) == 99.0
    assert percentile([3.0], 99) == 3.0
    assert percentile([], 50) == 0.0


def test_command_line_report(capsys: pytest.CaptureFixture[str]) -> None:
    code = main(["--a", "casual", "--b", "beginner", "--matches", "2", "--seed", "4", "--quiet"])
    out = capsys.readouterr().out
    assert code == 0
    assert "2 matches played in total: 1 deal, each played twice" in out
    for label in (
        "95% CI (Wilson)",
        "the same over deals, 95% CI",
        "points per hand",
        "gin rate",
        "knock rate",
        "non-gin knocks undercut by the other",
        "undercuts made",
        "discards meeting a known card",
        "of them taken at once",
        "big gins",
        "hands drawn",
        "decision ms mean / p50 / p99",
    ):
        assert label in out


def test_a_long_value_in_a_column_never_runs_into_the_next() -> None:
    row = _row("decision ms mean / p50 / p99", "0.83 / 109.97 / 140.44", "0.15 / 2.16 / 4.39")
    assert row.endswith("140.44 0.15 / 2.16 / 4.39")
    gin, knock = _row("gin rate", "6.3%", "1.3%"), _row("knock rate", "9.7%", "82.2%")
    assert gin.index("1.3%") == knock.index("82.2%")  # short values still line up


def test_the_interval_over_deals_counts_each_deal_once() -> None:
    # 7 deals won twice, 24 split, 19 lost twice: scores 1, 1/2 and 0, mean 0.38, sample
    # variance 5.78 / 49, so a half-width of 1.96 * sqrt(5.78 / 49 / 50) = 0.0952.
    mean, low, high = deal_interval(7, 24, 19)
    assert mean == pytest.approx(0.38)
    assert (low, high) == pytest.approx((0.2848, 0.4752), abs=1e-4)
    assert deal_interval(0, 0, 0) == (0.0, 0.0, 1.0)
    assert deal_interval(1, 0, 0) == (1.0, 0.0, 1.0)
    assert deal_interval(0, 10, 0) == (0.5, 0.5, 0.5)  # every deal split: no doubt left
