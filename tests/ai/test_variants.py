"""Every computer level plays Ginski for two, three and four legally, from its own view
(the full run: ``python -m gin_desktop.tools.legality --hands 500``)."""

from __future__ import annotations

import pytest

from gin_desktop.ai import LEVELS
from gin_desktop.tools.legality import VARIANTS, play_hand


@pytest.mark.parametrize("variant", ["ginski_2", "ginski", "ginski_4"])
@pytest.mark.parametrize("level", LEVELS)
def test_every_level_plays_ginski_legally(level: str, variant: str) -> None:
    assert VARIANTS[variant].is_ginski
    errors = [error for seed in range(4) if (error := play_hand(level, variant, seed))]
    assert not errors, errors[0]
