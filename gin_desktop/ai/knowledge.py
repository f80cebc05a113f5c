"""What a computer player knows, read from its PlayerView alone.

Replaying the view's public events gives the card tracking a good player does at the
table: which cards the opponent discarded, which discards they passed over (they did not
want them), which they took (they are building on them), and which cards are still unseen.
Everything is a mask of the deck's cards so that the evaluation can work fast; the meld
solver of the view's rules (``solver``) does the arithmetic on them.
"""

from __future__ import annotations

from dataclasses import dataclass

from gin_desktop.engine import Card, EventKind, MeldSolver, PlayerView, solver_for


def mask(cards: tuple[Card, ...] | list[Card]) -> int:
    return sum(card.bit for card in cards)


@dataclass(frozen=True)
class Knowledge:
    solver: MeldSolver
    """The meld solver of the view's rules, and through it the deck."""
    hand: int
    pile: int
    """Every card in the discard pile (face up, out of play unless it is the top)."""
    top: Card | None
    opponent_known: int
    """Cards the opponent took from the pile and still holds."""
    opponent_discarded: int
    opponent_passed: int
    """Discards the opponent could have taken and did not."""
    opponent_taken: int
    """Every card the opponent ever took from the pile."""
    unseen: int
    """Cards this seat has never seen: in the stock or the opponent's hand."""
    opponent_count: int
    stock_count: int
    knock_limit: int
    opponent_stock_draws: int
    """How many times the opponent drew from the stock this hand."""
    opponent_last_discard: int
    """The bit of the opponent's latest discard, or 0."""
    opponent_waits: bool = False
    """Has the opponent been caught, this match, holding a hand they could have knocked
    with (``opponent_plays_on``)? Then they wait for gin or an undercut."""

    @property
    def opponent_unknown_count(self) -> int:
        return self.opponent_count - self.opponent_known.bit_count()

    @classmethod
    def from_view(cls, view: PlayerView) -> Knowledge:
        solver = solver_for(view.rules)
        opponent = view.opponent
        discarded = passed = taken = last = stock_draws = 0
        pile: list[Card] = []
        for event in view.events:
            kind = event.kind
            if kind is EventKind.UPCARD_TURNED or kind is EventKind.DISCARDED:
                pile.extend(event.cards)
                if kind is EventKind.DISCARDED and event.seat == opponent:
                    last = mask(event.cards)
                    discarded |= last
            elif kind is EventKind.DREW_DISCARD:
                if pile:
                    pile.pop()
                if event.seat == opponent:
                    taken |= mask(event.cards)
            elif event.seat == opponent and kind in _PASSING:
                stock_draws += kind is EventKind.DREW_STOCK
                passed |= pile[-1].bit if pile else 0
        hand = mask(view.hand)
        pile_mask = mask(view.discard_pile)
        known = mask(view.opponent_known)
        everyones = mask([card for other in view.others for card in other.known])
        return cls(
            solver=solver,
            hand=hand,
            pile=pile_mask,
            top=view.top_discard,
            opponent_known=known,
            opponent_discarded=discarded,
            opponent_passed=passed & ~taken,
            opponent_taken=taken,
            unseen=solver.deck.full_mask & ~(hand | pile_mask | everyones),
            opponent_count=view.opponent_card_count,
            stock_count=view.stock_count,
            knock_limit=view.knock_limit,
            opponent_stock_draws=stock_draws,
            opponent_last_discard=last,
            opponent_waits=opponent_plays_on(view),
        )


def opponent_plays_on(view: PlayerView) -> bool:
    """Has the opponent, this match, been caught holding a hand they could have knocked
    with? Then they wait for gin or an undercut as well, and hold little deadwood."""
    for record in view.history:
        if record.knocker != view.seat or record.defender_deadwood is None:
            continue
        shown = record.defender_deadwood + record.laid_off_points
        if shown <= record.knock_limit:
            return True
    return False


_PASSING = (EventKind.UPCARD_PASSED, EventKind.DREW_STOCK)
