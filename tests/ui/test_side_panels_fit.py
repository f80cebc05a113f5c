"""The side panels fit: the score sheet's names are never cut, even at 800x600; the log's
export opens in the Documents folder, writes the file with the user's normal
permissions, names the chosen file in an error, and is off while the privacy screen is up."""

from __future__ import annotations

import os
import stat
from pathlib import Path

import pytest
from PySide6.QtWidgets import QFileDialog, QMessageBox

from .conftest import Scripted, when_modal
from .test_hotseat import hotseat_window, privacy_up, reveal


def test_the_score_sheets_headers_are_never_cut(qtbot, make_window):
    window = make_window(player=Scripted(), size=(800, 600), names=("Ana", "Budi"))
    window.panels.set_shown("score_sheet", True)
    qtbot.wait(50)
    sheet = window.panels.score_sheet
    table = sheet.table
    header = table.horizontalHeader()
    metrics = header.fontMetrics()
    for column in range(table.columnCount()):
        text = table.horizontalHeaderItem(column).text()
        assert header.sectionSize(column) >= metrics.horizontalAdvance(text), text
    names = {table.horizontalHeaderItem(c).text() for c in range(table.columnCount())}
    assert "Computer" in names


def test_the_export_starts_in_documents_and_writes_a_normal_file(
    qtbot, make_window, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
):
    window = make_window(player=Scripted())
    window.panels.set_shown("match_log", True)
    log = window.panels.log_panel
    asked: list[str] = []
    target = tmp_path / "my-log.txt"

    def save_as(parent, caption, start, filters):
        asked.append(start)
        return str(target), filters

    monkeypatch.setattr(QFileDialog, "getSaveFileName", save_as)
    assert log.export_dialog("text") == str(target)
    assert Path(asked[0]).parent.name == "Documents" or "Documents" in asked[0]
    mode = stat.S_IMODE(target.stat().st_mode)
    umask = os.umask(0o022)
    os.umask(umask)
    assert mode == 0o666 & ~umask, oct(mode)  # not the temporary file's 0600


def test_an_export_error_names_the_chosen_file(
    qtbot, make_window, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
):
    window = make_window(player=Scripted())
    window.panels.set_shown("match_log", True)
    log = window.panels.log_panel
    chosen = tmp_path / "a folder since deleted" / "log.txt"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a: (str(chosen), ""))
    said: list[str] = []

    def read(box) -> None:
        assert isinstance(box, QMessageBox)
        said.append(box.text())
        box.accept()

    when_modal(read)
    assert log.export_dialog("text") is None
    assert said and str(chosen) in said[0] and ".tmp" not in said[0]


def test_export_is_off_while_the_privacy_screen_is_up(qtbot, make_window):
    window = hotseat_window(make_window)
    log = window.panels.log_panel
    assert privacy_up(window) and not log.export_button.isEnabled()
    reveal(qtbot, window, 0)
    assert log.export_button.isEnabled()
