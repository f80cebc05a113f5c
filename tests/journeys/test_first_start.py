"""Journey: a double-click on a fresh home, the welcome, and a whole match against the
computer to its end; the summary on the felt, the match log and the score sheet agree on
every hand's points, and the statistics keep every hand."""

from __future__ import annotations

import re

from PySide6.QtWidgets import QWidget

from gin_desktop.engine import Phase
from gin_desktop.storage.statistics import Statistics
from gin_desktop.ui.dialogs.welcome import WelcomeDialog
from gin_desktop.ui.widgets.score_sheet import HAND, POINTS
from tests.ui.table_queries import panel_text

from .person import answer, choose, click, next_hand, play_hand


def score_sheet_points(window) -> dict[int, int]:
    """Hand number -> points, as the score sheet's rows read (a drawn hand: 0)."""
    sheet = window.panels.score_sheet
    first_footer = min(sheet.footer_rows.values())
    rows = {}
    for row in range(first_footer):
        points = sheet.text(row, POINTS)
        rows[int(sheet.text(row, HAND))] = int(points) if points.isdigit() else 0
    return rows


def log_points(window) -> dict[int, int]:
    """Hand number -> the points the log's line of the hand's score says."""
    model = window.panels.log_panel.model
    found = {}
    for row in model.rows():
        if row.event.kind.value in ("hand_scored", "hand_drawn"):
            numbers = [int(n) for n in re.findall(r"\d+", row.what)]
            found[row.hand] = numbers[0] if row.event.kind.value == "hand_scored" else 0
    return found


def test_a_first_start_welcomes_then_plays_a_whole_match_to_its_end(qtbot, home, start_game):
    def welcome(dialog: QWidget) -> None:
        assert isinstance(dialog, WelcomeDialog), dialog
        click(qtbot, dialog.level_buttons["beginner"])
        click(qtbot, dialog.play_button)

    answer(welcome)
    window = start_game()
    qtbot.waitUntil(lambda: window.view is not None, timeout=20000)
    assert home.store().welcomed()
    match = window.controller.match
    assert match is not None
    print(f"dealt from the seed {match.seed!r}")  # shown if the journey fails: replayable
    choose(qtbot, window, "view", "score_sheet")
    choose(qtbot, window, "view", "match_log")
    summaries = []
    for _ in range(40):
        end = play_hand(qtbot, window)
        assert end.phase == Phase.ENDED
        summaries.append(panel_text(window.scene))
        if end.match_over:
            break
        next_hand(qtbot, window)
    else:
        raise AssertionError("the match did not end in 40 hands")
    history = end.history
    assert [r.hand_number for r in history] == list(range(1, len(summaries) + 1))
    for record, summary in zip(history, summaries, strict=True):
        if record.winner is None:
            assert summary.startswith("Drawn hand"), summary
            continue
        said = re.search(r": \+(\d+)\n", summary)  # "You win the hand: +28"
        assert said is not None and int(said.group(1)) == record.points, summary
    points = {r.hand_number: r.points if r.winner is not None else 0 for r in history}
    assert score_sheet_points(window) == points, "the score sheet says what the felt said"
    assert log_points(window) == points, "the log says what the felt said"
    you, computer = end.scores
    assert f"You: {you} · Computer: {computer}" in summaries[-1]
    next_hand(qtbot, window)  # the match's result, after the last hand's
    qtbot.waitUntil(window.action_bar.again_button.isVisible)
    result = panel_text(window.scene)
    winner = "You win the match" if you > computer else "Computer wins the match"
    assert result.startswith(winner), result
    assert f"Total\n{you}\n{computer}" in result, result
    kept = Statistics(home.data / "statistics.sqlite")
    qtbot.waitUntil(lambda: len(kept.history()) == len(history))
    saved = {e.hand_number: e.points if e.winner is not None else 0 for e in kept.history()}
    assert saved == points, "the statistics keep every hand as it was scored"
