"""Journey: the house-rule bonuses a player sets (gin 20, big gin 40, undercut 10) are the
next match's, whichever way it starts (New match, Play again, a restart): the felt's
summary, the log, the score sheet and Rules of this match all score a gin and an
undercut with them.

The deals are the engine's from a seed the journey chose beforehand (``fresh_match_seed``
is the one place a new match takes its seed): seed 6 of these rules, played as the person
plays it against a computer that takes every card it can and knocks at once, is a gin and
then an undercut, and the match (``expected_match`` plays it on the engine alone).
"""

from __future__ import annotations

import re

import pytest
from PySide6.QtWidgets import QDialogButtonBox, QMessageBox, QSpinBox, QWidget

from gin_desktop.engine import Match, RuleSet
from gin_desktop.engine.events import HandKind
from gin_desktop.ui.dialogs.house_rules import HouseRulesDialog
from gin_desktop.ui.dialogs.new_match import NewMatchDialog
from gin_desktop.ui.dialogs.welcome import WelcomeDialog
from gin_desktop.ui.window.app import MainWindow
from tests.ui.conftest import KnocksAtOnce
from tests.ui.table_queries import panel_text

from .person import answer, choose, click, next_hand, play_hand, play_match, type_text
from .test_first_start import log_points, score_sheet_points

BONUSES = {"gin_bonus": 20, "big_gin_bonus": 40, "undercut_bonus": 10}
HOUSE = RuleSet().with_changes(**BONUSES)
SEED = 6


def expected_match() -> Match:
    return play_match(Match(HOUSE, seed=SEED), KnocksAtOnce().choose, hands=10)


@pytest.fixture
def seeds(monkeypatch) -> list[int]:
    """Every new match is dealt from ``SEED``; the seeds handed out, in order."""
    given: list[int] = []

    def fresh() -> int:
        given.append(SEED)
        return SEED

    monkeypatch.setattr("gin_desktop.engine.match.fresh_match_seed", fresh)
    return given


def welcome_beginner(qtbot) -> None:
    def welcome(dialog: QWidget) -> None:
        assert isinstance(dialog, WelcomeDialog), dialog
        click(qtbot, dialog.play_button)

    answer(welcome)


def set_house_bonuses(qtbot, window: MainWindow) -> None:
    """Game › House rules…: the three bonuses typed in, then OK."""

    def edit(dialog: QWidget) -> None:
        assert isinstance(dialog, HouseRulesDialog), dialog
        for name, value in BONUSES.items():
            field = dialog.editors[name]
            assert isinstance(field, QSpinBox)
            type_text(qtbot, field, str(value))
        ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
        click(qtbot, ok)

    answer(edit)
    choose(qtbot, window, "game", "house_rules")
    qtbot.waitUntil(lambda: QMessageBox is not None and not window.isHidden())
    assert "House rules saved" in window.statusBar().currentMessage()


def new_match(qtbot, window: MainWindow) -> None:
    """Game › New match…: give up the match on the table, then Deal what the dialog offers,
    after reading its rules line."""

    def deal(dialog: QWidget) -> None:
        assert isinstance(dialog, NewMatchDialog), dialog
        rules = dialog.rules_label.text()
        assert "gin 20" in rules and "undercut 10" in rules, rules
        click(qtbot, dialog.deal_button)

    def give_up(box: QWidget) -> None:
        if not isinstance(box, QMessageBox):
            deal(box)
            return
        answer(deal, skip=box)
        (button,) = [b for b in box.buttons() if "Give it up" in b.text()]
        click(qtbot, button)

    answer(give_up)
    choose(qtbot, window, "game", "new_match")


def rules_of_this_match(qtbot, window: MainWindow) -> dict[str, int]:
    """Game › Rules of this match…: the three bonuses it shows."""
    shown: dict[str, int] = {}

    def read(dialog: QWidget) -> None:
        assert isinstance(dialog, HouseRulesDialog) and dialog.read_only, dialog
        for name in BONUSES:
            field = dialog.editors[name]
            assert isinstance(field, QSpinBox)
            shown[name] = field.value()
        click(qtbot, dialog.buttons.button(QDialogButtonBox.StandardButton.Close))

    answer(read)
    choose(qtbot, window, "game", "match_rules")
    qtbot.waitUntil(lambda: bool(shown))
    return shown


def play_the_match_by_the_house_bonuses(qtbot, window: MainWindow) -> None:
    """Seed 6 to its end: a gin, then an undercut, each scored with the house's bonuses on
    the felt, in the log and on the score sheet."""
    assert rules_of_this_match(qtbot, window) == BONUSES
    expected = expected_match()
    kinds = [record.kind for record in expected.history]
    assert kinds == [HandKind.GIN, HandKind.UNDERCUT], "the deal the journey counts on"
    gin, undercut = expected.history
    assert gin.points == 20 + gin.defender_deadwood  # what the house bonus makes of them
    assert undercut.points == 10 + undercut.knocker_deadwood - undercut.defender_deadwood
    summaries = []
    while True:
        end = play_hand(qtbot, window)
        summaries.append(panel_text(window.scene))
        if end.match_over:
            break
        next_hand(qtbot, window)
    assert end.history == expected.history
    assert "20 gin bonus" in summaries[0], summaries[0]
    assert "10 undercut bonus" in summaries[1], summaries[1]
    for record, summary in zip(end.history, summaries, strict=True):
        assert re.search(rf": \+{record.points}\n", summary), summary
    points = {record.hand_number: record.points for record in end.history}
    assert score_sheet_points(window) == points
    assert log_points(window) == points


def test_house_bonuses_set_in_the_dialog_score_the_next_matches(
    qtbot, home, start_game, seeds
) -> None:
    welcome_beginner(qtbot)
    window = start_game(computer=KnocksAtOnce())
    assert rules_of_this_match(qtbot, window) == {
        "gin_bonus": 25,
        "big_gin_bonus": 31,
        "undercut_bonus": 25,
    }
    choose(qtbot, window, "view", "score_sheet")
    choose(qtbot, window, "view", "match_log")
    set_house_bonuses(qtbot, window)
    assert rules_of_this_match(qtbot, window)["gin_bonus"] == 25, (
        "the match on the table keeps its own"
    )
    assert home.store().rules() == HOUSE

    new_match(qtbot, window)  # New match
    qtbot.waitUntil(lambda: len(seeds) == 2)
    play_the_match_by_the_house_bonuses(qtbot, window)

    next_hand(qtbot, window)  # the match's result, then Play again
    click(qtbot, window.action_bar.again_button)
    qtbot.waitUntil(lambda: len(seeds) == 3)
    play_the_match_by_the_house_bonuses(qtbot, window)

    window.close()  # a restart: the next match starts by the house rules
    window.controller.shutdown()
    again = start_game(computer=KnocksAtOnce())
    qtbot.waitUntil(lambda: len(seeds) == 4)
    play_the_match_by_the_house_bonuses(qtbot, again)
    new_match(qtbot, again)  # and New match after the restart
    qtbot.waitUntil(lambda: len(seeds) == 5)
    play_the_match_by_the_house_bonuses(qtbot, again)
