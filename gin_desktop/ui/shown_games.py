"""Which of the engine's games the card table shows, and which the house rules edit.

The table shows every game: two players on either deck, Ginski for three and four,
three-handed and partnership gin. The house rules are the rules of the games of two on
the standard deck (the new-match dialog offers the others by name, with their own rules),
so the house-rules dialog offers only those, and saved house rules of another game are
refused with a sentence.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from gin_desktop.engine import RuleSet

TABLE_PRESETS = ("standard", "classic_bonuses", "oklahoma")
"""The presets the house rules may be: the games of two on the standard deck."""
TABLE_DECKS = ("standard",)
"""The deck of the house rules."""
TABLE_PLAYERS = (2, 2)
"""The seats of the house rules' games."""
OPTIONS_NOT_SHOWN = ("seating", "partners_change_opponents", "undercut_scores")
"""Options of the games the house rules are not (three-handed and partnership gin, and
Ginski's scoring of an undercut): the house-rules dialog has no editor for them and keeps
them as they are."""


def house_rules_shown(rules: RuleSet) -> bool:
    """Whether ``rules`` are house rules the house-rules dialog can show and edit."""
    low, high = TABLE_PLAYERS
    return rules.deck in TABLE_DECKS and low <= rules.players <= high


def table_shows(rules: RuleSet) -> bool:
    """Whether the card table can show a match played by ``rules``: every valid rule set
    (a match file is checked by ``RuleSet.from_dict`` before it gets here)."""
    return rules.deck in SHOWN_DECKS


SHOWN_DECKS = ("standard", "rumski")
"""The decks the card table draws."""
