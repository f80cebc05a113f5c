"""Cards and decks, as data, with the card notation of RULES.md section 0.

Two decks are described here, and nowhere else is a deck's size or layout written:

- the **standard** deck: 52 cards, ranks A 2 ... 9 T J Q K in the suits S H D C
  (``"9H"``, ``"TS"``; ``"10S"`` is accepted);
- the **Rumski** deck of Ginski (seed 002): the numbers 1 to 13 in five colours (its
  suits) R B G Y P (``"7R"``, ``"13G"``) and five wild cards ``"W1"`` to ``"W5"``.

A card's ``index`` is its place in its own deck, ``suit_row * ranks + rank - 1`` (the wild
cards are the Rumski deck's sixth row, W), and its ``bit`` is ``1 << (offset + index)``,
where the standard deck's offset is 0 and the Rumski deck's follows the standard cards:
meld solvers work on masks, so every card carries its bit to avoid recomputing it, and
the masks of the two decks never overlap, so a card of the wrong deck shows in a mask.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from enum import IntEnum
from itertools import islice
from typing import Literal

DeckName = Literal["standard", "rumski"]
RANKS = 13
"""Ranks per suit in both decks: 1 to 13 (ace to king, or the printed numbers)."""
RANK_CHARS = "A23456789TJQK"
SUIT_CHARS = "SHDC"
SUIT_SYMBOLS = "♠♥♦♣"
WILD_COUNT = 5
WILD_VALUE = 20
"""A Rumski wild card counts 20 as deadwood."""
QUOTE_LIMIT = 80
"""At most this many characters of a player's or caller's input are quoted in an error."""


class Suit(IntEnum):
    """The four suits of the standard deck, in the order of their rows in a hand mask."""

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


RUMSKI_OFFSET = len(Suit) * RANKS
"""Where the Rumski deck's bits start: after the standard deck's."""


class Colour(IntEnum):
    """The suits of the Rumski deck, which the seed calls colours, in the order of their
    rows in a hand mask; ``W`` is the row of the wild cards, which have no colour."""

    R = 0
    B = 1
    G = 2
    Y = 3
    P = 4
    W = 5

    @property
    def symbol(self) -> str:
        return self.name


QUOTE_DEPTH = 4
"""Lists inside lists are quoted this deep."""


def quote(text: object, limit: int = QUOTE_LIMIT, depth: int = 0) -> str:
    """``repr`` of ``text`` for an error message, cut to ``limit`` characters: a message
    never carries a megabyte of someone's input, nor lists nested without end."""
    if isinstance(text, list | tuple):  # no repr of a million items, or of a huge one
        if depth >= QUOTE_DEPTH:
            return "[…]" if isinstance(text, list) else "(…)"
        items = ", ".join(quote(item, limit, depth + 1) for item in text[:limit])
        return clip(f"[{items}]" if isinstance(text, list) else f"({items})", limit)
    if isinstance(text, int) and text.bit_length() > limit * 4:  # repr refuses 4300 digits
        return f"a number of {text.bit_length() * 3 // 10} digits or so"
    try:
        return clip(repr(text[: limit + 1] if isinstance(text, str) else text), limit)
    except (RecursionError, ValueError):  # a list nested without end inside an object
        return f"a {type(text).__name__} too deep to quote"


def clip(text: str, limit: int = QUOTE_LIMIT) -> str:
    """``text`` cut to ``limit`` characters, an ellipsis marking the cut."""
    return text if len(text) <= limit else text[: limit - 1] + "…"


def card_value(rank: int) -> int:
    """Deadwood value of a standard rank: ace 1, pips at face value, ten and pictures 10."""
    return rank if rank < 10 else 10


def _value(rank: int, suit: Suit | Colour) -> int:
    if isinstance(suit, Suit):
        return card_value(rank)
    return WILD_VALUE if suit is Colour.W else rank  # a Rumski number counts as printed


