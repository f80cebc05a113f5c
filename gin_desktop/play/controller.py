"""The one QObject that owns the match: the only place where Qt meets the engine.

Widgets send intents to the ``*_requested`` slots; the controller turns each into an
engine action and applies it. The engine validates: an ``IllegalActionError`` becomes the
``action_refused`` signal with the engine's own sentence, and nothing changes. A legal
action changes the match, and the controller reports it with past-tense signals: the
engine's record of the move (``changed``, a ``Change``: its events as each seat saw them)
and the PlayerView of the seat at the screen, the only thing the table ever reads.

What a match is made of, seat by seat, is its ``Session`` (``gin_desktop.session``): who
plays each seat, a person at this screen or the computer at a level. In hot-seat play
several seats are people taking turns at one screen. The controller keeps the seat at the
screen (``viewer``) and emits its view only. When the seat to act is another person's, it
asks for the screen to be passed (``handover_requested``) and shows nothing of any hand
until the player on turn says they sit there (``reveal_requested``); until then every
action is refused.

A computer seat chooses in a worker process on its own PlayerView, and its action is
applied here, on the main thread, so that a person can follow (``computer_turns.py``,
``ComputerTurns``); the best lay-offs are laid off for the player one card at a time
(``best_lay_offs.py``, ``BestLayOffs``).
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable
from dataclasses import replace

from PySide6.QtCore import QObject, QTimer, Signal, Slot

from gin_desktop.engine import (
    Action,
    BigGin,
    Card,
    Change,
    Checkpoint,
    Discard,
    DrawDiscard,
    DrawStock,
    EventKind,
    FinishLayoffs,
    IllegalActionError,
    Knock,
    LayOff,
    Match,
    NextHand,
    PassUpcard,
    Phase,
    PlayerView,
)
from gin_desktop.session import MatchSettings, Session
from gin_desktop.storage.settings import Speed
from gin_desktop.words import refusals
from gin_desktop.words.seat_words import default_name, default_names_now, level_name

from .best_lay_offs import BestLayOffs
from .computer_process import DEFAULT_FACTORY
from .computer_turns import ComputerTurns
from .relay import relayed_thinking
from .thinking import PlayerFactory, computer_seats

log = logging.getLogger(__name__)

PACE_MS: dict[Speed, int] = {"instant": 0, "fast": 250, "normal": 700, "slow": 1300}
"""Least time between the computer's moves (and after yours), at each animation speed."""


# What happens only once a hand is played: a match holding one was played before.
PLAYED = frozenset(EventKind) - {EventKind.CUT, EventKind.DEAL, EventKind.UPCARD_TURNED}


