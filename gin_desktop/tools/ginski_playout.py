"""A measuring seat for Ginski: weighs every turn by playing the hand out, seeing as much
of the hidden state as it is told to (``ginski_bound.py`` seats it against two casual).

At a table of three a Ginski hand is a race: whoever first holds 13 deadwood or less
knocks and scores the others' deadwood added up. This seat tries each draw, and each
discard or knock, by playing the rest of the hand out against hidden states: every other
player's hand and the stock. It plays them out with everyone playing plainly (take the
upcard when it melds and lowers the deadwood or lets them knock, otherwise draw from the
stock; throw what leaves the least; knock as soon as the limit allows), which is close to
how the casual level plays, and picks the choice with the most points on average (points
won by another player count against it).

What it sees is the measurement:
- ``fair``: nothing hidden; the states are made up from the unseen cards (the others'
  hands dealt from them, no hand that would already have knocked, the rest shuffled as
  the stock), as a fair player could.
- ``hands``: the others' real hands; the stock made up.
- ``stock``: the real stock, in order; the others' hands made up.
- ``all``: the real hands and stock (one play-out per choice: nothing is left to chance).

Every kind but ``fair`` reads the round's secret cards: a measuring tool, never a player
of the product.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

from gin_desktop.ai import create_player
from gin_desktop.ai.handeval import bits_of
from gin_desktop.ai.lookahead import opponent_take
from gin_desktop.ai.player import Player
from gin_desktop.engine import (
    WALL,
    Action,
    BigGin,
    Discard,
    DrawDiscard,
    DrawStock,
    EventKind,
    Knock,
    Match,
    MeldSolver,
    PlayerView,
    RuleSet,
    solver_for,
)
from gin_desktop.engine.showdown import knock_outcome

SIGHTS = ("fair", "hands", "stock", "all")
PLAY_OUTS = 40
"""Hidden states per decision (one when everything is seen)."""
REDEALS = 4
"""Tries at making up a hand that would not already have knocked."""


@dataclass(frozen=True)
class Other:
    """Another player, in turn order from the seat's left, as the seat knows them."""

    seat: int
    count: int
    known: int
    """Cards they took from the pile and still hold."""
    has_discarded: bool
    """Then they did not knock with what they kept."""


@dataclass(frozen=True)
class Hidden:
    """One hidden state: the others' hands (in turn order from the seat's left) and the
    stock, top card last."""

    hands: tuple[int, ...]
    stock: tuple[int, ...]


@dataclass(frozen=True)
class PlainTable:
    """Plain play at a table, on masks of cards."""

    rules: RuleSet
    limit: int

    @property
    def solver(self) -> MeldSolver:
        return solver_for(self.rules)

    def play_out(self, ours: int, hidden: Hidden, upcard: int) -> int:
        """Points for us (negative: for another player), the player on our left to draw."""
        solver = self.solver
        hands = [ours, *hidden.hands]
        deadwoods = [solver.deadwood(hand) for hand in hands]
        stock, left, turn = hidden.stock, len(hidden.stock), 1 % len(hands)
        while left > WALL:
            hand = hands[turn]
            taken = opponent_take(solver, hand, deadwoods[turn], upcard, self.limit)
            if taken is None:
                left -= 1
                hand |= stock[left]
                taken = solver.best_discard(hand)
            else:
                hand |= upcard
            deadwoods[turn], upcard = taken
            hands[turn] = hand ^ upcard
            if deadwoods[turn] <= self.limit:
                return self.showdown(deadwoods, turn)
            turn = (turn + 1) % len(hands)
        return 0

    def showdown(self, deadwoods: Sequence[int], knocker: int) -> int:
        """Points for seat 0 of a knock, as RULES.md section 3 scores it (no lay-offs)."""
        count, mine = len(deadwoods), deadwoods[knocker]
        others = [(knocker + step) % count for step in range(1, count)]
        theirs = [deadwoods[seat] for seat in others]
        if mine == 0:
            points, winner = self.rules.gin_bonus + sum(theirs), knocker
        else:
            place, points = knock_outcome(self.rules, mine, theirs)
            winner = others[place - 1] if place else knocker
        return points if winner == 0 else -points


