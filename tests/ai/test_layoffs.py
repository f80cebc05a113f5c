"""The play-outs' quick lay-offs (``layoffs.py``): never more than the rules allow, on
either deck, and on the Rumski deck, with its wilds, nearly what the engine finds."""

from __future__ import annotations

import random

import pytest

from gin_desktop.ai.layoffs import deadwood_after_lay_offs, wild_deck_lay_offs
from gin_desktop.engine import Deck, RuleSet, parse_cards, solver_for
from gin_desktop.engine.cards import CARDS
from gin_desktop.engine.layoff import lay_off
from gin_desktop.engine.melds import arrangement_of_mask, deadwood_of_mask
from gin_desktop.engine.solver import STANDARD_SOLVER as SOLVER


def rumski_mask(text: str) -> int:
    return sum(card.bit for card in parse_cards(text, Deck.rumski()))


def mask(text: str) -> int:
    return sum(card.bit for card in parse_cards(text))


def melds_of(hand: int) -> list[int]:
    return [sum(card.bit for card in meld) for meld in arrangement_of_mask(hand).melds]


def test_lay_off_estimate_never_beats_the_engine_and_is_nearly_exact() -> None:
    rng, misses = random.Random(7), 0
    for _ in range(300):
        cards = rng.sample(range(len(CARDS)), 20)
        knocker, defender = sum(1 << c for c in cards[:10]), sum(1 << c for c in cards[10:])
        melds = arrangement_of_mask(knocker).melds
        exact = lay_off(melds, list(arrangement_of_mask(defender).cards)).deadwood_points
        estimate = deadwood_after_lay_offs(SOLVER, defender, melds_of(knocker))
        assert exact <= estimate <= deadwood_of_mask(defender)
        misses += estimate > exact
    assert misses <= 3  # 6 of 5000 knocks; 124 before the own-melds check


def test_the_defender_keeps_a_card_their_own_run_needs() -> None:
    """JS melds in the defender's 9S TS JS: laying off 5C alone on the knocker's fives
    leaves 5 less; laying off JS on the jacks too would break the run."""
    knocker = mask("5S 5H 5D JH JD JC 2S 3D 4H 6C")
    defender = mask("5C TS TD 4C 2C JS 7D 4D AC 9S")
    exact = lay_off(arrangement_of_mask(knocker).melds, arrangement_of_mask(defender).cards)
    estimate = deadwood_after_lay_offs(SOLVER, defender, melds_of(knocker))
    assert estimate == exact.deadwood_points == deadwood_of_mask(defender) - 5


def test_rumski_lay_off_estimate_never_beats_the_engine_and_is_nearly_exact() -> None:
    """With wilds: sets up to five cards, one wild a meld, a wild laid off in a gap or at
    an end of a run. The estimate never lays off what the rules refuse, and misses
    little of what they allow."""
    rules = RuleSet.preset("ginski").with_changes(players=2)
    solver, deck, rng = solver_for(rules), Deck.rumski(), random.Random(11)
    showdowns = missed = 0
    while showdowns < 400:
        cards = rng.sample(deck.cards, 20)
        arrangement = solver.arrangement(sum(card.bit for card in cards[:10]))
        if not 0 < arrangement.deadwood_points <= rules.knock_limit:
            continue
        showdowns += 1
        exact = lay_off(arrangement.melds, cards[10:], rules).deadwood_points
        defender = sum(card.bit for card in cards[10:])
        estimate = deadwood_after_lay_offs(solver, defender, arrangement.meld_masks)
        assert exact <= estimate <= solver.deadwood(defender)
        missed += estimate > exact
    assert missed <= showdowns // 20  # 5.6% of 5000 knocks before the own-melds check: 18%


@pytest.mark.parametrize(
    ("meld", "defender", "laid"),
    [
        ("7Y W5 9Y", "8Y 10Y 2R 4B 6G", "8Y 10Y"),  # the gap filled, the wild to an end
        ("11R 12R W5", "9R 13R 2B 4G 6P", "9R 13R"),  # the run's wild jumps to 10
        ("4B 5B 6B", "W2 8B 9B 1R 3G", "W2 8B 9B"),  # the defender's wild stands for 7
        ("4B 5B 6B", "W2 W3 1R 3G 6P", "W2"),  # one wild a meld
        ("5B 5G W2", "5R 5P 5Y W1 1G", "5R 5Y"),  # a set of five at most, one wild
        ("7B 7Y 7P", "7R 7G W1 1G 3R", "W1 7R"),  # the wild counts most
        ("8G 9G 10G", "8R 11R 12R 13Y 1P", ""),  # another colour, nothing goes
    ],
)
def test_rumski_lay_offs_follow_section_3(meld: str, defender: str, laid: str) -> None:
    solver = solver_for(RuleSet.preset("ginski"))
    assert wild_deck_lay_offs(solver, rumski_mask(defender), [rumski_mask(meld)]) == (
        rumski_mask(laid) if laid else 0
    )


def test_rumski_defender_keeps_a_card_their_own_run_needs() -> None:
    """5P melds in the defender's 4P 5P 6P: laying off only 5R on the knocker's set of
    fives leaves 5 less deadwood; laying off both would break the run."""
    rules = RuleSet.preset("ginski").with_changes(players=2)
    solver = solver_for(rules)
    knocker = solver.arrangement(rumski_mask("5B 5G W2 11B 11Y W3 7R 8R W5 1R"))
    defender = rumski_mask("5R 1G 3G 6G 8G 1P 4P 5P 6P W1")
    exact = lay_off(knocker.melds, Deck.rumski().cards_of(defender), rules).deadwood_points
    estimate = deadwood_after_lay_offs(solver, defender, knocker.meld_masks)
    assert estimate == exact == solver.deadwood(defender) - 5
