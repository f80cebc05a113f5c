"""What one seat may know, and nothing else.

The UI draws a player's screen from their PlayerView and the computer player decides from
its own, so no hidden card (the opponent's hand, the stock's order, a card the opponent
drew from the stock) can reach a screen, the log or the AI: hot-seat privacy and fair play
hold by construction rather than by care in every widget.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, replace
from typing import Any, Protocol

from .actions import Action, Melds, melds_to_lists
from .cards import Card
from .events import Event, EventKind, HandResult
from .phase import Phase
from .records import HandRecord, MatchResult
from .rules import RuleSet


class SeenHand(Protocol):
    """What a view is read from: a hand being played (``Hand``), every card's place
    known. Only ``PlayerView.of_hand`` reads it, and it decides what a seat may see."""

    rules: RuleSet
    dealer: int
    first_upcard: Card
    knock_limit: int
    multiplier: int
    players: tuple[int, ...]

    @property
    def seats(self) -> range: ...
    @property
    def phase(self) -> Phase: ...
    @property
    def to_act(self) -> int | None: ...
    @property
    def discard_pile(self) -> tuple[Card, ...]: ...
    @property
    def stock_count(self) -> int: ...
    @property
    def taken_card(self) -> Card | None: ...
    @property
    def knocker(self) -> int | None: ...
    @property
    def declared_melds(self) -> Melds: ...
    @property
    def table_melds(self) -> Melds: ...
    @property
    def placements(self) -> tuple[tuple[Card, int], ...]: ...
    @property
    def result(self) -> HandResult | None: ...
    def hand(self, seat: int) -> tuple[Card, ...]: ...
    def known_cards(self, seat: int) -> tuple[Card, ...]: ...
    def legal_actions(self) -> list[Action]: ...
    def events_seen_by(self, seat: int) -> tuple[Event, ...]: ...


def _label(events: tuple[Event, ...], kind: EventKind) -> str | None:
    """The label of the hand's event of ``kind`` (a fair deal's commitment or seed)."""
    return next((event.label for event in events if event.kind == kind and event.label), None)


def _strs(cards: tuple[Card, ...]) -> list[str]:
    return [str(card) for card in cards]


@dataclass(frozen=True)
class SeatView:
    """What everyone at the table knows of one other seat."""

    seat: int
    """The seat, also the index of its name in ``PlayerView.names``."""
    card_count: int
    known: tuple[Card, ...]
    """Cards the seat took from the discard pile and still holds: everyone saw them."""
    score: int = 0
    """Points won in hands this match (0 for a hand played alone)."""
    shown: tuple[Card, ...] | None = None
    """The seat's cards once shown at the showdown; None while hidden (always after a
    drawn hand)."""
    playing: bool = True
    """Whether the seat plays this hand (the dealer of three-handed gin sits out; in
    partnership gin the other game's pair plays elsewhere)."""

    def to_dict(self) -> dict[str, Any]:
        return {
            "seat": self.seat,
            "card_count": self.card_count,
            "known": _strs(self.known),
            "score": self.score,
            "shown": None if self.shown is None else _strs(self.shown),
            "playing": self.playing,
        }


@dataclass(frozen=True)
class PlayerView:
    """One seat's knowledge of the hand (and of the match, when built by ``Match.view``)."""

    seat: int
    phase: Phase
    to_act: int | None
    """The seat whose move it is; None once the hand has ended."""
    dealer: int
    hand: tuple[Card, ...]
    """This seat's cards, in the order held (a drawn card comes last)."""
    others: tuple[SeatView, ...]
    """Every other seat, in turn order from this seat's left."""
    discard_pile: tuple[Card, ...]
    """The whole face-up pile, top card last."""
    stock_count: int
    first_upcard: Card
    taken_card: Card | None
    """The card this seat just took from the pile, which it may not discard this turn."""
    knock_limit: int
    multiplier: int
    rules: RuleSet
    legal_actions: tuple[Action, ...]
    """Empty when it is not this seat's move."""
    events: tuple[Event, ...]
    knocker: int | None = None
    declared_melds: Melds = ()
    """The knocker's melds as laid down at the knock."""
    knocker_melds: Melds = ()
    """The knocker's melds on the table now, with the cards laid off on them."""
    laid_off: tuple[tuple[Card, int], ...] = ()
    """(card, knocker's meld index) in the order the defender laid them off."""
    result: HandResult | None = None
    scores: tuple[int, ...] = ()
    """Points won in hands, by seat (a hand played alone: none yet, zeros)."""
    history: tuple[HandRecord, ...] = ()
    """The score sheet so far: how each earlier hand of the match ended, as shown."""
    hands_won: tuple[int, ...] = ()
    target: int = 100
    hand_number: int = 1
    names: tuple[str, ...] = ()
    """The players' names, by seat (``Player 1``... for a hand played alone)."""
    match_result: MatchResult | None = None
    """Once the match is over: the hand points, each bonus and the totals, as announced."""
    players: tuple[int, ...] = ()
    """The seats that play this hand, in turn order from the dealer's left (``Hand.players``);
    a seat not among them watches: it holds no cards and has no move but the next hand."""
    side_game: PlayerView | None = None
    """Partnership gin: the other game of the hand, as this seat sees it from beside that
    table (no card of it that is not face up); None in every other game."""
    deal_commitment: str | None = None
    """A fair deal's commitment, from the deal on (docs/FAIR_DEALS.md); None otherwise."""
    deal_seed: str | None = None
    """A fair deal's deck seed, once the hand has ended: anyone can deal the deck again."""

    @classmethod
    def of_hand(cls, hand: SeenHand, seat: int) -> PlayerView:
        """``seat``'s view of ``hand``: the rules of what a player may see live here."""
        to_act = hand.to_act
        seats = hand.seats
        events = hand.events_seen_by(seat)  # without the other seats' private cards
        return cls(
            seat=seat,
            phase=hand.phase,
            to_act=to_act,
            dealer=hand.dealer,
            hand=hand.hand(seat),
            others=tuple(_seat_view(hand, seat, other) for other in _others(hand, seat)),
            discard_pile=hand.discard_pile,
            stock_count=hand.stock_count,  # never the stock itself
            first_upcard=hand.first_upcard,
            taken_card=hand.taken_card if seat == to_act else None,
            knock_limit=hand.knock_limit,
            multiplier=hand.multiplier,
            rules=hand.rules,
            legal_actions=tuple(hand.legal_actions()) if seat == to_act else (),
            events=events,
            scores=(0,) * len(seats),
            hands_won=(0,) * len(seats),
            names=tuple(f"Player {other + 1}" for other in seats),
            players=hand.players,
            deal_commitment=_label(events, EventKind.DEAL),
            deal_seed=_label(events, EventKind.DECK_SEED),
            **_showdown(hand),
        )

    @property
    def match_over(self) -> bool:
        return self.match_result is not None

    @property
    def match_winner(self) -> int | None:
        return None if self.match_result is None else self.match_result.winner

    @property
    def playing(self) -> bool:
        """Whether this seat plays the hand (and does not sit it out or watch it)."""
        return self.seat in self.players

    @property
    def opponents(self) -> tuple[SeatView, ...]:
        """Every other seat that plays this hand, in turn order from this seat's left."""
        return tuple(other for other in self.others if other.playing)

    @property
    def defender_seats(self) -> list[int]:
        """The defenders in turn order from the knocker's left (``Showdown.defenders``);
        none before a knock."""
        knocker = self.knocker
        if knocker is None:
            return []
        order = self.rules.turn_order(self.rules.next_seat(knocker))
        return [seat for seat in order if seat in self.players and seat != knocker]

    @property
    def opponent(self) -> int:
        """Hand-of-two convenience: the other player of the hand (the first on the left)."""
        return self._first_opponent.seat

    @property
    def opponent_card_count(self) -> int:
        """Hand-of-two convenience: how many cards the other player holds."""
        return self._first_opponent.card_count

    @property
    def opponent_known(self) -> tuple[Card, ...]:
        """Hand-of-two convenience: the cards everyone saw the other player take and keep."""
        return self._first_opponent.known

    @property
    def opponent_hand(self) -> tuple[Card, ...] | None:
        """Hand-of-two convenience: the other player's cards once shown at the showdown."""
        return self._first_opponent.shown

    @property
    def _first_opponent(self) -> SeatView:
        others = self.others
        if not others or others[0].playing:
            return others[0]
        return next((other for other in others if other.playing), others[0])

    def other(self, seat: int) -> SeatView:
        """What is known of another seat."""
        for view in self.others:
            if view.seat == seat:
                return view
        raise ValueError(f"seat {seat} is not another seat of this table")

    @property
    def is_my_turn(self) -> bool:
        return self.to_act == self.seat

    @property
    def top_discard(self) -> Card | None:
        return self.discard_pile[-1] if self.discard_pile else None

    def to_dict(self) -> dict[str, Any]:
        """Plain data (strings, numbers, lists) for a remote player or a debugging dump."""
        return {
            **self._hand_dict(),
            "knocker": self.knocker,
            "declared_melds": melds_to_lists(self.declared_melds),
            "knocker_melds": melds_to_lists(self.knocker_melds),
            "laid_off": [[str(card), index] for card, index in self.laid_off],
            "opponent_hand": None if self.opponent_hand is None else _strs(self.opponent_hand),
            "others": [other.to_dict() for other in self.others],
            "result": None if self.result is None else self.result.to_dict(),
            "scores": list(self.scores),
            "history": [record.to_dict() for record in self.history],
            "hands_won": list(self.hands_won),
            "target": self.target,
            "hand_number": self.hand_number,
            "names": list(self.names),
            "match_over": self.match_over,
            "match_winner": self.match_winner,
            "match_result": None if self.match_result is None else self.match_result.to_dict(),
            "players": list(self.players),
            "side_game": None if self.side_game is None else self.side_game.to_dict(),
        }

    def _hand_dict(self) -> dict[str, Any]:
        return {
            "seat": self.seat,
            "phase": self.phase.value,
            "to_act": self.to_act,
            "dealer": self.dealer,
            "hand": _strs(self.hand),
            "opponent_card_count": self.opponent_card_count,
            "opponent_known": _strs(self.opponent_known),
            "discard_pile": _strs(self.discard_pile),
            "stock_count": self.stock_count,
            "first_upcard": str(self.first_upcard),
            "taken_card": None if self.taken_card is None else str(self.taken_card),
            "knock_limit": self.knock_limit,
            "multiplier": self.multiplier,
            "rules": self.rules.to_dict(),
            "legal_actions": [action.to_dict() for action in self.legal_actions],
            "events": [event.to_dict() for event in self.events],
        }


def in_match(
    hand_view: PlayerView,
    events: Iterable[Event],
    *,
    scores: tuple[int, ...],
    hands_won: tuple[int, ...],
    hand_number: int,
    history: tuple[HandRecord, ...],
    names: tuple[str, ...],
    **more: Any,
) -> PlayerView:
    """A seat's view of a hand alone as its match shows it (``Match.view``, and a hand's
    record reviewed: ``MatchContext.view``): the match's ``events`` as that seat sees them,
    every seat's score, the score sheet, the hand's number and the names; and ``more``
    (the legal actions, the match's result, ...)."""
    seat = hand_view.seat
    return replace(
        hand_view,
        events=tuple(event.for_seat(seat) for event in events),
        others=tuple(replace(other, score=scores[other.seat]) for other in hand_view.others),
        scores=scores,
        hands_won=hands_won,
        target=hand_view.rules.target_score,
        hand_number=hand_number,
        history=history,
        names=names,
        **more,
    )


def _others(hand: SeenHand, seat: int) -> tuple[int, ...]:
    """The other seats, in turn order from ``seat``'s left."""
    return hand.rules.turn_order(hand.rules.next_seat(seat))[:-1]


def _seat_view(hand: SeenHand, seat: int, other: int) -> SeatView:
    """What ``seat`` knows of ``other``. The knocker's hand is shown from the knock on; a
    defender's once the hand is scored; after a drawn hand, nobody's."""
    knocker = hand.knocker
    shown = knocker is not None and (hand.result is not None or other == knocker)
    cards = hand.hand(other)
    return SeatView(
        seat=other,
        card_count=len(cards),
        known=hand.known_cards(other),
        shown=cards if shown else None,
        playing=other in hand.players,
    )


def _showdown(hand: SeenHand) -> dict[str, Any]:
    """The table after a knock, which every seat sees."""
    knocker = hand.knocker
    if knocker is None:
        return {}
    return {
        "knocker": knocker,
        "declared_melds": hand.declared_melds,
        "knocker_melds": hand.table_melds,
        "laid_off": hand.placements,
        "result": hand.result,
    }
