"""Which of the engine's games the card table shows now: two players on the standard deck.

The engine plays Ginski for two to four on the Rumski deck; the table for it (and for
three-handed and partnership gin) is still to come, so the house-rules dialog offers only
these, and a saved match or saved house rules of another game are refused with a sentence
instead of being drawn wrong.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from gin_desktop.engine import RuleSet

TABLE_PRESETS = ("standard", "classic_bonuses", "oklahoma")
"""The engine's presets that the card table shows: two players on the standard deck.
Ginski, three-handed and partnership gin wait for the table of three and four seats."""
TABLE_DECKS = ("standard",)
"""The decks the card table draws: the Rumski deck waits for the table of Ginski."""
TABLE_PLAYERS = (2, 2)
"""The seats the card table shows (the engine's ``PLAYER_RANGE`` seats up to four)."""
OPTIONS_NOT_SHOWN = ("seating", "partners_change_opponents")
"""Options of the games the table does not show yet (three-handed and partnership gin):
the house-rules dialog has no editor for them and keeps them as they are."""


def table_shows(rules: RuleSet) -> bool:
    """Whether the card table can show a match played by ``rules``."""
    low, high = TABLE_PLAYERS
    return rules.deck in TABLE_DECKS and low <= rules.players <= high
