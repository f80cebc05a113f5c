"""The older home of ``Hand``, under its older names: ``Round`` is ``Hand``, ``RoundKind``
is ``HandKind``, ``RoundResult`` is ``HandResult`` (docs/GLOSSARY.md). Kept so that code
importing ``gin_desktop.engine.round`` still works; new code imports ``hand``."""

from __future__ import annotations

from .events import HandKind, HandResult, RoundKind, RoundResult
from .hand import HAND_SIZE, WALL, Hand, Phase, Seed

Round = Hand
"""The older name of ``Hand``."""

__all__ = [
    "HAND_SIZE",
    "WALL",
    "Hand",
    "HandKind",
    "HandResult",
    "Phase",
    "Round",
    "RoundKind",
    "RoundResult",
    "Seed",
]
