"""The phases of a hand, in the order a hand goes through them."""

from __future__ import annotations

from enum import StrEnum


class Phase(StrEnum):
    """Where a hand stands; the seat to act is ``Hand.to_act``."""

    FIRST_UPCARD = "first_upcard"
    """The first upcard is offered round the table from the dealer's left, the dealer
    last: each may take it or pass."""
    DRAW = "draw"
    """The player to act draws from the stock or the discard pile."""
    DISCARD = "discard"
    """The player to act holds eleven cards: discard, knock, or declare big gin."""
    LAYOFF = "layoff"
    """After a knock (not gin): each defender in turn lays off cards, then finishes."""
    ENDED = "ended"
    """The hand is over; ``Hand.result`` says how."""
