"""A match: hands dealt one after another until a player reaches the target (RULES.md 1).

The match owns what lasts between hands: the cut for the first deal, the dealer rotation,
the running scores, the hands won (for box bonuses) and the end-of-match bonuses, each
kept per seat (0 to n - 1, in turn order). A side that scores together (the partners of
partnership gin, ``RuleSet.teams``) has one total, which each of its seats shows. Each
hand is a ``Round``, or in partnership gin two rounds side by side, one per pair of
opponents (``pairings_of_hand``); the match forwards actions to the round of the seat that
plays them and deals the next hand on ``NextHand``. Every deal comes from the hand's seed
text ``f"{seed}:{hand_number}"`` (partnership: ``...:{hand_number}:{game}``): by the shuffle
anyone can recompute when the match's seed is a fair one (``fair_shuffle``, the seed a
match started without one gets), else by ``random.Random`` of it. So a seed replays a whole
match, and a hand can be replayed without the hands before it.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any

from . import refusals
from .actions import Action, NextHand
from .cards import Deck
from .changes import Change
from .events import Event, EventKind, seed_from, whole
from .fair_shuffle import fresh_match_seed
from .match_checks import check_past_events, check_played_games, check_score_sheet, deal_seed
from .names import check_names
from .records import HandRecord, MatchResult, PerSeat, per_seat
from .round import Round, RoundResult
from .rules import RuleSet, checked_rules, checked_seat, inconsistency
from .saved import HandState
from .view import PlayerView, in_match

__all__ = ["HandRecord", "Match", "MatchResult", "cut_for_deal", "pairings_of_hand"]


def cut_for_deal(seed: int | str, rules: RuleSet | None = None) -> tuple[int, list[Event]]:
    """First dealer: each seat cuts a card and the lowest rank deals; a tie for the lowest,
    or a wild card cut (Ginski), cuts again. Each cut is taken from a fresh shuffle of
    ``random.Random(f"{seed}:cut")``.
    """
    rules = rules or RuleSet()
    rng = random.Random(f"{seed}:cut")
    deck = Deck.named(rules.deck)
    events: list[Event] = []
    while True:
        cuts = tuple(deck.shuffled(rng)[: rules.players])
        lowest = min(card.rank for card in cuts)
        lows = [seat for seat, card in enumerate(cuts) if card.rank == lowest]
        wild = any(card.is_wild for card in cuts)
        dealer = lows[0] if len(lows) == 1 and not wild else None
        events.append(Event(EventKind.CUT, dealer, cuts, len(cuts)))
        if dealer is not None:
            return dealer, events


Pairing = tuple[int, tuple[int, ...]]
"""One of the two games of a hand of partnership gin: its dealer and its pair of players."""


def pairings_of_hand(rules: RuleSet, dealer: int, hand_number: int) -> tuple[Pairing, ...]:
    """Partnership gin (RULES.md section 4): the hand's two games, each (its dealer, its
    pair of players). Every player faces a player of the other team; partners sit opposite
    (``RuleSet.teams``), so with opponents changing (option) each player meets one opponent
    in odd hands and the other in even hands. The hand's dealer deals one game and the
    dealer's partner the other."""
    shift = 1 if hand_number % 2 or not rules.partners_change_opponents else rules.players - 1
    pairs = [(seat, (seat + shift) % rules.players) for seat in rules.teams[0]]
    partner = next(seat for seat in rules.team_of(dealer) if seat != dealer)
    return tuple((each, next(pair for pair in pairs if each in pair)) for each in (dealer, partner))


