"""The language preference: chosen at start from the system or the settings, switched live
in Preferences without losing the match, counts in real plural forms, and a log exported
in the language spoken at the export."""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QLocale, QSettings, Qt
from PySide6.QtWidgets import QApplication, QWidget

from gin_desktop.engine import Event, EventKind, Phase, RuleSet
from gin_desktop.storage.settings import saved_language
from gin_desktop.tools import translations
from gin_desktop.ui.dialogs.preferences import PreferencesDialog
from gin_desktop.words import language
from gin_desktop.words.wording import event_what

from .conftest import Scripted, deck, match_on_deck, wait_my_turn, when_modal
from .on_screen import english_in
from .table_queries import info_text
from .test_table_play import play_my_turn


@pytest.fixture(autouse=True)
def _english_after() -> Iterator[None]:
    yield
    language.use("en")
    QApplication.sendPostedEvents()


def test_every_text_has_a_finished_indonesian_translation(tmp_path: Path) -> None:
    """lupdate into a copy of the .ts: no text new, changed or gone since it was
    translated, none unfinished or empty, none obsolete; and the .qm that ships is the
    one built from it."""
    ts = translations.ts_file("id")
    assert translations.problems(ts, "id") == []
    assert len(translations.messages(ts)) > 550
    built = tmp_path / "gin_desktop_id.qm"
    translations.lrelease(ts, built)
    assert built.read_bytes() == translations.qm_file("id").read_bytes(), (
        "run: uv run python -m gin_desktop.tools.translations build"
    )


def test_the_check_finds_a_text_without_translation(tmp_path: Path) -> None:
    ts = tmp_path / "gin_desktop_id.ts"
    text = translations.ts_file("id").read_text(encoding="utf-8")
    text = text.replace(
        "<translation>Sekarang bukan giliranmu.</translation>",
        '<translation type="unfinished"></translation>',
        1,
    )
    text = text.replace("<source>Hand history</source>", "<source>Hand story</source>", 1)
    ts.write_text(text, encoding="utf-8")
    found = "\n".join(translations.problems(ts, "id"))
    assert "Refusal: 'It is not your turn.'" in found
    assert "not in the code any more: HistoryDialog: 'Hand story'" in found
    assert "not in gin_desktop_id.ts yet: HistoryDialog: 'Hand history'" in found


def test_the_system_language_is_spoken_when_the_game_speaks_it() -> None:
    assert language.resolve("system", QLocale("id_ID")) == "id"
    assert language.resolve("system", QLocale("en_GB")) == "en"
    assert language.resolve("system", QLocale("fr_FR")) == "en"
    assert language.resolve("id", QLocale("en_GB")) == "id"
    env = {k: v for k, v in os.environ.items() if not k.startswith(("LC_", "LANG"))}
    code = "from gin_desktop.words.language import resolve; print(resolve('system'))"
    for lang, wanted in (("id_ID.UTF-8", "id"), ("en_US.UTF-8", "en")):
        done = subprocess.run(
            [sys.executable, "-c", code],
            env={**env, "LANG": lang},
            capture_output=True,
            text=True,
            timeout=60,
            check=True,
        )
        assert done.stdout.strip() == wanted, (lang, done.stderr)


def test_the_saved_language_is_read_before_the_window(tmp_path: Path) -> None:
    ini = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    assert saved_language(ini) == "system"
    ini.setValue("preferences/language", "id")
    assert saved_language(ini) == "id"
    ini.setValue("preferences/language", "klingon")
    assert saved_language(ini) == "system"


def test_counts_have_real_plural_forms() -> None:
    scored = Event(EventKind.HAND_SCORED, seat=0, points=1, label="knock")
    rules = RuleSet()
    assert (
        event_what(scored, ("Ana", "Budi"), rules, (0, 0)) == "won the hand by knocking: 1 point."
    )
    more = Event(EventKind.HAND_SCORED, seat=0, points=12, label="gin")
    assert event_what(more, ("Ana", "Budi"), rules, (12, 0)) == (
        "won the hand with gin: 12 points. Score: Ana: 12 · Budi: 0."
    )
    language.use("id")
    assert event_what(scored, ("Ana", "Budi"), rules, (0, 0)) == (
        "memenangkan ronde dengan knock: 1 poin."
    )
    deal = Event(EventKind.DEAL, seat=1, count=10)
    assert event_what(deal, ("Ana", "Budi"), rules, (0, 0)) == (
        "membagikan 10 kartu kepada setiap pemain"
    )


# --- switching while a match runs -----------------------------------------------------------


def _choose_language(qtbot, window, code: str, *, accept: bool = True) -> list[str]:
    """Game ▸ Preferences, the language chosen in its box (it applies at once), OK."""
    shown: list[str] = []

    def answer(dialog: QWidget) -> None:
        assert isinstance(dialog, PreferencesDialog)
        box = dialog.language_box
        box.setCurrentIndex(box.findData(code))
        qtbot.waitUntil(lambda: language.current() == language.resolve(code))
        QApplication.sendPostedEvents()
        shown.append(dialog.windowTitle())
        shown.append(window.menuBar().actions()[0].text())
        dialog.accept() if accept else dialog.reject()

    when_modal(answer)
    window.commands["preferences"].trigger()
    QApplication.sendPostedEvents()
    assert len(shown) == 2
    return shown


def _state(window) -> tuple[object, ...]:
    """The match without its names, the cards on the table and their order."""
    data = window.controller.match.to_dict()
    data.pop("names")
    view = window.view
    return (data, tuple(window.scene.hand_order), view.hand, view.phase, view.hand_number)


