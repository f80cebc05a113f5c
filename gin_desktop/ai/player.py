"""The computer players: one heuristic player whose skill is set by a style.

Every decision reads a PlayerView and nothing else, so every level plays fair by
construction: it cannot see the opponent's hand or the stock, only what a person at the
table would have seen. Randomness (the beginner's slips, the sampling of the opponent's
possible hands) comes from a generator seeded by the player's seed and the public state,
so the same view always gets the same decision.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Protocol

from gin_desktop.engine.actions import (
    Action,
    BigGin,
    Discard,
    DrawDiscard,
    DrawStock,
    FinishLayoffs,
    Knock,
    LayOff,
    NextHand,
    PassUpcard,
)
from gin_desktop.engine.cards import CARDS, Card
from gin_desktop.engine.layoff import lay_off
from gin_desktop.engine.melds import (
    arrangement_of_mask,
    best_discard_of_mask,
    deadwood_of_mask,
)
from gin_desktop.engine.view import PlayerView

from .handeval import (
    bits_of,
    card_of,
    card_weights,
    danger,
    feed,
    knock_value,
    potential,
    sample_opponent_hands,
)
from .knowledge import Knowledge
from .rollout import Scoring, sample_deals, value_of
from .showing import least_exposed_melds


class Player(Protocol):
    """Anything that picks one of the view's legal actions from the view alone."""

    name: str

    def choose(self, view: PlayerView) -> Action: ...


@dataclass(frozen=True)
class Style:
    """How a level plays. The levels differ in skill, never in what they can see."""

    name: str
    potential_weight: float
    """How much the chances of the next draws count beside today's deadwood."""
    feed_weight: float
    """How much a discard that helps the opponent is avoided."""
    samples: int
    """Opponent hands sampled to judge discards (0: no opponent model)."""
    knock_samples: int
    """Opponent hands sampled to judge a knock (0: a rule of thumb)."""
    take_margin: float
    """How much better the upcard must be than a blind draw to be taken."""
    knock_at_most: int = 99
    """Never knock with more deadwood than this (the beginner waits too long)."""
    high_card_love: float = 0.0
    """Reluctance to throw away high cards (the beginner's habit)."""
    slip_rate: float = 0.0
    """Chance of overlooking a good upcard."""
    undercut_fear: float = 0.35
    """Largest accepted chance of being undercut when knocking."""
    knock_patience: int = 4
    """Turns after which the rule of thumb asks for less deadwood before knocking."""
    safety_weight: float = 0.0
    """Points of deadwood a discard is worth avoiding for each sign that it helps the
    opponent (cards they took next to it, or of its rank)."""
    early_knock: tuple[int, int] = (99, 0)
    """(stock count, deadwood): while the stock holds at least that many cards, knock
    with that much deadwood or less: early on the opponent's deadwood is still high."""
    late_knock_stock: int = 0
    """With this few cards left in the stock, knock whenever the limit allows."""
    rollouts: int = 0
    """Sampled deals played out to compare the best few moves (0: no look-ahead)."""
    rollout_moves: int = 3
    """How many of the heuristically best discards the look-ahead compares."""


STYLES: dict[str, Style] = {
    "beginner": Style("beginner", 0.0, 0.0, 0, 0, 1.0, knock_at_most=5,
                      high_card_love=0.6, slip_rate=0.3),
    "casual": Style("casual", 0.3, 0.0, 0, 0, 0.5),
    "strong": Style("strong", 0.6, 0.0, 0, 0, 0.5, knock_at_most=2, late_knock_stock=6),
    "expert": Style("expert", 0.6, 0.0, 0, 0, 0.0, knock_at_most=0, late_knock_stock=6),
}  # fmt: skip


