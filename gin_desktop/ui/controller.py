"""The one QObject that owns the match: the only place where Qt meets the engine.

Widgets send intents to the ``*_requested`` slots; the controller turns each into an
engine action and applies it. The engine validates: an ``IllegalActionError`` becomes the
``action_refused`` signal with the engine's own sentence, and nothing changes. A legal
action changes the match, and the controller reports it with past-tense signals carrying
the human's PlayerView, the only thing the widgets ever read.

In hot-seat play both seats are people taking turns at one screen. The controller keeps
the seat at the screen (``viewer``) and emits its view only. When the seat to act is not
the one at the screen, it asks for the screen to be passed (``handover_requested``) and
shows nothing of either hand until the player on turn says they sit there
(``reveal_requested``); until then every action is refused.

The computer chooses in a worker thread of its own pool, on its own PlayerView, and sends
its action back by a queued signal; it is applied here, on the main thread, no sooner than
``pace_ms`` after the previous move so that a person can follow the play. A result that
arrives for a position that no longer exists (a new match was started meanwhile) is
dropped, recognised by a token.
"""

from __future__ import annotations

import logging
import sys
import time
import traceback
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, QThreadPool, QTimer, Signal, Slot

from gin_desktop.engine import (
    Action,
    BigGin,
    Card,
    Discard,
    DrawDiscard,
    DrawStock,
    Event,
    EventKind,
    FinishLayoffs,
    IllegalActionError,
    Knock,
    LayOff,
    Match,
    NextHand,
    PassUpcard,
    PlayerView,
    RuleSet,
    lay_off,
)

if TYPE_CHECKING:
    from gin_desktop.ai import Player

log = logging.getLogger(__name__)

HUMAN, COMPUTER = 0, 1
"""Against the computer, you are seat 0 and the computer seat 1."""
MODES = ("computer", "hotseat")
LEVELS = ("beginner", "casual", "strong", "expert")
PRESETS = ("standard", "classic_bonuses", "oklahoma")
PACE_MS = {"instant": 0, "fast": 250, "normal": 700, "slow": 1300}
"""Least time between the computer's moves (and after yours), at each animation speed."""

PlayerFactory = Callable[[str, int | None], "Player"]


@dataclass(frozen=True)
class MatchSettings:
    """What the new-match dialog returns."""

    name: str = "You"
    """Seat 0's name: yours against the computer, the first player's in hot-seat."""
    level: str = "casual"
    preset: str = "standard"
    """The rules when ``rules`` is None."""
    seed: int | str | None = None
    mode: str = "computer"
    """"computer" (you against the computer) or "hotseat" (two people at one screen)."""
    second_name: str = "Player 2"
    """Seat 1's name in hot-seat play."""
    rules: RuleSet | None = None
    """The house rules the match is played by (the saved ones, as the window starts it)."""

    @property
    def hotseat(self) -> bool:
        return self.mode == "hotseat"

    def rule_set(self) -> RuleSet:
        return self.rules if self.rules is not None else RuleSet.preset(self.preset)


def default_player_factory(level: str, seed: int | None) -> Player:
    # Imported on first use, in the worker thread: the window does not wait for the AI.
    from gin_desktop.ai import create_player

    return create_player(level, seed)


class _Relay(QObject):
    """Carries a worker's answer back to the main thread (a queued signal)."""

    answered = Signal(int, object, str)


class _ComputerSeat:
    """The computer player of one match, created on first use in the worker thread (so
    that neither the window nor the main thread waits for the AI's import). Only one
    worker runs at a time, so no lock is needed."""

    def __init__(self, factory: PlayerFactory, level: str, seed: int | None) -> None:
        self._factory, self._level, self._seed = factory, level, seed
        self._player: Player | None = None

    def player(self) -> Player:
        if self._player is None:
            self._player = self._factory(self._level, self._seed)
        return self._player


