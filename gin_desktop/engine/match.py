"""A match: hands dealt one after another until a player reaches the target (RULES.md 1).

The match owns what lasts between hands: the cut for the first deal, the dealer rotation,
the running scores, the hands won (for box bonuses) and the end-of-match bonuses, each
kept per seat (0 to n - 1, in turn order). A side that scores together (the partners of
partnership gin, ``RuleSet.teams``) has one total, which each of its seats shows. Each
hand is a ``Hand``, or in partnership gin two hands side by side, one per pair of
opponents (``pairings_of_hand``); the match forwards actions to the hand of the seat that
plays them and deals the next hand on ``NextHand``. Every deal comes from the hand's seed
text ``f"{seed}:{hand_number}"`` (partnership: ``...:{hand_number}:{pairing}``): by the shuffle
anyone can recompute when the match's seed is a fair one (``fair_shuffle``, the seed a
match started without one gets), else by ``random.Random`` of it. So a seed replays a whole
match, and a hand can be replayed without the hands before it. Who deals is
``match_deal``'s; what a hand and the match's end score, ``match_scoring``'s; what a real
match adds up to, ``match_checks``'.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any

from . import refusals
from .actions import Action, NextHand
from .changes import Change
from .events import Event, seed_from, whole
from .fair_shuffle import fresh_match_seed
from .hand import Hand, HandResult
from .match_checks import (
    check_match,
    check_past_events,
    check_played_games,
    check_score_sheet,
    deal_seed,
)
from .match_deal import checked_first_deal, cut_for_deal, next_dealer, pairings_of_hand
from .match_scoring import hand_record, match_end, match_result
from .names import seat_names
from .records import HandRecord, MatchResult, PerSeat, per_seat
from .rules import RuleSet, checked_rules, checked_seat, inconsistency
from .saved import Checkpoint
from .view import PlayerView, in_match

__all__ = [
    "Checkpoint",
    "HandRecord",
    "Match",
    "MatchResult",
    "cut_for_deal",
    "pairings_of_hand",
]


class Match:
    """Hands until a player's total reaches ``rules.target_score``; then bonuses, winner."""

    def __init__(
        self,
        rules: RuleSet | None = None,
        *,
        seed: int | str | None = None,
        names: Sequence[str] | None = None,
        first_deal: tuple[str, int] | None = None,
    ) -> None:
        """``first_deal``: the first hand dealt from this seed text by this dealer, and no
        cut (a recorded hand played again); the hands after it from ``seed``."""
        self._rules = rules = checked_rules(rules)
        self._first_deal = checked_first_deal(first_deal, rules)
        seed = seed_from(seed)
        # No seed: a fair one (docs/FAIR_DEALS.md), kept so that the match can be replayed.
        self._seed: int | str = fresh_match_seed() if seed is None else seed
        self._names = seat_names(names, rules.players)
        self._scores, self._hands_won = [0] * rules.players, [0] * rules.players
        self._history: list[HandRecord] = []
        dealer, self._cut_events = self._cut()
        self._past_events: list[Event] = []
        self._end_events: list[Event] = []
        self._result: MatchResult | None = None
        self._hand_number = 1
        self._hands = self._deal(dealer)

    def _cut(self) -> tuple[int, list[Event]]:
        """The first dealer, and the cut that chose them (none for a first deal given)."""
        if self._first_deal is not None:
            return self._first_deal[1], []
        return cut_for_deal(self._seed, self._rules)

    def _deal(self, dealer: int) -> list[Hand]:
        rules, number = self._rules, self._hand_number
        if rules.seating != "partners":
            return [Hand.deal(rules, dealer=dealer, seed=self.deal_seed_of(number))]
        pairings = pairings_of_hand(rules, dealer, number)
        return [
            Hand.deal(
                rules,
                dealer=pairing_dealer,
                seed=deal_seed(self._seed, number, pairing, len(pairings)),
                players=pair,
            )
            for pairing, (pairing_dealer, pair) in enumerate(pairings)
        ]

    # --- reading -----------------------------------------------------------------------

    @property
    def rules(self) -> RuleSet:
        return self._rules

    @property
    def seed(self) -> int | str:
        return self._seed

    @property
    def first_deal(self) -> tuple[str, int] | None:
        """The first hand's seed text and dealer, when given (a hand played again)."""
        return self._first_deal

    def deal_seed_of(self, hand_number: int, game: int = 0, games: int = 1) -> str:
        """The seed text hand ``hand_number`` is dealt from: in partnership gin, that of its
        pairing ``game`` (of ``games``)."""
        if hand_number == 1 and self._first_deal is not None:
            return self._first_deal[0]
        return deal_seed(self._seed, hand_number, game, games)

    @property
    def names(self) -> tuple[str, ...]:
        return self._names

    def rename(self, names: Sequence[str]) -> None:
        """Other names for the same seats: names are for display only (a default name
        follows the player's language), so nothing of the play changes."""
        self._names = seat_names(names, self._rules.players)

    @property
    def hand(self) -> Hand:
        """The hand being played, or the last one once the match is over; in partnership
        gin, the pairing of the hand's dealer (``hands_in_play`` has both)."""
        return self._hands[0]

    @property
    def hands_in_play(self) -> tuple[Hand, ...]:
        """The hands dealt now: one, or in partnership gin the two pairings, the dealer's
        first."""
        return tuple(self._hands)

    def hand_of(self, seat: int) -> Hand:
        """The hand ``seat`` plays now (or watches, sitting out three-handed gin): in
        partnership gin, its pairing."""
        return next((hand for hand in self._hands if seat in hand.players), self._hands[0])

    round = hand  # the old name of ``hand``, kept for code that still says round
    rounds = hands_in_play  # the old name of ``hands_in_play``
    round_of = hand_of  # the old name of ``hand_of``

    @property
    def hand_over(self) -> bool:
        """Every hand in play has ended (in partnership gin, both pairings)."""
        return all(hand.result is not None for hand in self._hands)

    @property
    def hand_number(self) -> int:
        return self._hand_number

    @property
    def dealer(self) -> int:
        return self._hands[0].dealer

    @property
    def to_act(self) -> int | None:
        """The seat to act in the hand; None between hands (anyone may deal on). The two
        hands of partnership gin go side by side: the one behind in moves is next (each
        of their players may also move on their own turn, ``apply(seat=...)``)."""
        live = [hand for hand in self._hands if hand.to_act is not None]
        if not live:
            return None
        return min(live, key=lambda hand: len(hand.events)).to_act

    @property
    def scores(self) -> PerSeat:
        """Points won in hands so far, by seat (bonuses are in ``result``)."""
        return tuple(self._scores)

    @property
    def hands_won(self) -> PerSeat:
        return tuple(self._hands_won)

    @property
    def history(self) -> tuple[HandRecord, ...]:
        return tuple(self._history)

    @property
    def is_over(self) -> bool:
        return self._result is not None

    @property
    def result(self) -> MatchResult | None:
        return self._result

    @property
    def events(self) -> tuple[Event, ...]:
        """Every event of the match so far, unfiltered."""
        now = (event for hand in self._hands for event in hand.events)
        return (*self._cut_events, *self._past_events, *now, *self._end_events)

    # --- playing -----------------------------------------------------------------------

    def legal_actions(self) -> list[Action]:
        """The legal actions of ``to_act``; between hands, dealing the next one."""
        to_act = self.to_act
        if self._result is not None:
            return []
        if to_act is None:
            return [NextHand()]
        return self.hand_of(to_act).legal_actions()

    def apply(self, action: Action, *, seat: int | None = None) -> list[Event]:
        """Play ``action`` in the hand of ``seat`` (by default ``to_act``), or deal the next
        hand; return the new events, unfiltered (``play`` says more).

        ``NextHand`` may be sent by any seat. An illegal action raises
        ``IllegalActionError`` and changes nothing.
        """
        _, by_hand, ended = self._apply(action, seat)
        return [event for events in by_hand.values() for event in events] + ended

    def play(self, action: Action, *, seat: int | None = None) -> Change:
        """``apply``, answered with the ``Change``: who acted, the new events as each seat
        sees them in its own hand (the match's end to all), the hand and the scores after,
        whether the hand and the match ended."""
        acted, by_hand, ended = self._apply(action, seat)
        seen = tuple(
            tuple(
                event.for_seat(viewer) for event in (*by_hand.get(self.hand_of(viewer), ()), *ended)
            )
            for viewer in self._rules.seats
        )
        return Change(
            action=action,
            seat=acted,
            hand_number=self._hand_number,
            scores=self.scores,
            hand_over=self.hand_over,
            match_over=self._result is not None,
            seen=seen,
        )

    def _apply(
        self, action: Action, seat: int | None
    ) -> tuple[int | None, dict[Hand, list[Event]], list[Event]]:
        """The seat that acted, the new events of each hand they happened in, and the
        events of the match's end if the action ended it."""
        if self._result is not None:
            raise refusals.match_over(action)
        if isinstance(action, NextHand):
            self._next_hand(action)
            return seat, {hand: list(hand.events) for hand in self._hands}, []
        acting = self.to_act if seat is None else seat
        hand = self.hand_of(self.dealer if acting is None else acting)
        acted = hand.to_act
        events = hand.apply(action, seat=seat)
        ended = self._record_hand(hand, hand.result) if hand.result is not None else []
        return acted, {hand: events}, ended

    def _record_hand(self, hand: Hand, result: HandResult) -> list[Event]:
        if result.winner is not None:
            # The points go to the side of the player who scored them.
            for seat in self._rules.team_of(result.winner):
                self._scores[seat] += result.points
                self._hands_won[seat] += 1
        self._history.append(hand_record(self._hand_number, hand, result, self.scores))
        # The match ends when a side's total reaches the target, once the hand is over.
        reached = [seat for seat in self._rules.seats if self._scores[seat] >= self.target]
        if reached and self.hand_over:
            # Both sides past the target: the higher total; equal, the side that scored last.
            scorer = self._history[-1].winner
            last = () if scorer is None else self._rules.team_of(scorer)
            return self._finish(max(reached, key=lambda seat: (self._scores[seat], seat in last)))
        return []

    @property
    def target(self) -> int:
        return self._rules.target_score

    def _next_hand(self, action: Action) -> None:
        if not self.hand_over:
            raise refusals.hand_not_over(action)
        drawn = all(hand.result is not None and hand.result.winner is None for hand in self._hands)
        last = self._hands[0].result
        assert last is not None
        for hand in self._hands:
            self._past_events.extend(hand.events)
        self._hand_number += 1
        self._hands = self._deal(next_dealer(self._rules, self.dealer, last, drawn))

    def _finish(self, reached: int) -> list[Event]:
        result = match_result(self._rules, self.scores, self.hands_won, reached)
        self._end_events, self._result = match_end(result), result
        return list(self._end_events)

    # --- taking back -------------------------------------------------------------------

    def checkpoint(self) -> Checkpoint:
        """The match as it is now, to come back to (``return_to``): the state of each hand
        in play and what the match keeps between hands; cheap enough for every move
        (no copy of the events of earlier hands, no conversion to data)."""
        return Checkpoint(
            hand_number=self._hand_number,
            games=tuple((hand.rules, hand.dealer, hand.state()) for hand in self._hands),
            scores=self.scores,
            hands_won=self.hands_won,
            history=self.history,
            past_events=len(self._past_events),
            end_events=tuple(self._end_events),
            result=self._result,
        )

    def return_to(self, checkpoint: Checkpoint) -> None:
        """Back to the match as it was at ``checkpoint`` (taken of this match, in this hand
        or an earlier one): every move since is undone."""
        self._hand_number = checkpoint.hand_number
        self._hands = [Hand.restore(*kept) for kept in checkpoint.games]
        self._scores, self._hands_won = list(checkpoint.scores), list(checkpoint.hands_won)
        self._history = list(checkpoint.history)
        del self._past_events[checkpoint.past_events :]
        self._end_events, self._result = list(checkpoint.end_events), checkpoint.result

    # --- views -------------------------------------------------------------------------

    def view(self, seat: int) -> PlayerView:
        """The hand as ``seat`` sees it, with the score sheet; between hands, every seat
        may ask for ``NextHand``."""
        base = self.hand_of(checked_seat(seat, self._rules)).view(seat)
        scores = self.scores
        match_events = self._end_events
        if self._hand_number == 1:
            match_events = [*self._cut_events, *base.events, *match_events]
        else:
            match_events = [*base.events, *match_events]
        return in_match(
            base,
            match_events,
            scores=scores,
            hands_won=self.hands_won,
            hand_number=self._hand_number,
            history=self.history,
            names=self._names,
            legal_actions=self._legal_for(seat),
            match_result=self._result,
            side_game=self._side_game(seat),
        )

    def _legal_for(self, seat: int) -> tuple[Action, ...]:
        """``seat``'s moves: its own in its hand on its turn; anyone's NextHand between hands."""
        if self._result is not None:
            return ()
        if self.hand_over:
            return (NextHand(),)
        hand = self.hand_of(seat)
        return tuple(hand.legal_actions()) if hand.to_act == seat else ()

    def _side_game(self, seat: int) -> PlayerView | None:
        """Partnership gin: the other pairing of the hand, as ``seat`` sees it from beside it."""
        own = self.hand_of(seat)
        others = [hand for hand in self._hands if hand is not own]
        if not others:
            return None
        return replace(others[0].view(seat), names=self._names, hand_number=self._hand_number)

    # --- saving ------------------------------------------------------------------------

    def to_dict(self) -> dict[str, Any]:
        return {
            "rules": self._rules.to_dict(),
            "seed": self._seed,
            "names": list(self._names),
            "hand_number": self._hand_number,
            "scores": list(self._scores),
            "hands_won": list(self._hands_won),
            "history": [record.to_dict() for record in self._history],
            "cut_events": [event.to_dict() for event in self._cut_events],
            "past_events": [event.to_dict() for event in self._past_events],
            # The saved keys keep their old names ("round", "side_rounds") for old files.
            "round": self._hands[0].to_dict(),
            "side_rounds": [hand.to_dict() for hand in self._hands[1:]],
            "end_events": [event.to_dict() for event in self._end_events],
            "result": None if self._result is None else self._result.to_dict(),
            **({} if self._first_deal is None else {"first_deal": list(self._first_deal)}),
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Match:
        """Rebuild a saved match; a malformed one raises ValueError."""
        try:
            return cls._from_dict(data)
        except (KeyError, TypeError, IndexError) as error:
            raise ValueError(f"not a saved match: {error!r}") from error

    @classmethod
    def _from_dict(cls, data: Mapping[str, Any]) -> Match:
        match = cls.__new__(cls)
        match._rules = RuleSet.from_dict(data["rules"])
        if inconsistency(match._rules) is not None:  # what the house-rules dialog refuses
            raise ValueError("not a saved match: its big gin bonus is below its gin bonus")
        given = data.get("first_deal")
        match._first_deal = checked_first_deal(
            None if given is None else tuple(given), match._rules
        )
        match._seed = _match_seed(data["seed"])
        match._names = seat_names(data["names"], match._rules.players)
        match._hand_number = whole(data["hand_number"])
        match._scores = list(per_seat(data["scores"]))
        match._hands_won = list(per_seat(data["hands_won"]))
        match._history = [HandRecord.from_dict(record) for record in data["history"]]
        match._cut_events = [Event.from_dict(event) for event in data["cut_events"]]
        match._past_events = [Event.from_dict(event) for event in data["past_events"]]
        sides = data.get("side_rounds", [])  # the saved keys' old names, as in to_dict
        match._hands = [Hand.from_dict(hand) for hand in (data["round"], *sides)]
        match._end_events = [Event.from_dict(event) for event in data["end_events"]]
        result = data["result"]
        match._result = None if result is None else MatchResult.from_dict(result)
        if match._cut_events != match._cut()[1]:
            raise ValueError("the cut for the first deal is not the match's")
        check_past_events(match._rules, match._hand_number, len(match._hands), match._past_events)
        check_match(match)
        return match

    def check_adds_up(self) -> None:
        """Raise ValueError unless the match adds up as a match of the game's own play
        does (``match_checks``): the hand in play is what its seed deals and its moves
        leave, and the scores are those of its score sheet. A match read from a file is
        checked so; one rigged for a test or a puzzle (a hand dealt from a given deck,
        scores set) is not."""
        check_score_sheet(self)
        check_played_games(self)


def _match_seed(value: object) -> int | str:
    seed = seed_from(value)
    if seed is None:
        raise ValueError("not a saved match: it has no seed")
    return seed
