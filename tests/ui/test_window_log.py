"""The match log docked in the window, against the computer: the export of a played hand
holds every public event, as you saw it, and none of the computer's hidden cards."""

from __future__ import annotations

import csv
import json
from pathlib import Path

from gin_desktop.engine import Event, EventKind, PassUpcard, Phase
from gin_desktop.play.controller import GameController
from gin_desktop.session import MatchSettings
from gin_desktop.ui.window.app import MainWindow
from gin_desktop.ui.window.side_panels import SidePanels
from tests.play.test_controller import JUNK

from .conftest import Scripted, factory, match_on_deck, preferences_for, wait_my_turn
from .test_log_panel import hidden_cards, mentions
from .test_table_play import play_my_turn, play_to_the_end


def test_the_export_of_a_played_hand(qtbot, make_window, tmp_path: Path):
    window = make_window(level="casual", seed=2024)
    window.commands.panels["match_log"].trigger()
    log = window.panels.log_panel
    assert log is not None and log.isVisible()
    play_to_the_end(qtbot, window)
    match = window.controller.match
    assert match is not None and window.view.phase == Phase.ENDED
    expected = [event.for_seat(0) for event in match.events]
    assert [row.event for row in log.model.rows()] == expected
    hidden = hidden_cards(match.events, viewer=0)
    assert hidden, "the computer drew cards from the stock that you never saw"
    assert any(e.kind == EventKind.DREW_STOCK and e.seat == 1 for e in expected)

    for fmt, name in (("json", "log.json"), ("csv", "log.csv"), ("text", "log.txt")):
        log.export(tmp_path / name, fmt)  # type: ignore[arg-type]
        text = (tmp_path / name).read_text(encoding="utf-8")
        leaked = [str(card) for card in hidden if mentions(text, card)]
        assert not leaked, f"hidden cards in the {fmt} export: {leaked}"
    data = json.loads((tmp_path / "log.json").read_text(encoding="utf-8"))
    assert [Event.from_dict(row["event"]) for row in data["rows"]] == expected
    with (tmp_path / "log.csv").open(encoding="utf-8", newline="") as file:
        kinds = [line["kind"] for line in csv.DictReader(file)]
    assert kinds == [event.kind.value for event in expected]
    text = (tmp_path / "log.txt").read_text(encoding="utf-8")
    assert text.count("\n  ") == len(expected), "a line per event"
    their_draws = [row for row in log.model.rows() if row.event.kind == EventKind.DREW_STOCK]
    assert {row.what for row in their_draws if row.seat == 1} == {"drew a card from the stock"}


def test_what_happened_before_the_docks_were_built_is_logged(qtbot, store):
    """The docks are built after the first paint; what happened before is replayed, at
    the times it happened."""
    controller = GameController(player_factory=factory(Scripted()))
    window = MainWindow(
        controller=controller, store=store, preferences=preferences_for("instant"), start=False
    )
    qtbot.addWidget(window)
    controller.start_match(MatchSettings.against_computer("Ana"), match_on_deck(JUNK, dealer=1))
    assert controller.pass_requested()
    wait_my_turn(qtbot, window)
    assert not window.panels.built, "never painted: not built yet"
    window.panels.set_shown("match_log", True)
    log = window.panels.log_panel
    match = controller.match
    assert log is not None and match is not None
    assert [row.event for row in log.model.rows()] == [e.for_seat(0) for e in match.events]
    times = [row.time for row in log.model.rows()]
    assert times == sorted(times)
    controller.shutdown()


def test_the_docks_are_built_once_no_card_moves_and_the_computer_is_not_thinking(
    qtbot, store, monkeypatch
):
    """Building the docks holds the UI thread for tens of milliseconds: not while the
    computer thinks (here: its first move, as the window opens), nor while cards fly."""
    at_build: list[tuple[bool, bool]] = []
    build = SidePanels.build

    def watched(panels: SidePanels) -> None:
        if not panels.built:
            at_build.append((window.scene.animating, window.controller.thinking))
        build(panels)

    monkeypatch.setattr(SidePanels, "build", watched)
    controller = GameController(player_factory=factory(Scripted()))
    window = MainWindow(
        controller=controller, store=store, preferences=preferences_for("normal"), start=False
    )
    qtbot.addWidget(window)
    controller.start_match(MatchSettings.against_computer("Ana"), match_on_deck(JUNK, dealer=0))
    with qtbot.waitSignal(window.table.first_painted, timeout=5000):
        window.show()
    assert controller.thinking, "you dealt: the computer moves first"
    qtbot.waitUntil(lambda: window.panels.built, timeout=10000)
    assert at_build == [(False, False)]
    controller.shutdown()


