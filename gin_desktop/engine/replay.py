"""A finished hand played again from its seed and actions, one step at a time.

A hand's events say everything that happened, so the actions that caused them can be read
back from them (``actions_of``), and those actions, applied to the same deal, give every
state the hand passed through (``replay``). Both check themselves against the engine: an
action read back must cause exactly the events recorded, and a replayed action must be
legal, so a damaged record is refused instead of replayed wrongly.

A replay shows every card: the hand is over, and at its showdown all hands were shown.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

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
)
from .cards import Card
from .errors import IllegalActionError
from .events import Event, EventKind, HandResult
from .hand import Hand, Seed
from .phase import Phase
from .rules import RuleSet
from .solver import best_arrangement
from .view import PlayerView


@dataclass(frozen=True)
class ShownHand:
    """One seat's hand as a replay lays it out: its melds, then its deadwood."""

    melds: Melds
    """The knocker's: the melds laid down, with the cards laid off on them so far. Anyone
    else's: their least-deadwood arrangement."""
    deadwood: tuple[Card, ...]
    """The cards in none of those melds, in rank order."""
    points: int
    """Their value: the deadwood the hand counts."""


@dataclass(frozen=True)
class ReplayStep:
    """The hand just after one action (the first step: as dealt), every card face up."""

    action: Action | None
    """None for the deal."""
    seat: int | None
    """Who acted; the dealer for the deal."""
    events: tuple[Event, ...]
    """What the action caused, nothing hidden."""
    hands: tuple[tuple[Card, ...], ...]
    shown: tuple[ShownHand, ...]
    """Each hand in its melds and deadwood, by seat."""
    discard_pile: tuple[Card, ...]
    """Top card last."""
    stock_count: int
    phase: Phase
    to_act: int | None
    knocker: int | None
    table_melds: Melds
    """The knocker's melds as they stand, with the cards laid off on them so far."""
    laid_off: tuple[Card, ...]
    result: HandResult | None


class HandReplay:
    """Every step of one finished hand, and the views of its end."""

    def __init__(
        self,
        rules: RuleSet,
        dealer: int,
        seed: Seed,
        actions: Sequence[Action],
        players: Sequence[int] | None = None,
    ) -> None:
        """Deal from ``seed`` to ``players`` (by default those the rules seat) and apply
        ``actions``; raises ValueError when one cannot be played there, or when they leave
        the hand unfinished."""
        if seed is None:
            raise ValueError("a hand dealt from a given deck has no seed to deal it again")
        hand = Hand.deal(rules, dealer=dealer, seed=seed, players=players)
        steps = [_step(hand, None, dealer, hand.events)]
        for number, action in enumerate(actions, start=1):
            seat = hand.to_act
            try:
                caused = hand.apply(action)
            except IllegalActionError as error:
                problem = f"move {number} of the record cannot be played: {error}"
                raise ValueError(problem) from error
            steps.append(_step(hand, action, seat, caused))
        if hand.phase is not Phase.ENDED:
            raise ValueError(f"the record stops after {len(actions)} moves, before the hand ends")
        self.rules, self.dealer, self.seed = rules, dealer, seed
        self.steps: tuple[ReplayStep, ...] = tuple(steps)
        self._hand = hand

    def view(self, seat: int, names: Sequence[str] = ()) -> PlayerView:
        """The finished hand as ``seat`` saw it at the end (its result and showdown), the
        players called by ``names`` when given (a hand alone knows no names)."""
        view = self._hand.view(seat)
        return replace(view, names=tuple(names)) if names else view


def actions_of(hand: Hand) -> tuple[Action, ...]:
    """The actions that played ``hand`` from its deal, read from its events.

    Checked by playing them on a fresh deal from the hand's seed: each must cause exactly
    the events recorded. Raises ValueError for a hand without a seed or whose events no
    action explains.
    """
    return _played_again(hand)[1]


