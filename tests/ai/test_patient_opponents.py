"""Against patient players, those who play for gin while they could knock: the expert
knocks short of gin only in the first turns of a hand unless the opponent was seen to
knock early this match, and checks such a knock against opponent hands that may have
waited with a knockable hand, holding it back when it would too often be undercut."""

from __future__ import annotations

from dataclasses import replace

from gin_desktop.ai import STYLES, create_player
from gin_desktop.ai.knowledge import Knowledge
from gin_desktop.ai.player import DRAWS, HeuristicPlayer
from gin_desktop.engine import (
    Discard,
    DrawDiscard,
    Hand,
    HandKind,
    HandRecord,
    Knock,
    PlayerView,
    RuleSet,
    parse_cards,
)
from tests.ai.test_players import deck_for


def position(seed: int, steps: int) -> PlayerView:
    """Seat 0's view after ``steps`` actions of casual play on deal ``seed``."""
    hand = Hand.deal(RuleSet(), dealer=seed % 2, seed=seed)
    casual = create_player("casual", 2)
    for _ in range(steps):
        seat = hand.to_act
        assert seat is not None
        hand.apply(casual.choose(hand.view(seat)))
    return hand.view(0)


def expert(undercut_cap: float) -> HeuristicPlayer:
    return HeuristicPlayer(replace(STYLES["expert"], undercut_cap=undercut_cap), seed=1)


def test_a_knock_a_patient_opponent_would_often_undercut_is_held_back() -> None:
    """Seed 5, early: QS leaves three fives and a club run beside some deadwood. Played
    out against hasty opponents the knock pays; a patient one often holds less, so the
    expert's own check holds it back."""
    view = position(5, 8)
    knock = expert(undercut_cap=1.0).choose(view)
    assert isinstance(knock, Knock) and view.stock_count > 20
    assert STYLES["expert"].undercut_cap < 1
    held_back = HeuristicPlayer(STYLES["expert"], seed=1).choose(view)
    assert isinstance(held_back, Discard) and held_back in view.legal_actions


def test_the_undercut_check_never_holds_back_gin() -> None:
    deck = deck_for("4S 5S 6S 9H 9D 9C JC QC KC KD", "AH 3H 5H 7H 9S JH KH 2C 4C 6C", "7S", "8D")
    hand = Hand.deal(RuleSet(), dealer=1, deck=deck)
    hand.apply(DrawDiscard())
    action = expert(undercut_cap=0.0).choose(hand.view(0))
    assert isinstance(action, Knock) and action.card == parse_cards("KD")[0]


def early_knock(stock_left: int, knocker: int = 1) -> HandRecord:
    """Hand 1 of the match: ``knocker`` (the opponent, seat 1, unless told) knocked with 6
    against 18, ``stock_left`` cards left in the stock."""
    scores = (12, 0) if knocker == 0 else (0, 12)
    return HandRecord(
        hand_number=1,
        dealer=0,
        kind=HandKind.KNOCK,
        winner=knocker,
        points=12,
        knocker=knocker,
        scores=scores,
        knock_limit=10,
        knocker_deadwood=6,
        defender_deadwood=18,
        laid_off_points=0,
        players=(0, 1),
        stock_left=stock_left,
    )


def test_no_knock_short_of_gin_once_a_patient_opponent_has_drawn_three_times() -> None:
    """Seed 4: with 25 cards left in the stock, the opponent has drawn three times. The
    expert's play-outs would knock with 5C; against a player who may wait for gin (none of
    their knocks this match came early) it waits instead."""
    view = position(4, 13)
    knowledge = Knowledge.from_view(view)
    assert knowledge.opponent_draws == 3 and knowledge.opponent_may_wait
    sampled_check_only = replace(STYLES["expert"], patient_knock_draws=99, undercut_cap=0.99)
    knock = HeuristicPlayer(sampled_check_only, seed=1).choose(view)
    assert isinstance(knock, Knock) and knock.card == parse_cards("5C")[0]
    assert STYLES["expert"].patient_knock_draws == 2
    held = HeuristicPlayer(replace(STYLES["expert"], undercut_cap=0.99), seed=1).choose(view)
    assert isinstance(held, Discard) and held in view.legal_actions


