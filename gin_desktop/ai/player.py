"""The computer players: one heuristic player whose skill is set by a style.

Every decision reads a PlayerView and nothing else, so every level plays fair by
construction: it cannot see the opponent's hand or the stock, only what a person at the
table would have seen. Randomness (the beginner's slips, the sampling of the opponent's
possible hands) comes from a generator seeded by the player's seed and the public state,
so the same view always gets the same decision.

The levels are ``levels.py`` (a ``Style`` each); when to knock, ``knocking.py``: the
strong and expert levels knock early only for gin, or late in the hand, and near the end
of a match for the points that reach the target. The expert also plays its close
discards, and the choice between knocking and playing on, out against made-up deals
(``lookahead.py``), weighing what each may bring by its chance of winning the match
afterwards (``matchodds.py``): near the target, points that reach it are worth everything.
"""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Protocol

from gin_desktop.engine import (
    WALL,
    Action,
    BigGin,
    Card,
    Deck,
    Discard,
    DrawDiscard,
    DrawStock,
    EventKind,
    FinishLayoffs,
    Knock,
    LayOff,
    MeldSolver,
    NextHand,
    PassUpcard,
    PlayerView,
    lay_off,
)

from .feeding import feed_risk
from .handeval import bits_of, potential
from .knocking import best_knock, is_gin, knock_to_make, undercut_likely
from .knowledge import Knowledge
from .levels import LEVELS, STYLES, Style
from .lookahead import Deal, Table, play_out, showdown
from .search import Budget, preferred, sample

__all__ = [
    "DRAWS",
    "LEVELS",
    "STYLES",
    "HeuristicPlayer",
    "Player",
    "Style",
    "create_player",
    "lay_off_step",
    "outcome_of",
]


