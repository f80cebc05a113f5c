"""The player's record, in SQLite: every finished hand and match against the computer or
hot-seat, and the figures a statistics screen shows from them.

One file in the application data folder, in WAL mode, its schema's version in
``PRAGMA user_version`` and brought up to date one version at a time when opened. Written
from the main thread only, one transaction per hand. Qt-free.

A write never holds the window: if another program has the database locked, it gives up
after ``BUSY_MS`` and raises ``Busy``; the caller keeps the hand (``HandRow``, made when
the hand ended) and writes it later. Opening a file that is no database of ours, and the
hands kept for later, are ``statistics_kept.py``'s.
"""

from __future__ import annotations

import json
import logging
import sqlite3
from collections.abc import Iterable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import datetime
from functools import cache
from pathlib import Path
from typing import Any

from gin_desktop.engine import (
    Action,
    Deck,
    EventKind,
    Match,
    Round,
    RoundKind,
    RuleSet,
    action_from_dict,
    actions_of,
)
from gin_desktop.engine.deck_order import deck_order
from gin_desktop.engine.fair_shuffle import DealCheck, check_deal
from gin_desktop.engine.hand_context import MatchContext, context_of
from gin_desktop.session import Session

from .statistics_figures import longest_streak, margin, streak

log = logging.getLogger(__name__)

PENDING_MOST = 4 * 1024 * 1024
"""The file of hands kept for later is read if it is at most this big."""

BUSY_MS = 5
"""How long a write waits for a database another program has locked."""
SCHEMA_VERSION = 8
_MIGRATIONS: dict[int, tuple[str, ...]] = {
    0: (
        """CREATE TABLE matches (
            key TEXT PRIMARY KEY, started TEXT NOT NULL, finished TEXT,
            variant TEXT NOT NULL, rules TEXT NOT NULL, opponent TEXT NOT NULL,
            seat INTEGER, names TEXT NOT NULL, winner INTEGER, totals TEXT)""",
        """CREATE TABLE hands (
            match_key TEXT NOT NULL REFERENCES matches(key), hand_number INTEGER NOT NULL,
            played TEXT NOT NULL, kind TEXT NOT NULL, winner INTEGER, knocker INTEGER,
            points INTEGER NOT NULL, knocker_deadwood INTEGER, defender_deadwood INTEGER,
            turns INTEGER NOT NULL, seed TEXT, PRIMARY KEY (match_key, hand_number))""",
    ),
    # Version 2 keeps what a replay needs: the hand's dealer and its actions (JSON).
    1: (
        "ALTER TABLE hands ADD COLUMN dealer INTEGER",
        "ALTER TABLE hands ADD COLUMN actions TEXT",
    ),
    # Version 3 marks the matches in which a move was taken back (undo).
    2: ("ALTER TABLE matches ADD COLUMN assisted INTEGER NOT NULL DEFAULT 0",),
    # Version 4 keeps both games of a partnership hand, each with its players (a hand
    # kept before has game 0 and no players: one game of a pair, said so when replayed).
    3: (
        """CREATE TABLE hands_4 (
            match_key TEXT NOT NULL REFERENCES matches(key), hand_number INTEGER NOT NULL,
            played TEXT NOT NULL, kind TEXT NOT NULL, winner INTEGER, knocker INTEGER,
            points INTEGER NOT NULL, knocker_deadwood INTEGER, defender_deadwood INTEGER,
            turns INTEGER NOT NULL, seed TEXT, dealer INTEGER, actions TEXT,
            game INTEGER NOT NULL DEFAULT 0, players TEXT,
            PRIMARY KEY (match_key, hand_number, game))""",
        "INSERT INTO hands_4 SELECT *, 0, NULL FROM hands",
        "DROP TABLE hands",
        "ALTER TABLE hands_4 RENAME TO hands",
    ),
    # Version 5 keeps the coach's review of the person's decisions: how many, how many fine
    # (NULL until the hand is reviewed; ``record_accuracy``).
    4: (
        "ALTER TABLE hands ADD COLUMN decisions INTEGER",
        "ALTER TABLE hands ADD COLUMN fine INTEGER",
    ),
    # Version 6 keeps a fair deal's commitment and its deck as dealt (docs/FAIR_DEALS.md;
    # NULL for a hand dealt otherwise, or kept before: Verify says it cannot be checked).
    5: (
        "ALTER TABLE hands ADD COLUMN commitment TEXT",
        "ALTER TABLE hands ADD COLUMN deck TEXT",
    ),
    # Version 7 keeps the match around the hand as the hint weighed it (``MatchContext``).
    6: ("ALTER TABLE hands ADD COLUMN context TEXT",),
    # Version 8 remembers the matches a reset forgot, whose hands a resumed match never
    # writes again (``lacks``).
    7: ("CREATE TABLE forgotten (key TEXT PRIMARY KEY)",),
}
"""Version n -> the statements that make a database of version n one of version n + 1."""

