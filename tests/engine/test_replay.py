"""A finished hand played again from its seed and the actions read back from its events:
every step's hands, discard pile, stock and knocker's melds are the engine's own states
during play, whatever way the hand ended; a damaged record is refused in words."""

from __future__ import annotations

import random
from dataclasses import dataclass

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gin_desktop.engine import (
    CARDS,
    Card,
    Discard,
    EventKind,
    Hand,
    HandReplay,
    Phase,
    RuleSet,
    actions_of,
    best_arrangement,
)
from tests.engine.test_playouts import VARIANTS, choose

OUTCOME_SEEDS = {
    "knock": 0,
    "knock with lay-offs": 5,
    "draw": 7,
    "undercut after lay-offs": 16,
    "gin": 26,
    "undercut": 73,
    "big gin": 800,
}
"""Seeds of ``play`` whose hand ends each way (found by playing seeds 0 up)."""


@dataclass(frozen=True)
class Seen:
    """A hand's state as the engine had it during play."""

    hands: tuple[tuple[Card, ...], ...]
    discard_pile: tuple[Card, ...]
    stock_count: int
    phase: Phase
    to_act: int | None
    table_melds: tuple[tuple[Card, ...], ...]


def seen(hand: Hand) -> Seen:
    return Seen(
        tuple(hand.hand(seat) for seat in hand.seats),
        hand.discard_pile,
        hand.stock_count,
        hand.phase,
        hand.to_act,
        hand.table_melds,
    )


def play(seed: int, greedy: bool | None = None) -> tuple[Hand, list[Seen]]:
    """The hand of ``seed`` under one of the playout test's rule sets, with every state."""
    rules = VARIANTS[seed % len(VARIANTS)]
    rng = random.Random(seed)
    hand = Hand.deal(rules, dealer=seed % 2, seed=seed)
    greedy = seed % 50 != 7 if greedy is None else greedy
    states = [seen(hand)]
    while hand.result is None:
        hand.apply(choose(hand, rng, greedy))
        states.append(seen(hand))
    return hand, states


def knock_deadwood(hand: Hand) -> int | None:
    """The deadwood the hand's knock (or gin) counted, from its event."""
    ends = (EventKind.KNOCKED, EventKind.GIN, EventKind.BIG_GIN)
    return next((e.deadwood for e in hand.events if e.kind in ends), None)


def check_replay(hand: Hand, states: list[Seen]) -> HandReplay:
    replay = HandReplay(hand.rules, hand.dealer, hand.seed, actions_of(hand))
    assert len(replay.steps) == len(states)
    for step, state in zip(replay.steps, states, strict=True):
        assert step.hands == state.hands
        assert step.discard_pile == state.discard_pile
        assert step.stock_count == state.stock_count
        assert (step.phase, step.to_act, step.table_melds) == (
            state.phase,
            state.to_act,
            state.table_melds,
        )
        for seat, (cards, shown) in enumerate(zip(step.hands, step.shown, strict=True)):
            assert sorted((*(c for meld in shown.melds for c in meld), *shown.deadwood)) == sorted(
                set(cards) | {c for meld in shown.melds for c in meld}
            )
            if seat == step.knocker:  # the deadwood the knock counted
                assert shown.points == knock_deadwood(hand) and shown.melds == step.table_melds
            else:
                assert shown.points == best_arrangement(cards, hand.rules).deadwood_points
    assert replay.steps[-1].result == hand.result
    assert [event for step in replay.steps for event in step.events] == list(hand.events)
    return replay


@pytest.mark.parametrize("seed", OUTCOME_SEEDS.values(), ids=OUTCOME_SEEDS.keys())
def test_a_replay_shows_each_state_of_the_hand_as_played(seed: int) -> None:
    hand, states = play(seed)
    replay = check_replay(hand, states)
    kinds = {"knock": "knock", "draw": "draw", "undercut": "undercut", "gin": "gin"}
    name = next(key for key, value in OUTCOME_SEEDS.items() if value == seed)
    assert str(hand.result.kind) == kinds.get(name.split(" ")[0], "big_gin")
    assert bool(replay.steps[-1].laid_off) == ("lay-offs" in name)


@settings(max_examples=80, deadline=None)
@given(seed=st.integers(0, 2**32), greedy=st.booleans())
def test_hypothesis_any_played_hand_replays_exactly(seed: int, greedy: bool) -> None:
    hand, states = play(seed, greedy)
    check_replay(hand, states)


def test_the_first_step_is_the_deal_and_each_later_one_names_its_action() -> None:
    hand, _ = play(5)
    replay = HandReplay(hand.rules, hand.dealer, hand.seed, actions_of(hand))
    first, *later = replay.steps
    assert first.action is None and first.seat == hand.dealer
    assert [event.kind.value for event in first.events] == ["deal", "upcard_turned"]
    assert all(step.action is not None and step.seat is not None for step in later)


def test_a_record_that_does_not_fit_its_deal_is_refused_in_words() -> None:
    hand, _ = play(0)
    actions = list(actions_of(hand))
    held = set(Hand.deal(hand.rules, dealer=hand.dealer, seed=hand.seed).hand(0))
    stranger = next(card for card in CARDS if card not in held)
    with pytest.raises(ValueError, match="move 1 of the record cannot be played"):
        HandReplay(hand.rules, hand.dealer, hand.seed, [Discard(stranger), *actions])
    with pytest.raises(ValueError, match="move 3 of the record cannot be played"):
        late = [*actions[:2], Discard(stranger), *actions[2:]]
        HandReplay(hand.rules, hand.dealer, hand.seed, late)
    with pytest.raises(ValueError, match="before the hand ends"):
        HandReplay(hand.rules, hand.dealer, hand.seed, actions[:-1])
    with pytest.raises(ValueError, match="no seed"):
        HandReplay(hand.rules, hand.dealer, None, actions)


def test_a_hand_dealt_from_a_given_deck_has_no_actions_to_read_back() -> None:
    hand = Hand.deal(RuleSet(), deck=list(CARDS))
    with pytest.raises(ValueError, match="no seed"):
        actions_of(hand)
