"""The best discard of eleven Rumski cards (``rumski_discard.py``) against the
straightforward way: every card that may go thrown in turn, the ten kept arranged alone
(``deadwood_of_mask``, itself checked against the slow reference in ``test_rumski.py``),
the least kept, ties going to the card of higher value (a wild before a 13), then of the
later colour. On random hands, on hands built from sets and runs (cards no run can use,
sets of one number with and without wilds, two sets of a number) and on hypothesis's
hands; and the arrangement's melds as masks."""

from __future__ import annotations

from random import Random

from hypothesis import given, settings
from hypothesis import strategies as st

from gin_desktop.engine.cards import Card, mask_of
from gin_desktop.engine.rumski import arrangement_of_mask, deadwood_of_mask
from gin_desktop.engine.rumski_discard import best_discard_of_mask, discard_of_mask
from tests.sizes import playouts

from .rumski_reference import NUMBERED, RUMSKI, WILDS, random_meld, random_rumski_hand


def straightforward(mask: int, forbidden: int) -> tuple[int, int]:
    """(least deadwood left, bit of the card thrown), trying every card that may go."""
    allowed = [card for card in RUMSKI.cards if card.bit & mask and card.bit != forbidden]
    left = {card: deadwood_of_mask(mask ^ card.bit) for card in allowed}
    least = min(left.values())
    tied = [card for card in allowed if left[card] == least]
    return least, max(tied, key=lambda card: (card.value, card.bit)).bit


def hand_of_sets(rng: Random, wilds: int) -> list[Card]:
    """Eleven cards, ``wilds`` of them wild, most of the numbered ones of a few numbers
    (in sets, or one short of a set), the rest melds or single cards."""
    hand = rng.sample(WILDS, wilds)
    numbers = rng.sample(range(1, 14), rng.randint(1, 3))
    by_number = [card for card in NUMBERED if card.rank in numbers]
    hand += rng.sample(by_number, min(len(by_number), rng.randint(4, 9 - wilds)))
    free = [card for card in RUMSKI.cards if card not in hand]
    rng.shuffle(free)
    while len(hand) < 9 and (meld := random_meld(rng, free)) is not None:
        hand += meld[: 11 - len(hand)]
    return hand + [card for card in free if not card.is_wild][: 11 - len(hand)]


def check(hand: list[Card], rng: Random) -> None:
    mask = mask_of(hand)
    forbidden = rng.choice(hand).bit if rng.random() < 0.5 else 0
    assert best_discard_of_mask(mask, forbidden) == straightforward(mask, forbidden), hand


def test_the_best_discard_is_the_straightforward_one_on_random_hands() -> None:
    rng = Random(2027)
    for trial in range(playouts(4_000)):
        check(random_rumski_hand(rng, 11, trial % 6 if trial % 3 else 0), rng)


def test_the_best_discard_is_the_straightforward_one_on_hands_of_sets() -> None:
    rng = Random(2028)
    for trial in range(playouts(2_000)):
        check(hand_of_sets(rng, trial % 4), rng)


def test_the_best_discard_is_the_straightforward_one_when_every_card_melds() -> None:
    rng = Random(2029)
    checked = 0
    while checked < playouts(300):
        free = list(RUMSKI.cards)
        rng.shuffle(free)
        hand: list[Card] = []
        while len(hand) < 11 and (meld := random_meld(rng, free)) is not None:
            hand += meld
        if len(hand) == 11:
            check(hand, rng)
            checked += 1


@given(
    st.lists(st.sampled_from(RUMSKI.cards), min_size=11, max_size=11, unique=True),
    st.integers(0, 11),
)
@settings(max_examples=300, deadline=None)
def test_the_best_discard_is_the_straightforward_one_on_any_hand(
    hand: list[Card], forbidden: int
) -> None:
    mask = mask_of(hand)
    bit = hand[forbidden].bit if forbidden < 11 else 0
    assert best_discard_of_mask(mask, bit) == straightforward(mask, bit)


def test_the_discard_of_a_mask_is_the_best_discard_with_the_ten_kept_arranged() -> None:
    rng = Random(2030)
    for _ in range(200):
        mask = mask_of(hand_of_sets(rng, rng.randint(0, 3)))
        card, kept = discard_of_mask(mask)
        assert (kept.deadwood_points, card.bit) == best_discard_of_mask(mask)
        alone = arrangement_of_mask(mask ^ card.bit)
        assert (kept.melds, kept.deadwood) == (alone.melds, alone.deadwood)


def test_the_melds_as_masks_hold_the_cards_of_the_melds_in_their_order() -> None:
    rng = Random(2031)
    for trial in range(1_000):
        hand = hand_of_sets(rng, trial % 5) if trial % 2 else random_rumski_hand(rng, 10, 2)
        arrangement = arrangement_of_mask(mask_of(hand))
        masks = tuple(mask_of(meld) for meld in arrangement.melds)
        assert arrangement.meld_masks == masks
        assert mask_of(arrangement.deadwood) == mask_of(hand) ^ sum(masks)
