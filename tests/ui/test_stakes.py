"""Oklahoma: the hand's stakes, set by its first upcard, are on the table from the deal
on (the knock limit, and that a spade doubles the hand), and in the header all hand long."""

from __future__ import annotations

import pytest

from gin_desktop.engine import RuleSet

from .conftest import Scripted, deck, match_on_deck, wait_my_turn
from .table_queries import info_text

HANDS = ("2S 4H 6D 8C TS QH KD 3C 5H 7D", "AS 3S 5S 7S 8S JS AH 2H 4D 6C")


@pytest.mark.parametrize(
    ("upcard", "limit", "double"), [("6H", 6, False), ("4S", 4, True), ("KH", 10, False)]
)
def test_the_stakes_are_shown_from_the_deal(qtbot, make_window, upcard, limit, double):
    rules = RuleSet.preset("oklahoma")
    match = match_on_deck(deck(*HANDS, upcard, "JC QC"), dealer=1, rules=rules)
    window = make_window(match=match, player=Scripted())
    said = f"knock with {limit} or less"
    for text in (info_text(window.scene), window.score_label.text()):
        assert said in text
        assert ("counts double" in text) == double
    qtbot.keyClick(window.table, "p")  # pass; the computer passes and plays on
    wait_my_turn(qtbot, window)
    assert said in info_text(window.scene) and said in window.score_label.text()


def test_other_rules_show_no_stakes(qtbot, make_window):
    match = match_on_deck(deck(*HANDS, "4S", "JC QC"), dealer=1)
    window = make_window(match=match, player=Scripted())
    assert "knock with" not in info_text(window.scene)
    assert "knock with" not in window.score_label.text()
