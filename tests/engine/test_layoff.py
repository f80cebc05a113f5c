"""Lay-offs: hand cases of RULES.md "Showdown", and agreement with the brute-force reference."""

from __future__ import annotations

import functools
import random
from collections.abc import Sequence
from dataclasses import dataclass

from gin_desktop.engine.cards import CARDS, Card, cards_str, parse_cards
from gin_desktop.engine.layoff import LayOffResult, lay_off, lay_off_targets
from gin_desktop.engine.scoring import score_showdown
from gin_desktop.engine.solver import best_arrangement

from .reference import DECK_MELDS, RefLayOff, ref_deadwood, ref_lay_off, valid_meld

Melds = tuple[tuple[Card, ...], ...]


def melds(*texts: str) -> Melds:
    return tuple(tuple(parse_cards(text)) for text in texts)


def play_placements(knocker_melds: Melds, result: LayOffResult) -> list[list[Card]]:
    """Lay the cards off one by one, checking each against the melds as they stand."""
    table = [list(meld) for meld in knocker_melds]
    for card, index in result.placements:
        assert index in lay_off_targets(table, card), f"{card} cannot go on {table[index]}"
        table[index].append(card)
        assert valid_meld(table[index])
    assert sorted(card for card, _ in result.placements) == sorted(result.laid_off)
    return table


def assert_defender_sound(defender: Sequence[Card], result: LayOffResult) -> None:
    """The defender's own melds are valid, and the rest of the hand is their deadwood."""
    kept = [card for card in defender if card not in result.laid_off]
    assert result.deadwood_points == ref_deadwood(kept)
    own = [card for meld in result.melds for card in meld]
    assert all(valid_meld(meld) for meld in result.melds)
    assert sorted(own + list(result.deadwood)) == sorted(kept)


# Hand cases --------------------------------------------------------------------------


def test_lay_off_chains_down_a_run() -> None:
    run = melds("4S 5S 6S")
    result = lay_off(run, parse_cards("2S 3S KH KD 9C"))
    assert result.placements == ((Card.from_str("3S"), 0), (Card.from_str("2S"), 0))
    assert play_placements(run, result)[0] == parse_cards("4S 5S 6S 3S 2S")
    assert result.deadwood_points == 29


def test_lay_off_chains_up_a_run() -> None:
    run = melds("4S 5S 6S")
    result = lay_off(run, parse_cards("8S 7S KH"))
    assert [str(card) for card, _ in result.placements] == ["7S", "8S"]
    assert result.deadwood_points == 10


def test_lay_off_extends_a_run_at_both_ends() -> None:
    run = melds("4S 5S 6S")
    result = lay_off(run, parse_cards("3S 7S QD"))
    assert set(result.laid_off) == set(parse_cards("3S 7S"))
    play_placements(run, result)


def test_lay_off_gap_card_cannot_be_laid_off_alone() -> None:
    # 8S only fits 4-5-6S once 7S is there, and the defender has no 7S.
    assert lay_off(melds("4S 5S 6S"), parse_cards("8S 9D")).laid_off == ()


def test_lay_off_fourth_card_of_a_set() -> None:
    sets = melds("9H 9D 9C")
    result = lay_off(sets, parse_cards("9S 2C"))
    assert result.placements == ((Card.from_str("9S"), 0),)
    assert result.deadwood_points == 2


def test_lay_off_nothing_onto_a_set_of_four() -> None:
    assert lay_off_targets(melds("9S 9H 9D 9C"), Card.from_str("9S")) == []


def test_lay_off_nothing_onto_the_knockers_deadwood() -> None:
    # The knocker's loose 9C is no meld: 8C and TC of the defender cannot join it.
    result = lay_off(melds("4S 5S 6S"), parse_cards("8C TC KD"))
    assert result.laid_off == ()
    assert lay_off_targets(melds("4S 5S 6S"), Card.from_str("8C")) == []


def test_lay_off_nothing_onto_the_defenders_own_melds() -> None:
    # 9D extends the defender's own 6-7-8D: that is melding, not a lay-off.
    result = lay_off(melds("4S 5S 6S"), parse_cards("6D 7D 8D 9D KC"))
    assert result.laid_off == ()
    assert result.melds == melds("6D 7D 8D 9D")
    assert result.deadwood_points == 10


def test_lay_off_card_stays_in_the_defenders_own_set() -> None:
    # Laying 7S off on 4-5-6S would leave 7H 7D as 14 deadwood; the set of sevens keeps it.
    result = lay_off(melds("4S 5S 6S"), parse_cards("7S 7H 7D KC"))
    assert result.laid_off == ()
    assert result.deadwood_points == 10


def test_lay_off_ties_keep_the_defenders_own_meld() -> None:
    # Laying 5-6-7-8S off on 2-3-4S or keeping it as a run both leave KC: fewest cards go.
    result = lay_off(melds("2S 3S 4S"), parse_cards("5S 6S 7S 8S KC"))
    assert result.deadwood_points == 10
    assert result.laid_off == ()


def test_lay_off_defender_melds_and_lay_offs_chosen_together() -> None:
    # 5H goes on 2-3-4H; 6H could follow it but stays in the set 6H 6D 6C: 10, not 22.
    result = lay_off(melds("2H 3H 4H"), parse_cards("5H 6H 6D 6C QS"))
    assert result.laid_off == (Card.from_str("5H"),)
    assert result.melds == melds("6H 6D 6C")
    assert result.deadwood_points == 10


