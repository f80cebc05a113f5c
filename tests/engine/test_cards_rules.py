"""Card notation (RULES.md "Card notation") and the rule set (presets, options, validation)."""

from __future__ import annotations

import dataclasses

import pytest
from hypothesis import given
from hypothesis import strategies as st

from gin_desktop.engine.cards import (
    CARDS,
    Card,
    Suit,
    cards_of,
    cards_str,
    hand_diagram,
    mask_of,
    parse_cards,
)
from gin_desktop.engine.rules import INT_RANGES, RuleSet

# Cards -------------------------------------------------------------------------------


def test_deck_has_52_distinct_cards_indexed_by_position() -> None:
    assert len(CARDS) == len(set(CARDS)) == 52
    assert all(card.index == i and card.bit == 1 << i for i, card in enumerate(CARDS))


@pytest.mark.parametrize("card", CARDS, ids=str)
def test_card_notation_round_trips(card: Card) -> None:
    assert Card.from_str(str(card)) == card
    assert Card.from_str(str(card).lower()) == card
    assert Card.from_str(card.pretty) == card


def test_card_notation_rank_then_suit() -> None:
    assert str(Card(7, Suit.H)) == "7H"
    assert str(Card(10, Suit.S)) == "TS"
    assert [str(Card(r, Suit.C)) for r in (1, 11, 12, 13)] == ["AC", "JC", "QC", "KC"]


def test_ten_may_be_written_10() -> None:
    assert Card.from_str("10S") == Card.from_str("TS") == Card(10, Suit.S)
    assert parse_cards("10H 10d") == [Card(10, Suit.H), Card(10, Suit.D)]


def test_suit_symbols_are_accepted() -> None:
    assert parse_cards("9♥ Q♠ 10♦ A♣") == parse_cards("9H QS TD AC")


@pytest.mark.parametrize("token", ["1S", "11H", "ZD", "9X", "S9", "", "9", "TT", "100S"])
def test_bad_card_token_raises_value_error_naming_it(token: str) -> None:
    with pytest.raises(ValueError, match=f"not a card: {token!r}"):
        Card.from_str(token)


def test_parse_cards_names_the_bad_token() -> None:
    with pytest.raises(ValueError, match="'9X'"):
        parse_cards("9H 9X 9D")


def test_parse_cards_refuses_duplicates() -> None:
    with pytest.raises(ValueError, match="9H appears twice"):
        parse_cards("9H 9D 9h")
    with pytest.raises(ValueError, match="TS appears twice"):
        parse_cards(["10S", "TS"])


def test_parse_cards_accepts_commas_and_lists() -> None:
    assert parse_cards("9H, 9D,9C") == parse_cards(["9H", "9D", "9C"])
    assert cards_str(parse_cards("9H 9D 9C")) == "9H 9D 9C"


def test_card_rank_out_of_range_is_refused() -> None:
    with pytest.raises(ValueError, match="rank is 1 to 13"):
        Card(14, Suit.S)


def test_cards_are_hashable_values() -> None:
    assert {Card(5, Suit.D), Card.from_str("5D")} == {CARDS[2 * 13 + 4]}


def test_hand_diagram_shows_suits_as_rows_and_ranks_as_columns() -> None:
    lines = hand_diagram(parse_cards("AS 2S 3S TH KC")).splitlines()
    assert lines[0] == "   A 2 3 4 5 6 7 8 9 T J Q K"
    assert lines[1] == "♠  A 2 3 . . . . . . . . . ."
    assert lines[2] == "♥  . . . . . . . . . T . . ."
    assert lines[4] == "♣  . . . . . . . . . . . . K"


@given(st.sets(st.sampled_from(CARDS)))
def test_mask_of_and_cards_of_round_trip(cards: set[Card]) -> None:
    assert set(cards_of(mask_of(cards))) == cards
    assert parse_cards(cards_str(cards)) == list(cards)


# The rule set ------------------------------------------------------------------------


def test_rule_set_defaults_are_the_standard_rules() -> None:
    rules = RuleSet()
    assert (rules.knock_limit, rules.gin_bonus, rules.big_gin_bonus) == (10, 25, 31)
    assert (rules.undercut_bonus, rules.ties_are_undercuts) == (25, True)
    assert rules.big_gin_enabled and rules.first_upcard_offer
    assert rules.forbid_discarding_taken_card
    assert (rules.target_score, rules.next_dealer) == (100, "loser")
    assert not rules.end_bonuses
    assert (rules.game_bonus, rules.box_bonus, rules.shutout_bonus) == (100, 25, 100)
    assert not rules.oklahoma and rules.oklahoma_spades_double
    assert rules.preset_name() == "standard"


def test_preset_standard_is_the_defaults() -> None:
    assert RuleSet.preset("standard") == RuleSet()


def test_preset_classic_with_bonuses_turns_end_bonuses_on() -> None:
    rules = RuleSet.preset("classic_bonuses")
    assert rules == RuleSet(end_bonuses=True)
    assert rules.preset_name() == "classic_bonuses"


def test_preset_oklahoma_turns_oklahoma_on() -> None:
    rules = RuleSet.preset("oklahoma")
    assert rules == RuleSet(oklahoma=True)
    assert rules.oklahoma_spades_double
    assert rules.preset_name() == "oklahoma"


