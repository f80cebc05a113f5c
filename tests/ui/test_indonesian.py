"""Bahasa Indonesia throughout: a tour of the window, every dialog opened through its real
command, the docks, and a whole hand played against the computer with the mouse, with no
English source text left on screen; Qt's own buttons in Indonesian too."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QDialogButtonBox,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QWidget,
)

from gin_desktop.engine import Knock, Phase
from gin_desktop.play.controller import GameController
from gin_desktop.session import MatchSettings
from gin_desktop.storage.matches import Autosave
from gin_desktop.storage.statistics import Statistics
from gin_desktop.ui.dialogs.history import HistoryDialog
from gin_desktop.ui.dialogs.statistics import StatisticsDialog
from gin_desktop.ui.window.app import MainWindow
from gin_desktop.words import language

from .conftest import (
    centre,
    deck,
    drag,
    match_on_deck,
    preferences_for,
    show_active,
    wait_my_turn,
    when_modal,
)
from .on_screen import english_in, english_sources, visible_texts
from .test_table_play import play_my_turn


@pytest.fixture
def indonesian() -> Iterator[None]:
    assert language.use("id") == "id"
    yield
    language.use("en")
    QApplication.sendPostedEvents()


def test_the_check_knows_english_when_it_sees_it() -> None:
    """The tour's check would fail on English: whole, filled in, or inside a longer text."""
    assert "You cannot discard {card}: you do not hold it." in english_sources()
    assert "Gin" not in english_sources()  # the same word in Indonesian
    english = {
        "Hand history": "Hand history",
        "You cannot discard 7♥: you do not hold it.": (
            "You cannot discard {card}: you do not hold it."
        ),
        "Skor: Ana: 3 · Budi: 0. Two cards are left in the stock: the hand is a draw and nobody "
        "scores.": "Two cards are left in the stock: the hand is a draw and nobody scores.",
    }
    for text, source in english.items():
        assert source in {found for _text, found in english_in([text])}, text
    assert english_in(["Kamu tidak bisa membuang 7♥: kartu itu tidak ada di tanganmu."]) == []


def test_qt_own_buttons_speak_indonesian(qtbot, indonesian) -> None:
    """Qt looks its standard buttons up under QPlatformTheme: our .ts has them."""
    box = QMessageBox(QMessageBox.Icon.Question, "?", "?")
    box.setStandardButtons(QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No)
    qtbot.addWidget(box)
    words = {
        box.button(b).text()
        for b in (QMessageBox.StandardButton.Yes, QMessageBox.StandardButton.No)
    }
    assert words == {"&Ya", "&Tidak"}
    buttons = QDialogButtonBox(
        QDialogButtonBox.StandardButton.Cancel
        | QDialogButtonBox.StandardButton.Save
        | QDialogButtonBox.StandardButton.Close
    )
    qtbot.addWidget(buttons)
    assert sorted(b.text() for b in buttons.buttons()) == ["Batal", "Simpan", "Tutup"]
    edit = QLineEdit("Ana")
    qtbot.addWidget(edit)
    menu = edit.createStandardContextMenu()
    words = [a.text().split("\t")[0] for a in menu.actions() if not a.isSeparator()]
    assert words == ["&Urungkan", "&Ulangi", "Po&tong", "&Salin", "T&empel", "Hapus", "Pilih Semua"]


# --- the tour -----------------------------------------------------------------------------


def _close(widget: QWidget) -> None:
    if isinstance(widget, QDialog):
        widget.reject()
    else:
        widget.close()


def _collect(
    seen: list[str], then: Callable[[QWidget], None] = _close
) -> Callable[[QWidget], None]:
    def act(widget: QWidget) -> None:
        seen.extend(visible_texts(widget))
        then(widget)

    return act


def _click(text: str) -> Callable[[QWidget], None]:
    """Click the button of a message box that reads ``text`` (mnemonic and all)."""

    def act(widget: QWidget) -> None:
        (button,) = [b for b in widget.findChildren(QPushButton) if b.text() == text]
        button.click()

    return act


def _through(qtbot, seen: list[str], trigger: Callable[[], None], answer=_close) -> None:
    """Open a modal dialog by ``trigger`` (a command of the window), read it, answer it."""
    done: list[bool] = []

    def act(widget: QWidget) -> None:
        seen.extend(visible_texts(widget))
        answer(widget)
        done.append(True)

    when_modal(act)
    trigger()
    qtbot.waitUntil(lambda: bool(done) and QApplication.activeModalWidget() is None)


