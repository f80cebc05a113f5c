"""The card table plays every game: a match in progress or a match file of Ginski is played
on. The house rules are the rules of the games of two on the standard deck
(``ui/window/house_games.py``): the house-rules dialog offers nothing else, and saved house rules
of another game are refused with a sentence."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QComboBox, QMessageBox, QSpinBox, QWidget

from gin_desktop.engine import PRESET_NAMES, Match, RuleSet
from gin_desktop.session import SeatPlan, Session
from gin_desktop.storage.matches import AUTOSAVE_NAME, Autosave, SavedMatch
from gin_desktop.ui.controller import GameController
from gin_desktop.ui.dialogs.house_rules import HouseRulesDialog
from gin_desktop.ui.window.app import MainWindow
from gin_desktop.ui.window.house_games import HOUSE_PRESETS, are_house_rules

from .conftest import Scripted, factory, preferences_for, show_active, when_modal

GINSKI_FOR_TWO = RuleSet.preset("ginski").with_changes(players=2)


def ginski_match_text() -> str:
    session = Session(GINSKI_FOR_TWO, (SeatPlan("Ana"), SeatPlan("Computer", "casual")), 5)
    return SavedMatch(session, Match(GINSKI_FOR_TWO, seed=5, names=session.names)).to_text()


def open_window(qtbot, store, folder: Path) -> MainWindow:
    window = MainWindow(
        controller=GameController(player_factory=factory(Scripted())),
        store=store,
        preferences=preferences_for("instant"),
        autosave=Autosave(folder),
    )
    qtbot.addWidget(window, before_close_func=lambda w: setattr(w.keeper, "autosave", None))
    show_active(qtbot, window)
    return window


def test_the_house_rules_are_games_of_two() -> None:
    assert [p for p in PRESET_NAMES if are_house_rules(RuleSet.preset(p))] == list(HOUSE_PRESETS)
    assert not are_house_rules(GINSKI_FOR_TWO)
    assert are_house_rules(RuleSet()) and are_house_rules(RuleSet.preset("oklahoma"))
    assert not are_house_rules(RuleSet.preset("ginski"))
    assert not are_house_rules(RuleSet.preset("partnership"))


def test_the_house_rules_dialog_offers_only_what_the_table_shows(qtbot) -> None:
    dialog = HouseRulesDialog(RuleSet())
    qtbot.addWidget(dialog)
    presets = [dialog.preset_box.itemData(i) for i in range(dialog.preset_box.count())]
    assert "ginski" not in presets and "standard" in presets
    deck = dialog.editors["deck"]
    assert isinstance(deck, QComboBox) and deck.count() == 1 and not deck.isEnabled()
    players = dialog.editors["players"]
    assert isinstance(players, QSpinBox) and players.maximum() == 2


def test_saved_house_rules_of_ginski_start_a_standard_match_and_say_so(qtbot, store, tmp_path):
    store.save_rules(GINSKI_FOR_TWO)
    window = open_window(qtbot, store, tmp_path)
    assert "not the rules of a game of two" in window.statusBar().currentMessage()
    match = window.controller.match
    assert match is not None and match.rules == RuleSet()


def test_a_ginski_match_in_progress_is_played_on(qtbot, store, tmp_path):
    (tmp_path / AUTOSAVE_NAME).write_text(ginski_match_text(), encoding="utf-8")
    window = open_window(qtbot, store, tmp_path)
    assert not list(tmp_path.glob(AUTOSAVE_NAME + ".damaged-*"))
    match = window.controller.match
    assert match is not None and match.rules == GINSKI_FOR_TWO
    assert window.view is not None and window.scene.visible_cards()


def test_opening_a_ginski_match_file_plays_it(qtbot, store, tmp_path, monkeypatch) -> None:
    path = tmp_path / "evening.ginmatch"
    path.write_text(ginski_match_text(), encoding="utf-8")
    window = open_window(qtbot, store, tmp_path / "data")
    monkeypatch.setattr(
        "gin_desktop.ui.window.keeper.QFileDialog.getOpenFileName", lambda *a, **k: (str(path), "")
    )
    seen: list[str] = []

    def give_up(widget: QWidget) -> None:
        assert isinstance(widget, QMessageBox)
        seen.append(widget.text())  # the match in progress is not saved: give it up
        (button,) = [b for b in widget.buttons() if "Give it up" in b.text()]
        button.click()

    when_modal(give_up)
    window.commands["open"].trigger()
    qtbot.waitUntil(
        lambda: (
            window.controller.match is not None and window.controller.match.rules == GINSKI_FOR_TWO
        )
    )
    assert path.read_text(encoding="utf-8") == ginski_match_text()
