"""Random playouts that check invariants at every step (OpenSpiel's RandomSimTest).

Seeded hands under a mix of presets and house rules are played to the end by random legal
moves (some greedy, so that knocks, gins, undercuts and lay-offs happen often). After every
move: the 52 cards are all somewhere, exactly once; neither seat's PlayerView names a card
it may not know; the saved form round-trips; and at the end the hand's score is exactly
``score_showdown``'s.

``GIN_PLAYOUTS`` sizes the play-out (``tests/sizes.py``): 1,000 hands times its value, 1
unless set; CI sets 5, for 5,000 hands. The suite's other tests run beside it on the other
cores (pytest-xdist).
"""

from __future__ import annotations

import os
import random
from collections import Counter
from collections.abc import Iterable
from dataclasses import replace
from itertools import chain
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gin_desktop.engine import (
    CARDS,
    Action,
    BigGin,
    Card,
    Discard,
    DrawDiscard,
    DrawStock,
    Event,
    FinishLayoffs,
    Hand,
    IllegalActionError,
    Knock,
    LayOff,
    Match,
    NextHand,
    PassUpcard,
    Phase,
    PlayerView,
    RuleSet,
    ShowdownResult,
    action_from_dict,
    best_arrangement,
    cards_str,
    deadwood_points,
    score_showdown,
)
from gin_desktop.engine.actions import MOST_MELDS
from gin_desktop.engine.melds import knock_options
from tests.sizes import playouts

ROUNDS = playouts(1000)
"""Hands played: every way a hand can end happens in the first 1,000 (a big gin, about 1 in
1,000, at seed 548)."""
VARIANTS = (
    RuleSet(),
    RuleSet.preset("classic_bonuses"),
    RuleSet.preset("oklahoma"),
    RuleSet(first_upcard_offer=False, forbid_discarding_taken_card=False),
    RuleSet(big_gin_enabled=False, ties_are_undercuts=False, knock_limit=5),
    RuleSet(oklahoma=True, oklahoma_spades_double=False, gin_bonus=10, undercut_bonus=10),
    RuleSet(knock_limit=3, first_upcard_offer=False),
)


# --- the invariants ------------------------------------------------------------------------


def check_cards(hand: Hand) -> None:
    """Hands + stock + discard pile + face-down knock discard + laid-off cards = the deck."""
    places = [*hand.hand(0), *hand.hand(1), *hand.stock, *hand.discard_pile]
    places += [card for card, _ in hand.placements]
    if hand.knock_discard is not None:
        places.append(hand.knock_discard)
    assert len(places) == 52 and sum(card.bit for card in places) == (1 << 52) - 1


def revealed(hand: Hand, seat: int) -> bool:
    """Whether the rules have shown ``seat``'s hand to the other seat."""
    if hand.knocker is None:
        return False
    return hand.knocker == seat or hand.phase == Phase.ENDED


def mask(cards: Iterable[Card]) -> int:
    """OR, not sum: a card may be named twice."""
    found = 0
    for card in cards:
        found |= card.bit
    return found


# The cards each event names, by id: a view's events are the same objects from one move to
# the next (the round keeps them), so each is looked at once per hand, not once per move.
# The event is kept with its mask, so that its id cannot be reused while it is cached.
_EVENT_MASKS: dict[int, tuple[Event, int]] = {}


def event_mask(event: Event) -> int:
    found = _EVENT_MASKS.get(id(event))
    if found is None or found[0] is not event:
        found = _EVENT_MASKS[id(event)] = (event, mask(chain(event.cards, *event.melds)))
    return found[1]


def seen_mask(view: PlayerView) -> int:
    """Every card a view mentions, wherever it is, as a 52-bit mask."""
    seen = mask((*view.hand, *view.opponent_known, *view.discard_pile, view.first_upcard))
    seen |= view.taken_card.bit if view.taken_card is not None else 0
    for event in view.events:
        seen |= event_mask(event)
    seen |= mask(chain(*view.declared_melds, *view.knocker_melds, view.opponent_hand or ()))
    seen |= mask(card for card, _ in view.laid_off)
    seen |= mask(a.card for a in view.legal_actions if isinstance(a, (Discard, Knock, LayOff)))
    return seen


def check_view(hand: Hand, seat: int) -> None:
    """A view names no stock card, no face-down discard of the other seat and none of the
    other seat's unshown cards; it shows the other hand exactly when the rules do."""
    view, other = hand.view(seat), 1 - seat
    assert view.hand == hand.hand(seat) and view.stock_count == hand.stock_count
    secret = mask(hand.stock)
    if hand.knocker == other and hand.knock_discard is not None:
        # Face down, unless everyone saw the knocker take it from the pile earlier.
        taken = [card for e in hand.events if e.kind == "drew_discard" for card in e.cards]
        secret |= hand.knock_discard.bit & ~mask(taken)
    if revealed(hand, other):
        assert view.opponent_hand == hand.hand(other)
    else:
        assert view.opponent_hand is None
        secret |= mask(hand.hand(other)) & ~mask(hand.known_cards(other))
    assert not secret & seen_mask(view)
    assert view.legal_actions == (tuple(hand.legal_actions()) if hand.to_act == seat else ())


