"""Killed at any moment, the game loses at most the move it was making: 50 trials start
the real game offscreen on a match it plays by itself (``tests/ui/kill_target.py``),
SIGKILL it at a random moment and start it again. Every trial resumes at the last action
applied before the kill or the one before it; no match file is ever corrupt, and no
temporary file is left once the game has started again."""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from gin_desktop.storage.matches import AUTOSAVE_NAME, read_match

TRIALS = 50
pytestmark = pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs POSIX signals")


def game(folder: Path, *flags: str) -> tuple[list[str], dict[str, str]]:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "PYTHONDONTWRITEBYTECODE": "1"}
    return [sys.executable, "-m", "tests.ui.kill_target", str(folder), *flags], env


def test_a_killed_game_resumes_at_its_last_move(tmp_path: Path) -> None:
    rng = random.Random(2026)
    root = Path(__file__).resolve().parents[2]
    log = tmp_path / "applied.log"
    resumed_at: list[str] = []
    for trial in range(TRIALS):
        command, env = game(tmp_path)
        process = subprocess.Popen(command, cwd=root, env=env, stdout=subprocess.DEVNULL)
        time.sleep(rng.uniform(0.3, 2.5))
        process.send_signal(signal.SIGKILL)
        process.wait()
        lines = log.read_text(encoding="utf-8").splitlines() if log.exists() else []
        saved = tmp_path / AUTOSAVE_NAME
        if not saved.exists():
            assert not lines, f"trial {trial}: moves were made but no match was kept"
            continue
        match = read_match(saved).match  # never corrupt: this raises if it is
        state = f"{match.hand_number} {len(match.round.events)}"
        if lines:
            assert state in lines[-2:], f"trial {trial}: kept {state}, last moves {lines[-2:]}"
        command, env = game(tmp_path, "--report")
        report = subprocess.run(command, cwd=root, env=env, capture_output=True, text=True)
        assert report.returncode == 0, report.stderr[-2000:]
        if not match.is_over:
            assert f"resumed {state}" in report.stdout, (trial, state, report.stdout)
            resumed_at.append(state)
        assert not list(tmp_path.glob(".*.tmp")), f"trial {trial}: a temporary file is left"
    assert len(resumed_at) >= TRIALS // 2, "most trials were killed in the middle of a match"
