"""Statistics › Hand history › Deal it again (issue: deals anyone can check): a recorded
hand becomes the first hand of a new match, the same cards in the same seats against the
computer at the same level, driven through the real window."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QApplication, QWidget

from gin_desktop.engine import Round, RuleSet
from gin_desktop.storage.statistics import Statistics
from gin_desktop.ui.dialogs.history import HistoryDialog
from gin_desktop.ui.dialogs.statistics import StatisticsDialog
from tests.storage.test_deal_check import FAIR_SEED, record_fair_match

from .conftest import Scripted, when_modal


def test_a_recorded_hand_is_dealt_again_as_a_new_match(qtbot, make_window, tmp_path: Path) -> None:
    stats = Statistics(tmp_path / "stats.sqlite")
    record_fair_match(stats, hands=1)
    recorded = stats.recorded_hand("fair", 1)
    window = make_window(player=Scripted())
    window.keeper.statistics = stats
    before = window.controller.match
    clicked: list[bool] = []

    def on_statistics(dialog: QWidget) -> None:
        assert isinstance(dialog, StatisticsDialog)

        def on_history(history: QWidget) -> None:
            assert isinstance(history, HistoryDialog)
            assert history.again_button.isVisible() and history.again_button.isEnabled()
            history.table.setCurrentCell(0, 0)
            history.again_button.click()
            clicked.append(True)

        when_modal(on_history, skip=dialog)
        dialog.history_button.click()

    when_modal(on_statistics)
    window.commands["statistics"].trigger()
    assert clicked == [True] and QApplication.activeModalWidget() is None
    match = window.controller.match
    assert match is not None and match is not before
    dealt = Round.deal(recorded.rules, dealer=recorded.dealer, seed=f"{FAIR_SEED}:1")
    assert recorded.seed == f"{FAIR_SEED}:1"
    assert [match.round.hand(seat) for seat in (0, 1)] == [dealt.hand(0), dealt.hand(1)]
    assert match.round.dealer == recorded.dealer
    assert window.controller.settings.seats[1][1] == "casual"  # the same level
    assert window.controller.settings.seats[0][1] is None  # you in your seat
    assert match.rules == recorded.rules == RuleSet(target_score=500)
    assert window.view is not None and window.view.deal_commitment is not None