HOTSEAT = "hotseat"
_NEW_MATCH = "INSERT OR IGNORE INTO matches VALUES (?, ?, NULL, ?, ?, ?, ?, ?, NULL, NULL, 0)"
_TURN_KINDS = (EventKind.DREW_STOCK, EventKind.DREW_DISCARD)


class NotReplayable(ValueError):
    """A hand kept before what replaying it needs was kept: ``why`` is "actions" (before
    schema version 2) or "players" (a partnership hand before version 4)."""

    def __init__(self, why: str, text: str) -> None:
        super().__init__(text)
        self.why = why


class Busy(sqlite3.OperationalError):
    """Another program holds the database: the write can be tried again later."""


class NewerStatistics(sqlite3.DatabaseError):
    """Statistics written by a newer Gin Desktop: not damaged, but not ours to write."""


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


def hand_row(key: str, session: Session, match: Match, when: datetime) -> HandRow:
    """The latest finished hand of ``match`` (and the match, if it is over): in partnership
    gin, the game of the pair that has just ended, with its players."""
    record = match.history[-1]
    game = recorded_game(match)
    hand = match.rounds[game]
    result = match.result
    return HandRow(
        key,
        (key, when.isoformat(), _variant(session), json.dumps(session.rules.to_dict()),
         _opponent(session), _seat(session), json.dumps(list(session.names))),
        (key, record.hand_number, when.isoformat(), record.kind.value, record.winner,
         record.knocker, record.points, record.knocker_deadwood, record.defender_deadwood,
         _turns(hand), str(hand.seed), hand.dealer, _actions(hand), game,
         json.dumps(list(hand.players))),
        session.assisted,
        None if result is None
        else (when.isoformat(), result.winner, json.dumps(list(result.totals))),
        deal=_deal_of(hand), context=json.dumps(context_of(match).to_dict()),
    )  # fmt: skip


def _deal_of(hand: Round) -> tuple[str, str] | None:
    """A fair deal's commitment (its deal's event says it) and its deck as dealt."""
    committed = next((e.label for e in hand.events if e.kind == EventKind.DEAL and e.label), "")
    if not committed:
        return None
    order, _ = deck_order(hand.seed, None, Deck.named(hand.rules.deck))
    return committed, " ".join(map(str, order))


def _decisions_and_fine(review: tuple[int, int] | None) -> tuple[int | None, int | None]:
    """The hands table's columns of a review, (fine, decisions) as ``HandRow`` keeps it."""
    if review is None:
        return None, None
    fine, decisions = review
    if not 0 <= fine <= decisions:
        raise ValueError(f"{fine} fine decisions of {decisions}")
    return decisions, fine


def recorded_game(match: Match) -> int:
    """Which game of the hand the latest line of ``match``'s score sheet is of: 0, or in
    partnership gin the game of the pair that has just ended (1 for the other pair)."""
    record = match.history[-1]
    games = match.rounds
    return next((i for i, hand in enumerate(games) if hand.players == record.players), 0)


@dataclass(frozen=True)
class Figures:
    """The record against one opponent (a computer level, or hot-seat) under one variant,
    from the seat of the person at the screen (hot-seat: seat 0, the first player)."""

    opponent: str
    variant: str
    matches: int
    won: int
    hands: int
    hands_won: int
    gins: int
    big_gins: int
    undercuts_made: int
    undercuts_suffered: int
    points_per_hand: float
    best_margin: int | None
    """The widest win, in final points; None before the first win."""
    streak: int
    """Matches won in a row, up to the latest."""
    longest_streak: int
    assisted: int = 0
    """Finished matches in which a move was taken back."""

    @property
    def win_rate(self) -> float:
        return self.won / self.matches if self.matches else 0.0


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
    kind: RoundKind
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


