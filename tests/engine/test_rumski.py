"""Melds with wild cards on the Rumski deck (RULES.md section 3, seed 002): what a meld
is, the least-deadwood arrangement, the best discard and the lay-offs, each checked
against the slow references of ``rumski_reference.py`` on random and hand-picked hands."""

from __future__ import annotations

from random import Random

import pytest

from gin_desktop.engine import (
    Deck,
    RuleSet,
    best_arrangement,
    best_discard,
    deadwood_points,
    is_meld,
    lay_off,
    lay_off_targets,
    parse_cards,
    solver_for,
    wild_stands_for,
)
from gin_desktop.engine.cards import Card, Colour, mask_of
from gin_desktop.engine.rumski import (
    arrangement_of_mask,
    deadwood_of_mask,
    meld_outs,
)
from gin_desktop.engine.rumski_discard import best_discard_of_mask
from gin_desktop.engine.rumski_melds import is_rumski_meld

from .rumski_reference import (
    RUMSKI,
    random_meld,
    random_rumski_hand,
    ref_deadwood,
    ref_is_meld,
    ref_lay_off_deadwood,
)

RULES = RuleSet(deck="rumski")


def cards(text: str) -> list[Card]:
    return parse_cards(text, Deck.rumski())


def check_arrangement(hand: list[Card]) -> int:
    """The solver's arrangement of ``hand`` is made of melds, holds every card once and
    adds up; returns its deadwood."""
    arrangement = arrangement_of_mask(mask_of(hand))
    placed = [card for meld in arrangement.melds for card in meld] + list(arrangement.deadwood)
    assert sorted(placed) == sorted(hand), (hand, arrangement)
    assert all(is_rumski_meld(meld) for meld in arrangement.melds), arrangement
    assert arrangement.deadwood_points == sum(card.value for card in arrangement.deadwood)
    assert deadwood_of_mask(mask_of(hand)) == arrangement.deadwood_points
    return arrangement.deadwood_points


# -- what a meld is ---------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "meld"),
    [
        ("3R 4R 5R", True),
        ("9B 10B 11B 12B 13B", True),
        ("12R 13R 1R", False),  # 1 is low only
        ("3R 4R 6R", False),
        ("3R 4B 5R", False),
    ],
)
def test_rule_a_run_is_three_or_more_numbers_of_one_colour_and_1_is_low_only(
    text: str, meld: bool
) -> None:
    assert is_meld(cards(text)) is meld is ref_is_meld(cards(text))


@pytest.mark.parametrize(
    ("text", "meld"),
    [("7R 7B 7G", True), ("7R 7B 7G 7Y", True), ("7R 7B 7G 7Y 7P", True), ("7R 7B", False)],
)
def test_rule_a_set_is_three_to_five_cards_of_one_number_in_different_colours(
    text: str, meld: bool
) -> None:
    assert is_meld(cards(text)) is meld is ref_is_meld(cards(text))


@pytest.mark.parametrize(
    "text", ["3R W1 5R", "3R 4R W1", "W1 12R 13R", "1R 2R W1", "5B 6B 7B 8B W2"]
)
def test_rule_a_wild_stands_for_a_missing_number_inside_or_at_either_end_of_a_run(
    text: str,
) -> None:
    assert is_meld(cards(text))


def test_rule_a_wild_stands_for_a_missing_colour_of_a_set() -> None:
    assert is_meld(cards("7R 7B W1")) and is_meld(cards("7R 7B 7G 7Y W1"))
    assert not is_meld(cards("7R 7B 7G 7Y 7P W1"))  # no colour is missing


def test_rule_a_wild_never_fills_two_gaps_or_makes_a_full_run_longer() -> None:
    assert not is_meld(cards("3R W1 6R"))
    assert not is_meld(cards("1R 2R 3R 4R 5R 6R 7R 8R 9R 10R 11R 12R 13R W1"))


def test_rule_at_most_one_wild_per_meld() -> None:
    assert not is_meld(cards("3R W1 W2"))
    assert not is_meld(cards("3R 4R W1 W2"))
    assert not is_meld(cards("7R 7B W1 W2"))


def test_rule_a_meld_holds_at_least_two_numbered_cards() -> None:
    assert not is_meld(cards("7R W1 W2")) and not is_meld(cards("W1 W2 W3"))