class Player(Protocol):
    """Anything that picks one of the view's legal actions from the view alone."""

    name: str

    def choose(self, view: PlayerView) -> Action: ...


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
        return self._decide(view)

    def _rng(self, view: PlayerView) -> random.Random:
        return random.Random(f"{self.seed}|{view.hand_number}|{len(view.events)}|{view.seat}")

    def _decide(self, view: PlayerView) -> Action:
        legal = view.legal_actions
        if NextHand() in legal:
            return NextHand()
        if FinishLayoffs() in legal:
            return lay_off_step(view)
        if DrawStock() in legal or PassUpcard() in legal:
            return self._draw(view)
        return self._discard(view)

    def _knowledge(self, view: PlayerView) -> Knowledge:
        """What the view tells; whether the opponent waits is read only by a style that
        reads the opponent."""
        knowledge = Knowledge.from_view(view)
        if knowledge.opponent_waits and not self.style.reads_opponent:
            return replace(knowledge, opponent_waits=False)
        return knowledge

    # -- drawing ---------------------------------------------------------------------

    def _draw(self, view: PlayerView) -> Action:
        """Take the upcard when it beats a blind draw from the stock."""
        blind: Action = DrawStock() if DrawStock() in view.legal_actions else PassUpcard()
        if DrawDiscard() not in view.legal_actions or view.top_discard is None:
            return blind
        knowledge = self._knowledge(view)
        solver = knowledge.solver
        upcard, hand = view.top_discard.bit, knowledge.hand
        now = solver.deadwood(hand)
        forbidden = upcard if view.rules.forbid_discarding_taken_card else 0
        after, discard_bit = solver.best_discard(hand | upcard, forbidden)
        reaches_limit = after <= view.knock_limit and after < now
        if after == 0 or (reaches_limit and not self._weighs_every_take(view)):
            return DrawDiscard()
        if self.style.slip_rate and self._rng(view).random() < self.style.slip_rate:
            return blind
        live = bits_of(knowledge.unseen)
        weight = self.style.potential_weight
        # A stock draw is worth its expected gain now, plus the chances after it.
        blind_value = now - (1 + weight) * potential(solver, hand, now, live)
        kept = (hand | upcard) ^ discard_bit
        take_value = after - weight * potential(solver, kept, after, live)
        usual = DrawDiscard() if take_value + self.style.take_margin < blind_value else blind
        if not self.style.searches_draws or view.stock_count <= WALL or _answered_a_take(view):
            return usual
        return self._play_out(view, [DrawDiscard(), blind], usual)

    def _weighs_every_take(self, view: PlayerView) -> bool:
        """Is a take that brings the hand within the knock limit, short of gin, weighed
        like any other draw instead of made at once? Yes for a player who plays its draws
        out (``Style.searches_draws``) in a hand of two: it knocks short of gin only late
        or when its search finds the knock better, so reaching the limit is worth what the
        play-outs say it is. At a table of three or four it knocks as soon as it can, and
        takes such a card at once. Weighed so, the expert won 61.5% of 600 matches against
        the frozen expert on a new seed and 80.5% of partnership gin's 400 (77.0% before,
        +3.5 ±3.0 paired; docs/STRENGTH.md)."""
        return self.style.searches_draws and len(view.opponents) == 1

    # -- discarding and knocking -----------------------------------------------------

    def _discard(self, view: PlayerView) -> Action:
        legal = view.legal_actions
        for action in legal:
            if isinstance(action, BigGin):
                return action  # 31 beats gin's 25, and the hand is over at once
        knowledge = self._knowledge(view)
        knock = knock_to_make(self.style, view, knowledge, self._rng)
        looks_ahead = self._looks_ahead(view)
        if knock is not None and is_gin(knock, knowledge):
            return knock
        if knock is not None and not looks_ahead and self.style.undercut_cap >= 1:
            return knock
        scored = self._scored_discards(knowledge, legal)
        usual: Action = knock or Discard(scored[0][2])
        choices = self._close_choices(view, knowledge, scored) if looks_ahead else []
        chosen = self._play_out(view, choices, usual) if choices else usual
        if isinstance(chosen, Knock) and undercut_likely(
            self.style, view, knowledge, chosen, self._rng
        ):
            return Discard(scored[0][2])
        return chosen

    def _looks_ahead(self, view: PlayerView) -> bool:
        """Whether close choices are played out (at a table of two, three or four)."""
        return bool(self.style.play_outs)

    def choices_to_weigh(self, view: PlayerView) -> list[Action]:
        """The discards, and the knock, that this player plays out before choosing one,
        at this view; none when it plays at once (no look-ahead, big gin, gin, or one
        clear choice). For measuring its play; ``choose`` decides the same way."""
        legal = view.legal_actions
        if not self._looks_ahead(view) or not any(isinstance(a, Discard) for a in legal):
            return []
        if any(isinstance(a, BigGin) for a in legal):
            return []
        knowledge = self._knowledge(view)
        knocks = [a for a in legal if isinstance(a, Knock)]
        if knocks and is_gin(best_knock(knowledge, knocks), knowledge):
            return []
        return self._close_choices(view, knowledge, self._scored_discards(knowledge, legal))

    def _scored_discards(
        self, knowledge: Knowledge, legal: tuple[Action, ...]
    ) -> list[tuple[float, int, Card]]:
        """Every legal discard with its score, best first."""
        live = bits_of(knowledge.unseen)
        choices = [a.card for a in legal if isinstance(a, Discard)]
        if self.style.keeps_wilds and any(not card.is_wild for card in choices):
            choices = [card for card in choices if not card.is_wild]
        hand, solver = knowledge.hand, knowledge.solver
        scored = [(self._discard_score(solver, hand, c, live), -c.value, c) for c in choices]
        if self.style.feed_weight:
            known, weight = knowledge.opponent_known, self.style.feed_weight
            scored = [
                (score + weight * feed_risk(solver, known, c), value, c)
                for score, value, c in scored
            ]
        return sorted(scored)

    def _close_choices(
        self, view: PlayerView, knowledge: Knowledge, scored: list[tuple[float, int, Card]]
    ) -> list[Action]:
        """The close discards and the best knock, to be played out; none when the usual
        choice stands without it."""
        style = self.style
        close = [
            card
            for score, _, card in scored[: style.close_choices]
            if score <= scored[0][0] + style.close_margin
        ]
        knocks = [a for a in view.legal_actions if isinstance(a, Knock)]
        if view.stock_count <= WALL or (len(close) == 1 and not knocks):
            return []
        if _answered_a_take(view):
            if not knocks:
                return []
            close = close[:1]
        choices: list[Action] = [Discard(card) for card in close]
        if knocks:
            choices.append(best_knock(knowledge, knocks))
        return choices

    def deals_per_choice(self, view: PlayerView) -> int:
        """Hidden states made up, at most, to play each close choice out against."""
        style = self.style
        deals = style.play_outs // len(view.opponents)  # each deal deals every opponent a hand
        if style.wild_deck_deals and _has_wilds(view):
            deals = min(deals, style.wild_deck_deals)
        return deals

    def confidence(self, view: PlayerView) -> float:
        """Standard errors by which a played-out choice must beat the usual one."""
        style = self.style
        if style.wild_deck_confidence and _has_wilds(view):
            return style.wild_deck_confidence
        return style.confidence

    def _play_out(self, view: PlayerView, choices: list[Action], usual: Action) -> Action:
        """Weigh the close choices by playing the hand out (``search.py``)."""
        budget = Budget(
            deals=self.deals_per_choice(view), late_knock_stock=self.style.late_knock_stock
        )
        samples = sample(view, choices, budget, self._rng(view))
        return preferred(samples, usual, self.confidence(view))

    def _discard_score(self, solver: MeldSolver, hand: int, card: Card, live: list[int]) -> float:
        """Deadwood kept, less the chances of the next draw; lower is better."""
        kept = hand ^ card.bit
        deadwood = solver.deadwood(kept)
        score = float(deadwood)
        if self.style.potential_weight:
            score -= self.style.potential_weight * potential(solver, kept, deadwood, live)
        if self.style.high_card_love:
            score += self.style.high_card_love * card.value
        return score


