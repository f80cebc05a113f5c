"""Computer players. Pure Python: they see a PlayerView and nothing else.

The names load on first use (PEP 562), as the engine's do: ``gin_desktop.session`` takes
the levels from ``gin_desktop.ai.levels`` without loading the players, their search and
the meld tables, which the window does not need before a computer plays.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .levels import LEVELS, STYLES, Style
    from .player import HeuristicPlayer, Player, create_player
    from .search import ActionValue, Budget, evaluate

_SOURCES: dict[str, tuple[str, ...]] = {
    "levels": ("LEVELS", "STYLES", "Style"),
    "player": ("HeuristicPlayer", "Player", "create_player"),
    "search": ("ActionValue", "Budget", "evaluate"),
}
"""Which module of the AI defines each name it exports."""
_MODULE_OF = {name: module for module, names in _SOURCES.items() for name in names}

__all__ = [
    "LEVELS",
    "STYLES",
    "ActionValue",
    "Budget",
    "HeuristicPlayer",
    "Player",
    "Style",
    "create_player",
    "evaluate",
]


def __getattr__(name: str) -> Any:
    """A name of the AI, imported from its module on first use (then kept here)."""
    module = _MODULE_OF.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(f".{module}", __name__), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted({*globals(), *__all__})
