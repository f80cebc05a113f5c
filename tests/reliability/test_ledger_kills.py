"""Killed at any moment, with the statistics held by another program or not, the game
loses no hand. Each run starts the real game offscreen on a match it plays by itself,
keeping its hands in the statistics as the game does (``tests/ui/kill_target.py
--statistics``), and SIGKILLs itself at a moment drawn at random: after the Nth action,
at a hand's end, in the middle of an autosave write, right after one. During a third of
the runs another program holds the database for the whole run. After every run the match
resumes at its last move kept; at the end every hand of the match is in the statistics,
once, and no hand is there that was not played.

``KILLS`` runs a match, on ``GIN_PLAYOUTS`` matches: 10 in a developer's run, 50 in CI.
"""

from __future__ import annotations

import random
import signal
import sqlite3
from pathlib import Path

import pytest

from gin_desktop.storage.matches import AUTOSAVE_NAME, Autosave, read_match
from gin_desktop.storage.statistics import Statistics
from gin_desktop.storage.statistics_kept import pending_path
from tests.sizes import PLAYOUTS
from tests.ui.kill_target import STATISTICS_NAME, progress
from tests.ui.test_kill import run, started

KILLS = 10
"""Runs killed in each match."""
pytestmark = pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs POSIX signals")


def moments(seed: int) -> list[str]:
    """``KILLS`` moments drawn at random from ``seed``, few enough actions in all that the
    match is still on after the last (a match is longer than 300 actions)."""
    rng = random.Random(seed)
    drawn = []
    for _ in range(KILLS):
        kind = rng.choice(("action", "action", "write", "written", "hand-end", "hand-end-written"))
        drawn.append(f"{kind}:{1 if kind.startswith('hand-end') else rng.randint(1, 50)}")
    return drawn


class Held:
    """Another program holding the statistics' database (a write lock) while it is open."""

    def __init__(self, path: Path) -> None:
        if not path.exists():
            Statistics(path).close()  # the record an earlier session began
        self.db = sqlite3.connect(path, isolation_level=None, timeout=0)
        self.db.execute("BEGIN EXCLUSIVE")

    def release(self) -> None:
        self.db.execute("ROLLBACK")
        self.db.close()


def recorded_hands(path: Path, key: str) -> list[int]:
    with sqlite3.connect(path) as db:
        rows = db.execute("SELECT hand_number FROM hands WHERE match_key = ?", (key,))
        return sorted(int(number) for (number,) in rows)


@pytest.mark.parametrize("seed", [30 + match for match in range(PLAYOUTS)])
def test_no_hand_is_lost_to_kills_with_the_statistics_held_a_third_of_the_time(
    tmp_path: Path, seed: int
) -> None:
    database, saved = tmp_path / STATISTICS_NAME, tmp_path / AUTOSAVE_NAME
    keys = Autosave(tmp_path).keys()
    kept: str | None = None
    held_runs = waited = 0
    for number, moment in enumerate(moments(seed)):
        held = Held(database) if (number + seed) % 3 == 0 else None
        try:
            lines = run(tmp_path, "--seed", str(seed), "--statistics", "--kill", moment)
        finally:
            if held is not None:
                held.release()
        held_runs += held is not None
        waited += pending_path(database).exists()
        started(lines, kept, moment)  # resumed at the match kept by the run before
        if saved.exists():
            match = read_match(saved, keys).match
            kept = progress(match)
            assert not match.is_over, f"{moment}: the match ended; the runs need a longer one"
    started(run(tmp_path, "--statistics", "--report"), kept, "the last start")
    match = read_match(saved, keys).match
    played = sorted(record.hand_number for record in match.history)
    recorded = recorded_hands(database, str(match.seed))
    assert played, "the runs never finished a hand"
    assert set(played) <= set(recorded), f"hands {played} played, {recorded} recorded"
    extra = set(recorded) - set(played)
    assert extra <= {match.hand_number}, f"hands recorded that were not played: {extra}"
    assert not pending_path(database).exists(), "hands still wait after a free start"
    assert held_runs * 3 >= KILLS - 1, held_runs
    print(  # the figures of the run, for the closing note (pytest -s)
        f"match {seed}: {KILLS} kills, {held_runs} with the database held, {waited} left "
        f"hands waiting on disk; hands played {played}, recorded {recorded}"
    )


def test_a_hand_waiting_for_a_held_database_when_the_game_is_killed_is_counted(
    tmp_path: Path,
) -> None:
    database, saved = tmp_path / STATISTICS_NAME, tmp_path / AUTOSAVE_NAME
    held = Held(database)
    try:
        run(tmp_path, "--seed", "5", "--statistics", "--kill", "hand-end-written:1")
    finally:
        held.release()
    match = read_match(saved, Autosave(tmp_path).keys()).match
    assert match.hand_over and [r.hand_number for r in match.history] == [1]
    assert pending_path(database).exists(), "the hand did not wait on disk"
    assert recorded_hands(database, str(match.seed)) == []
    run(tmp_path, "--statistics", "--report")
    assert recorded_hands(database, str(match.seed)) == [1]
    assert not pending_path(database).exists()


def test_a_resumed_match_writes_the_hands_the_statistics_lack(tmp_path: Path) -> None:
    """The game killed once the hand's end was kept, and its waiting row lost with it (the
    file removed): the resumed match writes the hand from what the autosave keeps."""
    database, saved = tmp_path / STATISTICS_NAME, tmp_path / AUTOSAVE_NAME
    held = Held(database)
    try:
        run(tmp_path, "--seed", "6", "--statistics", "--kill", "hand-end-written:1")
    finally:
        held.release()
    pending_path(database).unlink()
    run(tmp_path, "--statistics", "--report")
    match = read_match(saved, Autosave(tmp_path).keys()).match
    assert recorded_hands(database, str(match.seed)) == [1]
    with sqlite3.connect(database) as db:
        (actions,) = db.execute("SELECT actions FROM hands").fetchone()
    assert actions is not None, "the hand just ended is written whole, replayable"