@dataclass(frozen=True)
class Checkpoint:
    """A match as it was (``Match.checkpoint``)."""

    hand_number: int
    games: tuple[tuple[RuleSet, int, HandState], ...]
    """Each game of the hand: its rules, dealer and state."""
    scores: PerSeat
    hands_won: PerSeat
    history: tuple[HandRecord, ...]
    past_events: int
    """How many events the hands before this one had."""
    end_events: tuple[Event, ...]
    result: MatchResult | None


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
        self._first_deal = _first_deal(first_deal, rules)
        seed = seed_from(seed)
        # No seed: a fair one (docs/FAIR_DEALS.md), kept so that the match can be replayed.
        self._seed: int | str = fresh_match_seed() if seed is None else seed
        self._names = _names(names, rules)
        self._scores, self._hands_won = [0] * rules.players, [0] * rules.players
        self._history: list[HandRecord] = []
        dealer, self._cut_events = self._cut()
        self._past_events: list[Event] = []
        self._end_events: list[Event] = []
        self._result: MatchResult | None = None
        self._hand_number = 1
        self._rounds = self._deal(dealer)

    def _cut(self) -> tuple[int, list[Event]]:
        """The first dealer, and the cut that chose them (none for a first deal given)."""
        if self._first_deal is not None:
            return self._first_deal[1], []
        return cut_for_deal(self._seed, self._rules)

    def _deal(self, dealer: int) -> list[Round]:
        rules, number = self._rules, self._hand_number
        if rules.seating != "partners":
            return [Round.deal(rules, dealer=dealer, seed=self.deal_seed_of(number))]
        games = pairings_of_hand(rules, dealer, number)
        return [
            Round.deal(
                rules, dealer=game_dealer, seed=deal_seed(self._seed, number, game, len(games)),
                players=pair,
            )
            for game, (game_dealer, pair) in enumerate(games)
        ]  # fmt: skip

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
        """The seed text game ``game`` (of ``games``) of hand ``hand_number`` is dealt from."""
        if hand_number == 1 and self._first_deal is not None:
            return self._first_deal[0]
        return deal_seed(self._seed, hand_number, game, games)

    @property
    def names(self) -> tuple[str, ...]:
        return self._names

    def rename(self, names: Sequence[str]) -> None:
        """Other names for the same seats: names are for display only (a default name
        follows the player's language), so nothing of the play changes."""
        self._names = _names(names, self._rules)

    @property
    def round(self) -> Round:
        """The hand being played, or the last one once the match is over; in partnership
        gin, the game of the hand's dealer (``rounds`` has both)."""
        return self._rounds[0]

    @property
    def rounds(self) -> tuple[Round, ...]:
        """The games of this hand: one, or in partnership gin the dealer's and the other."""
        return tuple(self._rounds)

    def round_of(self, seat: int) -> Round:
        """The game ``seat`` plays this hand (or watches, sitting out three-handed gin)."""
        return next((hand for hand in self._rounds if seat in hand.players), self._rounds[0])

    @property
    def hand_over(self) -> bool:
        """Every game of this hand has ended."""
        return all(hand.result is not None for hand in self._rounds)

    @property
    def hand_number(self) -> int:
        return self._hand_number

    @property
    def dealer(self) -> int:
        return self._rounds[0].dealer

    @property
    def to_act(self) -> int | None:
        """The seat to act in the hand; None between hands (anyone may deal on). The two
        games of partnership gin go side by side: the one behind in moves is next (each
        of their players may also move on their own turn, ``apply(seat=...)``)."""
        live = [hand for hand in self._rounds if hand.to_act is not None]
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
        now = (event for hand in self._rounds for event in hand.events)
        return (*self._cut_events, *self._past_events, *now, *self._end_events)

    # --- playing -----------------------------------------------------------------------

    def legal_actions(self) -> list[Action]:
        """The legal actions of ``to_act``; between hands, dealing the next one."""
        to_act = self.to_act
        if self._result is not None:
            return []
        if to_act is None:
            return [NextHand()]
        return self.round_of(to_act).legal_actions()

    def apply(self, action: Action, *, seat: int | None = None) -> list[Event]:
        """Play ``action`` in the hand of ``seat`` (by default ``to_act``), or deal the next
        hand; return the new events, unfiltered (``play`` says more).

        ``NextHand`` may be sent by any seat. An illegal action raises
        ``IllegalActionError`` and changes nothing.
        """
        _, games, ended = self._apply(action, seat)
        return [event for events in games.values() for event in events] + ended

    def play(self, action: Action, *, seat: int | None = None) -> Change:
        """``apply``, answered with the ``Change``: who acted, the new events as each seat
        sees them in its own game (the match's end to all), the hand and the scores after,
        whether the hand and the match ended."""
        acted, games, ended = self._apply(action, seat)
        seen = tuple(
            tuple(event.for_seat(viewer) for event in (*games.get(self.round_of(viewer), ()),
                                                       *ended))
            for viewer in self._rules.seats
        )  # fmt: skip
        return Change(action, acted, self._hand_number, self.scores, self.hand_over,
                      self._result is not None, seen)  # fmt: skip

    def _apply(
        self, action: Action, seat: int | None
    ) -> tuple[int | None, dict[Round, list[Event]], list[Event]]:
        """The seat that acted, the new events of each game they happened in, and the
        events of the match's end if the action ended it."""
        if self._result is not None:
            raise refusals.match_over(action)
        if isinstance(action, NextHand):
            self._next_hand(action)
            return seat, {hand: list(hand.events) for hand in self._rounds}, []
        acting = self.to_act if seat is None else seat
        hand = self.round_of(self.dealer if acting is None else acting)
        acted = hand.to_act
        events = hand.apply(action, seat=seat)
        ended = self._record_hand(hand, hand.result) if hand.result is not None else []
        return acted, {hand: events}, ended

    def _record_hand(self, hand: Round, result: RoundResult) -> list[Event]:
        if result.winner is not None:
            # The points go to the side of the player who scored them.
            for seat in self._rules.team_of(result.winner):
                self._scores[seat] += result.points
                self._hands_won[seat] += 1
        # The score sheet's deadwood columns are a hand of two's: one defender.
        showdown = result.showdown
        one = None if showdown is None or len(showdown.defenders) != 1 else showdown
        record = HandRecord(
            self._hand_number, hand.dealer, result.kind, result.winner,
            result.points, result.knocker, self.scores, hand.knock_limit,
            None if one is None else one.knocker_deadwood,
            None if one is None else one.defenders[0].deadwood_points,
            0 if one is None else sum(card.value for card in one.defenders[0].laid_off),
            hand.players, hand.stock_count,
        )  # fmt: skip
        self._history.append(record)
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
        drawn = all(hand.result is not None and hand.result.winner is None for hand in self._rounds)
        last = self._rounds[0].result
        assert last is not None
        for hand in self._rounds:
            self._past_events.extend(hand.events)
        self._hand_number += 1
        self._rounds = self._deal(self._next_dealer(last, drawn))

    def _next_dealer(self, last: RoundResult, drawn: bool) -> int:
        """Next dealer (option): the loser, the winner, or the seat on the dealer's left. In
        three-handed and partnership gin the deal passes left every hand, whoever won."""
        dealer, rules = self.dealer, self._rules
        if drawn or last.winner is None:
            return dealer  # after a drawn hand the same dealer deals again
        if rules.seating != "everyone":
            return rules.next_seat(dealer)
        losers = [seat for seat in rules.seats if seat != last.winner]
        if rules.next_dealer == "loser" and len(losers) == 1:
            return losers[0]
        if rules.next_dealer == "winner":
            return last.winner
        return rules.next_seat(dealer)

    def _finish(self, reached: int) -> list[Event]:
        result = self._match_result(reached)
        events = [
            Event(EventKind.MATCH_BONUS, seat, points=points, label=label)
            for label, pair in (
                ("game", result.game_bonus),
                ("box", result.box_bonus),
                ("shutout", result.shutout_bonus),
            )
            for seat, points in enumerate(pair)
            if points
        ]
        events.append(Event(EventKind.MATCH_WON, result.winner, scores=result.totals))
        self._end_events, self._result = events, result
        return list(events)

    def _match_result(self, reached: int) -> MatchResult:
        """End-of-match bonuses (option): game bonus to ``reached``'s side, the side that
        reached the target; a box bonus per hand won to each; and to ``reached``'s side a
        shutout bonus for each other side that won no hand. The highest total wins; on
        equal totals, the side that reached the target. A side's seats share its figures."""
        scores, won, rules = self.scores, self.hands_won, self._rules
        side = rules.team_of(reached)
        zero = (0,) * rules.players
        game, box, shutout = zero, zero, zero
        if rules.end_bonuses:
            game = self._for_side(side, rules.game_bonus)
            box = tuple(hands * rules.box_bonus for hands in won)
            shut_out = sum(1 for team in rules.teams if team != side and won[team[0]] == 0)
            shutout = self._for_side(side, rules.shutout_bonus * shut_out)
        totals = tuple(sum(parts) for parts in zip(scores, game, box, shutout, strict=True))
        winner = max(rules.seats, key=lambda seat: (totals[seat], seat in side))
        return MatchResult(winner, reached, scores, game, box, shutout, totals, won)

    def _for_side(self, side: tuple[int, ...], points: int) -> PerSeat:
        """``points`` for each seat of ``side``, nothing for the others."""
        return tuple(points if other in side else 0 for other in self._rules.seats)

    # --- taking back -------------------------------------------------------------------

    def checkpoint(self) -> Checkpoint:
        """The match as it is now, to come back to (``return_to``): the state of each game
        of the hand and what the match keeps between hands; cheap enough for every move
        (no copy of the events of earlier hands, no conversion to data)."""
        return Checkpoint(
            self._hand_number,
            tuple((hand.rules, hand.dealer, hand.state()) for hand in self._rounds),
            self.scores, self.hands_won, self.history, len(self._past_events),
            tuple(self._end_events), self._result,
        )  # fmt: skip

    def return_to(self, checkpoint: Checkpoint) -> None:
        """Back to the match as it was at ``checkpoint`` (taken of this match, in this hand
        or an earlier one): every move since is undone."""
        self._hand_number = checkpoint.hand_number
        self._rounds = [Round.restore(*game) for game in checkpoint.games]
        self._scores, self._hands_won = list(checkpoint.scores), list(checkpoint.hands_won)
        self._history = list(checkpoint.history)
        del self._past_events[checkpoint.past_events :]
        self._end_events, self._result = list(checkpoint.end_events), checkpoint.result

    # --- views -------------------------------------------------------------------------

    def view(self, seat: int) -> PlayerView:
        """The hand as ``seat`` sees it, with the score sheet; between hands, every seat
        may ask for ``NextHand``."""
        base = self.round_of(checked_seat(seat, self._rules)).view(seat)
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
        """``seat``'s moves: its own in its game on its turn; anyone's NextHand between hands."""
        if self._result is not None:
            return ()
        if self.hand_over:
            return (NextHand(),)
        hand = self.round_of(seat)
        return tuple(hand.legal_actions()) if hand.to_act == seat else ()

    def _side_game(self, seat: int) -> PlayerView | None:
        """Partnership gin: the other game of the hand, as ``seat`` sees it from beside it."""
        own = self.round_of(seat)
        others = [hand for hand in self._rounds if hand is not own]
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
            "round": self._rounds[0].to_dict(),
            "side_rounds": [hand.to_dict() for hand in self._rounds[1:]],
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
        match._first_deal = _first_deal(None if given is None else tuple(given), match._rules)
        match._seed = _match_seed(data["seed"])
        match._names = _names(data["names"], match._rules)
        match._hand_number = whole(data["hand_number"])
        match._scores = list(per_seat(data["scores"]))
        match._hands_won = list(per_seat(data["hands_won"]))
        match._history = [HandRecord.from_dict(record) for record in data["history"]]
        match._cut_events = [Event.from_dict(event) for event in data["cut_events"]]
        match._past_events = [Event.from_dict(event) for event in data["past_events"]]
        sides = data.get("side_rounds", [])
        match._rounds = [Round.from_dict(hand) for hand in (data["round"], *sides)]
        match._end_events = [Event.from_dict(event) for event in data["end_events"]]
        result = data["result"]
        match._result = None if result is None else MatchResult.from_dict(result)
        if match._cut_events != match._cut()[1]:
            raise ValueError("the cut for the first deal is not the match's")
        check_past_events(match._rules, match._hand_number, len(match._rounds), match._past_events)
        _check_match(match)
        return match

    def check_adds_up(self) -> None:
        """Raise ValueError unless the match adds up as a match of the game's own play
        does (``match_checks``): the hand in play is what its seed deals and its moves
        leave, and the scores are those of its score sheet. A match read from a file is
        checked so; one rigged for a test or a puzzle (a hand dealt from a given deck,
        scores set) is not."""
        check_score_sheet(self)
        check_played_games(self)