class GameController(QObject):
    """Owns the ``Match``; see the module's docstring."""

    match_started = Signal(object)
    """PlayerView of the new match's first hand (None while a hot-seat screen is hidden)."""
    view_changed = Signal(object)
    """The PlayerView of the seat at the screen, after any change it may see."""
    match_changed = Signal()
    """Anything changed (a move by any seat, a new hand, a new match): for panels that keep
    a record of every seat's views (``human_views``)."""
    handover_requested = Signal(int)
    """Hot-seat: pass the screen to this seat; hide both hands until ``reveal_requested``."""
    viewer_changed = Signal(int)
    """Hot-seat: this seat is at the screen now."""
    events_added = Signal(object)
    """The new events, as the seat at the screen may see them (tuple of Event)."""
    card_drawn = Signal(int, object)
    """(seat, card or None when hidden from you)."""
    card_discarded = Signal(int, object)
    knocked = Signal(int)
    card_laid_off = Signal(object, int)
    action_applied = Signal(int)
    """The seat whose action was just applied."""
    hand_ended = Signal(object)
    hand_dealt = Signal(object)
    match_ended = Signal(object)
    action_refused = Signal(str)
    thinking_changed = Signal(bool)
    computer_failed = Signal(str)

    def __init__(
        self,
        parent: QObject | None = None,
        *,
        player_factory: PlayerFactory | None = None,
        pace_ms: int = PACE_MS["normal"],
    ) -> None:
        super().__init__(parent)
        self.pace_ms = pace_ms
        self._player_factory = player_factory or default_player_factory
        self._computer: _ComputerSeat | None = None
        self._match: Match | None = None
        self.settings = MatchSettings()
        self._humans: frozenset[int] = frozenset({HUMAN})
        self._viewer: int | None = HUMAN
        self._handover: int | None = None
        self._token = 0
        self._asked: int | None = None
        """The token of the position the worker is thinking about, if any."""
        self._thinking = False
        self._last_change = time.monotonic()
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(1)
        self._relay = _Relay()
        self._relay.answered.connect(self._on_answer)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._apply_waiting)
        self._waiting: tuple[int, Action] | None = None

    # -- reading ------------------------------------------------------------------------------

    @property
    def match(self) -> Match | None:
        """For saving and tests; widgets read ``view`` instead."""
        return self._match

    @property
    def view(self) -> PlayerView | None:
        """The view of the seat at the screen; None while a hot-seat screen is hidden."""
        if self._match is None or self._viewer is None or self._handover is not None:
            return None
        return self._match.view(self._viewer)

    @property
    def hotseat(self) -> bool:
        return len(self._humans) == 2

    @property
    def viewer(self) -> int | None:
        """The seat at the screen (always 0 against the computer)."""
        return self._viewer

    @property
    def handover(self) -> int | None:
        """Hot-seat: the seat the screen waits for, or None."""
        return self._handover

    def human_views(self) -> tuple[PlayerView, ...]:
        """Each person's own view, by seat: what a record of the match (the log) may keep
        apart for each of them. Never shown as a whole: a widget shows the viewer's."""
        match = self._match
        if match is None:
            return ()
        return tuple(match.view(seat) for seat in sorted(self._humans))

    @property
    def thinking(self) -> bool:
        """The computer is choosing, or its choice waits for the pace."""
        return self._thinking

    # -- starting ------------------------------------------------------------------------------

    def start_match(self, settings: MatchSettings, match: Match | None = None) -> None:
        """Start a match with these settings, or play ``match`` (a saved or built one)."""
        self._token += 1
        self._timer.stop()
        self._waiting = None
        self._set_thinking(False)
        self.settings = settings
        if settings.hotseat:
            names = (
                settings.name or self.tr("Player 1"),
                settings.second_name or self.tr("Player 2"),
            )
        else:
            names = (settings.name or self.tr("You"), self.opponent_name(settings.level))
        if match is None:
            match = Match(settings.rule_set(), seed=settings.seed, names=names)
        self._match = match
        self._humans = frozenset({0, 1}) if settings.hotseat else frozenset({HUMAN})
        self._viewer = None if settings.hotseat else HUMAN
        self._handover = None
        seed = settings.seed if isinstance(settings.seed, int) else None
        self._computer = (
            None if settings.hotseat else _ComputerSeat(self._player_factory, settings.level, seed)
        )
        self._last_change = time.monotonic()
        handover = self._needs_handover()
        self.match_started.emit(self.view)
        self.match_changed.emit()
        if handover:
            self.handover_requested.emit(self._handover)
        else:
            self.view_changed.emit(self.view)
        self._computer_turn()

    def opponent_name(self, level: str) -> str:
        """The computer's name in sentences ("Computer scores 12"); its level is shown
        beside it on the table (``level_name``)."""
        return self.tr("Computer")

    def level_name(self, level: str) -> str:
        names = {
            "beginner": self.tr("beginner"),
            "casual": self.tr("casual"),
            "strong": self.tr("strong"),
            "expert": self.tr("expert"),
        }
        return names.get(level, level)

    def shutdown(self) -> None:
        """Forget any pending move and wait for a thinking worker (at exit, in tests)."""
        self._token += 1
        self._timer.stop()
        self._pool.waitForDone(5000)

    # -- intents -------------------------------------------------------------------------------

    @Slot(object)
    def action_requested(self, action: Action) -> bool:
        """Apply the action of the person at the screen; False (and ``action_refused``) if
        the rules refuse it, or while a hot-seat screen waits to be passed on."""
        match, seat = self._match, self._viewer
        if match is None:
            return False
        if seat is None or self._handover is not None:
            waiting = match.names[self._handover if self._handover is not None else 0]
            self.action_refused.emit(
                self.tr("The cards are hidden until {0} shows them.").format(waiting)
            )
            return False
        try:
            events = match.apply(action, seat=None if isinstance(action, NextHand) else seat)
        except IllegalActionError as error:
            self.action_refused.emit(error.message)
            return False
        self._changed(events, seat)
        return True

    @Slot()
    def reveal_requested(self) -> bool:
        """Hot-seat: the player the screen waited for is there; show them their view."""
        seat, match = self._handover, self._match
        if seat is None or match is None:
            return False
        self._viewer, self._handover = seat, None
        self._last_change = time.monotonic()
        self.viewer_changed.emit(seat)
        self.view_changed.emit(match.view(seat))
        return True

    @Slot()
    def draw_stock_requested(self) -> bool:
        return self.action_requested(DrawStock())

    @Slot()
    def draw_discard_requested(self) -> bool:
        """Take the top of the discard pile (the first upcard while it is on offer)."""
        return self.action_requested(DrawDiscard())

    @Slot()
    def pass_requested(self) -> bool:
        return self.action_requested(PassUpcard())

    @Slot(object)
    def discard_requested(self, card: Card) -> bool:
        return self.action_requested(Discard(card))

    @Slot(object)
    def knock_requested(self, card: Card) -> bool:
        return self.action_requested(Knock(card))

    @Slot()
    def big_gin_requested(self) -> bool:
        return self.action_requested(BigGin())

    @Slot(object, int)
    def lay_off_requested(self, card: Card, meld_index: int) -> bool:
        return self.action_requested(LayOff(card, meld_index))

    @Slot()
    def finish_lay_offs_requested(self) -> bool:
        return self.action_requested(FinishLayoffs())

    @Slot()
    def best_lay_off_requested(self) -> bool:
        """Lay off what the engine's optimal lay-off lays off, then finish."""
        view = self.view
        if view is None:
            return False
        best = lay_off(view.knocker_melds, view.hand, view.rules)
        for card, index in best.placements:
            if not self.lay_off_requested(card, index):
                return False
        return self.finish_lay_offs_requested()

    @Slot()
    def next_hand_requested(self) -> bool:
        return self.action_requested(NextHand())

    # -- after a change ------------------------------------------------------------------------

    def _changed(self, events: list[Event], seat: int) -> None:
        assert self._match is not None
        self._token += 1
        self._last_change = time.monotonic()
        self.action_applied.emit(seat)
        self.match_changed.emit()
        if self._needs_handover():
            assert self._handover is not None
            self.handover_requested.emit(self._handover)
            return
        view = self.view
        if view is None:
            return
        seen = tuple(event.for_seat(view.seat) for event in events)
        self.view_changed.emit(view)
        self.events_added.emit(seen)
        self._announce(seen, view)
        self._computer_turn()

    def _needs_handover(self) -> bool:
        """Hot-seat: when the seat to act is not at the screen, the screen must be passed
        (between hands nobody is to act: the showdown stays in sight of both)."""
        match = self._match
        if not self.hotseat or match is None:
            return False
        to_act = match.to_act
        if self._handover is None and to_act is not None and to_act != self._viewer:
            self._handover = to_act
        return self._handover is not None

    def _announce(self, events: tuple[Event, ...], view: PlayerView) -> None:
        for event in events:
            kind, seat = event.kind, event.seat
            if kind in (EventKind.DREW_STOCK, EventKind.DREW_DISCARD) and seat is not None:
                self.card_drawn.emit(seat, event.cards[0] if event.cards else None)
            elif kind == EventKind.DISCARDED and seat is not None:
                self.card_discarded.emit(seat, event.cards[0])
            elif kind in (EventKind.KNOCKED, EventKind.GIN, EventKind.BIG_GIN) and seat is not None:
                self.knocked.emit(seat)
            elif kind == EventKind.LAID_OFF and event.meld_index is not None:
                self.card_laid_off.emit(event.cards[0], event.meld_index)
            elif kind in (EventKind.HAND_SCORED, EventKind.HAND_DRAWN):
                self.hand_ended.emit(view)
            elif kind == EventKind.DEAL:
                self.hand_dealt.emit(view)
            elif kind == EventKind.MATCH_WON:
                self.match_ended.emit(view)

    # -- the computer --------------------------------------------------------------------------

    def _computer_turn(self) -> None:
        match = self._match
        if match is None or match.is_over or match.to_act != COMPUTER or self._computer is None:
            self._set_thinking(False)
            return
        view = match.view(COMPUTER)
        if not view.legal_actions or self._asked == self._token:
            return
        self._asked = self._token
        self._set_thinking(True)
        self._pool.start(self._worker(self._token, self._computer, view))

    def _worker(self, token: int, seat: _ComputerSeat, view: PlayerView) -> Callable[[], None]:
        relay = self._relay

        def think() -> None:
            try:
                action: Any = seat.player().choose(view)
                relay.answered.emit(token, action, "")
            except Exception:  # the game must go on: report, then play a legal move
                relay.answered.emit(token, None, traceback.format_exc())

        return think

    @Slot(int, object, str)
    def _on_answer(self, token: int, action: Action | None, error: str) -> None:
        if token == self._asked:
            self._asked = None
        if token != self._token:
            self._computer_turn()  # an answer about an old position: ask again if needed
            return
        if action is None:
            self.computer_failed.emit(error)
            log.error("the computer player failed:\n%s", error)
            action = self._fallback()
            if action is None:
                return
        wait_ms = self.pace_ms - (time.monotonic() - self._last_change) * 1000
        self._waiting = (token, action)
        if wait_ms > 1:
            self._timer.start(round(wait_ms))
        else:
            self._apply_waiting()

    def _fallback(self) -> Action | None:
        match = self._match
        if match is None:
            return None
        legal = match.view(COMPUTER).legal_actions
        return legal[0] if legal else None

    def _apply_waiting(self) -> None:
        waiting, self._waiting = self._waiting, None
        match = self._match
        if waiting is None or match is None or waiting[0] != self._token:
            return
        action = waiting[1]
        try:
            events = match.apply(action, seat=COMPUTER)
        except IllegalActionError as error:
            self.computer_failed.emit(str(error))
            fallback = self._fallback()
            if fallback is None:
                return
            events = match.apply(fallback, seat=COMPUTER)
        self._set_thinking(False)
        self._changed(events, COMPUTER)

    def _set_thinking(self, thinking: bool) -> None:
        if thinking != self._thinking:
            self._thinking = thinking
            _share_the_gil(thinking)
            self.thinking_changed.emit(thinking)


_SWITCH_WHILE_THINKING = 0.0005
_switch_before: float | None = None


def _share_the_gil(thinking: bool) -> None:
    """While the computer thinks, have Python hand the GIL over more often.

    Every Python call the UI thread makes (a timer, a step of an animation, a repaint
    notification) must take the GIL from the thinking worker, and by default may wait a
    whole switch interval (5 ms) for it, several times a frame. At 0.5 ms the worker
    loses a little speed and the window stays smooth; the interval is restored after.
    """
    global _switch_before
    if thinking and _switch_before is None:
        _switch_before = sys.getswitchinterval()
        sys.setswitchinterval(min(_switch_before, _SWITCH_WHILE_THINKING))
    elif not thinking and _switch_before is not None:
        sys.setswitchinterval(_switch_before)
        _switch_before = None
