"""What ``Match.play`` says of each move (its ``Change``) is exactly what each seat's view
gained, in every game; and ``Match.checkpoint`` takes a match back to where it was."""

from __future__ import annotations

import random

import pytest

from gin_desktop.engine import (
    Change,
    Discard,
    Match,
    NextHand,
    PassUpcard,
    RuleSet,
)
from gin_desktop.engine.rules import PRESET_NAMES


def choose(match: Match, rng: random.Random) -> tuple[object, int | None]:
    seat = match.to_act
    if seat is None:
        return NextHand(), rng.choice([None, *match.rules.seats])
    legal = match.legal_actions()
    knocks = [a for a in legal if type(a).__name__ in ("Knock", "BigGin")]
    return (knocks[0] if knocks and rng.random() < 0.7 else rng.choice(legal)), seat


@pytest.mark.parametrize("preset", PRESET_NAMES)
def test_each_change_is_what_each_seat_s_view_gained(preset: str) -> None:
    """A log kept from the changes alone (a new hand starts it afresh) holds, for every
    seat after every move, exactly the events of that seat's view: no seat learns a card
    drawn from another's stock draw, and a partnership game's events stay in that game."""
    rng = random.Random(preset)
    rules = RuleSet.preset(preset).with_changes(target_score=60)
    match = Match(rules, seed=f"changes:{preset}")
    logs = {seat: list(match.view(seat).events) for seat in rules.seats}
    for _ in range(20_000):
        if match.is_over:
            break
        action, seat = choose(match, rng)
        before = match.hand_number
        change = match.play(action, seat=seat)  # type: ignore[arg-type]
        assert isinstance(change, Change) and change.hand_number == match.hand_number
        assert change.new_hand == (match.hand_number == before + 1)
        assert change.scores == match.scores and change.match_over == match.is_over
        assert change.hand_over == match.hand_over
        for viewer in rules.seats:
            if change.new_hand:
                logs[viewer] = []
            logs[viewer] += change.events_for(viewer)
            assert tuple(logs[viewer]) == match.view(viewer).events
    assert match.is_over


def test_a_change_names_the_seat_that_acted() -> None:
    match = Match(seed=3)
    seat = match.to_act
    change = match.play(PassUpcard())
    assert change.seat == seat and change.action == PassUpcard()
    assert [event.kind for event in change.events_for(seat)] == ["upcard_passed"]


@pytest.mark.parametrize("preset", ["standard", "ginski", "partnership"])
def test_a_checkpoint_takes_the_match_back_to_where_it_was(preset: str) -> None:
    """Before every discard a checkpoint; after the discard (a hand may end at the wall,
    or be scored), the match returns to it exactly, saved data and all."""
    rng = random.Random(7)
    taken_back, number = 0, 0
    match = Match(RuleSet.preset(preset), seed=f"checkpoint:{preset}")
    while taken_back < 40:
        if match.is_over:
            number += 1
            match = Match(RuleSet.preset(preset), seed=f"checkpoint:{preset}:{number}")
        action, seat = choose(match, rng)
        if isinstance(action, Discard) and rng.random() < 0.5:
            before, mark = match.to_dict(), match.checkpoint()
            match.apply(action, seat=seat)
            match.return_to(mark)
            assert match.to_dict() == before
            taken_back += 1
        match.apply(action, seat=seat)  # type: ignore[arg-type]
