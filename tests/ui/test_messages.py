"""A refusal or notice never makes the table resize or the cards jump: it appears in the
message line under the table, which is always there at one line's height."""

from __future__ import annotations

from PySide6.QtCore import Qt

from .conftest import Scripted, centre, deck, double_click, hand_item, match_on_deck
from .table_queries import snapshot

CARDS = deck("2S 4H 6D 8C TS QH KD 3C 5H 7D", "AS 3S 5S 7S 8S JS AH 2H 4D 6C", "9H", "JC QC")


def test_a_refusal_does_not_resize_the_table_or_move_a_card(qtbot, make_window):
    window = make_window(match=match_on_deck(CARDS, dealer=1), player=Scripted())
    qtbot.wait(50)
    size, cards = window.table.viewport().size(), snapshot(window.scene)
    # Discarding while the first upcard is on offer is refused, in words.
    double_click(qtbot, window, centre(hand_item(window, "KD")))
    message = window.statusBar().currentMessage()
    assert message.startswith("You cannot discard K♦ now")
    qtbot.wait(50)
    assert window.table.viewport().size() == size
    assert snapshot(window.scene) == cards
    long = "A notice long enough to need more than one line on any table. " * 6
    window.say(long)  # after the refusal has been read
    qtbot.waitUntil(lambda: window.statusBar().currentMessage() == long, timeout=6000)
    assert window.table.viewport().size() == size
    double_click(qtbot, window, centre(hand_item(window, "KD")))  # refused again
    assert window.messages.felt.isVisible() and window.messages.felt.text() == message
    qtbot.keyClick(window.table, Qt.Key.Key_P)  # a move of yours clears the refusal
    qtbot.waitUntil(lambda: not window.messages.felt.isVisible())
    assert window.statusBar().currentMessage() != message
    assert window.table.viewport().size() == size
