"""Feeding (issue 27): a discard of the rank of a card the opponent is known to hold, or of
its suit within two ranks, counted per seat with whether the opponent took it."""

from __future__ import annotations

from gin_desktop.ai.feeding import meets
from gin_desktop.engine import Card, Event, EventKind
from gin_desktop.tools.feeding import Feeding, feeding


def c(text: str) -> Card:
    return Card.from_str(text)


def ev(kind: EventKind, seat: int | None, card: str = "") -> Event:
    return Event(kind, seat, (c(card),) if card else ())


def test_a_card_meets_the_same_rank_or_its_suit_within_two_ranks() -> None:
    assert meets(c("7D"), c("7C")) and meets(c("5C"), c("7C")) and meets(c("9C"), c("7C"))
    assert not meets(c("4C"), c("7C")) and not meets(c("8D"), c("7C"))


def test_feeding_counts_discards_next_to_known_cards_and_takes() -> None:
    events = [
        ev(EventKind.DEAL, 1),
        ev(EventKind.DREW_DISCARD, 1, "7C"),  # seat 1 is known to hold 7C
        ev(EventKind.DISCARDED, 1, "KS"),
        ev(EventKind.DREW_STOCK, 0, "2H"),
        ev(EventKind.DISCARDED, 0, "7D"),  # feeds, and is taken
        ev(EventKind.DREW_DISCARD, 1, "7D"),
        ev(EventKind.DISCARDED, 1, "QH"),
        ev(EventKind.DREW_STOCK, 0, "3H"),
        ev(EventKind.DISCARDED, 0, "8C"),  # feeds, not taken
        ev(EventKind.DREW_STOCK, 1, "4H"),
        ev(EventKind.DISCARDED, 1, "7C"),  # 7C is no longer known to be held
        ev(EventKind.DREW_STOCK, 0, "5H"),
        ev(EventKind.DISCARDED, 0, "9S"),  # meets nothing seat 1 still shows
        ev(EventKind.DEAL, 0),  # a new hand: nothing known
        ev(EventKind.DREW_STOCK, 1, "AH"),
        ev(EventKind.DISCARDED, 1, "7S"),
    ]
    assert feeding(events, 2) == (Feeding(3, 2, 1), Feeding(4, 0, 0))
