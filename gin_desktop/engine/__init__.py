"""The rules of Gin Rummy: pure Python, no Qt, no I/O.

This module is the engine's public facade. Tests, the computer players, the UI, the
benchmarks and checks kept outside this repository import these names: keep them stable.
"""

from __future__ import annotations

from .actions import (
    Action,
    BigGin,
    Discard,
    DrawDiscard,
    DrawStock,
    FinishLayoffs,
    Knock,
    LayOff,
    NextHand,
    PassUpcard,
    action_from_dict,
)
from .cards import CARDS, Card, Suit, cards_str, hand_diagram, new_deck, parse_cards
from .errors import IllegalActionError
from .events import Event, EventKind
from .layoff import LayOffResult, lay_off, lay_off_targets
from .match import Match, MatchResult
from .melds import Arrangement, best_arrangement, best_discard, deadwood_points, is_meld
from .round import Phase, Round, RoundResult
from .rules import RuleSet
from .scoring import ShowdownKind, ShowdownResult, score_showdown
from .view import PlayerView

__all__ = [
    "CARDS",
    "Action",
    "Arrangement",
    "BigGin",
    "Card",
    "Discard",
    "DrawDiscard",
    "DrawStock",
    "Event",
    "EventKind",
    "FinishLayoffs",
    "IllegalActionError",
    "Knock",
    "LayOff",
    "LayOffResult",
    "Match",
    "MatchResult",
    "NextHand",
    "PassUpcard",
    "Phase",
    "PlayerView",
    "Round",
    "RoundResult",
    "RuleSet",
    "ShowdownKind",
    "ShowdownResult",
    "Suit",
    "action_from_dict",
    "best_arrangement",
    "best_discard",
    "cards_str",
    "deadwood_points",
    "hand_diagram",
    "is_meld",
    "lay_off",
    "lay_off_targets",
    "new_deck",
    "parse_cards",
    "score_showdown",
]