class GameController(ComputerTurns, BestLayOffs):
    """Owns the ``Match``; see the module's docstring (and its parts' signals:
    ``ComputerTurns``)."""

    match_started = Signal(object)
    """PlayerView of the new match's first hand (None while a hot-seat screen is hidden)."""
    view_changed = Signal(object)
    """The PlayerView of the seat at the screen, after any change it may see."""
    handover_requested = Signal(int)
    """Hot-seat: pass the screen to this seat; hide every hand until ``reveal_requested``."""
    viewer_changed = Signal(int)
    """Hot-seat: this seat is at the screen now."""
    changed = Signal(object)
    """A move was applied: the engine's ``Change`` (who, its events as each seat saw them,
    whether the hand or the match ended), for the log, the autosave and the statistics."""
    taken_back = Signal(object)
    """The ``Change`` of the move just taken back (undo); the match is as before it."""
    action_applied = Signal(int)
    """The seat whose action was just applied."""
    action_refused = Signal(str)
    """A refusal, worded for the player."""
    undo_changed = Signal(bool)
    """Whether your last discard can be taken back now."""

    def __init__(
        self,
        parent: QObject | None = None,
        *,
        player_factory: PlayerFactory | None = None,
        computer_factory: str = DEFAULT_FACTORY,
        pace_ms: int = PACE_MS["normal"],
    ) -> None:
        """``player_factory`` hands in player objects, which think in this process (tests,
        benchmarks); otherwise a worker process builds them by ``computer_factory``
        ("module:name" of a ``(level, seed)`` function)."""
        super().__init__(parent)
        self.pace_ms = pace_ms
        self.settle_ms: Callable[[], int] = lambda: 0
        """How long the table still shows the last change (a deal in flight): a computer's
        move waits for it too, so that each move is seen. The window sets it."""
        self._computers: dict[int, tuple[str, int | None]] = {}
        """The level and seed of each computer seat's player."""
        self._match: Match | None = None
        self.settings = MatchSettings()
        """The new-match dialog's choices this match was started from."""
        self.resumed = False
        """The match was played before (resumed, opened): its moves so far were not now."""
        self.session: Session | None = None
        """Who plays each seat of the match, and its rules and seed."""
        self._humans: tuple[int, ...] = ()
        self._viewer: int | None = None
        self._handover: int | None = None
        self._token = 0
        self._asked: int | None = None  # the token of the position being thought about
        self._thinking = False
        self._last_change = time.monotonic()
        self._closed = False  # ``shutdown`` was called: the computer is not asked again
        self.computer = relayed_thinking(
            self, self._on_answer, self._on_lost, player_factory, computer_factory
        )
        """Who thinks for the computer seats: a worker process, or players handed in."""
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._apply_waiting)
        self._waiting: tuple[int, Action] | None = None
        self._skipping: tuple[Match, int] | None = None  # a hand sat out, played at once
        self.undo_allowed = True
        """A preference: against the computer, a discard may be taken back (never in
        hot-seat, where the other player has seen it)."""
        self._undo: tuple[Match, Checkpoint, Change, int] | None = None
        """Your last discard: the match, where it was before, the discard's change, and
        the number of the move it was (``_moves``)."""
        self._moves = 0  # moves applied to the match on the table

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
    def hotseat(self) -> bool:  # several people share the screen
        return len(self._humans) > 1

    @property
    def viewer(self) -> int | None:
        """The seat at the screen (against the computer, always yours)."""
        return self._viewer

    @property
    def handover(self) -> int | None:
        """Hot-seat: the seat the screen waits for, or None."""
        return self._handover

    def human_views(self) -> tuple[PlayerView, ...]:
        """Each person's own view, by seat: what a record of the match (the log) may keep
        apart for each of them. Never shown as a whole: a widget shows the viewer's."""
        match = self._match
        return () if match is None else tuple(match.view(seat) for seat in self._humans)

    def public_view(self) -> PlayerView | None:
        """What everyone knows of the match now (names, scores, rules, whose turn), read
        from the first person's view; None before a match. Never shown as a hand."""
        match = self._match
        if match is None or not self._humans:
            return None
        return match.view(self._humans[0])

    @property
    def thinking(self) -> bool:
        """The computer is choosing, or its choice waits for the pace."""
        return self._thinking

    def computer_level(self, seat: int) -> str | None:
        """The level of the computer at ``seat``; None for a person's seat."""
        return None if self.session is None else self.session.computers.get(seat)

    # -- starting ------------------------------------------------------------------------------

    def start_match(self, settings: MatchSettings, match: Match | None = None) -> None:
        """Start a match with the new-match dialog's choices, or play ``match`` (a saved or
        built one) with them."""
        levels = [level for _, level in settings.seats]
        names = [
            name or default_name(seat, levels) for seat, (name, _) in enumerate(settings.seats)
        ]
        self.settings = settings
        self.start_session(settings.session(names), match)

    def start_session(self, session: Session, match: Match | None = None) -> None:
        """Start the match ``session`` describes, or play ``match`` with it."""
        self._token += 1
        self._closed = False
        self._undo = None
        self.undo_changed.emit(False)
        self._timer.stop()
        self._waiting = None
        self._stop_thinking()
        self._set_thinking(False)
        self.resumed = match is not None and any(e.kind in PLAYED for e in match.events)
        if match is None:
            match = Match(session.rules, seed=session.seed, names=session.names)
        self.session, self._match = session, match
        if self.settings.rules != session.rules:  # a match resumed: play again as it is
            self.settings = MatchSettings.of_session(session)
        self.retranslate_names()  # a default name saved in another language
        self._humans = session.humans
        self._viewer = None if session.hotseat else self._humans[0]
        self._handover = None
        if session.hotseat and match.to_act not in self._humans:
            # Between hands, or a computer to move first: the first person sits down.
            first = match.rules.turn_order(match.to_act or 0)
            self._handover = next(seat for seat in first if seat in self._humans)
        self._computers = computer_seats(session)
        if self._computers:
            self.computer.start()  # a worker ready before its first move is asked
        self._last_change = time.monotonic()
        handover = self._needs_handover()
        self.match_started.emit(self.view)
        if handover:
            self.handover_requested.emit(self._handover)
        else:
            self.view_changed.emit(self.view)
        self._computer_turn()

    def retranslate_names(self) -> None:
        """Seats under a default name ("You", "Computer", in any language) take its word
        in the language now spoken; nothing else of the match changes."""
        if self._match is None or self.session is None:
            return
        now = default_names_now(len(self._match.names))
        names = [now.get(name, name) for name in self._match.names]
        self._match.rename(names)
        seats = tuple(
            replace(plan, name=name) for plan, name in zip(self.session.seats, names, strict=True)
        )
        self.session = replace(self.session, seats=seats)

    def level_name(self, level: str) -> str:
        return level_name(level)

    def shutdown(self) -> None:
        """Forget any pending move, stop the computer's thinking and never ask it again
        (at exit, when the window closes, in tests)."""
        self._closed = True
        self._token += 1
        self._timer.stop()
        self._waiting = None
        self._asked = None
        self.computer.close()  # the worker is killed and gone
        self._set_thinking(False)

    def refuse(self, text: str) -> None:
        """Say why an intent cannot be done (``action_refused``)."""
        self.action_refused.emit(text)

    # -- intents -------------------------------------------------------------------------------

    @Slot(object)
    def action_requested(self, action: Action) -> bool:
        """Apply the action of the person at the screen; False (and ``action_refused``) if
        the rules refuse it, or while a hot-seat screen waits to be passed on."""
        match, seat = self._match, self._viewer
        if match is None:
            return False
        if seat is None or self._handover is not None:
            waiting = self._handover if self._handover is not None else self._humans[0]
            self.action_refused.emit(refusals.cards_hidden(match.names[waiting]))
            return False
        before = match.checkpoint() if self._undoable(action) else None
        self.moving.emit()
        try:
            change = match.play(action, seat=None if isinstance(action, NextHand) else seat)
        except IllegalActionError as error:
            self.action_refused.emit(refusals.refusal(error))
            return False
        self._moves += 1
        self._undo = None if before is None else (match, before, change, self._moves)
        self._changed(change, seat)
        return True

    def _undoable(self, action: Action) -> bool:
        return self.undo_allowed and not self.hotseat and isinstance(action, Discard)

    @property
    def can_undo(self) -> bool:
        """Your last discard can be taken back: the computer has not moved since."""
        undo, match = self._undo, self._match
        return undo is not None and undo[0] is match and self._moves == undo[3]

    @Slot()
    def undo_requested(self) -> bool:
        """Take your last discard back, before the computer moves; the match is then
        marked as assisted. Refused, in words, when there is nothing to take back."""
        undo, session = self._undo, self.session
        if not self.can_undo or undo is None or session is None:
            self.action_refused.emit(refusals.nothing_to_undo())
            return False
        self._token += 1
        self._timer.stop()
        self._waiting = None
        self._stop_thinking()
        self._set_thinking(False)
        self._undo = None
        match, checkpoint, change, _ = undo
        match.return_to(checkpoint)
        self._moves += 1
        self.session = replace(session, assisted=True)
        self._last_change = time.monotonic()
        self.taken_back.emit(change)
        self.view_changed.emit(self.view)
        self.undo_changed.emit(False)
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
    def skip_hand_requested(self) -> bool:
        """Three-handed gin, a hand you sit out: the two computers play it to its result
        at once, without the pause between moves. False when you are not sitting one out."""
        view, match = self.view, self._match
        if view is None or match is None or view.playing or view.phase == Phase.ENDED:
            return False
        self._skipping = (match, view.hand_number)
        if self._waiting is not None:
            self._timer.stop()
            self._apply_waiting()
        return True

    def _skipped(self) -> bool:
        """The hand now is one the player chose to skip to its result."""
        match = self._match
        return match is not None and self._skipping == (match, match.hand_number)

    @Slot()
    def next_hand_requested(self) -> bool:
        return self.action_requested(NextHand())

    # -- after a change ------------------------------------------------------------------------

    def _changed(self, change: Change, seat: int) -> None:
        assert self._match is not None
        self._token += 1
        self._last_change = time.monotonic()
        self.action_applied.emit(seat)
        self.undo_changed.emit(self.can_undo)
        self.changed.emit(change)
        if self._needs_handover():
            assert self._handover is not None
            self.handover_requested.emit(self._handover)
            return
        view = self.view
        if view is None:
            return
        self.view_changed.emit(view)
        self._computer_turn()

    def _needs_handover(self) -> bool:
        """Hot-seat: when another person is to act, the screen must be passed to them
        (between hands nobody is to act: the showdown stays in sight of all)."""
        match = self._match
        if not self.hotseat or match is None:
            return False
        to_act = match.to_act
        person = to_act in self._humans
        if self._handover is None and person and to_act != self._viewer:
            self._handover = to_act
        return self._handover is not None
