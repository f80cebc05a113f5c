"""One's own match in progress opens as one's own (issue 65): a copy of the autosave file,
opened through Game › Open match on the computer that sealed it, was refused as "sealed on
another computer" (it was read with the shared key only). A match sealed with another
installation's key is still refused."""

from __future__ import annotations

import secrets
import shutil
from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox, QWidget

from gin_desktop.storage.matches import (
    AUTOSAVE_NAME,
    SUFFIX,
    Autosave,
    DamagedMatch,
    read_match,
)
from gin_desktop.storage.sealing import HERE
from tests.storage.test_matches import played
from tests.ui.conftest import wait_my_turn, when_modal
from tests.ui.test_keeping import open_window, play_a_few_turns


def test_a_copy_of_ones_own_match_in_progress_opens_as_a_saved_match(tmp_path: Path) -> None:
    saved = played()
    Autosave(tmp_path / "data").write(saved)
    copy = tmp_path / "Documents" / f"my match{SUFFIX}"
    copy.parent.mkdir()
    shutil.copyfile(tmp_path / "data" / AUTOSAVE_NAME, copy)
    opened = read_match(copy)
    assert opened.match.to_dict() == saved.match.to_dict()
    assert opened.hand_orders == saved.hand_orders


def test_a_match_in_progress_of_another_computer_is_still_refused(tmp_path: Path) -> None:
    Autosave(tmp_path / "data").write(played())  # this computer's key known to the game
    elsewhere = tmp_path / f"theirs{SUFFIX}"
    elsewhere.write_text(played().sealed_text(secrets.token_bytes(32), HERE), encoding="utf-8")
    with pytest.raises(DamagedMatch, match="another computer"):
        read_match(elsewhere)


def give_up_the_match_on_the_table(widget: QWidget) -> None:
    assert isinstance(widget, QMessageBox)
    (give_up,) = [b for b in widget.buttons() if b.text().replace("&", "") == "Give it up"]
    give_up.click()


def test_game_open_match_opens_a_copy_of_ones_own_autosave(
    qtbot, store, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = open_window(qtbot, store, tmp_path / "data")
    play_a_few_turns(qtbot, window, 2)
    wait_my_turn(qtbot, window)
    window.keeper.flush()  # the match as it is on the table, in the autosave
    copy = tmp_path / f"copied{SUFFIX}"
    shutil.copyfile(tmp_path / "data" / AUTOSAVE_NAME, copy)
    before = window.controller.match.to_dict()
    monkeypatch.setattr(
        "gin_desktop.ui.window.keeper.QFileDialog.getOpenFileName",
        lambda *a, **k: (str(copy), ""),
    )
    warned: list[str] = []
    monkeypatch.setattr(
        "gin_desktop.ui.window.keeper.MatchKeeper._warn", lambda _self, text: warned.append(text)
    )
    when_modal(give_up_the_match_on_the_table)
    window.commands["open"].trigger()
    assert warned == [], "refused as another computer's"
    assert window.keeper.saved_to == copy
    assert window.controller.match.to_dict() == before
    assert list(tmp_path.glob("**/*.damaged-*")) == []
