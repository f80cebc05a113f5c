"""The search's model of a table of three or four (``tableplay.py``): knocks scored as the
table scores them, hidden states made up from unseen cards only."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from gin_desktop.ai.tableplay import (
    TableDeal,
    made_up_table_deals,
    net,
    opponents_knowledge,
    table_play_out,
    table_showdown,
)
from gin_desktop.engine import Card, Deck, Hand, parse_cards, solver_for
from gin_desktop.tools.legality import VARIANTS

GINSKI = VARIANTS["ginski"]
SOLVER = solver_for(GINSKI)


def mask(text: str) -> int:
    return sum(card.bit for card in parse_cards(text, Deck.rumski()))


def test_rule_seed_002_the_knocker_with_8_against_15_and_20_scores_27() -> None:
    hands = [mask("1R 2R 3R 5B 6B 7B 9G 10G 11G 8Y"),
             mask("1P 2P 3P 11Y 12Y 13Y 1Y 2B 5G 7Y"),
             mask("4P 5P 6P 10R 10B 10P 13B 3Y 2G 2Y")]  # fmt: skip
    assert table_showdown(SOLVER, hands, 0, GINSKI) == [27, 0, 0]
    assert net([27, 0, 0]) == 27


def test_rule_undercut_the_player_with_9_scores_25_plus_12_plus_30() -> None:
    hands = [mask("1R 2R 3R 5B 6B 7B 9G 10G 11G 12Y"),
             mask("7P 8P 9P 2B 2G 2Y 13R 13G 1Y 3Y"),
             mask("1P 2P 3P 4Y 5Y 6Y 11P 12P 13P 9B")]  # fmt: skip
    assert table_showdown(SOLVER, hands, 0, GINSKI) == [0, 0, 67]
    assert net([0, 0, 67]) == -33.5


def test_going_ginski_scores_25_and_everyone_elses_deadwood() -> None:
    hands = [mask("1R 2R 3R 5B 6B 7B 9G 10G 11G 12G"),
             mask("1P 2P 3P 11Y 12Y 13Y 1Y 2B 5G 7Y"),
             mask("4P 5P 6P 10R 10B 10P 13B 3Y 2G 2Y")]  # fmt: skip
    assert table_showdown(SOLVER, hands, 0, GINSKI) == [25 + 15 + 20, 0, 0]


def view_at_a_table(seed: int) -> Hand:
    return Hand.deal(GINSKI, seed=seed)


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 10_000))
def test_made_up_hands_hold_only_unseen_cards_and_what_each_opponent_took(seed: int) -> None:
    hand = view_at_a_table(seed)
    view = hand.view(hand.to_act or 0)
    knowledge = opponents_knowledge(view)
    unseen = knowledge[0].unseen
    for deal in made_up_table_deals(knowledge, 4, random.Random(seed)):
        cards = [*deal.opponents, *deal.stock]
        assert sum(bin(c).count("1") for c in cards) == unseen.bit_count()
        together = 0
        for part in cards:
            assert not together & part
            together |= part
        assert together == unseen  # the unseen cards, each in one place, nothing else
        for held, other in zip(deal.opponents, view.opponents, strict=True):
            assert held.bit_count() == other.card_count


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 10_000))
def test_a_play_out_scores_one_seat_or_none(seed: int) -> None:
    hand = view_at_a_table(seed)
    view = hand.view(hand.to_act or 0)
    knowledge = opponents_knowledge(view)
    deal = made_up_table_deals(knowledge, 1, random.Random(seed))[0]
    ours = knowledge[0].hand
    top: Card = view.discard_pile[-1]
    value = table_play_out(ours, TableDeal(deal.opponents, deal.stock), top.bit, GINSKI, 13)
    # Nothing (the stock ran out), or one seat's points: ours in full, or another's halved
    # against us at a table of three; never more than a gin against two full hands.
    assert (2 * value).is_integer()
    assert -(GINSKI.gin_bonus + 2 * 10 * 20) / 2 <= value <= GINSKI.big_gin_bonus + 2 * 10 * 20
