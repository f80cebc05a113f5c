"""What every real state of a hand and a match has, checked when one is read back.

A saved hand or match comes from a file that anything may have changed. ``check_hand``
(and ``Match``'s own check) accept exactly the states that play can reach, as far as they can be
told from the state itself, and raise ValueError naming the first thing that is wrong:
where the cards are, how many each seat holds in each phase, whose move it is, what the
stock allows, what is known, the scores. Play never builds a state that fails them (a
property test plays random hands and checks every state).
"""

from __future__ import annotations

from .cards import Deck, mask_of
from .events import EventKind
from .phase import Phase
from .rules import HAND_SIZE, WALL, RuleSet, defenders_of
from .saved import HandState
from .solver import forms_meld

_PLAYING = (Phase.FIRST_UPCARD, Phase.DRAW, Phase.DISCARD)


def check_hand(rules: RuleSet, hand: HandState) -> None:
    """Raise ValueError unless ``hand`` (its players given) is a state that play can reach
    under ``rules``."""
    _check_cards(rules, hand)
    _check_turn(hand)
    _check_sizes(rules, hand)
    _check_known(rules, hand)
    _check_showdown(hand)


def _check_cards(rules: RuleSet, hand: HandState) -> None:
    """Every card of the deck in exactly one place."""
    places = [card for seat in rules.seats for card in hand.hands[seat]]
    places += [*hand.stock, *hand.discard_pile, *(card for card, _ in hand.placements)]
    if hand.knock_discard is not None:
        places.append(hand.knock_discard)
    deck = Deck.named(rules.deck)
    if len(places) != deck.size or mask_of(places) != deck.full_mask:
        raise ValueError(f"a saved hand must hold each of the {deck.size} cards exactly once")
    named = [hand.first_upcard, *(card for seat in rules.seats for card in hand.known[seat])]
    named += [card for meld in (*hand.declared_melds, *hand.table_melds) for card in meld]
    named += [card for event in hand.events for card in event.cards]
    if hand.taken_card is not None:
        named.append(hand.taken_card)
    if not all(deck.holds(card) for card in named):
        raise ValueError("a saved hand names a card of another deck")


def _check_turn(hand: HandState) -> None:
    phase, to_act = hand.phase, hand.to_act
    if (phase == Phase.ENDED) != (to_act is None):
        raise ValueError("a hand has a player to act until it ends, and none after")
    if (phase == Phase.ENDED) != (hand.result is not None):
        raise ValueError("a hand has a result when it ends, and none before")
    if (phase in (Phase.LAYOFF, Phase.ENDED)) != (hand.knocker is not None) and not _drawn(hand):
        raise ValueError("a hand has a knocker once it is knocked, and none before")
    for seat in (to_act, hand.knocker):
        if seat is not None and seat not in (hand.players or ()):
            raise ValueError(f"seat {seat + 1} does not play this hand")
    if phase == Phase.LAYOFF and to_act == hand.knocker:
        raise ValueError("the knocker does not lay off")
    if hand.taken_card is not None and phase != Phase.DISCARD:
        raise ValueError("a card is taken from the discard pile only by the player to discard")
    if hand.stock_only and phase != Phase.DRAW:
        raise ValueError("only a first draw can be from the stock only")
    if phase == Phase.FIRST_UPCARD and hand.discard_pile != (hand.first_upcard,):
        raise ValueError("while the first upcard is offered it is the whole discard pile")
    if phase == Phase.DRAW and len(hand.stock) <= WALL:
        raise ValueError(f"a draw needs more than {WALL} cards in the stock")
    if phase == Phase.DISCARD and len(hand.stock) < WALL:
        raise ValueError(f"the stock never runs below {WALL} cards")


def _drawn(hand: HandState) -> bool:
    result = hand.result
    return hand.phase == Phase.ENDED and result is not None and result.knocker is None