def _statistics(seen: list[str]) -> Callable[[QWidget], None]:
    """In the statistics: Reset asks (answered No), then the hand history and a replay."""

    def act(dialog: QWidget) -> None:
        assert isinstance(dialog, StatisticsDialog)
        seen.extend(visible_texts(dialog))
        when_modal(_collect(seen, _click("&Tidak")), skip=dialog)
        dialog.reset_button.click()

        def history(widget: QWidget) -> None:
            assert isinstance(widget, HistoryDialog)
            seen.extend(visible_texts(widget))
            widget.table.selectRow(0)  # the latest hand: dealt from its seed, replayable
            assert widget.replay_button.isEnabled()
            when_modal(_collect(seen), skip=widget)
            widget.replay_button.click()
            widget.reject()

        when_modal(history, skip=dialog)
        dialog.history_button.click()
        dialog.reject()

    return act


def _play_hand(qtbot, window: MainWindow, seen: list[str]) -> None:
    """A whole hand by mouse against the computer, reading the window at every turn."""
    for _ in range(150):
        wait_my_turn(qtbot, window)
        seen += visible_texts(window)
        view = window.view
        assert view is not None
        if view.phase == Phase.ENDED:
            return
        if view.phase == Phase.DISCARD and any(isinstance(a, Knock) for a in view.legal_actions):
            when_modal(_collect(seen, lambda box: box.defaultButton().click()))  # type: ignore[attr-defined]
        play_my_turn(qtbot, window)
    raise AssertionError("the hand never ended")


TOURED = (
    "Permainan", "Catatan pertandingan", "Lembar skor", "kartu sisa", "Statistik",
    "Riwayat ronde", "Putar ulang", "Cara bermain", "Atur ulang statistik?", "Knock sekarang?",
    "Tinggalkan pertandingan ini?", "Pertandingan baru", "memenangkan ronde", "Tentang Qt",
)  # fmt: skip
"""Words of each part of the tour: the menus, the docks, the table, the dialogs."""


def test_a_tour_in_indonesian_shows_no_english(qtbot, tmp_path: Path, store, indonesian):
    controller = GameController()
    window = MainWindow(
        controller=controller,
        store=store,
        preferences=preferences_for("instant", confirm_knock=True),
        start=False,
        autosave=Autosave(tmp_path / "data"),
        statistics=Statistics(tmp_path / "statistics.sqlite"),
    )
    qtbot.addWidget(window)
    window.resize(1366, 768)
    show_active(qtbot, window)
    # Your hand is nine melded cards and 2♣: you knock in your first turn, asked first.
    cards = deck("9H 9D 9C 4S 5S 6S JD QD KD 2C", "AS 3S 7S 8S TS JS AH 2H 4H 6C", "3C")
    match = match_on_deck(cards, dealer=1, names=("You", "Computer"))  # saved in English
    controller.start_match(MatchSettings.against_computer("", "beginner"), match)
    seen: list[str] = []
    try:
        for panel in ("match_log", "score_sheet"):
            window.panels.set_shown(panel, True, remember=False)
        assert window.view is not None and window.view.names == ("Kamu", "Komputer")
        # A refusal and a gesture's hint, in the status bar.
        qtbot.keyClick(window.table, Qt.Key.Key_K)
        seen += visible_texts(window)
        top = window.scene.top_discard_item()
        assert top is not None
        drag(qtbot, window, centre(top), window.scene.zone_rect("stock").center())
        seen += visible_texts(window)
        # Two whole hands, by mouse: the fixed one (a knock, asked first), then a dealt
        # one, which the hand history can replay.
        for hand in (1, 2):
            _play_hand(qtbot, window, seen)
            assert window.view is not None and window.view.hand_number == hand
            qtbot.mouseClick(window.action_bar.next_button, Qt.MouseButton.LeftButton)
        seen += visible_texts(window)
        # Every dialog, through its command.
        commands = window.commands
        for name in (
            "house_rules",
            "match_rules",
            "preferences",
            "how_to_play",
            "welcome",
            "keys",
            "about",
            "about_qt",
        ):
            _through(qtbot, seen, commands[name].trigger)
        _through(qtbot, seen, commands["statistics"].trigger, _statistics(seen))

        def leave_then_new(box: QWidget) -> None:  # the match is not saved: asked first
            when_modal(_collect(seen), skip=box)
            _click("&Tinggalkan")(box)

        _through(qtbot, seen, commands["new_match"].trigger, leave_then_new)
    finally:
        controller.shutdown()
    english = english_in(seen)
    assert english == [], "\n".join(f"{text!r}  <-  {source!r}" for text, source in english)
    joined = "\n".join(seen)
    for word in TOURED:
        assert word in joined, f"the tour never saw {word!r}"
