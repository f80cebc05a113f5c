"""Lay-offs: the defender's cards added to the knocker's melds at the showdown.

A card may go on a knocker's meld when the meld with it is still a meld: the fourth card
of a set, or a card at either end of a run. Cards laid off one after another chain along
a run (4-5-6♠ takes 3♠, then 2♠). The defender's own melds and lay-offs are chosen
together to leave the least deadwood: every reachable set of lay-offs is tried, and the
rest of the hand is arranged by the meld solver.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from .cards import Card
from .melds import Arrangement
from .rules import RuleSet
from .solver import (
    MeldSolver,
    checked_card,
    checked_melds,
    hand_mask,
    solver_for,
    solver_of_deck,
)


@dataclass(frozen=True)
class LayOffResult:
    """What the defender lays off, in a legal order, and how the rest is arranged."""

    laid_off: tuple[Card, ...]
    placements: tuple[tuple[Card, int], ...]
    """(card, index of the knocker's meld it goes on), in an order that can be played."""
    arrangement: Arrangement
    """The defender's own melds and deadwood, after the lay-offs."""

    @property
    def melds(self) -> tuple[tuple[Card, ...], ...]:
        return self.arrangement.melds

    @property
    def deadwood(self) -> tuple[Card, ...]:
        return self.arrangement.deadwood

    @property
    def deadwood_points(self) -> int:
        return self.arrangement.deadwood_points


def lay_off_targets(
    melds: Sequence[Sequence[Card]], card: Card, rules: RuleSet | None = None
) -> list[int]:
    """Indices of the melds that ``card`` extends as they stand now. The cards are of the
    rules' deck (default: of the deck ``card`` belongs to)."""
    if rules is None and isinstance(card, Card):
        solver = solver_of_deck(card.deck_name)
    else:
        solver = solver_for(rules)
    return targets(checked_melds(melds, solver), checked_card(card, solver.deck))


MeldTest = Callable[[Sequence[Card]], bool]
"""A deck's test of whether cards form a meld (``MeldSolver.forms_meld``)."""


def targets(
    melds: Sequence[Sequence[Card]], card: Card, forms: MeldTest | None = None
) -> list[int]:
    """``lay_off_targets`` on melds the engine itself keeps (not checked again); ``forms``
    is the deck's meld test (``MeldSolver.forms_meld``), found from the card if not given."""
    if forms is None:
        forms = solver_of_deck(card.deck_name).forms_meld
    return [i for i, meld in enumerate(melds) if card not in meld and forms([*meld, card])]


Placements = tuple[tuple[Card, int], ...]


def reachable_lay_offs(
    knocker_melds: Sequence[Sequence[Card]], defender_cards: Sequence[Card]
) -> dict[int, Placements]:
    """Every set of cards the defender could lay off (as a mask), with one legal order.

    The search state is the melds on the table, not only the cards laid off: a card that
    fits a set and a run may go on either, and only on the run can it carry a chain on.
    """
    found: dict[int, Placements] = {0: ()}
    if not defender_cards:
        return found
    seen: set[tuple[tuple[Card, ...], ...]] = set()
    forms = solver_of_deck(defender_cards[0].deck_name).forms_meld  # once, not per card
    melds = tuple(tuple(m) for m in knocker_melds)
    _explore(melds, list(defender_cards), 0, (), found, seen, forms)
    return found


def _explore(
    melds: tuple[tuple[Card, ...], ...],
    hand: list[Card],
    laid: int,
    path: Placements,
    found: dict[int, Placements],
    seen: set[tuple[tuple[Card, ...], ...]],
    forms: MeldTest,
) -> None:
    for card in hand:
        if laid & card.bit:
            continue
        for index in targets(melds, card, forms):
            grown = (*melds[:index], (*melds[index], card), *melds[index + 1 :])
            key = tuple(tuple(sorted(meld)) for meld in grown)
            if key in seen:
                continue
            seen.add(key)
            now = laid | card.bit
            placed = (*path, (card, index))
            found.setdefault(now, placed)
            _explore(grown, hand, now, placed, found, seen, forms)


def order_of_lay_offs(
    melds: Sequence[Sequence[Card]],
    defender_cards: Sequence[Card],
    laid_off: Sequence[Card],
    solver: MeldSolver,
) -> Placements:
    """A legal order in which the defender's ``laid_off`` cards go onto ``melds``; a card
    the defender does not hold, or cards that cannot all go, raise ValueError."""
    wanted = hand_mask(laid_off, solver)
    if wanted & ~hand_mask(defender_cards, solver):
        raise ValueError("only the defender's own cards can be laid off")
    placements = reachable_lay_offs(melds, defender_cards).get(wanted)
    if placements is None:
        cards = " ".join(map(str, laid_off))
        raise ValueError(f"{cards} cannot all be laid off on the knocker's melds")
    return placements


def lay_off(
    knocker_melds: Sequence[Sequence[Card]],
    defender_cards: Sequence[Card],
    rules: RuleSet | None = None,
) -> LayOffResult:
    """The defender's best lay-offs onto ``knocker_melds``.

    Least deadwood wins; among equals, fewer cards laid off (the defender keeps their
    own melds), then a fixed order, so the answer is reproducible.
    """
    solver = solver_for(rules)
    held = hand_mask(defender_cards, solver)
    melds = checked_melds(knocker_melds, solver, apart_from=held)
    best: tuple[int, int, int] | None = None
    best_result: LayOffResult | None = None
    for laid, placements in reachable_lay_offs(melds, list(defender_cards)).items():
        arrangement = solver.arrangement(held ^ laid)
        key = (arrangement.deadwood_points, laid.bit_count(), laid)
        if best is None or key < best:
            best = key
            laid_cards = tuple(sorted(card for card, _ in placements))
            best_result = LayOffResult(laid_cards, placements, arrangement)
    assert best_result is not None  # laying off nothing is always reachable
    return best_result
