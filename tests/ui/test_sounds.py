"""Sound: a draw, a discard, a knock, gin, a lay-off and the hand's end each have their own
sound (ours, made in ``play/sounds.py``), played for every seat's move at the volume of the
preferences (on and quiet by default, 0 silent); without a sound device the game plays on
silently. The tests listen through miniaudio's "null" backend, which plays into nothing."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QWidget

from gin_desktop.engine import Event, EventKind
from gin_desktop.play.sounds import RATE, SOUNDS, SoundBoard, shapes, sound_of
from gin_desktop.storage import Preferences
from gin_desktop.ui.dialogs.preferences import PreferencesDialog

from .conftest import (
    Scripted,
    centre,
    deck,
    double_click,
    match_on_deck,
    wait_my_turn,
    when_modal,
)

LISTEN = ["null"]
"""miniaudio's backend that plays into nothing: the whole path, no device needed."""


def test_each_move_has_its_sound() -> None:
    def of(*kinds: EventKind) -> str | None:
        return sound_of([Event(kind, seat=0) for kind in kinds])

    assert of(EventKind.DREW_STOCK) == of(EventKind.DREW_DISCARD) == "draw"
    assert of(EventKind.DISCARDED) == "discard"
    assert of(EventKind.KNOCKED, EventKind.MELDS_SHOWN) == "knock"
    assert of(EventKind.GIN, EventKind.MELDS_SHOWN, EventKind.HAND_SCORED) == "gin"
    assert of(EventKind.BIG_GIN, EventKind.HAND_SCORED) == "gin"
    assert of(EventKind.LAID_OFF) == "lay_off"
    assert of(EventKind.LAID_OFF, EventKind.HAND_SCORED) == "hand_end"
    assert of(EventKind.DISCARDED, EventKind.HAND_DRAWN) == "hand_end"
    assert of(EventKind.UPCARD_PASSED) is None


def test_the_sounds_are_short_and_never_clip() -> None:
    made = shapes()
    assert set(made) == set(SOUNDS)
    for wave in made.values():
        assert 0 < len(wave) < RATE  # under a second
        assert max(map(abs, wave)) == 1.0
    board = SoundBoard(100, LISTEN)
    assert board.opened.wait(5) and board.available
    board.close()


def test_without_a_sound_device_the_game_plays_on_silently() -> None:
    board = SoundBoard(25, ["wasapi"])  # a backend of another system: it cannot open here
    assert board.opened.wait(5)
    assert not board.available
    board.play("gin")  # no error, nothing played
    assert board.played == []
    board.close()


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


def test_the_sound_device_opens_without_importing_numpy() -> None:
    """miniaudio takes numpy when it can; its import held the interpreter long enough to
    stall the first window's UI thread by up to 41 ms, and the sounds never need it. In a
    fresh interpreter: the device opens, numpy stays out; numpy imports as usual after."""
    import subprocess
    import sys

    script = (
        "import sys\n"
        "from gin_desktop.play.sounds import SoundBoard\n"
        "board = SoundBoard(50, backends=['null'])\n"
        "opened = board.opened.wait(20) and board.available\n"
        "loaded = 'miniaudio' in sys.modules, 'numpy' in sys.modules\n"
        "board.close()\n"
        "import numpy\n"
        "print(opened, loaded)\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, timeout=120, check=False
    )
    assert done.stdout.strip() == "True (True, False)", done.stderr
