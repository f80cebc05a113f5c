"""The controller: the engine decides, the computer thinks aside, the human sees only their own."""

from __future__ import annotations

import os
import signal
import time

from gin_desktop.engine import Discard, DrawStock, EventKind, PlayerView
from gin_desktop.play.controller import GameController
from gin_desktop.session import MatchSettings
from gin_desktop.tools.responsiveness_bench import process_running
from tests.ui.conftest import Scripted, deck, match_on_deck

from .worker_players import FLAG, PONDERS, PONDERS_WHILE_FLAGGED, QT_FREE

JUNK = deck("2S 4H 6D 8C TS QH KD 3C 5H 7D", "AS 3S 5S 7S 8S JS AH 2H 4D 6C", "9S", "JC QC 2D")


class Recording(Scripted):
    def __init__(self, level: str, delay: float) -> None:
        self.level, self.delay, self.moves = level, delay, 0

    def choose(self, view: PlayerView):
        time.sleep(self.delay)
        self.moves += 1
        return super().choose(view)


BEGINNER = MatchSettings.against_computer("", "beginner")
EXPERT = MatchSettings.against_computer("", "expert")


def test_a_refused_action_changes_nothing(qtbot):
    controller = GameController(pace_ms=0)
    controller.start_match(MatchSettings.against_computer(seed=3), match_on_deck(JUNK, dealer=1))
    before = controller.match.to_dict()
    with qtbot.waitSignal(controller.action_refused) as refused:
        assert not controller.action_requested(Discard(controller.view.hand[0]))
    assert refused.args[0].startswith("You cannot discard 2♠ now")
    assert controller.match.to_dict() == before
    controller.shutdown()


def test_a_new_match_forgets_the_old_computer(qtbot):
    made: list[Recording] = []

    def factory(level, seed):
        made.append(Recording(level, 0.3 if level == "beginner" else 0.0))
        return made[-1]

    controller = GameController(player_factory=factory, pace_ms=0)
    # You deal: the beginner starts thinking slowly about the upcard...
    controller.start_match(
        MatchSettings.against_computer("", "beginner"), match_on_deck(JUNK, dealer=0)
    )
    qtbot.waitUntil(lambda: len(made) == 1)
    # ...and a new match begins before it answers.
    controller.start_match(
        MatchSettings.against_computer("", "expert"), match_on_deck(JUNK, dealer=0)
    )
    qtbot.waitUntil(lambda: controller.view.is_my_turn, timeout=5000)
    qtbot.wait(50)
    assert [player.level for player in made] == ["beginner", "expert"]
    assert made[1].moves >= 1
    # The beginner's late answer was not played in the new match: one pass, by the expert.
    passes = [e for e in controller.view.events if e.kind == EventKind.UPCARD_PASSED]
    assert len(passes) == 1
    controller.shutdown()


def test_what_the_window_is_told_hides_the_computers_cards(qtbot):
    controller = GameController(player_factory=lambda level, seed: Scripted(), pace_ms=0)
    told: list[object] = []
    controller.changed.connect(lambda change: told.extend(change.events_for(0)))
    views: list[PlayerView] = []
    controller.view_changed.connect(views.append)
    controller.start_match(MatchSettings(), match_on_deck(JUNK, dealer=1))
    controller.pass_requested()
    qtbot.waitUntil(lambda: controller.view.is_my_turn)
    assert controller.action_requested(DrawStock())
    assert controller.action_requested(Discard(controller.view.hand[0]))
    qtbot.waitUntil(lambda: controller.view.is_my_turn)
    computer_draws = [e for e in told if e.kind == EventKind.DREW_STOCK and e.seat == 1]
    assert computer_draws and all(not e.cards for e in computer_draws)
    my_draws = [e for e in told if e.kind == EventKind.DREW_STOCK and e.seat == 0]
    assert my_draws and all(e.cards for e in my_draws)
    assert views and all(view.seat == 0 for view in views)
    controller.shutdown()


def test_a_new_match_during_a_long_think_does_not_wait_for_it(qtbot):
    controller = GameController(computer_factory=PONDERS, pace_ms=0)
    controller.start_match(EXPERT, match_on_deck(JUNK, dealer=0))
    qtbot.waitUntil(lambda: controller.computer.busy)
    pondering = controller.computer.pid
    controller.start_match(BEGINNER, match_on_deck(JUNK, dealer=0))
    # The new match's computer moves at once, not after the old one's minute of thought,
    # and the worker that pondered is gone.
    qtbot.waitUntil(lambda: controller.view.is_my_turn, timeout=5000)
    assert controller.computer.pid != pondering and not alive(pondering)
    assert not controller.thinking
    controller.shutdown()


def test_after_shutdown_the_computer_is_stopped_and_never_asked_again(qtbot):
    controller = GameController(computer_factory=PONDERS, pace_ms=0)
    controller.start_match(EXPERT, match_on_deck(JUNK, dealer=0))
    qtbot.waitUntil(lambda: controller.computer.busy)
    pondering = controller.computer.pid
    before = controller.match.to_dict()
    controller.shutdown()
    assert not alive(pondering)
    qtbot.wait(100)  # a late answer, or a new question, would come in this time
    assert controller.computer.pid is None and controller.match.to_dict() == before
    assert not controller.thinking


def test_closing_the_window_stops_a_long_think(qtbot, make_window):
    window = make_window(
        match=match_on_deck(JUNK, dealer=0), level="expert", computer_factory=PONDERS
    )
    controller = window.controller
    qtbot.waitUntil(lambda: controller.computer.busy)
    pondering = controller.computer.pid
    window.close()
    assert not alive(pondering)


def test_a_worker_killed_mid_think_is_replaced_and_the_match_goes_on(qtbot, tmp_path, monkeypatch):
    """The worker dies while it owes a move (killed from outside): a new worker is asked
    the same move, the window is told, and the match goes on as if nothing happened."""
    flag = tmp_path / "ponder"
    flag.touch()  # the computer ponders until the flag is gone
    monkeypatch.setenv(FLAG, str(flag))
    controller = GameController(computer_factory=PONDERS_WHILE_FLAGGED, pace_ms=0)
    restarted: list[bool] = []
    controller.computer_restarted.connect(lambda: restarted.append(True))
    controller.start_match(BEGINNER, match_on_deck(JUNK, dealer=0))
    qtbot.waitUntil(lambda: controller.computer.busy)
    first = controller.computer.pid
    before = controller.match.to_dict()
    flag.unlink()  # the next worker will answer; this one is killed first
    os.kill(first, signal.SIGKILL)
    qtbot.waitUntil(lambda: controller.view.is_my_turn, timeout=5000)
    assert restarted == [True] and controller.computer.pid != first
    assert controller.match.to_dict() != before  # the computer's move was played
    for _ in range(3):  # and the match goes on
        assert controller.action_requested(controller.view.legal_actions[0])
        qtbot.waitUntil(lambda: controller.view.is_my_turn, timeout=5000)
    controller.shutdown()


def test_the_worker_imports_no_qt(qtbot):
    controller = GameController(computer_factory=QT_FREE, pace_ms=0)
    failed: list[str] = []
    controller.computer_failed.connect(failed.append)
    controller.start_match(BEGINNER, match_on_deck(JUNK, dealer=0))
    qtbot.waitUntil(lambda: controller.view.is_my_turn, timeout=5000)
    assert failed == []
    controller.shutdown()


def alive(pid: int | None) -> bool:
    """Whether the worker ``pid`` still runs (killed and not yet reaped is gone)."""
    return pid is not None and process_running(pid)
