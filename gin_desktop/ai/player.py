"""The computer players: one heuristic player whose skill is set by a style.

Every decision reads a PlayerView and nothing else, so every level plays fair by
construction: it cannot see the opponent's hand or the stock, only what a person at the
table would have seen. Randomness (the beginner's slips, the sampling of the opponent's
possible hands) comes from a generator seeded by the player's seed and the public state,
so the same view always gets the same decision.

What the levels know about strategy, measured in the arena: an opponent who knocks as
soon as the limit allows usually knocks with 6 to 10 deadwood, so a player who keeps
its own deadwood low and waits wins many of those hands back by undercut (25 points and
more). The strong and expert levels therefore knock early only for gin, or late in the
hand when the stock is nearly gone; the expert checks each such knock against opponent
hands sampled from what it has seen. Near the end of a match the strong level also
knocks, at any stage, with a hand whose knock would reach the target against nearly
every opponent hand it samples. The expert also plays its close discards, and the
choice between knocking and playing on, out against made-up deals (``lookahead.py``),
weighing what each may bring by its chance of winning the match afterwards
(``matchodds.py``): near the target, points that reach it are worth everything.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass, replace
from typing import Protocol

from gin_desktop.engine import (
    WALL,
    Action,
    Arrangement,
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
from gin_desktop.session import LEVELS as LEVELS

from .feeding import feed_risk
from .handeval import bits_of, knock_points, knock_value, potential
from .knowledge import Knowledge, stock_at_deal
from .lookahead import Deal, Table, play_out, showdown
from .sampling import hands_from_draws
from .search import Budget, preferred, sample
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
    take_margin: float
    """How much better the upcard must be than a blind draw to be taken."""
    knock_at_most: int = 99
    """Knock with at most this much deadwood before the late game (0: gin only)."""
    late_knock_stock: int = 0
    """With this few cards left in the stock, knock whenever the limit allows."""
    knock_patience: int = 99
    """Turns after which the rule of thumb asks for less deadwood before knocking."""
    knock_samples: int = 0
    """Opponent hands sampled to check a knock for undercut risk (0: no check)."""
    undercut_fear: float = 0.3
    """Largest accepted chance of being undercut, when knocks are checked."""
    undercut_cap: float = 1.0
    """Largest chance of being undercut a knock short of gin may carry, judged against
    ``UNDERCUT_SAMPLES`` opponent hands that may have waited with a knockable hand (1: no
    such check)."""
    patient_knock_draws: int = 99
    """Against an opponent who may wait for gin (``Knowledge.opponent_may_wait``), no knock
    short of gin once they have drawn more than this many times in the hand: by then a
    patient player's hand is good enough to undercut one knock in three."""
    match_point_samples: int = 0
    """Opponent hands sampled to see whether a knock now would win the match: then it
    knocks at any stage of the hand (0: the score is not looked at when knocking)."""
    high_card_love: float = 0.0
    """Reluctance to throw away high cards (the beginner's habit)."""
    slip_rate: float = 0.0
    """Chance of overlooking a good upcard."""
    reads_opponent: bool = False
    """Watch the score sheet: an opponent caught holding a hand they could have knocked
    with waits for gin or the undercut too; their deadwood is low, so no late knock."""
    play_outs: int = 0
    """Hidden states made up, at most, to play each close choice out against, in a hand of
    two; shared among the opponents at a table of three or four (0: no look-ahead)."""
    wild_deck_deals: int = 0
    """At most this many hidden states per choice when the deck has wild cards, whose meld
    solver is about twice as slow as the standard deck's (0: no cap)."""
    close_choices: int = 3
    """At most this many of the best-scored discards are played out."""
    close_margin: float = 4.0
    """Discards scored within this much of the best count as close."""
    confidence: float = 1.0
    """Standard errors by which a played-out choice must beat the usual one."""
    wild_deck_confidence: float = 0.0
    """``confidence`` when the deck has wild cards, where a choice meets at most
    ``wild_deck_deals`` states (0: ``confidence``)."""
    feed_weight: float = 0.0
    """Deadwood points a discard is charged for what it gives the opponent: in full when
    it melds with cards they are known to hold, in part when it only meets one of them."""
    searches_draws: bool = False
    """Play taking the upcard and drawing blind out too, unless the take makes gin or, at
    a table of three or four, brings the hand within the knock limit: those are taken at
    once (needs ``play_outs``)."""
    keeps_wilds: bool = False
    """Never throw a wild card away (Ginski): one not in a meld counts 20 now, but it
    makes a meld of nearly any two cards later, and the next player would take it."""


