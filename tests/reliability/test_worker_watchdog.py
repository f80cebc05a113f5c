"""A worker that answers nothing is replaced (issue 65): the computer's worker stopped by
SIGSTOP while it thinks, or one that never answers, is killed after the stated time
(``computer_process.ANSWER_WITHIN_S``, shortened here), reaped (no zombie left), and the
same move asked of a new worker; the window says so in one sentence and the match goes
on. A move that hangs two workers is played for the computer (a legal move, said so). The
coach's reviewer of a hand just played has the same watchdog (``WHOLE_HAND_WITHIN_S``)
and asks the hand again of a new worker. A worker stopped on purpose is reaped too."""

from __future__ import annotations

import os
import signal
from collections.abc import Callable
from contextlib import suppress
from pathlib import Path

import pytest
from PySide6.QtCore import QObject

from gin_desktop.engine import Match, Phase, RuleSet
from gin_desktop.play import computer_process, hand_reviews
from gin_desktop.play.controller import GameController
from gin_desktop.play.hand_reviews import HandReviews
from gin_desktop.session import MatchSettings
from gin_desktop.storage.statistics import recorded_game
from gin_desktop.ui.window.app import MainWindow
from tests.play.worker_players import FLAG, PONDERS, PONDERS_WHILE_FLAGGED
from tests.ui import conftest as ui
from tests.ui.conftest import deck, match_on_deck, wait_my_turn

from .hung_workers import HANGS_ONCE_REVIEWING, NEVER_ANSWERS, ONCE

pytestmark = pytest.mark.skipif(
    not Path("/proc/self").exists() or not hasattr(signal, "SIGSTOP"),
    reason="needs POSIX signals and /proc to see a zombie",
)

# The table's fixtures: the window, its settings, the style, the garbage collected.
make_window, store = ui.make_window, ui.store
_fusion, _garbage_collected = ui._fusion, ui._garbage_collected_after_each_test

WITHIN_S = 3.0
"""The watchdog's time in these tests, counted from a worker's word that it is ready (a
worker still starting on a loaded machine has ``STARTING_WITHIN_S`` more)."""
JUNK = deck("2S 4H 6D 8C TS QH KD 3C 5H 7D", "AS 3S 5S 7S 8S JS AH 2H 4D 6C", "9S", "JC QC 2D")
"""Dealt by seat 0: the computer, in seat 1, is the first to move."""
RESTARTED = "The computer's thinking stopped; it thinks its move again. Nothing is lost."
PLAYED_FOR_IT = "The computer player made an error; it played a legal move instead."


