"""The statistics' schema: its version, kept in ``PRAGMA user_version``, and the statements
that bring a database of each earlier version up to the next (``Statistics`` runs them, one
version a transaction, when it opens the file). A new version adds a step here and never
changes one already shipped: a player's file may be of any version before.
"""

from __future__ import annotations

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
