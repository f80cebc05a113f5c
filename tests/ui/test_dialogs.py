"""The new-match dialog returns values; unexpected errors show a dialog and the game goes on."""

from __future__ import annotations

import sys

from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QDialog, QMessageBox

from gin_desktop.app.start import install_exception_hook
from gin_desktop.engine import RuleSet
from gin_desktop.session import MatchSettings
from gin_desktop.ui.dialogs.house_rules import HouseRulesDialog
from gin_desktop.ui.dialogs.new_match import NewMatchDialog

from .conftest import wait_my_turn, when_modal
from .table_queries import text_blocks


def test_the_new_match_dialog_returns_its_values(qtbot):
    rules = RuleSet.preset("classic_bonuses")
    current = MatchSettings.against_computer("Ana", "casual")
    dialog = NewMatchDialog(current, rules=rules)
    qtbot.addWidget(dialog)
    game = "classic_bonuses"
    table = (("Ana", None), ("", "casual"))
    expected = MatchSettings(table, rules=rules, game=game)
    assert dialog.settings() == expected
    assert "Classic with bonuses" in dialog.rules_label.text()
    assert dialog.game_box.currentText() == "Gin with bonuses"
    dialog.name_edit.setText("  Budi ")
    dialog.level_box.setCurrentIndex(dialog.level_box.findData("expert"))
    table = (("Budi", None), ("", "expert"))
    expected = MatchSettings(table, rules=rules, game=game)
    assert dialog.settings() == expected
    dialog.name_edit.setText("")
    assert dialog.settings().seats[0][0] == ""  # the default: worded when shown, never saved
    assert dialog.name_edit.placeholderText() == "You"


def test_the_new_match_dialog_offers_hot_seat(qtbot):
    dialog = NewMatchDialog(MatchSettings.against_computer("You"), rules=RuleSet())
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.level_box.currentData() == "casual" and not dialog.hotseat
    qtbot.mouseClick(dialog.hotseat_button, Qt.MouseButton.LeftButton, pos=QPoint(8, 8))
    assert dialog.hotseat and dialog.second_edit.isVisible()
    assert dialog.level_box.currentData() == ""  # a person at this screen
    assert dialog.name_edit.text() == ""  # "You" says nothing on a shared screen:
    assert dialog.name_edit.placeholderText() == "Player 1"  # the default of a shared one
    dialog.name_edit.setText("Ana")
    dialog.second_edit.setText(" ana ")
    assert not dialog.deal_button.isEnabled() and dialog.hint_label.isVisible()
    dialog.second_edit.setText("Budi")
    assert dialog.deal_button.isEnabled()
    chosen = dialog.settings()
    assert chosen.hotseat and chosen.seats == (("Ana", None), ("Budi", None))
    assert chosen.rules == RuleSet()


def test_a_person_in_the_computers_seat_is_not_called_computer(qtbot):
    """The settings of a match resumed name every seat ("You", "Computer"): hot-seat
    gives the computer's seat to a person, who is "Player 2", never "Computer"."""
    seats = (("You", None), ("Computer", "casual"))
    dialog = NewMatchDialog(MatchSettings(seats), rules=RuleSet())
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.second_edit.text() == "Computer"
    qtbot.mouseClick(dialog.hotseat_button, Qt.MouseButton.LeftButton, pos=QPoint(8, 8))
    assert dialog.second_edit.text() == "" and dialog.name_edit.text() == ""
    assert dialog.seat_table.names() == ["Player 1", "Player 2"]
    assert dialog.settings().seats == (("", None), ("", None))
    qtbot.mouseClick(dialog.computer_button, Qt.MouseButton.LeftButton, pos=QPoint(8, 8))
    assert dialog.seat_table.names() == ["You", "Computer"]


def test_a_new_match_from_the_menu(qtbot, make_window, store):
    """The dialog's House rules button changes the saved rules, and the match plays them."""
    window = make_window(level="beginner")

    def house_rules(dialog: QDialog) -> None:
        assert isinstance(dialog, HouseRulesDialog)
        dialog.preset_box.setCurrentIndex(dialog.preset_box.findData("oklahoma"))
        dialog.preset_box.activated.emit(dialog.preset_box.currentIndex())
        dialog.accept()

    def fill(dialog: QDialog) -> None:
        assert isinstance(dialog, NewMatchDialog)
        dialog.name_edit.setText("Citra")
        dialog.level_box.setCurrentIndex(dialog.level_box.findData("strong"))
        when_modal(house_rules, skip=dialog)
        dialog.rules_button.click()
        assert "Oklahoma" in dialog.rules_label.text()
        dialog.accept()

    when_modal(fill)
    window.match_flow.new_match()
    view = window.view
    assert view.names == ("Citra", "Computer")
    assert "Computer (strong)" in text_blocks(window.scene)["opponent"].toPlainText()
    assert window.controller.match.rules == RuleSet.preset("oklahoma")
    assert view.hand_number == 1 and view.scores == (0, 0)
    assert "Citra: 0" in window.score_label.text()
    # Remembered for the next time.
    assert store.rules() == RuleSet.preset("oklahoma")
    assert store.match_seats()[1] == (("Citra", None), ("", "strong"))


def test_errors_are_shown_and_the_game_goes_on(qtbot, make_window):
    window = make_window()
    shown: list[str] = []

    def close(box: QMessageBox) -> None:
        shown.append(box.detailedText())
        box.close()

    saved = sys.excepthook
    try:
        install_exception_hook(window)
        when_modal(close)
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
