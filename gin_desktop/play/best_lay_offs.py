"""The best lay-offs, laid off for the player one card at a time (a part of
``GameController``): what the engine's optimal lay-off lays off, at the computer's pace,
so that each card is seen to go onto its meld."""

from __future__ import annotations

from PySide6.QtCore import QObject, QTimer, Slot

from gin_desktop.engine import Card, LayOff, Match, Phase, PlayerView, lay_off
from gin_desktop.words import refusals


class BestLayOffs:
    """The controller's part that lays off the best lay-offs; what it shares with the
    rest of ``GameController`` is declared here."""

    pace_ms: int
    _match: Match | None
    _closed: bool
    _viewer: int | None

    @property
    def view(self) -> PlayerView | None:
        raise NotImplementedError  # the controller's

    def lay_off_requested(self, card: Card, meld_index: int) -> bool:
        raise NotImplementedError  # the controller's

    def refuse(self, text: str) -> None:
        raise NotImplementedError  # the controller's

    def finish_lay_offs_requested(self) -> bool:
        raise NotImplementedError  # the controller's

    def best_lay_offs(self) -> list[tuple[Card, int]]:
        """The engine's best lay-offs for the player (card, meld index); none when nothing
        fits, or every card that fits does more in the player's own melds."""
        view = self.view
        if view is None or not any(isinstance(a, LayOff) for a in view.legal_actions):
            return []
        return list(lay_off(view.knocker_melds, view.hand, view.rules).placements)

    @Slot()
    def best_lay_off_requested(self) -> bool:
        """Lay off what the engine's optimal lay-off lays off, then finish: one card at a
        time at the computer's pace, so that each is seen to go onto its meld."""
        view = self.view
        if view is None:
            return False
        placements = self.best_lay_offs()
        if not placements:  # not Done in disguise: the showdown is the player's to read
            fits = any(isinstance(a, LayOff) for a in view.legal_actions)
            why = refusals.no_lay_off_helps if fits else refusals.nothing_to_lay_off
            self.refuse(why())
            return False
        if self.pace_ms <= 0:
            for card, index in placements:
                if not self.lay_off_requested(card, index):
                    return False
            return self.finish_lay_offs_requested()
        card, index = placements.pop(0)
        if not self.lay_off_requested(card, index):
            return False
        self._lay_off_later(self._match, view.seat, placements)
        return True

    def _lay_off_later(
        self, match: Match | None, seat: int, placements: list[tuple[Card, int]]
    ) -> None:
        """The next of the best lay-offs after a pause, then the finish; dropped when the
        hand is no longer that seat's to lay off in (a new match, Done pressed)."""

        def step() -> None:
            now = self._match
            if self._closed or now is not match or now is None or now.to_act != seat:
                return
            if now.hand.phase != Phase.LAYOFF or self._viewer != seat:
                return
            if placements:
                card, index = placements.pop(0)
                if self.lay_off_requested(card, index):
                    self._lay_off_later(match, seat, placements)
            else:
                self.finish_lay_offs_requested()

        assert isinstance(self, QObject)  # the controller: the step dies with it
        QTimer.singleShot(self.pace_ms, self, step)
