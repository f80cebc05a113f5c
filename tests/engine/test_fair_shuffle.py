"""The shuffle anyone can recompute (issue: deals anyone can check; docs/FAIR_DEALS.md):
the deck's order of ten published seeds pinned for both decks, the same order from the
standalone script a plain Python runs with no project, a commitment that matches its seed
and no other, and an order that is a permutation whatever the seed."""

from __future__ import annotations

import hashlib
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from gin_desktop.engine import Deck
from gin_desktop.engine.fair_shuffle import (
    FAIR_PREFIX,
    SEED_BYTES,
    below,
    commitment,
    draws,
    fresh_match_seed,
    shuffled,
)
from gin_desktop.tools.shuffle_check import position_counts, uniformity_p_value

SCRIPT = Path(__file__).resolve().parents[2] / "docs" / "check_deal.py"

PINNED = [
    (
        "standard",
        1,
        "9H 7C 6H 7D QS AD JC 3C 6D 6C",
        "fb3cf6ecb33aaf7dbd5247f8deee7641e90a77d42e845dc8d42a829cc50f577b",
    ),
    (
        "standard",
        2,
        "4C KH 5S AS 9S 8C 4H JH 3D QS",
        "d65ed414d5384dd8943d9699c1badb00bc003f03e3e80658e8a91c8feb1218f1",
    ),
    (
        "standard",
        3,
        "QD 8H TS TC 2D 6C AD 3C 9H AH",
        "7c3357c60d02ee985b10fac40b3018bee47792bf8bd8e98ad4b1b28aed988ce2",
    ),
    (
        "standard",
        4,
        "TH 6C 3S 6S AD QS JS 7C 2C QC",
        "4b6eb11c077b119940d43d80551fb861d6c29073ed5bcd4ec12f3124adb4d783",
    ),
    (
        "standard",
        5,
        "5H 7S 8S 2S 4H 3H QS 9H AC 9D",
        "b4c14fdc6bf65456c5a0249c70d344b62f657a4e5c781dc5680852137f68a2be",
    ),
    (
        "standard",
        6,
        "7H KH JC 8S TD 2H 9S QC QD 5C",
        "642b6af41b1e6255287a8a3351794eb1b94958bac0c0e526bdda6eb9948e84e6",
    ),
    (
        "standard",
        7,
        "AH KS 8C 6H 7C 8D TC 4D QH JS",
        "f99e49af0377f6244d39ab25a45219a5ec6464ed598668a46e590ea4a889f767",
    ),
    (
        "standard",
        8,
        "9H 3H 7H 3S TH 9D 9C QC JC AS",
        "3c2a48fc051af10209727eb5a73f1bb1cc4bafd20028d77643c1c9533f436cc2",
    ),
    (
        "standard",
        9,
        "5C JD 6D 3S 2H 4D AH 7H 5D TH",
        "fd82799c2dc4933bece35770ae1c4e43cf04e6775996a16bba8c8dce8bb2af9c",
    ),
    (
        "standard",
        10,
        "KS 7H 9S 4D 2D 6D KD 3C 6S JC",
        "7fce8362c1d18540812555a183b2ea299e610f8652b019ace5fc61679a615ee5",
    ),
    (
        "rumski",
        1,
        "7G 4P W1 6Y 9R 1P 11G 1R 13P W3",
        "3cf05898a88af4e3de122b13bfbca27b5e1cadaf01b410496ae97d55511c7d6e",
    ),
    (
        "rumski",
        2,
        "2R 3R 3Y 8G 11P 13P 6Y 4Y 12R 8B",
        "cfca81e9c76dc60d2bcbeb2477af6f201d129c3dc98d79a43e3e7bd6e709868a",
    ),
    (
        "rumski",
        3,
        "11B 9B 3G 7Y 9G 8R W2 7R 5R W3",
        "97f20ef9552e3f2b63b4ae6ca322c108e23c9f2611fe9cdd6f4ec65f5f0608c3",
    ),
    (
        "rumski",
        4,
        "10G 3G 5R W5 1B 4P 11Y 2P 4G 1G",
        "d4a76fe6874099399d9590c9caec6c1c316f6f60a77174d2af260790ec885787",
    ),
    (
        "rumski",
        5,
        "W5 6G 7B W4 6P 8G W2 4R 2P 4G",
        "4a234b20edf83c9d3b0b2a958556d093c5932e5fb04c8535a63e7a15353dcf3a",
    ),
    (
        "rumski",
        6,
        "7Y 3B 6R 8R 6G 5Y 2G 12B 1R 4B",
        "6d7f07eec1a301c3987e4ae67c9706eb5d6e02068a282ed475ca9042e18fe506",
    ),
    (
        "rumski",
        7,
        "W3 5Y 12G 2G 6Y 7Y 5B 2R 9G 13Y",
        "1150c296a460f47633492a2cd4faac7605d472fdb1f7b738f2c512269a33d9da",
    ),
    (
        "rumski",
        8,
        "3P 2B 8G 11Y 3R 11G 12Y 1G 6R W2",
        "f1d0f5e4a96d518979d95879dd435df7382f0f150c792b0970e0e6696df98c3e",
    ),
    (
        "rumski",
        9,
        "11G 5P 3Y 5B 8B 13Y 13G 2P 8Y 3R",
        "c58126252db88b613b713bc0d45231c7895d3f74d5d85e3de6faec241daf258c",
    ),
    (
        "rumski",
        10,
        "9Y 2R 10G 2G 7B 3P 12R 9P 5G 11P",
        "21eb98823e5240f98d0dbe888ddd0f878969300a12a147356f0d2b70ab5b74b4",
    ),
]
"""(deck, k, the first ten cards, the start of the SHA-256 of the whole order as text) for
the seed SHA-256("Gin Desktop published seed k"): the table of docs/FAIR_DEALS.md."""


