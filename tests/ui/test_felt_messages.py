"""Messages where the player looks: a refused move is said on the felt, above the hand,
not only at the window's bottom edge; a sentence is never replaced before it has been on
screen 3 seconds by a routine one (the screen's text read over time)."""

from __future__ import annotations

import time
from pathlib import Path

from PySide6.QtCore import QRect

from gin_desktop.play.controller import GameController
from gin_desktop.session import MatchSettings
from gin_desktop.storage.matches import Autosave, SavedMatch
from gin_desktop.ui.window.app import MainWindow

from .conftest import (
    Scripted,
    centre,
    deck,
    double_click,
    factory,
    hand_item,
    match_on_deck,
    preferences_for,
    show_active,
)
from .test_keeping import forget_the_keeping, open_window, play_a_few_turns

CARDS = deck("2S 4H 6D 8C TS QH KD 3C 5H 7D", "AS 3S 5S 7S 8S JS AH 2H 4D 6C", "9H", "JC QC")


def test_a_refusal_is_said_on_the_felt_above_the_hand(qtbot, make_window):
    window = make_window(match=match_on_deck(CARDS, dealer=1), player=Scripted())
    double_click(qtbot, window, centre(hand_item(window, "KD")))  # the upcard is on offer
    notice = window.messages.felt
    assert notice.isVisible() and notice.text().startswith("You cannot discard K♦ now")
    assert notice.parentWidget() is window.table
    table = QRect(0, 0, window.table.width(), window.table.height())
    assert table.contains(notice.geometry())
    card = window.table.mapFromScene(hand_item(window, "KD").sceneBoundingRect()).boundingRect()
    assert notice.geometry().bottom() < card.top()  # above the cards, not over them
    assert window.statusBar().currentMessage() == notice.text()  # and in the message line


def test_no_sentence_is_replaced_before_it_has_been_read(qtbot, store, tmp_path: Path):
    """A problem said at the start (here the statistics') stays 3 s on screen although the
    resumed match says "Your match goes on" at once; that one follows."""
    first = open_window(qtbot, store, tmp_path)
    play_a_few_turns(qtbot, first, 1)
    saved = first.keeper.current()
    assert saved is not None
    Autosave(tmp_path).write(SavedMatch(saved.session, saved.match, saved.hand_orders))
    forget_the_keeping(first)
    first.close()
    problem = "The statistics are off for now: written by a newer Gin Desktop"
    window = MainWindow(
        controller=GameController(player_factory=factory(Scripted())),
        store=store,
        preferences=preferences_for("instant"),
        frame_only=True,
    )
    qtbot.addWidget(window, before_close_func=forget_the_keeping)
    show_active(qtbot, window)
    window.notices.append(problem)
    seen: list[tuple[float, str, str]] = []
    start = time.monotonic()
    window.build_game(
        settings=MatchSettings.against_computer("Ana", "casual", seed=21),
        autosave=Autosave(tmp_path),
    )
    while time.monotonic() - start < 6:
        felt = window.messages.felt.text() if window.messages.felt.isVisible() else ""
        seen.append((time.monotonic() - start, window.statusBar().currentMessage(), felt))
        qtbot.wait(100)
    early = [(line, felt) for when, line, felt in seen if when < 3.0]
    assert early and all(line == problem and felt == problem for line, felt in early)
    assert any(line.startswith("Your match goes on") for _, line, _ in seen)
