"""The engine plays Ginski, but the card table shows two players on the standard deck only
(``ui/shown_games.py``): the house-rules dialog offers nothing else, and saved house rules,
a match in progress or a match file of another game are refused with a sentence, and the
files are kept, never written over."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QComboBox, QMessageBox, QSpinBox, QWidget

from gin_desktop.engine import Match, RuleSet
from gin_desktop.session import SeatPlan, Session
from gin_desktop.storage.matches import AUTOSAVE_NAME, Autosave, SavedMatch
from gin_desktop.ui.app import MainWindow
from gin_desktop.ui.controller import GameController
from gin_desktop.ui.dialogs.house_rules import HouseRulesDialog
from gin_desktop.ui.shown_games import table_shows

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


def test_the_table_shows_two_players_on_the_standard_deck() -> None:
    assert table_shows(RuleSet()) and table_shows(RuleSet.preset("oklahoma"))
    assert not table_shows(RuleSet.preset("ginski")) and not table_shows(GINSKI_FOR_TWO)


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
    assert "cannot show yet" in window.statusBar().currentMessage()
    match = window.controller.match
    assert match is not None and match.rules == RuleSet()


def test_a_ginski_match_in_progress_is_kept_aside_not_written_over(qtbot, store, tmp_path):
    text = ginski_match_text()
    (tmp_path / AUTOSAVE_NAME).write_text(text, encoding="utf-8")
    window = open_window(qtbot, store, tmp_path)
    (kept,) = tmp_path.glob(AUTOSAVE_NAME + ".damaged-*")
    assert kept.read_text(encoding="utf-8") == text
    assert kept.name in window.statusBar().currentMessage()
    match = window.controller.match
    assert match is not None and match.rules.deck == "standard"


def test_opening_a_ginski_match_file_is_refused_and_the_file_left_alone(
    qtbot, store, tmp_path, monkeypatch
) -> None:
    path = tmp_path / "evening.ginmatch"
    path.write_text(ginski_match_text(), encoding="utf-8")
    window = open_window(qtbot, store, tmp_path / "data")
    before = window.controller.match
    monkeypatch.setattr(
        "gin_desktop.ui.keeper.QFileDialog.getOpenFileName", lambda *a, **k: (str(path), "")
    )
    seen: list[str] = []

    def read_and_close(widget: QWidget) -> None:
        assert isinstance(widget, QMessageBox)
        seen.append(widget.text())
        if len(seen) == 1:  # the match in progress is not saved: give it up
            (give_up,) = [b for b in widget.buttons() if "Give it up" in b.text()]
            give_up.click()
            when_modal(read_and_close, skip=widget)
        else:
            widget.accept()

    when_modal(read_and_close)
    window.commands["open"].trigger()
    qtbot.waitUntil(lambda: len(seen) == 2)
    assert "cannot show yet" in seen[1] and path.name in seen[1]
    assert window.controller.match is before
    assert path.read_text(encoding="utf-8") == ginski_match_text()
