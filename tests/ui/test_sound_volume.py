"""Sound at the table: every seat's move heard at the volume of the preferences, none at 0;
the preferences' slider starts on and quiet. The sounds themselves are tested in
tests/play/test_sounds.py."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QWidget

from gin_desktop.play.sounds import SoundBoard
from gin_desktop.storage import Preferences
from gin_desktop.ui.dialogs.preferences import PreferencesDialog
from tests.play.test_sounds import LISTEN

from .conftest import (
    Scripted,
    centre,
    deck,
    double_click,
    match_on_deck,
    wait_my_turn,
    when_modal,
)


def test_moves_sound_at_the_volume_chosen_and_none_at_zero(qtbot, make_window) -> None:
    cards = deck("2S 4H 6D 8C TS QH KD 3C 5H 7D", "AS 3S 5S 7S 8S JS AH 2H 4D 6C", "9H", "JC QC")
    window = make_window(match=match_on_deck(cards, dealer=1), player=Scripted())
    window.sounds.board = board = SoundBoard(40, LISTEN)
    assert board.opened.wait(5) and board.available
    qtbot.keyClick(window.table, Qt.Key.Key_P)  # pass; the computer passes too: no sound
    wait_my_turn(qtbot, window)
    assert board.played == []
    double_click(qtbot, window, centre(window.scene.stock_top()))
    qtbot.keyClick(window.table, Qt.Key.Key_Left)
    qtbot.keyClick(window.table, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: len(board.played) >= 4)  # the computer drew and threw too
    assert board.played[:4] == ["draw", "discard", "draw", "discard"]

    def silence(dialog: QWidget) -> None:
        assert isinstance(dialog, PreferencesDialog)
        dialog.volume_slider.setFocus()
        qtbot.keyClick(dialog.volume_slider, Qt.Key.Key_Home)  # all the way left
        dialog.accept()

    when_modal(silence)
    window.commands["preferences"].trigger()
    assert window.preferences.sound_volume == 0 and board.volume == 0
    heard = len(board.played)
    wait_my_turn(qtbot, window)
    double_click(qtbot, window, centre(window.scene.stock_top()))  # a draw: silent now
    assert len(window.view.hand) == 11
    assert len(board.played) == heard
    board.close()


def test_sound_is_on_and_quiet_by_default(qtbot) -> None:
    assert 0 < Preferences().sound_volume <= 30
    dialog = PreferencesDialog(Preferences())
    qtbot.addWidget(dialog)
    assert dialog.volume_slider.value() == Preferences().sound_volume
    dialog.volume_slider.setValue(80)
    assert dialog.preferences().sound_volume == 80
