"""Every computer level plays Ginski for two, three and four legally, from its own view
(the full run: ``python -m gin_desktop.tools.legality --hands 500``)."""

from __future__ import annotations

import pytest

from gin_desktop.ai import LEVELS, create_player
from gin_desktop.engine import Card, Deck, Discard, DrawStock, Hand, PassUpcard, parse_cards
from gin_desktop.tools.legality import VARIANTS, play_hand


@pytest.mark.parametrize("variant", ["ginski_2", "ginski", "ginski_4"])
@pytest.mark.parametrize("level", LEVELS)
def test_every_level_plays_ginski_legally(level: str, variant: str) -> None:
    assert VARIANTS[variant].deck == "rumski"
    errors = [error for seed in range(4) if (error := play_hand(level, variant, seed))]
    assert not errors, errors[0]


def discard_with_idle_wilds(level: str) -> Card:
    """What ``level`` throws from W1 W2 W3 and seven numbered cards that no wild can join
    (no two within two numbers of a colour, no number twice), after drawing 13R."""
    rules = VARIANTS["ginski"]
    mine = parse_cards("W1 W2 W3 1R 5B 9G 12Y 3P 7Y 11B", Deck.rumski())
    rest = [card for card in Deck.rumski().cards if card not in mine]
    others = [card for card in rest if str(card) != "13R"]
    top_of_stock = Card.from_str("13R")
    places: dict[int, Card] = {3 * i: card for i, card in enumerate(mine)}
    places[3 * len(mine) + 1] = top_of_stock  # dealt 30, the upcard, then the first draw
    filler = iter(others)
    deck = [places.get(i) or next(filler) for i in range(Deck.rumski().size)]
    hand = Hand.deal(rules, dealer=2, deck=deck)
    for _ in rules.seats:
        hand.apply(PassUpcard())
    hand.apply(DrawStock())
    assert hand.to_act == 0 and top_of_stock in hand.hand(0)
    action = create_player(level, 1).choose(hand.view(0))
    assert isinstance(action, Discard)
    return action.card


@pytest.mark.parametrize("level", ["strong", "expert"])
def test_strong_players_never_throw_a_wild_away(level: str) -> None:
    assert not discard_with_idle_wilds(level).is_wild


@pytest.mark.parametrize("level", ["beginner", "casual"])
def test_weaker_players_throw_an_idle_wild_for_its_20_points(level: str) -> None:
    assert discard_with_idle_wilds(level).is_wild
