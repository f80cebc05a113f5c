"""The score sheet: a line per hand, running totals, boxes, and at the end the bonuses and
totals of the engine's MatchResult, whatever the rules. Matches are played by two seeded
computer players."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QTextDocument

from gin_desktop.ai import create_player
from gin_desktop.engine import Match, NextHand, RuleSet
from gin_desktop.engine.events import HandKind
from gin_desktop.engine.match import HandRecord
from gin_desktop.ui.widgets.score_sheet import (
    FIRST,
    HAND,
    OUTCOME,
    POINTS,
    SECOND,
    WINNER,
    ScoreSheet,
)

NAMES = ("Ana", "Computer")


def play(rules: RuleSet, seed: int, hands: int | None = None) -> Match:
    """A match between two seeded computer players, to its end or after ``hands`` hands."""
    match = Match(rules, seed=seed, names=NAMES)
    players = (create_player("beginner", 1), create_player("beginner", 2))
    while not match.is_over:
        seat = match.to_act
        if seat is None:
            if hands is not None and match.hand_number >= hands:
                break
            match.apply(NextHand())
        else:
            match.apply(players[seat].choose(match.view(seat)), seat=seat)
    return match


def shutout_match(rules: RuleSet) -> Match:
    """The first seeded match that ends in a shutout (the loser won no hand)."""
    for seed in range(300):
        match = play(rules, seed)
        assert match.result is not None
        if 0 in match.result.hands_won:
            return match
    raise AssertionError("no shutout in 300 seeded matches")


@pytest.fixture
def sheet(qtbot) -> ScoreSheet:
    sheet = ScoreSheet()
    qtbot.addWidget(sheet)
    sheet.resize(460, 520)
    sheet.show()
    qtbot.waitExposed(sheet)
    return sheet


def hand_rows(sheet: ScoreSheet) -> list[tuple[str, ...]]:
    first_footer = min(sheet.footer_rows.values())
    return [
        tuple(sheet.text(row, column) for column in (HAND, WINNER, OUTCOME, POINTS, FIRST, SECOND))
        for row in range(first_footer)
    ]


def expected_rows(match: Match) -> list[tuple[str, ...]]:
    outcome = {"knock": "Knock", "undercut": "Undercut", "gin": "Gin", "big_gin": "Big gin"}
    return [
        (
            str(record.hand_number),
            "—" if record.winner is None else NAMES[record.winner],
            outcome.get(record.kind.value, "Drawn hand"),
            "—" if record.winner is None else str(record.points),
            str(record.scores[0]),
            str(record.scores[1]),
        )
        for record in match.history
    ]


def test_a_classic_match_with_a_shutout_shows_every_bonus_and_the_totals(qtbot, sheet):
    match = shutout_match(RuleSet.preset("classic_bonuses"))
    result = match.result
    assert result is not None and result.shutout_bonus[result.winner] == 100
    sheet.update_from(match.view(0))
    assert hand_rows(sheet) == expected_rows(match)
    assert sheet.footer("hands_won") == result.hands_won
    assert sheet.footer("hand_points") == result.scores
    assert sheet.footer("game") == result.game_bonus
    assert sheet.footer("box") == result.box_bonus
    assert sheet.footer("shutout") == result.shutout_bonus
    assert sheet.footer("total") == result.totals
    assert list(sheet.footer_rows) == [
        "hands_won",
        "hand_points",
        "game",
        "box",
        "shutout",
        "total",
    ]
    winner = NAMES[result.winner]
    assert sheet.result_label.isVisible()
    assert sheet.result_label.text().startswith(f"{winner} won the match, {max(result.totals)}")
    assert "shutout bonus 100" in sheet.rules_label.text()


def test_the_sheet_from_either_players_view_equals_the_sheet_from_the_match(qtbot, sheet):
    match = play(RuleSet.preset("classic_bonuses"), seed=3)
    sheet.show_records(match.history, names=match.names, rules=match.rules, result=match.result)
    from_match = (hand_rows(sheet), dict(sheet.footer_rows), sheet.result_label.text())
    for seat in (0, 1):
        view = match.view(seat)
        assert view.match_result == match.result
        sheet.update_from(view)
        assert (hand_rows(sheet), dict(sheet.footer_rows), sheet.result_label.text()) == (
            from_match
        )


@pytest.mark.parametrize(
    "rules",
    [
        RuleSet(),
        RuleSet.preset("oklahoma"),
        RuleSet(end_bonuses=True, target_score=60, game_bonus=50, box_bonus=10, shutout_bonus=0),
        RuleSet.preset("oklahoma").with_changes(end_bonuses=True, gin_bonus=10),
    ],
    ids=["standard", "oklahoma", "short-with-bonuses", "oklahoma-with-bonuses"],
)
def test_the_totals_equal_the_match_result_for_any_rules(qtbot, sheet, rules):
    match = play(rules, seed=11)
    result = match.result
    assert result is not None
    sheet.update_from(match.view(0))
    assert hand_rows(sheet) == expected_rows(match)
    assert sheet.footer("total") == result.totals
    assert sheet.footer("hands_won") == result.hands_won
    if rules.end_bonuses:
        bonuses = (sheet.footer("game"), sheet.footer("box"), sheet.footer("shutout"))
        assert bonuses == (result.game_bonus, result.box_bonus, result.shutout_bonus)
    else:
        assert set(sheet.footer_rows) == {"hands_won", "total"}
        assert "No end-of-match bonuses" in sheet.rules_label.text()
    assert f"Game to {rules.target_score}." in sheet.rules_label.text()


def test_during_a_match_the_sheet_shows_the_hands_so_far_and_the_boxes(qtbot, sheet):
    match = play(RuleSet.preset("classic_bonuses"), seed=3, hands=3)
    assert not match.is_over and len(match.history) == 3
    sheet.update_from(match.view(1))
    assert hand_rows(sheet) == expected_rows(match)
    assert list(sheet.footer_rows) == ["hands_won"]
    assert sheet.footer("hands_won") == match.hands_won
    assert not sheet.result_label.isVisible()
    last = sheet.text(2, FIRST), sheet.text(2, SECOND)
    assert last == (str(match.scores[0]), str(match.scores[1])), "running totals"


def test_a_drawn_hand_scores_nothing_and_the_showdown_is_in_the_tooltip(qtbot, sheet):
    history = (
        HandRecord(1, 0, HandKind.DRAW, None, 0, None, (0, 0)),
        HandRecord(2, 0, HandKind.UNDERCUT, 0, 30, 1, (30, 0), 10, 9, 4, 6),
    )
    sheet.show_records(history, names=("Ana", "Budi"), rules=RuleSet())
    assert hand_rows(sheet) == [
        ("1", "—", "Drawn hand", "—", "0", "0"),
        ("2", "Ana", "Undercut", "30", "30", "0"),
    ]
    assert sheet.footer("hands_won") == (1, 0)
    tooltip = QTextDocument()
    tooltip.setHtml(sheet.table.item(1, OUTCOME).toolTip())  # rich text: names escaped
    assert tooltip.toPlainText() == "Budi knocked with 9 deadwood; Ana had 4 after laying off 6."


def test_a_new_match_replaces_the_old_sheet(qtbot, sheet):
    sheet.update_from(play(RuleSet.preset("classic_bonuses"), seed=3).view(0))
    fresh = Match(RuleSet(), seed=1, names=("Citra", "Computer"))
    sheet.update_from(fresh.view(0))
    assert sheet.table.rowCount() == 1 and list(sheet.footer_rows) == ["hands_won"]
    assert sheet.table.horizontalHeaderItem(FIRST).text() == "Citra"
    assert not sheet.result_label.isVisible()


def test_a_sheet_closed_before_its_scroll_runs_raises_nothing(qtbot):
    """The scroll to the latest hand waits for the next turn of the event loop; a sheet
    deleted before then (a window closed, a layout test's teardown) must drop it, not
    call into a deleted table (the cause of test_layout.py's rare failures)."""
    from PySide6.QtCore import QCoreApplication, QEvent

    sheet = ScoreSheet()
    sheet.show()
    sheet.update_from(play(RuleSet(target_score=30), seed=1).view(0))  # schedules a scroll
    sheet.deleteLater()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    with qtbot.captureExceptions() as raised:
        qtbot.wait(20)  # the scroll's turn comes
    assert not raised
