"""How many cases the long random play-outs cover: ``GIN_PLAYOUTS`` times their base size.

``GIN_PLAYOUTS`` is a whole number, 1 when it is not set: ``uv run pytest`` plays each
play-out test's base number of hands, enough for every invariant to be checked at every
kind of step and every way a hand ends. CI (``.ci/run``) sets ``GIN_PLAYOUTS=5``, five
times as many: the 5,000 two-player hands and 3,000 hands of each other game that the
play-outs covered before they were sized. Raise it for a deeper search. The kill test
plays its trials on ``GIN_PLAYOUTS`` matches (75 kills in CI).
"""

from __future__ import annotations

import os


def playouts_factor() -> int:
    text = os.environ.get("GIN_PLAYOUTS", "1")
    if not text.isdigit() or int(text) < 1:
        raise ValueError(f"GIN_PLAYOUTS must be a whole number, 1 or more, not {text!r}")
    return int(text)


PLAYOUTS = playouts_factor()


def playouts(base: int) -> int:
    """``base`` cases, ``GIN_PLAYOUTS`` times."""
    return base * PLAYOUTS