class HeuristicPlayer:
    """A computer player; see ``Style`` for what makes one level stronger."""

    def __init__(self, style: Style, seed: int | None = None) -> None:
        self.style = style
        self.name = style.name
        self.seed = 0 if seed is None else seed

    def choose(self, view: PlayerView) -> Action:
        legal = view.legal_actions
        if not legal:
            raise ValueError("it is not this player's turn: the view offers no action")
        if len(legal) == 1:
            return legal[0]
        action = self._decide(view)
        return action if action in legal or isinstance(action, Knock) else legal[0]

    def _rng(self, view: PlayerView) -> random.Random:
        return random.Random(f"{self.seed}|{view.hand_number}|{len(view.events)}|{view.seat}")

    def _decide(self, view: PlayerView) -> Action:
        legal = view.legal_actions
        if NextHand() in legal:
            return NextHand()
        if any(isinstance(a, LayOff) for a in legal) or FinishLayoffs() in legal:
            return _lay_off_step(view)
        if DrawStock() in legal or PassUpcard() in legal:
            return self._draw(view)
        return self._discard(view)

    # -- drawing ---------------------------------------------------------------------

    def _draw(self, view: PlayerView) -> Action:
        blind: Action = DrawStock() if DrawStock() in view.legal_actions else PassUpcard()
        if DrawDiscard() not in view.legal_actions or view.top_discard is None:
            return blind
        knowledge = Knowledge.from_view(view)
        rng = self._rng(view)
        upcard = view.top_discard.bit
        hand = knowledge.hand
        live = bits_of(knowledge.unseen)
        now = deadwood_of_mask(hand)
        forbidden = upcard if view.rules.forbid_discarding_taken_card else 0
        after, discard_bit = best_discard_of_mask(hand | upcard, forbidden)
        if after == 0 or (after <= view.knock_limit and after < now):
            return DrawDiscard()
        if self.style.slip_rate and rng.random() < self.style.slip_rate:
            return blind
        weight = self.style.potential_weight
        blind_value = now - (1 + weight) * potential(hand, now, live)
        kept = (hand | upcard) ^ discard_bit
        take_value = after - weight * potential(kept, after, live)
        if take_value + self.style.take_margin < blind_value:
            return DrawDiscard()
        return blind

    # -- discarding and knocking -----------------------------------------------------

    def _discard(self, view: PlayerView) -> Action:
        legal = view.legal_actions
        for action in legal:
            if isinstance(action, BigGin):
                return action
        knowledge = Knowledge.from_view(view)
        rng = self._rng(view)
        opponents = self._opponent_hands(knowledge, rng, self.style.samples)
        knock = self._knock(view, knowledge, rng)
        if knock is not None:
            return knock
        choices = [a.card for a in legal if isinstance(a, Discard)]
        live = bits_of(knowledge.unseen)
        scored = [
            (self._discard_score(knowledge.hand, c.bit, live, opponents)
             + self.style.safety_weight * danger(c.bit, knowledge), c)
            for c in choices
        ]  # fmt: skip
        scored.sort(key=lambda item: (item[0], -item[1].value))
        if self.style.rollouts and len(scored) > 1:
            return Discard(self._look_ahead(view, knowledge, rng, [c for _, c in scored]))
        return Discard(scored[0][1])

    def _look_ahead(
        self, view: PlayerView, knowledge: Knowledge, rng: random.Random, ranked: list[Card]
    ) -> Card:
        """Play the best few discards out on the same sampled deals; keep the best."""
        opponents = self._opponent_hands(
            knowledge, rng, self.style.rollouts, above=view.knock_limit
        )
        deals = sample_deals(opponents, knowledge.unseen, view.stock_count, rng)
        scoring = _scoring(view, self.style)
        candidates = ranked[: self.style.rollout_moves]
        values = [value_of(knowledge.hand ^ c.bit, c.bit, deals, scoring) for c in candidates]
        return candidates[max(range(len(candidates)), key=lambda i: (values[i], -i))]

    def _discard_score(self, hand: int, bit: int, live: list[int], opponents: list[int]) -> float:
        kept = hand ^ bit
        deadwood = deadwood_of_mask(kept)
        score = float(deadwood)
        if self.style.potential_weight:
            score -= self.style.potential_weight * potential(kept, deadwood, live)
        if self.style.feed_weight and opponents:
            score += self.style.feed_weight * feed(bit, opponents)
        if self.style.high_card_love:
            score += self.style.high_card_love * CARDS[card_of(bit)].value
        return score

    def _opponent_hands(
        self, knowledge: Knowledge, rng: random.Random, count: int, above: int | None = None
    ) -> list[int]:
        if count <= 0 or knowledge.opponent_unknown_count < 0:
            return []
        weights = card_weights(knowledge)
        return sample_opponent_hands(knowledge, weights, count, rng, above)

    def _knock(self, view: PlayerView, knowledge: Knowledge, rng: random.Random) -> Action | None:
        knocks = [a for a in view.legal_actions if isinstance(a, Knock)]
        if not knocks:
            return None
        hand = knowledge.hand
        best = min(knocks, key=lambda a: (deadwood_of_mask(hand ^ a.card.bit), -a.card.value))
        kept = arrangement_of_mask(hand ^ best.card.bit)
        melds = least_exposed_melds(kept, knowledge.unseen)
        action = Knock(best.card, melds)
        if kept.deadwood_points == 0:
            return action
        if view.stock_count <= self.style.late_knock_stock:
            return action
        early_stock, early_deadwood = self.style.early_knock
        if view.stock_count >= early_stock and kept.deadwood_points <= early_deadwood:
            return action
        if kept.deadwood_points > self.style.knock_at_most:
            return None
        if self.style.knock_samples:
            opponents = self._opponent_hands(
                knowledge, rng, self.style.knock_samples, above=view.knock_limit
            )
            value, undercut = knock_value(kept, opponents, view.rules, view.multiplier)
            return action if value > 0 and undercut <= self.style.undercut_fear else None
        return action if self._rule_of_thumb_knock(view, kept.deadwood_points) else None

    def _rule_of_thumb_knock(self, view: PlayerView, deadwood: int) -> bool:
        """Knock at once early; later, only with little deadwood, for fear of an undercut."""
        turns = (31 - view.stock_count) // 2
        late = max(0, turns - self.style.knock_patience)
        return deadwood <= max(1, view.knock_limit - late)


def _scoring(view: PlayerView, style: Style) -> Scoring:
    rules = view.rules
    late = style.late_knock_stock if style.knock_at_most < view.knock_limit else 99
    return Scoring(
        view.knock_limit, rules.gin_bonus, rules.undercut_bonus, rules.ties_are_undercuts,
        my_late_knock=late,
    )  # fmt: skip


def _lay_off_step(view: PlayerView) -> Action:
    """The defender lays off the best set of cards, one card per action."""
    best = lay_off(view.knocker_melds, view.hand)
    for card, index in best.placements:
        action = LayOff(card, index)
        if action in view.legal_actions:
            return action
    return FinishLayoffs()


LEVELS = tuple(STYLES)


def create_player(level: str, seed: int | None = None) -> HeuristicPlayer:
    """A computer player of level ``beginner``, ``casual``, ``strong`` or ``expert``."""
    if level not in STYLES:
        raise ValueError(f"unknown level {level!r}: choose one of {', '.join(LEVELS)}")
    return HeuristicPlayer(STYLES[level], seed)
