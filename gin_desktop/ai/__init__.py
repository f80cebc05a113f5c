"""Computer players. Pure Python: they see a PlayerView and nothing else.

The names load on first use (PEP 562), as the engine's do: ``gin_desktop.session`` takes
the levels from ``gin_desktop.ai.levels`` without loading the players, their search and
the meld tables, which the window does not need before a computer plays.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from gin_desktop.engine.lazy_names import load_on_first_use

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

__getattr__, __dir__ = load_on_first_use(globals(), _MODULE_OF, __all__)
"""A name of the AI, imported from its module on first use (then kept here)."""
