"""What a view of a hand shows of its match beyond the hand: the hand's number, the
score before it, the score sheet, the cut before the first hand (``Match.view`` adds
them to the hand's own view). The coach weighs them (the chance of winning the match,
what its opponent model reads of each player this match, the seed of each decision's
search), so a hand's record keeps them (``MatchContext``) for its review to judge each
decision on the very view the hint was asked on.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from .events import Event, EventKind
from .match import Match
from .records import HandRecord
from .view import PlayerView, in_match


@dataclass(frozen=True)
class MatchContext:
    """What the coach weighs of a hand's match beyond the hand itself, as every view of the
    hand showed it during play (``Match.view``): the hand's number (it seeds the search of
    each decision), the score before the hand (the chance of winning the match), the
    score sheet before it (what the opponent model knows of each player: who waits for
    gin, who knocks early, ``knowledge.py``) and the cut before the first hand."""

    hand_number: int = 1
    scores: tuple[int, ...] = ()
    hands_won: tuple[int, ...] = ()
    history: tuple[HandRecord, ...] = ()
    names: tuple[str, ...] = ()
    lead: tuple[Event, ...] = ()
    """The match's events shown before the hand's own: the cut, in the first hand."""

    def view(self, hand_view: PlayerView) -> PlayerView:
        """``hand_view`` (a seat's view of the hand alone) as the match showed it."""
        return in_match(
            hand_view,
            (*self.lead, *hand_view.events),
            scores=self.scores,
            hands_won=self.hands_won,
            hand_number=self.hand_number,
            history=self.history,
            names=self.names,
        )

    def to_dict(self) -> dict[str, Any]:
        return {
            "hand_number": self.hand_number,
            "scores": list(self.scores),
            "hands_won": list(self.hands_won),
            "history": [record.to_dict() for record in self.history],
            "names": list(self.names),
            "lead": [event.to_dict() for event in self.lead],
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> MatchContext:
        return cls(
            hand_number=int(data["hand_number"]),
            scores=tuple(int(score) for score in data["scores"]),
            hands_won=tuple(int(won) for won in data["hands_won"]),
            history=tuple(HandRecord.from_dict(record) for record in data["history"]),
            names=tuple(str(name) for name in data["names"]),
            lead=tuple(Event.from_dict(event) for event in data["lead"]),
        )


def context_of(match: Match) -> MatchContext:
    """The context of ``match``'s hand being played (or just ended): the score sheet and
    the scores as they stood at its deal. (In partnership gin a game that ends first
    changes the score the other game's players see: its context is the deal's.)"""
    number = match.hand_number
    before = tuple(record for record in match.history if record.hand_number < number)
    scores = before[-1].scores if before else (0,) * match.rules.players
    won = [0] * match.rules.players
    for record in before:
        if record.winner is not None:
            for seat in match.rules.team_of(record.winner):
                won[seat] += 1
    lead: tuple[Event, ...] = ()
    if number == 1:
        lead = tuple(_leading_cut(match.events))
    return MatchContext(
        hand_number=number,
        scores=tuple(scores),
        hands_won=tuple(won),
        history=before,
        names=tuple(match.names),
        lead=lead,
    )


def _leading_cut(events: Sequence[Event]) -> list[Event]:
    cut = []
    for event in events:
        if event.kind is not EventKind.CUT:
            break
        cut.append(event)
    return cut
