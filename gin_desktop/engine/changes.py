"""What one applied action changed, as each seat saw it: the record that flows from
``Match.play`` through the UI's controller to the log, the autosave and the statistics,
so that nothing has to compare one view of the match with the next to find out."""

from __future__ import annotations

from dataclasses import dataclass

from .actions import Action, NextHand
from .events import Event


@dataclass(frozen=True)
class Change:
    """One action applied to a match, and what it did."""

    action: Action
    seat: int | None
    """The seat that acted; None for a next hand dealt on nobody's behalf."""
    hand_number: int
    """The hand being played after the action (a new one after ``NextHand``)."""
    scores: tuple[int, ...]
    """Points won in hands after the action, by seat."""
    hand_over: bool
    """Every game of the hand has ended (the action ended the last one, or the hand
    was already over)."""
    match_over: bool
    seen: tuple[tuple[Event, ...], ...]
    """By seat: the new events of that seat's own game and of the match, as that seat may
    see them (another seat's card drawn from the stock hidden) — what the seat's log adds."""

    def events_for(self, seat: int) -> tuple[Event, ...]:
        return self.seen[seat]

    @property
    def new_hand(self) -> bool:
        """The action dealt the next hand."""
        return isinstance(self.action, NextHand)
