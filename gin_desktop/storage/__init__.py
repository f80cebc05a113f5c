"""What the game keeps on disk: the settings, the match in progress and saved matches
(``matches``), and the statistics with the hand history (``statistics``).

The only code that touches the disk. Every write is atomic, so that a crash never leaves
half a file. Importing this package loads no Qt: the settings, which keep their values in
``QSettings`` (Qt's core, no widgets), load when one of their names is first used.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

from .files import write_text_atomic

if TYPE_CHECKING:
    from .settings import (
        CARD_BACKS,
        DECK_STYLES,
        LANGUAGES,
        LEVELS,
        MODES,
        PANELS,
        SORT_ORDERS,
        SPEEDS,
        TABLE_COLOURS,
        Preferences,
        Settings,
    )

_FROM_SETTINGS = frozenset(
    {
        "CARD_BACKS",
        "DECK_STYLES",
        "LANGUAGES",
        "LEVELS",
        "MODES",
        "PANELS",
        "SORT_ORDERS",
        "SPEEDS",
        "TABLE_COLOURS",
        "Preferences",
        "Settings",
    }
)

__all__ = [
    "CARD_BACKS",
    "DECK_STYLES",
    "LANGUAGES",
    "LEVELS",
    "MODES",
    "PANELS",
    "SORT_ORDERS",
    "SPEEDS",
    "TABLE_COLOURS",
    "Preferences",
    "Settings",
    "write_text_atomic",
]


def __getattr__(name: str) -> Any:
    """The settings' names, imported (with Qt) on first use."""
    if name in _FROM_SETTINGS:
        return getattr(importlib.import_module(".settings", __name__), name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
