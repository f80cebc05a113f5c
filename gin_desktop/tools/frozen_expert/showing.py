"""Which melds to show when knocking: of the arrangements with the least deadwood, the one
that leaves the defender the fewest cards to lay off.
"""

from __future__ import annotations

from itertools import combinations

from gin_desktop.engine import Arrangement, Card, MeldSolver, is_meld, lay_off_targets

Melds = tuple[tuple[Card, ...], ...]


def candidate_melds(solver: MeldSolver, cards: list[Card]) -> list[tuple[Card, ...]]:
    """Every set and run without a wild card that can be made of these cards."""
    held = set(cards)
    numbered = [card for card in cards if not card.is_wild]
    out: list[tuple[Card, ...]] = []
    for rank in {card.rank for card in numbered}:
        same = sorted((c for c in numbered if c.rank == rank), key=lambda c: c.suit)
        for size in range(3, len(solver.deck.suits) + 1):
            out += [group for group in combinations(same, size) if is_meld(group)]
    for low in numbered:
        run = [low]
        while (nxt := _next_in_suit(solver, run[-1])) is not None and nxt in held:
            run.append(nxt)
            if len(run) >= 3:
                out.append(tuple(run))
    return out


def _next_in_suit(solver: MeldSolver, card: Card) -> Card | None:
    deck = solver.deck
    return None if card.rank == deck.ranks else deck.cards[card.index + 1]


def arrangements_with(solver: MeldSolver, cards: list[Card], deadwood: int) -> list[Melds]:
    """All meld groups of ``cards`` leaving exactly ``deadwood`` points."""
    melds = candidate_melds(solver, cards)
    total = sum(card.value for card in cards)
    found: list[Melds] = []

    def search(start: int, used: int, chosen: list[tuple[Card, ...]], melded: int) -> None:
        if total - melded == deadwood:
            found.append(tuple(chosen))
        for i in range(start, len(melds)):
            bits = sum(card.bit for card in melds[i])
            if not bits & used:
                value = sum(card.value for card in melds[i])
                search(i + 1, used | bits, [*chosen, melds[i]], melded + value)

    search(0, 0, [], 0)
    return found


def exposure(solver: MeldSolver, melds: Melds, unseen: int) -> int:
    """How many unseen cards could be laid off on these melds."""
    return sum(1 for card in solver.cards_of(unseen) if lay_off_targets(melds, card))


def least_exposed_melds(solver: MeldSolver, arrangement: Arrangement, unseen: int) -> Melds:
    """(A hand holding a wild card shows the solver's arrangement: where a wild stands is
    not among the choices weighed yet.)"""
    if arrangement.deadwood_points == 0 or any(card.is_wild for card in arrangement.cards):
        return arrangement.melds
    options = arrangements_with(solver, list(arrangement.cards), arrangement.deadwood_points)
    if not options:
        return arrangement.melds
    return min(options, key=lambda melds: exposure(solver, melds, unseen))
