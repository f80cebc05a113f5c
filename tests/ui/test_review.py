"""The review of a hand, driven through the window: after a hand with a deliberate blunder
(passing an upcard worth 7 expected points), Review shows that decision marked a blunder
with the coach's move named; the same hand reviewed from the hand history is reviewed
alike."""

from __future__ import annotations

from datetime import datetime
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QWidget

from gin_desktop.ai import create_player
from gin_desktop.engine import Phase
from gin_desktop.storage.statistics import Statistics
from gin_desktop.ui.dialogs.history import HistoryDialog
from gin_desktop.ui.dialogs.replay import ReplayDialog
from gin_desktop.ui.dialogs.review import ReviewDialog

from .conftest import Scripted, wait_my_turn, when_modal
from .test_table_play import play_my_turn

FIRST_OFFER_BLUNDER_SEED = 1
"""A match whose first hand offers you (seat 0, to act first) an upcard the coach takes:
passing it gives away 7 expected points (``tests/ai/test_review.py`` shows how such a
decision is judged)."""


def pass_then_play_to_the_end(qtbot, window) -> None:
    """The blunder (pass the upcard), then the hand played to its end."""
    qtbot.keyClick(window.table, Qt.Key.Key_P)
    for _ in range(120):
        wait_my_turn(qtbot, window)
        if window.view.phase == Phase.ENDED:
            return
        play_my_turn(qtbot, window)


def rows(review: ReviewDialog) -> list[list[str]]:
    table = review.table
    return [
        [table.item(row, column).text() for column in range(table.columnCount())]
        for row in range(table.rowCount())
    ]


def test_a_costly_pass_is_marked_and_the_better_move_named(qtbot, make_window, tmp_path: Path):
    window = make_window(player=Scripted(), seed=FIRST_OFFER_BLUNDER_SEED)
    offered = window.view.top_discard
    assert window.view.phase == Phase.FIRST_UPCARD and window.view.is_my_turn
    pass_then_play_to_the_end(qtbot, window)
    assert window.view.phase == Phase.ENDED
    bar = window.action_bar
    assert bar.review_button.isVisible()
    qtbot.mouseClick(bar.review_button, Qt.MouseButton.LeftButton)
    review = window.dialogs.review
    assert isinstance(review, ReviewDialog) and review.isVisible()
    with qtbot.waitSignal(review.reviewed, timeout=60000):
        pass
    first = rows(review)[0]
    card = offered.pretty
    assert first[:4] == ["1", "Ana", f"passing {card}", f"taking {card}"]
    assert first[5] in ("mistake", "blunder")  # the upcard melded: passing it cost points
    assert "accuracy" in review.status.text() and "Computer" not in review.status.text()
    assert {row[1] for row in rows(review)} == {"Ana"}
    review.others_box.click()  # the computer's decisions, reviewed as yours are
    assert {row[1] for row in rows(review)} == {"Ana", "Computer"}
    assert "Computer:" in review.status.text()
    review.others_box.click()

    # The same hand from the hand history: reviewed alike.
    stats = Statistics(tmp_path / "statistics.sqlite")
    session, match = window.controller.session, window.controller.match
    assert session is not None and match is not None
    stats.record_hand("m1", session, match, datetime(2026, 12, 5, 20, 0))
    history = HistoryDialog(stats, {}, parent=None)
    qtbot.addWidget(history)
    assert history.review_button.isEnabled()
    qtbot.mouseClick(history.review_button, Qt.MouseButton.LeftButton)
    again = history.review
    assert again is not None
    with qtbot.waitSignal(again.reviewed, timeout=60000):
        pass
    assert again.reviews == review.reviews and rows(again) == rows(review)
    review.close()
    again.close()

    # Its replay: the coach's word beside each step, the blunder at the first.
    said: list[str] = []

    def look(replay: QWidget) -> None:
        assert isinstance(replay, ReplayDialog)
        try:
            qtbot.waitUntil(lambda: replay.review is not None, timeout=60000)
            qtbot.keyClick(replay.board, Qt.Key.Key_Right)  # move 1: the pass
            said.append(replay.coach.text())
        finally:
            replay.reject()

    when_modal(look, skip=history)
    history.replay_button.click()
    (coach,) = said
    assert coach.startswith(f"The coach: taking {card} rather than passing {card}; ")
    assert coach.endswith((" points given away, a mistake.", " points given away, a blunder."))


