"""Killed at any moment, the game loses at most the move it was making. Each trial starts
the real game offscreen on a match it plays by itself (``tests/ui/kill_target.py``), which
SIGKILLs itself at a chosen moment: after the Nth action applied, after the action that
ends a hand, in the middle of an autosave write (its temporary file whole, not yet
renamed), right after a write. The trials go on with the one match, so that they reach
the start of a match, early in a hand, mid-hand, a hand's end, the next deal and several
hands in one run. Every trial resumes at the last action applied before the kill or the
one before it (exactly where the last write that was whole left it); no match file is ever
corrupt, and no temporary file is left once the game has started again.

The trials are played on ``GIN_PLAYOUTS`` matches, each dealt from its own seed: one in a
developer's run (15 kills), five in CI (75, more than the 50 random kills they replaced)."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from gin_desktop.storage.matches import AUTOSAVE_NAME, Autosave, read_match
from tests.sizes import PLAYOUTS

from .kill_target import LOG_NAME, TEMPORARY, progress

TRIALS = (
    "write:1",  # writing the first match: nothing is kept yet
    "action:1",  # the first upcard's offer of a new match
    "written:3",  # early in the first hand, just kept
    "action:20",  # mid-hand
    "write:12",  # mid-hand, writing
    "hand-end:1",  # the move that ends the hand
    "hand-end-write:1",  # writing the hand that has ended
    "written:2",  # the hand that has ended, just kept
    "write:2",  # resumed between hands, writing the next deal
    "action:1",  # the move that deals the next hand
    "action:3",  # early in the next hand
    "action:150",  # more than two hands in one run
    "hand-end:2",  # the second hand's end in one run
    "write:40",  # writing, in a later hand
    "written:70",  # a later hand, just kept
)
pytestmark = pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs POSIX signals")


def run(folder: Path, *flags: str) -> list[tuple[str, str]]:
    """Run the game on ``folder`` with ``flags``; the lines it logged, as (what, state)."""
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "PYTHONDONTWRITEBYTECODE": "1"}
    root = Path(__file__).resolve().parents[2]
    log = folder / LOG_NAME
    log.unlink(missing_ok=True)
    command = [sys.executable, "-m", "tests.ui.kill_target", str(folder), *flags]
    done = subprocess.run(command, cwd=root, env=env, capture_output=True, text=True, timeout=120)
    killed = done.returncode == -signal.SIGKILL
    assert killed == ("--kill" in flags), (flags, done.returncode, done.stderr[-2000:])
    lines = [line.split(" ", 1) for line in log.read_text(encoding="utf-8").splitlines()]
    return [(what, state) for what, state in lines]


def started(lines: list[tuple[str, str]], kept: str | None, trial: str) -> str:
    """The state the run started from: the match kept, if one was and it goes on."""
    what, state = lines[0]
    state, temporary = state.split(" temporary=")
    assert what == "start", (trial, lines[:3])
    assert temporary == "0", f"{trial}: a temporary file is left once the game started again"
    if kept is not None:
        assert state == kept, f"{trial}: resumed at {state}, the match kept is {kept}"
    return state


@pytest.mark.parametrize("seed", [4 + deal for deal in range(PLAYOUTS)])
def test_a_killed_game_resumes_at_its_last_move(tmp_path: Path, seed: int) -> None:
    saved = tmp_path / AUTOSAVE_NAME
    keys = Autosave(tmp_path).keys()  # the game seals its match with this installation's key
    kept: str | None = None
    between_hands = 0  # trials that kept a hand that had ended
    hands_a_run: list[int] = []  # the hands each run played in
    for trial in TRIALS:
        lines = run(tmp_path, "--seed", str(seed), "--kill", trial)
        states = [started(lines, kept, trial)]
        states += [state for what, state in lines if what == "applied"]
        written = [state for what, state in lines if what == "written"]
        hands_a_run.append(len({state.split()[0] for state in states}))
        temporary = list(tmp_path.glob(TEMPORARY))
        if trial.startswith(("write:", "hand-end-write:")):
            # killed between the temporary file and the rename: that file is whole
            (left,) = temporary
            assert progress(read_match(left, keys).match) == states[-1], trial
        else:
            assert not temporary, trial
        if not saved.exists():
            assert kept is None and states == states[:1], f"{trial}: moves made, none kept"
            continue
        match = read_match(saved, keys).match  # never corrupt: this raises if it is
        kept = progress(match)
        assert kept in states[-2:], f"{trial}: kept {kept}, the last moves {states[-2:]}"
        assert kept == (written or states[:1])[-1], f"{trial}: kept {kept}, written {written}"
        assert not match.is_over, f"{trial}: the match ended; the trials need a longer one"
        between_hands += match.hand_over
    started(run(tmp_path, "--report"), kept, "the last start")
    assert kept is not None and int(kept.split()[0]) >= 5, f"the trials reached hand {kept}"
    assert between_hands >= 2 and max(hands_a_run) >= 3, (between_hands, hands_a_run)