def _first_deal(given: object, rules: RuleSet) -> tuple[str, int] | None:
    """A first deal given: (seed text, dealer), in a game of one table."""
    if given is None:
        return None
    if not isinstance(given, tuple) or len(given) != 2:
        raise ValueError(f"a first deal is a seed text and a dealer, not {given!r}")
    text, dealer = given
    if not isinstance(text, str) or isinstance(dealer, bool) or dealer not in rules.seats:
        raise ValueError(f"a first deal is a seed text and a dealer seat, not {given!r}")
    if rules.seating == "partners":
        raise ValueError("a partnership hand is two games: it cannot be dealt again alone")
    return text, dealer


def _match_seed(value: object) -> int | str:
    seed = seed_from(value)
    if seed is None:
        raise ValueError("not a saved match: it has no seed")
    return seed


def _names(names: Sequence[str] | None, rules: RuleSet) -> tuple[str, ...]:
    """One name per seat: those given (``names.check_names``), or Player 1, Player 2..."""
    if names is None:
        return tuple(f"Player {seat + 1}" for seat in rules.seats)
    return check_names(names, rules.players)


def _check_match(match: Match) -> None:
    """Raise ValueError unless ``match`` is a state that play can reach."""
    rules = match.rules
    for hand in match.rounds:
        if hand.rules != rules:
            raise ValueError("the hand is played by other rules than the match")
    _check_games(match)
    if match.hand_number < 1 or len(match.history) > match.hand_number * len(match.rounds):
        raise ValueError("the match's record of hands does not fit its hand number")
    if len(match.scores) != rules.players or len(match.hands_won) != rules.players:
        raise ValueError(f"a match of {rules.players} has a score for each of them")
    for seat in rules.seats:
        if match.scores[seat] < 0 or match.hands_won[seat] < 0:
            raise ValueError("a score is never negative")
    for team in rules.teams:
        if len({(match.scores[seat], match.hands_won[seat]) for seat in team}) != 1:
            raise ValueError("partners share one score")
    # Partnership gin: a game may end past the target while the other game plays on.
    reached = max(match.scores) >= rules.target_score
    ended = [hand.result is not None for hand in match.rounds]
    if match.is_over != (reached and all(ended)) or (reached and not any(ended)):
        raise ValueError("a match is over exactly when a score has reached the target")


def _check_games(match: Match) -> None:
    """One game a hand; in partnership gin two, which every seat plays once between them,
    dealt by the hand's dealer and the dealer's partner."""
    rules, games = match.rules, match.rounds
    if rules.seating != "partners":
        if len(games) != 1:
            raise ValueError("a hand of this game is one game")
        return
    played = sorted(seat for hand in games for seat in hand.players)
    dealers = {hand.dealer for hand in games}
    dealt_by_a_side = dealers == set(rules.team_of(match.dealer))
    if len(games) != 2 or played != list(rules.seats) or not dealt_by_a_side:
        raise ValueError("a hand of partnership gin is two games, every player in one of them")
