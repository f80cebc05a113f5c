"""Who deals a match's hands, and what is dealt: the cut for the first deal, the games
of a partnership hand, a first deal given (a recorded hand played again), and the dealer
of each next hand (RULES.md sections 1 and 4)."""

from __future__ import annotations

import random

from .cards import Deck
from .events import Event, EventKind, HandResult
from .rules import RuleSet

__all__ = ["Pairing", "checked_first_deal", "cut_for_deal", "next_dealer", "pairings_of_hand"]


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
        events.append(Event(kind=EventKind.CUT, seat=dealer, cards=cuts, count=len(cuts)))
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


def checked_first_deal(given: object, rules: RuleSet) -> tuple[str, int] | None:
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


def next_dealer(rules: RuleSet, dealer: int, last: HandResult, drawn: bool) -> int:
    """Next dealer (option): the loser, the winner, or the seat on the dealer's left. In
    three-handed and partnership gin the deal passes left every hand, whoever won."""
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
