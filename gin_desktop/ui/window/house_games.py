"""Which games the house rules are the rules of: the games of two on the standard deck.

The table plays every game of the engine; the new-match dialog offers the others (Ginski,
three-handed and partnership gin) by name, with their own rules. So the house-rules dialog
offers only these presets, deck and number of players, and saved house rules of another
game are refused with a sentence.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from gin_desktop.engine import RuleSet

HOUSE_PRESETS = ("standard", "classic_bonuses", "oklahoma")
"""The presets the house rules may be: the games of two on the standard deck."""
HOUSE_DECKS = ("standard",)
"""The deck of the house rules."""
HOUSE_PLAYERS = (2, 2)
"""The seats of the house rules' games."""
OPTIONS_NOT_SHOWN = ("seating", "partners_change_opponents", "undercut_scores")
"""Options of the games the house rules are not (three-handed and partnership gin, and
Ginski's scoring of an undercut): the house-rules dialog has no editor for them and keeps
them as they are."""


def are_house_rules(rules: RuleSet) -> bool:
    """Whether ``rules`` are house rules the house-rules dialog can show and edit."""
    low, high = HOUSE_PLAYERS
    return rules.deck in HOUSE_DECKS and low <= rules.players <= high
