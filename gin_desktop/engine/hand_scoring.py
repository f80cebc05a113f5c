"""The showdown of a hand as it was played: the knocker's cards against each defender's,
with the cards each defender laid off, scored by ``score_showdown`` (one defender) or
``score_table_showdown`` (Ginski, every defender), so that a hand's score always equals
theirs.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .events import EventKind, laid_off_by_seat
from .ginski import TableShowdown, score_table_showdown
from .scoring import ShowdownResult, score_showdown

if TYPE_CHECKING:
    from .round import Round


def table_showdown(hand: Round, knocker: int) -> TableShowdown:
    """Ginski: every defender, with the lay-offs each one made, in the order made."""
    played = laid_off_by_seat(hand.events, hand.defenders)
    return score_table_showdown(
        hand.hand(knocker),
        [[*hand.hand(seat), *(card for card, _ in played[seat])] for seat in hand.defenders],
        hand.rules, knocker_melds=hand.declared_melds, placements=list(played.values()),
        knock_limit=hand.knock_limit, multiplier=hand.multiplier,
    )  # fmt: skip


def one_showdown(hand: Round, knocker: int, defender: int) -> ShowdownResult:
    """The knocker's hand against one defender's, with the cards that defender laid off."""
    laid = tuple(
        event.cards[0]
        for event in hand.events
        if event.kind is EventKind.LAID_OFF and event.seat == defender
    )
    return score_showdown(
        hand.hand(knocker),
        [*hand.hand(defender), *laid],
        hand.rules,
        knocker_melds=hand.declared_melds,
        laid_off=laid,
        knock_limit=hand.knock_limit,
        multiplier=hand.multiplier,
    )
