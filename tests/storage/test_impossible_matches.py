"""Matches that no play can reach, made from a real saved match by editing its file, are
refused with a sentence: the four impossible matches of the black-box fault runs (two
cards swapped between hands, hands won that no score sheet records, invented events, a
hand number of 10^300) and numbers too long to read."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

import pytest

from gin_desktop.engine import Match
from gin_desktop.storage.matches import DamagedMatch, SavedMatch
from tests.storage.test_matches import SESSION, advance

Data = dict[str, Any]


def third_hand() -> Data:
    """A real saved match, in its third hand, a few moves in, as the data of its file."""
    match = Match(SESSION.rules, seed=SESSION.seed, names=SESSION.names)
    while match.hand_number < 3:
        advance(match, 1)
    advance(match, 6)
    saved = SavedMatch(SESSION, match, {0: tuple(match.hand.hand(0))})
    return dict(json.loads(saved.to_text()))


def refusal(data: Data) -> str:
    with pytest.raises(DamagedMatch) as refused:
        SavedMatch.from_text(json.dumps(data))
    return str(refused.value)


def test_the_real_match_is_read() -> None:
    assert SavedMatch.from_text(json.dumps(third_hand())).match.hand_number == 3


def swap_unknown_cards(data: Data) -> None:
    """One card of each hand, neither known to the other player, changes hands."""
    hand = data["match"]["round"]
    known = {card for cards in hand["known"] for card in cards}
    first, second = ([c for c in cards if c not in known] for cards in hand["hands"][:2])
    hand["hands"][0][0], hand["hands"][1][0] = second[0], first[0]
    data["hand_orders"]["0"] = hand["hands"][0]


def invent_events(data: Data) -> None:
    past = data["match"]["past_events"]
    past.extend([past[-1]] * 100_000)


@pytest.mark.parametrize(
    ("change", "words"),
    [
        (swap_unknown_cards, "not where its deal and its moves put them"),
        (lambda d: d["match"].update(hands_won=[3, 0]), "not those of its score sheet"),
        (lambda d: d["match"].update(scores=[40, 0]), "not those of its score sheet"),
        (lambda d: d["match"]["history"].pop(0), "a line for each hand"),
        (lambda d: d["match"]["history"][0].update(points=99), "do not add up"),
        (invent_events, "earlier hands"),
        (lambda d: d["match"].update(hand_number=10**300), "too large"),
        (lambda d: d["match"].update(hand_number=40), "hand number"),
        (lambda d: d["match"]["round"].update(seed="7:1"), "not dealt from the match's seed"),
        (lambda d: d["match"]["cut_events"].pop(), "cut"),
    ],
)
def test_rule_a_match_that_does_not_add_up_is_refused(
    change: Callable[[Data], None], words: str
) -> None:
    data = third_hand()
    change(data)
    said = refusal(data)
    assert words in said
    assert len(said) <= 200


def test_a_number_of_five_thousand_digits_is_refused_in_words() -> None:
    text = json.dumps(third_hand(), separators=(",", ":")).replace(
        '"hand_number":3', '"hand_number":' + "9" * 5000
    )
    assert "9" * 5000 in text
    with pytest.raises(DamagedMatch) as refused:
        SavedMatch.from_text(text)
    assert "number far too long" in str(refused.value)