def test_every_hand_is_reviewed_behind_the_play_and_its_accuracy_charted(
    qtbot, store, tmp_path: Path
) -> None:
    from gin_desktop.session import MatchSettings
    from gin_desktop.ui.dialogs.statistics import StatisticsDialog

    from .test_keeping import open_window

    stats = Statistics(tmp_path / "statistics.sqlite")
    settings = MatchSettings.against_computer("Ana", "casual", seed=FIRST_OFFER_BLUNDER_SEED)
    window = open_window(qtbot, store, tmp_path / "data", settings, statistics=stats)
    pass_then_play_to_the_end(qtbot, window)
    qtbot.waitUntil(lambda: bool(stats.accuracy_by_match()), timeout=60000)
    ((_, accuracy),) = stats.accuracy_by_match()
    assert 0 < accuracy < 1  # a blunder among fine decisions
    dialog = StatisticsDialog(stats, {})
    qtbot.addWidget(dialog)
    assert dialog.accuracy.rates == [accuracy]


def choose_by_keys(qtbot, window, card) -> None:
    """Choose ``card`` in your hand with the arrow keys, as a player does: the first press
    chooses a card (the one just drawn, if any), the next ones go towards ``card``."""
    table, scene = window.table, window.scene
    if scene.selected is None:
        qtbot.keyClick(table, Qt.Key.Key_Right)
    cards = scene.displayed_hand()
    assert scene.selected in cards and card in cards
    right = cards.index(card) > cards.index(scene.selected)
    towards = Qt.Key.Key_Right if right else Qt.Key.Key_Left
    for _ in range(len(cards)):
        if scene.selected == card:
            return
        qtbot.keyClick(table, towards)
    assert scene.selected == card


def play_by_keys(qtbot, window, action) -> None:
    """Make ``action`` through the table's keys."""
    from gin_desktop.engine import (
        BigGin,
        Discard,
        DrawDiscard,
        DrawStock,
        FinishLayoffs,
        Knock,
        LayOff,
        PassUpcard,
    )

    table = window.table
    keys = {PassUpcard: Qt.Key.Key_P, DrawDiscard: Qt.Key.Key_T, DrawStock: Qt.Key.Key_S}
    if type(action) in keys:
        qtbot.keyClick(table, keys[type(action)])
    elif isinstance(action, Discard):
        choose_by_keys(qtbot, window, action.card)
        qtbot.keyClick(table, Qt.Key.Key_Return)
    elif isinstance(action, Knock):
        choose_by_keys(qtbot, window, action.card)
        gin = window.gestures.gin_card() == action.card
        qtbot.keyClick(table, Qt.Key.Key_G if gin else Qt.Key.Key_K)
    elif isinstance(action, BigGin):
        qtbot.keyClick(table, Qt.Key.Key_B)
    elif isinstance(action, LayOff | FinishLayoffs):
        qtbot.keyClick(table, Qt.Key.Key_O)  # the best lay-offs, then done
    else:
        raise AssertionError(f"no key for {action!r}")


def test_a_hand_played_as_the_coach_would_is_reviewed_with_no_mistake(qtbot, make_window):
    """Each of your moves is the coach's best on your view of the match (the view the hint
    is asked on, and the review judges), made with the table's keys; the review then
    marks every one fine."""
    from gin_desktop.ai.coach import HINT_BUDGET, HINT_SEED
    from gin_desktop.ai.search import evaluate

    window = make_window(level="casual", seed=FIRST_OFFER_BLUNDER_SEED)
    match = window.controller.match
    assert match is not None
    made = 0
    for _ in range(120):
        wait_my_turn(qtbot, window)
        if window.view.phase == Phase.ENDED:
            break
        view = match.view(0)  # as the hint sees it, and the record keeps it
        if len(view.legal_actions) > 1:
            best = evaluate(view, HINT_BUDGET, HINT_SEED)[0].action
        else:
            best = view.legal_actions[0]
        before = len(match.hands_in_play[0].view(0).events)
        play_by_keys(qtbot, window, best)
        qtbot.waitUntil(
            lambda n=before: len(match.hands_in_play[0].view(0).events) > n, timeout=5000
        )
        made += 1
    assert window.view.phase == Phase.ENDED and made >= 5
    qtbot.mouseClick(window.action_bar.review_button, Qt.MouseButton.LeftButton)
    review = window.dialogs.review
    assert isinstance(review, ReviewDialog)
    with qtbot.waitSignal(review.reviewed, timeout=60000):
        pass
    marks = [row[5] for row in rows(review)]
    assert len(marks) >= 3 and set(marks) == {"fine"}
    assert "accuracy 100%" in review.status.text()
    review.close()