def test_an_opponent_caught_knocking_early_is_knocked_against() -> None:
    """The same position after a first hand in which the opponent knocked short of gin
    with 24 of the 31 stock cards left: a hasty player, so the knock stands. A knock of
    theirs with only 10 left (a patient player's late knock) proves nothing."""
    view = position(4, 13)
    patience_only = HeuristicPlayer(replace(STYLES["expert"], undercut_cap=0.99), seed=1)
    hasty = replace(view, history=(early_knock(24),))
    assert not Knowledge.from_view(hasty).opponent_may_wait
    assert isinstance(patience_only.choose(hasty), Knock)
    late = replace(view, history=(early_knock(10),))
    assert Knowledge.from_view(late).opponent_may_wait
    assert isinstance(patience_only.choose(late), Discard)
    own = replace(view, history=(early_knock(24, knocker=0),))
    assert Knowledge.from_view(own).opponent_may_wait  # only the opponent's knocks count


def test_opponent_draws_count_stock_and_pile_draws_of_this_hand() -> None:
    view = position(4, 13)
    opponent_draws = [e for e in view.events if e.seat == 1 and e.kind in DRAWS]
    assert Knowledge.from_view(view).opponent_draws == len(opponent_draws) == 3


def test_the_play_outs_model_an_opponent_not_seen_knocking_early_as_patient() -> None:
    """The search's play-outs: at the start of a match, or after a patient player's late
    knock, the opponent waits for gin until the stock runs low; once seen knocking early,
    they knock as soon as the limit allows."""
    from gin_desktop.ai.search import play_out_knowledge

    view = position(4, 13)
    assert play_out_knowledge(view).opponent_waits
    assert play_out_knowledge(replace(view, history=(early_knock(10),))).opponent_waits
    assert not play_out_knowledge(replace(view, history=(early_knock(24),))).opponent_waits


def caught_waiting(stock_left: int) -> HandRecord:
    """A hand in which seat 0 went gin with ``stock_left`` cards in the stock and the
    opponent showed 7, a hand they could have knocked with."""
    return HandRecord(
        hand_number=2,
        dealer=1,
        kind=HandKind.GIN,
        winner=0,
        points=32,
        knocker=0,
        scores=(32, 0),
        knock_limit=10,
        knocker_deadwood=0,
        defender_deadwood=7,
        laid_off_points=0,
        players=(0, 1),
        stock_left=stock_left,
    )


def test_a_patient_opponent_waits_until_half_the_stock_or_as_long_as_they_were_seen_to() -> None:
    """The waiting line of the play-outs: half the 31 stock cards at the deal (15); lower
    once the opponent was caught with a hand they could have knocked with (they were still
    waiting with 6 left), never below the most stock they left at a knock short of gin of
    their own. An early knock (more than half the stock left) and the seat's own knocks
    tell nothing of it."""
    from gin_desktop.ai.knowledge import opponent_waiting_line

    view = position(4, 13)
    assert opponent_waiting_line(view) == 15
    assert opponent_waiting_line(replace(view, history=(caught_waiting(6),))) == 6
    both = (caught_waiting(6), early_knock(3), caught_waiting(9), early_knock(4))
    assert opponent_waiting_line(replace(view, history=both)) == 6
    assert opponent_waiting_line(replace(view, history=(caught_waiting(6), early_knock(12)))) == 12
    assert opponent_waiting_line(replace(view, history=(caught_waiting(20),))) == 15
    assert opponent_waiting_line(replace(view, history=(early_knock(24),))) == 15
    assert opponent_waiting_line(replace(view, history=(early_knock(14, knocker=0),))) == 15


def test_an_opponent_is_caught_waiting_only_in_a_hand_they_played() -> None:
    """At a table of three, seat 0 went gin against seat 2, who showed a knockable hand:
    seat 2 waits; seat 1, who sat that hand out, is not caught by it."""
    from gin_desktop.ai.knowledge import opponent_plays_on

    view = position(3, 6)
    against_two = replace(caught_waiting(6), players=(0, 2))
    assert opponent_plays_on(replace(view, history=(caught_waiting(6),)), 1)
    assert not opponent_plays_on(replace(view, history=(against_two,)), 1)
    assert opponent_plays_on(replace(view, history=(against_two,)), 2)
