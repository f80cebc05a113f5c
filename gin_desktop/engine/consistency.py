"""What every real state of a hand and a match has, checked when one is read back.

A saved hand or match comes from a file that anything may have changed. ``check_hand``
and ``check_match`` accept exactly the states that play can reach, as far as they can be
told from the state itself, and raise ValueError naming the first thing that is wrong:
where the cards are, how many each seat holds in each phase, whose move it is, what the
stock allows, what is known, the scores. Play never builds a state that fails them (a
property test plays random hands and checks every state).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .cards import Deck, mask_of
from .events import EventKind
from .phase import Phase
from .rules import HAND_SIZE, WALL
from .solver import forms_meld

if TYPE_CHECKING:
    from .match import Match
    from .round import Round

_PLAYING = (Phase.FIRST_UPCARD, Phase.DRAW, Phase.DISCARD)


def check_hand(hand: Round) -> None:
    """Raise ValueError unless ``hand`` is a state that play can reach."""
    _check_cards(hand)
    _check_turn(hand)
    _check_sizes(hand)
    _check_known(hand)
    _check_showdown(hand)


def _check_cards(hand: Round) -> None:
    """Every card of the deck in exactly one place."""
    places = [card for seat in hand.seats for card in hand.hand(seat)]
    places += [*hand.stock, *hand.discard_pile, *(card for card, _ in hand.placements)]
    if hand.knock_discard is not None:
        places.append(hand.knock_discard)
    deck = Deck.named(hand.rules.deck)
    if len(places) != deck.size or mask_of(places) != deck.full_mask:
        raise ValueError(f"a saved hand must hold each of the {deck.size} cards exactly once")
    named = [hand.first_upcard, *(card for seat in hand.seats for card in hand.known_cards(seat))]
    named += [card for meld in (*hand.declared_melds, *hand.table_melds) for card in meld]
    named += [card for event in hand.events for card in event.cards]
    if hand.taken_card is not None:
        named.append(hand.taken_card)
    if not all(deck.holds(card) for card in named):
        raise ValueError("a saved hand names a card of another deck")


def _check_turn(hand: Round) -> None:
    phase, to_act = hand.phase, hand.to_act
    if (phase == Phase.ENDED) != (to_act is None):
        raise ValueError("a hand has a player to act until it ends, and none after")
    if (phase == Phase.ENDED) != (hand.result is not None):
        raise ValueError("a hand has a result when it ends, and none before")
    if (phase in (Phase.LAYOFF, Phase.ENDED)) != (hand.knocker is not None) and not _drawn(hand):
        raise ValueError("a hand has a knocker once it is knocked, and none before")
    for seat in (to_act, hand.knocker):
        if seat is not None and seat not in hand.players:
            raise ValueError(f"seat {seat + 1} does not play this hand")
    if phase == Phase.LAYOFF and to_act == hand.knocker:
        raise ValueError("the knocker does not lay off")
    if hand.taken_card is not None and phase != Phase.DISCARD:
        raise ValueError("a card is taken from the discard pile only by the player to discard")
    if hand.stock_only and phase != Phase.DRAW:
        raise ValueError("only a first draw can be from the stock only")
    if phase == Phase.FIRST_UPCARD and hand.discard_pile != (hand.first_upcard,):
        raise ValueError("while the first upcard is offered it is the whole discard pile")
    if phase == Phase.DRAW and hand.stock_count <= WALL:
        raise ValueError(f"a draw needs more than {WALL} cards in the stock")
    if phase == Phase.DISCARD and hand.stock_count < WALL:
        raise ValueError(f"the stock never runs below {WALL} cards")


def _drawn(hand: Round) -> bool:
    result = hand.result
    return hand.phase == Phase.ENDED and result is not None and result.knocker is None


def _check_sizes(hand: Round) -> None:
    laid = {seat: 0 for seat in hand.seats}
    for card, _ in hand.placements:
        laid[_holder_of_laid_off(hand, card)] += 1
    for seat in hand.seats:
        held = len(hand.hand(seat))
        if held != _size(hand, seat) - laid[seat] and not _big_gin_hand(hand, seat, held):
            raise ValueError(f"seat {seat + 1} holds {held} cards, which the hand does not allow")


def _size(hand: Round, seat: int) -> int:
    if seat not in hand.players:
        return 0  # sits the hand out, or plays the other game of partnership gin
    return HAND_SIZE + 1 if hand.phase == Phase.DISCARD and seat == hand.to_act else HAND_SIZE


def _big_gin_hand(hand: Round, seat: int, held: int) -> bool:
    """Big gin: the knocker shows all eleven cards, with no discard."""
    return (
        hand.phase == Phase.ENDED
        and seat == hand.knocker
        and hand.knock_discard is None
        and held == HAND_SIZE + 1
    )


def _holder_of_laid_off(hand: Round, card: object) -> int:
    """Lay-offs come only from defenders; with two seats, from the one defender."""
    defenders = hand.defenders
    if not defenders:
        raise ValueError("cards are laid off only after a knock")
    return defenders[0] if len(defenders) == 1 else _seat_of_event(hand, card)


def _seat_of_event(hand: Round, card: object) -> int:
    for event in hand.events:
        laid = event.kind is EventKind.LAID_OFF and card in event.cards
        if laid and event.seat is not None and event.seat in hand.defenders:
            return event.seat
    raise ValueError("a laid-off card that no defender laid off")


def _check_known(hand: Round) -> None:
    laid_off = {card for card, _ in hand.placements}
    for seat in hand.seats:
        may_be_known = set(hand.hand(seat))
        if hand.phase not in _PLAYING:
            may_be_known |= laid_off
            if hand.knock_discard is not None:
                may_be_known.add(hand.knock_discard)
        if not set(hand.known_cards(seat)) <= may_be_known:
            raise ValueError(f"seat {seat + 1} is known to hold a card it does not hold")
    taken = hand.taken_card
    if taken is not None and (hand.to_act is None or taken not in hand.hand(hand.to_act)):
        raise ValueError("the card taken this turn is not in the taker's hand")


def _check_showdown(hand: Round) -> None:
    if hand.phase in _PLAYING:
        if hand.declared_melds or hand.table_melds or hand.placements:
            raise ValueError("melds are shown only after a knock")
        return
    for meld in (*hand.declared_melds, *hand.table_melds):
        if not forms_meld(meld):
            raise ValueError("a meld on the table is not a meld")
    knocker = hand.knocker
    declared = [card for meld in hand.declared_melds for card in meld]
    if knocker is not None and not set(declared) <= set(hand.hand(knocker)):
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
    if not layers <= set(hand.defenders):
        raise ValueError("only a defender lays off")


def check_match(match: Match) -> None:
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