def test_lay_off_card_fitting_a_set_and_a_run_goes_where_more_follows() -> None:
    knocker = melds("7H 7D 7C", "4S 5S 6S")
    result = lay_off(knocker, parse_cards("7S 8S 2H 5H 9C TC JH KC 3D AD"))
    assert set(result.laid_off) == set(parse_cards("7S 8S"))
    assert result.deadwood_points == 50


def test_declared_lay_offs_along_a_run_are_accepted_when_the_card_also_fits_a_set() -> None:
    knocker = parse_cards("2H 2D 2C 3S 4S 5S 6S 7S 4C 5C")
    defender = parse_cards("AS 2S JD QH 9S TH 7C KC 4H 7D")
    result = score_showdown(knocker, defender, laid_off=parse_cards("AS 2S"))
    assert result.defender_deadwood == 67


# Random showdowns against the reference ----------------------------------------------

SMALL_MELDS = [meld for meld in DECK_MELDS if meld.bit_count() <= 5]


@dataclass(frozen=True)
class Showdown:
    knocker_melds: Melds
    defender: tuple[Card, ...]
    engine: LayOffResult
    reference: RefLayOff

    def describe(self) -> str:
        knocker = " | ".join(cards_str(meld) for meld in self.knocker_melds)
        return f"knocker melds [{knocker}], defender {cards_str(self.defender)}"


def deal_knocker(rng: random.Random) -> tuple[list[Card], Melds]:
    """Ten cards that can knock: two or three random melds, filled with random cards."""
    while True:
        held = 0
        for _ in range(rng.choice((2, 3))):
            meld = rng.choice(SMALL_MELDS)
            held |= 0 if meld & held else meld
        hand = [card for card in CARDS if held & card.bit]
        if len(hand) > 10:
            continue
        hand += rng.sample([card for card in CARDS if card not in hand], 10 - len(hand))
        arrangement = best_arrangement(hand)
        if arrangement.deadwood_points <= 10:
            return hand, arrangement.melds


def near_cards(knocker_melds: Melds, held: Sequence[Card]) -> list[Card]:
    """Cards that could be laid off on the melds, directly or after one more card."""
    near: set[Card] = set()
    for meld in knocker_melds:
        ranks = [card.rank for card in meld]
        if len(set(ranks)) == 1:
            near.update(card for card in CARDS if card.rank == ranks[0])
        else:
            low, high = min(ranks) - 2, max(ranks) + 2
            near.update(c for c in CARDS if c.suit == meld[0].suit and low <= c.rank <= high)
    return sorted(near - set(held))


def deal_defender(rng: random.Random, knocker: list[Card], knocker_melds: Melds) -> list[Card]:
    """Ten cards, each near card of the knocker's melds with even odds, the rest at random."""
    near = [card for card in near_cards(knocker_melds, knocker) if rng.random() < 0.6][:10]
    rest = [card for card in CARDS if card not in knocker and card not in near]
    return near + rng.sample(rest, 10 - len(near))


@functools.cache
def random_showdowns(count: int = 5_000, seed: int = 41) -> tuple[Showdown, ...]:
    rng = random.Random(seed)
    out = []
    for _ in range(count):
        knocker, knocker_melds = deal_knocker(rng)
        defender = tuple(deal_defender(rng, knocker, knocker_melds))
        engine = lay_off(knocker_melds, defender)
        out.append(Showdown(knocker_melds, defender, engine, ref_lay_off(knocker_melds, defender)))
    return tuple(out)


def fits_a_set_and_a_run(showdown: Showdown) -> bool:
    """Some defender card has the rank of a knocker's set and the suit of a knocker's run."""
    set_ranks = {m[0].rank for m in showdown.knocker_melds if m[0].rank == m[1].rank}
    run_suits = {m[0].suit for m in showdown.knocker_melds if m[0].rank != m[1].rank}
    return any(c.rank in set_ranks and c.suit in run_suits for c in showdown.defender)


def test_random_showdowns_often_have_lay_offs() -> None:
    showdowns = random_showdowns()
    with_lay_offs = sum(bool(s.reference.laid_off) for s in showdowns)
    assert with_lay_offs >= len(showdowns) // 2


def test_random_lay_offs_are_legal_and_never_beat_the_reference() -> None:
    for showdown in random_showdowns():
        play_placements(showdown.knocker_melds, showdown.engine)
        assert_defender_sound(showdown.defender, showdown.engine)
        assert showdown.engine.deadwood_points >= showdown.reference.deadwood_points


def test_random_lay_offs_agree_with_reference_when_no_card_fits_a_set_and_a_run() -> None:
    checked = 0
    for showdown in random_showdowns():
        if fits_a_set_and_a_run(showdown):
            continue
        checked += 1
        expected = showdown.reference.deadwood_points
        assert showdown.engine.deadwood_points == expected, showdown.describe()
    assert checked >= 3_000


def test_random_lay_offs_agree_with_reference() -> None:
    wrong = [
        s.describe()
        for s in random_showdowns()
        if s.engine.deadwood_points != s.reference.deadwood_points
    ]
    assert not wrong, f"{len(wrong)} showdowns differ, first: {wrong[0]}"
