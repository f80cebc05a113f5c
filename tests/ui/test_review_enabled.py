"""Play › Review the hand is off until there is a hand to review: the one just played,
once it has ended (never before the first hand of a match ends)."""

from __future__ import annotations

from PySide6.QtCore import Qt

from gin_desktop.engine import Phase

from .conftest import Scripted, match_on_deck
from .test_hints import GIN_ON_OFFER


def test_review_is_off_until_a_hand_has_ended(qtbot, make_window):
    window = make_window(match=match_on_deck(GIN_ON_OFFER, dealer=1), player=Scripted())
    review = window.commands["review_hand"]
    assert review in window.frame.menus["play"].actions()
    assert not review.isEnabled()  # a new match: nothing played yet
    qtbot.keyClick(window.table, Qt.Key.Key_T)  # take 9♠: four nines
    assert not review.isEnabled()
    qtbot.keyClick(window.table, Qt.Key.Key_G)  # gin, throwing K♦
    view = window.view
    assert view is not None and view.phase == Phase.ENDED
    assert review.isEnabled() and window.action_bar.review_button.isVisible()
    qtbot.keyClick(window.table, Qt.Key.Key_N)  # the next hand: its own review once it ends
    view = window.view
    assert view is not None and view.hand_number == 2 and view.phase != Phase.ENDED
    assert not review.isEnabled()
