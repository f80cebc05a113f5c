"""The rules of Gin Rummy: pure Python, no Qt, no I/O.

This module is the engine's public facade. Tests, the computer players, the UI, the
benchmarks and checks kept outside this repository import these names: keep them stable.
Names may grow; what exists keeps its meaning. Older names stay as aliases of the
new: ``Round`` is ``Hand``, ``RoundKind`` is ``HandKind``, ``RoundResult`` is ``HandResult``.

The names load on first use (PEP 562): ``from gin_desktop.engine import RuleSet`` imports
the rules and the cards, not the meld tables, so that the window can be on screen before
the rest of the engine has loaded (see ``gin_desktop.app.start``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .lazy_names import load_on_first_use

if TYPE_CHECKING:
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
    from .cards import (
        CARDS,
        Card,
        Colour,
        Deck,
        Suit,
        cards_str,
        clip,
        hand_diagram,
        new_deck,
        parse_cards,
        quote,
    )
    from .changes import Change
    from .errors import (
        IllegalActionError,
        MeldProblem,
        Refusal,
    )
    from .events import (
        Event,
        EventKind,
        HandKind,
        HandResult,
        RoundKind,
        RoundResult,
    )
    from .fair_shuffle import DealCheck, day_of_seed, seed_of_the_day
    from .hand import Hand
    from .hand_context import MatchContext, context_of
    from .house_games import (
        HOUSE_GAMES,
        HOUSE_OPTIONS,
        HOUSE_PRESETS,
        game_of_preset,
        house_default,
        house_game,
        house_preset_name,
        house_rules_problem,
        seated,
    )
    from .layoff import (
        LayOffResult,
        lay_off,
        lay_off_targets,
    )
    from .match import Match
    from .melds import Arrangement
    from .names import NAME_MAX, check_name, may_be_typed, name_is_one_line, name_problem
    from .phase import Phase
    from .records import HandRecord, MatchResult
    from .replay import (
        HandReplay,
        ReplayStep,
        ShownHand,
        actions_of,
    )
    from .round import Round
    from .rules import (
        DECK_CHOICES,
        HAND_SIZE,
        INT_RANGES,
        NEXT_DEALER_CHOICES,
        PLAYER_RANGE,
        PRESET_NAMES,
        WALL,
        RuleSet,
        inconsistency,
    )
    from .rumski_melds import wild_stands_for
    from .saved import Checkpoint
    from .scoring import ShowdownResult, score_showdown
    from .showdown import (
        DefenderShowdown,
        Showdown,
        ShowdownKind,
        TableShowdown,
        grown_melds,
        knock_outcome,
        score_table_showdown,
    )
    from .solver import (
        MeldSolver,
        best_arrangement,
        best_discard,
        deadwood_points,
        is_meld,
        solver_for,
    )
    from .tallies import (
        SeatTally,
        drawn_hands,
        tally,
    )
    from .view import (
        PlayerView,
        SeatView,
    )

_SOURCES: dict[str, tuple[str, ...]] = {
    "actions": (
        "Action",
        "BigGin",
        "Discard",
        "DrawDiscard",
        "DrawStock",
        "FinishLayoffs",
        "Knock",
        "LayOff",
        "NextHand",
        "PassUpcard",
        "action_from_dict",
    ),
    "cards": (
        "CARDS",
        "Card",
        "Colour",
        "Deck",
        "Suit",
        "cards_str",
        "clip",
        "hand_diagram",
        "new_deck",
        "parse_cards",
        "quote",
    ),
    "errors": ("IllegalActionError", "MeldProblem", "Refusal"),
    "events": ("Event", "EventKind", "HandKind", "HandResult", "RoundKind", "RoundResult"),
    "hand_context": ("MatchContext", "context_of"),
    "house_games": (
        "HOUSE_GAMES",
        "HOUSE_OPTIONS",
        "HOUSE_PRESETS",
        "game_of_preset",
        "house_default",
        "house_game",
        "house_preset_name",
        "house_rules_problem",
        "seated",
    ),
    "fair_shuffle": ("DealCheck", "day_of_seed", "seed_of_the_day"),
    "layoff": ("LayOffResult", "lay_off", "lay_off_targets"),
    "changes": ("Change",),
    "match": ("Match",),
    "melds": ("Arrangement",),
    "names": ("NAME_MAX", "check_name", "may_be_typed", "name_is_one_line", "name_problem"),
    "phase": ("Phase",),
    "records": ("HandRecord", "MatchResult"),
    "replay": ("HandReplay", "ReplayStep", "ShownHand", "actions_of"),
    "hand": ("Hand",),
    "round": ("Round",),
    "rules": (
        "DECK_CHOICES",
        "HAND_SIZE",
        "INT_RANGES",
        "NEXT_DEALER_CHOICES",
        "PLAYER_RANGE",
        "PRESET_NAMES",
        "WALL",
        "RuleSet",
        "inconsistency",
    ),
    "rumski_melds": ("wild_stands_for",),
    "saved": ("Checkpoint",),
    "scoring": ("ShowdownResult", "score_showdown"),
    "showdown": (
        "DefenderShowdown",
        "Showdown",
        "ShowdownKind",
        "TableShowdown",
        "grown_melds",
        "knock_outcome",
        "score_table_showdown",
    ),
    "solver": (
        "MeldSolver",
        "best_arrangement",
        "best_discard",
        "deadwood_points",
        "is_meld",
        "solver_for",
    ),
    "tallies": ("SeatTally", "drawn_hands", "tally"),
    "view": ("PlayerView", "SeatView"),
}
"""Which module of the engine defines each name of the facade."""
_MODULE_OF = {name: module for module, names in _SOURCES.items() for name in names}

__all__ = [
    "CARDS",
    "DECK_CHOICES",
    "HAND_SIZE",
    "HOUSE_GAMES",
    "HOUSE_OPTIONS",
    "HOUSE_PRESETS",
    "INT_RANGES",
    "NAME_MAX",
    "NEXT_DEALER_CHOICES",
    "PLAYER_RANGE",
    "PRESET_NAMES",
    "WALL",
    "Action",
    "Arrangement",
    "BigGin",
    "Card",
    "Change",
    "Checkpoint",
    "Colour",
    "DealCheck",
    "Deck",
    "DefenderShowdown",
    "Discard",
    "DrawDiscard",
    "DrawStock",
    "Event",
    "EventKind",
    "FinishLayoffs",
    "Hand",
    "HandKind",
    "HandRecord",
    "HandReplay",
    "HandResult",
    "IllegalActionError",
    "Knock",
    "LayOff",
    "LayOffResult",
    "Match",
    "MatchContext",
    "MatchResult",
    "MeldProblem",
    "MeldSolver",
    "NextHand",
    "PassUpcard",
    "Phase",
    "PlayerView",
    "Refusal",
    "ReplayStep",
    "Round",
    "RoundKind",
    "RoundResult",
    "RuleSet",
    "SeatTally",
    "SeatView",
    "Showdown",
    "ShowdownKind",
    "ShowdownResult",
    "ShownHand",
    "Suit",
    "TableShowdown",
    "action_from_dict",
    "actions_of",
    "best_arrangement",
    "best_discard",
    "cards_str",
    "check_name",
    "clip",
    "context_of",
    "day_of_seed",
    "deadwood_points",
    "drawn_hands",
    "game_of_preset",
    "grown_melds",
    "hand_diagram",
    "house_default",
    "house_game",
    "house_preset_name",
    "house_rules_problem",
    "inconsistency",
    "is_meld",
    "knock_outcome",
    "lay_off",
    "lay_off_targets",
    "may_be_typed",
    "name_is_one_line",
    "name_problem",
    "new_deck",
    "parse_cards",
    "quote",
    "score_showdown",
    "score_table_showdown",
    "seated",
    "seed_of_the_day",
    "solver_for",
    "tally",
    "wild_stands_for",
]

__getattr__, __dir__ = load_on_first_use(globals(), _MODULE_OF, __all__)
"""A name of the facade, imported from its module on first use (then kept here)."""