class LookingSeat:
    """Weighs its draws and its discards by play-outs (see the module's docstring); the
    first upcard's offer, the lay-offs and the next hand it leaves to the casual level."""

    def __init__(self, match: Match, seat: int, sight: str, seed: int) -> None:
        if sight not in SIGHTS:
            raise ValueError(f"unknown sight {sight!r}: choose one of {', '.join(SIGHTS)}")
        self.match, self.seat, self.sight = match, seat, sight
        self.name = f"sees {sight}"
        self.rng = random.Random(seed)
        self.casual: Player = create_player("casual", seed)

    def choose(self, view: PlayerView) -> Action:
        legal = view.legal_actions
        if any(isinstance(a, BigGin) for a in legal):
            return next(a for a in legal if isinstance(a, BigGin))  # 31, and the hand is over
        choices: list[Action] = [a for a in legal if isinstance(a, Discard | Knock)]
        if DrawStock() in legal:
            choices = [a for a in legal if a in (DrawStock(), DrawDiscard())]
        if not choices:
            return self.casual.choose(view)
        if len(choices) == 1:
            return choices[0]
        table = PlainTable(view.rules, view.knock_limit)
        states = self.hidden_states(view, 1 if self.sight == "all" else PLAY_OUTS)
        scores = [
            sum(self.outcome(table, view, choice, state) for state in states) for choice in choices
        ]
        return choices[scores.index(max(scores))]

    def outcome(self, table: PlainTable, view: PlayerView, choice: Action, state: Hidden) -> int:
        """Points for us of one choice, played out against one hidden state."""
        solver, hand = table.solver, sum(card.bit for card in view.hand)
        deadwoods = [solver.deadwood(cards) for cards in state.hands]
        stock = state.stock
        if isinstance(choice, Discard | Knock):
            kept, thrown = hand ^ choice.card.bit, choice.card.bit
            deadwood = solver.deadwood(kept)
        else:
            if isinstance(choice, DrawDiscard):
                upcard = view.top_discard.bit if view.top_discard else 0
                deadwood, thrown = solver.best_discard(hand | upcard, upcard)
                hand |= upcard
            else:
                stock, drawn = stock[:-1], stock[-1]
                deadwood, thrown = solver.best_discard(hand | drawn)
                hand |= drawn
            kept = hand ^ thrown
        if deadwood <= table.limit and not isinstance(choice, Discard):
            return table.showdown([deadwood, *deadwoods], 0)
        return table.play_out(kept, Hidden(state.hands, stock), thrown)

    def hidden_states(self, view: PlayerView, count: int) -> list[Hidden]:
        """``count`` hidden states: the real parts this seat sees, the rest made up."""
        dealt = self.match.hand
        others = self.others(view)
        hands = stock = None  # only what the seat is told to see is read
        if self.sight in ("hands", "all"):
            hands = tuple(sum(card.bit for card in dealt.hand(o.seat)) for o in others)
        if self.sight in ("stock", "all"):
            stock = tuple(card.bit for card in dealt.stock)
        seen = sum(card.bit for card in view.hand) | sum(c.bit for c in view.discard_pile)
        unseen = solver_for(view.rules).deck.full_mask & ~seen & ~sum(o.known for o in others)
        return [self.made_up(view, others, unseen, hands, stock) for _ in range(count)]

    def made_up(
        self,
        view: PlayerView,
        others: list[Other],
        unseen: int,
        hands: tuple[int, ...] | None,
        stock: tuple[int, ...] | None,
    ) -> Hidden:
        """One hidden state, making up the parts not given."""
        pool = [bit for bit in bits_of(unseen) if stock is None or bit not in stock]
        if hands is None:
            made: list[int] = []
            deadwood, limit = solver_for(view.rules).deadwood, view.knock_limit
            for other in others:
                need = other.count - other.known.bit_count()
                for _ in range(REDEALS):
                    self.rng.shuffle(pool)
                    cards = other.known | sum(pool[:need])
                    if not other.has_discarded or deadwood(cards) > limit:
                        break
                made.append(cards)
                pool = pool[need:]
            hands = tuple(made)
        if stock is None:
            rest = [bit for bit in pool if not any(bit & cards for cards in hands)]
            self.rng.shuffle(rest)
            stock = tuple(rest[len(rest) - view.stock_count :])
        return Hidden(hands, stock)

    @staticmethod
    def others(view: PlayerView) -> list[Other]:
        """The other players, in turn order from this seat's left."""
        order = view.players
        mine = order.index(view.seat)
        discarded = {e.seat for e in view.events if e.kind is EventKind.DISCARDED}
        others = []
        for step in range(1, len(order)):
            seat = view.other(order[(mine + step) % len(order)])
            known = sum(card.bit for card in seat.known)
            others.append(Other(seat.seat, seat.card_count, known, seat.seat in discarded))
        return others