def test_the_review_shows_its_progress_and_fills_in_decision_by_decision(qtbot) -> None:
    """The review is asked of its worker a turn at a time: the pane says how many moves
    the coach has reviewed of how many, and shows each decision as it comes, not an
    empty pane until the whole hand is done."""
    from gin_desktop.ai.review import Reviewer, jobs_of_hand
    from gin_desktop.engine import Match, RuleSet
    from gin_desktop.ui.dialogs.review import PART_MOVES

    match = Match(RuleSet(), seed=41, names=("Ana", "Computer"))
    players = [create_player("beginner", 1), create_player("casual", 2)]
    while match.to_act is not None:
        seat = match.to_act
        match.apply(players[seat].choose(match.view(seat)), seat=seat)
    (job,) = jobs_of_hand(match, (0, 1))
    reviewer = Reviewer()
    dialog = ReviewDialog([job], match.names, (0, 1), reviewer_factory=lambda *_: reviewer)
    qtbot.addWidget(dialog)
    dialog.show()
    moves = len(job.actions)
    assert dialog.status.text() == f"The coach is reviewing the hand: move 0 of {moves}…"
    seen: list[tuple[str, int, bool]] = []
    dialog.work.added.connect(
        lambda: seen.append((dialog.status.text(), dialog.table.rowCount(), dialog.work.done))
    )
    with qtbot.waitSignal(dialog.reviewed, timeout=120000):
        pass
    assert len(seen) == -(-moves // PART_MOVES)  # one answer a turn
    said = [text for text, _, _ in seen[:-1]]
    assert said == [
        f"The coach is reviewing the hand: move {min(moves, n * PART_MOVES)} of {moves}…"
        for n in range(1, len(seen))
    ]
    assert any(rows > 0 and not done for _, rows, done in seen)  # shown before the end
    assert seen[-1][1:] == (len(dialog.reviews[0].decisions), True)
    assert "accuracy" in dialog.status.text()
    dialog.close()


def test_the_review_is_worked_out_in_a_worker_process_not_the_windows(qtbot):
    """Off the window's thread and out of its process: the window's thread only sends
    the hand and shows the answers."""
    import os

    from gin_desktop.ai.review import jobs_of_hand
    from gin_desktop.engine import Match, RuleSet
    from gin_desktop.ui.dialogs.review import ReviewWork

    match = Match(RuleSet(), seed=41, names=("Ana", "Computer"))
    players = [create_player("beginner", 1), create_player("casual", 2)]
    while match.to_act is not None:
        seat = match.to_act
        match.apply(players[seat].choose(match.view(seat)), seat=seat)
    work = ReviewWork(jobs_of_hand(match, (0,)))
    try:
        with qtbot.waitSignal(work.added, timeout=120000):
            pass
        worker = work.pid
        assert worker is not None and worker != os.getpid()
    finally:
        work.close()


def test_the_worker_holds_the_next_turn_while_it_reviews_one(qtbot) -> None:
    """The next part is asked before the one being reviewed is answered: the worker goes
    from one to the next without waiting for the window to ask."""
    import threading

    from gin_desktop.ai.review import jobs_of_hand, review
    from gin_desktop.engine import Match, RuleSet

    match = Match(RuleSet(), seed=41, names=("Ana", "Computer"))
    players = [create_player("beginner", 1), create_player("casual", 2)]
    while match.to_act is not None:
        seat = match.to_act
        match.apply(players[seat].choose(match.view(seat)), seat=seat)

    class HoldsTwo:
        """Answers the first part only once the second has been asked."""

        def __init__(self) -> None:
            self.parts: list[object] = []
            self.second = threading.Event()

        def choose(self, job):
            self.parts.append(job.part)
            if len(self.parts) == 2:
                self.second.set()
            if not self.second.wait(120):
                raise AssertionError("the second part was not asked before the first answer")
            return review(job)

    reviewer = HoldsTwo()
    dialog = ReviewDialog(jobs_of_hand(match, (0,)), match.names, (0,), None, lambda *_: reviewer)
    qtbot.addWidget(dialog)
    with qtbot.waitSignal(dialog.reviewed, timeout=180000):
        pass
    assert reviewer.parts[:2] == [(1, 2), (3, 4)]
    assert "accuracy" in dialog.status.text()
    dialog.close()
