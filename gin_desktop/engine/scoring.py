"""Scoring a showdown: knock, undercut, gin and big gin (RULES.md, "Hand score")."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import Literal

from .cards import Card, Suit, quote
from .layoff import lay_off, order_of_lay_offs
from .rules import HAND_SIZE, RuleSet
from .solver import MeldSolver, check_melds, hand_mask, solver_for


class ShowdownKind(StrEnum):
    """How a hand that someone ended was won."""

    KNOCK = "knock"
    """The knocker had less deadwood and scores the difference."""
    UNDERCUT = "undercut"
    """The defender had as little deadwood or less and scores difference + bonus."""
    GIN = "gin"
    """The knocker melded all ten cards kept: defender's deadwood + gin bonus."""
    BIG_GIN = "big_gin"
    """All eleven cards melded with no discard: defender's deadwood + big gin bonus."""


Side = Literal["knocker", "defender"]


@dataclass(frozen=True)
class ShowdownResult:
    kind: ShowdownKind
    winner: Side
    points: int
    """Points to the winner, after the hand multiplier (Oklahoma spades double)."""
    knocker_deadwood: int
    defender_deadwood: int
    """The defender's deadwood after lay-offs (none after gin or big gin)."""
    laid_off: tuple[Card, ...]
    knocker_melds: tuple[tuple[Card, ...], ...]
    knocker_deadwood_cards: tuple[Card, ...]
    defender_melds: tuple[tuple[Card, ...], ...]
    defender_deadwood_cards: tuple[Card, ...]
    placements: tuple[tuple[Card, int], ...] = ()
    bonus: int = 0
    multiplier: int = 1


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
    """Score a hand ended by a knock, gin or big gin.

    ``knocker_cards`` are the ten cards kept after the face-down discard, or eleven for
    big gin. ``knocker_melds`` are the melds the knocker declared (default: the least
    deadwood arrangement). ``laid_off`` are the cards the defender actually laid off
    (default: the defender's best lay-offs). A knock over the limit raises ValueError.
    Ginski's rules (the Rumski deck) score as RULES.md section 3 says
    (``ginski.score_table_showdown``, here with one defender).
    """
    rules = rules or RuleSet()
    if rules.is_ginski:
        from .ginski import as_showdown, score_table_showdown

        table = score_table_showdown(
            knocker_cards, [defender_cards], rules, knocker_melds=knocker_melds,
            laid_off=None if laid_off is None else [laid_off], knock_limit=knock_limit,
            multiplier=multiplier,
        )  # fmt: skip
        return as_showdown(table)
    solver = solver_for(rules)
    held = hand_mask(knocker_cards, solver)
    overlap = hand_mask(defender_cards, solver) & held
    limit = rules.knock_limit if knock_limit is None else knock_limit
    melds, dead = knocker_arrangement(knocker_cards, knocker_melds, solver)
    knocker_points = sum(card.value for card in dead)
    big_gin = held.bit_count() == HAND_SIZE + 1
    if not big_gin and held.bit_count() != HAND_SIZE:
        raise ValueError(
            f"a knocker keeps {HAND_SIZE} cards ({HAND_SIZE + 1} for big gin), "
            f"not {held.bit_count()}"
        )
    if not big_gin and knocker_points > limit:
        raise ValueError(f"cannot knock with {knocker_points} deadwood: the knock limit is {limit}")
    if overlap:
        raise ValueError(f"a card is in both hands: {quote(solver.cards_of(overlap))}")
    if big_gin:
        return _big_gin(rules, melds, defender_cards, knocker_points, multiplier)
    if knocker_points == 0:
        return _gin(rules, melds, defender_cards, multiplier)
    return _knock(rules, melds, dead, defender_cards, laid_off, multiplier)


def knocker_arrangement(
    cards: Sequence[Card], melds: Sequence[Sequence[Card]] | None, solver: MeldSolver
) -> tuple[tuple[tuple[Card, ...], ...], tuple[Card, ...]]:
    """The knocker's melds and deadwood: as declared (checked), or the least-deadwood
    arrangement when none are declared."""
    if melds is None:
        arrangement = solver.arrangement(hand_mask(cards, solver))
        return arrangement.melds, arrangement.deadwood
    dead = check_melds(cards, melds)
    return tuple(tuple(meld) for meld in melds), dead


def _big_gin(
    rules: RuleSet,
    melds: tuple[tuple[Card, ...], ...],
    defender_cards: Sequence[Card],
    knocker_points: int,
    multiplier: int,
) -> ShowdownResult:
    if not rules.big_gin_enabled:
        raise ValueError("big gin is not played under these house rules")
    if knocker_points:
        raise ValueError("big gin needs all eleven cards in melds")
    bonus = rules.big_gin_bonus
    return _ginned(ShowdownKind.BIG_GIN, bonus, melds, defender_cards, multiplier, rules)


def _gin(
    rules: RuleSet,
    melds: tuple[tuple[Card, ...], ...],
    defender_cards: Sequence[Card],
    multiplier: int,
) -> ShowdownResult:
    return _ginned(ShowdownKind.GIN, rules.gin_bonus, melds, defender_cards, multiplier, rules)


def _ginned(
    kind: ShowdownKind,
    bonus: int,
    melds: tuple[tuple[Card, ...], ...],
    defender_cards: Sequence[Card],
    multiplier: int,
    rules: RuleSet,
) -> ShowdownResult:
    """Gin and big gin: no lay-offs, and no undercut even if the defender has none."""
    solver = solver_for(rules)
    defender = solver.arrangement(hand_mask(defender_cards, solver))
    points = (defender.deadwood_points + bonus) * multiplier
    return ShowdownResult(
        kind, "knocker", points, 0, defender.deadwood_points, (), melds, (),
        defender.melds, defender.deadwood, (), bonus, multiplier,
    )  # fmt: skip


def is_undercut(knocker_points: int, defender_points: int, rules: RuleSet) -> bool:
    """After lay-offs, does the defender's deadwood undercut the knocker's?"""
    return defender_points < knocker_points or (
        rules.ties_are_undercuts and defender_points == knocker_points
    )


def _knock(
    rules: RuleSet,
    melds: tuple[tuple[Card, ...], ...],
    dead: tuple[Card, ...],
    defender_cards: Sequence[Card],
    laid_off: Sequence[Card] | None,
    multiplier: int,
) -> ShowdownResult:
    knocker_points = sum(card.value for card in dead)
    if laid_off is None:
        best = lay_off(melds, defender_cards, rules)
        placements, defender = best.placements, best.arrangement
    else:
        solver = solver_for(rules)
        placements = order_of_lay_offs(melds, defender_cards, laid_off, solver)
        laid_mask = hand_mask(laid_off, solver)
        defender = solver.arrangement(hand_mask(defender_cards, solver) ^ laid_mask)
    defender_points = defender.deadwood_points
    winner: Side
    if is_undercut(knocker_points, defender_points, rules):
        kind, winner, bonus = ShowdownKind.UNDERCUT, "defender", rules.undercut_bonus
        points = knocker_points - defender_points + bonus
    else:
        kind, winner, bonus = ShowdownKind.KNOCK, "knocker", 0
        points = defender_points - knocker_points
    laid = tuple(sorted(card for card, _ in placements))
    return ShowdownResult(
        kind, winner, points * multiplier, knocker_points, defender_points, laid, melds,
        dead, defender.melds, defender.deadwood, placements, bonus, multiplier,
    )  # fmt: skip
