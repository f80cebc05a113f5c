"""View > Statistics > Hand history > Replay: a finished hand shown again, step by step with
the arrow, Home and End keys and the buttons, every hand face up in its melds with its
deadwood, and the showdown as it happened; names shown as text; a hand kept before
replays were is listed but not replayed."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from datetime import datetime
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import QApplication, QMessageBox, QWidget

from gin_desktop.engine import HandReplay, Match, RuleSet, best_arrangement
from gin_desktop.session import SeatPlan, Session
from gin_desktop.storage.statistics import Statistics
from gin_desktop.ui.dialogs.history import HistoryDialog
from gin_desktop.ui.dialogs.replay import ReplayDialog
from gin_desktop.ui.dialogs.statistics import StatisticsDialog
from tests.engine.test_replay import Seen, seen
from tests.storage.test_history import version_1_database
from tests.storage.test_statistics import play_and_record, session_against

from .conftest import Scripted, when_modal

RULES = RuleSet(target_score=40)


def played_hand(stats: Statistics, name: str = "Ana") -> list[Seen]:
    """One hand against the computer, recorded; the engine's state after every action."""
    from gin_desktop.ai import create_player

    session = Session(RULES, (SeatPlan(name, None), SeatPlan("Computer", "casual")), seed=None)
    match = Match(RULES, seed=11, names=session.names)
    players = [create_player("strong", seed=1), create_player("casual", seed=2)]
    states = [seen(match.hand)]
    while match.to_act is not None:
        seat = match.to_act
        match.apply(players[seat].choose(match.view(seat)), seat=seat)
        states.append(seen(match.hand))
    stats.record_hand("m11", session, match, datetime(2026, 12, 2, 20, 0))
    return states


def through_the_window(qtbot, make_window, stats: Statistics, act: Callable[[QWidget], None]):
    """Open View > Statistics, then Hand history, and run ``act`` on the history."""
    window = make_window(player=Scripted())
    window.keeper.statistics = stats
    done: list[str] = []

    def on_statistics(dialog: QWidget) -> None:
        assert isinstance(dialog, StatisticsDialog)

        def on_history(history: QWidget) -> None:
            assert isinstance(history, HistoryDialog)
            try:
                act(history)
                done.append("history")
            finally:
                history.reject()

        when_modal(on_history, skip=dialog)
        dialog.history_button.click()
        dialog.reject()

    when_modal(on_statistics)
    window.commands["statistics"].trigger()
    assert done == ["history"] and QApplication.activeModalWidget() is None


def test_a_replay_steps_through_every_state_of_the_hand(qtbot, make_window, tmp_path: Path):
    stats = Statistics(tmp_path / "stats.sqlite")
    states = played_hand(stats)
    looked: list[int] = []

    def on_history(history: QWidget) -> None:
        assert isinstance(history, HistoryDialog)
        assert history.table.rowCount() == 1 and history.replay_button.isEnabled()
        assert history.table.item(0, 5).text() in ("Ana", "Computer")

        def on_replay(replay: QWidget) -> None:
            assert isinstance(replay, ReplayDialog)
            try:
                look_at(qtbot, replay, states)
                looked.append(len(states))
            finally:
                replay.reject()

        when_modal(on_replay, skip=history)
        history.replay_button.click()

    through_the_window(qtbot, make_window, stats, on_history)
    assert looked == [len(states)]


def look_at(qtbot, replay: ReplayDialog, states: list[Seen]) -> None:
    board = replay.board
    replay.activateWindow()  # as the window system does for a dialog that opens
    qtbot.waitUntil(lambda: QApplication.activeWindow() is replay and board.hasFocus())
    assert replay.index == 0 and not replay.back_button.isEnabled()
    assert "dealt 10 cards each" in replay.said.text()
    for number, state in enumerate(states):
        assert replay.index == number
        assert board.step.hands == state.hands and board.step.discard_pile == state.discard_pile
        shown = [sorted(card for group in row.groups for card in group) for row in board.rows()]
        assert shown == [sorted(state.hands[1]), sorted(state.hands[0])]  # the other seat on top
        assert replay.position.text() == f"Move {number} of {len(states) - 1}"
        assert replay.summary.isHidden() == (number < len(states) - 1)
        if number < len(states) - 1:
            qtbot.keyClick(board, Qt.Key.Key_Right)
    result = board.step.result
    assert result is not None and replay.summary.isVisible()
    assert not replay.forward_button.isEnabled()
    assert f"+{result.points}" in replay.summary.text()
    qtbot.keyClick(board, Qt.Key.Key_Home)
    assert replay.index == 0
    replay.last_button.click()
    assert replay.index == len(states) - 1
    replay.back_button.click()
    assert replay.index == len(states) - 2 and replay.summary.isHidden()
    qtbot.keyClick(board, Qt.Key.Key_End)
    assert replay.index == len(states) - 1


