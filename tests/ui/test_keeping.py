"""Nothing lost: a match closed with the window comes back at the next start as it was
(hand, scores, cards, your order of your hand), against the computer and hot-seat; leaving
a match that is not kept asks first; a damaged match file is reported and kept aside."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QMessageBox, QWidget

from gin_desktop.ai import create_player
from gin_desktop.engine import Match
from gin_desktop.play.controller import GameController
from gin_desktop.session import MatchSettings
from gin_desktop.storage.matches import AUTOSAVE_NAME, Autosave, SavedMatch, read_match
from gin_desktop.storage.statistics import Statistics
from gin_desktop.ui.window.app import MainWindow

from .conftest import Scripted, factory, preferences_for, show_active, wait_my_turn, when_modal
from .test_hotseat import face_up, privacy_up, reveal


def open_window(
    qtbot,
    store,
    folder: Path,
    settings: MatchSettings | None = None,
    statistics: Statistics | None = None,
) -> MainWindow:
    """The game as the player starts it, keeping its match in ``folder`` (and its hands in
    ``statistics``, when given)."""
    controller = GameController(player_factory=factory(Scripted()))
    window = MainWindow(
        controller=controller,
        store=store,
        preferences=preferences_for("instant"),
        settings=settings or MatchSettings.against_computer("Ana", "casual", seed=21),
        autosave=Autosave(folder),
        statistics=statistics,
    )
    qtbot.addWidget(window, before_close_func=forget_the_keeping)
    show_active(qtbot, window)
    return window


def forget_the_keeping(window: MainWindow) -> None:
    """At the end of a test, a window closes without keeping or asking anything."""
    window.keeper.autosave = None


def close(qtbot, window: MainWindow) -> None:
    window.close()
    qtbot.waitUntil(lambda: not window.isVisible())
    window.controller.shutdown()


def play_a_few_turns(qtbot, window: MainWindow, turns: int) -> None:
    table = window.table
    for _ in range(turns):
        wait_my_turn(qtbot, window)
        view = window.view
        assert view is not None
        if view.phase.value == "first_upcard":
            qtbot.keyClick(table, Qt.Key.Key_P)
            continue
        qtbot.keyClick(table, Qt.Key.Key_S)
        qtbot.waitUntil(lambda: window.view is not None and window.view.phase.value == "discard")
        qtbot.keyClick(table, Qt.Key.Key_Left)
        qtbot.keyClick(table, Qt.Key.Key_Return)


def test_a_match_closed_with_the_window_comes_back_as_it_was(qtbot, store, tmp_path: Path):
    window = open_window(qtbot, store, tmp_path)
    play_a_few_turns(qtbot, window, 4)
    wait_my_turn(qtbot, window)
    qtbot.keyClick(window.table, Qt.Key.Key_Left)
    qtbot.keyClick(window.table, Qt.Key.Key_Left, Qt.KeyboardModifier.ShiftModifier)
    order = window.scene.displayed_hand()
    before = window.controller.match
    assert before is not None
    state = before.to_dict()
    close(qtbot, window)  # nothing asked: the match is kept for next time

    again = open_window(qtbot, store, tmp_path, MatchSettings.against_computer("Other", seed=99))
    match = again.controller.match
    assert match is not None and match.to_dict() == state
    assert again.view is not None and again.view.hand == before.view(0).hand
    assert again.scene.displayed_hand() == order, "your order of your hand comes back"
    assert "goes on where you left it" in again.statusBar().currentMessage()


def test_the_computer_goes_on_after_a_resume(qtbot, store, tmp_path: Path):
    window = open_window(qtbot, store, tmp_path)
    play_a_few_turns(qtbot, window, 2)
    wait_my_turn(qtbot, window)
    qtbot.keyClick(window.table, Qt.Key.Key_S)
    qtbot.keyClick(window.table, Qt.Key.Key_Left)
    window.controller.shutdown()  # as if killed before the computer's move was made
    qtbot.keyClick(window.table, Qt.Key.Key_Return)
    path = tmp_path / AUTOSAVE_NAME  # kept once it is on screen
    keys = Autosave(tmp_path).keys()  # sealed with this installation's key
    qtbot.waitUntil(lambda: read_match(path, keys).match.to_act == 1, timeout=2000)
    saved = read_match(path, keys)
    assert saved.match.to_act == 1, "kept with the computer to move"
    window.keeper.autosave = None  # the killed run writes nothing more
    close(qtbot, window)
    again = open_window(qtbot, store, tmp_path)
    wait_my_turn(qtbot, again)
    match = again.controller.match
    assert match is not None and match.to_act == 0
    assert len(match.hand.events) > len(saved.match.hand.events)


def test_a_hot_seat_match_comes_back_behind_the_privacy_screen(qtbot, store, tmp_path: Path):
    settings = MatchSettings.hotseat_of("Ana", "Budi", seed=8)
    window = open_window(qtbot, store, tmp_path, settings)
    assert privacy_up(window)
    reveal(qtbot, window, 0)
    qtbot.keyClick(window.table, Qt.Key.Key_P)
    state = window.controller.match.to_dict()
    close(qtbot, window)
    again = open_window(qtbot, store, tmp_path)
    assert again.controller.match.to_dict() == state
    assert privacy_up(again) and again.view is None
    assert face_up(again) == set(), "no hand is on the table until its player sits down"


def answer(button_text: str) -> None:
    """Click the button of the question box that comes up next."""

    def act(widget: QWidget) -> None:
        assert isinstance(widget, QMessageBox)
        (button,) = [b for b in widget.buttons() if b.text().replace("&", "") == button_text]
        button.click()

    when_modal(act)


def test_new_match_asks_before_giving_up_the_match(qtbot, store, tmp_path: Path):
    window = open_window(qtbot, store, tmp_path)
    play_a_few_turns(qtbot, window, 1)
    match = window.controller.match
    answer("Cancel")
    window.commands["new_match"].trigger()
    assert window.controller.match is match, "Cancel keeps the match"
    answer("Give it up")
    when_modal(lambda dialog: dialog.reject(), skip=None)
    window.commands["new_match"].trigger()
    assert window.controller.match is match, "the new-match dialog was cancelled too"
    assert QApplication.activeModalWidget() is None


def test_quitting_asks_when_the_match_cannot_be_kept(qtbot, store, tmp_path: Path):
    blocked = tmp_path / "not-a-folder"
    blocked.write_text("a file where the folder should be", encoding="utf-8")
    window = open_window(qtbot, store, blocked)
    play_a_few_turns(qtbot, window, 1)
    assert not window.keeper.kept and window.keeper.problem
    answer("Cancel")
    window.close()
    assert window.isVisible(), "Cancel: the window stays, with its match"
    answer("Give it up")
    close(qtbot, window)


def test_a_damaged_match_in_progress_is_reported_and_kept_aside(qtbot, store, tmp_path: Path):
    (tmp_path / AUTOSAVE_NAME).write_bytes(b'{"format": "gin-desktop-match", "vers')
    stale = tmp_path / f".{AUTOSAVE_NAME}.x1y2.tmp"
    stale.write_text("half", encoding="utf-8")
    window = open_window(qtbot, store, tmp_path)
    (kept,) = tmp_path.glob(AUTOSAVE_NAME + ".damaged-*")
    message = window.statusBar().currentMessage()
    assert "could not be read" in message and kept.name in message
    assert kept.read_bytes() == b'{"format": "gin-desktop-match", "vers'
    assert not stale.exists()
    assert window.controller.match is not None and window.controller.match.hand_number == 1


def test_save_as_and_open_a_match_file(qtbot, store, tmp_path: Path, monkeypatch):
    window = open_window(qtbot, store, tmp_path / "data")
    play_a_few_turns(qtbot, window, 2)
    state = window.controller.match.to_dict()
    target = tmp_path / "evening"
    monkeypatch.setattr(
        "gin_desktop.ui.window.keeper.QFileDialog.getSaveFileName",
        lambda *a, **k: (str(target), ""),
    )
    window.commands["save_as"].trigger()
    saved = tmp_path / "evening.ginmatch"
    assert read_match(saved).match.to_dict() == state
    assert window.keeper.may_leave()
    play_a_few_turns(qtbot, window, 1)
    monkeypatch.setattr(
        "gin_desktop.ui.window.keeper.QFileDialog.getOpenFileName", lambda *a, **k: (str(saved), "")
    )
    answer("Give it up")
    window.commands["open"].trigger()
    assert window.controller.match.to_dict() == state
    qtbot.waitUntil(  # once what was said before it has been read
        lambda: "Opened evening.ginmatch" in window.statusBar().currentMessage(), timeout=6000
    )


def test_a_hot_seat_match_kept_between_hands_goes_on(qtbot, store, tmp_path: Path):
    session = MatchSettings.hotseat_of("Ana", "Budi").session(["Ana", "Budi"])
    match = Match(session.rules, seed=6, names=session.names)
    players = [create_player("casual", seed=1), create_player("casual", seed=2)]
    while match.to_act is not None:
        seat = match.to_act
        match.apply(players[seat].choose(match.view(seat)), seat=seat)
    Autosave(tmp_path).write(SavedMatch(session, match))
    window = open_window(qtbot, store, tmp_path)
    assert privacy_up(window) and window.view is None
    reveal(qtbot, window, 0)
    assert window.view is not None and window.view.phase.value == "ended"
    qtbot.keyClick(window.table, Qt.Key.Key_N)
    assert window.controller.match.hand_number == 2


def test_each_finished_hand_goes_into_the_statistics(qtbot, store, tmp_path: Path):
    controller = GameController(player_factory=factory(Scripted()))
    statistics = Statistics(tmp_path / "statistics.sqlite")
    window = MainWindow(
        controller=controller,
        store=store,
        preferences=preferences_for("instant"),
        settings=MatchSettings.against_computer("Ana", "expert", seed=21),
        autosave=Autosave(tmp_path),
        statistics=statistics,
    )
    qtbot.addWidget(window, before_close_func=forget_the_keeping)
    you = Scripted()
    for _ in range(400):
        match = controller.match
        if match is not None and match.history:
            break
        if match is not None and match.to_act == controller.viewer:
            controller.action_requested(you.choose(match.view(match.to_act)))
        qtbot.wait(1)
    match = controller.match
    assert match is not None and len(match.history) == 1
    qtbot.waitUntil(lambda: bool(statistics.figures()), timeout=2000)  # once on screen
    (line,) = statistics.figures()
    assert (line.opponent, line.variant, line.hands) == ("expert", "standard", 1)
    assert line.hands_won == (match.history[0].winner == 0)
