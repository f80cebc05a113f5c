"""Feeding: discards that meet a card the opponent is known to hold (issue 27).

A player who takes a card from the discard pile shows it to the table, and keeps showing
it until it is thrown back: a discard of the same rank as such a card, or of its suit
within two ranks, is one a watching player would call feeding the opponent's meld. This
module counts, per seat, a match's discards, those that fed, and those of them the
opponent took straight away, from the match's events (every card of them is public).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from gin_desktop.ai.feeding import meets
from gin_desktop.engine import Card, Event, EventKind


@dataclass(frozen=True)
class Feeding:
    """One seat's discards over a stretch of play."""

    discards: int = 0
    fed: int = 0
    """Discards that met a card the next player was known to hold."""
    taken: int = 0
    """Of those, how many that player took from the pile at once."""

    def __add__(self, other: Feeding) -> Feeding:
        return Feeding(
            self.discards + other.discards, self.fed + other.fed, self.taken + other.taken
        )


def feeding(events: Iterable[Event], players: int) -> tuple[Feeding, ...]:
    """Per seat, its discards, those that fed the seat after it, and those taken."""
    counts = [Feeding() for _ in range(players)]
    known: list[list[Card]] = [[] for _ in range(players)]
    offered: tuple[Card, int] | None = None  # a feeding discard on top of the pile, its seat
    for event in events:
        seat, kind = event.seat, event.kind
        if kind is EventKind.DEAL:
            known, offered = [[] for _ in range(players)], None
        if seat is None or not event.cards:
            continue
        card = event.cards[0]
        if kind is EventKind.DREW_DISCARD:
            if offered == (card, (seat - 1) % players):
                counts[offered[1]] += Feeding(taken=1)
            known[seat].append(card)
        elif kind is EventKind.DISCARDED:
            if card in known[seat]:
                known[seat].remove(card)
            fed = any(meets(card, held) for held in known[(seat + 1) % players])
            counts[seat] += Feeding(1, int(fed))
            offered = (card, seat) if fed else None
            continue
        if kind in (EventKind.DREW_DISCARD, EventKind.DREW_STOCK):
            offered = None  # only the next draw can take a discard straight away
    return tuple(counts)
