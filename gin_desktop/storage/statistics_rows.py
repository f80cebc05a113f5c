"""The row a finished hand is made into for the statistics (``HandRow``), made when the
hand ends (``hand_row``) and written when the database lets it be (``Statistics.write``;
kept on disk meanwhile by ``statistics_kept.py``): the match's row, the hand's row, and
what the match's end, the coach's review and a fair deal add to them.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from datetime import datetime

from gin_desktop.engine import Deck, EventKind, Hand, HandRecord, Match, actions_of
from gin_desktop.engine.deck_order import deck_order
from gin_desktop.engine.hand_context import context_of
from gin_desktop.session import Session

HOTSEAT = "hotseat"
"""The opponent of a hot-seat match, as the statistics keep it (else the computer's level)."""
_TURN_KINDS = (EventKind.DREW_STOCK, EventKind.DREW_DISCARD)


@dataclass(frozen=True)
class HandRow:
    """A finished hand as the statistics keep it, made when it ended, written when the
    database lets it be (``Statistics.write``)."""

    key: str
    match: tuple[object, ...]
    """The match's row, written once (``INSERT OR IGNORE``)."""
    hand: tuple[object, ...]
    assisted: bool
    finished: tuple[str, int, str] | None
    """When the match ended with this hand, its winner and its totals (JSON)."""
    review: tuple[int, int] | None = None
    """The coach's review of the person's decisions in it, once done: (fine, decisions)."""
    deal: tuple[str, str] | None = None
    """A fair deal's commitment and its deck as dealt (card texts, top first)."""
    context: str | None = None  # the match around the hand (``MatchContext``, JSON)

    @property
    def place(self) -> tuple[str, int, int]:
        """Where the hand is in the statistics: its match's key, its number, its game."""
        key, number, *_, game, _players = self.hand
        return str(key), int(str(number)), int(str(game))

    def hands_columns(self) -> tuple[object, ...]:
        """Every column of the hand's line in the hands table, in the table's order."""
        commitment, deck = self.deal or (None, None)
        return (*self.hand, *review_columns(self.review), commitment, deck, self.context)


def review_columns(review: tuple[int, int] | None) -> tuple[int | None, int | None]:
    """The hands table's columns of a review, (decisions, fine), from (fine, decisions) as
    ``HandRow`` keeps it."""
    if review is None:
        return None, None
    fine, decisions = review
    if not 0 <= fine <= decisions:
        raise ValueError(f"{fine} fine decisions of {decisions}")
    return decisions, fine


def hands_line(
    key: str, record: HandRecord, when: datetime, game: int, *, played: Hand | None = None
) -> tuple[object, ...]:
    """The hands table's line of the hand ``record`` ended: with the hand ``played`` when its
    cards are still at hand (its turns, seed, dealer, actions and players), else what its
    score sheet line keeps (no turns, seed or actions: it cannot be replayed)."""
    return (
        key,
        record.hand_number,
        when.isoformat(),
        record.kind.value,
        record.winner,
        record.knocker,
        record.points,
        record.knocker_deadwood,
        record.defender_deadwood,
        0 if played is None else _turns(played),
        None if played is None else str(played.seed),
        record.dealer if played is None else played.dealer,
        None if played is None else _actions(played),
        game,
        json.dumps(list(record.players if played is None else played.players)),
    )


def hand_row(key: str, session: Session, match: Match, when: datetime) -> HandRow:
    """The latest finished hand of ``match`` (and the match, if it is over): in partnership
    gin, the game of the pair that has just ended, with its players."""
    record = match.history[-1]
    game = recorded_game(match)
    hand = match.hands_in_play[game]
    result = match.result
    match_line = (
        key,
        when.isoformat(),
        _variant(session),
        json.dumps(session.rules.to_dict()),
        _opponent(session),
        _seat(session),
        json.dumps(list(session.names)),
    )
    hand_line = hands_line(key, record, when, game, played=hand)
    finished = (
        None
        if result is None
        else (when.isoformat(), result.winner, json.dumps(list(result.totals)))
    )
    return HandRow(
        key=key,
        match=match_line,
        hand=hand_line,
        assisted=session.assisted,
        finished=finished,
        deal=_deal_of(hand),
        context=json.dumps(context_of(match).to_dict()),
    )


def recorded_game(match: Match) -> int:
    """Which game of the hand the latest line of ``match``'s score sheet is of: 0, or in
    partnership gin the game of the pair that has just ended (1 for the other pair)."""
    record = match.history[-1]
    games = match.hands_in_play
    return next((i for i, hand in enumerate(games) if hand.players == record.players), 0)


def _deal_of(hand: Hand) -> tuple[str, str] | None:
    """A fair deal's commitment (its deal's event says it) and its deck as dealt."""
    committed = next((e.label for e in hand.events if e.kind == EventKind.DEAL and e.label), "")
    if not committed:
        return None
    order, _ = deck_order(hand.seed, None, Deck.named(hand.rules.deck))
    return committed, " ".join(map(str, order))


def _actions(hand: Hand) -> str | None:
    """The hand's actions as JSON, for its replay; None when they cannot be read back
    (a hand dealt from a given deck), which leaves the hand unreplayable, not unrecorded."""
    try:
        return json.dumps([action.to_dict() for action in actions_of(hand)])
    except ValueError:
        return None


def _variant(session: Session) -> str:
    return session.rules.preset_name() or "custom"


def _opponent(session: Session) -> str:
    levels = list(session.computers.values())
    return HOTSEAT if session.hotseat or not levels else str(levels[0])


def _seat(session: Session) -> int | None:
    return None if session.hotseat else session.humans[0]


def _turns(hand: Hand) -> int:
    return sum(event.kind in _TURN_KINDS for event in hand.events)