def test_unknown_preset_is_refused() -> None:
    with pytest.raises(ValueError, match="unknown preset 'tarot'"):
        RuleSet.preset("tarot")


def test_house_rules_have_no_preset_name() -> None:
    assert RuleSet(gin_bonus=20).preset_name() is None


@pytest.mark.parametrize("name", ["standard", "classic_bonuses", "oklahoma"])
def test_rule_set_dict_round_trip(name: str) -> None:
    rules = RuleSet.preset(name).with_changes(gin_bonus=10, next_dealer="alternate")
    assert RuleSet.from_dict(rules.to_dict()) == rules


def test_from_dict_fills_missing_options_with_defaults() -> None:
    assert RuleSet.from_dict({"gin_bonus": 20}) == RuleSet(gin_bonus=20)


def test_from_dict_refuses_unknown_options() -> None:
    with pytest.raises(ValueError, match=r"unknown house-rule option\(s\): knock_card"):
        RuleSet.from_dict({"knock_card": 10})


def test_from_dict_refuses_a_non_mapping() -> None:
    with pytest.raises(ValueError, match="mapping"):
        RuleSet.from_dict([("gin_bonus", 20)])  # type: ignore[arg-type]


@pytest.mark.parametrize(("name", "bounds"), INT_RANGES.items())
def test_int_option_out_of_range_is_refused(name: str, bounds: tuple[int, int]) -> None:
    low, high = bounds
    assert getattr(RuleSet.from_dict({name: low}), name) == low
    assert getattr(RuleSet.from_dict({name: high}), name) == high
    for bad in (low - 1, high + 1):
        with pytest.raises(ValueError, match=f"{name} must be between {low} and {high}, not {bad}"):
            RuleSet.from_dict({name: bad})


@pytest.mark.parametrize("bad", ["10", 10.0, True, None])
def test_int_option_of_wrong_type_is_refused(bad: object) -> None:
    with pytest.raises(ValueError, match="knock_limit must be a whole number"):
        RuleSet(knock_limit=bad)  # type: ignore[arg-type]


BOOL_OPTIONS = [f.name for f in dataclasses.fields(RuleSet) if f.type == "bool"]


@pytest.mark.parametrize("name", BOOL_OPTIONS)
def test_bool_option_of_wrong_type_is_refused(name: str) -> None:
    with pytest.raises(ValueError, match=f"{name} must be true or false, not 1"):
        RuleSet.from_dict({name: 1})


def test_next_dealer_choices() -> None:
    for choice in ("loser", "alternate", "winner"):
        assert RuleSet(next_dealer=choice).next_dealer == choice
    with pytest.raises(ValueError, match="next_dealer must be one of loser, alternate, winner"):
        RuleSet(next_dealer="dealer")  # type: ignore[arg-type]


def test_every_option_is_a_number_a_choice_or_a_switch() -> None:
    others = {"players", "next_dealer", "deck", "seating", "undercut_scores"}
    assert {f.name for f in dataclasses.fields(RuleSet)} == set(INT_RANGES) | others | set(
        BOOL_OPTIONS
    )


def test_rule_players_and_deck_are_two_and_standard_for_every_current_game() -> None:
    for name in ("standard", "classic_bonuses", "oklahoma"):
        rules = RuleSet.preset(name)
        assert (rules.players, rules.deck) == (2, "standard")
        assert list(rules.seats) == [0, 1] and rules.next_seat(0) == 1 and rules.next_seat(1) == 0
        assert rules.turn_order(1) == (1, 0)
    with pytest.raises(ValueError, match="players must be between 2 and 4, not 5"):
        RuleSet(players=5)
    with pytest.raises(ValueError, match="3 players play Ginski on the rumski deck"):
        RuleSet(players=3)
    with pytest.raises(ValueError, match="deck must be one of standard, rumski, not 'tarot'"):
        RuleSet(deck="tarot")  # type: ignore[arg-type]
    assert RuleSet(deck="rumski").deck == "rumski"  # the deck of Ginski


def test_rule_undercut_scores_is_its_own_option_not_the_deck_s() -> None:
    """Choosing the deck does not choose the scoring: Ginski's preset names its undercut
    scoring, and rules written before the option existed read it from their deck."""
    assert RuleSet(deck="rumski").undercut_scores == "difference"
    assert RuleSet.preset("ginski").undercut_scores == "others_deadwood"
    assert RuleSet(undercut_scores="others_deadwood").deck == "standard"
    with pytest.raises(ValueError, match="undercut_scores must be one of difference, others_d"):
        RuleSet(undercut_scores="double")  # type: ignore[arg-type]
    old_ginski = RuleSet.preset("ginski").to_dict()
    del old_ginski["undercut_scores"]
    assert RuleSet.from_dict(old_ginski) == RuleSet.preset("ginski")
    old_standard = RuleSet().to_dict()
    del old_standard["undercut_scores"]
    assert RuleSet.from_dict(old_standard) == RuleSet()


def test_rule_set_is_frozen() -> None:
    with pytest.raises(dataclasses.FrozenInstanceError):
        RuleSet().gin_bonus = 10  # type: ignore[misc]


def test_with_changes_validates() -> None:
    with pytest.raises(ValueError, match="gin_bonus"):
        RuleSet().with_changes(gin_bonus=-1)