def test_a_resumed_match_shows_no_made_up_times_for_its_earlier_moves(qtbot, store) -> None:
    """The match keeps no clock: its moves before it was resumed show no time (not the
    time it was opened); a move made now shows the time it was made."""
    played = match_on_deck(JUNK, dealer=1)
    played.play(PassUpcard(), seat=0)
    played.play(PassUpcard(), seat=1)
    controller = GameController(player_factory=factory(Scripted()))
    window = MainWindow(
        controller=controller, store=store, preferences=preferences_for("instant"), start=False
    )
    qtbot.addWidget(window)
    window.panels.set_shown("match_log", True)
    controller.start_match(MatchSettings.against_computer("Ana"), played)
    assert controller.resumed
    log = window.panels.log_panel
    assert log is not None
    earlier = log.model.rows()
    assert earlier and all(row.time is None and row.cells[1] == "" for row in earlier)
    assert controller.draw_stock_requested()
    new = log.model.rows()[len(earlier) :]
    assert new and all(row.time is not None and row.cells[1] for row in new)
    for fmt in ("text", "csv", "json"):
        assert "None" not in log.model.export(fmt)  # type: ignore[arg-type]
    assert '"time": null' in log.model.export("json")
    controller.shutdown()


def test_every_column_of_the_log_is_on_screen_at_1366x768(qtbot, make_window) -> None:
    """The log docked beside the table at 1366x768, in both languages: its four columns
    fit the dock's width (no column starts or ends out of sight)."""
    from PySide6.QtWidgets import QApplication

    from gin_desktop.words import language

    window = make_window(level="casual", seed=2024, size=(1366, 768))
    window.commands.panels["match_log"].trigger()
    for _ in range(6):
        wait_my_turn(qtbot, window)
        play_my_turn(qtbot, window)
    try:
        for spoken in ("en", "id"):
            language.use(spoken)
            QApplication.sendPostedEvents()
            QApplication.processEvents()
            log = window.panels.log_panel
            assert log is not None and log.isVisible()
            header, room = log.table.horizontalHeader(), log.table.viewport().width()
            ends = [header.sectionViewportPosition(c) + header.sectionSize(c) for c in range(4)]
            assert all(0 < end <= room for end in ends), (spoken, ends, room)
    finally:
        language.use("en")
        QApplication.sendPostedEvents()


def test_a_fair_deal_is_committed_in_the_log_revealed_after_the_hand_and_checked_by_the_script(
    qtbot, make_window, tmp_path: Path
) -> None:
    """Issue: deals anyone can check. The log says the deck's commitment at the deal and
    its seed after the hand; the JSON export carries both, and the standalone script
    (docs/FAIR_DEALS.md) checks them with nothing of the game."""
    import subprocess
    import sys

    window = make_window(level="casual", seed="fair1:" + "cd" * 32)
    window.commands.panels["match_log"].trigger()
    log = window.panels.log_panel
    assert log is not None
    committed = window.view.deal_commitment
    assert committed is not None
    deal_rows = [row for row in log.model.rows() if row.event.kind == EventKind.DEAL]
    assert deal_rows and committed in deal_rows[-1].what
    assert window.view.deal_seed is None
    play_to_the_end(qtbot, window)
    seed = window.view.deal_seed
    assert seed is not None
    (revealed,) = [row for row in log.model.rows() if row.event.kind == EventKind.DECK_SEED]
    assert seed in revealed.what and revealed.who == ""
    log.export(tmp_path / "log.json", "json")
    script = Path(__file__).resolve().parents[2] / "docs" / "check_deal.py"
    run = subprocess.run(
        [sys.executable, "-I", "-S", str(script), "--log", str(tmp_path / "log.json")],
        capture_output=True,
        text=True,
        check=False,
    )
    assert run.returncode == 0, run.stdout + run.stderr
    assert "hand 1: commitment matches the seed" in run.stdout
    assert "1 hand(s) checked, 0 failed" in run.stdout
    # Tampered with: the seed of another deal no longer matches the commitment.
    text = (tmp_path / "log.json").read_text(encoding="utf-8").replace(seed, "ab" * 32)
    (tmp_path / "tampered.json").write_text(text, encoding="utf-8")
    run = subprocess.run(
        [sys.executable, "-I", "-S", str(script), "--log", str(tmp_path / "tampered.json")],
        capture_output=True,
        text=True,
        check=False,
    )
    assert run.returncode == 1 and "DOES NOT match" in run.stdout
