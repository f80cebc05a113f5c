"""What a drop on the table means: one move of the game, or none."""

from __future__ import annotations

import pytest

from gin_desktop.engine import Card, Discard, DrawDiscard, DrawStock, Knock, LayOff
from gin_desktop.plan.drops import intended

SEVEN = Card.from_str("7S")


@pytest.mark.parametrize(
    ("source", "card", "target", "action"),
    [
        ("stock", None, "hand", DrawStock()),
        ("discard", Card.from_str("KD"), "hand", DrawDiscard()),
        ("hand", SEVEN, "discard", Discard(SEVEN)),
        ("hand", SEVEN, "knock", Knock(SEVEN)),
        ("hand", SEVEN, "meld:2", LayOff(SEVEN, 2)),
        ("hand", SEVEN, "stock", None),
        ("hand", SEVEN, "opponent", None),
        ("stock", None, "discard", None),
        ("discard", Card.from_str("KD"), "knock", None),
    ],
)
def test_a_drop_means_one_move_or_none(source: str, card: Card | None, target: str, action):
    assert intended(source, card, target) == action
