"""What one hand holds, and what may be read of it (the state machine is ``hand.py``).

A hand knows every card's place: each seat's cards, the stock, the discard pile, the
cards seen taken, the knocker's melds and what was laid off on them, and every event.
Everyone may read whose turn it is, the pile, the counts and the table; a seat's own
cards and the stock are read only by the engine, tests and tools, and a player sees
the hand through ``view(seat)``.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from .actions import Action, Melds
from .cards import Card, Deck
from .events import Event, EventKind, HandResult
from .phase import Phase
from .rules import RuleSet, defenders_of, hand_players
from .saved import Seed
from .scoring import hand_knock_limit, hand_multiplier
from .solver import solver_for

__all__ = ["HandBase"]


class HandBase:
    """One hand's cards, events and turn, and their reading; ``Hand`` plays it.

    This object is omniscient (it holds every hand and the stock); players, the UI and the
    AI look through ``view(seat)`` instead.
    """

    def __init__(
        self,
        rules: RuleSet,
        dealer: int,
        hands: Sequence[Sequence[Card]],
        stock_top_last: Sequence[Card],
        upcard: Card,
        seed: Seed = None,
        players: Sequence[int] | None = None,
    ) -> None:
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
        self._result: HandResult | None = None
        self._legal: tuple[Action, ...] | None = None

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
    def result(self) -> HandResult | None:
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

    @property
    def stock_only(self) -> bool:
        """Every seat passed the first upcard, and the first draw is not made yet."""
        return self._stock_only

    def _remove_from_hand(self, card: Card) -> None:
        seat = self._seat()
        self._hands[seat].remove(card)
        if card in self._known[seat]:
            self._known[seat].remove(card)
        self._taken = None

    def _end(self, result: HandResult) -> None:
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
        self._events.append(Event(kind=kind, seat=seat, cards=tuple(cards), count=count, **fields))

    def __repr__(self) -> str:
        return (
            f"<Hand {self._phase.value} to_act={self._to_act} dealer={self.dealer} "
            f"stock={len(self._stock)} top={self._pile[-1] if self._pile else None}>"
        )
