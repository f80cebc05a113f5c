"""What MARJJ keeps of a hand, read again from the view's public events at each decision.

MARJJ (``marjj.py``) keeps two masks of cards and a count, reset at each deal, filled by
the framework's reports:

- **seen**: its own cards (dealt or drawn), every card offered to it face up (the first
  upcard when it is asked about it, and each of the opponent's discards), and every card
  the opponent discards. The first upcard stays unseen to it when the non-dealer takes it
  before it was ever asked: its framework never shows it to the dealer then.
- **taken**: every card the opponent took from the discard pile this hand, kept even
  after the opponent discards it again (the source never clears it).
- **turns**: its own discards this hand; the discard being chosen is turn ``turns + 1``.

The view holds every one of these facts (its events are the hand as this seat saw it), so
replaying them gives the same masks the Java player had, without any hidden card.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from gin_desktop.engine import Card, Event, EventKind, Phase, PlayerView

DRAW_DECISIONS = (EventKind.UPCARD_PASSED, EventKind.DREW_DISCARD, EventKind.DREW_STOCK)
"""The events of a draw decision: the top of the pile was offered to the seat first."""


@dataclass(frozen=True)
class Tracking:
    """MARJJ's memory of the hand at one decision (masks of cards)."""

    seen: int
    taken: int
    """Cards the opponent took from the pile this hand, discarded again or not."""
    turns: int
    """Its own discards so far this hand."""
    just_taken: Card | None
    """The card it took from the pile this turn, which it never discards again at once."""


def hand_events(events: Sequence[Event]) -> Sequence[Event]:
    """The events of the hand being played (a match view also holds the cut)."""
    starts = [index for index, event in enumerate(events) if event.kind is EventKind.DEAL]
    return events[starts[-1] :] if starts else events


def track(view: PlayerView) -> Tracking:
    """Replay the hand's events as MARJJ's reports would have come to it."""
    me = view.seat
    seen = sum(card.bit for card in view.hand)
    taken = turns = 0
    pile: list[Card] = []
    just_taken: Card | None = None
    for event in hand_events(view.events):
        kind = event.kind
        if event.seat == me and kind in DRAW_DECISIONS and pile:
            seen |= pile[-1].bit  # offered before it chose
        if event.seat == me and kind in DRAW_DECISIONS:
            just_taken = pile[-1] if kind is EventKind.DREW_DISCARD and pile else None
        if kind is EventKind.UPCARD_TURNED:
            pile = list(event.cards)
        elif kind is EventKind.DISCARDED:
            pile.extend(event.cards)
            seen |= sum(card.bit for card in event.cards)
            turns += event.seat == me
        elif kind is EventKind.DREW_DISCARD and pile:
            card = pile.pop()
            if event.seat != me:
                taken |= card.bit
    if view.phase in (Phase.FIRST_UPCARD, Phase.DRAW) and view.top_discard is not None:
        seen |= view.top_discard.bit  # the card it is being offered now
    if view.phase is not Phase.DISCARD:
        just_taken = None
    return Tracking(seen=seen, taken=taken, turns=turns, just_taken=just_taken)