def test_each_hand_shows_its_melds_and_its_deadwood_in_words(qtbot, tmp_path: Path):
    stats = Statistics(tmp_path / "stats.sqlite")
    play_and_record(stats, session_against("casual", RULES), 5, [datetime(2026, 12, 2, 20)])
    entry = stats.history()[0]
    hand = stats.recorded_hand(entry.key, entry.hand_number)
    replay = HandReplay(hand.rules, hand.dealer, hand.seed, hand.actions)
    dialog = ReplayDialog(replay, entry.names, 0)
    qtbot.addWidget(dialog)
    for index, step in enumerate(replay.steps):
        dialog.go(index)
        for row in dialog.board.rows():
            shown = step.shown[row.seat]
            assert row.deadwood == shown.points
            assert row.groups[: row.melded] == tuple(m for m in shown.melds if m)
            assert row.groups[row.melded :] == ((shown.deadwood,) if shown.deadwood else ())
            if row.seat != step.knocker:
                least = best_arrangement(step.hands[row.seat], replay.rules)
                assert row.deadwood == least.deadwood_points
            name = entry.names[row.seat]
            assert dialog.board.label(row).startswith(f"{name}: ")
            assert str(row.deadwood) in dialog.board.label(row)
    knocker = replay.steps[-1].knocker
    if knocker is not None:
        (row,) = [r for r in dialog.board.rows() if r.seat == knocker]
        assert row.knocked and "laid down melds" in dialog.board.label(row)


def test_a_name_is_shown_as_text_in_the_replay(qtbot, tmp_path: Path):
    stats = Statistics(tmp_path / "stats.sqlite")
    played_hand(stats, name="<b>Ana</b>")
    entry = stats.history()[0]
    hand = stats.recorded_hand(entry.key, entry.hand_number)
    replay = HandReplay(hand.rules, hand.dealer, hand.seed, hand.actions)
    dialog = ReplayDialog(replay, entry.names, 1)  # from the computer's seat: Ana is "them"
    qtbot.addWidget(dialog)
    dialog.last()
    summary = dialog.summary.text()
    assert "<b>Ana</b>" not in summary  # escaped in the rich text...
    shown = QTextDocument()
    shown.setHtml(summary)
    assert "<b>Ana</b>" in shown.toPlainText()  # ...so it reads as the name typed
    (row,) = [r for r in dialog.board.rows() if r.seat == 0]
    assert dialog.board.label(row).startswith("<b>Ana</b>: ")  # painted as plain text


def test_a_hand_kept_before_replays_is_listed_but_not_replayed(qtbot, make_window, tmp_path: Path):
    path = tmp_path / "stats.sqlite"
    version_1_database(path)
    stats = Statistics(path)
    said: list[str] = []

    def on_history(history: QWidget) -> None:
        assert isinstance(history, HistoryDialog)
        assert history.table.rowCount() == 1 and not history.replay_button.isEnabled()
        assert "before hands were kept" in history.table.item(0, 0).toolTip()

        def answer(box: QWidget) -> None:
            assert isinstance(box, QMessageBox)
            said.append(box.text())
            box.accept()

        when_modal(answer, skip=history)
        history.table.cellDoubleClicked.emit(0, 0)

    through_the_window(qtbot, make_window, stats, on_history)
    assert said == ["This hand was recorded before hands were kept for replay."]


def test_a_replay_shows_the_cards_and_the_felt_as_chosen(qtbot, make_window, tmp_path: Path):
    stats = Statistics(tmp_path / "stats.sqlite")
    played_hand(stats)
    looked: list[tuple[str, str, bool]] = []
    window_looks: list[object] = []

    def on_history(history: QWidget) -> None:
        def on_replay(replay: QWidget) -> None:
            assert isinstance(replay, ReplayDialog)
            board = replay.board
            looked.append((board.art.back, board.felt, board.art.four_colour))
            replay.reject()

        when_modal(on_replay, skip=history)
        history.replay_button.click()
        history.reject()

    window = make_window(player=Scripted())
    window.apply_preferences(
        replace(window.preferences, card_back="red", table_colour="blue", deck_style="four_colour")
    )
    window_looks.append(window.scene.felt)
    window.keeper.statistics = stats

    def on_statistics(dialog: QWidget) -> None:
        when_modal(on_history, skip=dialog)
        dialog.history_button.click()
        dialog.reject()

    when_modal(on_statistics)
    window.commands["statistics"].trigger()
    assert window_looks == ["blue"] and looked == [("red", "blue", True)]


def test_a_partnership_game_replays_from_the_history_with_its_pair(
    qtbot, make_window, tmp_path: Path
):
    """Both games of a partnership hand are listed, each naming its pair, and each one
    replays (it said "damaged" before: its players were not kept)."""
    from tests.storage.test_partnership_records import played_and_recorded

    stats = Statistics(tmp_path / "stats.sqlite")
    match = played_and_recorded(stats)
    opened: list[str] = []

    def on_history(history: QWidget) -> None:
        assert isinstance(history, HistoryDialog)
        assert history.table.rowCount() == len(match.history)
        assert " against " in history.table.item(0, 3).text()

        def on_replay(replay: QWidget) -> None:
            opened.append(type(replay).__name__)
            replay.reject()

        when_modal(on_replay, skip=history)
        history.table.setCurrentCell(0, 0)
        history.replay_button.click()

    through_the_window(qtbot, make_window, stats, on_history)
    assert opened == ["ReplayDialog"]
