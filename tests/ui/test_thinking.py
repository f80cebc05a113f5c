"""The computer's thinking can be stopped: at once, even through a player's own
``except Exception``, never after its work has ended, and at exit."""

from __future__ import annotations

import subprocess
import sys
import time

from gin_desktop.ui.thinking import Thinker


def busy(seconds: float, notes: list[str]) -> None:
    end = time.perf_counter() + seconds
    while time.perf_counter() < end:
        try:
            sum(range(50))
        except Exception:  # a player's recovery from its own mistakes
            notes.append("swallowed")
    notes.append("finished")


def test_a_stopped_computation_ends_at_once_through_except_exception() -> None:
    notes: list[str] = []
    thinker = Thinker(lambda: busy(60.0, notes))
    thinker.start()
    time.sleep(0.05)
    assert thinker.running
    thinker.cancel()
    assert thinker.join(1.0)
    assert notes == [] and thinker.cancelled


def test_a_stop_after_the_work_ended_does_nothing() -> None:
    notes: list[str] = []
    thinker = Thinker(lambda: busy(0.0, notes))
    thinker.start()
    assert thinker.join(1.0)
    thinker.cancel()
    thinker.cancel()
    assert notes == ["finished"] and not thinker.running


def test_a_computation_stopped_before_it_starts_is_not_done() -> None:
    notes: list[str] = []
    thinker = Thinker(lambda: busy(0.0, notes))
    thinker.cancel()
    thinker.start()
    assert thinker.join(1.0) and notes == []


def test_the_process_exits_at_once_while_a_computation_runs() -> None:
    code = (
        "import time\n"
        "from gin_desktop.ui.thinking import Thinker\n"
        "def forever():\n"
        "    while True:\n"
        "        sum(range(50))\n"
        "Thinker(forever).start()\n"
        "time.sleep(0.05)\n"
        "print('leaving', flush=True)\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=30)
    assert done.returncode == 0, done.stderr
    assert done.stdout == "leaving\n" and done.stderr == ""
