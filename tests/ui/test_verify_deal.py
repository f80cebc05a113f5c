"""Statistics › Hand history › Verify (issue: deals anyone can check): a fair deal's record
checks, a record changed in the database does not, and a hand dealt from a chosen seed
cannot be checked; each said in one sentence, in the player's language."""

from __future__ import annotations

import sqlite3
from datetime import datetime
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox, QWidget

from gin_desktop.engine import RuleSet
from gin_desktop.storage.statistics import Statistics
from gin_desktop.ui.dialogs.history import HistoryDialog
from gin_desktop.words import language
from tests.storage.test_deal_check import FAIR_SEED, record_fair_match
from tests.storage.test_statistics import play_and_record, session_against

from .conftest import when_modal


def verdict(qtbot, dialog: HistoryDialog, row: int) -> tuple[str, QMessageBox.Icon]:
    said: list[tuple[str, QMessageBox.Icon]] = []

    def read(box: QWidget) -> None:
        assert isinstance(box, QMessageBox)
        said.append((box.text(), box.icon()))
        box.accept()

    dialog.table.setCurrentCell(row, 0)
    when_modal(read, skip=dialog)
    qtbot.mouseClick(dialog.verify_button, Qt.MouseButton.LeftButton)
    assert len(said) == 1
    return said[0]


def row_of(dialog: HistoryDialog, key: str, number: int) -> int:
    return next(i for i, e in enumerate(dialog.entries) if (e.key, e.hand_number) == (key, number))


def test_verify_says_whether_a_deal_checks_in_one_sentence(qtbot, tmp_path: Path) -> None:
    path = tmp_path / "stats.sqlite"
    stats = Statistics(path)
    record_fair_match(stats)
    play_and_record(
        stats, session_against("casual", RuleSet(target_score=30)), 4, [datetime(2026, 12, 6)]
    )
    db = sqlite3.connect(path)
    db.execute(
        "UPDATE hands SET seed = ? WHERE match_key = 'fair' AND hand_number = 2",
        (f"{FAIR_SEED}:9",),
    )
    db.commit()
    db.close()
    dialog = HistoryDialog(stats, {})
    qtbot.addWidget(dialog)
    dialog.show()
    text, icon = verdict(qtbot, dialog, row_of(dialog, "fair", 1))
    assert text.startswith("This deal checks") and icon == QMessageBox.Icon.Information
    text, icon = verdict(qtbot, dialog, row_of(dialog, "fair", 2))
    assert (
        text.startswith("This record does not check: its seed") and icon == QMessageBox.Icon.Warning
    )
    text, _ = verdict(qtbot, dialog, row_of(dialog, "m4", 1))
    assert text.startswith("This hand cannot be checked")
    language.use("id")
    try:
        text, _ = verdict(qtbot, dialog, row_of(dialog, "fair", 1))
        assert text.startswith("Pembagian kartu ini terbukti")
    finally:
        language.use("en")
