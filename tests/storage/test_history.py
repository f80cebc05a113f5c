"""Hand history: each finished hand's seed, dealer and actions kept with its statistics
row, replayed step by step exactly as it was played; the previous schema migrated, its
hands listed but not replayable; a damaged record refused in words."""

from __future__ import annotations

import json
import sqlite3
from datetime import datetime, timedelta
from pathlib import Path

import pytest

from gin_desktop.ai import create_player
from gin_desktop.engine import HandKind, HandReplay, Match, NextHand, RuleSet
from gin_desktop.storage.statistics import _MIGRATIONS, SCHEMA_VERSION, Statistics
from tests.engine.test_replay import Seen, seen
from tests.storage.test_deal_check import database_of_version
from tests.storage.test_statistics import session_against

START = datetime(2026, 12, 2, 9, 0)


def play_watching(stats: Statistics, seed: int, rules: RuleSet) -> dict[int, list[Seen]]:
    """A match against the computer, recorded hand by hand; the engine's state after every
    action of each hand, by hand number."""
    session = session_against("strong", rules)
    match = Match(rules, seed=seed, names=session.names)
    players = [create_player("casual", seed=seed), create_player("expert", seed=seed + 1)]
    states: dict[int, list[Seen]] = {match.hand_number: [seen(match.hand)]}
    clock = START + timedelta(days=seed)
    while not match.is_over:
        seat = match.to_act
        if seat is None:
            match.apply(NextHand())
            states[match.hand_number] = [seen(match.hand)]
            continue
        match.apply(players[seat].choose(match.view(seat)), seat=seat)
        states[match.hand_number].append(seen(match.hand))
        if match.to_act is None:
            clock += timedelta(minutes=3)
            stats.record_hand(f"m{seed}", session, match, clock)
    return states


def test_every_recorded_hand_replays_each_step_as_it_was_played(tmp_path: Path) -> None:
    stats = Statistics(tmp_path / "stats.sqlite")
    played = {seed: play_watching(stats, seed, RuleSet(target_score=60)) for seed in (1, 2)}
    history = stats.history()
    assert len(history) == sum(len(hands) for hands in played.values())
    assert [entry.played for entry in history] == sorted(
        (entry.played for entry in history), reverse=True
    )
    kinds = set()
    for entry in history:
        assert entry.replayable and entry.names == ("Ana", "Computer") and entry.seat == 0
        recorded = stats.recorded_hand(entry.key, entry.hand_number)
        replay = HandReplay(recorded.rules, recorded.dealer, recorded.seed, recorded.actions)
        states = played[int(entry.key[1:])][entry.hand_number]
        assert len(replay.steps) == len(states)
        for number, (step, state) in enumerate(zip(replay.steps, states, strict=True)):
            assert step.hands == state.hands, (entry, number)
            assert step.discard_pile == state.discard_pile, (entry, number)
            assert step.stock_count == state.stock_count, (entry, number)
            assert step.table_melds == state.table_melds, (entry, number)
        result = replay.steps[-1].result
        assert result is not None and result.kind == entry.kind
        assert (result.winner, result.points) == (entry.winner, entry.points)
        kinds.add(entry.kind)
    assert HandKind.KNOCK in kinds


def version_1_database(path: Path) -> None:
    """A database as schema version 1 left it, with one match of one hand."""
    db = sqlite3.connect(path)
    for statement in _MIGRATIONS[0]:
        db.execute(statement)
    db.execute(
        "INSERT INTO matches VALUES ('m9', '2026-11-30T20:00:00', NULL, 'standard', ?, "
        "'expert', 0, '[\"Ana\", \"Computer\"]', NULL, NULL)",
        (json.dumps(RuleSet().to_dict()),),
    )
    db.execute(
        "INSERT INTO hands VALUES ('m9', 1, '2026-11-30T20:05:00', 'gin', 0, 0, 29, 0, 4, "
        "12, 'm9:1')"
    )
    db.execute("PRAGMA user_version = 1")
    db.commit()
    db.close()


def test_a_version_1_database_is_migrated_keeping_its_hands(tmp_path: Path) -> None:
    path = tmp_path / "stats.sqlite"
    version_1_database(path)
    stats = Statistics(path)
    assert stats.version == SCHEMA_VERSION == 8
    (line,) = stats.figures()
    assert (line.hands, line.hands_won, line.gins) == (1, 1, 1)
    (entry,) = stats.history()
    assert (entry.kind, entry.points, entry.replayable) == (HandKind.GIN, 29, False)
    with pytest.raises(ValueError, match="recorded before hands were kept for replay"):
        stats.recorded_hand("m9", 1)
    play_watching(stats, 3, RuleSet(target_score=30))  # new hands go in beside it
    newest = stats.history()[0]
    assert newest.replayable and newest.key == "m3"


def test_a_damaged_or_missing_record_is_refused_in_words(tmp_path: Path) -> None:
    stats = Statistics(tmp_path / "stats.sqlite")
    play_watching(stats, 4, RuleSet(target_score=30))
    entry = stats.history()[0]
    stats._db.execute(
        'UPDATE hands SET actions = \'[{"kind": "fly"}]\' WHERE hand_number = ?',
        (entry.hand_number,),
    )
    with pytest.raises(ValueError, match="damaged"):
        stats.recorded_hand(entry.key, entry.hand_number)
    stats._db.execute("UPDATE hands SET actions = 'not json' WHERE hand_number = ?", (1,))
    with pytest.raises(ValueError, match="damaged"):
        stats.recorded_hand(entry.key, 1)
    with pytest.raises(ValueError, match="not in the statistics"):
        stats.recorded_hand("m404", 1)


def test_each_recorded_hand_keeps_the_match_around_it_as_the_coach_weighed_it(
    tmp_path: Path,
) -> None:
    """The hand's number, the score before it, the score sheet and the cut: what the hint
    weighed during the hand (``MatchContext``), kept so that its review judges alike; a
    database of schema 6 gains the column, its hands kept with none."""
    from gin_desktop.engine.hand_context import context_of
    from gin_desktop.storage.statistics import hand_row
    from gin_desktop.storage.statistics_kept import keep_for_later, write_kept

    path = tmp_path / "stats.sqlite"
    database_of_version(path, 6)
    stats = Statistics(path)
    session = session_against("strong", RuleSet(target_score=60))
    match = Match(session.rules, seed=4, names=session.names)
    players = [create_player("casual", seed=4), create_player("expert", seed=5)]
    contexts = {}
    while not match.is_over:
        contexts.setdefault(match.hand_number, context_of(match))
        seat = match.to_act
        if seat is None:
            match.apply(NextHand())
            continue
        match.apply(players[seat].choose(match.view(seat)), seat=seat)
        if match.to_act is None:
            stats.record_hand("m4", session, match, START)
    assert len(contexts) >= 2
    for number, context in contexts.items():
        recorded = stats.recorded_hand("m4", number)
        assert recorded.context == context
        assert context.hand_number == number and bool(context.lead) == (number == 1)
    assert contexts[2].scores != (0, 0) and len(contexts[2].history) == 1
    kept = hand_row("m5", session, match, START)  # a hand kept while the database was held
    keep_for_later(stats.path, [kept])
    assert write_kept(stats) == 1
    assert stats.recorded_hand("m5", match.hand_number).context == context_of(match)
    stats._db.execute("UPDATE hands SET context = NULL")
    assert stats.recorded_hand("m4", 1).context is None  # kept before: judged alone
