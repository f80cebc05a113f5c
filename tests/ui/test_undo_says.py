"""Undo says what it took back, where the player looks: on the felt and in the message
line, until the next move."""

from __future__ import annotations

from PySide6.QtCore import Qt

from gin_desktop.engine import Card, Phase

from .conftest import centre, double_click, hand_item, match_on_deck, wait_my_turn
from .test_undo import CARDS, HeldBack


def test_undo_says_which_discard_it_took_back(qtbot, make_window):
    computer = HeldBack()
    window = make_window(match=match_on_deck(CARDS, dealer=1), player=computer)
    qtbot.mouseClick(window.action_bar.pass_button, Qt.MouseButton.LeftButton)
    wait_my_turn(qtbot, window)
    qtbot.keyClick(window.table, Qt.Key.Key_S)
    computer.release.clear()  # the computer thinks until told
    double_click(qtbot, window, centre(hand_item(window, "KD")))
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    view = window.view
    assert view is not None and view.phase == Phase.DISCARD and Card.from_str("KD") in view.hand
    said = "Your discard of K♦ is taken back: it is in your hand again."
    assert window.statusBar().currentMessage() == said
    felt = window.messages.felt
    assert felt.isVisible() and felt.text() == said
    double_click(qtbot, window, centre(hand_item(window, "KD")))  # thrown again: answered
    assert said not in (window.statusBar().currentMessage(), felt.text() * felt.isVisible())
    computer.release.set()
