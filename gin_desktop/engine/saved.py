"""A hand's state as plain data and back: what ``Hand.to_dict`` and ``Hand.from_dict``
do, through ``HandState``, every card's place and whose move it is; and a match's state
to come back to (``Checkpoint``, kept in memory, never written).

The data is JSON-ready (strings, numbers, lists) with cards in the notation of RULES.md.
Reading it trusts nothing it can check cheaply: a missing key, a wrong type or a card in
two places raises ValueError, and no half-built hand escapes.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from .actions import Melds, card_from, melds_from_lists, melds_to_lists
from .cards import Card, quote
from .events import (
    Event,
    HandResult,
    card_or_none,
    card_strs,
    cards_from,
    placements_from,
    seed_from,
    whole,
)
from .phase import Phase
from .records import HandRecord, MatchResult, PerSeat
from .rules import RuleSet

Seed = int | str | None
"""What a deal is shuffled from: a whole number, a text, or None (a fresh shuffle)."""


@dataclass(frozen=True)
class HandState:
    """Where every card of a hand is, and whose move it is (see ``Hand.restore``)."""

    seed: Seed
    hands: tuple[tuple[Card, ...], ...]
    stock: tuple[Card, ...]
    """Top card last."""
    first_upcard: Card
    discard_pile: tuple[Card, ...]
    phase: Phase
    to_act: int | None
    taken_card: Card | None
    known: tuple[tuple[Card, ...], ...]
    stock_only: bool
    knocker: int | None
    knock_discard: Card | None
    declared_melds: Melds
    table_melds: Melds
    placements: tuple[tuple[Card, int], ...]
    events: tuple[Event, ...]
    result: HandResult | None
    players: tuple[int, ...] | None = None
    """The seats that play the hand; None: those the rules seat for its dealer."""


def state_to_dict(rules: RuleSet, dealer: int, state: HandState) -> dict[str, Any]:
    """A hand's rules, dealer and state as JSON-ready data; ``state.players`` is given."""
    return {
        "rules": dict(_rules_dict(rules)),
        "seed": state.seed,
        "dealer": dealer,
        "players": list(state.players or ()),
        "phase": state.phase.value,
        "to_act": state.to_act,
        "hands": [card_strs(cards) for cards in state.hands],
        "stock": card_strs(state.stock),
        "discard_pile": card_strs(state.discard_pile),
        "first_upcard": str(state.first_upcard),
        "taken_card": _card_str(state.taken_card),
        "known": [card_strs(known) for known in state.known],
        "stock_only": state.stock_only,
        "knocker": state.knocker,
        "knock_discard": _card_str(state.knock_discard),
        "declared_melds": melds_to_lists(state.declared_melds),
        "table_melds": melds_to_lists(state.table_melds),
        "placements": [[str(card), index] for card, index in state.placements],
        "events": [event.to_dict() for event in state.events],
        "result": None if state.result is None else state.result.to_dict(),
    }


def state_from_dict(data: Mapping[str, Any]) -> tuple[RuleSet, int, HandState]:
    """The rules, dealer and state of a saved hand; ValueError if the data is no hand."""
    if not isinstance(data, Mapping):
        raise ValueError(f"not a saved hand: {quote(data)}")
    try:
        rules = _rules_from_items(tuple(data["rules"].items()))
        return rules, _seat(data["dealer"], rules), _state(data, rules)
    except (KeyError, TypeError, IndexError, AttributeError) as error:
        raise ValueError(f"not a saved hand: {quote(error)}") from error


def _state(data: Mapping[str, Any], rules: RuleSet) -> HandState:
    result = data["result"]
    return HandState(
        seed=seed_from(data["seed"]),
        hands=tuple(cards_from(cards) for cards in data["hands"]),
        stock=cards_from(data["stock"]),
        first_upcard=card_from(data["first_upcard"]),
        discard_pile=cards_from(data["discard_pile"]),
        phase=Phase(data["phase"]),
        to_act=None if data["to_act"] is None else _seat(data["to_act"], rules),
        taken_card=card_or_none(data["taken_card"]),
        known=tuple(cards_from(known) for known in data["known"]),
        stock_only=_flag(data["stock_only"]),
        knocker=None if data["knocker"] is None else _seat(data["knocker"], rules),
        knock_discard=card_or_none(data["knock_discard"]),
        declared_melds=melds_from_lists(data["declared_melds"]),
        table_melds=melds_from_lists(data["table_melds"]),
        placements=placements_from(data["placements"]),
        events=tuple(Event.from_dict(event) for event in data["events"]),
        result=None if result is None else HandResult.from_dict(result),
        players=_players(data.get("players"), rules),
    )


def _seat(value: object, rules: RuleSet) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value not in rules.seats:
        raise ValueError(f"not a saved hand: {quote(value)} is no seat of {rules.players}")
    return value


def _players(value: object, rules: RuleSet) -> tuple[int, ...] | None:
    """The seats that play a saved hand (hands saved before three-handed and partnership
    gin name none: every seat played them)."""
    if value is None:
        return None
    if not isinstance(value, list):
        raise ValueError(f"not a saved hand: its players are {quote(value)}")
    return tuple(_seat(seat, rules) for seat in value)


def _flag(value: object) -> bool:
    if not isinstance(value, bool):
        raise ValueError(f"not a saved hand: {quote(value)} is not true or false")
    return value


def _card_str(card: Card | None) -> str | None:
    return None if card is None else str(card)


# A hand is saved after every move and a match reuses one rule set for every hand, so the
# rule set's conversions are cached (RuleSet is frozen and hashable; callers copy the dict).
@lru_cache(maxsize=64)
def _rules_dict(rules: RuleSet) -> dict[str, Any]:
    return rules.to_dict()


@lru_cache(maxsize=64)
def _rules_from_items(items: tuple[tuple[str, Any], ...]) -> RuleSet:
    return RuleSet.from_dict(dict(items))


def seats_of(values: Sequence[Any]) -> tuple[int, ...]:
    """Whole numbers, one per seat (scores, hands won), from saved data."""
    return tuple(whole(value) for value in values)


@dataclass(frozen=True)
class Checkpoint:
    """A match as it was (``Match.checkpoint``)."""

    hand_number: int
    games: tuple[tuple[RuleSet, int, HandState], ...]
    """Each game of the hand: its rules, dealer and state."""
    scores: PerSeat
    hands_won: PerSeat
    history: tuple[HandRecord, ...]
    past_events: int
    """How many events the hands before this one had."""
    end_events: tuple[Event, ...]
    result: MatchResult | None