@dataclass(frozen=True, slots=True, order=True)
class Card:
    """One card of either deck. A standard ace is 1 and always low; J, Q, K are 11, 12,
    13. A Rumski card's rank is its number; a wild card's rank is its number 1 to 5."""

    rank: int
    suit: Suit | Colour
    index: int = field(init=False, compare=False, repr=False)
    bit: int = field(init=False, compare=False, repr=False)
    value: int = field(init=False, compare=False, repr=False)

    def __post_init__(self) -> None:
        suit = self.suit if isinstance(self.suit, Colour) else Suit(self.suit)
        top = WILD_COUNT if suit is Colour.W else RANKS
        if (
            isinstance(self.rank, bool)
            or not isinstance(self.rank, int)
            or not 1 <= self.rank <= top
        ):
            raise ValueError(f"a card's rank is 1 to {top}, not {quote(self.rank)}")
        object.__setattr__(self, "suit", suit)
        index = int(suit) * RANKS + self.rank - 1
        offset = RUMSKI_OFFSET if isinstance(suit, Colour) else 0
        object.__setattr__(self, "index", index)
        object.__setattr__(self, "bit", 1 << (offset + index))
        object.__setattr__(self, "value", _value(self.rank, suit))

    def __hash__(self) -> int:
        return self.index

    def __str__(self) -> str:
        if isinstance(self.suit, Suit):
            return RANK_CHARS[self.rank - 1] + SUIT_CHARS[self.suit]
        if self.suit is Colour.W:
            return f"W{self.rank}"
        return f"{self.rank}{self.suit.name}"

    def __repr__(self) -> str:
        return f"Card('{self}')"

    @property
    def deck_name(self) -> DeckName:
        return "standard" if isinstance(self.suit, Suit) else "rumski"

    @property
    def is_wild(self) -> bool:
        return self.suit is Colour.W

    @property
    def rank_text(self) -> str:
        """The rank as a card's corner shows it: ``A``, ``7``, ``10``, ``K``; a number."""
        if isinstance(self.suit, Colour):
            return str(self.rank)
        return "10" if self.rank == 10 else RANK_CHARS[self.rank - 1]

    @property
    def is_court(self) -> bool:
        """A jack, queen or king of the standard deck."""
        return isinstance(self.suit, Suit) and self.rank > 10

    @property
    def pretty(self) -> str:
        """The card as people write it: ``10♥``, ``Q♠``; a Rumski card as its notation."""
        if isinstance(self.suit, Colour):
            return str(self)
        return self.rank_text + self.suit.symbol

    @classmethod
    def from_str(cls, text: str) -> Card:
        """Parse ``"9H"``, ``"TS"``, ``"10S"``, ``"qd"``, ``"Q♦"``, ``"7R"``, ``"13g"`` or
        ``"W3"``; anything else raises ValueError quoting (the start of) the text."""
        card = _parse_card(text) if isinstance(text, str) and len(text) <= 8 else None
        if card is None:
            raise ValueError(
                f"not a card: {quote(text)} (write rank then suit, like 9H, TS or 10S; "
                "a Rumski card like 7R, 13G or W1)"
            )
        return card


def _parse_card(text: str) -> Card | None:
    token = text.strip().upper()
    if len(token) < 2:
        return None
    if token[0] == "W" and token[1:].isdigit():
        return _RUMSKI_BY_TEXT.get(token)
    rank_part, suit_part = token[:-1], token[-1]
    if suit_part in "RBGYP":
        return _RUMSKI_BY_TEXT.get(token) if rank_part.isdigit() else None
    if rank_part == "10":
        rank_part = "T"
    suit_index = SUIT_CHARS.find(suit_part)
    if suit_index < 0:
        suit_index = SUIT_SYMBOLS.find(suit_part)
    if len(rank_part) != 1 or rank_part not in RANK_CHARS or suit_index < 0:
        return None
    return CARDS[suit_index * RANKS + RANK_CHARS.index(rank_part)]


@dataclass(frozen=True, eq=False)
class Deck:
    """A deck as data: its suits, ranks, card values and wild cards, and every card in
    index order. Two exist, ``Deck.standard()`` and ``Deck.rumski()``; each is one object."""

    name: DeckName
    offset: int
    """The deck's first bit: a card's bit is ``1 << (offset + index)``."""
    suits: tuple[Suit | Colour, ...]
    """The suits of the numbered cards, in the order of their rows (Rumski: colours)."""
    ranks: int
    wild_count: int
    cards: tuple[Card, ...]
    """Every card of the deck, indexed by ``Card.index``."""

    @classmethod
    def standard(cls) -> Deck:
        return STANDARD_DECK

    @classmethod
    def rumski(cls) -> Deck:
        return RUMSKI_DECK

    @classmethod
    def named(cls, name: str) -> Deck:
        """The deck a rule set names (``RuleSet.deck``)."""
        deck = _DECKS.get(name)
        if deck is None:
            raise ValueError(f"unknown deck {quote(name)}: choose standard or rumski")
        return deck

    @property
    def size(self) -> int:
        return len(self.cards)

    full_mask: int = field(init=False)
    """The mask of every card of the deck."""

    def __post_init__(self) -> None:
        object.__setattr__(self, "full_mask", ((1 << len(self.cards)) - 1) << self.offset)

    def holds(self, card: object) -> bool:
        """Is ``card`` a card of this deck?"""
        return isinstance(card, Card) and card.deck_name == self.name

    def cards_of(self, mask: int) -> list[Card]:
        """The cards of a mask, in index order (suit by suit, low to high)."""
        cards, first, out = self.cards, self.offset + 1, []
        while mask:
            low = mask & -mask
            out.append(cards[low.bit_length() - first])
            mask ^= low
        return out

    def shuffled(self, rng: random.Random) -> list[Card]:
        deck = list(self.cards)
        rng.shuffle(deck)
        return deck


