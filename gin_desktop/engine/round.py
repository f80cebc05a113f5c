"""One hand of two-player Gin Rummy as a state machine (RULES.md section 1).

The hand moves through the phases of ``Phase``. For each phase there is one pair of
methods, ``_legal_<phase>`` (what may be done) and ``_apply_<phase>`` (do it), and each
``_apply_*`` sets the next phase and seat itself, so the flow of a hand reads top to
bottom. ``apply()`` is the checked entry point: it validates first and changes nothing
when it refuses. Meld arithmetic and scoring live in ``melds``, ``layoff`` and ``scoring``;
this module only decides whose turn it is and what is allowed.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from enum import StrEnum
from functools import lru_cache
from typing import Any

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
    card_from,
    describe_action,
    melds_from_lists,
    melds_to_lists,
)
from .cards import CARDS, Card, mask_of, parse_cards, shuffled_deck
from .errors import IllegalActionError
from .events import (
    Event,
    EventKind,
    RoundKind,
    RoundResult,
    card_or_none,
    card_strs,
    cards_from,
    placements_from,
)
from .layoff import lay_off_targets
from .melds import best_arrangement, check_melds, deadwood_points, knock_options
from .rules import RuleSet
from .scoring import hand_knock_limit, hand_multiplier, score_showdown
from .view import PlayerView

__all__ = ["HAND_SIZE", "WALL", "Phase", "Round", "RoundKind", "RoundResult", "Seed"]

Seed = int | str | None
HAND_SIZE = 10
#: The two-card wall: a discard that leaves this many stock cards or fewer ends the hand.
WALL = 2


class Phase(StrEnum):
    """Where a hand stands; the seat to act is ``Round.to_act``."""

    FIRST_UPCARD = "first_upcard"
    """The first upcard is offered: non-dealer, then dealer, may take it or pass."""
    DRAW = "draw"
    """The player to act draws from the stock or the discard pile."""
    DISCARD = "discard"
    """The player to act holds eleven cards: discard, knock, or declare big gin."""
    LAYOFF = "layoff"
    """After a knock (not gin): the defender lays off cards, then finishes."""
    ENDED = "ended"
    """The hand is over; ``Round.result`` says how."""


_PHASE_HINTS = {
    Phase.FIRST_UPCARD: "the first upcard is on offer, so take it or pass",
    Phase.DRAW: "draw a card first, from the stock or the discard pile",
    Phase.DISCARD: "you have drawn, so discard a card or knock",
    Phase.LAYOFF: "lay off cards on the knocker's melds, or finish",
    Phase.ENDED: "the hand is over",
}


class Round:
    """One hand: the deal, the turns and the showdown, with every card's place known.

    This object is omniscient (it holds both hands and the stock); players, the UI and the
    AI look through ``view(seat)`` instead. Build one with ``Round.deal`` or
    ``Round.from_dict``.
    """

    def __init__(
        self, rules: RuleSet, dealer: int, hands: Sequence[Sequence[Card]],
        stock_top_last: Sequence[Card], upcard: Card, seed: Seed = None,
    ) -> None:  # fmt: skip
        """The state right after a deal, before any event; see ``deal``.

        ``rules``, ``dealer``, ``seed``, ``first_upcard``, ``knock_limit`` (the rule set's,
        or in Oklahoma the upcard's value) and ``multiplier`` are fixed for the hand:
        read them, never assign them.
        """
        self.rules, self.dealer, self.seed = rules, dealer, seed
        self._hands = (list(hands[0]), list(hands[1]))
        self._stock = list(stock_top_last)
        self._pile = [upcard]
        self.first_upcard = upcard
        self.knock_limit = hand_knock_limit(rules, upcard)
        self.multiplier = hand_multiplier(rules, upcard)
        # First upcard (option): offered to the non-dealer before anyone touches the stock.
        self._phase = Phase.FIRST_UPCARD if rules.first_upcard_offer else Phase.DRAW
        self._to_act: int | None = 1 - dealer
        self._taken: Card | None = None
        self._known: tuple[list[Card], list[Card]] = ([], [])
        self._stock_only = False
        self._knocker: int | None = None
        self._knock_discard: Card | None = None
        self._declared: Melds = ()
        self._table: list[tuple[Card, ...]] = []
        self._placements: list[tuple[Card, int]] = []
        self._events: list[Event] = []
        self._seen: tuple[list[Event], list[Event]] = ([], [])  # the events as each seat saw them
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
    ) -> Round:
        """Deal a hand from ``deck`` (52 cards, top first) or a deck shuffled by
        ``random.Random(seed)``, so that a seed replays the same deal.

        Ten cards each, one at a time, non-dealer first; the next card is the upcard and
        the rest, in order, is the stock (``deck[21]`` is drawn first).
        """
        if dealer not in (0, 1):
            raise ValueError(f"the dealer is seat 0 or 1, not {dealer!r}")
        rules = rules or RuleSet()
        cards = _full_deck(deck) if deck is not None else shuffled_deck(random.Random(seed))
        non_dealer = 1 - dealer
        hands: tuple[list[Card], list[Card]] = ([], [])
        for i in range(2 * HAND_SIZE):
            hands[non_dealer if i % 2 == 0 else dealer].append(cards[i])
        upcard = cards[2 * HAND_SIZE]
        stock = cards[2 * HAND_SIZE + 1 :][::-1]
        hand = cls(rules, dealer, hands, stock, upcard, seed)
        hand._emit(EventKind.DEAL, dealer, count=HAND_SIZE)
        hand._emit(
            EventKind.UPCARD_TURNED, None, (upcard,),
            knock_limit=hand.knock_limit, multiplier=hand.multiplier,
        )  # fmt: skip
        return hand

    # --- what everyone may read -------------------------------------------------------

    @property
    def non_dealer(self) -> int:
        return 1 - self.dealer

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

        ``seat``, when given, must be the seat to act. An illegal action raises
        ``IllegalActionError`` and leaves the hand exactly as it was.
        """
        if seat is not None and seat != self._to_act:
            raise IllegalActionError("It is not your turn.", action)
        start = len(self._events)
        self._phase_methods()[1](action)  # raises before changing anything
        self._legal = None
        return self._events[start:]

    def _phase_methods(self) -> tuple[Callable[[], list[Action]], Callable[[Action], None]]:
        return {
            Phase.FIRST_UPCARD: (self._legal_first_upcard, self._apply_first_upcard),
            Phase.DRAW: (self._legal_draw, self._apply_draw),
            Phase.DISCARD: (self._legal_discard, self._apply_discard),
            Phase.LAYOFF: (self._legal_layoff, self._apply_layoff),
            Phase.ENDED: (self._legal_ended, self._apply_ended),
        }[self._phase]

    # --- FIRST_UPCARD ------------------------------------------------------------------

    def _legal_first_upcard(self) -> list[Action]:
        return [DrawDiscard(), PassUpcard()]

    def _apply_first_upcard(self, action: Action) -> None:
        if isinstance(action, DrawDiscard):
            # Whoever takes the upcard discards, and the turn passes to the other player.
            self._take_from_pile()
        elif isinstance(action, PassUpcard):
            self._emit(EventKind.UPCARD_PASSED, self._seat())
            if self._to_act == self.non_dealer:
                # The non-dealer passed: the dealer may now take it or pass.
                self._to_act = self.dealer
            else:
                # Both passed: the non-dealer draws from the stock and play goes on.
                self._phase, self._to_act, self._stock_only = Phase.DRAW, self.non_dealer, True
        else:
            raise self._refusal(action)

    # --- DRAW --------------------------------------------------------------------------

    def _legal_draw(self) -> list[Action]:
        # After both passed the first upcard, the non-dealer's draw is from the stock.
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
            raise IllegalActionError(
                "You cannot take the upcard now: both players passed it, so you draw from "
                "the stock.",
                action,
            )
        elif isinstance(action, DrawDiscard) and self._pile:
            self._take_from_pile()
        else:
            raise self._refusal(action)

    def _take_from_pile(self) -> None:
        seat, card = self._seat(), self._pile.pop()
        self._hands[seat].append(card)
        self._known[seat].append(card)  # the whole table saw it taken
        self._taken, self._stock_only, self._phase = card, False, Phase.DISCARD
        self._emit(EventKind.DREW_DISCARD, seat, (card,))

    # --- DISCARD -----------------------------------------------------------------------

    def _legal_discard(self) -> list[Action]:
        hand, banned = self._hands[self._seat()], self._banned_card()
        options = knock_options(hand)
        actions: list[Action] = [Discard(card) for card in hand if card != banned]
        actions += [
            Knock(card) for card in hand if card != banned and options[card] <= self.knock_limit
        ]
        # Eleven melded cards leave gin whatever end card goes, so a zero is necessary.
        big_gin = self.rules.big_gin_enabled and min(options.values()) == 0
        if big_gin and deadwood_points(hand) == 0:
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
            raise self._refusal(action)

    def _banned_card(self) -> Card | None:
        """A card taken from the discard pile may not go back this turn (option)."""
        return self._taken if self.rules.forbid_discarding_taken_card else None

    def _check_discard(self, card: Card, action: Action) -> None:
        """The knock discard is a discard too: the same two rules apply to it."""
        if card not in self._hands[self._seat()]:
            raise IllegalActionError(
                f"You cannot {describe_action(action)}: you do not hold it.", action
            )
        if card == self._banned_card():
            taken = "you just took it from the discard pile"
            raise IllegalActionError(f"You cannot {describe_action(action)}: {taken}.", action)

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
            self._phase, self._to_act = Phase.DRAW, 1 - seat

    def _knock(self, action: Knock) -> None:
        seat = self._seat()
        kept = [card for card in self._hands[seat] if card != action.card]
        melds, dead = self._arrange(kept, action.melds, action)
        points = sum(card.value for card in dead)
        if points > self.knock_limit:
            raise IllegalActionError(self._over_limit(action, points), action)
        self._remove_from_hand(action.card)
        self._knock_discard, self._knocker, self._declared = action.card, seat, melds
        self._table = list(melds)
        # The discard goes face down: only the knocker sees it.
        kind = EventKind.GIN if points == 0 else EventKind.KNOCKED
        self._emit(kind, seat, (action.card,), private=True, deadwood=points)
        self._emit(EventKind.MELDS_SHOWN, seat, dead, melds=melds, deadwood=points)
        if points == 0:
            self._score()  # no lay-offs after gin
        else:
            self._phase, self._to_act = Phase.LAYOFF, 1 - seat

    def _over_limit(self, action: Knock, points: int) -> str:
        start = f"You cannot {describe_action(action)}: that leaves {points} deadwood"
        if self.knock_limit == 0:
            return f"{start}, and only gin may end this hand."
        return f"{start}, and the knock limit is {self.knock_limit}."

    def _big_gin(self, action: BigGin) -> None:
        # Big gin (option): all eleven cards held after the draw form melds; no discard.
        if not self.rules.big_gin_enabled:
            raise IllegalActionError(
                "You cannot declare big gin: these house rules do not play it.", action
            )
        seat = self._seat()
        melds, dead = self._arrange(self._hands[seat], action.melds, action)
        if dead:
            raise IllegalActionError(
                f"You cannot declare big gin: {_pretty(dead)} would be deadwood.", action
            )
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
            arrangement = best_arrangement(cards, self.rules)
            return arrangement.melds, arrangement.deadwood
        try:
            return declared, check_melds(cards, declared)
        except ValueError as error:
            raise IllegalActionError(
                f"You cannot {describe_action(action)}: {error}.", action
            ) from error

    # --- LAYOFF ------------------------------------------------------------------------

    def _legal_layoff(self) -> list[Action]:
        actions: list[Action] = [
            LayOff(card, index)
            for card in self._hands[self._seat()]
            for index in lay_off_targets(self._table, card)
        ]
        return [*actions, FinishLayoffs()]

    def _apply_layoff(self, action: Action) -> None:
        if isinstance(action, LayOff):
            self._lay_off(action)
        elif isinstance(action, FinishLayoffs):
            self._score()
        else:
            raise self._refusal(action)

    def _lay_off(self, action: LayOff) -> None:
        seat, card, index = self._seat(), action.card, action.meld_index
        if card not in self._hands[seat]:
            raise IllegalActionError(
                f"You cannot lay off {card.pretty}: you do not hold it.", action
            )
        # A lay-off is a fourth card of a set or one card at either end of a run, onto the
        # knocker's melds as they stand now (so runs grow card by card).
        if index not in lay_off_targets(self._table, card):
            raise IllegalActionError(self._no_target(card, index), action)
        self._hands[seat].remove(card)
        self._table[index] = tuple(sorted((*self._table[index], card)))
        self._placements.append((card, index))
        self._emit(EventKind.LAID_OFF, seat, (card,), meld_index=index)

    def _no_target(self, card: Card, index: int) -> str:
        if not 0 <= index < len(self._table):
            return f"You cannot lay off {card.pretty}: the knocker has no meld {index + 1}."
        meld = _pretty(self._table[index])
        return f"You cannot lay off {card.pretty} on {meld}: it does not extend that meld."

    # --- ENDED -------------------------------------------------------------------------

    def _legal_ended(self) -> list[Action]:
        return []

    def _apply_ended(self, action: Action) -> None:
        raise self._refusal(action)

    # --- the showdown ------------------------------------------------------------------

    def _score(self) -> None:
        """Score with ``score_showdown`` itself, so the hand's score always equals it."""
        knocker = self._seat_of_knocker()
        defender = 1 - knocker
        laid = tuple(card for card, _ in self._placements)
        showdown = score_showdown(
            self._hands[knocker],
            [*self._hands[defender], *laid],
            self.rules,
            knocker_melds=self._declared,
            laid_off=laid,
            knock_limit=self.knock_limit,
            multiplier=self.multiplier,
        )
        winner = knocker if showdown.winner == "knocker" else defender
        self._emit(
            EventKind.MELDS_SHOWN, defender, showdown.defender_deadwood_cards,
            melds=showdown.defender_melds, deadwood=showdown.defender_deadwood,
        )  # fmt: skip
        self._emit(EventKind.HAND_SCORED, winner, points=showdown.points, label=showdown.kind.value)
        kind = RoundKind(showdown.kind.value)
        self._end(RoundResult(kind, winner, showdown.points, knocker, showdown))

    def _end(self, result: RoundResult) -> None:
        self._result, self._phase, self._to_act, self._taken = result, Phase.ENDED, None, None

    # --- helpers -----------------------------------------------------------------------

    def _seat(self) -> int:
        assert self._to_act is not None, "no seat acts once the hand has ended"
        return self._to_act

    def _seat_of_knocker(self) -> int:
        assert self._knocker is not None, "scoring needs a knocker"
        return self._knocker

    def _refusal(self, action: Action) -> IllegalActionError:
        hint = _PHASE_HINTS[self._phase]
        return IllegalActionError(f"You cannot {describe_action(action)} now: {hint}.", action)

    def _emit(
        self, kind: EventKind, seat: int | None, cards: Sequence[Card] = (), **fields: Any
    ) -> None:
        count = fields.pop("count", len(cards))
        self._events.append(Event(kind, seat, tuple(cards), count, **fields))

    # --- views -------------------------------------------------------------------------

    def view(self, seat: int) -> PlayerView:
        """What ``seat`` may know, and nothing else (the rules of it are in ``view.py``)."""
        return PlayerView.of_round(self, seat)

    def events_seen_by(self, seat: int) -> tuple[Event, ...]:
        """The events with the other seat's private cards hidden, each converted once."""
        seen = self._seen[seat]
        seen.extend(event.for_seat(seat) for event in self._events[len(seen) :])
        return tuple(seen)

    # --- saving ------------------------------------------------------------------------

    def to_dict(self) -> dict[str, Any]:
        """Plain data that ``from_dict`` turns back into an identical hand."""
        return {
            "rules": dict(_rules_dict(self.rules)),
            "seed": self.seed,
            "dealer": self.dealer,
            "phase": self._phase.value,
            "to_act": self._to_act,
            "hands": [card_strs(hand) for hand in self._hands],
            "stock": card_strs(self._stock),
            "discard_pile": card_strs(self._pile),
            "first_upcard": str(self.first_upcard),
            "taken_card": None if self._taken is None else str(self._taken),
            "known": [card_strs(known) for known in self._known],
            "stock_only": self._stock_only,
            "knocker": self._knocker,
            "knock_discard": None if self._knock_discard is None else str(self._knock_discard),
            "declared_melds": melds_to_lists(self._declared),
            "table_melds": melds_to_lists(self._table),
            "placements": [[str(card), index] for card, index in self._placements],
            "events": [event.to_dict() for event in self._events],
            "result": None if self._result is None else self._result.to_dict(),
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Round:
        """Rebuild a saved hand; a malformed or inconsistent one raises ValueError."""
        try:
            hand = cls._from_dict(data)
        except (KeyError, TypeError, IndexError, AttributeError) as error:
            raise ValueError(f"not a saved hand: {error!r}") from error
        hand._check_cards()
        return hand

    @classmethod
    def _from_dict(cls, data: Mapping[str, Any]) -> Round:
        hands = [cards_from(hand) for hand in data["hands"]]
        upcard = card_from(data["first_upcard"])
        rules = _rules_from_items(tuple(data["rules"].items()))
        stock = cards_from(data["stock"])
        hand = cls(rules, int(data["dealer"]), hands, stock, upcard, data["seed"])
        hand._pile = list(cards_from(data["discard_pile"]))
        hand._phase, hand._to_act = Phase(data["phase"]), data["to_act"]
        hand._taken = card_or_none(data["taken_card"])
        hand._known = (list(cards_from(data["known"][0])), list(cards_from(data["known"][1])))
        hand._stock_only = bool(data["stock_only"])
        hand._knocker, hand._knock_discard = data["knocker"], card_or_none(data["knock_discard"])
        hand._declared = melds_from_lists(data["declared_melds"])
        hand._table = list(melds_from_lists(data["table_melds"]))
        hand._placements = list(placements_from(data["placements"]))
        hand._events = [Event.from_dict(event) for event in data["events"]]
        result = data["result"]
        hand._result = None if result is None else RoundResult.from_dict(result)
        return hand

    def _check_cards(self) -> None:
        """Every one of the 52 cards is in exactly one place."""
        places = [*self._hands[0], *self._hands[1], *self._stock, *self._pile]
        places += [card for card, _ in self._placements]
        if self._knock_discard is not None:
            places.append(self._knock_discard)
        if len(places) != len(CARDS) or mask_of(places) != (1 << len(CARDS)) - 1:
            raise ValueError("a saved hand must hold each of the 52 cards exactly once")

    def __repr__(self) -> str:
        return (
            f"<Round {self._phase.value} to_act={self._to_act} dealer={self.dealer} "
            f"stock={len(self._stock)} top={self._pile[-1] if self._pile else None}>"
        )


# A hand is saved after every move and a match reuses one rule set for every hand, so the
# rule set's conversions are cached (RuleSet is frozen and hashable; callers copy the dict).
@lru_cache(maxsize=64)
def _rules_dict(rules: RuleSet) -> dict[str, Any]:
    return rules.to_dict()


@lru_cache(maxsize=64)
def _rules_from_items(items: tuple[tuple[str, Any], ...]) -> RuleSet:
    return RuleSet.from_dict(dict(items))


def _pretty(cards: Sequence[Card]) -> str:
    return " ".join(card.pretty for card in cards)


def _full_deck(deck: Sequence[Card] | str) -> list[Card]:
    cards = parse_cards(deck) if isinstance(deck, str) else list(deck)
    if len(cards) != len(CARDS) or set(cards) != set(CARDS):
        raise ValueError("a deck to deal from must hold each of the 52 cards exactly once")
    return cards
