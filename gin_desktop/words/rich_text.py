"""Cards, names and scores written out: as plain lists ("Ana and Budi", "Ana: 12 · Budi:
30") and as rich text for the felt and its tooltips (a card in its suit's colour, a name
escaped, never taken for markup). Every other module of ``words`` writes them so.
"""

from __future__ import annotations

import html
from collections.abc import Iterable, Sequence

from PySide6.QtCore import QCoreApplication

from gin_desktop.engine import Card, Suit

translate = QCoreApplication.translate


def cards_text(cards: Sequence[Card]) -> str:
    return " ".join(card.pretty for card in cards)


def names_list(names: Sequence[str]) -> str:
    """The players' names as a list: "Ana and Budi", "Ana, Budi and Citra"."""
    if len(names) < 2:
        return "".join(names)
    return translate("MatchLog", "{0} and {1}").format(", ".join(names[:-1]), names[-1])


def scores_text(names: Sequence[str], scores: Sequence[int]) -> str:
    """A list of the totals: "Ana: 12 · Computer 2: 30" (a colon, so that a name that ends
    in a number is never read as part of the score)."""
    return " · ".join(f"{name}: {score}" for name, score in zip(names, scores, strict=False))


RED_ON_FELT = "#ff9a9a"


def esc(text: str) -> str:
    """A player's name (or any text) as text in rich text, never as markup."""
    return html.escape(text, quote=False)


def as_tooltip(text: str) -> str:
    """Plain text (with names in it) for a tooltip, which Qt would take for markup if it
    looked like some: escaped, line breaks kept."""
    return "<p style='white-space:pre-wrap'>" + esc(text) + "</p>"


def card_html(card: Card) -> str:
    colour = RED_ON_FELT if isinstance(card.suit, Suit) and card.suit.is_red else "#ffffff"
    return f'<span style="color:{colour}; font-weight:bold">{esc(card.pretty)}</span>'


def cards_html(cards: Iterable[Card]) -> str:
    return " ".join(card_html(card) for card in cards)
