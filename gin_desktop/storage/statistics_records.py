"""The records the statistics give back: a finished hand as the history lists it
(``HandEntry``, read from a line of ``ENTRY``) and with what replaying it needs
(``RecordedHand``), or why it cannot be replayed (``NotReplayable``). A value that was
saved damaged reads as none, never as an error, but for what a replay needs.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from gin_desktop.engine import Action, HandKind, RuleSet, action_from_dict
from gin_desktop.engine.hand_context import MatchContext

ENTRY = (
    "SELECT h.match_key, h.hand_number, h.played, m.variant, m.opponent, m.names, m.seat, "
    "h.kind, h.winner, h.points, h.actions IS NOT NULL AND h.dealer IS NOT NULL, "
    "h.game, h.players FROM hands h JOIN matches m ON m.key = h.match_key"
)
"""The query of the hands' lines the history lists (``hand_entry`` reads one)."""


class NotReplayable(ValueError):
    """A hand kept before what replaying it needs was kept: ``why`` is "actions" (before
    schema version 2) or "players" (a partnership hand before version 4)."""

    def __init__(self, why: str, text: str) -> None:
        super().__init__(text)
        self.why = why


@dataclass(frozen=True)
class HandEntry:
    """One finished hand, as the history lists it."""

    key: str
    """The match's key."""
    hand_number: int
    played: str
    """When it ended, ISO 8601."""
    variant: str
    opponent: str
    names: tuple[str, ...]
    seat: int | None
    """The seat of the person at the screen; None in hot-seat."""
    kind: HandKind
    winner: int | None
    points: int
    replayable: bool
    """Its actions were kept (hands recorded before schema version 2 have none)."""
    game: int = 0
    """Which game of the hand: in partnership gin 0 or 1, one per pair; else 0."""
    players: tuple[int, ...] = ()
    """The seats that played it (none in records kept before schema version 4)."""


@dataclass(frozen=True)
class RecordedHand:
    """What a replay of a finished hand needs (``HandReplay(rules, dealer, seed, actions)``)."""

    entry: HandEntry
    rules: RuleSet
    dealer: int
    seed: str
    actions: tuple[Action, ...]
    players: tuple[int, ...] | None = None
    """The seats that played it (None: those the rules seat; a partnership hand's pair)."""
    context: MatchContext | None = None  # the match around it (None: kept before it was)


def hand_entry(row: Sequence[object]) -> HandEntry:
    """The hand of a line of ``ENTRY``."""
    key, number, played, variant, opponent, names, seat, kind, winner, points, kept = row[:11]
    game, players = row[11:]
    return HandEntry(
        key=str(key),
        hand_number=int(str(number)),
        played=str(played),
        variant=str(variant),
        opponent=str(opponent),
        names=_names(names),
        seat=seat if isinstance(seat, int) else None,
        kind=HandKind(str(kind)),
        winner=winner if isinstance(winner, int) else None,
        points=int(str(points)),
        replayable=bool(kept),
        game=game if isinstance(game, int) else 0,
        players=_seats(players),
    )


def recorded_hand(entry: HandEntry, stored: Sequence[Any]) -> RecordedHand:
    """``entry`` with what replaying it needs, from its stored rules, dealer, seed, actions
    and context; ``NotReplayable`` when it was kept without its actions or its players,
    ValueError, in words, when its record is damaged."""
    rules, dealer, seed, actions, context = stored
    if actions is None or dealer is None or seed is None:
        raise NotReplayable("actions", "this hand was recorded before hands were kept for replay")
    try:
        ruled = RuleSet.from_dict(json.loads(rules))
        recorded = RecordedHand(
            entry=entry,
            rules=ruled,
            dealer=int(dealer),
            seed=str(seed),
            actions=tuple(action_from_dict(action) for action in json.loads(actions)),
            players=entry.players or None,
            context=None if context is None else MatchContext.from_dict(json.loads(context)),
        )
    except (ValueError, TypeError, AttributeError, KeyError) as error:
        raise ValueError(f"the record of this hand is damaged: {error}") from error
    if ruled.seating == "partners" and not entry.players:
        raise NotReplayable(
            "players",
            "this hand of partnership gin was recorded before both of its games were "
            "kept with their players",
        )
    return recorded


def _seats(text: object) -> tuple[int, ...]:
    """The seats that played a hand, as saved; none when not kept (or damaged)."""
    try:
        seats = json.loads(str(text)) if text is not None else []
    except json.JSONDecodeError:
        return ()
    if not isinstance(seats, list):
        return ()
    return tuple(seat for seat in seats if isinstance(seat, int) and not isinstance(seat, bool))


def _names(text: object) -> tuple[str, ...]:
    """The players' names as saved; none (not an error) when the text is damaged."""
    try:
        names = json.loads(str(text))
    except json.JSONDecodeError:
        return ()
    return tuple(str(name) for name in names) if isinstance(names, list) else ()
