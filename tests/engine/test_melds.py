"""The meld solver against the brute-force reference, hard hands, golden cases, properties."""

from __future__ import annotations

import difflib
import random
from collections.abc import Callable, Sequence
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gin_desktop.engine.cards import CARDS, Card, Suit, cards_str, parse_cards
from gin_desktop.engine.melds import (
    Arrangement,
    best_discard_of_mask,
    is_run,
    is_set,
    knock_options,
)
from gin_desktop.engine.solver import (
    best_arrangement,
    best_discard,
    check_melds,
    deadwood_points,
    is_meld,
)

from .reference import (
    dense_hand,
    random_hand,
    ref_deadwood,
    ref_discard_options,
    valid_meld,
)

GOLDEN = Path(__file__).parent.parent / "data" / "deadwood_cases.txt"


def assert_arrangement_sound(hand: Sequence[Card], arrangement: Arrangement) -> None:
    """Least deadwood (per the reference); melds valid, disjoint, from the hand; rest is dead."""
    assert arrangement.deadwood_points == ref_deadwood(hand), cards_str(hand)
    melded = [card for meld in arrangement.melds for card in meld]
    assert all(valid_meld(meld) for meld in arrangement.melds), arrangement
    assert len(melded) == len(set(melded)), f"a card in two melds: {arrangement}"
    assert set(melded) <= set(hand), arrangement
    assert sorted(arrangement.deadwood) == sorted(set(hand) - set(melded)), arrangement
    assert sum(card.value for card in arrangement.deadwood) == arrangement.deadwood_points


def assert_discard_sound(hand: Sequence[Card]) -> None:
    """best_discard leaves the least deadwood of the eleven discards, per the reference;
    among discards leaving as little, the card of higher value, then rank, goes."""
    options = ref_discard_options(hand)
    card, kept = best_discard(hand)
    assert kept.deadwood_points == min(options.values()), cards_str(hand)
    assert options[card] == kept.deadwood_points, f"{card} is not a best discard"
    tied = [c for c, points in options.items() if points == kept.deadwood_points]
    highest = max((c.value, c.rank) for c in tied)
    assert (card.value, card.rank) == highest, f"{card} goes, not the highest of {tied}"
    assert_arrangement_sound([c for c in hand if c != card], kept)


# Hand-picked hard cases --------------------------------------------------------------

HARD_HANDS = {
    "ace low: A-2-3 is a run": ("AS 2S 3S 4H 5H 6H 7D 8D 9D KC", 10),
    "ace low: Q-K-A is no run": ("QS KS AS 4H 5H 6H 7D 8D 9D 2C", 23),
    "ace low: K-A-2 is no run": ("KS AS 2S 4H 5H 6H 7D 8D 9D 3C", 16),
    "four of a kind split over two runs": ("7S 7H 7D 7C 5S 6S 8S 5H 6H 8H", 14),
    "four of a kind split into a run and a set of three": ("7S 7H 7D 7C 5S 6S 8S 9S 5H 6H", 11),
    "overlapping set and run: the run wins": ("5S 6S 7S 7H 7D 8S 2C 3C 4C KD", 24),
    "long run split by a set": ("3H 4H 5H 6H 7H 8H 5S 5D 8S 8D", 10),
    "long run kept whole beside a set": ("3C 4C 5C 6C 7C 8C 9C TC 5H 5D", 7),
    "ten card run split into three melds": ("AS 2S 3S 4S 5S 6S 7S 8S 9S TS", 0),
    "sets of four and three with a run": ("2S 2H 2D 9S 9H 9D 9C TC JC QC", 0),
    "three runs instead of three sets": ("AS AH AD 2S 3S 2H 3H 2D 3D KC", 10),
    "three sets with a rank held four times": ("4S 4H 4D 4C 3S 5S 3H 5H 3D 5D", 0),
    "run cut short to give two sets": ("AS 2S 3S 4S 5S 6S 4H 4D 6H 6D", 5),
}

HARD_DISCARDS = {
    "discard splits four of a kind": ("7S 7H 7D 7C 5S 6S 8S 5H 6H 8H 2C", 9),
    "discard the loose king": ("7S 7H 7D 7C 5S 6S 8S 5H 6H 8H KD", 14),
    "eleven card run": ("AS 2S 3S 4S 5S 6S 7S 8S 9S TS JS", 0),
    "gin after discarding from a set of four": ("4S 4H 4D 4C 3S 5S 3H 5H 3D 5D 6S", 0),
    "big gin hand still has a gin discard": ("2S 2H 2D 2C 3S 4S 3H 4H 3D 4D KC", 0),
    "ace low after the discard": ("AS 2S 3S QS KS 4H 5H 6H 7D 8D 9D", 10),
}


