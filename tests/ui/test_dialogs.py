"""The new-match dialog returns values; unexpected errors show a dialog and the game goes on."""

from __future__ import annotations

import sys

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QDialog, QMessageBox

from gin_desktop.engine import RuleSet
from gin_desktop.ui.app import install_exception_hook
from gin_desktop.ui.controller import MatchSettings
from gin_desktop.ui.dialogs.new_match import NewMatchDialog

from .conftest import wait_my_turn


def test_the_new_match_dialog_returns_its_values(qtbot):
    dialog = NewMatchDialog(MatchSettings(name="Ana", level="casual", preset="standard"))
    qtbot.addWidget(dialog)
    assert dialog.settings() == MatchSettings(name="Ana", level="casual", preset="standard")
    dialog.name_edit.setText("  Budi ")
    dialog.level_box.setCurrentIndex(dialog.level_box.findData("expert"))
    dialog.preset_box.setCurrentIndex(dialog.preset_box.findData("classic_bonuses"))
    assert dialog.settings() == MatchSettings(name="Budi", level="expert", preset="classic_bonuses")
    dialog.name_edit.setText("")
    assert dialog.settings().name == "You"


def _when_modal(act) -> None:
    """Run ``act(widget)`` on the modal widget as soon as it is up."""

    def poll() -> None:
        widget = QApplication.activeModalWidget()
        if widget is None:
            QTimer.singleShot(10, poll)
        else:
            act(widget)

    QTimer.singleShot(0, poll)


def test_a_new_match_from_the_menu(qtbot, make_window):
    window = make_window(level="beginner")

    def fill(dialog: QDialog) -> None:
        assert isinstance(dialog, NewMatchDialog)
        dialog.name_edit.setText("Citra")
        dialog.level_box.setCurrentIndex(dialog.level_box.findData("strong"))
        dialog.preset_box.setCurrentIndex(dialog.preset_box.findData("oklahoma"))
        dialog.accept()

    _when_modal(fill)
    window.new_match()
    view = window.view
    assert view.names == ("Citra", "Computer")
    assert "Computer (strong)" in window.scene.text_blocks()["opponent"].toPlainText()
    assert window.controller.match.rules == RuleSet.preset("oklahoma")
    assert view.hand_number == 1 and view.scores == (0, 0)
    assert "Citra 0" in window.score_label.text()


def test_errors_are_shown_and_the_game_goes_on(qtbot, make_window):
    window = make_window()
    shown: list[str] = []

    def close(box: QMessageBox) -> None:
        shown.append(box.detailedText())
        box.close()

    saved = sys.excepthook
    try:
        install_exception_hook(window)
        _when_modal(close)
        try:
            raise ValueError("a bug in a slot")
        except ValueError as error:
            sys.excepthook(type(error), error, error.__traceback__)
    finally:
        sys.excepthook = saved
    assert shown and "ValueError: a bug in a slot" in shown[0]
    assert window.isVisible()
    # The game goes on: the computer plays, and so can you.
    wait_my_turn(qtbot, window)
    legal = window.view.legal_actions
    assert legal and window.controller.action_requested(legal[0])
