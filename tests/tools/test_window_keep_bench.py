"""The window's autosave bench times real writes, each made once the table painted the
move (the keeper's promise), and reports them against the target."""

from __future__ import annotations

from pathlib import Path

from gin_desktop.tools.window_keep_bench import window_keep_times


def test_the_window_keeps_each_move_after_painting_it(qtbot, tmp_path: Path) -> None:
    times, after_paint, applied = window_keep_times(4, tmp_path)
    assert len(times) == 4 and all(ms > 0 for ms in times)
    assert applied >= 3 and after_paint == len(times)
