"""MARJJ's discard (``getDiscard``): a few loose cards, each scored by what it leaves.

1. **Candidates** (``getUnmeldedCards``): the cards loose in at least one of the eleven
   cards' best layouts, never the card just taken, within ``MAX_DEADWOOD_DIFFERENCE`` of
   the costliest of them. One candidate is thrown at once. A candidate that leaves gin is
   thrown at once (the first found, in the order the cards are held). Otherwise those
   leaving more than ``MAX_DEADWOOD_DIFFERENCE`` above the least deadwood left are dropped.
2. **Its own future** (``getFutureDeadwoodImprovement``): for each unseen card, the least
   deadwood after drawing it and discarding again; the mean of the ``FUTURE_CARDS`` best,
   weighted ``FUTURE_WEIGHT * FUTURE_DECAY ** (turn - 1)``, added to the deadwood left.
3. **The opponent** (``getOpponentDeadwoodImprovement``): bonuses when the cards that
   would meld with the discard are out of the opponent's reach (held by MARJJ or seen),
   penalties when the opponent took them; the source's slips are kept (see ``danger``).

The lowest total is thrown; exact ties are broken at random.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

from gin_desktop.engine import Card
from gin_desktop.engine.cards import RANKS
from gin_desktop.engine.melds import best_discard_of_mask, deadwood_of_mask

from .marjj_layout import KING, SUITS, best_layouts, melded
from .marjj_tracking import Tracking

MAX_DEADWOOD_DIFFERENCE = 5
FUTURE_WEIGHT = 18.0
"""The source's ``INIT_WEIGHT`` (its paper gives 20; the published v5 code, 18)."""
FUTURE_DECAY = 0.9
FUTURE_CARDS = 7
"""The source's ``MAX_CARDS_TO_CONSIDER`` (the paper: 6)."""
DECK_BITS = SUITS * RANKS

# The source's bonuses (cards that would meld with the discard are out of reach) and
# penalties (the opponent took them), in deadwood points.
SEQUENCE_BONUS = -10.0
ADJ_BONUS = -5.0
ADJ2_BONUS = -3.0
SEQUENCE_PENALTY = 20.0
ADJ_PENALTY = 5.0
ADJ2_PENALTY = 3.0
SET_BONUS = -10.0
RANK_BONUS = -4.0
SET_PENALTY = 20.0
RANK_PENALTY = 4.0


@dataclass(frozen=True)
class DiscardScore:
    """One candidate discard as MARJJ weighs it; the lowest ``total`` is thrown."""

    card: Card
    deadwood_left: int
    future: float
    """The weighted mean of its best future deadwood (``myEV`` less the deadwood left)."""
    danger: float
    """The opponent's help from it (``oppEV``): negative when it is safe."""

    @property
    def total(self) -> float:
        return (self.deadwood_left + self.future) + self.danger


def candidates(hand: Sequence[Card], just_taken: Card | None) -> list[tuple[Card, int]]:
    """The cards MARJJ weighs, each with the deadwood it leaves (``getUnmeldedCards``)."""
    mask = sum(card.bit for card in hand)
    layouts = best_layouts(hand)
    loose = mask
    if layouts:
        loose = 0
        for layout in layouts:
            loose |= mask & ~melded(layout)
    chosen = [card for card in hand if card.bit & loose and card != just_taken]
    if chosen:
        costliest = max(card.value for card in chosen)
        chosen = [c for c in chosen if c.value >= costliest - MAX_DEADWOOD_DIFFERENCE]
    if len(chosen) == 1:
        return [(chosen[0], deadwood_of_mask(mask ^ chosen[0].bit))]
    if not chosen:
        chosen = [card for card in hand if card != just_taken]
    left: list[tuple[Card, int]] = []
    for card in chosen:
        deadwood = deadwood_of_mask(mask ^ card.bit)
        if deadwood == 0:
            return [(card, 0)]  # gin
        left.append((card, deadwood))
    least = min(deadwood for _, deadwood in left)
    return [(c, d) for c, d in left if d <= least + MAX_DEADWOOD_DIFFERENCE]


