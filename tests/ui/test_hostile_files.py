"""Game › Open match trusts nothing: a pipe, a link to a device, a huge file and a match
that does not add up are each refused with a sentence, at once, the window never stuck
and nothing copied but a small ordinary file, once however often it is opened."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox, QWidget

from gin_desktop.storage.matches import LARGEST_FILE, SUFFIX
from gin_desktop.ui.window.app import MainWindow

from .conftest import wait_my_turn, when_modal
from .test_keeping import open_window, play_a_few_turns


def open_through_the_menu(window: MainWindow, path: Path, monkeypatch) -> str:
    """Game › Open match on ``path`` (giving up the match on the table when asked); the
    text of the warning that comes up, closed."""
    monkeypatch.setattr(
        "gin_desktop.ui.window.keeper.QFileDialog.getOpenFileName",
        lambda *a, **k: (str(path), ""),
    )
    said: list[str] = []

    def answer_then_read(widget: QWidget) -> None:
        assert isinstance(widget, QMessageBox)
        give_up = [b for b in widget.buttons() if b.text().replace("&", "") == "Give it up"]
        if give_up:
            give_up[0].click()
            when_modal(answer_then_read, skip=widget)
            return
        said.append(widget.text())
        widget.accept()

    when_modal(answer_then_read)
    window.commands["open"].trigger()
    assert said, "no warning came up"
    return said[0]


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="pipes are made this way on POSIX only")
def test_a_pipe_named_as_a_match_is_refused_at_once(qtbot, store, tmp_path: Path, monkeypatch):
    window = open_window(qtbot, store, tmp_path / "data")
    pipe = tmp_path / f"pipe{SUFFIX}"
    os.mkfifo(pipe)
    said = open_through_the_menu(window, pipe, monkeypatch)
    assert "cannot be opened" in said and "pipe" in said and "left as it is" in said
    assert list(tmp_path.glob("*.damaged-*")) == []


def test_a_link_to_a_device_is_refused_and_nothing_copied(
    qtbot, store, tmp_path: Path, monkeypatch
):
    window = open_window(qtbot, store, tmp_path / "data")
    link = tmp_path / f"zero{SUFFIX}"
    link.symlink_to(os.devnull)
    said = open_through_the_menu(window, link, monkeypatch)
    assert "a pipe, a device or a folder" in said
    assert list(tmp_path.glob("*.damaged-*")) == []


def test_a_huge_file_is_refused_unread_and_not_copied(qtbot, store, tmp_path: Path, monkeypatch):
    window = open_window(qtbot, store, tmp_path / "data")
    huge = tmp_path / f"huge{SUFFIX}"
    with huge.open("wb") as file:
        file.truncate(LARGEST_FILE + 1)  # sparse: the size is there without writing it
    said = open_through_the_menu(window, huge, monkeypatch)
    assert "too big" in said and "a copy" not in said
    assert list(tmp_path.glob("*.damaged-*")) == []


def test_a_match_that_does_not_add_up_is_refused_and_copied_once(
    qtbot, store, tmp_path: Path, monkeypatch
):
    window = open_window(qtbot, store, tmp_path / "data")
    play_a_few_turns(qtbot, window, 2)
    saved = window.keeper.current()
    assert saved is not None
    data = json.loads(saved.to_text())
    data["match"]["hands_won"] = [4, 0]  # hands won that no line of the score sheet records
    edited = tmp_path / f"edited{SUFFIX}"
    edited.write_text(json.dumps(data), encoding="utf-8")
    wait_my_turn(qtbot, window)
    before = window.controller.match.to_dict()
    first = open_through_the_menu(window, edited, monkeypatch)
    second = open_through_the_menu(window, edited, monkeypatch)
    assert "score sheet" in first and "a copy is kept as" in first
    assert list(tmp_path.glob("*.damaged-*")) == [], "nothing added to the player's folder"
    (kept,) = (tmp_path / "data").glob(f"edited{SUFFIX}.damaged-*")  # the game's own folder
    assert kept.name in first and kept.name in second
    assert window.controller.match.to_dict() == before  # the match played goes on


def test_a_damaged_match_on_a_read_only_folder_is_refused_in_words(
    qtbot, store, tmp_path: Path, monkeypatch
):
    """A damaged match on a USB stick or a share (issue 65): the copy kept aside went into
    its read-only folder, failed, and ended in "Something went wrong"; it goes to the
    game's data folder, and the file is refused in words. (Run as root, as CI is, the
    folder stays writable: nothing may be added to it all the same.)"""
    window = open_window(qtbot, store, tmp_path / "data")
    stick = tmp_path / "stick"
    stick.mkdir()
    damaged = stick / f"damaged{SUFFIX}"
    damaged.write_text('{"format": "gin-desktop-match", "version": 2}', encoding="utf-8")
    stick.chmod(0o555)
    try:
        said = open_through_the_menu(window, damaged, monkeypatch)
    finally:
        stick.chmod(0o755)
    assert said.startswith(f"damaged{SUFFIX} cannot be opened")
    assert sorted(p.name for p in stick.iterdir()) == [f"damaged{SUFFIX}"]
    assert list((tmp_path / "data").glob(f"damaged{SUFFIX}.damaged-*")), "kept by the game"
