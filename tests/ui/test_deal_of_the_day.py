"""Play › Deal of the day (issue 64): a dialog of its own, whose sentence stands alone, with
a labelled choice of level and a Deal button; the window then says the match is the deal
of the day of its date, in its title, and again after a restart."""

from __future__ import annotations

from datetime import date, timedelta
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLabel, QMessageBox, QWidget

from gin_desktop.engine import day_of_seed, seed_of_the_day
from gin_desktop.session import MatchSettings
from gin_desktop.ui.dialogs.deal_of_the_day import DealOfTheDayDialog

from .conftest import when_modal
from .test_keeping import close, open_window


def test_day_of_seed_finds_the_day_of_a_deal_of_the_day_only() -> None:
    today = date(2026, 12, 7)
    assert day_of_seed(seed_of_the_day("2026-12-06"), today) == "2026-12-06"
    assert day_of_seed(seed_of_the_day("2026-12-08"), today) == "2026-12-08"  # a clock ahead
    assert day_of_seed(seed_of_the_day("2006-12-06"), today) is None  # older than ten years
    assert day_of_seed("fair1:" + "0" * 64, today) is None
    assert day_of_seed(7, today) is None


def test_the_deal_of_the_day_is_asked_in_a_dialog_and_named_by_the_window_after_a_restart(
    qtbot, store, tmp_path: Path
) -> None:
    window = open_window(qtbot, store, tmp_path)
    assert window.windowTitle() == "Gin Desktop"
    day = date.today() - timedelta(days=1)  # yesterday's, not played
    asked: dict[str, object] = {}

    def choose_strong(dialog: QWidget) -> None:
        assert isinstance(dialog, DealOfTheDayDialog)
        label = dialog.level_label
        assert isinstance(label, QLabel)
        asked.update(
            title=dialog.windowTitle(),
            sentence=dialog.sentence.text(),
            label=label.text(),
            buddy=label.buddy() is dialog.level_box,
            deal=dialog.deal_button.text(),
        )
        qtbot.keyClick(dialog.level_box, Qt.Key.Key_End)  # expert, the last
        qtbot.keyClick(dialog.level_box, Qt.Key.Key_Up)  # strong, before it
        when_modal(give_up, skip=dialog)  # the match on the table is left (it is not saved)
        qtbot.mouseClick(dialog.deal_button, Qt.MouseButton.LeftButton)
        if dialog.isVisible():  # a failure above must not leave the test waiting on it
            dialog.reject()

    def give_up(box: QWidget) -> None:
        assert isinstance(box, QMessageBox)
        asked["left"] = box.text()
        button = next(b for b in box.buttons() if b.text() == "&Give it up")
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)

    when_modal(choose_strong)
    window.match_flow.deal_of_the_day(day)
    assert QApplication.activeModalWidget() is None
    assert asked["title"] == "Deal of the day" and asked["deal"] == "&Deal"
    assert asked["buddy"], "the level's label names the level box"
    sentence = str(asked["sentence"])
    assert day.isoformat() in sentence and sentence.endswith(".")  # a sentence of its own
    assert asked["label"] == "The computer plays at &level:"
    match = window.controller.match
    assert match is not None and match.seed == seed_of_the_day(day.isoformat())
    assert window.controller.settings.seats[1][1] == "strong"
    title = f"Deal of the day, {day.isoformat()} — Gin Desktop"
    assert window.windowTitle() == title
    assert f"The deal of the day of {day.isoformat()}" in window.statusBar().currentMessage()
    close(qtbot, window)  # kept for the next start

    again = open_window(qtbot, store, tmp_path, MatchSettings.against_computer("Ana", seed=5))
    resumed = again.controller.match
    assert resumed is not None and resumed.seed == seed_of_the_day(day.isoformat())
    assert again.windowTitle() == title, "the day is named after a restart too"
    again.controller.start_match(MatchSettings.against_computer("Ana", seed=5))
    assert again.windowTitle() == "Gin Desktop"


def test_the_deal_of_the_day_cancelled_leaves_the_match(qtbot, store, tmp_path: Path) -> None:
    window = open_window(qtbot, store, tmp_path)
    before = window.controller.match
    seen: list[str] = []

    def cancel(dialog: QWidget) -> None:
        seen.append(type(dialog).__name__)
        qtbot.keyClick(dialog.focusWidget() or dialog, Qt.Key.Key_Escape)
        if dialog.isVisible():  # the test must not wait on it
            dialog.reject()

    when_modal(cancel)
    window.match_flow.deal_of_the_day(date.today())
    assert seen == ["DealOfTheDayDialog"]
    assert window.controller.match is before
    assert window.windowTitle() == "Gin Desktop"


def test_play_again_after_the_deal_of_the_day_deals_new_cards(qtbot, store, tmp_path: Path) -> None:
    """The deal of the day is played once a day: Play again after it is a new deal with the
    same players, not the day's cards again."""
    window = open_window(qtbot, store, tmp_path)
    day = date.today() - timedelta(days=1)

    def give_up(box: QWidget) -> None:
        assert isinstance(box, QMessageBox)
        button = next(b for b in box.buttons() if b.text() == "&Give it up")
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)

    def deal(dialog: QWidget) -> None:
        assert isinstance(dialog, DealOfTheDayDialog)
        when_modal(give_up, skip=dialog)
        qtbot.mouseClick(dialog.deal_button, Qt.MouseButton.LeftButton)
        if dialog.isVisible():  # a failure above must not leave the test waiting on it
            dialog.reject()

    when_modal(deal)
    window.match_flow.deal_of_the_day(day)
    first = window.controller.match
    assert first is not None and first.seed == seed_of_the_day(day.isoformat())
    window.match_flow.play_again()
    again = window.controller.match
    assert again is not None and again is not first
    assert again.seed != first.seed
    assert window.controller.settings.seats == (("Ana", None), ("", "casual"))
    assert window.windowTitle() == "Gin Desktop"
