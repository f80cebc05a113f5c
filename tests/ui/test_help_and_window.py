"""The first-run welcome, Help > How to play and About, the hints preference, the window
remembered (size, place, docks) and Tab through the buttons."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QMessageBox, QPushButton

from gin_desktop.cli import version
from gin_desktop.engine import RuleSet
from gin_desktop.play.controller import GameController
from gin_desktop.storage import Settings
from gin_desktop.ui.dialogs.how_to_play import HowToPlayDialog, rules_html
from gin_desktop.ui.dialogs.welcome import WelcomeDialog
from gin_desktop.ui.window.app import MainWindow

from .conftest import Scripted, deck, factory, match_on_deck, preferences_for, when_modal
from .table_queries import text_blocks
from .test_window_settings import close, ok

CARDS = deck("2S 4H 6D 8C TS QH KD 3C 5H 7D", "AS 3S 5S 7S 8S JS AH 2H 4D 6C", "9H", "JC QC")


def first_start(qtbot, path: Path) -> MainWindow:
    controller = GameController(player_factory=factory(Scripted()))
    store = Settings.in_file(path)
    window = MainWindow(
        controller=controller, store=store, preferences=preferences_for("instant"), welcome=True
    )
    qtbot.addWidget(window)
    window.show()
    return window


def test_the_first_start_welcomes_and_offers_the_levels(qtbot, tmp_path: Path):
    path = tmp_path / "settings.ini"
    looked: list[str] = []

    def answer(dialog) -> None:
        assert isinstance(dialog, WelcomeDialog)
        looked.append(dialog.windowTitle())
        dialog.level_buttons["expert"].click()
        dialog.play_button.click()

    when_modal(answer)
    window = first_start(qtbot, path)
    qtbot.waitUntil(lambda: window.view is not None, timeout=5000)
    assert window.controller.session.computers == {1: "expert"}
    assert Settings.in_file(path).welcomed() and looked == ["Welcome to Gin Desktop"]
    close(window)
    again = first_start(qtbot, path)  # welcomed once: the game starts at once
    assert again.view is not None
    close(again)


def test_the_welcome_says_how_to_play_here(qtbot):
    dialog = WelcomeDialog("casual")
    qtbot.addWidget(dialog)
    text = dialog.text()
    for words in ("Gin Rummy", "melds", "deadwood", "draw", "discard", "Knock", "gin"):
        assert words in text
    assert set(dialog.level_buttons) == {"beginner", "casual", "strong", "expert"}
    assert dialog.level_buttons["casual"].isChecked()
    dialog.reject()
    assert dialog.chosen_level is None


def test_how_to_play_tells_the_rules_of_the_match_with_its_numbers(qtbot, make_window):
    rules = RuleSet(knock_limit=7, gin_bonus=20, target_score=150)
    window = make_window(match=match_on_deck(CARDS, dealer=1, rules=rules), player=Scripted())
    shown: list[str] = []

    def look(dialog) -> None:
        assert isinstance(dialog, HowToPlayDialog)
        shown.append(dialog.browser.toPlainText())
        dialog.reject()

    when_modal(look)
    qtbot.keyClick(window, Qt.Key.Key_F1)
    (text,) = shown
    assert "7 or less" in text and "bonus of 20" in text and "150 points" in text
    for word in ("upcard", "deadwood", "meld", "lay off", "knock", "gin", "big gin", "undercut"):
        assert word in text
    oklahoma = rules_html(RuleSet.preset("oklahoma"))
    assert "sets its knock limit" in oklahoma and "counts double" in oklahoma
    assert "game bonus of 100" in rules_html(RuleSet.preset("classic_bonuses"))


def test_about_names_the_version_and_the_licence(qtbot, make_window):
    window = make_window(player=Scripted())
    said: list[str] = []

    def look(box) -> None:
        assert isinstance(box, QMessageBox)
        said.append(box.text())
        box.accept()

    when_modal(look)
    window.commands["about"].trigger()
    assert version() in said[0] and "MIT" in said[0]
    assert window.commands["about_qt"].text() == "About &Qt"


def test_hints_can_be_turned_off(qtbot, make_window):
    window = make_window(match=match_on_deck(CARDS, dealer=1), player=Scripted())
    qtbot.mouseClick(window.action_bar.pass_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.view.is_my_turn)
    qtbot.keyClick(window.table, Qt.Key.Key_S)  # eleven cards: the hint is shown
    hand_text = lambda: text_blocks(window.scene)["hand"].toPlainText()  # noqa: E731
    assert "best discard leaves" in hand_text()

    def untick(dialog) -> None:
        dialog.hints_box.click()
        ok(dialog)

    when_modal(untick)
    window.commands["preferences"].trigger()
    assert not window.preferences.show_hints
    assert "best discard leaves" not in hand_text() and "deadwood" in hand_text()


def reopen(qtbot, path: Path) -> MainWindow:
    """The game started again on the settings in ``path``, its window as it comes."""
    controller = GameController(player_factory=factory(Scripted()))
    window = MainWindow(
        controller=controller, store=Settings.in_file(path), preferences=preferences_for("instant")
    )
    qtbot.addWidget(window)
    window.show()
    return window


def test_the_window_comes_back_as_it_was_closed(qtbot, tmp_path: Path):
    path = tmp_path / "settings.ini"
    window = reopen(qtbot, path)
    first = window.size()
    window.resize(first.width() - 37, first.height() - 23)
    window.commands.panels["score_sheet"].trigger()
    qtbot.wait(20)
    size = window.size()
    assert size != first
    close(window)
    again = reopen(qtbot, path)
    assert again.size() == size
    assert again.panels.is_shown("score_sheet")
    geometry, docks = Settings.in_file(path).window_layout()
    assert geometry is not None and docks is not None
    close(again)


def test_tab_moves_through_the_buttons_and_back_to_the_table(qtbot, make_window):
    window = make_window(match=match_on_deck(CARDS, dealer=1), player=Scripted())
    window.table.setFocus()
    reached = []
    for _ in range(12):
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
        reached.append(QApplication.focusWidget())
    buttons = [w for w in reached if isinstance(w, QPushButton)]
    assert window.action_bar.pass_button in buttons and window.action_bar.suit_button in buttons
    assert all(button.isVisible() and button.isEnabled() for button in buttons)
    assert window.table in reached  # round again to the table
    # A click on a button leaves the keys on the table.
    window.table.setFocus()
    qtbot.mouseClick(window.action_bar.rank_button, Qt.MouseButton.LeftButton)
    assert QApplication.focusWidget() is window.table
