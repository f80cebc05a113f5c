"""The arrow keys start from the card you just drew (it is outlined: the eye is there),
not from the far end of your hand."""

from __future__ import annotations

from PySide6.QtCore import Qt

from gin_desktop.engine import Card, Phase

from .conftest import Scripted, deck, match_on_deck

# You (seat 0) are offered 5♠, which joins your 2♠ 3♠ 4♠ in the middle of your hand.
OFFERED = deck("9C 9D 9H 2S 3S 4S 5H 6H 7H KD", "AS 3D 5C 7S 8D TC JH QS KS 2D", "5S")


def test_the_first_arrow_starts_from_the_card_just_drawn(qtbot, make_window):
    window = make_window(match=match_on_deck(OFFERED, dealer=1), player=Scripted())
    scene, five = window.scene, Card.from_str("5S")
    qtbot.keyClick(window.table, Qt.Key.Key_T)  # you take 5♠: it joins your spades
    view = window.view
    assert view is not None and view.phase == Phase.DISCARD and scene.drawn == five
    cards = scene.displayed_hand()
    at = cards.index(five)
    assert 0 < at < len(cards) - 1 and scene.selected is None
    qtbot.keyClick(window.table, Qt.Key.Key_Left)
    assert scene.selected == five  # the card just drawn, not the rightmost
    qtbot.keyClick(window.table, Qt.Key.Key_Left)
    assert scene.selected == cards[at - 1]  # and on from there
    qtbot.keyClick(window.table, Qt.Key.Key_Escape)
    qtbot.keyClick(window.table, Qt.Key.Key_Right)
    assert scene.selected == five
    qtbot.keyClick(window.table, Qt.Key.Key_Right)
    assert scene.selected == cards[at + 1]


def test_with_no_card_drawn_the_arrows_start_at_the_ends(qtbot, make_window):
    window = make_window(match=match_on_deck(OFFERED, dealer=1), player=Scripted())
    scene = window.scene
    cards = scene.displayed_hand()
    qtbot.keyClick(window.table, Qt.Key.Key_Left)
    assert scene.selected == cards[-1]
    qtbot.keyClick(window.table, Qt.Key.Key_Escape)
    qtbot.keyClick(window.table, Qt.Key.Key_Right)
    assert scene.selected == cards[0]