def _deck(name: DeckName, offset: int, suits: tuple[Suit | Colour, ...], wilds: int) -> Deck:
    cards = [Card(rank, suit) for suit in suits for rank in range(1, RANKS + 1)]
    cards += [Card(number, Colour.W) for number in range(1, wilds + 1)]
    return Deck(
        name=name, offset=offset, suits=suits, ranks=RANKS, wild_count=wilds, cards=tuple(cards)
    )


STANDARD_DECK = _deck("standard", 0, tuple(Suit), 0)
RUMSKI_DECK = _deck(
    "rumski", RUMSKI_OFFSET, (Colour.R, Colour.B, Colour.G, Colour.Y, Colour.P), WILD_COUNT
)
_DECKS: dict[str, Deck] = {"standard": STANDARD_DECK, "rumski": RUMSKI_DECK}
_RUMSKI_BY_TEXT = {str(card): card for card in RUMSKI_DECK.cards}

CARDS: tuple[Card, ...] = STANDARD_DECK.cards
"""All 52 standard cards, indexed by ``Card.index``."""


def parse_cards(text: str | Iterable[str], deck: Deck | None = None) -> list[Card]:
    """Parse a space- or comma-separated list of cards (or a list of card strings); a bad
    token, a card given twice, or (with ``deck``) a card of another deck raises ValueError.
    Parsing stops at the first bad token, so a huge bad input costs no more than its start."""
    if isinstance(text, str):
        tokens: Iterable[object] = _tokens(text)
    elif isinstance(text, Iterable) and not isinstance(text, Mapping):
        tokens = text
    else:
        raise ValueError(f"cards are a string or a list of strings, not {quote(text)}")
    cards: list[Card] = []
    seen: set[Card] = set()
    for token in tokens:
        if not isinstance(token, str):
            raise ValueError(f"not a card: {quote(token)} (a card is written as a string)")
        card = Card.from_str(token)
        if card in seen:
            raise ValueError(f"card {card} appears twice")
        if deck is not None and not deck.holds(card):
            raise ValueError(f"{card} is not a card of the {deck.name} deck")
        seen.add(card)
        cards.append(card)
        if len(cards) > _LONGEST_DECK:
            raise ValueError(f"more cards than any deck holds: {quote(text)}")
    return cards


_LONGEST_DECK = max(deck.size for deck in _DECKS.values())


def _tokens(text: str, chunk: int = 16) -> Iterable[str]:
    """The tokens of a card list, a few at a time: a megabyte of text is never cut into a
    million tokens when its first bad one ends the parse."""
    rest = text.replace(",", " ")
    while rest:
        parts = rest.split(None, chunk)
        if len(parts) <= chunk:
            yield from parts
            return
        yield from parts[:chunk]
        rest = parts[chunk]


def cards_str(cards: Iterable[Card]) -> str:
    """The notation of RULES.md for a list of cards: ``"9H 9D 9C"``."""
    return " ".join(str(card) for card in cards)


def mask_of(cards: Iterable[Card]) -> int:
    """The mask of a collection of cards of one deck."""
    mask = 0
    for card in cards:
        mask |= card.bit
    return mask


def cards_of(mask: int) -> list[Card]:
    """The standard cards of a mask, in index order (suit by suit, ace to king)."""
    return STANDARD_DECK.cards_of(mask)


def new_deck() -> list[Card]:
    """The 52 standard cards in index order."""
    return list(CARDS)


def shuffled_deck(rng: random.Random, deck: Deck = STANDARD_DECK) -> list[Card]:
    return deck.shuffled(rng)


def hand_diagram(cards: Iterable[Card], deck: Deck = STANDARD_DECK) -> str:
    """A text picture of a hand: one row per suit, one column per rank."""
    if isinstance(cards, str | Mapping) or not isinstance(cards, Iterable):
        raise ValueError(f"a hand to draw is a list of cards, not {quote(cards)}")
    listed = cards if isinstance(cards, list | tuple) else list(islice(cards, deck.size + 1))
    if len(listed) > deck.size or not all(map(deck.holds, listed)):
        raise ValueError(f"not cards of the {deck.name} deck: {quote(listed)}")
    held = mask_of(listed) >> deck.offset
    standard = deck is STANDARD_DECK
    columns = [RANK_CHARS[r - 1] if standard else str(r % 10) for r in range(1, deck.ranks + 1)]
    rows = ["   " + " ".join(columns)]
    for row, suit in enumerate(deck.suits):
        marks = [
            columns[rank] if held >> (row * deck.ranks + rank) & 1 else "."
            for rank in range(deck.ranks)
        ]
        rows.append(f"{suit.symbol}  " + " ".join(marks))
    return "\n".join(rows)
