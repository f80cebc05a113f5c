"""The showdown: scoring a hand that a knock, gin or big gin ended, against every defender
(RULES.md section 1, "Hand score", and section 3, "Scoring").

A hand of two is a showdown with one defender; Ginski's table of three or four has two or
three. After a knock every other player, in turn order from the knocker's left, lays off
onto the knocker's melds as the earlier lay-offs left them; then the knocker, with deadwood
D, scores the others' deadwood added up minus D, unless someone undercut (less than D; the
ties option decides an equal count): then the player with the least deadwood (the first in
turn order on a tie) scores the undercut bonus and, by the rules' ``undercut_scores``,
either D minus their own deadwood (``"difference"``, section 1) or every other player's
deadwood, the knocker's included (``"others_deadwood"``, Ginski). Gin and big gin (Going
Ginski and Big Ginski) score their bonus plus the others' deadwood, with no lay-offs and no
undercut.

``score_table_showdown`` is the one function that scores a showdown: the hands played
(``Hand``), the facade's two-player ``score_showdown`` and the tools all use it.

Places at the table are counted from the knocker: place 0 is the knocker, place ``i`` the
``i``-th defender in turn order.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from enum import StrEnum

from .cards import Card, quote
from .layoff import lay_off, order_of_lay_offs, targets
from .melds import Arrangement
from .rules import HAND_SIZE, INT_RANGES, RuleSet
from .solver import MeldSolver, check_melds, hand_mask, solver_for

Melds = tuple[tuple[Card, ...], ...]


class ShowdownKind(StrEnum):
    """How a hand that someone ended was won."""

    KNOCK = "knock"
    """The knocker had less deadwood and scores the difference."""
    UNDERCUT = "undercut"
    """A defender had as little deadwood or less and scores the undercut bonus and more."""
    GIN = "gin"
    """The knocker melded all ten cards kept: the defenders' deadwood + gin bonus."""
    BIG_GIN = "big_gin"
    """All eleven cards melded with no discard: the defenders' deadwood + big gin bonus."""


@dataclass(frozen=True)
class DefenderShowdown:
    """One defender at the showdown: what they laid off, and their own arrangement."""

    laid_off: tuple[Card, ...]
    placements: tuple[tuple[Card, int], ...]
    """(card, index of the knocker's meld it went on), in the order laid off."""
    melds: Melds
    deadwood: tuple[Card, ...]
    deadwood_points: int


@dataclass(frozen=True)
class Showdown:
    """The outcome of a hand that someone ended, against every defender."""

    kind: ShowdownKind
    winner: int
    """The winner's place: 0 the knocker, ``i`` the ``i``-th defender."""
    points: int
    """Points to the winner, after the hand multiplier."""
    knocker_deadwood: int
    knocker_melds: Melds
    """The melds the knocker laid down."""
    knocker_deadwood_cards: tuple[Card, ...]
    defenders: tuple[DefenderShowdown, ...]
    """Every defender, in turn order from the knocker's left."""
    table_melds: Melds
    """The knocker's melds after every lay-off."""
    bonus: int = 0
    multiplier: int = 1

    @property
    def defender_deadwood(self) -> tuple[int, ...]:
        """Each defender's deadwood after lay-offs, in turn order."""
        return tuple(defender.deadwood_points for defender in self.defenders)

    @property
    def knocker_won(self) -> bool:
        return self.winner == 0


TableShowdown = Showdown
"""The name ``Showdown`` had when only Ginski's table scored this way (the facade keeps it)."""


MULTIPLIERS = (1, 2)
"""What a hand's score may be multiplied by: Oklahoma's spade upcard doubles it."""


def _in_range(value: object, name: str) -> int:
    low, high = INT_RANGES[name]
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise ValueError(f"{name} is a whole number {low} to {high}, not {quote(value)}")
    return value