def check_round_trip(hand: Hand) -> None:
    data = hand.to_dict()
    assert Hand.from_dict(data).to_dict() == data


def check_score(hand: Hand) -> None:
    """The hand's score is exactly what ``score_showdown`` gives for what was played."""
    result = hand.result
    assert result is not None
    if result.kind == "draw":
        assert result.winner is None and result.points == 0 and hand.stock_count <= 2
        return
    knocker = hand.knocker
    assert knocker is not None and result.knocker == knocker
    laid = [card for card, _ in hand.placements]
    showdown = score_showdown(
        hand.hand(knocker),
        [*hand.hand(1 - knocker), *laid],
        hand.rules,
        knocker_melds=hand.declared_melds,
        laid_off=laid,
        knock_limit=hand.knock_limit,
        multiplier=hand.multiplier,
    )
    assert result.showdown is not None and result.points == showdown.points
    shown = ShowdownResult.of(result.showdown)
    # the hand keeps the lay-offs in the order played; score_showdown finds an order
    assert replace(showdown, placements=shown.placements) == shown
    assert list(shown.placements) == list(hand.placements)
    assert result.winner == (knocker if showdown.winner == "knocker" else 1 - knocker)
    assert result.kind == showdown.kind.value
    if result.kind in ("gin", "big_gin"):
        assert not laid


def check_step(hand: Hand) -> None:
    check_cards(hand)
    check_view(hand, 0)
    check_view(hand, 1)
    check_round_trip(hand)


# --- the players ----------------------------------------------------------------------------


def choose(hand: Hand, rng: random.Random, greedy: bool) -> Action:
    """A random legal action; a greedy player knocks, keeps low deadwood and lays off."""
    actions = hand.legal_actions()
    if not greedy:
        return rng.choice(actions)
    if hand.phase == Phase.DISCARD:
        return choose_discard(hand, actions, rng)
    if hand.phase == Phase.LAYOFF:
        lay_offs = [a for a in actions if isinstance(a, LayOff)]
        return rng.choice(lay_offs) if lay_offs and rng.random() < 0.9 else FinishLayoffs()
    if DrawDiscard() in actions and rng.random() < 0.9:
        if improves(hand):
            return DrawDiscard()
        return PassUpcard() if hand.phase == Phase.FIRST_UPCARD else DrawStock()
    return rng.choice(actions)


def improves(hand: Hand) -> bool:
    """Whether the top of the discard pile would lower the player's deadwood."""
    held = hand.hand(hand.to_act or 0)
    return min(knock_options([*held, hand.discard_pile[-1]]).values()) < deadwood_points(held)


def choose_discard(hand: Hand, actions: list[Action], rng: random.Random) -> Action:
    ends = [a for a in actions if isinstance(a, (Knock, BigGin))]
    if ends and rng.random() < 0.95:
        end = rng.choice(ends)
        if isinstance(end, Knock) and rng.random() < 0.2:
            # Declare the melds by hand, as a player who rearranges them would.
            kept = [card for card in hand.hand(hand.to_act or 0) if card != end.card]
            return Knock(end.card, melds=best_arrangement(kept).melds)
        return end
    discards = [a for a in actions if isinstance(a, Discard)]
    if rng.random() < 0.9:
        options = knock_options(hand.hand(hand.to_act or 0))
        return min(discards, key=lambda a: (options[a.card], rng.random()))
    return rng.choice(discards)


def wild_action(rng: random.Random) -> Action:
    """Any action at all, legal or not, to check that refusals change nothing."""
    card = rng.choice(CARDS)
    actions: list[Action] = [
        DrawStock(),
        DrawDiscard(),
        PassUpcard(),
        Discard(card),
        Knock(card),
        BigGin(),
        LayOff(card, rng.randrange(4)),
        FinishLayoffs(),
        NextHand(),
    ]
    return rng.choice(actions)


def try_illegal(hand: Hand, rng: random.Random) -> None:
    action = wild_action(rng)
    if action in hand.legal_actions():
        return
    before = hand.to_dict()
    with pytest.raises(IllegalActionError):
        hand.apply(action)
    assert hand.to_dict() == before


def play_round(seed: int) -> str:
    """Play one seeded hand to its end, checking every step; return how it ended."""
    rules = VARIANTS[seed % len(VARIANTS)]
    rng = random.Random(seed)
    hand = Hand.deal(rules, dealer=seed % 2, seed=seed)
    greedy = seed % 50 != 7  # one hand in fifty played at random: long, hence costly
    check_step(hand)
    while hand.result is None:
        if rng.random() < 0.02:
            try_illegal(hand, rng)
        action = choose(hand, rng, greedy)
        assert action_from_dict(action.to_dict()) == action
        hand.apply(action, seat=hand.to_act)
        check_step(hand)
    check_score(hand)
    return str(hand.result.kind)


