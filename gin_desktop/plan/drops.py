"""What a card dropped on the table means: the engine action, and which zones light up.

The scene names its zones ("hand", "stock", "discard", "knock", "opponent", "meld:<i>");
a drop from one to another means one move of the engine, or none. The same meaning
decides what lights up while a card is dragged: the zones where its move is legal now.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from gin_desktop.engine import (
    Action,
    Card,
    Discard,
    DrawDiscard,
    DrawStock,
    Knock,
    LayOff,
    PlayerView,
)


@dataclass(frozen=True)
class Drop:
    """A card dropped somewhere: ``source`` and ``target`` name zones ("hand", "stock",
    "discard", "knock", "opponent", "meld:<i>"); ``card`` is None for a face-down card;
    ``action`` is the move the drop means (legal or not: the engine judges), or None when
    it means none (a card of your hand dropped on the stock)."""

    source: str
    card: Card | None
    target: str
    action: Action | None = None


def intended(source: str, card: Card | None, target: str) -> Action | None:
    """The move a drop from ``source`` to ``target`` means, whether or not it is legal."""
    if source in ("stock", "discard") and target == "hand":
        return DrawStock() if source == "stock" else DrawDiscard()
    if source != "hand" or card is None:
        return None
    if target == "discard":
        return Discard(card)
    if target == "knock":
        return Knock(card)
    if target.startswith("meld:"):
        return LayOff(card, int(target.removeprefix("meld:")))
    return None


def legal_targets(
    view: PlayerView | None, source: str, card: Card | None, zones: Iterable[str]
) -> set[str]:
    """The zones among ``zones`` where dropping ``card`` from ``source`` is a legal move."""
    if view is None:
        return set()
    legal = set(view.legal_actions)
    return {zone for zone in zones if intended(source, card, zone) in legal}