def test_rule_a_rumski_numbered_card_counts_its_number_and_a_wild_counts_20() -> None:
    assert deadwood_points(cards("13G 1B"), RULES) == 14
    assert deadwood_points(cards("13G W1"), RULES) == 33


def test_rule_a_hand_with_more_wilds_than_it_can_use_leaves_the_rest_as_deadwood() -> None:
    hand = cards("3R 4R 5R W1 W2 W3 9B 9G 1Y 13P")
    arrangement = best_arrangement(hand, RULES)
    # two wilds join the runs and the set; the third has no meld left to join
    assert arrangement.deadwood_points == 1 + 13 + 20
    assert sum(card.is_wild for card in arrangement.deadwood) == 1


def test_a_card_of_the_other_deck_is_refused_in_a_rumski_hand() -> None:
    with pytest.raises(ValueError, match="9H is not a card of the rumski deck"):
        best_arrangement([*cards("3R 4R"), Card.from_str("9H")], RULES)


# -- hand-picked hard cases ---------------------------------------------------------------


def test_a_wild_that_must_go_to_the_run_rather_than_the_set() -> None:
    # the sevens are a set without the wild; only the run 3Y 4Y needs it
    hand = cards("7R 7B 7G 3Y 4Y W1 1P 13B 2G 12R")
    assert check_arrangement(hand) == ref_deadwood(hand) == 1 + 13 + 2 + 12
    melds = best_arrangement(hand, RULES).melds
    wild_meld = next(meld for meld in melds if any(card.is_wild for card in meld))
    assert set(cards("3Y 4Y")) < set(wild_meld)


def test_two_wilds_that_must_split_between_two_melds() -> None:
    hand = cards("4R 6R 9B 10B W1 W2 1G 1Y 13P 2P")
    assert check_arrangement(hand) == ref_deadwood(hand) == 1 + 1 + 13 + 2
    melds = best_arrangement(hand, RULES).melds
    assert sorted(sum(card.is_wild for card in meld) for meld in melds) == [1, 1]


def test_a_wild_is_deadwood_when_every_meld_already_has_one() -> None:
    hand = cards("3R 4R W1 8B 9B W2 12G 12Y W3 1P")
    assert check_arrangement(hand) == ref_deadwood(hand) == 1
    hand = cards("3R 4R W1 8B 9B W2 1G 1Y W3 W4")
    assert check_arrangement(hand) == ref_deadwood(hand) == 20


def test_a_set_of_five_colours() -> None:
    hand = cards("9R 9B 9G 9Y 9P 1R 2R 3R 13B 12G")
    assert check_arrangement(hand) == ref_deadwood(hand) == 25
    assert any(len(meld) == 5 for meld in best_arrangement(hand, RULES).melds)


def test_two_sets_of_one_number_each_with_a_wild() -> None:
    hand = cards("7R 7B 7G 7Y W1 W2 1R 13B 12G 11Y")
    assert check_arrangement(hand) == ref_deadwood(hand) == 1 + 13 + 12 + 11
    sevens = [m for m in best_arrangement(hand, RULES).melds if m[0].rank == 7]
    assert len(sevens) == 2 and all(len(meld) == 3 for meld in sevens)


# -- agreement with the references --------------------------------------------------------


def test_arrangements_agree_with_the_reference_on_20000_random_hands() -> None:
    """10 and 11 cards; half of the hands hold one to three wilds."""
    rng = Random(2026)
    for trial in range(20_000):
        size = 10 + trial % 2
        wilds = rng.randint(1, 3) if trial % 4 < 2 else 0
        hand = random_rumski_hand(rng, size, wilds)
        assert check_arrangement(hand) == ref_deadwood(hand), hand


def test_arrangements_agree_with_the_reference_on_hands_built_from_melds() -> None:
    rng = Random(7)
    for _ in range(3_000):
        free = list(RUMSKI.cards)
        rng.shuffle(free)
        size = rng.choice((10, 11))
        hand: list[Card] = []
        while len(hand) < size - 2 and (meld := random_meld(rng, free)) is not None:
            hand += meld
        hand = hand[:size]
        hand += free[: size - len(hand)]
        assert check_arrangement(hand) == ref_deadwood(hand), hand


