"""View > Statistics shows the recorded figures, and Reset forgets them after asking."""

from __future__ import annotations

from datetime import datetime, timedelta
from pathlib import Path

from PySide6.QtWidgets import QApplication, QMessageBox

from gin_desktop.engine import RuleSet
from gin_desktop.storage.statistics import Statistics
from gin_desktop.ui.dialogs.statistics import StatisticsDialog
from tests.storage.test_statistics import play_and_record, session_against

from .conftest import Scripted, when_modal


def recorded(tmp_path: Path) -> Statistics:
    stats = Statistics(tmp_path / "statistics.sqlite")
    clock = [datetime(2026, 12, 2, 9, 0)]
    for seed in range(4):
        play_and_record(stats, session_against("casual", RuleSet(target_score=30)), seed, clock)
        clock[0] += timedelta(hours=1)
    return stats


def test_the_window_shows_every_figure_and_reset_asks(qtbot, make_window, tmp_path: Path):
    stats = recorded(tmp_path)
    window = make_window(player=Scripted())
    window.keeper.statistics = stats
    (line,) = stats.figures()

    def look(dialog) -> None:
        assert isinstance(dialog, StatisticsDialog)
        table = dialog.table  # a figure a row, under the opponent and the rules
        cells = table.horizontalHeaderItem(0).text().split("\n")
        cells += [table.item(row, 0).text() for row in range(table.rowCount())]
        assert cells[:5] == [
            "casual",
            "Your house rules",
            str(line.matches),
            str(line.won),
            f"{line.win_rate:.0%}",
        ]
        assert cells[5] == f"{line.hands_won} / {line.hands}" and cells[13] == str(
            line.longest_streak
        )
        assert dialog.win_rates.rates == stats.win_rates() and len(dialog.win_rates.rates) == 4
        assert sum(dialog.outcomes.outcomes.values()) == line.hands
        dialog.grab().save(str(tmp_path / "statistics.png"))
        when_modal(lambda box: box.button(QMessageBox.StandardButton.Yes).click(), skip=dialog)
        dialog.reset_button.click()
        assert table.columnCount() == 0 and stats.figures() == []
        dialog.reject()

    when_modal(look)
    window.commands["statistics"].trigger()
    assert QApplication.activeModalWidget() is None
