"""Undo within a turn against the computer: a discard is taken back (Ctrl+Z) until the
computer has moved, the match is then marked as assisted; never in hot-seat."""

from __future__ import annotations

import threading
import time
from datetime import datetime
from pathlib import Path

from PySide6.QtCore import Qt

from gin_desktop.ai import create_player
from gin_desktop.engine import Card, Match, NextHand, Phase, RuleSet
from gin_desktop.session import SeatPlan, Session
from gin_desktop.storage.statistics import Statistics

from .conftest import (
    Scripted,
    centre,
    deck,
    double_click,
    hand_item,
    match_on_deck,
    wait_my_turn,
)
from .test_hotseat import hotseat_window, reveal

CARDS = deck("2S 4H 6D 8C TS QH KD 3C 5H 7D", "AS 3S 5S 7S 8S JS AH 2H 4D 6C", "9H", "JC QC")


class HeldBack(Scripted):
    """Plays as Scripted, but only once ``release`` is set: the test decides when the
    computer has moved, not a clock."""

    def __init__(self) -> None:
        self.release = threading.Event()
        self.release.set()

    def choose(self, view):
        while not self.release.is_set():  # pure Python, so that a stop reaches it
            time.sleep(0.001)
        return super().choose(view)


def test_a_discard_is_taken_back_until_the_computer_moves(qtbot, make_window):
    computer = HeldBack()
    window = make_window(match=match_on_deck(CARDS, dealer=1), player=computer)
    window.panels.set_shown("match_log", True)
    log, undo = window.panels.log_panel.model, window.commands["undo"]
    qtbot.mouseClick(window.action_bar.pass_button, Qt.MouseButton.LeftButton)
    wait_my_turn(qtbot, window)
    qtbot.keyClick(window.table, Qt.Key.Key_S)
    assert not undo.isEnabled()
    held, events, logged = window.view.hand, len(window.view.events), log.rowCount()
    computer.release.clear()  # the computer thinks until told
    double_click(qtbot, window, centre(hand_item(window, "KD")))
    assert window.view.top_discard == Card.from_str("KD") and undo.isEnabled()
    assert log.rowCount() == logged + 1
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    view = window.view
    assert view.phase == Phase.DISCARD and view.is_my_turn and set(view.hand) == set(held)
    assert len(view.events) == events and not undo.isEnabled()
    assert window.controller.session.assisted and not window.controller.thinking
    assert log.rowCount() == logged  # the taken-back discard left the log too
    # Throw another card; once the computer has moved, nothing can be taken back.
    double_click(qtbot, window, centre(hand_item(window, "QH")))
    computer.release.set()
    wait_my_turn(qtbot, window)
    assert not undo.isEnabled()
    before = window.controller.match.to_dict()
    assert not window.controller.undo_requested()
    assert window.statusBar().currentMessage().startswith("There is nothing to take back")
    assert window.controller.match.to_dict() == before


def test_there_is_no_undo_in_hot_seat(qtbot, make_window):
    window = hotseat_window(make_window)
    reveal(qtbot, window, 0)
    qtbot.keyClick(window.table, Qt.Key.Key_P)
    reveal(qtbot, window, 1)
    qtbot.keyClick(window.table, Qt.Key.Key_P)
    reveal(qtbot, window, 2)
    qtbot.keyClick(window.table, Qt.Key.Key_S)
    card = window.view.hand[0]
    double_click(qtbot, window, centre(hand_item(window, str(card))))
    assert not window.commands["undo"].isEnabled()
    assert not window.controller.undo_requested()
    assert not window.controller.session.assisted


def test_an_assisted_match_is_marked_in_the_statistics(tmp_path: Path):
    stats = Statistics(tmp_path / "stats.sqlite")
    rules = RuleSet(target_score=10)
    for key, assisted in (("plain", False), ("helped", True)):
        session = Session(
            rules, (SeatPlan("Ana", None), SeatPlan("Computer", "casual")), 1, assisted
        )
        match = Match(rules, seed=3, names=session.names)
        players = [create_player("strong", 1), create_player("casual", 2)]
        while not match.is_over:
            if match.to_act is None:
                match.apply(NextHand())
                continue
            seat = match.to_act
            match.apply(players[seat].choose(match.view(seat)), seat=seat)
            if match.to_act is None:
                stats.record_hand(key, session, match, datetime(2026, 12, 2, 12))
    (line,) = stats.figures()
    assert line.matches == 2 and line.assisted == 1
    assert Session.from_dict(session.to_dict()).assisted
