"""What a discard gives the opponent: the cards they are known to hold.

A card taken from the discard pile stays in view until it is thrown back, so every player
at the table knows it is in the taker's hand and what it wants: the other cards of its
rank, and its suit's neighbours. A discard that makes a meld with two such cards is taken
for certain; one that merely meets one of them (same rank, or same suit within two ranks)
often is. ``potential`` cannot see this: the outs of a card beside the opponent's known
cards are in the opponent's hand, so the card looks dead and would be thrown first.
"""

from __future__ import annotations

from gin_desktop.engine import Card, MeldSolver

NEAR = 2
"""Ranks apart in one suit that still count as meeting a card (a run's reach)."""
MEETS_RISK = 0.5
"""The risk of a discard that meets a known card without making a meld with them."""


def meets(card: Card, known: Card) -> bool:
    """Same rank, or same suit within ``NEAR`` ranks: a card that helps ``known`` meld."""
    near = card.suit == known.suit and abs(card.rank - known.rank) <= NEAR
    return card.rank == known.rank or near


def feed_risk(solver: MeldSolver, known: int, card: Card) -> float:
    """How surely the opponent, known to hold the cards of mask ``known``, wants ``card``:
    1 when it melds with them, ``MEETS_RISK`` when it meets one of them, else 0."""
    if not known:
        return 0.0
    if solver.meld_outs(known) & card.bit:
        return 1.0
    if any(meets(card, held) for held in solver.cards_of(known)):
        return MEETS_RISK
    return 0.0
