"""The end of a hand in play: a knock or big gin, the defenders' lay-offs, the score.

The knocker's melds are the player's own, checked, or the engine's least-deadwood
arrangement; each defender in turn lays off onto them as they stand (``Phase.LAYOFF``);
then ``score_table_showdown``, the one scorer, scores the hand against every defender.
"""

from __future__ import annotations

from collections.abc import Sequence

from . import refusals
from .actions import Action, BigGin, FinishLayoffs, Knock, LayOff, Melds
from .cards import Card, mask_of
from .errors import MeldError
from .events import EventKind, HandKind, HandResult, laid_off_by_seat
from .hand_base import HandBase
from .layoff import targets
from .phase import Phase
from .showdown import score_table_showdown
from .solver import check_melds

__all__ = ["HandShowdown"]


class HandShowdown(HandBase):
    """A hand's knock, big gin, lay-offs and scoring (``Hand`` adds the deal and turns)."""

    def _knock(self, action: Knock) -> None:
        seat = self._seat()
        kept = [card for card in self._hands[seat] if card != action.card]
        melds, dead = self._arrange(kept, action.melds, action)
        points = sum(card.value for card in dead)
        if points > self.knock_limit:
            raise refusals.over_knock_limit(action, action.card, points, self.knock_limit)
        self._remove_from_hand(action.card)
        self._knock_discard, self._knocker, self._declared = action.card, seat, melds
        self._table = list(melds)
        # The discard goes face down: only the knocker sees it.
        kind = EventKind.GIN if points == 0 else EventKind.KNOCKED
        self._emit(kind, seat, (action.card,), private=True, deadwood=points)
        self._emit(EventKind.MELDS_SHOWN, seat, dead, melds=melds, deadwood=points)
        if points == 0 or not self.rules.lay_offs:
            self._score()  # no lay-offs after gin, nor in a game played without them
        else:
            self._phase, self._to_act = Phase.LAYOFF, self.defenders[0]

    def _big_gin(self, action: BigGin) -> None:
        # Big gin (option): all eleven cards held after the draw form melds; no discard.
        if not self.rules.big_gin_enabled:
            raise refusals.big_gin_not_played(action)
        seat = self._seat()
        melds, dead = self._arrange(self._hands[seat], action.melds, action)
        if dead:
            raise refusals.big_gin_deadwood(action, dead)
        self._knocker, self._declared, self._taken = seat, melds, None
        self._table = list(melds)
        self._emit(EventKind.BIG_GIN, seat, deadwood=0)
        self._emit(EventKind.MELDS_SHOWN, seat, melds=melds, deadwood=0)
        self._score()

    def _arrange(
        self, cards: Sequence[Card], declared: Melds | None, action: Action
    ) -> tuple[Melds, tuple[Card, ...]]:
        """The engine's least-deadwood arrangement, or the player's own melds, checked."""
        if declared is None:
            arrangement = self._solver.arrangement(mask_of(cards))
            return arrangement.melds, arrangement.deadwood
        try:
            return declared, check_melds(cards, declared)
        except MeldError as error:
            raise refusals.bad_melds(action, error) from error

    # --- LAYOFF ------------------------------------------------------------------------

    def _legal_lay_off(self) -> list[Action]:
        actions: list[Action] = [
            LayOff(card, index)
            for card in self._hands[self._seat()]
            for index in targets(self._table, card)
        ]
        return [*actions, FinishLayoffs()]

    def _apply_lay_off(self, action: Action) -> None:
        if isinstance(action, LayOff):
            self._lay_off(action)
        elif isinstance(action, FinishLayoffs):
            self._finish_lay_offs()
        else:
            raise refusals.wrong_phase(action, self._phase)

    def _lay_off(self, action: LayOff) -> None:
        seat, card, index = self._seat(), action.card, action.meld_index
        if card not in self._hands[seat]:
            raise refusals.not_held(action, card)
        # A lay-off is a fourth card of a set or one card at either end of a run, onto the
        # knocker's melds as they stand now (so runs grow card by card).
        if not 0 <= index < len(self._table):
            raise refusals.no_such_meld(action, card, index)
        if index not in targets(self._table, card):
            raise refusals.does_not_extend(action, card, self._table[index])
        self._hands[seat].remove(card)
        self._table[index] = tuple(sorted((*self._table[index], card)))
        self._placements.append((card, index))
        self._emit(EventKind.LAID_OFF, seat, (card,), meld_index=index)

    def _finish_lay_offs(self) -> None:
        """The defender is done; the next defender lays off, or the hand is scored."""
        later = self.defenders[self.defenders.index(self._seat()) + 1 :]
        if later:
            self._to_act = later[0]
        else:
            self._score()

    # --- the showdown ------------------------------------------------------------------

    def _score(self) -> None:
        """Score by ``score_table_showdown``, the one scorer, with every defender's
        lay-offs in the order made, so that the hand's score always equals its."""
        knocker, defenders = self._seat_of_knocker(), self.defenders
        played = laid_off_by_seat(self._events, defenders)
        showdown = score_table_showdown(
            self.hand(knocker),
            [[*self._hands[seat], *(card for card, _ in played[seat])] for seat in defenders],
            self.rules,
            knocker_melds=self._declared,
            placements=list(played.values()),
            knock_limit=self.knock_limit,
            multiplier=self.multiplier,
        )
        for seat, shown in zip(defenders, showdown.defenders, strict=True):
            self._emit(
                EventKind.MELDS_SHOWN,
                seat,
                shown.deadwood,
                melds=shown.melds,
                deadwood=shown.deadwood_points,
            )
        winner = knocker if showdown.knocker_won else defenders[showdown.winner - 1]
        kind, points = HandKind(showdown.kind.value), showdown.points
        self._emit(EventKind.HAND_SCORED, winner, points=points, label=kind.value)
        self._end(
            HandResult(kind=kind, winner=winner, points=points, knocker=knocker, showdown=showdown)
        )
