"""What a player can do: small frozen values, hashable, with a dict form for saved games.

An action says what the player wants, never whose turn it is: the state machine knows the
seat to act, so one action value means the same for either player (and for the AI).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from .cards import CARDS, Card, Deck, clip, quote
from .rules import HAND_SIZE

MOST_MELDS = (HAND_SIZE + 1) // 3
"""A knocker lays down at most this many melds (eleven cards, three to a meld)."""

Melds = tuple[tuple[Card, ...], ...]


def _freeze_melds(melds: Iterable[Iterable[Card]] | None) -> Melds | None:
    """Lists become tuples so that an action stays hashable and compares by value."""
    if melds is None:
        return None
    return tuple(tuple(meld) for meld in melds)


_CARD_BY_TEXT = {str(card): card for card in CARDS}


def card_from(text: str) -> Card:
    """``Card.from_str`` with a fast path for the canonical notation of saved games."""
    card = _CARD_BY_TEXT.get(text) if isinstance(text, str) else None
    return card if card is not None else Card.from_str(text)


def melds_to_lists(melds: Iterable[Iterable[Card]]) -> list[list[str]]:
    return [[str(card) for card in meld] for meld in melds]


def melds_from_lists(data: Iterable[Iterable[str]]) -> Melds:
    if isinstance(data, str | Mapping) or not isinstance(data, Iterable):
        raise ValueError(f"melds are a list of lists of cards, not {quote(data)}")
    return tuple(tuple(card_from(text) for text in meld) for meld in data)


@dataclass(frozen=True)
class DrawStock:
    """Take the top card of the face-down stock."""

    def to_dict(self) -> dict[str, Any]:
        return {"type": "draw_stock"}


@dataclass(frozen=True)
class DrawDiscard:
    """Take the top card of the discard pile; in the first-upcard phase, take the upcard."""

    def to_dict(self) -> dict[str, Any]:
        return {"type": "draw_discard"}


@dataclass(frozen=True)
class PassUpcard:
    """Refuse the first upcard (only while it is being offered)."""

    def to_dict(self) -> dict[str, Any]:
        return {"type": "pass_upcard"}


@dataclass(frozen=True)
class Discard:
    """Throw ``card`` face up on the discard pile and end the turn without knocking."""

    card: Card

    def to_dict(self) -> dict[str, Any]:
        return {"type": "discard", "card": str(self.card)}


@dataclass(frozen=True, init=False)
class Knock:
    """Discard ``card`` face down and end the hand; no deadwood left means gin.

    ``melds`` None lets the engine arrange the ten kept cards with the least deadwood
    (the rule of seed 000); a human who rearranges declares their own melds, which the
    engine checks. ``legal_actions()`` lists only ``melds=None`` knocks.
    """

    card: Card
    melds: Melds | None

    def __init__(self, card: Card, melds: Iterable[Iterable[Card]] | None = None) -> None:
        """Melds may be given as lists; they are kept as tuples, so that knocks compare."""
        object.__setattr__(self, "card", card)
        object.__setattr__(self, "melds", _freeze_melds(melds))

    def to_dict(self) -> dict[str, Any]:
        data: dict[str, Any] = {"type": "knock", "card": str(self.card)}
        if self.melds is not None:
            data["melds"] = melds_to_lists(self.melds)
        return data


@dataclass(frozen=True, init=False)
class BigGin:
    """All eleven cards held after the draw form melds: end the hand with no discard."""

    melds: Melds | None

    def __init__(self, melds: Iterable[Iterable[Card]] | None = None) -> None:
        object.__setattr__(self, "melds", _freeze_melds(melds))

    def to_dict(self) -> dict[str, Any]:
        data: dict[str, Any] = {"type": "big_gin"}
        if self.melds is not None:
            data["melds"] = melds_to_lists(self.melds)
        return data


@dataclass(frozen=True)
class LayOff:
    """The defender adds ``card`` to the knocker's meld number ``meld_index``."""

    card: Card
    meld_index: int

    def to_dict(self) -> dict[str, Any]:
        return {"type": "lay_off", "card": str(self.card), "meld_index": self.meld_index}