@pytest.mark.parametrize(("text", "expected"), HARD_HANDS.values(), ids=HARD_HANDS.keys())
def test_best_arrangement_on_hard_hands(text: str, expected: int) -> None:
    hand = parse_cards(text)
    assert ref_deadwood(hand) == expected
    assert_arrangement_sound(hand, best_arrangement(hand))
    assert deadwood_points(hand) == expected


@pytest.mark.parametrize(("text", "expected"), HARD_DISCARDS.values(), ids=HARD_DISCARDS.keys())
def test_best_discard_on_hard_hands(text: str, expected: int) -> None:
    hand = parse_cards(text)
    assert min(ref_discard_options(hand).values()) == expected
    assert_discard_sound(hand)


@pytest.mark.parametrize("text", [t for t, _ in HARD_DISCARDS.values()])
def test_knock_options_give_the_deadwood_left_by_each_discard(text: str) -> None:
    hand = parse_cards(text)
    assert knock_options(hand) == ref_discard_options(hand)


def test_best_discard_ties_go_to_the_higher_value_then_rank() -> None:
    hand = parse_cards("2C 3S 3D 5D 7D JS JD JC QS QH KS")
    options = ref_discard_options(hand)
    assert options[Card.from_str("QH")] == options[Card.from_str("KS")] == min(options.values())
    assert best_discard(hand)[0] == Card.from_str("KS")


# Random agreement with the reference -------------------------------------------------

Deal = Callable[[random.Random, int], list[Card]]


@pytest.mark.parametrize(
    ("deal", "size", "count", "seed"),
    [
        (random_hand, 10, 10_000, 10),
        (random_hand, 11, 10_000, 11),
        (dense_hand, 10, 3_000, 110),
        (dense_hand, 11, 3_000, 111),
    ],
    ids=["random-10", "random-11", "dense-10", "dense-11"],
)
def test_best_arrangement_agrees_with_reference(
    deal: Deal, size: int, count: int, seed: int
) -> None:
    rng = random.Random(seed)
    for _ in range(count):
        hand = deal(rng, size)
        assert_arrangement_sound(hand, best_arrangement(hand))


@pytest.mark.parametrize(
    ("deal", "count", "seed"),
    [(random_hand, 2_000, 21), (dense_hand, 1_000, 22)],
    ids=["random", "dense"],
)
def test_best_discard_agrees_with_reference(deal: Deal, count: int, seed: int) -> None:
    rng = random.Random(seed)
    for _ in range(count):
        assert_discard_sound(deal(rng, 11))


def test_meld_predicates_agree_with_reference_on_small_groups() -> None:
    rng = random.Random(31)
    for _ in range(5_000):
        group = dense_hand(rng, rng.randint(1, 6))
        expected = valid_meld(group)
        assert is_meld(group) == expected, cards_str(group)
        assert is_set(group) or is_run(group) or not expected


# Golden cases ------------------------------------------------------------------------


def render_golden_line(line: str) -> str:
    """Recompute one line of the golden file with the engine; comments pass through."""
    if not line.strip() or line.startswith("#"):
        return line
    kind, rest = line.split(" ", 1)
    cards = parse_cards(rest.split("=")[0])
    if kind == "deadwood":
        value = best_arrangement(cards).deadwood_points
    elif kind == "discard":
        value = best_discard(cards)[1].deadwood_points
    else:
        raise ValueError(f"unknown golden case kind {kind!r} in {line!r}")
    return f"{kind} {cards_str(cards)} = {value}"


def test_golden_deadwood_cases_match_the_engine() -> None:
    text = GOLDEN.read_text()
    rendered = "\n".join(render_golden_line(line) for line in text.splitlines()) + "\n"
    diff = "".join(difflib.unified_diff(text.splitlines(True), rendered.splitlines(True)))
    assert rendered == text, f"golden file differs from the engine:\n{diff}"


def test_golden_deadwood_cases_match_the_reference() -> None:
    cases = [line for line in GOLDEN.read_text().splitlines() if line and line[0] != "#"]
    assert len(cases) >= 40
    for line in cases:
        kind, rest = line.split(" ", 1)
        text, value = rest.split("=")
        cards = parse_cards(text)
        ref = (
            ref_deadwood(cards) if kind == "deadwood" else min(ref_discard_options(cards).values())
        )
        assert ref == int(value), line


# Meld rules and check_melds ----------------------------------------------------------


