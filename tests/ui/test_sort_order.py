"""A new hand is always shown in the player's sort order: after a New match that starts
at hand 1 as the last one did, and for each player in hot-seat, hand after hand."""

from __future__ import annotations

from PySide6.QtCore import Qt

from gin_desktop.engine import Phase
from gin_desktop.plan.hand_order import sorted_by
from gin_desktop.ui.dialogs.new_match import NewMatchDialog

from .conftest import Scripted, when_modal
from .test_hotseat import NAMES, hotseat_window, play_hand, privacy_up, reveal


def in_sort_order(window) -> bool:
    view, scene = window.view, window.scene
    return scene.displayed_hand() == sorted_by(view.hand, scene.sort_order, view.rules)


def test_a_new_match_at_hand_1_shows_the_new_hand_sorted(qtbot, make_window):
    window = make_window(player=Scripted(), seed=5)
    assert window.view.hand_number == 1 and in_sort_order(window)
    qtbot.mouseClick(window.action_bar.suit_button, Qt.MouseButton.LeftButton)  # your own order now
    for sort_order in ("melds", "rank"):
        window.scene.sort_order = sort_order

        def deal(dialog) -> None:
            assert isinstance(dialog, NewMatchDialog)
            dialog.deal_button.click()

        when_modal(deal)
        window.commands["new_match"].trigger()
        qtbot.waitUntil(lambda: window.view is not None and window.view.hand_number == 1)
        assert in_sort_order(window), sort_order


def test_each_hot_seat_player_sees_each_new_hand_sorted(qtbot, make_window):
    window = hotseat_window(make_window)
    for number in (1, 2, 3):
        for turn in range(2):  # the player offered the upcard, then the other
            assert privacy_up(window)
            reveal(qtbot, window, turn)
            view = window.view
            assert view is not None and view.hand_number == number
            assert view.phase == Phase.FIRST_UPCARD and len(view.hand) == 10
            assert in_sort_order(window), (number, NAMES[view.seat])
            suit = window.action_bar.suit_button
            qtbot.mouseClick(suit, Qt.MouseButton.LeftButton)  # their own order
            qtbot.keyClick(window.table, Qt.Key.Key_P)  # pass the upcard
        play_hand(qtbot, window, [])
        qtbot.mouseClick(window.action_bar.next_button, Qt.MouseButton.LeftButton)