STYLES: dict[str, Style] = {
    "beginner": Style("beginner", 0.0, 1.0, knock_at_most=5, knock_patience=4,
                      high_card_love=0.6, slip_rate=0.3),
    "casual": Style("casual", 0.3, 0.5),
    "strong": Style("strong", 0.3, 0.5, knock_at_most=0, late_knock_stock=14,
                    match_point_samples=8, keeps_wilds=True),
    "expert": Style("expert", 0.6, 0.0, knock_at_most=0, late_knock_stock=3,
                    knock_samples=24, reads_opponent=True, play_outs=480, keeps_wilds=True,
                    wild_deck_deals=240, wild_deck_confidence=2.0, close_choices=5,
                    close_margin=8.0, searches_draws=True, feed_weight=4.0, undercut_cap=0.05,
                    patient_knock_draws=2),
}  # fmt: skip
if tuple(STYLES) != LEVELS:  # the levels are the session's: a style for each, in order
    raise ImportError(f"computer styles {tuple(STYLES)} are not the levels {LEVELS}")

UNDERCUT_SAMPLES = 60
"""Opponent hands sampled for ``Style.undercut_cap``."""
PATIENT_DRAWS = 2
"""Draws beyond their own that those hands are grown by: a patient player builds better
than plain deadwood-counting does. Against the strong level, hands grown so held 10 or
less nearly as often as its real hands did (23% against 26% with 24 to 29 cards in the
stock, 51% against 56% with 18 to 23), where hands grown by its own draws alone held it
11% and 39% of the time."""
MATCH_POINT_SURE = 0.8
"""Share of the sampled opponent hands a knock must reach the target against, to be
played for that alone."""
KNOCK_REACH = 30
"""Further from the target than this (times the hand's multiplier), no knock is looked
at for the match. Over 136 of strong's early knockable hands, it knocked 14 times when
30 points were needed and 9 times (as often as for gin alone) when 40, 50 or 60 were."""


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
        knock = self._knock(view, knowledge)
        looks_ahead = self._looks_ahead(view)
        if knock is not None and _is_gin(knock, knowledge):
            return knock
        if knock is not None and not looks_ahead and self.style.undercut_cap >= 1:
            return knock
        scored = self._scored_discards(knowledge, legal)
        usual: Action = knock or Discard(scored[0][2])
        choices = self._close_choices(view, knowledge, scored) if looks_ahead else []
        chosen = self._play_out(view, choices, usual) if choices else usual
        if isinstance(chosen, Knock) and self._undercut_likely(view, knowledge, chosen):
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
        if knocks and _is_gin(self._knock_action(knowledge, knocks), knowledge):
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
            scored = [(score + weight * feed_risk(solver, known, c), value, c)
                      for score, value, c in scored]  # fmt: skip
        return sorted(scored)

    def _close_choices(
        self, view: PlayerView, knowledge: Knowledge, scored: list[tuple[float, int, Card]]
    ) -> list[Action]:
        """The close discards and the best knock, to be played out; none when the usual
        choice stands without it."""
        style = self.style
        close = [card for score, _, card in scored[: style.close_choices]
                 if score <= scored[0][0] + style.close_margin]  # fmt: skip
        knocks = [a for a in view.legal_actions if isinstance(a, Knock)]
        if view.stock_count <= WALL or (len(close) == 1 and not knocks):
            return []
        if _answered_a_take(view):
            if not knocks:
                return []
            close = close[:1]
        choices: list[Action] = [Discard(card) for card in close]
        if knocks:
            choices.append(self._knock_action(knowledge, knocks))
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

    def _knock(self, view: PlayerView, knowledge: Knowledge) -> Knock | None:
        knocks = [a for a in view.legal_actions if isinstance(a, Knock)]
        if not knocks:
            return None
        action = self._knock_action(knowledge, knocks)
        kept = knowledge.solver.arrangement(knowledge.hand ^ action.card.bit)
        if kept.deadwood_points == 0:
            return action
        late = view.stock_count <= self.style.late_knock_stock
        if knowledge.opponent_waits:
            late = False
        if len(view.opponents) > 1:
            late = True  # against two or three players the next knock comes soon: go first
        if not late and self._knock_wins_match(view, knowledge, kept):
            return action
        if not late and kept.deadwood_points > self.style.knock_at_most:
            return None
        if not late and not self._rule_of_thumb_knock(view, kept.deadwood_points):
            return None
        if self.style.knock_samples and not self._safe_knock(view, knowledge, kept):
            return None
        return action

    @staticmethod
    def _knock_action(knowledge: Knowledge, knocks: list[Knock]) -> Knock:
        """The knock leaving the least deadwood, showing the melds that take fewest lay-offs."""
        hand, solver = knowledge.hand, knowledge.solver
        best = min(knocks, key=lambda a: (solver.deadwood(hand ^ a.card.bit), -a.card.value))
        kept = solver.arrangement(hand ^ best.card.bit)
        return Knock(best.card, least_exposed_melds(solver, kept, knowledge.unseen))

    def _undercut_likely(self, view: PlayerView, knowledge: Knowledge, knock: Knock) -> bool:
        """Would this knock, short of gin, be undercut more often than the style accepts?
        Against an opponent who may wait for gin, any knock once they have drawn more than
        ``Style.patient_knock_draws`` times; before that, or against a hasty opponent, it is
        judged against opponent hands that may have waited with a knockable hand. A patient
        player (one who plays for gin while they could knock) holds such hands often, and
        the view cannot tell a patient player from a hasty one before a showdown or an
        early knock shows it."""
        if self.style.undercut_cap >= 1 or len(view.opponents) != 1:
            return False
        if (
            knowledge.opponent_may_wait
            and knowledge.opponent_draws > self.style.patient_knock_draws
        ):
            return not _is_gin(knock, knowledge)
        if view.target - view.scores[view.seat] <= KNOCK_REACH * view.multiplier:
            return False  # near the target the play-outs weigh the match itself: their call
        kept = knowledge.solver.arrangement(knowledge.hand ^ knock.card.bit)
        if kept.deadwood_points == 0:
            return False
        patient = replace(knowledge, opponent_waits=True)
        hands = hands_from_draws(patient, UNDERCUT_SAMPLES, self._rng(view), PATIENT_DRAWS)
        _, undercut = knock_value(kept, hands, view.rules, view.multiplier)
        return undercut > self.style.undercut_cap

    def _rule_of_thumb_knock(self, view: PlayerView, deadwood: int) -> bool:
        """Knock at once early; later, only with little deadwood, for fear of an undercut."""
        turns = (stock_at_deal(view) - view.stock_count) // len(view.players)
        late = max(0, turns - self.style.knock_patience)
        return deadwood <= max(1, view.knock_limit - late)

    def _knock_wins_match(self, view: PlayerView, knowledge: Knowledge, kept: Arrangement) -> bool:
        """Would this knock reach the target score against nearly every opponent hand
        sampled from what has been seen? A player who needs few points knocks for them
        rather than play on for gin and give the opponent time."""
        samples = self.style.match_point_samples
        needed = view.target - view.scores[view.seat]
        if not samples or needed > KNOCK_REACH * view.multiplier:
            return False
        misses_allowed = samples - math.ceil(MATCH_POINT_SURE * samples)
        for hand in hands_from_draws(knowledge, samples, self._rng(view)):
            points, _ = knock_points(kept, hand, view.rules)
            if points * view.multiplier < needed:
                misses_allowed -= 1
                if misses_allowed < 0:
                    return False
        return True

    def _safe_knock(self, view: PlayerView, knowledge: Knowledge, kept: Arrangement) -> bool:
        """Knock if it pays and rarely undercuts against the opponent hands the play-outs
        sample too: grown the way hands grow, weighed by how well they explain the play."""
        opponents = hands_from_draws(knowledge, self.style.knock_samples, self._rng(view))
        value, undercut = knock_value(kept, opponents, view.rules, view.multiplier)
        return value > 0 and undercut <= self.style.undercut_fear


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


def _is_gin(knock: Knock, knowledge: Knowledge) -> bool:
    return knowledge.solver.deadwood(knowledge.hand ^ knock.card.bit) == 0


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
