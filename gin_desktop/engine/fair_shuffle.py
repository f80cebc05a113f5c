"""A shuffle anyone can recompute (docs/FAIR_DEALS.md), and the commitment to its seed.

The deck's order comes from a seed of 32 random bytes through a shuffle written down to
the last bit, so that the same seed gives the same order on every platform and every
version of Python (``random.Random`` promises neither):

- a stream of 64-bit numbers: SHA-256 of the seed followed by a counter (0, 1, 2, ... as
  8 bytes, big-endian), each digest cut into four 8-byte big-endian numbers;
- a number below ``n`` from that stream by rejection: a draw at or above the largest
  multiple of ``n`` under 2**64 is thrown away, else the draw modulo ``n``;
- Fisher-Yates from the end: for ``i`` from the last position down to 1, swap the card at
  ``i`` with the one at a position drawn below ``i + 1``; the deck starts in its own order
  (``Deck.cards``: suit by suit, ace to king, then the wild cards).

The commitment to a seed is its SHA-256, shown before the first card is played; the seed
is shown after the hand, and anyone can check the one against the other and deal again.

A match started without a seed gets a fair one (``fresh_match_seed``: the prefix ``fair1:``
and 64 random hexadecimal digits, kept secret while the match is played); each game of each
hand is dealt from the SHA-256 of its own seed text (``deck_seed``: the match's seed, the
hand's number and, in partnership gin, the game's), so revealing one hand's seed tells
nothing of the next. Every other seed (a number, any other text) deals as it always has.
"""

from __future__ import annotations

import hashlib
import secrets
from collections.abc import Iterator, Sequence
from datetime import date, timedelta
from enum import StrEnum
from typing import TypeVar

FAIR_PREFIX = "fair1:"
"""How a match's seed says its hands are dealt by this shuffle."""
SEED_BYTES = 32
_DRAW_BYTES = 8
_DRAW_RANGE = 1 << (8 * _DRAW_BYTES)

T = TypeVar("T")


def fresh_match_seed() -> str:
    """A new match's seed: its hands dealt by this shuffle, from the system's randomness."""
    return FAIR_PREFIX + secrets.token_hex(SEED_BYTES)


def deck_seed(hand_seed: object) -> bytes | None:
    """The seed a hand's deck is shuffled from, for the seed text of a hand of a fair
    match (the SHA-256 of that text); None for any other seed."""
    if isinstance(hand_seed, str) and hand_seed.startswith(FAIR_PREFIX):
        return hashlib.sha256(hand_seed.encode()).digest()
    return None


def commitment(seed: bytes) -> str:
    """The SHA-256 of the seed, in hexadecimal: shown before the deal is played."""
    return hashlib.sha256(seed).hexdigest()


def draws(seed: bytes) -> Iterator[int]:
    """The seed's stream of 64-bit numbers."""
    counter = 0
    while True:
        block = hashlib.sha256(seed + counter.to_bytes(8, "big")).digest()
        for start in range(0, len(block), _DRAW_BYTES):
            yield int.from_bytes(block[start : start + _DRAW_BYTES], "big")
        counter += 1


def below(n: int, stream: Iterator[int]) -> int:
    """A number in 0..n-1 from ``stream``, every one as likely."""
    if not 0 < n <= _DRAW_RANGE:
        raise ValueError(f"cannot draw below {n}")
    limit = _DRAW_RANGE - _DRAW_RANGE % n
    while True:
        draw = next(stream)
        if draw < limit:
            return draw % n


def shuffled(seed: bytes, cards: Sequence[T]) -> list[T]:
    """``cards`` in the order the seed gives them (``cards`` in the deck's own order)."""
    if len(seed) != SEED_BYTES:
        raise ValueError(f"a seed is {SEED_BYTES} bytes, not {len(seed)}")
    order = list(cards)
    stream = draws(seed)
    for i in range(len(order) - 1, 0, -1):
        j = below(i + 1, stream)
        order[i], order[j] = order[j], order[i]
    return order


class DealCheck(StrEnum):
    """What checking a recorded deal found (``check_deal``)."""

    MATCHES = "matches"
    """The seed gives the commitment kept, and the deck it deals is the deck kept."""
    NOT_COMMITTED = "not_committed"
    """No commitment was kept: dealt before fair deals, or from a seed chosen by hand."""
    SEED_CHANGED = "seed_changed"
    """The seed kept does not give the commitment kept."""
    ORDER_CHANGED = "order_changed"
    """The deck kept is not the one the seed deals."""


def check_deal(
    seed_text: str, commitment_kept: str | None, deck_kept: str | None, cards: Sequence[object]
) -> DealCheck:
    """Check a recorded hand: its seed text (the match's seed and the hand's number), the
    commitment shown at its deal and the deck's order as dealt (card texts, top first),
    against ``cards``, its deck in its own order."""
    if not commitment_kept:
        return DealCheck.NOT_COMMITTED
    seed = deck_seed(seed_text)
    if seed is None or commitment(seed) != commitment_kept:
        return DealCheck.SEED_CHANGED
    dealt = " ".join(map(str, shuffled(seed, cards)))
    return DealCheck.MATCHES if dealt == deck_kept else DealCheck.ORDER_CHANGED


def seed_of_the_day(day: str) -> str:
    """The deal of the day's match seed for ``day`` (ISO 8601, ``2026-12-06``): fair, and
    the same on every computer, offline (anyone can work it out: it is no secret)."""
    return FAIR_PREFIX + hashlib.sha256(f"Gin Desktop deal of the day {day}".encode()).hexdigest()


DAYS_LOOKED_BACK = 3660
"""How far back ``day_of_seed`` looks for the day of a deal of the day: ten years."""


def day_of_seed(seed: object, today: date, back: int = DAYS_LOOKED_BACK) -> str | None:
    """The day (ISO 8601) whose deal of the day ``seed`` is, looking from the day after
    ``today`` (a clock a day ahead elsewhere) back ``back`` days; None for any other seed.
    A match keeps only its seed: this finds its day again after a restart."""
    if not isinstance(seed, str) or not seed.startswith(FAIR_PREFIX):
        return None
    for ago in range(-1, back + 1):
        day = (today - timedelta(days=ago)).isoformat()
        if seed_of_the_day(day) == seed:
            return day
    return None
