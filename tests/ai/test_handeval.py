"""How a knock may end: the expert's late knock check, and the strong player's knock for
the match, score it against sampled opponent hands with lay-offs and undercuts counted
as the rules count them."""

from __future__ import annotations

import random

import pytest

from gin_desktop.ai.handeval import knock_points, knock_value, potential
from gin_desktop.engine import Deck, RuleSet, parse_cards, solver_for
from gin_desktop.engine.melds import arrangement_of_mask

RULES = RuleSet()


def mask(text: str, deck: Deck | None = None) -> int:
    return sum(card.bit for card in parse_cards(text, deck))


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


def test_knock_points_against_one_hand_say_whether_it_was_undercut() -> None:
    assert knock_points(KNOCKER, BEATEN, RULES) == (21 - 6, False)
    assert knock_points(KNOCKER, UNDERCUTTER, RULES) == (-(RULES.undercut_bonus + 6 - 3), True)


def test_a_tie_with_no_undercut_bonus_scores_nothing_yet_counts_as_an_undercut() -> None:
    rules = RuleSet(undercut_bonus=0, ties_are_undercuts=True)
    tying = mask("KH KD KC QH QD QC 9S 3S 4D 2H")  # lays off 9S and 3S, keeps 6
    assert knock_points(KNOCKER, tying, rules) == (0, True)
    assert knock_value(KNOCKER, [tying], rules, multiplier=1) == (0.0, 1.0)


def test_rule_seed_002_a_ginski_undercut_costs_the_bonus_and_the_knockers_deadwood() -> None:
    rules = RuleSet.preset("ginski").with_changes(players=2)
    deck = Deck.rumski()
    knocker = solver_for(rules).arrangement(mask("1R 2R 3R 5B 6B 7B 9G 10G 11G 12Y", deck))
    undercutter = mask("1P 2P 3P 4Y 5Y 6Y 11P 12P 13P 9B", deck)  # 9 against 12
    assert knock_points(knocker, undercutter, rules) == (-(25 + 12), True)


def test_gin_scores_the_bonus_and_all_the_opponent_deadwood() -> None:
    gin = arrangement_of_mask(mask("9H 9D 9C 4S 5S 6S 7S AC AD AH"))
    assert knock_points(gin, BEATEN, RULES) == (RULES.gin_bonus + 21, False)


@pytest.mark.parametrize("rules", [RULES, RuleSet.preset("ginski")], ids=["standard", "ginski"])
def test_potential_is_the_mean_fall_in_deadwood_over_every_live_card(rules: RuleSet) -> None:
    """Whether the live card melds or not (the shortcut for one that melds with nothing
    needs no eleven cards arranged), each counts what its best discard takes off."""
    solver = solver_for(rules)
    rng, bits = random.Random(3), [card.bit for card in solver.deck.cards]
    for _ in range(200):
        cards = rng.sample(bits, 10 + rng.randint(0, 30))
        hand, live = sum(cards[:10]), cards[10:]
        deadwood = solver.deadwood(hand)
        falls = [max(0, deadwood - solver.best_discard(hand | bit)[0]) for bit in live]
        expected = sum(falls) / len(live) if live else 0.0
        assert potential(solver, hand, deadwood, live) == expected
