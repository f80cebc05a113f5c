"""The order of your hand: yours to choose, so it lives on the table, not in the game.

The engine keeps cards in the order held; the player arranges them. These functions give
the orders the buttons offer and place a newly drawn card sensibly; and they cut your row
into its melds' groups and, in large print, onto two rows (``wrapped``) for the plan.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from gin_desktop.engine import Card, Phase, PlayerView, RuleSet, best_arrangement


def arranged(cards: Sequence[Card], rules: RuleSet) -> list[Card]:
    """The engine's best arrangement: melds in order, then deadwood by rank."""
    arrangement = best_arrangement(cards, rules)
    melded = [card for meld in arrangement.melds for card in meld]
    rest = sorted(arrangement.deadwood, key=lambda c: (c.rank, c.suit))
    return [*melded, *rest]


def sorted_by(cards: Sequence[Card], key: str, rules: RuleSet) -> list[Card]:
    """``key`` "rank", "suit", or anything else for the best arrangement ("melds")."""
    if key == "rank":
        return sorted(cards, key=lambda c: (c.rank, c.suit))
    if key == "suit":
        return sorted(cards, key=lambda c: (c.suit, c.rank))
    return arranged(cards, rules)


def join_its_meld(order: Sequence[Card], card: Card, rules: RuleSet) -> list[Card]:
    """``order`` with a drawn ``card`` added: if it makes or extends a meld of the best
    arrangement, that meld's cards come together, in rank order, where the first of them
    was; otherwise the card goes at the end. Other cards keep their places."""
    for meld in best_arrangement([*order, card], rules).melds:
        if card not in meld:
            continue
        members = [other for other in order if other in meld]
        if not members:
            break
        at = order.index(members[0])
        rest = [other for other in order if other not in meld]
        group = sorted([*members, card], key=lambda c: (c.rank, c.suit))
        before = sum(1 for other in order[:at] if other not in meld)
        return [*rest[:before], *group, *rest[before:]]
    return [*order, card]


def follow(
    order: Sequence[Card], hand: Sequence[Card], insert_at: int | None, rules: RuleSet
) -> list[Card]:
    """Your order after the hand changed: gone cards leave, new ones go to ``insert_at``
    (where a card was dropped) or join their meld."""
    held = set(hand)
    kept = [card for card in order if card in held]
    new = [card for card in hand if card not in set(kept)]
    if insert_at is not None:
        at = min(insert_at, len(kept))
        if len(new) == 1:
            at = outside_melds(kept, at, new[0], rules)
        kept[at:at] = new
    else:
        for card in new:
            kept = join_its_meld(kept, card, rules)
    return kept


def insert_index(order: Sequence[Card], centres: Sequence[tuple[Card, float]], x: float) -> int:
    """Where in ``order`` a card dropped at ``x`` goes, among cards drawn at ``centres``."""
    shown = {card for card, _ in centres}
    order = [card for card in order if card in shown]
    for card, centre in centres:
        if x < centre:
            return order.index(card)
    return len(order)


def moved(
    order: Sequence[Card],
    centres: Sequence[tuple[Card, float]],
    card: Card,
    x: float,
    rules: RuleSet | None = None,
) -> list[Card]:
    """``order`` with ``card`` moved to where it was dropped, at ``x`` (with ``rules``,
    never into the middle of a meld it is no card of: ``outside_melds``)."""
    rest = [other for other in order if other != card]
    index = len(rest)
    for other, centre in centres:
        if other != card and x < centre:
            index = rest.index(other)
            break
    if rules is not None:
        index = outside_melds(rest, index, card, rules)
    rest.insert(index, card)
    return rest


def outside_melds(order: Sequence[Card], index: int, card: Card, rules: RuleSet) -> int:
    """Where ``card`` dropped at ``index`` of ``order`` goes: there, unless that splits the
    cards of a meld it is no card of (in the best arrangement with it), which would cut the
    meld's underline in two; then just after them."""
    if not 0 < index < len(order):
        return index
    meld_of = {
        member: number
        for number, meld in enumerate(best_arrangement([*order, card], rules).melds)
        for member in meld
    }
    left, right = meld_of.get(order[index - 1]), meld_of.get(order[index])
    if left is None or left != right or meld_of.get(card) == left:
        return index
    while index < len(order) and meld_of.get(order[index]) == left:
        index += 1
    return index


def drawn_card(previous: PlayerView | None, view: PlayerView, drawn: Card | None) -> Card | None:
    """The card you drew this turn: the one new in your hand once you must discard, kept
    while you still must; none otherwise."""
    if view.phase != Phase.DISCARD or not view.is_my_turn:
        return None
    if previous is not None and previous.seat == view.seat and previous.phase != Phase.DISCARD:
        new = set(view.hand) - set(previous.hand)
        return next(iter(new)) if len(new) == 1 else None
    return drawn if drawn in view.hand else None


def stepped(
    cards: Sequence[Card], selected: Card | None, drawn: Card | None, delta: int
) -> Card | None:
    """The card the arrow keys choose in your row ``cards``: the next to the left (-1) or
    right (+1) of the one ``selected``; with none chosen, the card you just drew
    (outlined: the eye is there, and it is often the one to throw), else the card at the
    row's far end. None when the row is empty."""
    if not cards:
        return None
    if selected is None or selected not in cards:
        if drawn is not None and drawn in cards:
            return drawn
        return cards[0] if delta > 0 else cards[-1]
    return cards[max(0, min(len(cards) - 1, cards.index(selected) + delta))]


def hand_groups(order: Sequence[Card], rules: RuleSet) -> list[tuple[int, list[Card]]]:
    """Your hand in your order, cut into runs of cards of one best-arrangement meld
    (meld number >= 0) or of deadwood (-1), so that melds show as groups."""
    melds = best_arrangement(order, rules).melds if order else ()
    meld_of = {card: index for index, meld in enumerate(melds) for card in meld}
    groups: list[tuple[int, list[Card]]] = []
    for card in order:
        meld = meld_of.get(card, -1)
        if groups and groups[-1][0] == meld:
            groups[-1][1].append(card)
        else:
            groups.append((meld, [card]))
    return groups


def least_step(xs: Sequence[float], sizes: Sequence[int]) -> float:
    """The least distance between two neighbouring cards of a group in a fanned row."""
    steps, start = [], 0
    for size in sizes:
        steps += [xs[k + 1] - xs[k] for k in range(start, start + size - 1)]
        start += size
    return min(steps, default=math.inf)


def wrapped(sizes: Sequence[int]) -> tuple[list[int], list[int]]:
    """A hand's groups of ``sizes`` on two rows: split between groups where neither row
    has more than one card over half the hand, else a group split at half."""
    total = sum(sizes)
    half = (total + 1) // 2
    splits = [(max(sum(sizes[:k]), total - sum(sizes[:k])), k) for k in range(1, len(sizes))]
    if splits and min(splits)[0] <= half + 1:
        k = min(splits)[1]
        return list(sizes[:k]), list(sizes[k:])
    back: list[int] = []
    for number, size in enumerate(sizes):
        room = half - sum(back)
        if size > room:
            back += [room] if room else []
            return back, [size - room, *sizes[number + 1 :]]
        back.append(size)
    return back, []