_ENTRY = (
    "SELECT h.match_key, h.hand_number, h.played, m.variant, m.opponent, m.names, m.seat, "
    "h.kind, h.winner, h.points, h.actions IS NOT NULL AND h.dealer IS NOT NULL, "
    "h.game, h.players FROM hands h JOIN matches m ON m.key = h.match_key"
)


class Statistics:
    """The record on disk; see the module's docstring."""

    def __init__(self, path: Path) -> None:
        path.parent.mkdir(parents=True, exist_ok=True)
        self.path = path
        self._db = sqlite3.connect(path, isolation_level=None, timeout=BUSY_MS / 1000)
        self._db.execute("PRAGMA journal_mode=WAL")
        self._db.execute("PRAGMA foreign_keys=ON")
        self._migrate()

    def close(self) -> None:
        self._db.close()

    @property
    def version(self) -> int:
        return int(self._db.execute("PRAGMA user_version").fetchone()[0])

    def intact(self) -> bool:
        """Whether SQLite's quick check finds the file whole (``open_statistics`` asks it)."""
        return bool(self._db.execute("PRAGMA quick_check").fetchone()[0] == "ok")

    def lacks(self, rows: Sequence[HandRow]) -> list[HandRow]:
        """Those of ``rows`` whose hand is not in the record, but for the hands of a match
        the player's reset forgot (``reset``): they are not written again."""
        known = self._db.execute(
            "SELECT match_key, hand_number, game FROM hands UNION "
            "SELECT key, NULL, NULL FROM forgotten"
        ).fetchall()
        places = {(str(key), number, game) for key, number, game in known}
        return [r for r in rows if r.place not in places and (r.key, None, None) not in places]

    def _migrate(self) -> None:
        version = self.version
        if version > SCHEMA_VERSION:
            raise NewerStatistics(
                f"the statistics were written by a newer Gin Desktop (schema {version})"
            )
        for step in range(version, SCHEMA_VERSION):
            with self._transaction():
                for statement in _MIGRATIONS[step]:
                    self._db.execute(statement)
                self._db.execute(f"PRAGMA user_version = {step + 1}")

    @contextmanager
    def _transaction(self) -> Iterator[None]:
        """One transaction: committed at the end, rolled back on an error. It takes the
        write lock at once (``IMMEDIATE``): a database held by another program is found
        before anything is written."""
        self._db.execute("BEGIN IMMEDIATE")
        try:
            yield
            self._db.execute("COMMIT")
        except BaseException:
            if self._db.in_transaction:
                self._db.execute("ROLLBACK")
            raise

    # -- recording ------------------------------------------------------------------------

    def record_hand(self, key: str, session: Session, match: Match, when: datetime) -> None:
        """The latest finished hand of ``match`` (and the match, if it is over)."""
        self.write(hand_row(key, session, match, when))

    def write(self, row: HandRow) -> None:
        """One finished hand, in one transaction; ``Busy`` if another program holds the
        database (nothing written: try again later)."""
        try:
            with self._transaction():
                self._db.execute(_NEW_MATCH, row.match)
                self._db.execute(
                    "INSERT OR REPLACE INTO hands VALUES "
                    f"({', '.join('?' * 20)})",
                    (*row.hand, *_decisions_and_fine(row.review), *(row.deal or (None, None)),
                     row.context),
                )  # fmt: skip
                if row.assisted:
                    self._db.execute("UPDATE matches SET assisted = 1 WHERE key = ?", (row.key,))
                if row.finished is not None:
                    self._db.execute(
                        "UPDATE matches SET finished = ?, winner = ?, totals = ? WHERE key = ?",
                        (*row.finished, row.key),
                    )
        except sqlite3.OperationalError as error:
            if held_by_another(error):
                raise Busy(str(error)) from error
            raise

    def record_accuracy(
        self, key: str, hand_number: int, game: int, fine: int, decisions: int
    ) -> bool:
        """The coach's review of a recorded hand: of the person's ``decisions`` in it,
        ``fine`` were fine. False when no such hand is recorded (yet); ``Busy`` if another
        program holds the database."""
        if not 0 <= fine <= decisions:
            raise ValueError(f"{fine} fine decisions of {decisions}")
        try:
            with self._transaction():
                updated = self._db.execute(
                    "UPDATE hands SET decisions = ?, fine = ? "
                    "WHERE match_key = ? AND hand_number = ? AND game = ?",
                    (decisions, fine, key, hand_number, game),
                )
        except sqlite3.OperationalError as error:
            if held_by_another(error):
                raise Busy(str(error)) from error
            raise
        return updated.rowcount > 0

    def accuracy_by_match(self, limit: int = 60) -> list[tuple[str, float]]:
        """The person's accuracy in each of their latest matches with a reviewed hand, the
        oldest first: (when it started, the share of their decisions marked fine)."""
        rows = self._db.execute(
            "SELECT m.started, SUM(h.fine), SUM(h.decisions) FROM hands h "
            "JOIN matches m ON m.key = h.match_key WHERE h.decisions > 0 "
            "GROUP BY h.match_key ORDER BY m.started DESC LIMIT ?",
            (limit,),
        ).fetchall()
        return [(str(started), fine / decisions) for started, fine, decisions in reversed(rows)]

    def reset(self) -> None:
        with self._transaction():
            self._db.execute("INSERT OR IGNORE INTO forgotten SELECT key FROM matches")
            self._db.execute("DELETE FROM hands")
            self._db.execute("DELETE FROM matches")

    # -- reading --------------------------------------------------------------------------

    def figures(self) -> list[Figures]:
        """One line per opponent and variant that has a finished match or a hand."""
        groups = self._db.execute(
            "SELECT DISTINCT opponent, variant FROM matches ORDER BY opponent, variant"
        ).fetchall()
        return [self._figures(opponent, variant) for opponent, variant in groups]

    def win_rates(self) -> list[float]:
        """After each finished match, in order: the share of all matches won so far."""
        rows = self._db.execute(
            "SELECT winner = COALESCE(seat, 0) FROM matches WHERE finished IS NOT NULL "
            "ORDER BY finished, key"
        ).fetchall()
        rates, won = [], 0
        for played, (win,) in enumerate(rows, start=1):
            won += bool(win)
            rates.append(won / played)
        return rates

    def outcomes(self) -> dict[str, int]:
        """How the recorded hands ended: knock, undercut, gin, big gin, draw."""
        rows = self._db.execute("SELECT kind, COUNT(*) FROM hands GROUP BY kind").fetchall()
        counts = {kind.value: 0 for kind in RoundKind}
        counts.update({kind: count for kind, count in rows})
        return counts

    def history(self, limit: int = 1000) -> list[HandEntry]:
        """The finished hands, the latest first."""
        rows = self._db.execute(
            f"{_ENTRY} ORDER BY h.played DESC, h.match_key DESC, h.hand_number DESC LIMIT ?",
            (limit,),
        ).fetchall()
        return [_entry(row) for row in rows]

    def check_deal(self, key: str, hand_number: int, game: int = 0) -> DealCheck:
        """Verify a recorded hand's deal (``fair_shuffle.check_deal``); ValueError when it
        is not there."""
        row = self._db.execute(
            "SELECT h.seed, h.commitment, h.deck, m.rules FROM hands h JOIN matches m "
            "ON m.key = h.match_key WHERE h.match_key = ? AND h.hand_number = ? AND h.game = ?",
            (key, hand_number, game),
        ).fetchone()
        if row is None:
            raise ValueError(f"hand {hand_number} of match {key} is not in the statistics")
        seed, committed, deck, rules = row
        try:
            cards = Deck.named(RuleSet.from_dict(json.loads(rules)).deck).cards
        except (ValueError, TypeError, KeyError) as error:
            raise ValueError(f"the record of this hand is damaged: {error}") from error
        return check_deal(str(seed), committed, deck, cards)

    def recorded_hand(self, key: str, hand_number: int, game: int = 0) -> RecordedHand:
        """A hand of the history (in partnership gin, one of its two games) with what
        replaying it needs; ValueError, in words, when it is not there, was recorded
        without its actions or its players, or its record is damaged."""
        where = "WHERE h.match_key = ? AND h.hand_number = ? AND h.game = ?"
        row = self._db.execute(f"{_ENTRY} {where}", (key, hand_number, game)).fetchone()
        if row is None:
            raise ValueError(f"hand {hand_number} of match {key} is not in the statistics")
        entry = _entry(row)
        stored = self._db.execute(
            "SELECT m.rules, h.dealer, h.seed, h.actions, h.context FROM hands h JOIN matches m "
            f"ON m.key = h.match_key {where}",
            (key, hand_number, game),
        ).fetchone()
        rules, dealer, seed, actions, context = stored
        if actions is None or dealer is None or seed is None:
            raise NotReplayable(
                "actions", "this hand was recorded before hands were kept for replay"
            )
        try:
            ruled = RuleSet.from_dict(json.loads(rules))
            recorded = RecordedHand(
                entry, ruled, int(dealer), str(seed),
                tuple(action_from_dict(action) for action in json.loads(actions)),
                entry.players or None,
                None if context is None else MatchContext.from_dict(json.loads(context)),
            )  # fmt: skip
        except (ValueError, TypeError, AttributeError, KeyError) as error:
            raise ValueError(f"the record of this hand is damaged: {error}") from error
        if ruled.seating == "partners" and not entry.players:
            raise NotReplayable(
                "players",
                "this hand of partnership gin was recorded before both of its games were "
                "kept with their players",
            )
        return recorded

    def _figures(self, opponent: str, variant: str) -> Figures:
        """The figures of the person at the screen's side: in partnership gin a hand or a
        match won by their partner is theirs too."""
        matches = self._db.execute(
            "SELECT key, COALESCE(seat, 0), winner, totals, assisted, rules FROM matches "
            "WHERE opponent = ? AND variant = ? AND finished IS NOT NULL ORDER BY finished, key",
            (opponent, variant),
        ).fetchall()
        rows = self._db.execute(
            "SELECT COALESCE(m.seat, 0), h.kind, h.winner, h.knocker, h.points, m.rules "
            "FROM hands h JOIN matches m ON m.key = h.match_key "
            "WHERE m.opponent = ? AND m.variant = ?",
            (opponent, variant),
        ).fetchall()
        hands = [(_side(rules, seat), kind, winner, knocker, points)
                 for seat, kind, winner, knocker, points, rules in rows]  # fmt: skip
        wins = [winner in _side(rules, seat) for _, seat, winner, _, _, rules in matches]
        margins = [margin(json.loads(totals), seat)
                   for (_, seat, _, totals, _, _), won in zip(matches, wins, strict=True)
                   if won]  # fmt: skip
        return Figures(
            opponent, variant, len(matches), sum(wins), len(hands),
            sum(winner in side for side, _, winner, _, _ in hands),
            _count(hands, RoundKind.GIN, won=True), _count(hands, RoundKind.BIG_GIN, won=True),
            sum(k == RoundKind.UNDERCUT and w in s for s, k, w, _, _ in hands),
            sum(k == RoundKind.UNDERCUT and kn in s for s, k, _, kn, _ in hands),
            sum(p for s, _, w, _, p in hands if w in s) / len(hands) if hands else 0.0,
            max(margins) if margins else None, streak(wins), longest_streak(wins),
            sum(bool(row[4]) for row in matches),
        )  # fmt: skip