def check_played(hand: Hand) -> None:
    """Raise ValueError unless ``hand`` is what its seed deals and its events' moves
    leave: every card where play put it (a hand dealt from a given deck has no seed, and
    is not checked)."""
    if hand.seed is None:
        return
    again, _ = _played_again(hand)
    if again.state() != hand.state():
        raise ValueError("the cards of the hand are not where its deal and its moves put them")


def _played_again(hand: Hand) -> tuple[Hand, tuple[Action, ...]]:
    if hand.seed is None:
        raise ValueError("a hand dealt from a given deck has no seed to deal it again")
    fresh = Hand.deal(hand.rules, dealer=hand.dealer, seed=hand.seed, players=hand.players)
    recorded, at = hand.events, len(fresh.events)
    if recorded[:at] != fresh.events:
        raise ValueError("the hand's events do not begin with its deal")
    actions: list[Action] = []
    while at < len(recorded):
        action = _next_action(fresh, recorded, at)
        try:
            caused = fresh.apply(action)
        except IllegalActionError as error:
            raise ValueError(f"event {at + 1} is no legal move: {error}") from error
        if tuple(caused) != recorded[at : at + len(caused)]:
            raise ValueError(f"event {at + 1} is not what its move causes")
        actions.append(action)
        at += len(caused)
    return fresh, tuple(actions)


def _next_action(hand: Hand, events: Sequence[Event], at: int) -> Action:
    """The action that caused ``events[at]`` and those after it."""
    event = events[at]
    if hand.phase is Phase.LAYOFF and not (
        event.kind is EventKind.LAID_OFF and event.seat == hand.to_act
    ):
        return FinishLayoffs()  # the defender to act laid off no more
    kind = event.kind
    if kind is EventKind.UPCARD_PASSED:
        return PassUpcard()
    if kind is EventKind.DREW_STOCK:
        return DrawStock()
    if kind is EventKind.DREW_DISCARD:
        return DrawDiscard()
    if kind is EventKind.DISCARDED and event.cards:
        return Discard(event.cards[0])
    if kind is EventKind.LAID_OFF and event.cards and event.meld_index is not None:
        return LayOff(event.cards[0], event.meld_index)
    shown = events[at + 1] if at + 1 < len(events) else None
    melds = shown.melds if shown is not None and shown.kind is EventKind.MELDS_SHOWN else None
    if kind in (EventKind.KNOCKED, EventKind.GIN) and event.cards:
        return Knock(event.cards[0], melds)
    if kind is EventKind.BIG_GIN:
        return BigGin(melds)
    raise ValueError(f"event {at + 1} ({kind.value}) is no move of a player")


def _shown(hand: Hand, seat: int) -> ShownHand:
    cards = hand.hand(seat)
    if seat == hand.knocker:  # counted as the knock counted it, on the melds laid down
        melded = {card for meld in hand.table_melds for card in meld}
        dead = tuple(sorted(card for card in cards if card not in melded))
        return ShownHand(hand.table_melds, dead, sum(card.value for card in dead))
    arrangement = best_arrangement(cards, hand.rules)
    dead = tuple(sorted(arrangement.deadwood))
    return ShownHand(arrangement.melds, dead, arrangement.deadwood_points)


def _step(
    hand: Hand, action: Action | None, seat: int | None, caused: Sequence[Event]
) -> ReplayStep:
    hands = tuple(hand.hand(each) for each in hand.seats)
    return ReplayStep(
        action=action,
        seat=seat,
        events=tuple(caused),
        hands=hands,
        shown=tuple(_shown(hand, each) for each in hand.seats),
        discard_pile=hand.discard_pile,
        stock_count=hand.stock_count,
        phase=hand.phase,
        to_act=hand.to_act,
        knocker=hand.knocker,
        table_melds=hand.table_melds,
        laid_off=tuple(card for card, _ in hand.placements),
        result=hand.result,
    )
