"""How many random hands the long play-out tests play.

``GIN_PLAYOUTS`` scales them: 1 plays each test's full size (what CI runs, ``.ci/run``
sets it), the default 0.2 a fifth of it, which still checks every invariant over hundreds
of hands in a few seconds; raise it for a deeper search."""

from __future__ import annotations

import os

PLAYOUTS = float(os.environ.get("GIN_PLAYOUTS", "0.2"))


def sized(full: int) -> int:
    """``full`` hands scaled by ``GIN_PLAYOUTS`` (at least one)."""
    return max(1, round(full * PLAYOUTS))
