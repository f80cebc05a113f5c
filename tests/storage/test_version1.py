"""Matches saved by version 1 of the format (the game as it was before one showdown for
every table) open, migrated, and play on: a hand of two's showdown and Ginski's table both
become one showdown against every defender, with the same scores.

The files in ``tests/data/version1`` were written by that game itself, each stopped at the
end of a hand that was knocked (with lay-offs where the play gave some)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from gin_desktop.ai import create_player
from gin_desktop.engine import Match, NextHand
from gin_desktop.storage.matches import VERSION, read_match

FILES = sorted((Path(__file__).parents[1] / "data" / "version1").glob("*.ginmatch"))


def old_results(path: Path) -> list[dict[str, object]]:
    match = json.loads(path.read_text(encoding="utf-8"))["match"]
    return [hand["result"] for hand in (match["round"], *match.get("side_rounds", []))]


def play_to_the_end(match: Match) -> None:
    players = {seat: create_player("casual", seat) for seat in match.rules.seats}
    for _ in range(20_000):
        if match.is_over:
            return
        seat = match.to_act
        if seat is None:
            match.apply(NextHand())
        else:
            match.apply(players[seat].choose(match.view(seat)), seat=seat)
    raise AssertionError("the match did not end")


def test_the_files_are_of_version_1_and_this_game_writes_a_later_one() -> None:
    assert len(FILES) == 5
    assert {json.loads(path.read_text())["version"] for path in FILES} == {1} and VERSION > 1


@pytest.mark.parametrize("path", FILES, ids=lambda path: path.stem)
def test_a_version_1_match_opens_with_the_same_showdown_and_plays_on(path: Path) -> None:
    saved = read_match(path)
    hands = saved.match.hands_in_play
    for hand, old in zip(hands, old_results(path), strict=True):
        result = hand.result
        assert result is not None and result.showdown is not None
        showdown, table = result.showdown, old.get("table")
        assert (result.kind, result.points, result.winner) == (
            old["kind"],
            old["points"],
            old["winner"],
        )
        assert showdown.points == result.points and len(showdown.defenders) == len(hand.defenders)
        if table is None:  # a hand of two: its one defender, as version 1 kept them
            two = old["showdown"]
            assert isinstance(two, dict)
            (defender,) = showdown.defenders
            assert defender.deadwood_points == two["defender_deadwood"]
            assert [str(c) for c in defender.laid_off] == two["laid_off"]
            assert showdown.knocker_won == (two["winner"] == "knocker")
            assert [sorted(meld) for meld in showdown.table_melds] == [
                sorted(meld) for meld in hand.table_melds
            ]
        else:
            assert isinstance(table, dict) and showdown.defender_deadwood == tuple(
                d["deadwood_points"] for d in table["defenders"]
            )
    assert saved.match.rules.undercut_scores == (
        "others_deadwood" if saved.match.rules.deck == "rumski" else "difference"
    )
    play_to_the_end(saved.match)
    assert saved.match.result is not None