DRAWS = (EventKind.DREW_STOCK, EventKind.DREW_DISCARD)


def _answered_a_take(view: PlayerView) -> bool:
    """Did this turn's draw take the upcard just after the opponent's draw took one too?
    Then the usual discard is played, or a knock: two players who both take each other's
    discards and answer with another choice could pass the same cards round for ever, and
    only stock draws bring the hand to its end. The first take of a run of takes is
    weighed like any other turn; every later one is played by plain rule."""
    draws = [event for event in view.events if event.kind in DRAWS]
    return len(draws) >= 2 and all(event.kind is EventKind.DREW_DISCARD for event in draws[-2:])


def _has_wilds(view: PlayerView) -> bool:
    """Is the hand played with a deck that has wild cards (the Rumski deck)?"""
    return Deck.named(view.rules.deck).wild_count > 0


def outcome_of(choice: Action, hand: int, deal: Deal, table: Table) -> int:
    """Points for us of one discard or knock, played out against one made-up deal."""
    assert isinstance(choice, Discard | Knock)
    kept = hand ^ choice.card.bit
    if isinstance(choice, Knock):
        return showdown(kept, deal.opponent, table.rules, table.solver)
    return play_out(kept, deal, choice.card.bit, table)


def lay_off_step(view: PlayerView) -> Action:
    """The defender lays off the best set of cards, one card per action."""
    best = lay_off(view.knocker_melds, view.hand, view.rules)
    for card, index in best.placements:
        action = LayOff(card, index)
        if action in view.legal_actions:
            return action
    return FinishLayoffs()


def create_player(level: str, seed: int | None = None) -> HeuristicPlayer:
    """A computer player of level ``beginner``, ``casual``, ``strong`` or ``expert``."""
    if level not in STYLES:
        raise ValueError(f"unknown level {level!r}: choose one of {', '.join(LEVELS)}")
    return HeuristicPlayer(STYLES[level], seed)