def test_switching_the_language_mid_match_loses_nothing(qtbot, make_window):
    window = make_window(level="beginner", seed=7, names=("", ""))
    window.panels.set_shown("match_log", True, remember=False)
    window.panels.set_shown("score_sheet", True, remember=False)
    wait_my_turn(qtbot, window)
    play_my_turn(qtbot, window)
    wait_my_turn(qtbot, window)
    assert window.view.phase != Phase.ENDED
    window.scene.sort_hand("rank")  # an order of the player's own
    before = _state(window)
    rows = len(window.panels.log_panel.model.rows())
    assert window.view.names == ("You", "Computer")
    assert "Your turn" in info_text(window.scene)

    shown = _choose_language(qtbot, window, "id")
    assert shown == ["Preferensi", "&Permainan"]  # the dialog itself switched at once
    assert window.store.preferences().language == "id"
    assert _state(window) == before, "the same hand, the same cards, in the same order"
    assert window.view.names == ("Kamu", "Komputer")
    assert window.controller.session.names == ("Kamu", "Komputer")
    assert [a.text() for a in window.menuBar().actions()] == [
        "&Permainan",
        "&Main",
        "&Tampilan",
        "&Bantuan",
    ]
    assert window.commands["knock"].text() == "&Knock"
    assert window.action_bar.arrange_button.text() == "Susun kombinasi"
    assert "Giliranmu" in info_text(window.scene)
    assert window.score_label.text().startswith("Kamu: 0 · Komputer: 0")
    log = window.panels.log_panel
    assert len(log.model.rows()) == rows and log.windowTitle() == "Catatan pertandingan"
    assert log.model.headerData(0, Qt.Orientation.Horizontal) == "Ronde"
    assert {row.who for row in log.model.rows()} <= {"", "Kamu", "Komputer"}
    assert english_in(row.what for row in log.model.rows()) == []
    assert window.panels.score_dock.windowTitle() == "Lembar skor"

    _choose_language(qtbot, window, "en")
    assert _state(window) == before
    assert window.view.names == ("You", "Computer")
    assert window.menuBar().actions()[0].text() == "&Game"
    assert "Your turn" in info_text(window.scene)


def test_cancel_in_preferences_goes_back_to_the_language_spoken(qtbot, make_window):
    window = make_window(level="beginner", seed=7)
    shown = _choose_language(qtbot, window, "id", accept=False)
    assert shown == ["Preferensi", "&Permainan"]
    assert language.current() == "en"
    assert window.menuBar().actions()[0].text() == "&Game"
    assert window.store.preferences().language == "system"


# --- the exported log --------------------------------------------------------------------------


def _hand_played(qtbot, window) -> None:
    for _ in range(120):
        wait_my_turn(qtbot, window)
        if window.view.phase == Phase.ENDED:
            return
        play_my_turn(qtbot, window)
    raise AssertionError("the hand never ended")


KNOCK_DEAL = deck("9H 9D 9C 4S 5S 6S JD QD KD 2C", "AS 3S 7S 8S TS JS AH 2H 4H 6C", "3C")


def test_the_log_of_a_hand_played_in_indonesian_exports_in_indonesian(
    qtbot, make_window, tmp_path: Path
):
    language.use("id")
    match = match_on_deck(KNOCK_DEAL, dealer=1, names=("Ana", "Computer"))
    window = make_window(match=match, player=Scripted())
    window.panels.set_shown("match_log", True, remember=False)
    _hand_played(qtbot, window)
    text, csv = tmp_path / "log.txt", tmp_path / "log.csv"
    window.panels.log_panel.export(text, "text")
    window.panels.log_panel.export(csv, "csv")
    exported = text.read_text(encoding="utf-8")
    assert exported.startswith("Catatan pertandingan Gin Desktop: Ana dan Komputer")
    assert "Ronde 1" in exported and "memenangkan ronde dengan knock" in exported
    assert "melakukan knock dengan kartu sisa" in exported
    lines = exported.splitlines() + csv.read_text(encoding="utf-8").splitlines()[1:]
    assert english_in(lines) == []


def test_a_log_exports_in_the_language_spoken_at_the_export(qtbot, make_window, tmp_path: Path):
    match = match_on_deck(KNOCK_DEAL, dealer=1, names=("Ana", "Computer"))
    window = make_window(match=match, player=Scripted())
    window.panels.set_shown("match_log", True, remember=False)
    _hand_played(qtbot, window)
    path = tmp_path / "log.txt"
    window.panels.log_panel.export(path, "text")
    english = path.read_text(encoding="utf-8")
    assert "won the hand by knocking" in english
    language.use("id")
    QApplication.sendPostedEvents()
    window.panels.log_panel.export(path, "text")
    indonesian = path.read_text(encoding="utf-8")
    assert "memenangkan ronde dengan knock" in indonesian and "Komputer" in indonesian
    assert len(indonesian.splitlines()) == len(english.splitlines())
    assert english_in(indonesian.splitlines()) == []


def test_the_hot_seat_privacy_screen_follows_the_language(qtbot, make_window):
    window = make_window(mode="hotseat", names=("Ana", "Budi"))
    screen = window.privacy
    assert screen is not None and screen.isVisible()
    assert "Pass the computer to" in screen.text()
    language.use("id")
    qtbot.waitUntil(lambda: "Serahkan komputer ke" in screen.text())
    assert english_in(screen.text().splitlines()) == []
    assert screen.isVisible() and window.view is None, "the cards stay hidden"
