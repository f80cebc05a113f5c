"""Journey: the window closed in the middle of a turn, with a card just drawn and the hand
put in the person's own order, and the game started again: the same position, the same
order, the same turn to finish, and the match log and score sheet as they were."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QWidget

from gin_desktop.engine import DrawStock, Phase
from gin_desktop.ui.dialogs.welcome import WelcomeDialog
from gin_desktop.ui.window.app import MainWindow
from tests.ui.table_queries import info_text

from .person import answer, choice, choose, click, make, next_hand, wait_for_the_person


def on_screen(window: MainWindow) -> tuple[object, ...]:
    """What the person sees of the position: their cards in their order, the phase, the
    top of the discard pile, the stock's size, and the log's lines of this match."""
    view = window.view
    assert view is not None
    log = window.panels.log_panel
    assert log is not None
    lines = [(row.hand, row.who, row.what) for row in log.model.rows()]
    top = view.discard_pile[-1] if view.discard_pile else None
    return (tuple(window.scene.displayed_hand()), view.phase, top, view.stock_count, lines)


def test_a_window_closed_mid_turn_opens_on_the_same_position(qtbot, home, start_game) -> None:
    def welcome(dialog: QWidget) -> None:
        assert isinstance(dialog, WelcomeDialog), dialog
        click(qtbot, dialog.level_buttons["casual"])
        click(qtbot, dialog.play_button)

    answer(welcome)
    window = start_game()
    choose(qtbot, window, "view", "match_log")
    for _ in range(5):  # a few moves of the person's, the computer's between them
        view = wait_for_the_person(qtbot, window)
        if view.phase == Phase.ENDED:
            next_hand(qtbot, window)
            continue
        make(qtbot, window, choice(view))
        qtbot.waitUntil(lambda seen=view: window.view is not seen)
    view = wait_for_the_person(qtbot, window)
    if view.phase == Phase.DRAW:
        make(qtbot, window, DrawStock())
        qtbot.waitUntil(lambda: window.view is not None and window.view.phase == Phase.DISCARD)
    qtbot.keyClick(window.table, Qt.Key.Key_Left)  # the person's own order of the hand
    qtbot.keyClick(window.table, Qt.Key.Key_Left, Qt.KeyboardModifier.ShiftModifier)
    before, prompt = on_screen(window), info_text(window.scene)
    window.close()  # the window's close button, mid-turn
    qtbot.waitUntil(lambda: not window.isVisible())
    window.controller.shutdown()

    again = start_game()
    assert on_screen(again) == before
    assert info_text(again.scene) == prompt
    assert "goes on where you left it" in again.statusBar().currentMessage()
    view = wait_for_the_person(qtbot, again)  # and the turn is the person's to finish
    make(qtbot, again, choice(view))
    qtbot.waitUntil(lambda: again.view is not view)
