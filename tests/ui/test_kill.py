"""Killed at any moment, the game loses at most the move it was making. Each trial starts
the real game offscreen on a match it plays by itself (``tests/ui/kill_target.py``), which
kills itself with SIGKILL at a chosen point: right after the Nth action is applied (before
it is kept), or in the middle of the Nth write of the match in progress (its temporary
file written, the rename not made). The points cover the first moves, a hand's middle and
end, and later hands. Then the game starts again: every trial resumes at the last action
applied before the kill or the one before it; no match file is ever corrupt, and no
temporary file is left once the game has started again."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from gin_desktop.storage.matches import AUTOSAVE_NAME, read_match

KILLS = [
    ("--kill-after", 1), ("--kill-after", 4), ("--kill-after", 17), ("--kill-after", 40),
    ("--kill-after", 75), ("--kill-after", 130),
    ("--kill-writing", 2), ("--kill-writing", 9), ("--kill-writing", 33),
    ("--kill-writing", 60), ("--kill-writing", 110),
]  # fmt: skip
"""Where each trial dies: after that many actions, or in that write (a hand of these two
players takes some 20 to 40 actions, so the later points fall in later hands)."""
pytestmark = pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs POSIX signals")


def game(folder: Path, *flags: str) -> tuple[list[str], dict[str, str]]:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "PYTHONDONTWRITEBYTECODE": "1"}
    return [sys.executable, "-m", "tests.ui.kill_target", str(folder), *flags], env


def test_a_killed_game_resumes_at_its_last_move(tmp_path: Path) -> None:
    root = Path(__file__).resolve().parents[2]
    log = tmp_path / "applied.log"
    resumed_at: list[str] = []
    stale = 0
    for trial, (flag, count) in enumerate(KILLS):
        command, env = game(tmp_path, flag, str(count))
        done = subprocess.run(command, cwd=root, env=env, stdout=subprocess.DEVNULL, timeout=120)
        assert done.returncode == -signal.SIGKILL, f"trial {trial} was not killed: {done}"
        lines = log.read_text(encoding="utf-8").splitlines() if log.exists() else []
        stale += bool(list(tmp_path.glob(".*.tmp")))
        saved = tmp_path / AUTOSAVE_NAME
        assert saved.exists(), f"trial {trial}: moves were made but no match was kept"
        match = read_match(saved).match  # never corrupt: this raises if it is
        state = f"{match.hand_number} {len(match.round.events)}"
        assert state in lines[-2:], f"trial {trial}: kept {state}, last moves {lines[-2:]}"
        command, env = game(tmp_path, "--report")
        report = subprocess.run(command, cwd=root, env=env, capture_output=True, text=True)
        assert report.returncode == 0, report.stderr[-2000:]
        if not match.is_over:
            assert f"resumed {state}" in report.stdout, (trial, state, report.stdout)
            resumed_at.append(state)
        assert not list(tmp_path.glob(".*.tmp")), f"trial {trial}: a temporary file is left"
    assert stale >= 3, "the kills in a write left their temporary file, for the restart"
    assert len(set(resumed_at)) >= len(KILLS) - 2, "the trials died at different moments"
    hands = {state.split()[0] for state in resumed_at}
    assert len(hands) >= 3, f"the kills fell in several hands: {hands}"
