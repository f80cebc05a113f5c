"""Words for a screen reader (context "Spoken"): cards said in full ("seven of hearts",
"red 7", "wild card"), and the table's sentences made speakable.

The felt writes a card as its corner shows it (7♥, 10R); a screen reader would read the
suit sign as "black heart suit", or not at all. ``speakable`` turns a sentence of the felt
into one a screen reader says well, every card in it named in full; ``card_name`` names
one card. Everything here is worded in the language installed when it is called.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from gin_desktop.engine import Card, Colour, Suit, parse_cards, wild_stands_for

from .plurals import Spoken

translate = QCoreApplication.translate

_RANKS = (
    QT_TRANSLATE_NOOP("Spoken", "ace"),
    QT_TRANSLATE_NOOP("Spoken", "two"),
    QT_TRANSLATE_NOOP("Spoken", "three"),
    QT_TRANSLATE_NOOP("Spoken", "four"),
    QT_TRANSLATE_NOOP("Spoken", "five"),
    QT_TRANSLATE_NOOP("Spoken", "six"),
    QT_TRANSLATE_NOOP("Spoken", "seven"),
    QT_TRANSLATE_NOOP("Spoken", "eight"),
    QT_TRANSLATE_NOOP("Spoken", "nine"),
    QT_TRANSLATE_NOOP("Spoken", "ten"),
    QT_TRANSLATE_NOOP("Spoken", "jack"),
    QT_TRANSLATE_NOOP("Spoken", "queen"),
    QT_TRANSLATE_NOOP("Spoken", "king"),
)
_SUITS = {
    Suit.S: QT_TRANSLATE_NOOP("Spoken", "spades"),
    Suit.H: QT_TRANSLATE_NOOP("Spoken", "hearts"),
    Suit.D: QT_TRANSLATE_NOOP("Spoken", "diamonds"),
    Suit.C: QT_TRANSLATE_NOOP("Spoken", "clubs"),
}
_COLOURS = {
    Colour.R: QT_TRANSLATE_NOOP("Spoken", "red"),
    Colour.B: QT_TRANSLATE_NOOP("Spoken", "blue"),
    Colour.G: QT_TRANSLATE_NOOP("Spoken", "green"),
    Colour.Y: QT_TRANSLATE_NOOP("Spoken", "yellow"),
    Colour.P: QT_TRANSLATE_NOOP("Spoken", "purple"),
}

_WRITTEN = re.compile(
    r"(?<!\w)(10|[2-9AJQK])([♠♥♦♣])"  # a standard card: 7♥, 10♣
    r"|(?<!\w)(1[0-3]|[1-9])([RBGYP])\b"  # a Rumski card: 7R, 13P
    r"|\bW[1-5]\b"  # a wild card
)
"""A card as the felt writes it: 7♥, 10♣, Q♠; a Rumski card 7R, 13P; a wild W1 to W5."""


def card_name(card: Card) -> str:
    """The card said in full: "seven of hearts", "red 7", "wild card"."""
    if card.is_wild:
        return translate("Spoken", "wild card")
    if isinstance(card.suit, Colour):
        colour = translate("Spoken", str(_COLOURS[card.suit]))
        return translate("Spoken", "{colour} {number}").format(colour=colour, number=card.rank)
    rank = translate("Spoken", str(_RANKS[card.rank - 1]))
    suit = translate("Spoken", str(_SUITS[card.suit]))
    return translate("Spoken", "{rank} of {suit}").format(rank=rank, suit=suit)


def names_of(cards: Iterable[Card]) -> str:
    """Cards said one after the other: "six of hearts, eight of hearts"."""
    return translate("Spoken", ", ").join(card_name(card) for card in cards)


def speakable(text: str) -> str:
    """A sentence of the felt with every card in it said in full."""

    def said(found: re.Match[str]) -> str:
        cards = parse_cards(
            found.group(0)
            .replace("♠", "S")
            .replace("♥", "H")
            .replace("♦", "D")
            .replace("♣", "C")
            .replace("10", "T")
            if found.group(1)
            else found.group(0)
        )
        return card_name(cards[0])

    return _WRITTEN.sub(said, text)


def hand(count: int) -> str:
    return Spoken.tr("Your hand: %n card(s)", "", count)


def card_place(card: Card, melds: Sequence[Sequence[Card]], drawn: bool) -> str:
    """Where a card of your hand stands in its best melds: "in a meld with six of hearts,
    eight of hearts", or "deadwood"; a wild says what it stands for; the card you just
    drew says so."""
    meld = next((meld for meld in melds if card in meld), None)
    if meld is None:
        place = translate("Spoken", "deadwood")
    else:
        others = names_of(other for other in meld if other != card)
        place = translate("Spoken", "in a meld with {0}").format(others)
        stands_for = wild_stands_for(meld) if card.is_wild else None
        if stands_for is not None:
            place = translate("Spoken", "standing for {0}, {1}").format(
                card_name(stands_for), place
            )
    if drawn:
        place = translate("Spoken", "{0}; just drawn").format(place)
    return place


def stock(count: int) -> str:
    return Spoken.tr("Stock: %n card(s)", "", count)


def pile(cards: Sequence[Card]) -> str:
    if not cards:
        return translate("Spoken", "Discard pile: empty")
    return Spoken.tr("Discard pile: %n card(s), top card {0}", "", len(cards)).format(
        card_name(cards[-1])
    )


def pile_under(cards: Sequence[Card]) -> str:
    """The fanned pile, from the top down."""
    return translate("Spoken", "Under the top card: {0}").format(names_of(reversed(cards[:-1])))


def table_melds(cards: Sequence[Card]) -> str:
    return translate("Spoken", "Melds on the table: {0}").format(names_of(cards))


def seat_cards(known: Sequence[Card], shown: Sequence[Card]) -> str:
    """What another seat's cards show: those face up at the showdown, else those everyone
    saw them take; nothing of a card face down."""
    if shown:
        return translate("Spoken", "Shows: {0}").format(names_of(shown))
    if known:
        return translate("Spoken", "Known to hold: {0}").format(names_of(known))
    return ""


def nothing_dealt() -> str:
    return translate("Spoken", "No cards are on the table.")