def score_table_showdown(
    knocker_cards: Sequence[Card],
    defender_hands: Sequence[Sequence[Card]],
    rules: RuleSet,
    *,
    knocker_melds: Sequence[Sequence[Card]] | None = None,
    laid_off: Sequence[Sequence[Card]] | None = None,
    placements: Sequence[Sequence[tuple[Card, int]]] | None = None,
    knock_limit: int | None = None,
    multiplier: int = 1,
) -> Showdown:
    """Score a hand ended by a knock, gin or big gin, against one defender or several.

    ``knocker_cards`` are the ten cards kept after the discard (eleven for big gin);
    ``defender_hands`` each defender's cards before lay-offs, in turn order from the
    knocker's left. ``knocker_melds`` default to the least-deadwood arrangement;
    ``laid_off`` are the cards each defender laid off, or ``placements`` each one's
    (card, meld index) in the order played, which decides which meld a card that fits two
    went on (default: each one's best lay-offs, in turn). A knock over the limit, a card in
    two hands or a lay-off that does not fit raises ValueError.
    """
    solver = solver_for(rules)
    limit = rules.knock_limit if knock_limit is None else _in_range(knock_limit, "knock_limit")
    if (
        isinstance(multiplier, bool)
        or not isinstance(multiplier, int)
        or multiplier not in MULTIPLIERS
    ):
        raise ValueError(f"a hand's score is multiplied by 1 or 2, not {quote(multiplier)}")
    held = hand_mask(knocker_cards, solver)
    melds, dead = knocker_arrangement(knocker_cards, knocker_melds, solver)
    points = sum(card.value for card in dead)
    big = held.bit_count() == HAND_SIZE + 1
    if not big and held.bit_count() != HAND_SIZE:
        raise ValueError(
            f"a knocker keeps {HAND_SIZE} cards ({HAND_SIZE + 1} for big gin), "
            f"not {held.bit_count()}"
        )
    if not big and points > limit:
        raise ValueError(f"cannot knock with {points} deadwood: the knock limit is {limit}")
    _check_hands(held, defender_hands, solver)
    if big:
        if not rules.big_gin_enabled:
            raise ValueError("big gin is not played under these house rules")
        if points:
            raise ValueError("big gin needs all eleven cards in melds")
        return _ginned(
            ShowdownKind.BIG_GIN, rules.big_gin_bonus, melds, defender_hands, solver, multiplier
        )
    if not points:
        return _ginned(ShowdownKind.GIN, rules.gin_bonus, melds, defender_hands, solver, multiplier)
    given = laid_off if placements is None else placements
    if given is not None and len(given) != len(defender_hands):
        raise ValueError(f"{len(defender_hands)} defenders need {len(defender_hands)} lay-offs")
    defenders, table = _lay_offs(melds, defender_hands, laid_off, placements, rules, solver)
    return _knock(rules, melds, dead, points, defenders, table, multiplier)


def knocker_arrangement(
    cards: Sequence[Card], melds: Sequence[Sequence[Card]] | None, solver: MeldSolver
) -> tuple[Melds, tuple[Card, ...]]:
    """The knocker's melds and deadwood: as declared (checked), or the least-deadwood
    arrangement when none are declared."""
    if melds is None:
        arrangement = solver.arrangement(hand_mask(cards, solver))
        return arrangement.melds, arrangement.deadwood
    if isinstance(melds, str | Mapping) or not isinstance(melds, Sequence):
        raise ValueError(f"the knocker's melds are a list of lists of cards, not {quote(melds)}")
    dead = check_melds(cards, melds)
    return tuple(tuple(meld) for meld in melds), dead


def _check_hands(held: int, hands: Sequence[Sequence[Card]], solver: MeldSolver) -> None:
    if isinstance(hands, str) or not hands:
        raise ValueError(f"a showdown needs one defender's hand or more, not {quote(hands)}")
    seen = held
    for hand in hands:
        mask = hand_mask(hand, solver)
        if mask & seen:
            raise ValueError(f"a card is in two hands: {quote(solver.cards_of(mask & seen))}")
        seen |= mask


def _defender(
    arrangement: Arrangement, placements: tuple[tuple[Card, int], ...]
) -> DefenderShowdown:
    laid = tuple(sorted(card for card, _ in placements))
    return DefenderShowdown(
        laid_off=laid,
        placements=placements,
        melds=arrangement.melds,
        deadwood=arrangement.deadwood,
        deadwood_points=arrangement.deadwood_points,
    )


