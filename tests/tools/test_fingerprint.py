"""The behaviour fingerprint is deterministic and sees the table's words: the same seeded
match gives the same texts twice, and they hold the score line, a prompt and the log."""

from __future__ import annotations

from gin_desktop.tools.fingerprint import play_texts


def test_a_seeded_match_gives_the_same_texts_twice(qtbot) -> None:
    first: list[str] = []
    second: list[str] = []
    play_texts("standard", 0, first.append)
    play_texts("standard", 0, second.append)
    assert first == second and len(first) > 500
    assert any(" score: " in line and "game to 100" in line for line in first)
    assert any(" prompt: " in line for line in first)
    assert any(line.startswith("export: ") and "Hand 1" in line for line in first)
    assert any(line.startswith("sheet: ") for line in first)
