"""One registry of commands: the menus, the buttons and the keys are the same QActions,
enabled from the view on the table."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence

from gin_desktop.engine import Phase

from .conftest import Scripted, deck, match_on_deck, wait_my_turn

JUNK_DECK = deck("2S 4H 6D 8C TS QH KD 3C 5H 7D", "AS 3S 5S 7S 8S JS AH 2H 4D 6C", "9S", "JC")


def menu_actions(window) -> dict[str, list[str]]:
    return {
        menu.title(): [action.text() for action in menu.actions() if not action.isSeparator()]
        for menu in (action.menu() for action in window.menuBar().actions())
        if menu is not None
    }


def test_the_play_menu_lists_every_move_with_its_key(qtbot, make_window):
    window = make_window(match=match_on_deck(JUNK_DECK, dealer=1), player=Scripted())
    play = next(menu.menu() for menu in window.menuBar().actions() if menu.text() == "&Play")
    keys = {action.text(): action.shortcut().toString() for action in play.actions()}
    assert keys["&Draw from the stock"] == "S" and keys["&Knock"] == "K"
    assert keys["&Pass the upcard"] == "P" and keys["&Next hand"] == "N"
    assert set(menu_actions(window)) == {"&Game", "&Play", "&View", "&Help"}


def test_a_button_is_its_command(qtbot, make_window):
    window = make_window(match=match_on_deck(JUNK_DECK, dealer=1), player=Scripted())
    take = window.commands["take"]
    assert window.action_bar.take_button.text() == take.iconText() == "Take"
    assert window.action_bar.take_button.isEnabled() == take.isEnabled() is True
    assert take.shortcuts() == [QKeySequence("T"), QKeySequence("D")]
    qtbot.mouseClick(window.action_bar.pass_button, Qt.MouseButton.LeftButton)
    wait_my_turn(qtbot, window)
    assert window.view.phase == Phase.DRAW


def test_moves_are_off_while_it_is_not_your_turn_and_knock_until_the_rules_allow(
    qtbot, make_window
):
    window = make_window(match=match_on_deck(JUNK_DECK, dealer=0), player=Scripted(), speed="slow")
    commands = window.commands
    if not window.view.is_my_turn:
        assert not commands["draw_stock"].isEnabled()
        assert not window.action_bar.take_button.isEnabled()
    wait_my_turn(qtbot, window)
    drawing = window.view.phase == Phase.DRAW  # else the first upcard is offered to you
    assert commands["draw_stock"].isEnabled() == drawing
    assert commands["pass_upcard"].isEnabled() != drawing and commands["take"].isEnabled()
    assert not commands["done"].isEnabled() and not commands["best_lay_off"].isEnabled()
    assert not commands["knock"].isEnabled() and not commands["gin"].isEnabled()
    assert commands["knock"].iconText() == "Knock"


def test_a_key_whose_move_is_off_still_hears_why(qtbot, make_window):
    """K with a chosen card, B, and S in the wrong phase: the command is off, the key is
    not silent: the rules' refusal is shown, and the board is unchanged."""
    window = make_window(match=match_on_deck(JUNK_DECK, dealer=1), player=Scripted())
    table = window.table
    qtbot.keyClick(table, Qt.Key.Key_P)
    wait_my_turn(qtbot, window)
    qtbot.keyClick(table, Qt.Key.Key_S)
    qtbot.waitUntil(lambda: window.view.phase == Phase.DISCARD)
    assert not window.commands["knock"].isEnabled()
    qtbot.keyClick(table, Qt.Key.Key_Left)
    chosen = window.scene.selected
    assert chosen is not None
    hand = window.view.hand
    qtbot.keyClick(table, Qt.Key.Key_K)
    message = window.statusBar().currentMessage()
    assert message.startswith(f"You cannot knock with {chosen.pretty}:"), message
    qtbot.keyClick(table, Qt.Key.Key_B)
    assert window.statusBar().currentMessage().endswith("would be deadwood.")
    qtbot.keyClick(table, Qt.Key.Key_S)
    assert window.statusBar().currentMessage().startswith("You cannot draw from the stock now")
    assert window.view.hand == hand and window.view.phase == Phase.DISCARD
