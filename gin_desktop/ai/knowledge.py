"""What a computer player knows, read from its PlayerView alone.

Replaying the view's public events gives the card tracking a good player does at the
table: which cards the opponent discarded, which discards they passed over (they did not
want them), which they took (they are building on them), and which cards are still unseen.
Everything is a mask of the deck's cards so that the evaluation can work fast; the meld
solver of the view's rules (``solver``) does the arithmetic on them.
"""

from __future__ import annotations

from dataclasses import dataclass

from gin_desktop.engine import (
    HAND_SIZE,
    Card,
    EventKind,
    HandRecord,
    MeldSolver,
    PlayerView,
    solver_for,
)


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
    opponent_draws: int = 0
    """How many times the opponent drew this hand, from the stock or the pile."""
    opponent_knocks_early: bool = False
    """Has the opponent, this match, knocked short of gin in the first half of a hand
    (``opponent_knocks_early``)? Then they do not wait for gin."""

    @property
    def opponent_may_wait(self) -> bool:
        """Could the opponent be a patient player, one who plays for gin while they could
        knock? Yes once caught at it; no once caught knocking early; until either is seen,
        it may be."""
        return self.opponent_waits or not self.opponent_knocks_early

    @property
    def opponent_unknown_count(self) -> int:
        return self.opponent_count - self.opponent_known.bit_count()

    @classmethod
    def from_view(cls, view: PlayerView, opponent: int | None = None) -> Knowledge:
        """What the view tells of ``opponent`` (by default the first on this seat's left
        who plays the hand) and of the unseen cards."""
        solver = solver_for(view.rules)
        opponent = view.opponent if opponent is None else opponent
        other = next(seat for seat in view.others if seat.seat == opponent)
        discarded = passed = taken = last = stock_draws = takes = 0
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
                    takes += 1
            elif event.seat == opponent and kind in _PASSING:
                stock_draws += kind is EventKind.DREW_STOCK
                passed |= pile[-1].bit if pile else 0
        hand = mask(view.hand)
        pile_mask = mask(view.discard_pile)
        known = mask(other.known)
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
            opponent_count=other.card_count,
            stock_count=view.stock_count,
            knock_limit=view.knock_limit,
            opponent_stock_draws=stock_draws,
            opponent_last_discard=last,
            opponent_waits=opponent_plays_on(view, opponent),
            opponent_draws=stock_draws + takes,
            opponent_knocks_early=opponent_knocks_early(view, opponent),
        )


def opponent_plays_on(view: PlayerView, opponent: int | None = None) -> bool:
    """Has the opponent (by default the first on this seat's left), this match, been
    caught holding a hand they could have knocked with, in a hand this seat ended against
    them? Then they wait for gin or an undercut as well, and hold little deadwood. At a
    table of three or four, a hand this seat played against someone else tells nothing
    of them."""
    opponent = view.opponent if opponent is None else opponent
    return any(
        record.knocker == view.seat and _held_a_knock(record) and _played(record, opponent)
        for record in view.history
    )


def opponent_knocks_early(view: PlayerView, opponent: int | None = None) -> bool:
    """Has the opponent (by default the first on this seat's left), this match, knocked
    short of gin while more than half the stock was left? A patient player waits for gin
    that long; a hasty one knocks when it can."""
    half = stock_at_deal(view) // 2
    opponent = view.opponent if opponent is None else opponent
    for record in view.history:
        if record.knocker != opponent:  # not a partner's or another table's knock
            continue
        if record.knocker_deadwood and (record.stock_left or 0) > half:
            return True
    return False


def opponent_waiting_line(view: PlayerView, opponent: int | None = None) -> int:
    """Stock left at which a patient opponent (by default the first on this seat's left)
    is modelled to stop waiting for gin and knock whenever the limit allows. Half the
    stock at the deal (15 with the standard deck: the line that tells an early knock),
    lowered to the stock left when this seat knocked or went gin against them this match
    and they showed a hand they could have knocked with (they were still waiting then),
    but never below the most stock they left at a knock of their own short of gin. The
    strong level knocks from 14 down; the expert waits until 3."""
    opponent = view.opponent if opponent is None else opponent
    half = stock_at_deal(view) // 2
    line, knocked = half, 0
    for record in view.history:
        left = record.stock_left
        if left is None or left > half or not _played(record, opponent):
            continue
        if record.knocker == opponent and record.knocker_deadwood:
            knocked = max(knocked, left)
        elif record.knocker == view.seat and _held_a_knock(record):
            line = min(line, left)
    return max(line, knocked)


def _played(record: HandRecord, seat: int) -> bool:
    """Did ``seat`` play the hand of ``record`` (records saved before three-handed and
    partnership gin name no players: every seat played)?"""
    return not record.players or seat in record.players


def _held_a_knock(record: HandRecord) -> bool:
    """Did the defender show a hand they could have knocked with?"""
    if record.defender_deadwood is None:
        return False
    return record.defender_deadwood + record.laid_off_points <= record.knock_limit


def stock_at_deal(view: PlayerView) -> int:
    """Cards in the stock when the hand was dealt: the deck, less the hands and the upcard."""
    return solver_for(view.rules).deck.size - len(view.players) * HAND_SIZE - 1


_PASSING = (EventKind.UPCARD_PASSED, EventKind.DREW_STOCK)
