"""Play › Hint (H): the coach's best move for the person to move, said on the felt.

The hint is thought in a worker process of its own (the coach, ``gin_desktop.ai.coach``,
through ``thinking.thinking_for``), started at the first hint, on the view of the person
at the screen: it never sees more than they do. An answer about a position that has moved
on is dropped. The moves advised in the hand being played are kept (``advised``), for its
review to show beside each decision. A match with a hint counts as assisted, as with undo.
At a hot-seat table the first hint asks whether everyone at the screen allows them, once
a match (the window asks: ``everyone_allows``).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject

from gin_desktop.engine import actions_of
from gin_desktop.words import hint_words
from gin_desktop.words.hint_words import hint_text

from .relay import relayed_thinking
from .thinking import PlayerFactory, Thinking

if TYPE_CHECKING:
    from gin_desktop.ai.review import ReviewJob
    from gin_desktop.engine import Action, Match, PlayerView

    from .controller import GameController

COACH_FACTORY = "gin_desktop.ai.coach:create_coach"


class Hints(QObject):
    """Asks the coach for the person at the screen and says its answer with ``say``."""

    def __init__(
        self,
        parent: QObject,
        controller: GameController,
        say: Callable[[str], None],
        coach_factory: PlayerFactory | None = None,
        *,
        everyone_allows: Callable[[], bool] = lambda: True,
    ) -> None:
        super().__init__(parent)
        self._controller, self._say = controller, say
        self._everyone_allows = everyone_allows
        """Asks the people at a hot-seat screen whether they allow hints (the window's)."""
        self._coach_factory = coach_factory
        self._thinking: Thinking | None = None
        self._asked: tuple[int, PlayerView] | None = None
        self._token = 0
        self._allowed: object = None
        """The hot-seat match whose people allowed hints."""
        self.given: list[str] = []
        """Every hint said, newest last."""
        self._advised: list[tuple[Match, int, int, tuple[Action, ...], Action]] = []
        """The hints of the hand being played: its match, its number, the game, the
        game's actions before the hint, and the move advised."""

    def ask(self) -> None:
        """A hint for the person to move, or a sentence why there is none."""
        view = self._controller.view
        if view is None or not view.is_my_turn or not view.legal_actions:
            self._say(hint_words.not_your_turn())
            return
        if self._controller.hotseat and not self._hotseat_allows():
            return
        if self._thinking is None:
            self._thinking = relayed_thinking(
                self,
                self._on_answer,
                lambda _token: self._say(self._failed()),
                self._coach_factory,
                COACH_FACTORY,
            )
        self._token += 1
        self._asked = (self._token, view)
        self._say(hint_words.thinking_about_your_move())
        self._thinking.ask(self._token, "coach", None, view)

    def close(self) -> None:
        if self._thinking is not None:
            self._thinking.close()

    def _hotseat_allows(self) -> bool:
        match = self._controller.match
        if match is not None and self._allowed is match:
            return True
        if not self._everyone_allows():
            return False
        self._allowed = match
        return True

    def _on_answer(self, token: int, hint: Any, error: str) -> None:

        asked = self._asked
        if asked is None or asked[0] != token:
            return  # an earlier hint's, asked again since
        self._asked = None
        view = self._controller.view
        if view != asked[1]:
            return  # the position moved on: this hint is about a position gone
        if hint is None:
            self._say(self._failed())
            return
        text = hint_text(hint, view)
        self.given.append(text)
        self._keep(view, hint.action)
        session = self._controller.session
        if session is not None and not session.assisted:
            self._controller.session = replace(session, assisted=True)
        self._say(text)

    def _keep(self, view: PlayerView, advised: Action) -> None:

        match = self._controller.match
        if match is None:
            return
        game = next(
            (i for i, hand in enumerate(match.hands_in_play) if view.seat in hand.players), 0
        )
        try:
            before = tuple(actions_of(match.hands_in_play[game]))
        except ValueError:  # a hand dealt from a given deck: no record to review it by
            return
        number = match.hand_number
        kept = [a for a in self._advised if a[0] is match and a[1] == number]
        self._advised = [*kept, (match, number, game, before, advised)]

    def advised(self, match: Match, job: ReviewJob) -> ReviewJob:
        """``job`` (a game of ``match``'s hand just played) with the hints given in it:
        each at the move it was asked before, if the game went on from that position."""
        hints = tuple(
            (len(before) + 1, action)
            for kept, number, game, before, action in self._advised
            if kept is match
            and number == match.hand_number
            and game == job.game
            and job.actions[: len(before)] == before
        )
        return replace(job, hints=hints)

    @staticmethod
    def _failed() -> str:
        return hint_words.coach_failed()
