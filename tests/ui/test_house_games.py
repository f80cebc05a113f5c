"""House rules for every game (RULES.md sections 1 to 4): gin for two, Ginski, three-handed
and partnership gin each keep their own, with the options their section gives them; the
new-match dialog edits the rules of the game chosen, and a match of that game is played by
them. A match in progress or a match file of any game is played on."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QCheckBox, QComboBox, QLabel, QMessageBox, QSpinBox, QWidget

from gin_desktop.engine import (
    HOUSE_GAMES,
    HOUSE_OPTIONS,
    PRESET_NAMES,
    Match,
    RuleSet,
    game_of_preset,
    house_default,
    house_game,
    house_rules_problem,
)
from gin_desktop.play.controller import GameController
from gin_desktop.session import MatchSettings, SeatPlan, Session, game_rules
from gin_desktop.storage import Settings
from gin_desktop.storage.matches import AUTOSAVE_NAME, Autosave, SavedMatch
from gin_desktop.ui.dialogs.house_rules import HouseRulesDialog
from gin_desktop.ui.dialogs.new_match import NewMatchDialog
from gin_desktop.ui.window.app import MainWindow

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


def click_check(qtbot, box: QCheckBox) -> None:
    qtbot.mouseClick(box, Qt.MouseButton.LeftButton, pos=QPoint(8, box.height() // 2))


def type_into(qtbot, box: QSpinBox, text: str) -> None:
    box.setFocus()
    qtbot.keyClick(box, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClicks(box, text)
    qtbot.keyClick(box, Qt.Key.Key_Tab)


def test_rule_every_game_has_house_rules_of_its_own() -> None:
    assert [game_of_preset(p) for p in PRESET_NAMES] == [
        "gin",
        "gin",
        "gin",
        "ginski",
        "three_handed",
        "partnership",
    ]
    for game in HOUSE_GAMES:
        rules = house_default(game)
        assert house_game(rules) == game and house_rules_problem(rules, game) is None
        assert {"target_score", "gin_bonus", "undercut_bonus"} <= set(HOUSE_OPTIONS[game])
    # the deal passes to the left at every table but gin for two (RULES.md sections 3, 4)
    assert [g for g in HOUSE_GAMES if "next_dealer" in HOUSE_OPTIONS[g]] == ["gin"]
    assert [g for g in HOUSE_GAMES if "partners_change_opponents" in HOUSE_OPTIONS[g]] == [
        "partnership"
    ]
    assert house_rules_problem(GINSKI_FOR_TWO, "gin") == "other_game"
    changed_dealer = RuleSet.preset("three_handed").with_changes(next_dealer="loser")
    assert house_rules_problem(changed_dealer, "three_handed") == "fixed_option"


def test_rule_a_game_chosen_by_name_is_played_by_its_house_rules() -> None:
    house = RuleSet.preset("ginski").with_changes(knock_limit=9, target_score=150)
    assert game_rules("ginski", 4, house) == house.with_changes(players=4)
    partners = RuleSet.preset("partnership").with_changes(partners_change_opponents=False)
    assert game_rules("partnership", 4, partners) == partners
    # gin for two: by house rules only when they are the way of gin chosen, or custom
    assert game_rules("oklahoma", 2, RuleSet(gin_bonus=10)) == RuleSet.preset("oklahoma")
    assert game_rules("standard", 2, RuleSet(gin_bonus=10)) == RuleSet(gin_bonus=10)


def test_the_dialog_of_ginski_offers_ginskis_options_in_its_words(qtbot) -> None:
    dialog = HouseRulesDialog(GINSKI_FOR_TWO)
    qtbot.addWidget(dialog)
    dialog.show()
    assert set(dialog.editors) == {"players", "deck", *HOUSE_OPTIONS["ginski"]}
    assert "next_dealer" not in dialog.editors and "oklahoma" not in dialog.editors
    presets = [dialog.preset_box.itemData(i) for i in range(dialog.preset_box.count())]
    assert presets == ["ginski", None] and dialog.preset_box.currentData() == "ginski"
    assert dialog.labels["gin_bonus"].text() == "&Going Ginski bonus"
    assert "Ginski" in dialog.windowTitle()
    deck, players = dialog.editors["deck"], dialog.editors["players"]
    assert isinstance(deck, QComboBox) and deck.currentData() == "rumski"
    assert not deck.isEnabled() and "Rumski" in deck.currentText()
    assert isinstance(players, QSpinBox) and players.value() == 2 and not players.isEnabled()
    knock = dialog.editors["knock_limit"]
    assert isinstance(knock, QSpinBox) and knock.value() == 13
    type_into(qtbot, knock, "7")
    assert dialog.rules() == GINSKI_FOR_TWO.with_changes(knock_limit=7)
    assert dialog.preset_box.currentData() is None  # custom house rules of Ginski
    dialog.restore_defaults()
    assert dialog.rules() == GINSKI_FOR_TWO


def test_the_dialog_of_partnership_gin_lets_opponents_stay(qtbot) -> None:
    dialog = HouseRulesDialog(RuleSet.preset("partnership"))
    qtbot.addWidget(dialog)
    dialog.show()
    change = dialog.editors["partners_change_opponents"]
    assert isinstance(change, QCheckBox) and change.isChecked()
    assert any("team's total" in label.text() for label in dialog.findChildren(QLabel))
    click_check(qtbot, change)
    target = dialog.editors["target_score"]
    assert isinstance(target, QSpinBox) and target.value() == 125
    type_into(qtbot, target, "200")
    expected = RuleSet.preset("partnership").with_changes(
        partners_change_opponents=False, target_score=200
    )
    assert dialog.rules() == expected


@pytest.mark.parametrize("game", ["ginski", "three_handed", "partnership"])
def test_the_new_match_dialog_edits_the_house_rules_of_the_game_chosen(qtbot, game) -> None:
    asked: list[RuleSet] = []

    def edit(_parent: QWidget, rules: RuleSet) -> RuleSet:
        asked.append(rules)
        return rules.with_changes(gin_bonus=10)

    saved = {g: house_default(g) for g in HOUSE_GAMES}
    dialog = NewMatchDialog(MatchSettings(), house_rules=saved.__getitem__, edit_rules=edit)
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.game_box.setCurrentIndex(dialog.game_box.findData(game))
    assert dialog.rules_button.isEnabled()
    qtbot.mouseClick(dialog.rules_button, Qt.MouseButton.LeftButton)
    assert [house_game(rules) for rules in asked] == [game]
    chosen = dialog.settings()
    assert chosen.game == game and house_game(chosen.rules) == game
    assert chosen.rules.gin_bonus == 10 and len(chosen.seats) == chosen.rules.players
    assert "(your house rules)" in dialog.rules_label.text()
    dialog.game_box.setCurrentIndex(dialog.game_box.findData("standard"))
    assert dialog.rules() == RuleSet()  # gin's house rules are their own


def test_saved_house_rules_of_three_handed_gin_play_its_next_match(qtbot, store, tmp_path):
    house = RuleSet.preset("three_handed").with_changes(knock_limit=5, target_score=60)
    store.save_rules(house)
    store.save_match_seats("three_handed", [("", None), ("", "casual"), ("", "casual")])
    assert store.rules() == RuleSet() and store.rules("three_handed") == house
    window = open_window(qtbot, store, tmp_path)
    match = window.controller.match
    assert match is not None and match.rules == house

    def house_rules(dialog: QWidget) -> None:
        assert isinstance(dialog, HouseRulesDialog) and dialog.game == "three_handed"
        knock = dialog.editors["knock_limit"]
        assert isinstance(knock, QSpinBox) and knock.value() == 5
        type_into(qtbot, knock, "7")
        dialog.accept()

    def deal(dialog: QWidget) -> None:
        assert isinstance(dialog, NewMatchDialog) and dialog.game == "three_handed"
        when_modal(house_rules, skip=dialog)
        qtbot.mouseClick(dialog.rules_button, Qt.MouseButton.LeftButton)
        qtbot.mouseClick(dialog.deal_button, Qt.MouseButton.LeftButton)

    def give_up(box: QWidget) -> None:
        """Asked when the computers have played (the first dealer is drawn at random)."""
        if not isinstance(box, QMessageBox):
            deal(box)
            return
        when_modal(deal, skip=box)
        (button,) = [b for b in box.buttons() if "Give it up" in b.text()]
        button.click()

    when_modal(give_up)
    window.commands["new_match"].trigger()
    qtbot.waitUntil(lambda: window.controller.match is not match)
    new = window.controller.match
    assert new is not None and new.rules == house.with_changes(knock_limit=7)
    assert store.rules("three_handed") == new.rules and store.rules() == RuleSet()


def test_saved_house_rules_of_another_game_are_refused_in_words(tmp_path) -> None:
    ini = tmp_path / "settings.ini"
    ini.write_text(  # written by hand
        "[house_rules]\nginski\\deck=standard\npartnership\\knock_limit=999\n"
        "three_handed\\next_dealer=loser\n",
        encoding="utf-8",
    )
    store = Settings.in_file(ini)
    assert store.rules("ginski") == RuleSet.preset("ginski")
    assert store.problems[-1].startswith("The saved setting house_rules/ginski/deck")
    assert store.rules("partnership") == RuleSet.preset("partnership")
    assert "house_rules/partnership/knock_limit = '999'" in store.problems[-1]
    assert store.rules("three_handed") == RuleSet.preset("three_handed")
    assert "three_handed change a rule that game does not let" in store.problems[-1]
    assert store.rules() == RuleSet()


def test_saved_house_rules_with_big_gin_below_gin_are_refused_in_words(tmp_path) -> None:
    """What the house-rules dialog refuses (big gin worth less than gin) is refused from
    the settings file too (issue 65), in words, and the game's own rules used."""
    ini = tmp_path / "settings.ini"
    ini.write_text("[house_rules]\ngin_bonus=50\nbig_gin_bonus=31\n", encoding="utf-8")
    store = Settings.in_file(ini)
    assert store.rules() == RuleSet()
    assert "score big gin below gin" in store.problems[-1]


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
