"""The hand's stakes (Oklahoma's knock limit and doubling) and the facade's two-player
showdown: ``score_showdown`` scores one knocker against one defender with the one scorer,
``showdown.score_table_showdown``, and answers in the two-player terms of
``ShowdownResult`` (RULES.md, "Hand score")."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal

from .cards import Card, Suit
from .rules import RuleSet, checked_rules
from .showdown import Showdown, ShowdownKind, is_undercut, score_table_showdown

__all__ = [
    "ShowdownKind",
    "ShowdownResult",
    "hand_knock_limit",
    "hand_multiplier",
    "is_undercut",
    "score_showdown",
]

Side = Literal["knocker", "defender"]


@dataclass(frozen=True)
class ShowdownResult:
    """A showdown with one defender, in two-player terms: what ``score_showdown`` answers.
    The product reads ``Showdown`` (any number of defenders); this is the facade's
    convenience for a hand of two, built from it by ``of``."""

    kind: ShowdownKind
    winner: Side
    points: int
    """Points to the winner, after the hand multiplier (Oklahoma spades double)."""
    knocker_deadwood: int
    defender_deadwood: int
    """The defender's deadwood after lay-offs."""
    laid_off: tuple[Card, ...]
    knocker_melds: tuple[tuple[Card, ...], ...]
    knocker_deadwood_cards: tuple[Card, ...]
    defender_melds: tuple[tuple[Card, ...], ...]
    defender_deadwood_cards: tuple[Card, ...]
    placements: tuple[tuple[Card, int], ...] = ()
    bonus: int = 0
    multiplier: int = 1

    @classmethod
    def of(cls, showdown: Showdown) -> ShowdownResult:
        """The showdown of a hand of two (one defender) in these terms."""
        (defender,) = showdown.defenders
        return cls(
            kind=showdown.kind,
            winner="knocker" if showdown.knocker_won else "defender",
            points=showdown.points,
            knocker_deadwood=showdown.knocker_deadwood,
            defender_deadwood=defender.deadwood_points,
            laid_off=defender.laid_off,
            knocker_melds=showdown.knocker_melds,
            knocker_deadwood_cards=showdown.knocker_deadwood_cards,
            defender_melds=defender.melds,
            defender_deadwood_cards=defender.deadwood,
            placements=defender.placements,
            bonus=showdown.bonus,
            multiplier=showdown.multiplier,
        )


def hand_knock_limit(rules: RuleSet, first_upcard: Card | None) -> int:
    """The hand's knock limit. Oklahoma: the first upcard's value; an ace means gin only."""
    if rules.oklahoma and first_upcard is not None:
        return 0 if first_upcard.rank == 1 else first_upcard.value
    return rules.knock_limit


def hand_multiplier(rules: RuleSet, first_upcard: Card | None) -> int:
    """Oklahoma: a spade as the first upcard doubles the hand's score."""
    spade = first_upcard is not None and first_upcard.suit is Suit.S
    return 2 if rules.oklahoma and rules.oklahoma_spades_double and spade else 1


def score_showdown(
    knocker_cards: Sequence[Card],
    defender_cards: Sequence[Card],
    rules: RuleSet | None = None,
    *,
    knocker_melds: Sequence[Sequence[Card]] | None = None,
    laid_off: Sequence[Card] | None = None,
    knock_limit: int | None = None,
    multiplier: int = 1,
) -> ShowdownResult:
    """Score a hand of two ended by a knock, gin or big gin.

    ``knocker_cards`` are the ten cards kept after the face-down discard, or eleven for
    big gin. ``knocker_melds`` are the melds the knocker declared (default: the least
    deadwood arrangement). ``laid_off`` are the cards the defender actually laid off
    (default: the defender's best lay-offs). A knock over the limit raises ValueError.
    """
    showdown = score_table_showdown(
        knocker_cards,
        [defender_cards],
        checked_rules(rules),
        knocker_melds=knocker_melds,
        laid_off=None if laid_off is None else [laid_off],
        knock_limit=knock_limit,
        multiplier=multiplier,
    )
    return ShowdownResult.of(showdown)