def _ginned(
    kind: ShowdownKind,
    bonus: int,
    melds: Melds,
    hands: Sequence[Sequence[Card]],
    solver: MeldSolver,
    multiplier: int,
) -> Showdown:
    """Gin and big gin: no lay-offs, and no undercut even if a defender has no deadwood."""
    defenders = tuple(_defender(solver.arrangement(hand_mask(h, solver)), ()) for h in hands)
    total = sum(defender.deadwood_points for defender in defenders)
    return Showdown(
        kind=kind,
        winner=0,
        points=(bonus + total) * multiplier,
        knocker_deadwood=0,
        knocker_melds=melds,
        knocker_deadwood_cards=(),
        defenders=defenders,
        table_melds=melds,
        bonus=bonus,
        multiplier=multiplier,
    )


def _lay_offs(
    melds: Melds,
    hands: Sequence[Sequence[Card]],
    laid_off: Sequence[Sequence[Card]] | None,
    placements: Sequence[Sequence[tuple[Card, int]]] | None,
    rules: RuleSet,
    solver: MeldSolver,
) -> tuple[tuple[DefenderShowdown, ...], Melds]:
    """Each defender in turn lays off onto the table as the earlier ones left it."""
    table = melds
    defenders: list[DefenderShowdown] = []
    for place, hand in enumerate(hands):
        cards = list(hand)
        mask = hand_mask(cards, solver)
        if placements is not None:
            played = _checked_placements(table, cards, placements[place])
        elif laid_off is not None:
            played = order_of_lay_offs(table, cards, laid_off[place], solver)
        else:
            played = lay_off(table, cards, rules).placements
        laid = sum(card.bit for card, _ in played)
        defenders.append(_defender(solver.arrangement(mask ^ laid), tuple(played)))
        table = grown_melds(table, played)
    return tuple(defenders), table


def _checked_placements(
    table: Melds, cards: list[Card], played: Sequence[tuple[Card, int]]
) -> tuple[tuple[Card, int], ...]:
    """``played`` if each card, in turn, is the defender's and fits its meld as it stands."""
    left = set(cards)
    grown = [tuple(meld) for meld in table]
    for card, index in played:
        if card not in left:
            raise ValueError(f"{card} is not a card the defender holds")
        if not 0 <= index < len(grown) or index not in targets(grown, card):
            raise ValueError(f"{card} does not fit the knocker's meld {index}")
        left.discard(card)
        grown[index] = (*grown[index], card)
    return tuple(played)


def grown_melds(table: Melds, placements: Sequence[tuple[Card, int]]) -> Melds:
    """The knocker's melds with each laid-off card added at the end of its meld."""
    grown = [list(meld) for meld in table]
    for card, index in placements:
        grown[index].append(card)
    return tuple(tuple(meld) for meld in grown)


def _knock(
    rules: RuleSet,
    melds: Melds,
    dead: tuple[Card, ...],
    points: int,
    defenders: tuple[DefenderShowdown, ...],
    table: Melds,
    multiplier: int,
) -> Showdown:
    place, won = knock_outcome(rules, points, [d.deadwood_points for d in defenders])
    bonus = rules.undercut_bonus if place else 0
    kind = ShowdownKind.UNDERCUT if place else ShowdownKind.KNOCK
    return Showdown(
        kind=kind,
        winner=place,
        points=won * multiplier,
        knocker_deadwood=points,
        knocker_melds=melds,
        knocker_deadwood_cards=dead,
        defenders=defenders,
        table_melds=table,
        bonus=bonus,
        multiplier=multiplier,
    )


def is_undercut(knocker_points: int, defender_points: int, rules: RuleSet) -> bool:
    """After lay-offs, does a defender's deadwood undercut the knocker's?"""
    return defender_points < knocker_points or (
        rules.ties_are_undercuts and defender_points == knocker_points
    )


def knock_outcome(rules: RuleSet, knocker: int, defenders: Sequence[int]) -> tuple[int, int]:
    """Who wins a knock short of gin, and the points before the multiplier, from the
    deadwood counts after lay-offs: (0, the defenders' deadwood less the knocker's), or on
    an undercut (the place of the defender with the least, 1 being the knocker's left and
    the first on a tie; the undercut bonus and, by ``rules.undercut_scores``, the knocker's
    deadwood less the undercutter's, or everyone else's deadwood, the knocker's
    included)."""
    least = min(defenders)
    if not is_undercut(knocker, least, rules):
        return 0, sum(defenders) - knocker
    if rules.undercut_scores == "difference":
        won = knocker - least
    else:
        won = knocker + sum(defenders) - least
    return defenders.index(least) + 1, rules.undercut_bonus + won
