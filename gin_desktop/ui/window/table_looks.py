"""How the table looks and moves from the preferences, and large print from the keys:
Ctrl+Plus, Ctrl+Minus and Ctrl+0 step the card size through the sizes a player chooses
among, and the window says the size it shows."""

from __future__ import annotations

from typing import TYPE_CHECKING

from gin_desktop.storage.settings import CARD_SIZE_RANGE
from gin_desktop.words.window_words import card_size_said

if TYPE_CHECKING:  # the table is loaded with the game, after the window shows
    from gin_desktop.storage import Preferences

    from ..table.scene import TableScene


SIZES = (100, 125, 150, 175, 200)
"""The card sizes the keys step through, in percent of the usual size."""
USUAL = SIZES[0]


def stepped(current: int, direction: int) -> int:
    """The next card size up (``direction`` > 0) or down (< 0) from ``current`` percent,
    within the range; 0: the usual size."""
    if direction == 0:
        return USUAL
    sizes, (low, high) = SIZES, CARD_SIZE_RANGE
    if direction > 0:
        return min([size for size in sizes if size > current] or [high])
    return max([size for size in sizes if size < current] or [low])


def said(chosen: int, shown: int) -> str:
    """The words for a card size ``chosen``, of which the window shows ``shown``."""
    return card_size_said(chosen, shown)


def apply(scene: TableScene, preferences: Preferences) -> None:
    """The table's speed, motion, card size, deck, looks and hand order as chosen."""
    # loaded after the frame's first paint (tests/ui/test_startup.py)
    from ..table.felt import wants_high_contrast

    scene.set_speed(preferences.animation_speed)
    scene.animator.reduced = preferences.reduce_motion
    if scene.card_scale != preferences.card_size / 100:
        scene.set_card_scale(preferences.card_size / 100)
    if scene.art.four_colour != preferences.four_colour:
        scene.set_four_colour(preferences.four_colour)
    high = wants_high_contrast(preferences.contrast)
    scene.set_looks(preferences.card_back, preferences.table_colour, high)
    scene.sort_order = preferences.sort_order
    scene.show_hints = preferences.show_hints
    scene.relayout(animate=False)  # the hints and the deck at once