@dataclass(frozen=True)
class FinishLayoffs:
    """The defender has laid off all they want to: score the hand."""

    def to_dict(self) -> dict[str, Any]:
        return {"type": "finish_layoffs"}


@dataclass(frozen=True)
class NextHand:
    """Deal the next hand of a match (``Match`` only, after a hand has ended)."""

    def to_dict(self) -> dict[str, Any]:
        return {"type": "next_hand"}


Action = (
    DrawStock
    | DrawDiscard
    | PassUpcard
    | Discard
    | Knock
    | BigGin
    | LayOff
    | FinishLayoffs
    | NextHand
)


def _optional_melds(data: Mapping[str, Any]) -> Melds | None:
    melds = data.get("melds")
    return None if melds is None else melds_from_lists(melds)


def action_from_dict(data: Mapping[str, Any]) -> Action:
    """The inverse of ``to_dict()``; an unknown or malformed action raises ValueError."""
    if not isinstance(data, Mapping):
        raise ValueError(f"an action is a mapping with a 'type', not {quote(data)}")
    kind = data.get("type")
    try:
        return _from_dict(kind, data)
    except (KeyError, TypeError) as error:
        raise ValueError(f"malformed {clip(str(kind))} action: {quote(dict(data))}") from error


def _from_dict(kind: Any, data: Mapping[str, Any]) -> Action:
    simple: dict[str, Action] = {
        "draw_stock": DrawStock(),
        "draw_discard": DrawDiscard(),
        "pass_upcard": PassUpcard(),
        "finish_layoffs": FinishLayoffs(),
        "next_hand": NextHand(),
    }
    if kind in simple:
        return simple[kind]
    if kind == "discard":
        return Discard(card_from(data["card"]))
    if kind == "knock":
        return Knock(card_from(data["card"]), _optional_melds(data))
    if kind == "big_gin":
        return BigGin(_optional_melds(data))
    if kind == "lay_off":
        index = data["meld_index"]
        if isinstance(index, bool) or not isinstance(index, int) or not 0 <= index < MOST_MELDS:
            most = MOST_MELDS - 1
            raise ValueError(
                f"a lay-off's meld_index is a whole number 0 to {most}, not {quote(index)}"
            )
        return LayOff(card_from(data["card"]), index)
    raise ValueError(f"unknown action type {quote(kind)}")


ACTION_TYPES: tuple[type, ...] = (
    DrawStock, DrawDiscard, PassUpcard, Discard, Knock, BigGin, LayOff, FinishLayoffs, NextHand,
)  # fmt: skip


def malformed(action: object, deck: Deck) -> bool:
    """Is ``action`` anything but an action of this game with fields of the right types
    (cards of ``deck``, a whole-number meld index, melds as groups of such cards)?"""
    if type(action) not in ACTION_TYPES:
        return True
    card = getattr(action, "card", None)
    if isinstance(action, Discard | Knock | LayOff) and not deck.holds(card):
        return True
    if isinstance(action, LayOff):
        index = action.meld_index
        return isinstance(index, bool) or not isinstance(index, int)
    melds = getattr(action, "melds", None)
    if melds is None:
        return False
    return not isinstance(melds, tuple) or not all(
        isinstance(meld, tuple) and all(deck.holds(c) for c in meld) for meld in melds
    )


def describe_action(action: Action) -> str:
    """What the action does, as the end of "You cannot ...": used in error messages."""
    if isinstance(action, Discard):
        return f"discard {action.card.pretty}"
    if isinstance(action, Knock):
        return f"knock with {action.card.pretty}"
    if isinstance(action, LayOff):
        return f"lay off {action.card.pretty}"
    return _PHRASES[type(action)]


_PHRASES: dict[type, str] = {
    DrawStock: "draw from the stock",
    DrawDiscard: "take the top card of the discard pile",
    PassUpcard: "pass the upcard",
    BigGin: "declare big gin",
    FinishLayoffs: "finish laying off",
    NextHand: "deal the next hand",
}
