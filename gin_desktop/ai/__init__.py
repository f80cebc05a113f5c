"""Computer players. Pure Python: they see a PlayerView and nothing else."""

from __future__ import annotations

from .player import LEVELS, STYLES, HeuristicPlayer, Player, Style, create_player

__all__ = ["LEVELS", "STYLES", "HeuristicPlayer", "Player", "Style", "create_player"]
