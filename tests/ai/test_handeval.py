"""How a knock may end: the expert's late knock check scores it against sampled
opponent hands with lay-offs and undercuts counted as the rules count them."""

from __future__ import annotations

from gin_desktop.ai.handeval import knock_value
from gin_desktop.engine import RuleSet, parse_cards
from gin_desktop.engine.melds import arrangement_of_mask

RULES = RuleSet()


def mask(text: str) -> int:
    return sum(card.bit for card in parse_cards(text))


KNOCKER = arrangement_of_mask(mask("9H 9D 9C 4S 5S 6S AC AD 2H 2C"))  # 6 deadwood
BEATEN = mask("KH KD KC 7D 7C 7H 8D 8C 2D 3D")  # 21 deadwood, nothing to lay off
UNDERCUTTER = mask("KH KD KC QH QD QC 9S 3S 2D AH")  # lays off 9S and 3S, keeps 3


def test_knock_value_scores_the_deadwood_difference_when_the_knock_stands() -> None:
    assert KNOCKER.deadwood_points == 6
    value, undercut = knock_value(KNOCKER, [BEATEN], RULES, multiplier=1)
    assert (value, undercut) == (21 - 6, 0.0)


def test_knock_value_counts_lay_offs_and_the_undercut_bonus() -> None:
    value, undercut = knock_value(KNOCKER, [UNDERCUTTER], RULES, multiplier=1)
    assert (value, undercut) == (-(RULES.undercut_bonus + 6 - 3), 1.0)


def test_knock_value_averages_over_the_samples_and_applies_the_multiplier() -> None:
    value, undercut = knock_value(KNOCKER, [BEATEN, UNDERCUTTER], RULES, multiplier=2)
    assert undercut == 0.5
    assert value == 2 * ((21 - 6) - (RULES.undercut_bonus + 6 - 3)) / 2


def test_a_gin_knock_is_never_undercut() -> None:
    gin = arrangement_of_mask(mask("9H 9D 9C 4S 5S 6S 7S AC AD AH"))
    value, undercut = knock_value(gin, [UNDERCUTTER], RULES, multiplier=3)
    assert undercut == 0.0
    assert value >= 3 * RULES.gin_bonus