def play_rounds(seeds: range) -> Counter[str]:
    outcomes: Counter[str] = Counter()
    for seed in seeds:
        outcomes[play_round(seed)] += 1
        _EVENT_MASKS.clear()  # the hand is over: let its events go
    return outcomes


# --- the tests ------------------------------------------------------------------------------


def test_random_playouts_keep_every_invariant() -> None:
    """``ROUNDS`` hands; every way a hand can end happened."""
    total = play_rounds(range(ROUNDS))
    assert sum(total.values()) == ROUNDS
    assert set(total) == {"knock", "undercut", "gin", "big_gin", "draw"}, total


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 2**32), greedy=st.booleans(), variant=st.sampled_from(VARIANTS))
def test_hypothesis_any_deal_plays_to_a_consistent_end(
    seed: int, greedy: bool, variant: RuleSet
) -> None:
    rng = random.Random(seed)
    hand = Hand.deal(variant, dealer=seed % 2, seed=seed)
    while hand.result is None:
        hand.apply(choose(hand, rng, greedy))
        check_cards(hand)
    check_score(hand)
    check_view(hand, 0)
    check_view(hand, 1)


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 2**32), moves=st.lists(st.integers(0, 10_000), max_size=40))
def test_hypothesis_legal_actions_always_apply_and_others_never_change_the_hand(
    seed: int, moves: list[int]
) -> None:
    hand = Hand.deal(seed=seed)
    rng = random.Random(seed)
    for move in moves:
        if hand.result is not None:
            break
        try_illegal(hand, rng)
        actions = hand.legal_actions()
        assert actions and len(set(actions)) == len(actions)
        hand.apply(actions[move % len(actions)])
    check_cards(hand)


@settings(max_examples=100, deadline=None)
@given(
    cards=st.lists(st.sampled_from(CARDS), min_size=3, max_size=5, unique=True),
    index=st.integers(0, MOST_MELDS - 1),  # a knocker lays down three melds at most
)
def test_hypothesis_actions_round_trip_through_dicts(cards: list[Card], index: int) -> None:
    melds = (tuple(cards[:3]),)
    for action in (
        Discard(cards[0]),
        Knock(cards[0], melds),
        BigGin(melds),
        LayOff(cards[1], index),
    ):
        assert action_from_dict(action.to_dict()) == action


def test_seeded_matches_play_to_the_end_and_round_trip() -> None:
    """Whole matches: totals equal the hands' points plus bonuses, and saves round-trip."""
    for seed in range(12):
        rules = RuleSet(target_score=60, end_bonuses=seed % 2 == 0)
        match, rng = Match(rules, seed=seed), random.Random(seed)
        while not match.is_over:
            if match.hand.result is not None:
                data = match.to_dict()
                assert Match.from_dict(data).to_dict() == data
            match.apply(
                NextHand() if match.hand.result is not None else choose(match.hand, rng, True)
            )
        result = match.result
        assert result is not None
        points = [sum(r.points for r in match.history if r.winner == seat) for seat in (0, 1)]
        assert list(result.scores) == points and max(points) >= 60
        parts = (result.game_bonus, result.box_bonus, result.shutout_bonus)
        bonuses = [sum(p) for p in zip(*parts, strict=True)]
        assert list(result.totals) == [p + b for p, b in zip(points, bonuses, strict=True)]
        assert Match.from_dict(match.to_dict()).to_dict() == match.to_dict()


# --- golden transcripts --------------------------------------------------------------------

GOLDEN = Path(__file__).parent.parent / "data" / "round_transcripts.txt"


def transcript(seed: int) -> list[str]:
    """A seeded hand played by the greedy player, as the omniscient log reads it."""
    rules = VARIANTS[seed % len(VARIANTS)]
    hand, rng = Hand.deal(rules, dealer=seed % 2, seed=seed), random.Random(seed)
    lines = [f"## seed {seed}: {rules.preset_name() or 'custom rules'}, dealer {seed % 2}"]
    lines += [f"seat {seat}: {cards_str(hand.hand(seat))}" for seat in (0, 1)]
    while hand.result is None:
        hand.apply(choose(hand, rng, True))
    lines += [event.describe() for event in hand.events]
    result = hand.result
    lines.append(f"result: {result.kind}, winner {result.winner}, points {result.points}")
    return lines


def test_golden_transcripts_of_seeded_hands() -> None:
    """Seeded deals and play are stable: a change shows as a diff of this file.
    After an intended change, regenerate with GIN_REGENERATE_GOLDEN=1."""
    text = "\n\n".join("\n".join(transcript(seed)) for seed in range(8)) + "\n"
    if os.environ.get("GIN_REGENERATE_GOLDEN"):
        GOLDEN.write_text(text, encoding="utf-8")
    assert text == GOLDEN.read_text(encoding="utf-8")