def future_mean(kept: int, seen: int) -> float:
    """The mean of the ``FUTURE_CARDS`` lowest deadwoods after drawing an unseen card and
    discarding again."""
    outcomes = sorted(
        best_discard_of_mask(kept | 1 << index)[0]
        for index in range(DECK_BITS)
        if not seen >> index & 1
    )[:FUTURE_CARDS]
    return sum(outcomes) / len(outcomes) if outcomes else 0.0


def _reach(bit: int, mine: int, seen: int, taken: int) -> tuple[bool, bool]:
    """(the opponent took it, it is out of their reach: held by MARJJ or seen)."""
    if bit & taken:
        return True, False
    return False, bool(bit & (mine | seen))


def danger(card: Card, mine: int, seen: int, taken: int) -> float:
    """MARJJ's score of what ``card`` gives the opponent, its slips kept: at a queen or
    king the card above is marked out of reach and the one two above is not looked at;
    the same-rank penalty asks whether only this card of its rank is out of reach, not
    whether the opponent took one."""
    bit, rank = card.bit, card.rank
    taken_up, out_up = _reach(bit << 1, mine, seen, taken) if rank < KING else (False, True)
    taken_down, out_down = _reach(bit >> 1, mine, seen, taken) if rank > 1 else (False, True)
    if rank < KING - 1:
        taken_up2, out_up2 = _reach(bit << 2, mine, seen, taken)
    else:
        taken_up2, out_up2, out_up = False, False, True
    taken_down2, out_down2 = _reach(bit >> 2, mine, seen, taken) if rank > 2 else (False, True)
    score = _run_term(out_down, out_up, out_down2, out_up2, SEQUENCE_BONUS, ADJ_BONUS, ADJ2_BONUS)
    score += _run_term(
        taken_down, taken_up, taken_down2, taken_up2, SEQUENCE_PENALTY, ADJ_PENALTY, ADJ2_PENALTY
    )
    same = [_reach(1 << (suit * RANKS + rank - 1), mine, seen, taken) for suit in range(SUITS)]
    taken_count = sum(took for took, _ in same)
    out_count = sum(out for _, out in same)  # this card itself counts: MARJJ holds it
    if out_count >= 3:
        score += SET_BONUS
    elif out_count == 2:
        score += RANK_BONUS
    if taken_count >= 2:
        score += SET_PENALTY
    elif out_count == 1:
        score += RANK_PENALTY
    return score


def _run_term(
    down: bool, up: bool, down2: bool, up2: bool, both: float, one: float, two_away: float
) -> float:
    """The run part of ``danger``: ``both`` when the card is shut in (or open) on both
    sides, else ``one`` for each side next to it and ``two_away`` for each two away."""
    if (up and (down or down2)) or (down and (up or up2)):
        return both
    score = 0.0
    for flag, points in ((down, one), (up, one), (down2, two_away), (up2, two_away)):
        if flag:
            score += points
    return score


def scored(hand: Sequence[Card], tracking: Tracking, turn: int) -> list[DiscardScore]:
    """Every candidate with its score (the three parts), in the order the cards are held."""
    mine = sum(card.bit for card in hand)
    weight = FUTURE_DECAY ** (turn - 1)
    return [
        DiscardScore(
            card=card,
            deadwood_left=left,
            future=FUTURE_WEIGHT * future_mean(mine ^ card.bit, tracking.seen) * weight,
            danger=danger(card, mine, tracking.seen, tracking.taken),
        )
        for card, left in candidates(hand, tracking.just_taken)
    ]


def choose_discard(
    hand: Sequence[Card], tracking: Tracking, turn: int, rng: random.Random
) -> tuple[Card, int]:
    """MARJJ's discard on its ``turn`` (1 for its first discard of the hand), with the
    deadwood it leaves."""
    weighed = candidates(hand, tracking.just_taken)
    if len(weighed) == 1:
        return weighed[0]
    scores = scored(hand, tracking, turn)
    best = min(score.total for score in scores)
    tied = [score for score in scores if score.total == best]
    pick = tied[rng.randrange(len(tied))]
    return pick.card, pick.deadwood_left
