"""The house-rules dialog: every option, typed and clicked as a player would, returns a RuleSet
that the engine plays by; values out of range cannot be entered; choices persist."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import fields
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialogButtonBox,
    QLabel,
    QSpinBox,
    QWidget,
)

from gin_desktop.engine import HOUSE_OPTIONS, RuleSet, ShowdownKind, parse_cards, score_showdown
from gin_desktop.engine.rules import INT_RANGES
from gin_desktop.storage import Settings
from gin_desktop.ui.dialogs.house_rules import HouseRulesDialog, edit_house_rules

from .conftest import when_modal

GIN = parse_cards("2H 3H 4H 5S 5D 5C 9C TC JC QC")
DEFENDER = parse_cards("AS 2S 3D 6H 7D 8S KD KH 4C 6C")  # 1+2+3+6+7+8+10+10+4+6 = 57


@pytest.fixture
def make_dialog(qtbot) -> Callable[..., HouseRulesDialog]:
    def make(rules: RuleSet | None = None, *, read_only: bool = False) -> HouseRulesDialog:
        dialog = HouseRulesDialog(rules, read_only=read_only)
        qtbot.addWidget(dialog)
        dialog.show()
        qtbot.waitExposed(dialog)
        return dialog

    return make


def spin(dialog: HouseRulesDialog, name: str) -> QSpinBox:
    editor = dialog.editors[name]
    assert isinstance(editor, QSpinBox)
    return editor


def check(dialog: HouseRulesDialog, name: str) -> QCheckBox:
    editor = dialog.editors[name]
    assert isinstance(editor, QCheckBox)
    return editor


def type_into(qtbot, box: QSpinBox, text: str, finish: bool = True) -> None:
    """Select what the box holds and type ``text``, then Tab away, as a player would."""
    box.setFocus()
    qtbot.keyClick(box, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClicks(box, text)
    if finish:
        qtbot.keyClick(box, Qt.Key.Key_Tab)


def click(qtbot, widget: QWidget) -> None:
    qtbot.mouseClick(widget, Qt.MouseButton.LeftButton, pos=widget.rect().center())


def click_check(qtbot, box: QCheckBox) -> None:
    """Click the square of the check box (a wide check box ignores clicks past its text)."""
    qtbot.mouseClick(box, Qt.MouseButton.LeftButton, pos=QPoint(8, box.height() // 2))


def ok_button(dialog: HouseRulesDialog) -> QWidget:
    return dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)


def test_every_option_is_there_with_its_seed_default_and_a_line_of_explanation(make_dialog):
    dialog = make_dialog()
    shown = {f.name for f in fields(RuleSet)} - {"seating", "undercut_scores"}
    assert set(dialog.editors) == shown - {"partners_change_opponents", "lay_offs"}
    assert set(dialog.editors) == {"players", "deck", *HOUSE_OPTIONS["gin"]}
    assert dialog.rules() == RuleSet()
    defaults = {name: spin(dialog, name).value() for name in INT_RANGES}
    assert defaults == {
        "knock_limit": 10,
        "gin_bonus": 25,
        "big_gin_bonus": 31,
        "undercut_bonus": 25,
        "target_score": 100,
        "game_bonus": 100,
        "box_bonus": 25,
        "shutout_bonus": 100,
    }
    assert check(dialog, "ties_are_undercuts").isChecked()
    assert check(dialog, "first_upcard_offer").isChecked()
    assert check(dialog, "forbid_discarding_taken_card").isChecked()
    assert check(dialog, "big_gin_enabled").isChecked()
    assert not check(dialog, "end_bonuses").isChecked()
    assert not check(dialog, "oklahoma").isChecked()
    dealer = dialog.editors["next_dealer"]
    assert isinstance(dealer, QComboBox) and dealer.currentData() == "loser"
    assert dialog.preset_box.currentData() == "standard"
    explanations = [label for label in dialog.findChildren(QLabel) if label.text().endswith(".")]
    assert len(explanations) >= len(dialog.editors)


def test_each_spin_box_is_bounded_by_the_engines_table(make_dialog):
    dialog = make_dialog()
    for name, (low, high) in INT_RANGES.items():
        box = spin(dialog, name)
        assert (box.minimum(), box.maximum()) == (low, high), name


def test_a_gin_bonus_of_20_typed_in_the_dialog_scores_gin_at_20_plus_deadwood(qtbot, make_dialog):
    dialog = make_dialog()
    type_into(qtbot, spin(dialog, "gin_bonus"), "20")
    click(qtbot, ok_button(dialog))
    assert dialog.result() == HouseRulesDialog.DialogCode.Accepted
    rules = dialog.rules()
    assert rules.gin_bonus == 20
    assert rules == RuleSet(gin_bonus=20)
    result = score_showdown(GIN, DEFENDER, rules)
    assert result.kind == ShowdownKind.GIN
    assert result.points == 20 + 57


def test_typing_999_in_the_knock_limit_leaves_it_in_range_and_says_why(qtbot, make_dialog):
    dialog = make_dialog()
    warning = dialog.warnings["knock_limit"]
    assert warning.isHidden()
    type_into(qtbot, spin(dialog, "knock_limit"), "999")
    assert spin(dialog, "knock_limit").value() <= 25
    assert dialog.rules().knock_limit <= 25
    assert warning.isVisible(), "said by the field"
    assert "Knock limit" in warning.text()
    assert "0" in warning.text() and "25" in warning.text()
    assert dialog.hint_label.isHidden(), "not under the options, far from the field"


@pytest.mark.parametrize(
    ("name", "typed", "expected"),
    [
        ("gin_bonus", "999", 99),  # the third 9 is refused: 999 > 200
        ("target_score", "5", 10),  # too small: corrected to the least allowed
        ("big_gin_bonus", "-5", 5),  # no minus sign below 0
        ("undercut_bonus", "x1", 1),  # not a digit
    ],
)
def test_values_out_of_range_cannot_be_entered(qtbot, make_dialog, name, typed, expected):
    dialog = make_dialog()
    type_into(qtbot, spin(dialog, name), typed)
    assert getattr(dialog.rules(), name) == expected
    assert dialog.warnings[name].isVisible()
    assert [n for n, w in dialog.warnings.items() if w.isVisible()] == [name]


@pytest.mark.parametrize(
    ("name", "typed", "kept", "refused"),
    [
        ("gin_bonus", "250", 25, "250"),  # the 0 is not taken: 250 is over 200
        ("big_gin_bonus", "-5", 5, "-"),
        ("knock_limit", "99999", 9, "99"),
    ],
)
def test_a_number_out_of_range_is_refused_in_a_sentence_by_its_field(
    qtbot, make_dialog, name, typed, kept, refused
):
    """What is typed is never changed without a word: the sentence beside the field says
    what was not taken and the range, and the field keeps what was."""
    dialog = make_dialog()
    type_into(qtbot, spin(dialog, name), typed, finish=False)
    assert spin(dialog, name).value() == kept
    warning = dialog.warnings[name]
    assert warning.isVisible() and warning.text().startswith(f"⚠ {refused} is not taken:")
    low, high = INT_RANGES[name]
    assert f"from {low} to {high}" in warning.text()
    field, cell = spin(dialog, name), warning.parentWidget()
    assert cell is not None
    by = (
        cell.mapTo(dialog, cell.rect().topLeft()).y()
        - field.mapTo(dialog, field.rect().topLeft()).y()
    )
    assert abs(by) < field.height(), "on the field's own line"


def test_restore_defaults_brings_back_the_standard_rules(qtbot, make_dialog):
    dialog = make_dialog(RuleSet.preset("oklahoma").with_changes(gin_bonus=10, target_score=250))
    type_into(qtbot, spin(dialog, "knock_limit"), "999")
    assert dialog.restore_button is not None
    click(qtbot, dialog.restore_button)
    assert dialog.rules() == RuleSet()
    assert dialog.preset_box.currentData() == "standard"
    assert dialog.hint_label.isHidden()


def test_a_preset_sets_every_option_and_an_edit_makes_custom_rules(qtbot, make_dialog):
    dialog = make_dialog()
    box = dialog.preset_box
    box.setFocus()
    qtbot.keyClick(box, Qt.Key.Key_Down)  # the next preset: classic with bonuses
    assert dialog.rules() == RuleSet.preset("classic_bonuses")
    assert spin(dialog, "box_bonus").isEnabled()
    qtbot.keyClick(box, Qt.Key.Key_Down)
    assert dialog.rules() == RuleSet.preset("oklahoma")
    click_check(qtbot, check(dialog, "ties_are_undercuts"))
    assert dialog.rules() == RuleSet.preset("oklahoma").with_changes(ties_are_undercuts=False)
    assert box.currentData() is None
    assert "Custom" in box.currentText()


def test_options_that_do_not_apply_are_greyed_out(qtbot, make_dialog):
    dialog = make_dialog()
    assert not spin(dialog, "game_bonus").isEnabled()
    assert not check(dialog, "oklahoma_spades_double").isEnabled()
    click_check(qtbot, check(dialog, "end_bonuses"))
    assert all(spin(dialog, n).isEnabled() for n in ("game_bonus", "box_bonus", "shutout_bonus"))
    click_check(qtbot, check(dialog, "big_gin_enabled"))
    assert not spin(dialog, "big_gin_bonus").isEnabled()
    click_check(qtbot, check(dialog, "oklahoma"))
    assert not spin(dialog, "knock_limit").isEnabled(), "the upcard sets the knock limit"
    assert check(dialog, "oklahoma_spades_double").isEnabled()
    assert dialog.rules() == RuleSet(end_bonuses=True, big_gin_enabled=False, oklahoma=True)


def test_the_next_dealer_is_chosen_from_a_list(qtbot, make_dialog):
    dialog = make_dialog()
    dealer = dialog.editors["next_dealer"]
    dealer.setFocus()
    qtbot.keyClick(dealer, Qt.Key.Key_Down)
    assert dialog.rules().next_dealer == "alternate"
    qtbot.keyClick(dealer, Qt.Key.Key_Down)
    assert dialog.rules().next_dealer == "winner"


def test_rules_set_in_the_dialog_persist_across_a_restart(qtbot, make_dialog, tmp_path: Path):
    ini = tmp_path / "settings.ini"
    dialog = make_dialog(Settings.in_file(ini).rules())
    type_into(qtbot, spin(dialog, "gin_bonus"), "20")
    type_into(qtbot, spin(dialog, "target_score"), "150")
    click_check(qtbot, check(dialog, "end_bonuses"))
    click(qtbot, ok_button(dialog))
    Settings.in_file(ini).save_rules(dialog.rules())

    settings = Settings.in_file(ini)  # as after a restart
    expected = RuleSet(gin_bonus=20, target_score=150, end_bonuses=True)
    assert settings.rules() == expected
    again = make_dialog(settings.rules())
    assert spin(again, "gin_bonus").value() == 20
    assert again.rules() == expected


def test_edit_house_rules_saves_what_is_accepted_and_nothing_on_cancel(qtbot, tmp_path: Path):
    ini = tmp_path / "settings.ini"

    def set_gin_10(dialog: HouseRulesDialog) -> None:
        type_into(qtbot, spin(dialog, "gin_bonus"), "10")
        click(qtbot, ok_button(dialog))

    when_modal(set_gin_10)
    assert edit_house_rules(Settings.in_file(ini)) == RuleSet(gin_bonus=10)

    def change_and_cancel(dialog: HouseRulesDialog) -> None:
        assert spin(dialog, "gin_bonus").value() == 10, "the saved rules are shown"
        type_into(qtbot, spin(dialog, "gin_bonus"), "50")
        click(qtbot, dialog.buttons.button(QDialogButtonBox.StandardButton.Cancel))

    when_modal(change_and_cancel)
    assert edit_house_rules(Settings.in_file(ini)) is None
    assert Settings.in_file(ini).rules() == RuleSet(gin_bonus=10)


def test_a_matchs_own_rules_are_shown_read_only(qtbot, make_dialog):
    rules = RuleSet.preset("classic_bonuses").with_changes(gin_bonus=20)
    dialog = make_dialog(rules, read_only=True)
    assert "this match" in dialog.windowTitle()
    assert dialog.restore_button is None
    assert dialog.buttons.button(QDialogButtonBox.StandardButton.Ok) is None
    type_into(qtbot, spin(dialog, "gin_bonus"), "5")
    click_check(qtbot, check(dialog, "ties_are_undercuts"))
    qtbot.keyClick(dialog, Qt.Key.Key_T, Qt.KeyboardModifier.AltModifier)
    dialog.preset_box.setFocus()
    qtbot.keyClick(dialog.preset_box, Qt.Key.Key_Down)
    assert dialog.rules() == rules
    assert "Custom" in dialog.preset_box.currentText()


def test_the_dialog_fits_a_small_screen(make_dialog):
    dialog = make_dialog()
    assert dialog.width() <= 800
    assert dialog.minimumSizeHint().height() <= 560


def test_rule_big_gin_is_never_worth_less_than_gin_in_the_dialog(qtbot, make_dialog):
    """Big gin is gin with an eleventh card: its bonus below gin's is refused with a
    sentence beside the options, and OK is off until it is answered."""
    dialog = make_dialog()
    type_into(qtbot, spin(dialog, "big_gin_bonus"), "20")  # gin is 25
    assert dialog.hint_label.isVisible()
    assert "must be at least the gin bonus (25)" in dialog.hint_label.text()
    assert not ok_button(dialog).isEnabled()
    type_into(qtbot, spin(dialog, "big_gin_bonus"), "40")
    assert dialog.hint_label.isHidden() and ok_button(dialog).isEnabled()


def test_a_warning_goes_once_it_is_answered(qtbot, make_dialog):
    """A refused value's sentence does not stay on after the next good edit."""
    dialog = make_dialog()
    type_into(qtbot, spin(dialog, "knock_limit"), "999")
    assert dialog.warnings["knock_limit"].isVisible()
    type_into(qtbot, spin(dialog, "gin_bonus"), "30")
    assert dialog.warnings["knock_limit"].isHidden()
