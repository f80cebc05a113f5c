"""One hand of Gin Rummy as a state machine (RULES.md section 1).

Seats are 0 to n - 1 in turn order; the next seat (``RuleSet.next_seat``) is on the left.
The hand's ``players`` are the seats that play it, in turn order from the dealer's left:
every seat in gin and Ginski, the two beside the dealer in three-handed gin, one pair of
opponents in each game of partnership gin. The deal and the first upcard go round the
players from the dealer's left, the turn passes to the next player, and after a knock each
other player lays off in turn, each defender scored on their own.

The hand moves through the phases of ``Phase``. For each phase there is one pair of
methods, ``_legal_<phase>`` (what may be done) and ``_apply_<phase>`` (do it), and each
``_apply_*`` sets the next phase and seat itself, so the flow of a hand reads top to
bottom. ``apply()`` is the checked entry point: it validates first and changes nothing
when it refuses. Meld arithmetic and scoring live in ``melds``, ``layoff`` and ``scoring``;
this module only decides whose turn it is and what is allowed.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from . import refusals
from .actions import (
    Action,
    BigGin,
    Discard,
    DrawDiscard,
    DrawStock,
    FinishLayoffs,
    Knock,
    LayOff,
    Melds,
    PassUpcard,
    malformed,
)
from .cards import Card, Deck, mask_of, quote
from .consistency import check_hand
from .deck_order import deck_order
from .errors import MeldError
from .events import Event, EventKind, RoundKind, RoundResult, laid_off_by_seat, seed_from
from .fair_shuffle import commitment, deck_seed
from .layoff import targets
from .phase import Phase
from .rules import (
    HAND_SIZE,
    WALL,
    RuleSet,
    checked_rules,
    checked_seat,
    defenders_of,
    hand_players,
)
from .saved import HandState, Seed, state_from_dict, state_to_dict
from .scoring import hand_knock_limit, hand_multiplier
from .showdown import score_table_showdown
from .solver import check_melds, solver_for
from .view import PlayerView

__all__ = ["HAND_SIZE", "WALL", "Phase", "Round", "RoundKind", "RoundResult", "Seed"]


class Round:
    """One hand: the deal, the turns and the showdown, with every card's place known.

    This object is omniscient (it holds every hand and the stock); players, the UI and the
    AI look through ``view(seat)`` instead. Build one with ``Round.deal`` or
    ``Round.from_dict``.
    """

    def __init__(
        self, rules: RuleSet, dealer: int, hands: Sequence[Sequence[Card]],
        stock_top_last: Sequence[Card], upcard: Card, seed: Seed = None,
        players: Sequence[int] | None = None,
    ) -> None:  # fmt: skip
        """The state right after a deal, before any event; see ``deal``. ``hands`` has a
        hand for every seat, empty for a seat that does not play this hand.

        ``rules``, ``dealer``, ``seed``, ``first_upcard``, ``knock_limit`` (the rule set's,
        or in Oklahoma the upcard's value) and ``multiplier`` are fixed for the hand:
        read them, never assign them.
        """
        if len(hands) != rules.players:
            raise ValueError(
                f"{rules.players} players need {rules.players} hands, not {len(hands)}"
            )
        self.rules, self.dealer, self.seed = rules, dealer, seed
        self.players = hand_players(rules, dealer, players)
        self._deck, self._solver = Deck.named(rules.deck), solver_for(rules)
        self._hands = tuple(list(cards) for cards in hands)
        self._stock = list(stock_top_last)
        self._pile = [upcard]
        self.first_upcard = upcard
        self.knock_limit = hand_knock_limit(rules, upcard)
        self.multiplier = hand_multiplier(rules, upcard)
        # First upcard (option): offered from the dealer's left before anyone touches the stock.
        self._phase = Phase.FIRST_UPCARD if rules.first_upcard_offer else Phase.DRAW
        self._to_act: int | None = self.players[0]
        self._taken: Card | None = None
        self._known: tuple[list[Card], ...] = tuple([] for _ in self._hands)
        self._stock_only = False
        self._deck_seed: bytes | None = None
        self._knocker: int | None = None
        self._knock_discard: Card | None = None
        self._declared: Melds = ()
        self._table: list[tuple[Card, ...]] = []
        self._placements: list[tuple[Card, int]] = []
        self._events: list[Event] = []
        self._seen: tuple[list[Event], ...] = tuple(
            [] for _ in self._hands
        )  # as each seat saw them
        self._result: RoundResult | None = None
        self._legal: tuple[Action, ...] | None = None

    @classmethod
    def deal(
        cls,
        rules: RuleSet | None = None,
        *,
        dealer: int = 0,
        seed: Seed = None,
        deck: Sequence[Card] | str | None = None,
        players: Sequence[int] | None = None,
    ) -> Round:
        """Deal a hand from ``deck`` (every card of the rules' deck, top first) or a deck
        shuffled from ``seed`` (``deck_order``), so that a seed replays the same deal.

        Ten cards each, one at a time, round the players from the dealer's left; the next
        card is the upcard and the rest, in order, is the stock (with two players,
        ``deck[21]`` is drawn first). ``players`` are the seats that play the hand (see
        ``hand_players``); by default those the rules seat for this dealer.
        """
        rules = checked_rules(rules)
        seed = seed_from(seed)
        if isinstance(dealer, bool) or not isinstance(dealer, int) or dealer not in rules.seats:
            raise ValueError(f"the dealer is a seat, 0 to {rules.players - 1}, not {quote(dealer)}")
        cards, fair = deck_order(seed, deck, Deck.named(rules.deck))
        order = hand_players(rules, dealer, players)
        hands: list[list[Card]] = [[] for _ in rules.seats]
        dealt = len(order) * HAND_SIZE
        for i in range(dealt):
            hands[order[i % len(order)]].append(cards[i])
        upcard = cards[dealt]
        stock = cards[dealt + 1 :][::-1]
        hand = cls(rules, dealer, hands, stock, upcard, seed, order)
        hand._deck_seed = fair  # revealed once the hand has ended (``_end``)
        hand._emit(EventKind.DEAL, dealer, count=HAND_SIZE, label=commitment(fair) if fair else "")
        hand._emit(
            EventKind.UPCARD_TURNED, None, (upcard,),
            knock_limit=hand.knock_limit, multiplier=hand.multiplier,
        )  # fmt: skip
        return hand

    # --- what everyone may read -------------------------------------------------------

    @property
    def seats(self) -> range:
        """Every seat at the table, 0 to n - 1 in turn order."""
        return self.rules.seats

    @property
    def defenders(self) -> tuple[int, ...]:
        """After a knock: every other player, in turn order from the knocker's left."""
        return defenders_of(self.players, self._knocker)

    @property
    def non_dealer(self) -> int:
        """The player on the dealer's left, first offered the upcard and first to play."""
        return self.players[0]

    def next_player(self, seat: int) -> int:
        """The player after ``seat`` in turn order: the next to play or be offered a card."""
        return self.players[(self.players.index(seat) + 1) % len(self.players)]

    @property
    def phase(self) -> Phase:
        return self._phase

    @property
    def to_act(self) -> int | None:
        """The seat whose move it is; None once the hand has ended."""
        return self._to_act

    @property
    def discard_pile(self) -> tuple[Card, ...]:
        """Top card last."""
        return tuple(self._pile)

    @property
    def stock_count(self) -> int:
        return len(self._stock)

    @property
    def knocker(self) -> int | None:
        return self._knocker

    @property
    def declared_melds(self) -> Melds:
        return self._declared

    @property
    def table_melds(self) -> Melds:
        """The knocker's melds with the cards laid off on them so far."""
        return tuple(self._table)

    @property
    def placements(self) -> tuple[tuple[Card, int], ...]:
        return tuple(self._placements)

    @property
    def events(self) -> tuple[Event, ...]:
        """Every event of the hand, unfiltered (private cards included)."""
        return tuple(self._events)

    @property
    def result(self) -> RoundResult | None:
        return self._result

    @property
    def taken_card(self) -> Card | None:
        """The card the player to act took from the pile this turn, if any."""
        return self._taken

    # --- hidden information: for the engine, tests and tools, never for a player ------

    def hand(self, seat: int) -> tuple[Card, ...]:
        return tuple(self._hands[seat])

    def known_cards(self, seat: int) -> tuple[Card, ...]:
        """Cards ``seat`` took from the discard pile and still holds (public knowledge)."""
        return tuple(self._known[seat])

    @property
    def stock(self) -> tuple[Card, ...]:
        """The stock, top card last. Secret: never show it to a player."""
        return tuple(self._stock)

    @property
    def knock_discard(self) -> Card | None:
        """The knocker's face-down discard. Secret from the defender."""
        return self._knock_discard

    # --- the checked interface ---------------------------------------------------------

    def legal_actions(self) -> list[Action]:
        """Every legal action of the seat to act; knocks are listed with ``melds=None``.

        Kept until the next move: the UI, the view and the AI all ask for the same list.
        """
        if self._legal is None:
            self._legal = tuple(self._phase_methods()[0]())
        return list(self._legal)

    def apply(self, action: Action, *, seat: int | None = None) -> list[Event]:
        """Validate and play ``action``; return the events it caused.

        ``seat``, when given, must be the seat to act. An illegal action, or anything that
        is not a well-formed action, raises ``IllegalActionError`` and leaves the hand
        exactly as it was.
        """
        if malformed(action, self._deck):
            raise refusals.not_an_action(action)
        if seat is not None and seat != self._to_act:
            raise refusals.not_your_turn(action)
        start = len(self._events)
        self._phase_methods()[1](action)  # raises before changing anything
        self._legal = None
        return self._events[start:]

    def _phase_methods(self) -> tuple[Callable[[], list[Action]], Callable[[Action], None]]:
        return {
            Phase.FIRST_UPCARD: (self._legal_first_upcard, self._apply_first_upcard),
            Phase.DRAW: (self._legal_draw, self._apply_draw),
            Phase.DISCARD: (self._legal_discard, self._apply_discard),
            Phase.LAYOFF: (self._legal_lay_off, self._apply_lay_off),
            Phase.ENDED: (self._legal_ended, self._apply_ended),
        }[self._phase]

    # --- FIRST_UPCARD ------------------------------------------------------------------

    def _legal_first_upcard(self) -> list[Action]:
        return [DrawDiscard(), PassUpcard()]

    def _apply_first_upcard(self, action: Action) -> None:
        if isinstance(action, DrawDiscard):
            # Whoever takes the upcard discards, and the turn passes to their left.
            self._take_from_pile()
        elif isinstance(action, PassUpcard):
            self._emit(EventKind.UPCARD_PASSED, self._seat())
            if self._to_act != self.players[-1]:
                # Offered round the table: the player on the left may take it or pass.
                self._to_act = self.next_player(self._seat())
            else:
                # All passed, the dealer's part last: the dealer's left draws from the stock.
                self._phase, self._to_act, self._stock_only = Phase.DRAW, self.non_dealer, True
        else:
            raise refusals.wrong_phase(action, self._phase)

    # --- DRAW --------------------------------------------------------------------------

    def _legal_draw(self) -> list[Action]:
        # After all passed the first upcard, the first draw is from the stock.
        if self._stock_only or not self._pile:
            return [DrawStock()]
        return [DrawStock(), DrawDiscard()]

    def _apply_draw(self, action: Action) -> None:
        if isinstance(action, DrawStock):
            card = self._stock.pop()
            self._hands[self._seat()].append(card)
            self._taken, self._stock_only, self._phase = None, False, Phase.DISCARD
            self._emit(EventKind.DREW_STOCK, self._seat(), (card,), private=True)
        elif isinstance(action, DrawDiscard) and self._stock_only:
            raise refusals.stock_only(action)
        elif isinstance(action, DrawDiscard) and self._pile:
            self._take_from_pile()
        else:
            raise refusals.wrong_phase(action, self._phase)

    def _take_from_pile(self) -> None:
        seat, card = self._seat(), self._pile.pop()
        self._hands[seat].append(card)
        self._known[seat].append(card)  # the whole table saw it taken
        self._taken, self._stock_only, self._phase = card, False, Phase.DISCARD
        self._emit(EventKind.DREW_DISCARD, seat, (card,))

    # --- DISCARD -----------------------------------------------------------------------

    def _legal_discard(self) -> list[Action]:
        hand, banned = self._hands[self._seat()], self._banned_card()
        mask, deadwood = mask_of(hand), self._solver.deadwood
        options = {card: deadwood(mask ^ card.bit) for card in hand}
        actions: list[Action] = [Discard(card) for card in hand if card != banned]
        actions += [
            Knock(card) for card in hand if card != banned and options[card] <= self.knock_limit
        ]
        # Eleven melded cards leave gin whatever end card goes, so a zero is necessary.
        big_gin = self.rules.big_gin_enabled and min(options.values()) == 0
        if big_gin and deadwood(mask) == 0:
            actions.append(BigGin())
        return actions

    def _apply_discard(self, action: Action) -> None:
        if isinstance(action, Discard):
            self._check_discard(action.card, action)
            self._discard(action.card)
        elif isinstance(action, Knock):
            self._check_discard(action.card, action)
            self._knock(action)
        elif isinstance(action, BigGin):
            self._big_gin(action)
        else:
            raise refusals.wrong_phase(action, self._phase)

    def _banned_card(self) -> Card | None:
        """A card taken from the discard pile may not go back this turn (option)."""
        return self._taken if self.rules.forbid_discarding_taken_card else None

    def _check_discard(self, card: Card, action: Action) -> None:
        """The knock discard is a discard too: the same two rules apply to it."""
        if card not in self._hands[self._seat()]:
            raise refusals.not_held(action, card)
        if card == self._banned_card():
            raise refusals.taken_this_turn(action, card)

    def _remove_from_hand(self, card: Card) -> None:
        seat = self._seat()
        self._hands[seat].remove(card)
        if card in self._known[seat]:
            self._known[seat].remove(card)
        self._taken = None

    def _discard(self, card: Card) -> None:
        seat = self._seat()
        self._remove_from_hand(card)
        self._pile.append(card)
        self._emit(EventKind.DISCARDED, seat, (card,))
        if len(self._stock) <= WALL:
            # The two-card wall: the player who drew the third-last card discarded without
            # knocking, so the hand is a draw and nobody scores.
            self._emit(EventKind.HAND_DRAWN, seat, count=len(self._stock))
            self._end(RoundResult(RoundKind.DRAW, None, 0))
        else:
            self._phase, self._to_act = Phase.DRAW, self.next_player(seat)

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

    # --- ENDED -------------------------------------------------------------------------

    def _legal_ended(self) -> list[Action]:
        return []

    def _apply_ended(self, action: Action) -> None:
        raise refusals.wrong_phase(action, self._phase)

    # --- the showdown ------------------------------------------------------------------

    def _score(self) -> None:
        """Score by ``score_table_showdown``, the one scorer, with every defender's
        lay-offs in the order made, so that the hand's score always equals its."""
        knocker, defenders = self._seat_of_knocker(), self.defenders
        played = laid_off_by_seat(self._events, defenders)
        showdown = score_table_showdown(
            self.hand(knocker),
            [[*self._hands[seat], *(card for card, _ in played[seat])] for seat in defenders],
            self.rules, knocker_melds=self._declared, placements=list(played.values()),
            knock_limit=self.knock_limit, multiplier=self.multiplier,
        )  # fmt: skip
        for seat, shown in zip(defenders, showdown.defenders, strict=True):
            self._emit(EventKind.MELDS_SHOWN, seat, shown.deadwood, melds=shown.melds,
                       deadwood=shown.deadwood_points)  # fmt: skip
        winner = knocker if showdown.knocker_won else defenders[showdown.winner - 1]
        kind, points = RoundKind(showdown.kind.value), showdown.points
        self._emit(EventKind.HAND_SCORED, winner, points=points, label=kind.value)
        self._end(RoundResult(kind, winner, points, knocker, showdown))

    def _end(self, result: RoundResult) -> None:
        self._result, self._phase, self._to_act, self._taken = result, Phase.ENDED, None, None
        if self._deck_seed is not None:  # the fair deal's seed, committed to at the deal
            self._emit(EventKind.DECK_SEED, None, label=self._deck_seed.hex())

    # --- helpers -----------------------------------------------------------------------

    def _seat(self) -> int:
        assert self._to_act is not None, "no seat acts once the hand has ended"
        return self._to_act

    def _seat_of_knocker(self) -> int:
        assert self._knocker is not None, "scoring needs a knocker"
        return self._knocker

    def _emit(
        self, kind: EventKind, seat: int | None, cards: Sequence[Card] = (), **fields: Any
    ) -> None:
        count = fields.pop("count", len(cards))
        self._events.append(Event(kind, seat, tuple(cards), count, **fields))

    # --- views -------------------------------------------------------------------------

    def view(self, seat: int) -> PlayerView:
        """What ``seat`` may know, and nothing else (the rules of it are in ``view.py``)."""
        return PlayerView.of_round(self, checked_seat(seat, self.rules))

    def events_seen_by(self, seat: int) -> tuple[Event, ...]:
        """The events with the other seat's private cards hidden, each converted once."""
        seen = self._seen[seat]
        seen.extend(event.for_seat(seat) for event in self._events[len(seen) :])
        return tuple(seen)

    # --- saving ------------------------------------------------------------------------

    def to_dict(self) -> dict[str, Any]:
        """Plain data that ``from_dict`` turns back into an identical hand (``saved.py``)."""
        return state_to_dict(self.rules, self.dealer, self.state())

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Round:
        """Rebuild a saved hand; a malformed or inconsistent one raises ValueError."""
        rules, dealer, state = state_from_dict(data)
        try:
            return cls.restore(rules, dealer, state)
        except (KeyError, TypeError, IndexError, AttributeError) as error:
            raise ValueError(f"not a saved hand: {quote(error)}") from error

    def state(self) -> HandState:
        """Where every card of the hand is, and whose move it is (``restore`` reads it)."""
        return HandState(
            self.seed, tuple(tuple(cards) for cards in self._hands), tuple(self._stock),
            self.first_upcard, tuple(self._pile), self._phase, self._to_act, self._taken,
            tuple(tuple(known) for known in self._known), self._stock_only, self._knocker,
            self._knock_discard, self._declared, tuple(self._table), tuple(self._placements),
            tuple(self._events), self._result, self.players,
        )  # fmt: skip

    @classmethod
    def restore(cls, rules: RuleSet, dealer: int, state: HandState) -> Round:
        """A hand in the middle of play, from its state (``saved.py`` reads one from a
        saved hand); raises ValueError unless every card of the deck is in one place."""
        hand = cls(
            rules, dealer, state.hands, state.stock, state.first_upcard, state.seed,
            state.players,
        )  # fmt: skip
        hand._pile, hand._phase, hand._to_act = list(state.discard_pile), state.phase, state.to_act
        fair = any(event.kind == EventKind.DEAL and event.label for event in state.events)
        hand._deck_seed = deck_seed(state.seed) if fair else None  # committed at its deal
        hand._taken, hand._stock_only = state.taken_card, state.stock_only
        hand._known = tuple(list(known) for known in state.known)
        hand._knocker, hand._knock_discard = state.knocker, state.knock_discard
        hand._declared, hand._table = state.declared_melds, list(state.table_melds)
        hand._placements, hand._events = list(state.placements), list(state.events)
        hand._result = state.result
        if len(state.known) != len(state.hands):
            raise ValueError(f"a saved hand knows the cards of {len(state.known)} seats, not all")
        check_hand(rules, hand.state())
        return hand

    @property
    def stock_only(self) -> bool:
        """Every seat passed the first upcard, and the first draw is not made yet."""
        return self._stock_only

    def __repr__(self) -> str:
        return (
            f"<Round {self._phase.value} to_act={self._to_act} dealer={self.dealer} "
            f"stock={len(self._stock)} top={self._pile[-1] if self._pile else None}>"
        )
