"""The order of the deck a hand is dealt from, top first: the deck given (rigged for a test
or a puzzle), or shuffled from the hand's seed: by the shuffle anyone can recompute for a
fair match's hand (``fair_shuffle``), by ``random.Random`` of the seed for any other."""

from __future__ import annotations

import random
from collections.abc import Sequence

from .cards import Card, Deck, mask_of, parse_cards, quote
from .fair_shuffle import deck_seed, shuffled
from .saved import Seed


def deck_order(
    seed: Seed, given: Sequence[Card] | str | None, deck: Deck
) -> tuple[list[Card], bytes | None]:
    """The cards in dealing order, and the fair deal's deck seed (None unless fair)."""
    if given is not None:
        return _full_deck(given, deck), None
    fair = deck_seed(seed)
    if fair is not None:
        return shuffled(fair, deck.cards), fair
    return deck.shuffled(random.Random(seed)), None


def _full_deck(given: Sequence[Card] | str, deck: Deck) -> list[Card]:
    if not isinstance(given, str | Sequence):
        raise ValueError(f"a deck to deal from is a list of cards, not {quote(given)}")
    cards = parse_cards(given, deck) if isinstance(given, str) else list(given[: deck.size + 1])
    whole = len(cards) == deck.size and all(map(deck.holds, cards))
    if not whole or mask_of(cards) != deck.full_mask:
        raise ValueError(f"a deck to deal from must hold each of the {deck.size} cards once")
    return cards