def _check_sizes(rules: RuleSet, hand: HandState) -> None:
    laid = {seat: 0 for seat in rules.seats}
    for card, _ in hand.placements:
        laid[_holder_of_laid_off(hand, card)] += 1
    for seat in rules.seats:
        held = len(hand.hands[seat])
        if held != _size(hand, seat) - laid[seat] and not _big_gin_hand(hand, seat, held):
            raise ValueError(f"seat {seat + 1} holds {held} cards, which the hand does not allow")


def _size(hand: HandState, seat: int) -> int:
    if seat not in (hand.players or ()):
        return 0  # sits the hand out, or plays the other game of partnership gin
    return HAND_SIZE + 1 if hand.phase == Phase.DISCARD and seat == hand.to_act else HAND_SIZE


def _big_gin_hand(hand: HandState, seat: int, held: int) -> bool:
    """Big gin: the knocker shows all eleven cards, with no discard."""
    return (
        hand.phase == Phase.ENDED
        and seat == hand.knocker
        and hand.knock_discard is None
        and held == HAND_SIZE + 1
    )


def _holder_of_laid_off(hand: HandState, card: object) -> int:
    """Lay-offs come only from defenders; with two seats, from the one defender."""
    defenders = _defenders(hand)
    if not defenders:
        raise ValueError("cards are laid off only after a knock")
    return defenders[0] if len(defenders) == 1 else _seat_of_event(hand, card)


def _seat_of_event(hand: HandState, card: object) -> int:
    for event in hand.events:
        laid = event.kind is EventKind.LAID_OFF and card in event.cards
        if laid and event.seat is not None and event.seat in _defenders(hand):
            return event.seat
    raise ValueError("a laid-off card that no defender laid off")


def _check_known(rules: RuleSet, hand: HandState) -> None:
    laid_off = {card for card, _ in hand.placements}
    for seat in rules.seats:
        may_be_known = set(hand.hands[seat])
        if hand.phase not in _PLAYING:
            may_be_known |= laid_off
            if hand.knock_discard is not None:
                may_be_known.add(hand.knock_discard)
        if not set(hand.known[seat]) <= may_be_known:
            raise ValueError(f"seat {seat + 1} is known to hold a card it does not hold")
    taken = hand.taken_card
    if taken is not None and (hand.to_act is None or taken not in hand.hands[hand.to_act]):
        raise ValueError("the card taken this turn is not in the taker's hand")


def _check_showdown(hand: HandState) -> None:
    if hand.phase in _PLAYING:
        if hand.declared_melds or hand.table_melds or hand.placements:
            raise ValueError("melds are shown only after a knock")
        return
    for meld in (*hand.declared_melds, *hand.table_melds):
        if not forms_meld(meld):
            raise ValueError("a meld on the table is not a meld")
    knocker = hand.knocker
    declared = [card for meld in hand.declared_melds for card in meld]
    if knocker is not None and not set(declared) <= set(hand.hands[knocker]):
        raise ValueError("the knocker's melds are not of the knocker's cards")
    if len(set(declared)) != len(declared):
        raise ValueError("a card is in two of the knocker's melds")
    if hand.table_melds and len(hand.table_melds) != len(hand.declared_melds):
        raise ValueError("the melds on the table are not the knocker's")
    for index, meld in enumerate(hand.table_melds):
        placed = {card for card, onto in hand.placements if onto == index}
        if set(meld) != set(hand.declared_melds[index]) | placed or len(set(meld)) != len(meld):
            raise ValueError("the melds on the table are not the knocker's and the lay-offs")
    for card, index in hand.placements:
        if not 0 <= index < len(hand.table_melds) or card not in hand.table_melds[index]:
            raise ValueError("a laid-off card is not on the meld it was laid off on")
    recorded = [
        (card, event.meld_index)
        for event in hand.events
        if event.kind is EventKind.LAID_OFF
        for card in event.cards
    ]
    if recorded != list(hand.placements):
        raise ValueError("the lay-offs on the table are not those the hand's record shows")
    layers = {event.seat for event in hand.events if event.kind is EventKind.LAID_OFF}
    if not layers <= set(_defenders(hand)):
        raise ValueError("only a defender lays off")


def _defenders(hand: HandState) -> tuple[int, ...]:
    return defenders_of(hand.players or (), hand.knocker)
