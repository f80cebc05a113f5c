"""Cards, the 52-card deck and the card notation of RULES.md ("9H", "TS"; "10S" accepted).

A card's ``index`` is ``suit * 13 + rank - 1`` and its ``bit`` is ``1 << index``: the meld
solver works on 52-bit masks, so every card carries its bit to avoid recomputing it.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from enum import IntEnum

RANK_CHARS = "A23456789TJQK"
SUIT_CHARS = "SHDC"
SUIT_SYMBOLS = "♠♥♦♣"


class Suit(IntEnum):
    """The four suits, in the order of their bits in a hand mask."""

    S = 0
    H = 1
    D = 2
    C = 3

    @property
    def symbol(self) -> str:
        return SUIT_SYMBOLS[self]

    @property
    def is_red(self) -> bool:
        return self in (Suit.H, Suit.D)


def card_value(rank: int) -> int:
    """Deadwood value of a rank: ace 1, pips at face value, ten and pictures 10."""
    return rank if rank < 10 else 10


@dataclass(frozen=True, slots=True, order=True)
class Card:
    """One playing card. Ace is 1 and always low; J, Q, K are 11, 12, 13."""

    rank: int
    suit: Suit
    index: int = field(init=False, compare=False, repr=False)
    bit: int = field(init=False, compare=False, repr=False)
    value: int = field(init=False, compare=False, repr=False)

    def __post_init__(self) -> None:
        if not 1 <= self.rank <= 13:
            raise ValueError(f"a card's rank is 1 to 13, not {self.rank}")
        object.__setattr__(self, "suit", Suit(self.suit))
        index = int(self.suit) * 13 + self.rank - 1
        object.__setattr__(self, "index", index)
        object.__setattr__(self, "bit", 1 << index)
        object.__setattr__(self, "value", card_value(self.rank))

    def __hash__(self) -> int:
        return self.index

    def __str__(self) -> str:
        return RANK_CHARS[self.rank - 1] + SUIT_CHARS[self.suit]

    def __repr__(self) -> str:
        return f"Card('{self}')"

    @property
    def pretty(self) -> str:
        """The card as people write it: ``10♥``, ``Q♠``."""
        rank = "10" if self.rank == 10 else RANK_CHARS[self.rank - 1]
        return rank + self.suit.symbol

    @classmethod
    def from_str(cls, text: str) -> Card:
        """Parse ``"9H"``, ``"TS"``, ``"10S"``, ``"qd"`` or ``"Q♦"``."""
        token = text.strip().upper()
        if len(token) < 2:
            raise ValueError(f"not a card: {text!r}")
        rank_part, suit_part = token[:-1], token[-1]
        if rank_part == "10":
            rank_part = "T"
        suit_index = SUIT_CHARS.find(suit_part)
        if suit_index < 0:
            suit_index = SUIT_SYMBOLS.find(suit_part)
        if len(rank_part) != 1 or rank_part not in RANK_CHARS or suit_index < 0:
            raise ValueError(f"not a card: {text!r} (write rank then suit, like 9H, TS or 10S)")
        return CARDS[suit_index * 13 + RANK_CHARS.index(rank_part)]


CARDS: tuple[Card, ...] = tuple(Card(rank, suit) for suit in Suit for rank in range(1, 14))
"""All 52 cards, indexed by ``Card.index``."""


def parse_cards(text: str | Iterable[str]) -> list[Card]:
    """Parse a space- or comma-separated list of cards; a bad token raises ValueError."""
    tokens = text.replace(",", " ").split() if isinstance(text, str) else list(text)
    cards = [Card.from_str(token) for token in tokens]
    seen: set[Card] = set()
    for card in cards:
        if card in seen:
            raise ValueError(f"card {card} appears twice")
        seen.add(card)
    return cards


def cards_str(cards: Iterable[Card]) -> str:
    """The notation of RULES.md for a list of cards: ``"9H 9D 9C"``."""
    return " ".join(str(card) for card in cards)


def mask_of(cards: Iterable[Card]) -> int:
    """The 52-bit mask of a collection of cards."""
    mask = 0
    for card in cards:
        mask |= card.bit
    return mask


def cards_of(mask: int) -> list[Card]:
    """The cards of a mask, in index order (suit by suit, ace to king)."""
    out = []
    while mask:
        low = mask & -mask
        out.append(CARDS[low.bit_length() - 1])
        mask ^= low
    return out


def new_deck() -> list[Card]:
    """The 52 cards in index order."""
    return list(CARDS)


def shuffled_deck(rng: random.Random) -> list[Card]:
    deck = new_deck()
    rng.shuffle(deck)
    return deck


def sort_by_rank(cards: Sequence[Card]) -> list[Card]:
    return sorted(cards, key=lambda c: (c.rank, c.suit))


def sort_by_suit(cards: Sequence[Card]) -> list[Card]:
    return sorted(cards, key=lambda c: (c.suit, c.rank))


def hand_diagram(cards: Iterable[Card]) -> str:
    """A text picture of a hand: one row per suit, one column per rank."""
    held = mask_of(cards)
    rows = ["   " + " ".join(RANK_CHARS)]
    for suit in Suit:
        marks = [
            RANK_CHARS[rank - 1] if held >> (suit * 13 + rank - 1) & 1 else "."
            for rank in range(1, 14)
        ]
        rows.append(f"{suit.symbol}  " + " ".join(marks))
    return "\n".join(rows)
