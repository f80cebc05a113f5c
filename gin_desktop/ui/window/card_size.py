"""Large print from the keys: Ctrl+Plus, Ctrl+Minus and Ctrl+0 step the card size through
the sizes a player chooses among, and the window says the size it shows."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from gin_desktop.storage.settings import CARD_SIZE_RANGE

translate = QCoreApplication.translate

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
    if shown < chosen:
        words = translate("Table", "Cards at {0}%: this window holds {1}% (make it larger)")
        return words.format(chosen, shown)
    return translate("Table", "Cards at {0}%").format(chosen)