@cache
def _side(rules: str, seat: int) -> frozenset[int]:
    """The seats that score with ``seat`` under the rules saved as ``rules`` (itself, or
    it and its partner); ``seat`` alone when the rules cannot be read."""
    try:
        return frozenset(RuleSet.from_dict(json.loads(rules)).team_of(seat))
    except (ValueError, TypeError, KeyError, AttributeError):
        return frozenset((seat,))


def held_by_another(error: sqlite3.Error) -> bool:
    code = getattr(error, "sqlite_errorcode", None)
    return code in (sqlite3.SQLITE_BUSY, sqlite3.SQLITE_LOCKED) or "locked" in str(error)


def _entry(row: Sequence[object]) -> HandEntry:
    key, number, played, variant, opponent, names, seat, kind, winner, points, kept = row[:11]
    game, players = row[11:]
    return HandEntry(
        str(key), int(str(number)), str(played), str(variant), str(opponent), _names(names),
        seat if isinstance(seat, int) else None, RoundKind(str(kind)),
        winner if isinstance(winner, int) else None, int(str(points)), bool(kept),
        game if isinstance(game, int) else 0, _seats(players),
    )  # fmt: skip


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


def _actions(hand: Round) -> str | None:
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


def _turns(hand: Round) -> int:
    return sum(event.kind in _TURN_KINDS for event in hand.events)


def _count(hands: Iterable[Sequence[Any]], kind: RoundKind, *, won: bool) -> int:
    """Hands that ended so, won (or not) by the side in each hand's first place."""
    return sum(k == kind and (w in s) == won for s, k, w, _, _ in hands)
