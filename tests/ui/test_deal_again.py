"""Statistics › Hand history › Deal it again (issue: deals anyone can check): a recorded
hand becomes the first hand of a new match, the same cards in the same seats against the
computer at the same level, driven through the real window."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QApplication, QWidget

from gin_desktop.engine import Hand, RuleSet
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
    dealt = Hand.deal(recorded.rules, dealer=recorded.dealer, seed=f"{FAIR_SEED}:1")
    assert recorded.seed == f"{FAIR_SEED}:1"
    assert [match.hand.hand(seat) for seat in (0, 1)] == [dealt.hand(0), dealt.hand(1)]
    assert match.hand.dealer == recorded.dealer
    assert window.controller.settings.seats[1][1] == "casual"  # the same level
    assert window.controller.settings.seats[0][1] is None  # you in your seat
    assert match.rules == recorded.rules == RuleSet(target_score=500)
    assert window.view is not None and window.view.deal_commitment is not None


def test_the_deal_of_the_day_is_the_same_everywhere_and_played_once_a_day(
    qtbot, make_window, tmp_path: Path
) -> None:
    """Game › Deal of the day: the day's seed (from the date alone), at the level chosen;
    once a hand of it is in the statistics, the window says it was played."""
    from datetime import date

    from gin_desktop.engine.fair_shuffle import seed_of_the_day
    from gin_desktop.ui.dialogs.deal_of_the_day import DealOfTheDayDialog

    stats = Statistics(tmp_path / "stats.sqlite")
    window = make_window(player=Scripted())
    window.keeper.statistics = stats
    said: list[str] = []
    window.messages.said.connect(lambda text, _felt: said.append(text))
    asked: list[str] = []

    def choose_strong(dialog: QWidget) -> None:
        assert isinstance(dialog, DealOfTheDayDialog)
        asked.append(dialog.sentence.text())
        dialog.level_box.setCurrentIndex(dialog.level_box.findData("strong"))
        dialog.deal_button.click()

    day = date(2026, 12, 6)
    when_modal(choose_strong)
    window.match_flow.deal_of_the_day(day)
    assert asked and "2026-12-06" in asked[0]
    match = window.controller.match
    assert match is not None and match.seed == seed_of_the_day("2026-12-06")
    assert window.controller.settings.seats[1][1] == "strong"
    assert window.view is not None and window.view.deal_commitment is not None
    assert seed_of_the_day("2026-12-06") != seed_of_the_day("2026-12-07")
    # A hand of today's deal recorded: no second one today.
    from datetime import datetime

    from gin_desktop.ai import create_player
    from gin_desktop.engine import Match
    from tests.matches import play_with_computers
    from tests.storage.test_statistics import session_against

    session = session_against("strong", RuleSet())
    played = Match(RuleSet(), seed=match.seed, names=session.names)
    play_with_computers(played, [create_player("casual", 1), create_player("strong", 2)], 1)
    stats.record_hand(str(played.seed), session, played, datetime(2026, 12, 6, 9))
    window.match_flow.deal_of_the_day(day)
    assert window.controller.match is match
    assert said[-1] == "You have played the deal of 2026-12-06 already: a new one comes tomorrow."


def test_a_hand_just_ended_is_dealt_again_from_its_summary(qtbot, make_window) -> None:
    """The hand's end: Deal again beside Review starts a new match, the same players, whose
    first hand is the one just played (the same cards in the same seats)."""
    from PySide6.QtCore import Qt

    from gin_desktop.engine import Phase

    from .test_table_play import play_to_the_end

    window = make_window(level="casual", seed=2024)
    play_to_the_end(qtbot, window)
    old = window.controller.match
    assert old is not None and window.view.phase == Phase.ENDED
    dealt = Hand.deal(old.rules, dealer=old.hand.dealer, seed=old.hand.seed)
    button = window.action_bar.deal_again_button
    assert button.isVisible() and button.isEnabled()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    match = window.controller.match
    assert match is not None and match is not old
    assert [match.hand.hand(seat) for seat in (0, 1)] == [dealt.hand(0), dealt.hand(1)]
    assert match.first_deal == (f"{old.seed}:1", old.hand.dealer)
    assert window.controller.settings.seats == (("Ana", None), ("", "casual"))  # the same players
