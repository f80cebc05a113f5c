"""What answers a position (a hint, a refusal) goes as soon as that position moves on,
whoever moved: a hint does not stay over your line while the computer plays on."""

from __future__ import annotations

from PySide6.QtCore import Qt

from .conftest import Scripted, centre, double_click, hand_item, match_on_deck, wait_my_turn
from .test_hints import GIN_ON_OFFER
from .test_undo import HeldBack


def _said(window) -> tuple[str, str]:
    felt = window.messages.felt
    return window.statusBar().currentMessage(), felt.text() if felt.isVisible() else ""


def test_a_hint_goes_as_soon_as_the_move_it_answered_is_made(qtbot, make_window):
    window = make_window(match=match_on_deck(GIN_ON_OFFER, dealer=1), player=Scripted())
    qtbot.keyClick(window.table, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: bool(window.hints.given), timeout=30000)
    hint = window.hints.given[-1]
    qtbot.waitUntil(lambda: _said(window) == (hint, hint))  # on the felt and the line
    qtbot.keyClick(window.table, Qt.Key.Key_T)  # you take 9♠, as it said: answered
    view = window.view
    assert view is not None and view.is_my_turn and len(view.hand) == 11
    assert hint not in _said(window)


def test_a_hint_asked_and_a_refusal_go_when_the_computer_moves(qtbot, make_window):
    computer = HeldBack()
    window = make_window(match=match_on_deck(GIN_ON_OFFER, dealer=1), player=computer)
    computer.release.clear()  # the computer thinks until told
    qtbot.keyClick(window.table, Qt.Key.Key_H)
    thinking = window.statusBar().currentMessage()
    assert thinking.startswith("Thinking about your move")
    qtbot.keyClick(window.table, Qt.Key.Key_P)  # you pass before it answers
    double_click(qtbot, window, centre(hand_item(window, "KD")))  # not yours to discard now
    refusal = window.statusBar().currentMessage()
    assert refusal and refusal != thinking
    assert window.messages.felt.text() == refusal
    computer.release.set()
    wait_my_turn(qtbot, window)  # the computer passed, drew and discarded
    assert not {thinking, refusal} & set(_said(window))
    assert window.hints.given == []  # the answer about the position gone is dropped