def test_the_best_discard_agrees_with_the_reference_on_1000_hands() -> None:
    rng = Random(11)
    for trial in range(1_000):
        hand = random_rumski_hand(rng, 11, rng.randint(0, 3))
        forbidden = hand[0] if trial % 3 == 0 else None
        points, bit = best_discard_of_mask(mask_of(hand), forbidden.bit if forbidden else 0)
        options = [ref_deadwood([c for c in hand if c != card]) for card in hand]
        allowed = [p for card, p in zip(hand, options, strict=True) if card != forbidden]
        assert points == min(allowed), hand
        thrown = next(card for card in hand if card.bit == bit)
        assert thrown != forbidden
        assert ref_deadwood([c for c in hand if c != thrown]) == points


def _hand_with_melds(rng: Random, size: int, wilds: int) -> list[Card]:
    """``size`` cards, ``wilds`` of them wild, the numbered ones mostly in melds."""
    free = [card for card in RUMSKI.cards if not card.is_wild]
    rng.shuffle(free)
    hand = [card for card in RUMSKI.cards if card.is_wild][:wilds]
    while len(hand) < size - 2 and (meld := random_meld(rng, free)) is not None:
        hand += meld
    hand = hand[:size]
    return hand + free[: size - len(hand)]


def test_the_best_discard_and_its_ties_agree_with_the_reference_on_hands_with_melds() -> None:
    """Hands built from melds, with up to five wilds: the least deadwood left, and among
    equal discards the card of higher value (a wild before a 13), then of the later
    colour; never the card that may not go."""
    rng = Random(13)
    for trial in range(400):
        hand = _hand_with_melds(rng, 11, rng.randint(0, 5))
        forbidden = rng.choice(hand) if trial % 2 else None
        allowed = [card for card in hand if card != forbidden]
        left = {card: ref_deadwood([c for c in hand if c != card]) for card in allowed}
        least = min(left.values())
        tied = [card for card in allowed if left[card] == least]
        expected = max(tied, key=lambda card: (card.value, card.bit))
        points, bit = best_discard_of_mask(mask_of(hand), forbidden.bit if forbidden else 0)
        assert (points, bit) == (least, expected.bit), hand


def test_the_ten_kept_after_the_best_discard_are_arranged_as_they_would_be_alone() -> None:
    """The arrangement that comes with the best discard is the kept cards' own (the same
    melds and deadwood as ``best_arrangement`` of those ten), on random hands and on
    hands built from melds."""
    rng = Random(17)
    for trial in range(2_000):
        deal = _hand_with_melds if trial % 2 else random_rumski_hand
        hand = deal(rng, 11, rng.randint(0, 4))
        thrown, kept = best_discard(hand, RULES)
        alone = arrangement_of_mask(mask_of(hand) ^ thrown.bit)
        assert (kept.melds, kept.deadwood, kept.deadwood_points) == (
            alone.melds,
            alone.deadwood,
            alone.deadwood_points,
        ), hand
        assert check_arrangement([c for c in hand if c != thrown]) == kept.deadwood_points


def test_when_every_card_melds_the_discard_that_keeps_the_melds_goes() -> None:
    # 9P leaves 9R 9G 9Y a set; a card of a run of three would break it; 9P is the
    # highest of the nines that may go, of the last colour
    hand = cards("1R 2R 3R 4R 5B 6B 7B 9R 9G 9Y 9P")
    thrown, kept = best_discard(hand, RULES)
    assert thrown == Card.from_str("9P") and kept.deadwood_points == 0
    assert best_discard_of_mask(mask_of(hand), Card.from_str("9P").bit) == (
        0,
        Card.from_str("9Y").bit,
    )


def test_the_best_discard_through_the_facade_keeps_ten_cards_arranged() -> None:
    hand = cards("3R 4R 5R 9B 9G 9Y 1P 2P W1 13G 12Y")
    thrown, kept = best_discard(hand, RULES)
    assert thrown == Card.from_str("13G")
    assert kept.deadwood_points == 12 and len(kept.cards) == 10


def test_lay_offs_agree_with_the_reference_on_5000_random_showdowns() -> None:
    rng = Random(5)
    for _ in range(5_000):
        free = list(RUMSKI.cards)
        rng.shuffle(free)
        melds: list[list[Card]] = []
        for _ in range(rng.randint(1, 3)):
            meld = random_meld(rng, free)
            if meld is not None:
                melds.append(meld)
        defender = free[:10]
        if not melds:
            continue
        best = lay_off(melds, defender, RULES)
        assert best.deadwood_points == ref_lay_off_deadwood(melds, defender), (melds, defender)