def workers_started(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """The process ids of the workers started from now on, in order."""
    started: list[int] = []
    born = computer_process._Worker.__init__

    def init(worker: computer_process._Worker, *args: object) -> None:
        born(worker, *args)  # type: ignore[arg-type]
        assert worker.process.pid is not None
        started.append(worker.process.pid)

    monkeypatch.setattr(computer_process._Worker, "__init__", init)
    return started


def gone(pid: int) -> bool:
    """Dead and reaped: a zombie keeps its entry in /proc until its parent waits for it."""
    return not Path(f"/proc/{pid}").exists()


def sentences(window: MainWindow, monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Every sentence the window says from now on."""
    said: list[str] = []
    say: Callable[..., None] = window.messages.say

    def recorded(text: str, *args: object, **kwargs: object) -> None:
        said.append(text)
        say(text, *args, **kwargs)

    monkeypatch.setattr(window.messages, "say", recorded)
    return said


def play_on(qtbot, window: MainWindow, turns: int) -> None:
    """The person plays until the computer has moved in ``turns`` more turns of its own."""
    controller = window.controller
    computer_moves: list[int] = []
    controller.action_applied.connect(
        lambda seat: computer_moves.append(seat) if seat != controller.viewer else None
    )
    while len(computer_moves) < turns:
        view = controller.view
        assert view is not None and view.is_my_turn
        assert controller.action_requested(view.legal_actions[0])
        wait_my_turn(qtbot, window, timeout=60_000)


def test_a_worker_stopped_while_it_thinks_is_replaced_and_the_player_told(
    qtbot, make_window, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    flag = tmp_path / "ponder"
    flag.touch()  # the first worker ponders until the flag is gone
    monkeypatch.setenv(FLAG, str(flag))
    monkeypatch.setattr(computer_process, "ANSWER_WITHIN_S", WITHIN_S)
    window = make_window(
        match=match_on_deck(JUNK, dealer=0), computer_factory=PONDERS_WHILE_FLAGGED
    )
    said = sentences(window, monkeypatch)
    controller = window.controller
    thinking = controller.computer
    qtbot.waitUntil(lambda: thinking.busy and thinking.ready, timeout=30_000)  # thinks now
    stopped = controller.computer.pid
    assert stopped is not None
    before = controller.match.to_dict()
    os.kill(stopped, signal.SIGSTOP)
    try:
        flag.unlink()  # the next worker answers at once; the stopped one never will
        wait_my_turn(qtbot, window, timeout=60_000)
        qtbot.waitUntil(lambda: gone(stopped), timeout=30_000)
    finally:
        with suppress(ProcessLookupError):
            os.kill(stopped, signal.SIGCONT)  # a failed test leaves no stopped process
    assert controller.match.to_dict() != before, "the computer's move was played"
    assert controller.computer.pid != stopped
    assert said.count(RESTARTED) == 1, said
    play_on(qtbot, window, 3)  # and the match goes on
    assert said.count(RESTARTED) == 1, said


def test_a_move_that_hangs_two_workers_is_played_for_the_computer(
    qtbot, make_window, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(computer_process, "ANSWER_WITHIN_S", WITHIN_S / 2)
    started = workers_started(monkeypatch)
    window = make_window(match=match_on_deck(JUNK, dealer=0), computer_factory=NEVER_ANSWERS)
    said = sentences(window, monkeypatch)
    controller = window.controller
    before = controller.match.to_dict()
    wait_my_turn(qtbot, window, timeout=60_000)
    assert controller.match.to_dict() != before, "a legal move was played for the computer"
    moves = len(said) // 2  # each of the computer's moves before yours: a pair of sentences
    assert moves >= 1 and said == [RESTARTED, PLAYED_FOR_IT] * moves, said
    assert len(started) >= 2 * moves
    for pid in started[: 2 * moves]:  # each worker asked first, and each asked again
        qtbot.waitUntil(lambda pid=pid: gone(pid), timeout=30_000)
    play_on(qtbot, window, 1)  # the next move hangs two more workers, and is played too
    assert said.count(PLAYED_FOR_IT) > moves, said


def finished_hand(seed: int) -> Match:
    """A match whose first hand was played to its end, Ana (seat 0) against Budi."""
    from gin_desktop.ai import create_player

    match = Match(RuleSet(), seed=seed, names=("Ana", "Budi"))
    players = [create_player("casual", seed), create_player("casual", seed + 1)]
    while match.hands_in_play[0].phase is not Phase.ENDED:
        seat = match.to_act
        assert seat is not None
        match.apply(players[seat].choose(match.view(seat)), seat=seat)
    return match


def test_a_reviewer_that_hangs_is_replaced_and_the_hand_reviewed(
    qtbot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    once = tmp_path / "hang"
    once.touch()  # the first reviewer takes it away and hangs
    monkeypatch.setenv(ONCE, str(once))
    monkeypatch.setattr(computer_process, "WHOLE_HAND_WITHIN_S", WITHIN_S * 3)
    monkeypatch.setattr(hand_reviews, "REVIEWER_FACTORY", HANGS_ONCE_REVIEWING)
    started = workers_started(monkeypatch)
    kept: list[tuple[str, int, int, tuple[int, int]]] = []

    def keep(key: str, number: int, game: int, marks: tuple[int, int]) -> bool:
        kept.append((key, number, game, marks))
        return True

    owner = QObject()
    reviews = HandReviews(owner, keep)
    match = finished_hand(2026120601)
    session = MatchSettings.against_computer("Ana", "casual").session(("Ana", "Budi"))
    try:
        reviews.add_latest("m1", match, session)
        qtbot.waitUntil(lambda: bool(kept), timeout=60_000)
    finally:
        reviews.close()
    ((key, number, game, (fine, decisions)),) = kept
    assert (key, number, game) == ("m1", 1, recorded_game(match))
    assert 0 <= fine <= decisions and decisions > 0
    assert not once.exists() and len(started) == 2
    qtbot.waitUntil(lambda: gone(started[0]), timeout=30_000)


def test_a_worker_stopped_for_a_new_match_leaves_no_zombie(qtbot) -> None:
    """A think no longer wanted kills its worker: it is reaped at once, not left a zombie
    until some later worker starts."""
    controller = GameController(computer_factory=PONDERS, pace_ms=0)
    try:
        expert = MatchSettings.against_computer("", "expert")
        controller.start_match(expert, match_on_deck(JUNK, dealer=0))
        qtbot.waitUntil(lambda: controller.computer.busy, timeout=30_000)
        pondering = controller.computer.pid
        assert pondering is not None
        controller.start_match(MatchSettings.against_computer("", "beginner"))
        qtbot.waitUntil(lambda: gone(pondering), timeout=30_000)
    finally:
        controller.shutdown()