def published(k: int) -> bytes:
    return hashlib.sha256(f"Gin Desktop published seed {k}".encode()).digest()


@pytest.mark.parametrize(("deck", "k", "first", "digest"), PINNED)
def test_rule_the_shuffle_of_a_published_seed_is_pinned(deck, k, first, digest) -> None:
    order = " ".join(map(str, shuffled(published(k), Deck.named(deck).cards)))
    assert order.split()[:10] == first.split()
    assert hashlib.sha256(order.encode()).hexdigest().startswith(digest)


@pytest.mark.parametrize("deck", ["standard", "rumski"])
def test_the_standalone_script_deals_the_same_with_no_project(deck) -> None:
    """Run with ``-I -S``: no site packages, no current folder, so nothing of the game."""
    seed = published(3)
    out = subprocess.run(
        [sys.executable, "-I", "-S", str(SCRIPT), deck, seed.hex(), commitment(seed)],
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    assert "commitment: matches the seed" in out
    engine = " ".join(map(str, shuffled(seed, Deck.named(deck).cards)))
    assert f"order: {engine}" in out


def test_the_standalone_script_refuses_a_seed_that_is_not_the_committed_one() -> None:
    seed, other = published(1), published(2)
    run = subprocess.run(
        [sys.executable, "-I", "-S", str(SCRIPT), "standard", other.hex(), commitment(seed)],
        capture_output=True,
        text=True,
        check=False,
    )
    assert run.returncode == 1
    assert "DOES NOT match" in run.stdout


def test_a_commitment_is_the_seeds_sha256() -> None:
    seed = published(1)
    assert commitment(seed) == hashlib.sha256(seed).hexdigest()
    assert commitment(seed) != commitment(published(2))


def test_fresh_match_seeds_are_fair_new_each_time_and_of_the_stated_length() -> None:
    seeds = {fresh_match_seed() for _ in range(20)}
    assert len(seeds) == 20
    for seed in seeds:
        assert seed.startswith(FAIR_PREFIX)
        assert len(bytes.fromhex(seed.removeprefix(FAIR_PREFIX))) == SEED_BYTES


def test_a_deck_seed_of_the_wrong_length_is_refused() -> None:
    with pytest.raises(ValueError, match="32 bytes"):
        shuffled(b"short", Deck.standard().cards)


@given(st.binary(min_size=SEED_BYTES, max_size=SEED_BYTES), st.sampled_from(["standard", "rumski"]))
def test_any_seed_gives_a_permutation_of_the_deck(seed: bytes, deck: str) -> None:
    cards = Deck.named(deck).cards
    order = shuffled(seed, cards)
    assert sorted(order, key=cards.index) == list(cards)


def test_a_draw_below_n_throws_away_the_draws_that_would_favour_small_numbers() -> None:
    """Rejection: with n = 3, 2**64 - 1 (at or above the largest multiple of 3) is thrown
    away rather than folded onto 0."""
    assert below(3, iter([2**64 - 1, 5])) == 5 % 3
    assert below(1, draws(published(1))) == 0
    with pytest.raises(ValueError):
        below(0, draws(published(1)))


def test_card_positions_are_uniform_over_many_deals() -> None:
    """CI's small version of ``python -m gin_desktop.tools.shuffle_check``: 4000 deals of
    each deck, seeds SHA-256("shuffle check i"), chi-square over (card, position)."""
    for deck in ("standard", "rumski"):
        size = Deck.named(deck).size
        counts = position_counts(Deck.named(deck), 4000)
        assert sum(counts) == 4000 * size
        assert uniformity_p_value(counts, 4000, size) > 0.001


def test_the_uniformity_check_finds_a_biased_shuffle() -> None:
    """The check could fail: a shuffle that moves only the top card (the rest in the deck's
    order) is far from uniform."""
    size, deals = 10, 2000
    counts = [0] * (size * size)
    for i in range(deals):
        order = list(range(size))
        j = below(size, draws(published(1) + bytes([i % 256]) + bytes([i // 256])))
        order[0], order[j] = order[j], order[0]
        for position, card in enumerate(order):
            counts[card * size + position] += 1
    assert uniformity_p_value(counts, deals, size) < 1e-6