def test_a_card_belongs_to_one_meld_only() -> None:
    # 7S could finish the set of sevens or the run 5-6-7S, not both.
    hand = parse_cards("7S 7H 7D 5S 6S")
    assert deadwood_points(hand) == 11
    with pytest.raises(ValueError, match="7♠ is in two melds"):
        check_melds(hand, [parse_cards("7S 7H 7D"), parse_cards("5S 6S 7S")])


def test_check_melds_returns_the_deadwood_left() -> None:
    hand = parse_cards("7S 7H 7D 5S 6S KC")
    assert check_melds(hand, [parse_cards("7S 7H 7D")]) == tuple(parse_cards("5S 6S KC"))


def test_check_melds_refuses_a_group_that_is_no_meld() -> None:
    with pytest.raises(ValueError, match="Q♠ K♠ A♠ is not a meld"):
        check_melds(parse_cards("QS KS AS 2C"), [parse_cards("QS KS AS")])


def test_check_melds_refuses_a_card_not_in_the_hand() -> None:
    with pytest.raises(ValueError, match="7♣ is not in the hand"):
        check_melds(parse_cards("7S 7H 7D"), [parse_cards("7S 7H 7C")])


# Properties --------------------------------------------------------------------------

hands = st.lists(st.sampled_from(CARDS), min_size=0, max_size=11, unique=True)
hands11 = st.lists(st.sampled_from(CARDS), min_size=11, max_size=11, unique=True)
hands10 = st.lists(st.sampled_from(CARDS), min_size=0, max_size=10, unique=True)
"""A hand before its draw: a card more is still a hand (eleven at most)."""


@settings(max_examples=300, deadline=None)
@given(hands)
def test_deadwood_never_exceeds_the_hand_value_and_arrangement_partitions_the_hand(
    hand: list[Card],
) -> None:
    arrangement = best_arrangement(hand)
    assert arrangement.deadwood_points <= sum(card.value for card in hand)
    parts = [card for meld in arrangement.melds for card in meld] + list(arrangement.deadwood)
    assert sorted(parts) == sorted(hand)


@settings(max_examples=300, deadline=None)
@given(hands10, st.sampled_from(CARDS))
def test_adding_a_card_raises_deadwood_by_at_most_its_value(hand: list[Card], card: Card) -> None:
    if card in hand:
        return
    assert deadwood_points([*hand, card]) <= deadwood_points(hand) + card.value


@settings(max_examples=300, deadline=None)
@given(hands11)
def test_best_discard_is_no_worse_than_any_ten_card_subset(hand: list[Card]) -> None:
    kept = best_discard(hand)[1].deadwood_points
    assert all(kept <= ref_deadwood([c for c in hand if c != out]) for out in hand)


@pytest.mark.parametrize(
    ("deal", "count", "seed"),
    [(random_hand, 2_000, 31), (dense_hand, 1_000, 32)],
    ids=["random", "dense"],
)
def test_a_card_just_taken_from_the_pile_is_never_the_discard(
    deal: Deal, count: int, seed: int
) -> None:
    """The best discard when the card taken may not go: the least deadwood over the other
    ten, ties to the higher card, as when every card may go."""
    rng = random.Random(seed)
    for _ in range(count):
        hand = deal(rng, 11)
        taken = rng.choice(hand)
        options = {card: dead for card, dead in ref_discard_options(hand).items() if card != taken}
        least = min(options.values())
        expected = max((c for c, dead in options.items() if dead == least), key=_discard_order)
        mask = sum(card.bit for card in hand)
        assert best_discard_of_mask(mask, taken.bit) == (least, expected.bit)


@pytest.mark.parametrize(
    ("deal", "seed"), [(random_hand, 41), (dense_hand, 42)], ids=["random", "dense"]
)
def test_meld_masks_are_the_melds_cards_in_order(deal: Deal, seed: int) -> None:
    """The computer players read an arrangement's melds as masks, worked out without
    building a card: the same melds, in the same order, as the cards the table shows."""
    rng = random.Random(seed)
    for _ in range(2_000):
        arrangement = best_arrangement(deal(rng, rng.choice((10, 11))))
        assert arrangement.meld_masks == tuple(
            sum(card.bit for card in meld) for meld in arrangement.melds
        )


def _discard_order(card: Card) -> tuple[int, int, int]:
    return card.value, card.rank, -card.suit


@settings(max_examples=300, deadline=None)
@given(hands, st.permutations(list(Suit)))
def test_deadwood_does_not_depend_on_suit_names(hand: list[Card], perm: list[Suit]) -> None:
    renamed = [Card(card.rank, perm[card.suit]) for card in hand]
    assert deadwood_points(renamed) == deadwood_points(hand)