# -- lay-offs with wilds ------------------------------------------------------------------


def test_rule_a_wild_may_be_laid_off_onto_a_meld_that_has_no_wild() -> None:
    assert lay_off_targets([cards("3R 4R 5R"), cards("8B 9B W1")], Card.from_str("W2"), RULES) == [
        0
    ]


def test_rule_a_card_may_take_the_wilds_place_only_if_the_wild_can_stand_for_another() -> None:
    # 6R where W stands: the wild moves to 4R or 8R
    assert lay_off_targets([cards("5R W1 7R")], Card.from_str("6R"), RULES) == [0]
    # 7P where W stands for purple: a set has no sixth colour for the wild
    assert lay_off_targets([cards("7R 7B 7G 7Y W1")], Card.from_str("7P"), RULES) == []
    # 13R where W stands for it at the top of 1R..12R: a run of 13 has no room for it
    run = cards("1R 2R 3R 4R 5R 6R 7R 8R 9R 10R 11R 12R W1")
    assert lay_off_targets([run], Card.from_str("13R"), RULES) == []


def test_a_laid_off_card_may_extend_a_run_that_a_wild_stands_in() -> None:
    result = lay_off([cards("5R W1 7R")], cards("8R 9R 1B 2G 13Y"), RULES)
    assert set(result.laid_off) == set(cards("8R 9R"))


def test_the_rumski_solver_is_the_rumski_rules_solver() -> None:
    solver = solver_for(RULES)
    assert solver.deck is Deck.rumski()
    hand = mask_of(cards("3R 4R 5R W1 9B 9G"))
    assert solver.deadwood(hand) == deadwood_of_mask(hand) == 0


def test_meld_outs_hold_every_card_that_makes_a_meld() -> None:
    """A card is an out of a hand when the hand's best arrangement with it melds more;
    every such card of 300 random hands is among ``meld_outs``."""
    rng = Random(3)
    for _ in range(300):
        hand = random_rumski_hand(rng, 10, rng.randint(0, 2))
        mask = mask_of(hand)
        outs = meld_outs(mask)
        now = deadwood_of_mask(mask)
        for card in RUMSKI.cards:
            if not mask & card.bit and deadwood_of_mask(mask | card.bit) < now + card.value:
                assert outs & card.bit, (hand, card)


def wild_melds(rng: Random, count: int) -> list[list[Card]]:
    """Random runs and sets of the Rumski deck, each with one wild in place of a card."""
    colours = [colour for colour in Colour if colour is not Colour.W]
    melds: list[list[Card]] = []
    while len(melds) < count:
        size = rng.randint(3, 5)
        if rng.random() < 0.5:
            low, colour = rng.randint(1, 14 - size), rng.choice(colours)
            cards = [Card(rank, colour) for rank in range(low, low + size)]
        else:
            rank = rng.randint(1, 13)
            cards = [Card(rank, colour) for colour in rng.sample(colours, size)]
        cards[rng.randrange(size)] = Card(rng.randint(1, 5), Colour.W)
        melds.append(cards)
    return melds


def test_a_wild_stands_for_a_card_that_completes_its_meld_without_it() -> None:
    """Wilds on screen (W = 7R): the card a wild stands for, put in its place, leaves a
    meld of numbered cards, and is not a card the meld already holds."""
    for meld in wild_melds(Random(24), 3000):
        stands_for = wild_stands_for(meld)
        assert stands_for is not None and not stands_for.is_wild
        assert stands_for not in meld
        numbered = [card for card in meld if not card.is_wild]
        assert is_rumski_meld([*numbered, stands_for]), (meld, stands_for)


def test_where_a_wild_stands_in_runs_and_sets() -> None:
    cases = {"5R W1 7R": "6R", "5R 6R W2": "7R", "12B 13B W1": "11B", "7R 7B W3": "7G"}
    for meld, card in cases.items():
        assert wild_stands_for(parse_cards(meld)) == Card.from_str(card)
    assert wild_stands_for(parse_cards("5R 6R 7R")) is None
