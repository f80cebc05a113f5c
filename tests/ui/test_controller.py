"""The controller: the engine decides, the computer thinks aside, the human sees only their own."""

from __future__ import annotations

import threading
import time

from gin_desktop.engine import Discard, DrawStock, EventKind, PlayerView
from gin_desktop.session import MatchSettings
from gin_desktop.ui.controller import GameController

from .conftest import Scripted, deck, match_on_deck

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


class Pondering(Scripted):
    """A computer that thinks in pure Python for ``seconds`` before each move, as a deep
    search does, and notes whether it was stopped."""

    def __init__(self, seconds: float) -> None:
        self.seconds, self.moves, self.started, self.stopped = seconds, 0, 0, 0
        self.thread: threading.Thread | None = None

    def choose(self, view: PlayerView):
        self.thread = threading.current_thread()
        self.started += 1
        end = time.perf_counter() + self.seconds
        try:
            total = 0
            while time.perf_counter() < end:
                total += sum(range(100))
        except BaseException:
            self.stopped += 1
            raise
        self.moves += 1
        return super().choose(view)


def test_a_new_match_during_a_long_think_does_not_wait_for_it(qtbot):
    slow, quick = Pondering(60.0), Pondering(0.0)

    def factory(level, seed):
        return slow if level == "expert" else quick

    controller = GameController(player_factory=factory, pace_ms=0)
    controller.start_match(
        MatchSettings.against_computer("", "expert"), match_on_deck(JUNK, dealer=0)
    )
    qtbot.waitUntil(lambda: slow.started == 1)
    controller.start_match(
        MatchSettings.against_computer("", "beginner"), match_on_deck(JUNK, dealer=0)
    )
    # The new match's computer moves at once, not after the old one's minute of thought.
    qtbot.waitUntil(lambda: quick.moves >= 1 and controller.view.is_my_turn, timeout=5000)
    qtbot.waitUntil(lambda: not slow.thread.is_alive(), timeout=2000)
    assert (slow.stopped, slow.moves) == (1, 0)
    assert not controller.thinking
    controller.shutdown()


def test_after_shutdown_the_computer_is_stopped_and_never_asked_again(qtbot):
    pondering = Pondering(60.0)
    controller = GameController(player_factory=lambda level, seed: pondering, pace_ms=0)
    controller.start_match(MatchSettings(), match_on_deck(JUNK, dealer=0))
    qtbot.waitUntil(lambda: pondering.started == 1)
    before = controller.match.to_dict()
    controller.shutdown()
    assert not pondering.thread.is_alive() and pondering.stopped == 1
    qtbot.wait(100)  # a late answer, or a new question, would come in this time
    assert pondering.started == 1 and controller.match.to_dict() == before
    assert not controller.thinking


def test_closing_the_window_stops_a_long_think(qtbot, make_window):
    pondering = Pondering(60.0)
    window = make_window(match=match_on_deck(JUNK, dealer=0), player=pondering)
    qtbot.waitUntil(lambda: pondering.started == 1)
    window.close()
    assert not pondering.thread.is_alive() and pondering.stopped == 1
