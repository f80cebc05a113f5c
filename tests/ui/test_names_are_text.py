"""A player's name is text, never markup: shown literally on the privacy screen, the score
sheet, the table and the tooltips; and a name is one line, without control characters."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLabel

from gin_desktop.engine import Match, RuleSet
from gin_desktop.session import MatchSettings, check_name
from gin_desktop.ui.dialogs.new_match import NewMatchDialog
from gin_desktop.ui.widgets.score_sheet import ScoreSheet
from tests.ui.test_score_sheet import play

from .conftest import Scripted

MARKUP = ("<b>Ana</b>", "<img src=x.png>Budi")


def test_the_privacy_screen_shows_the_names_as_typed(qtbot, make_window):
    window = make_window(player=Scripted(), mode="hotseat", names=MARKUP)
    screen = window.privacy
    assert screen is not None and screen.isVisible()
    shown = [
        label
        for label in screen.findChildren(QLabel)
        if "Ana" in label.text() or "Budi" in label.text()
    ]
    assert shown, "the screen names the players"
    for label in shown:
        assert label.textFormat() == Qt.TextFormat.PlainText
        assert "<b>Ana</b>" in label.text() or MARKUP[1] in label.text()


def test_the_score_sheet_shows_the_winner_and_the_tooltips_as_text(qtbot):
    sheet = ScoreSheet()
    qtbot.addWidget(sheet)
    match = play(RuleSet(target_score=40), seed=3)
    names = ("<b>Ana</b>", "<i>Budi</i>")
    sheet.show_records(match.history, names=names, rules=match.rules, result=match.result)
    assert sheet.result_label.textFormat() == Qt.TextFormat.PlainText
    assert "won the match" in sheet.result_label.text()
    tips = [
        sheet.table.item(row, column).toolTip()
        for row in range(sheet.table.rowCount())
        for column in range(sheet.table.columnCount())
        if sheet.table.item(row, column) is not None and sheet.table.item(row, column).toolTip()
    ]
    assert tips and all("<b>Ana" not in tip and "<i>Budi" not in tip for tip in tips)
    assert any("&lt;b&gt;Ana&lt;/b&gt;" in tip or "&lt;i&gt;Budi" in tip for tip in tips)


def test_a_pasted_line_break_or_control_character_is_refused_in_the_name_field(qtbot):
    dialog = NewMatchDialog(MatchSettings.against_computer(""), rules=RuleSet())
    qtbot.addWidget(dialog)
    edit = dialog.name_edit
    clipboard = QApplication.clipboard()
    for pasted in ("Ana\nBudi", "Ana\tB", "A\x07na"):
        edit.clear()
        clipboard.setText(pasted)
        edit.paste()
        assert "\n" not in edit.text() and "\t" not in edit.text() and "\x07" not in edit.text()
    edit.clear()
    qtbot.keyClicks(edit, "Ana B")
    clipboard.setText("udi 🂡")  # typed text and pasted emoji are welcome
    edit.paste()
    assert edit.text() == "Ana Budi 🂡"


@pytest.mark.parametrize("name", ["Ana\nBudi", "tab\there", "bell\x07", "line\u2028sep"])
def test_a_name_with_a_control_character_is_refused(name: str) -> None:
    with pytest.raises(ValueError, match="one line"):
        check_name(name)


def test_a_name_with_markup_or_emoji_is_a_name() -> None:
    assert check_name(" <b>Ana</b> ") == "<b>Ana</b>"
    assert check_name("Budi 👨‍👩‍👧") == "Budi 👨‍👩‍👧"  # the joiners of an emoji are kept
    Match(RuleSet(), seed=1, names=MARKUP)
