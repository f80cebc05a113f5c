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
this module only decides whose turn it is and what is allowed: the deal and the turns
here, the knock, lay-offs and score in ``hand_showdown``, what the hand holds and who may
read it in ``hand_base``.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from . import refusals
from .actions import Action, BigGin, Discard, DrawDiscard, DrawStock, Knock, PassUpcard, malformed
from .cards import Card, Deck, mask_of, quote
from .consistency import check_hand
from .deck_order import deck_order
from .events import Event, EventKind, HandKind, HandResult, seed_from
from .fair_shuffle import commitment, deck_seed
from .hand_showdown import HandShowdown
from .phase import Phase
from .rules import HAND_SIZE, WALL, RuleSet, checked_rules, checked_seat, hand_players
from .saved import HandState, Seed, state_from_dict, state_to_dict
from .view import PlayerView

__all__ = ["HAND_SIZE", "WALL", "Hand", "HandKind", "HandResult", "Phase", "Seed"]


class Hand(HandShowdown):
    """One hand: the deal, the turns and the showdown, with every card's place known.

    This object is omniscient (it holds every hand and the stock); players, the UI and the
    AI look through ``view(seat)`` instead. Build one with ``Hand.deal`` or
    ``Hand.from_dict``. What it holds and lets read is ``HandBase``'s; its knock, lay-offs
    and scoring are ``HandShowdown``'s.
    """

    @classmethod
    def deal(
        cls,
        rules: RuleSet | None = None,
        *,
        dealer: int = 0,
        seed: Seed = None,
        deck: Sequence[Card] | str | None = None,
        players: Sequence[int] | None = None,
    ) -> Hand:
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
            EventKind.UPCARD_TURNED,
            None,
            (upcard,),
            knock_limit=hand.knock_limit,
            multiplier=hand.multiplier,
        )
        return hand

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

    def _discard(self, card: Card) -> None:
        seat = self._seat()
        self._remove_from_hand(card)
        self._pile.append(card)
        self._emit(EventKind.DISCARDED, seat, (card,))
        if len(self._stock) <= WALL:
            # The two-card wall: the player who drew the third-last card discarded without
            # knocking, so the hand is a draw and nobody scores.
            self._emit(EventKind.HAND_DRAWN, seat, count=len(self._stock))
            self._end(HandResult(kind=HandKind.DRAW, winner=None, points=0))
        else:
            self._phase, self._to_act = Phase.DRAW, self.next_player(seat)

    # --- ENDED -------------------------------------------------------------------------

    def _legal_ended(self) -> list[Action]:
        return []

    def _apply_ended(self, action: Action) -> None:
        raise refusals.wrong_phase(action, self._phase)

    # --- views -------------------------------------------------------------------------

    def view(self, seat: int) -> PlayerView:
        """What ``seat`` may know, and nothing else (the rules of it are in ``view.py``)."""
        return PlayerView.of_hand(self, checked_seat(seat, self.rules))

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
    def from_dict(cls, data: Mapping[str, Any]) -> Hand:
        """Rebuild a saved hand; a malformed or inconsistent one raises ValueError."""
        rules, dealer, state = state_from_dict(data)
        try:
            return cls.restore(rules, dealer, state)
        except (KeyError, TypeError, IndexError, AttributeError) as error:
            raise ValueError(f"not a saved hand: {quote(error)}") from error

    def state(self) -> HandState:
        """Where every card of the hand is, and whose move it is (``restore`` reads it)."""
        return HandState(
            seed=self.seed,
            hands=tuple(tuple(cards) for cards in self._hands),
            stock=tuple(self._stock),
            first_upcard=self.first_upcard,
            discard_pile=tuple(self._pile),
            phase=self._phase,
            to_act=self._to_act,
            taken_card=self._taken,
            known=tuple(tuple(known) for known in self._known),
            stock_only=self._stock_only,
            knocker=self._knocker,
            knock_discard=self._knock_discard,
            declared_melds=self._declared,
            table_melds=tuple(self._table),
            placements=tuple(self._placements),
            events=tuple(self._events),
            result=self._result,
            players=self.players,
        )

    @classmethod
    def restore(cls, rules: RuleSet, dealer: int, state: HandState) -> Hand:
        """A hand in the middle of play, from its state (``saved.py`` reads one from a
        saved hand); raises ValueError unless every card of the deck is in one place."""
        hand = cls(
            rules,
            dealer,
            state.hands,
            state.stock,
            state.first_upcard,
            state.seed,
            state.players,
        )
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
