"""Computer players. Pure Python: they see a PlayerView and nothing else."""

from __future__ import annotations

from .player import LEVELS, STYLES, HeuristicPlayer, Player, Style, create_player
from .search import ActionValue, Budget, evaluate

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
