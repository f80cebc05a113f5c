"""Help › Keys and gestures lists every key of the window, from the command registry: no
key (H, I, Shift+I, Ctrl+Plus...) can be missing from it again."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QTreeWidget, QWidget

from .conftest import Scripted, when_modal

NATIVE = QKeySequence.SequenceFormat.NativeText


def listed_keys(dialog: QWidget) -> dict[str, str]:
    """Each key of the dialog's list (as written in its key column) and its command."""
    listed: dict[str, str] = {}
    for tree in dialog.findChildren(QTreeWidget):
        for i in range(tree.topLevelItemCount()):
            group = tree.topLevelItem(i)
            assert group is not None
            for j in range(group.childCount()):
                row = group.child(j)
                assert row is not None
                for key in row.text(0).split(", "):
                    listed[key] = row.text(1)
    return listed


def open_keys(qtbot, window, shot: Path | None = None) -> dict[str, str]:
    seen: list[dict[str, str]] = []

    def read(dialog: QWidget) -> None:
        seen.append(listed_keys(dialog))
        if shot is not None:
            dialog.grab().save(str(shot))
        dialog.close()

    when_modal(read)
    help_menu = window.frame.menus["help"]
    keys = window.commands["keys"]
    assert keys in help_menu.actions()
    keys.trigger()
    qtbot.waitUntil(lambda: bool(seen))
    return seen[0]


def test_every_key_of_the_registry_is_in_keys_and_gestures(qtbot, make_window, tmp_path):
    window = make_window(player=Scripted())
    listed = open_keys(qtbot, window, tmp_path / "keys.png")
    expected = {
        key.toString(NATIVE): action.text().replace("&", "")
        for action in window.commands
        for key in action.shortcuts()
    }
    assert {"H", "I", "Shift+I", "Ctrl++", "Ctrl+-", "Ctrl+0", "Ctrl+Z"} <= set(expected)
    missing = {key: words for key, words in expected.items() if key not in listed}
    assert not missing, f"keys left out of Help › Keys and gestures: {missing}"
    assert listed["H"] == "Hint" and listed["Ctrl++"] == "Larger cards"
