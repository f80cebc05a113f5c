"""The published seeds of docs/FAIR_DEALS.md can never drift: each row of its table (the
deck, k, the seed, its commitment, the first ten cards of the order and the start of the
order's SHA-256) is what the game's engine computes and what the standalone script
``docs/check_deal.py`` prints, run as people run it (``python3 -I -S``)."""

from __future__ import annotations

import hashlib
import re
import subprocess
import sys
from pathlib import Path
from typing import NamedTuple

import pytest

from gin_desktop.engine import Deck
from gin_desktop.engine.fair_shuffle import commitment, shuffled
from tests.engine.test_fair_shuffle import PINNED

DOCS = Path(__file__).resolve().parents[2] / "docs"
SCRIPT = DOCS / "check_deal.py"
HEX64 = re.compile(r"[0-9a-f]{64}")


class Row(NamedTuple):
    deck: str
    k: int
    seed: str
    commitment: str
    first_ten: str
    digest_start: str


def published_rows() -> list[Row]:
    """The rows of the table under "## Published seeds", backticks taken off."""
    text = (DOCS / "FAIR_DEALS.md").read_text(encoding="utf-8")
    section = text.split("## Published seeds", 1)[1].split("\n## ", 1)[0]
    lines = [line for line in section.splitlines() if line.startswith("|")]
    header, rule, *body = lines
    assert "seed" in header and "commitment" in header and set(rule) <= set("|-: ")
    rows = []
    for line in body:
        cells = [cell.strip().strip("`") for cell in line.strip().strip("|").split("|")]
        deck, k, seed, committed, first_ten, digest = cells
        rows.append(Row(deck, int(k), seed, committed, first_ten, digest))
    return rows


ROWS = published_rows()


def engine_order(deck: str, seed: bytes) -> str:
    return " ".join(map(str, shuffled(seed, Deck.named(deck).cards)))


def test_the_table_holds_ten_seeds_each_dealing_both_decks() -> None:
    assert sorted((row.deck, row.k) for row in ROWS) == sorted(
        (deck, k) for deck in ("standard", "rumski") for k in range(1, 11)
    )
    for row in ROWS:
        assert HEX64.fullmatch(row.seed) and HEX64.fullmatch(row.commitment)
        assert len(row.first_ten.split()) == 10
        assert re.fullmatch(r"[0-9a-f]{16,64}", row.digest_start)


@pytest.mark.parametrize("row", ROWS, ids=[f"{row.deck}-{row.k}" for row in ROWS])
def test_a_published_row_is_what_the_engine_computes(row: Row) -> None:
    seed = hashlib.sha256(f"Gin Desktop published seed {row.k}".encode()).digest()
    assert row.seed == seed.hex()
    assert row.commitment == commitment(seed) == hashlib.sha256(seed).hexdigest()
    order = engine_order(row.deck, seed)
    assert order.split()[:10] == row.first_ten.split()
    assert hashlib.sha256(order.encode()).hexdigest().startswith(row.digest_start)


@pytest.mark.parametrize("row", ROWS, ids=[f"{row.deck}-{row.k}" for row in ROWS])
def test_a_published_row_is_what_the_standalone_script_prints(row: Row) -> None:
    run = subprocess.run(
        [sys.executable, "-I", "-S", str(SCRIPT), row.deck, row.seed, row.commitment],
        capture_output=True,
        text=True,
        encoding="utf-8",
        timeout=60,
        check=False,
    )
    assert run.returncode == 0, run.stdout + run.stderr
    lines = run.stdout.splitlines()
    assert lines[0] == "commitment: matches the seed"
    order = lines[1].removeprefix("order: ")
    assert order.split()[:10] == row.first_ten.split()
    assert hashlib.sha256(order.encode()).hexdigest().startswith(row.digest_start)
    assert order == engine_order(row.deck, bytes.fromhex(row.seed))


def test_the_table_agrees_with_the_orders_the_shuffle_tests_pin() -> None:
    pinned = {(deck, k): (first, digest) for deck, k, first, digest in PINNED}
    for row in ROWS:
        first, digest = pinned[row.deck, row.k]
        assert row.first_ten == first
        assert digest.startswith(row.digest_start) or row.digest_start.startswith(digest)
