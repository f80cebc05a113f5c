"""A hand that ends while another program holds the statistics: the window is told once,
never held, and the hand is written as soon as the other program lets go; a hand still
waiting when the window closes is written at the next start."""

from __future__ import annotations

import sqlite3
from pathlib import Path

from gin_desktop.storage.statistics import Statistics
from gin_desktop.storage.statistics_kept import open_statistics, pending_path, write_kept
from gin_desktop.ui.window.app import MainWindow

from .conftest import Scripted
from .test_keeping import open_window

BUSY = "Another program is using the statistics"


def play_one_hand(qtbot, window: MainWindow) -> None:
    controller, you = window.controller, Scripted()
    for _ in range(400):
        match = controller.match
        if match is not None and match.history:
            return
        if match is not None and match.to_act == controller.viewer:
            controller.action_requested(you.choose(match.view(match.to_act)))
        qtbot.wait(1)
    raise AssertionError("the hand did not end")


def test_a_hand_waits_for_a_held_database_and_is_written_when_it_is_free(
    qtbot, store, tmp_path: Path
):
    path = tmp_path / "statistics.sqlite"
    statistics = Statistics(path)
    window = open_window(qtbot, store, tmp_path, statistics=statistics)
    said: list[str] = []
    window.statusBar().messageChanged.connect(said.append)
    other = sqlite3.connect(path, isolation_level=None)
    other.execute("BEGIN EXCLUSIVE")
    play_one_hand(qtbot, window)
    qtbot.waitUntil(lambda: any(BUSY in text for text in said), timeout=3000)
    assert statistics.history() == [] or other.in_transaction
    other.execute("ROLLBACK")
    other.close()
    qtbot.waitUntil(lambda: len(statistics.history()) == 1, timeout=10_000)
    assert sum(BUSY in text for text in said) == 1


def test_a_hand_still_waiting_at_the_close_is_written_at_the_next_start(
    qtbot, store, tmp_path: Path
):
    path = tmp_path / "statistics.sqlite"
    statistics = Statistics(path)
    window = open_window(qtbot, store, tmp_path, statistics=statistics)
    other = sqlite3.connect(path, isolation_level=None)
    other.execute("BEGIN EXCLUSIVE")
    play_one_hand(qtbot, window)
    qtbot.waitUntil(lambda: bool(window.keeper.recorder.waiting), timeout=3000)
    window.close()
    qtbot.waitUntil(lambda: not window.isVisible())
    assert pending_path(path).exists()
    other.execute("ROLLBACK")
    other.close()
    opened = open_statistics(path)
    assert opened.statistics is not None and write_kept(opened.statistics) == 1
    assert [entry.hand_number for entry in opened.statistics.history()] == [1]


def test_a_review_done_while_its_hand_waits_is_written_with_it(qtbot, store, tmp_path: Path):
    """The coach reviews the hand behind the play; the database is still held when the
    review is done: the accuracy waits with the hand, and both are written together."""
    path = tmp_path / "statistics.sqlite"
    statistics = Statistics(path)
    window = open_window(qtbot, store, tmp_path, statistics=statistics)
    other = sqlite3.connect(path, isolation_level=None)
    other.execute("BEGIN EXCLUSIVE")
    with qtbot.waitSignal(window.hand_reviews.reviewed, timeout=60_000):
        play_one_hand(qtbot, window)
    (waiting,) = window.keeper.recorder.waiting
    assert waiting.review is not None and waiting.review[1] > 0
    other.execute("ROLLBACK")
    other.close()
    qtbot.waitUntil(lambda: bool(statistics.accuracy_by_match()), timeout=10_000)
    fine, decisions = waiting.review
    assert statistics.accuracy_by_match()[0][1] == fine / decisions


def test_a_review_kept_for_the_next_start_with_its_hand(qtbot, store, tmp_path: Path):
    path = tmp_path / "statistics.sqlite"
    statistics = Statistics(path)
    window = open_window(qtbot, store, tmp_path, statistics=statistics)
    other = sqlite3.connect(path, isolation_level=None)
    other.execute("BEGIN EXCLUSIVE")
    with qtbot.waitSignal(window.hand_reviews.reviewed, timeout=60_000):
        play_one_hand(qtbot, window)
    window.close()
    qtbot.waitUntil(lambda: not window.isVisible())
    other.execute("ROLLBACK")
    other.close()
    opened = open_statistics(path)
    assert opened.statistics is not None and write_kept(opened.statistics) == 1
    assert len(opened.statistics.accuracy_by_match()) == 1


def test_a_review_of_a_written_hand_waits_when_the_database_is_held(qtbot, tmp_path: Path):
    """The hand was written; by the time its review is done another program holds the
    database: the hand waits again, its review with it, and nothing is lost."""
    from gin_desktop.play.statistics_writer import StatisticsWriter
    from gin_desktop.storage.statistics import hand_row
    from tests.storage.test_statistics_trouble import WHEN, one_hand_played

    path = tmp_path / "statistics.sqlite"
    statistics = Statistics(path)
    said: list[str] = []
    writer = StatisticsWriter(None, statistics, said.append)  # type: ignore[arg-type]
    match, session = one_hand_played()
    writer.add(hand_row("m1", session, match, WHEN))
    assert writer.waiting == [] and len(statistics.history()) == 1
    other = sqlite3.connect(path, isolation_level=None)
    other.execute("BEGIN EXCLUSIVE")
    assert writer.reviewed("m1", 1, 0, (3, 4))
    assert [row.review for row in writer.waiting] == [(3, 4)] and any(BUSY in s for s in said)
    other.execute("ROLLBACK")
    other.close()
    writer.write_waiting()
    assert writer.waiting == [] and statistics.accuracy_by_match()[0][1] == 0.75
    assert len(statistics.history()) == 1  # the hand written again, not twice
    assert not writer.reviewed("m9", 1, 0, (1, 1))  # a hand it never recorded
