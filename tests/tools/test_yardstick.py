"""The frozen expert (``gin_desktop.tools.frozen_expert``) is the yardstick of every new
expert, so it must never change: its decisions on seeded matches of two seats and of a
Ginski table of three are pinned by a digest recorded when it was frozen, when they were
also the live expert's, decision for decision."""

from __future__ import annotations

import hashlib
import json

from gin_desktop.engine import Match, NextHand, RuleSet
from gin_desktop.tools.arena import PLAYER_CHOICES, make_player
from gin_desktop.tools.frozen_expert import NAME, frozen_expert
from gin_desktop.tools.table_arena import TABLE_CHOICES

HANDS = 3
"""Hands of each match played: enough for knocks, gins, lay-offs and the next deals."""

FROZEN_DIGEST = "a2dd9b3fc50e20fa7dc436a1e083c8b29b47eb08c8a93d65960dfae8b76bded9"
"""sha256 of the decisions below: the same from the frozen copy, from the live expert when
it was frozen, and from 84ca0e6's expert on 84ca0e6's engine."""


def decisions(rules: RuleSet, seed: str) -> list[str]:
    """Every decision of frozen experts in every seat, in the first ``HANDS`` hands."""
    match = Match(rules, seed=seed)
    players = [frozen_expert(seat * 7 + 1) for seat in range(rules.players)]
    made: list[str] = []
    while not match.is_over and match.hand_number <= HANDS:
        seat = match.to_act
        if seat is None:
            match.apply(NextHand())
            continue
        action = players[seat].choose(match.view(seat))
        made.append(json.dumps([seat, action.to_dict()], sort_keys=True))
        match.apply(action, seat=seat)
    return made


def all_decisions() -> list[str]:
    return [
        *decisions(RuleSet(), "frozen:1"),
        *decisions(RuleSet(), "frozen:2"),
        *decisions(RuleSet(), "frozen:4"),
        *decisions(RuleSet.preset("ginski"), "frozen:3"),
    ]


def test_the_frozen_expert_plays_as_it_was_frozen() -> None:
    made = all_decisions()
    assert len(made) == 444
    digest = hashlib.sha256("\n".join(made).encode()).hexdigest()
    assert digest == FROZEN_DIGEST, "the frozen expert changed: it must play as on 84ca0e6"


def test_the_arenas_seat_the_frozen_expert() -> None:
    assert NAME in PLAYER_CHOICES and NAME in TABLE_CHOICES
    player = make_player(NAME, 5)
    assert player.name == NAME
    match = Match(RuleSet(), seed="frozen:seat")
    assert match.to_act is not None
    view = match.view(match.to_act)
    assert player.choose(view) in view.legal_actions
