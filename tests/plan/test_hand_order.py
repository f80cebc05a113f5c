"""The order of your hand: a drawn card joins its meld, a dropped card never splits a meld
it is no card of, and a hand too wide for one row is cut onto two between its melds."""

from __future__ import annotations

from gin_desktop.engine import Card, RuleSet, parse_cards
from gin_desktop.plan.hand_order import follow, outside_melds, wrapped

HAND = parse_cards("3H 4H 5H 9C 9D 9S 2S KD QC JS")


def test_a_drawn_card_joins_its_meld():
    order = parse_cards("8D 2S 5H KC 7D QS")
    rules = RuleSet()
    after = follow(order, [*order, Card.from_str("6D")], None, rules)
    assert after == parse_cards("6D 7D 8D 2S 5H KC QS")
    # A card that makes no meld goes at the end; one dropped somewhere stays there.
    assert follow(order, [*order, Card.from_str("AH")], None, rules)[-1] == Card.from_str("AH")
    assert follow(order, [*order, Card.from_str("6D")], 2, rules)[2] == Card.from_str("6D")


def test_rule_a_drop_inside_a_meld_it_is_no_card_of_goes_after_it() -> None:
    seven = Card.from_str("7C")
    assert outside_melds(HAND, 1, seven, RuleSet()) == 3  # between 3♥ and 4♥: after 5♥
    assert outside_melds(HAND, 4, seven, RuleSet()) == 6  # inside the nines: after them
    assert outside_melds(HAND, 3, seven, RuleSet()) == 3  # between two melds: where it fell
    six = Card.from_str("6H")  # a card of the run itself may go anywhere in it
    assert outside_melds(HAND, 1, six, RuleSet()) == 1
    assert outside_melds(HAND, 0, seven, RuleSet()) == 0


def test_split_of_a_wrapped_hand_keeps_melds_whole_when_it_can() -> None:
    assert wrapped([3, 3, 3, 2]) == ([3, 3], [3, 2])
    assert wrapped([4, 7]) == ([4], [7])
    assert wrapped([11]) == ([6], [5])  # one long group: split at half
    assert sum(sum(row) for row in wrapped([2, 9])) == 11
