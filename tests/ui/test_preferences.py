"""The preferences dialog returns what the player chose, and the choices persist."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QComboBox, QDialogButtonBox

from gin_desktop.storage import (
    CARD_BACKS,
    DECK_STYLES,
    SORT_ORDERS,
    SPEEDS,
    TABLE_COLOURS,
    Preferences,
    Settings,
)
from gin_desktop.ui.dialogs.preferences import PreferencesDialog, edit_preferences

from .conftest import when_modal


@pytest.fixture
def make_dialog(qtbot) -> Callable[[Preferences | None], PreferencesDialog]:
    def make(current: Preferences | None = None) -> PreferencesDialog:
        dialog = PreferencesDialog(current)
        qtbot.addWidget(dialog)
        dialog.show()
        qtbot.waitExposed(dialog)
        return dialog

    return make


def choose(qtbot, box: QComboBox, key: str) -> None:
    """Pick ``key`` with the keyboard, one step at a time, as a player would."""
    box.setFocus()
    qtbot.keyClick(box, Qt.Key.Key_Home)
    for _ in range(box.findData(key)):
        qtbot.keyClick(box, Qt.Key.Key_Down)
    assert box.currentData() == key


def type_seconds(qtbot, dialog: PreferencesDialog, text: str) -> None:
    box = dialog.pause_box
    box.setFocus()
    qtbot.keyClick(box, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClicks(box, text)
    qtbot.keyClick(box, Qt.Key.Key_Tab)


def test_the_dialog_offers_every_choice_and_starts_from_the_defaults(make_dialog):
    dialog = make_dialog(None)
    assert dialog.preferences() == Preferences()
    for box, keys in (
        (dialog.speed_box, SPEEDS),
        (dialog.deck_box, DECK_STYLES),
        (dialog.sort_box, SORT_ORDERS),
        (dialog.back_box, CARD_BACKS),
        (dialog.felt_box, TABLE_COLOURS),
    ):
        assert [box.itemData(i) for i in range(box.count())] == list(keys)
    assert set(SPEEDS) == {"instant", "fast", "normal", "slow"}
    assert len(CARD_BACKS) >= 2 and len(TABLE_COLOURS) >= 2
    assert dialog.confirm_box.isChecked()


def test_what_the_player_sets_is_returned(qtbot, make_dialog):
    dialog = make_dialog(None)
    choose(qtbot, dialog.speed_box, "slow")
    choose(qtbot, dialog.deck_box, "four_colour")
    choose(qtbot, dialog.sort_box, "suit")
    choose(qtbot, dialog.back_box, "red")
    choose(qtbot, dialog.felt_box, "blue")
    type_seconds(qtbot, dialog, "1.5")
    box = dialog.confirm_box
    qtbot.mouseClick(box, Qt.MouseButton.LeftButton, pos=QPoint(8, box.height() // 2))
    qtbot.mouseClick(
        dialog.buttons.button(QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton
    )
    assert dialog.result() == PreferencesDialog.DialogCode.Accepted
    assert dialog.preferences() == Preferences(
        animation_speed="slow",
        computer_pause_ms=1500,
        deck_style="four_colour",
        sort_order="suit",
        confirm_knock=False,
        card_back="red",
        table_colour="blue",
    )


@pytest.mark.parametrize(
    ("back", "felt"), [(back, felt) for back in CARD_BACKS for felt in TABLE_COLOURS]
)
def test_every_back_and_every_felt_can_be_chosen(qtbot, make_dialog, back, felt):
    dialog = make_dialog(None)
    choose(qtbot, dialog.back_box, back)
    choose(qtbot, dialog.felt_box, felt)
    qtbot.mouseClick(
        dialog.buttons.button(QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton
    )
    assert dialog.result() == PreferencesDialog.DialogCode.Accepted
    chosen = dialog.preferences()
    assert (chosen.card_back, chosen.table_colour) == (back, felt)


def test_each_back_and_felt_is_shown_beside_its_name(make_dialog):
    """A small picture of the back and a swatch of the felt, drawn as the table draws them."""
    dialog = make_dialog(None)
    for box in (dialog.back_box, dialog.felt_box):
        images = [box.itemIcon(i).pixmap(box.iconSize()).toImage() for i in range(box.count())]
        assert all(not image.isNull() for image in images)
        assert (
            len(
                {
                    image.pixelColor(image.width() // 2, image.height() // 3).name()
                    for image in images
                }
            )
            == box.count()
        )


def test_the_pause_stays_in_its_range(qtbot, make_dialog):
    dialog = make_dialog(None)
    type_seconds(qtbot, dialog, "99")
    assert dialog.preferences().computer_pause_ms <= 3000
    type_seconds(qtbot, dialog, "0")
    assert dialog.preferences().computer_pause_ms == 0


def test_the_deck_sample_shows_the_suit_colours(qtbot, make_dialog):
    dialog = make_dialog(None)
    assert "#1456b8" not in dialog.deck_sample.text()
    choose(qtbot, dialog.deck_box, "four_colour")
    assert "#1456b8" in dialog.deck_sample.text()  # blue diamonds


def test_restore_defaults(qtbot, make_dialog):
    dialog = make_dialog(
        Preferences(
            animation_speed="instant", confirm_knock=False, card_back="red", table_colour="blue"
        )
    )
    assert dialog.back_box.currentData() == "red"
    qtbot.mouseClick(dialog.restore_button, Qt.MouseButton.LeftButton)
    assert dialog.preferences() == Preferences()


def test_preferences_persist_across_a_restart(qtbot, tmp_path: Path):
    ini = tmp_path / "settings.ini"

    def set_fast(dialog: PreferencesDialog) -> None:
        choose(qtbot, dialog.speed_box, "fast")
        type_seconds(qtbot, dialog, "0.3")
        qtbot.mouseClick(
            dialog.buttons.button(QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton
        )

    when_modal(set_fast)
    chosen = edit_preferences(Settings.in_file(ini))
    expected = Preferences(animation_speed="fast", computer_pause_ms=300)
    assert chosen == expected
    assert Settings.in_file(ini).preferences() == expected
