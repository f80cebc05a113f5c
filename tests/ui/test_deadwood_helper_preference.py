"""Preferences' "Show hints" was the deadwood helper over your hand, not the coach's Hint
(issue 64): the box says what it does, and the saved choice keeps its key
(``preferences/show_hints``), so a choice saved before is not lost."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QCheckBox, QDialog, QDialogButtonBox, QLabel, QWidget

from gin_desktop.storage import Settings

from .conftest import when_modal


def _box_and_note(dialog: QWidget) -> tuple[QCheckBox, str]:
    box = next(b for b in dialog.findChildren(QCheckBox) if "deadwood" in b.text())
    notes = [label.text() for label in dialog.findChildren(QLabel) if "Hint (H)" in label.text()]
    assert len(notes) == 1
    return box, notes[0]


def _ok(qtbot, dialog: QWidget) -> None:
    buttons = dialog.findChild(QDialogButtonBox)
    assert buttons is not None
    qtbot.mouseClick(buttons.button(QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton)


def test_the_deadwood_helper_is_named_for_what_it_does_and_saved_under_its_old_key(
    qtbot, make_window, tmp_path: Path
) -> None:
    path = tmp_path / "settings.ini"
    window = make_window(settings=Settings.in_file(path))
    assert window.preferences.show_hints
    seen: dict[str, object] = {}

    def untick(dialog: QWidget) -> None:
        assert isinstance(dialog, QDialog)
        try:
            seen["boxes"] = [b.text() for b in dialog.findChildren(QCheckBox)]
            box, seen["note"] = _box_and_note(dialog)
            seen["ticked"] = box.isChecked()
            qtbot.mouseClick(box, Qt.MouseButton.LeftButton)
            _ok(qtbot, dialog)
        finally:
            if dialog.isVisible():  # a failure must not leave the test waiting on it
                dialog.reject()

    when_modal(untick)
    window.commands["preferences"].trigger()
    assert "Show the deadwood &helper" in seen.get("boxes", [])
    assert not any("hints" in str(text) for text in seen["boxes"]), "no box says hints"
    assert seen["note"] == (
        "Over your hand: the deadwood your discard would leave. Hint (H) stays."
    )
    assert seen["ticked"] is True
    assert not window.preferences.show_hints
    assert "show_hints=false" in path.read_text(encoding="utf-8"), "the key of before"
    assert window.commands["hint"].isEnabled() or window.view is None  # the Hint stays


def test_a_choice_saved_as_show_hints_before_is_the_deadwood_helper_now(
    qtbot, make_window, tmp_path: Path
) -> None:
    path = tmp_path / "settings.ini"
    path.write_text("[preferences]\nshow_hints=false\n", encoding="utf-8")
    store = Settings.in_file(path)
    window = make_window(settings=store, preferences=store.preferences())
    assert not window.preferences.show_hints
    seen: list[bool] = []

    def look(dialog: QWidget) -> None:
        assert isinstance(dialog, QDialog)
        try:
            box, _note = _box_and_note(dialog)
            seen.append(box.isChecked())
        finally:
            dialog.reject()  # Cancel

    when_modal(look)
    window.commands["preferences"].trigger()
    assert seen == [False]
