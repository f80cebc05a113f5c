"""Decks as data (RULES.md section 0): the standard deck and the Rumski deck of Ginski, their
card notation, values and bits, and the meld solver each rule set's deck is played with."""

from __future__ import annotations

import pytest

from gin_desktop.engine import (
    CARDS,
    Card,
    Colour,
    Deck,
    RuleSet,
    Suit,
    best_arrangement,
    parse_cards,
    solver_for,
)
from gin_desktop.engine.melds import arrangement_of_mask, best_discard_of_mask, deadwood_of_mask
from gin_desktop.engine.solver import STANDARD_SOLVER

RUMSKI = Deck.rumski()
STANDARD = Deck.standard()


def test_rule_the_standard_deck_is_52_cards_in_four_suits_of_13() -> None:
    assert STANDARD.size == 52 and STANDARD.suits == tuple(Suit) and STANDARD.ranks == 13
    assert STANDARD.cards == CARDS and STANDARD.wild_count == 0
    assert [card.value for card in CARDS[:13]] == [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 10, 10, 10]


def test_rule_the_rumski_deck_is_five_colours_of_1_to_13_and_five_wilds() -> None:
    assert RUMSKI.size == 70 and RUMSKI.wild_count == 5
    assert [colour.name for colour in RUMSKI.suits] == ["R", "B", "G", "Y", "P"]
    wilds = [card for card in RUMSKI.cards if card.is_wild]
    assert [str(card) for card in wilds] == ["W1", "W2", "W3", "W4", "W5"]
    assert all(card.index == i for i, card in enumerate(RUMSKI.cards))


def test_rule_rumski_values_are_the_number_printed_and_a_wild_counts_20() -> None:
    assert Card.from_str("13G").value == 13 and Card.from_str("1B").value == 1
    assert Card.from_str("W3").value == 20


@pytest.mark.parametrize("card", RUMSKI.cards, ids=str)
def test_rule_rumski_notation_is_number_then_colour_and_round_trips(card: Card) -> None:
    assert Card.from_str(str(card)) == card
    assert Card.from_str(str(card).lower()) == card
    assert card.deck_name == "rumski"


def test_rule_rumski_notation_examples_of_section_0() -> None:
    assert Card.from_str("7R") == Card(7, Colour.R)
    assert Card.from_str("13G") == Card(13, Colour.G)
    assert Card.from_str("1B") == Card(1, Colour.B)
    assert Card.from_str("w1") == Card(1, Colour.W)
    assert parse_cards("7r, 13G W5") == [Card(7, Colour.R), Card(13, Colour.G), Card(5, Colour.W)]


@pytest.mark.parametrize("token", ["14R", "0B", "W6", "W0", "7X", "R7", "1S", "WW"])
def test_bad_rumski_tokens_are_refused_by_name(token: str) -> None:
    with pytest.raises(ValueError, match=f"not a card: {token!r}"):
        Card.from_str(token)


def test_rule_a_card_of_one_deck_is_refused_with_the_other_deck() -> None:
    with pytest.raises(ValueError, match="7R is not a card of the standard deck"):
        parse_cards("9H 7R", STANDARD)
    with pytest.raises(ValueError, match="9H is not a card of the rumski deck"):
        parse_cards("7R 9H", RUMSKI)
    assert parse_cards("7R W2", RUMSKI) == [Card(7, Colour.R), Card(2, Colour.W)]


def test_the_masks_of_the_two_decks_never_overlap() -> None:
    assert STANDARD.full_mask & RUMSKI.full_mask == 0
    assert RUMSKI.cards_of(RUMSKI.full_mask) == list(RUMSKI.cards)
    assert STANDARD.cards_of(STANDARD.full_mask) == list(CARDS)


def test_a_rumski_card_in_a_standard_hand_is_refused() -> None:
    with pytest.raises(ValueError, match="7R is not a card of the standard deck"):
        best_arrangement([*parse_cards("AS 2S 3S"), Card.from_str("7R")])


def test_each_deck_is_one_object() -> None:
    assert Deck.named("standard") is Deck.standard() and Deck.named("rumski") is Deck.rumski()
    with pytest.raises(ValueError, match="unknown deck"):
        Deck.named("tarot")


def test_the_standard_rules_are_solved_by_the_mask_solver() -> None:
    solver = solver_for(RuleSet())
    assert solver is STANDARD_SOLVER is solver_for(None) and solver.deck is STANDARD
    hand = sum(card.bit for card in parse_cards("9H 9D 9C 4S 5S 6S TS JS QS 2C"))
    assert solver.deadwood(hand) == deadwood_of_mask(hand) == 2
    assert solver.best_discard(hand | CARDS[51].bit) == best_discard_of_mask(hand | CARDS[51].bit)
    assert solver.arrangement(hand).melds == arrangement_of_mask(hand).melds
    assert solver.card(CARDS[20].bit) == CARDS[20]
