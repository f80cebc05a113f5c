"""The look-ahead seat of the Ginski bound: its play-outs score a knock as RULES.md
section 3 does, and only the seats told to see hidden cards read them."""

from __future__ import annotations

import pytest

from gin_desktop.engine import (
    DrawStock,
    Hand,
    Match,
    PassUpcard,
    RuleSet,
    parse_cards,
)
from gin_desktop.tools.ginski_playout import SIGHTS, Hidden, LookingSeat, PlainTable

GINSKI = RuleSet.preset("ginski")
TABLE = PlainTable(GINSKI, GINSKI.knock_limit)


def test_a_knock_scores_the_others_deadwood_less_the_knockers() -> None:
    # seed 002's example: the knocker has 8, the others 15 and 20: 35 - 8 = 27
    assert TABLE.showdown([8, 15, 20], 0) == 27
    assert TABLE.showdown([15, 8, 20], 1) == -27  # another seat's knock counts against us


def test_an_undercut_scores_25_and_everyone_elses_deadwood() -> None:
    # the knocker has 12, the others 9 and 30: the player with 9 scores 25 + 12 + 30
    assert TABLE.showdown([9, 12, 30], 1) == 67
    assert TABLE.showdown([30, 12, 9], 1) == -67


def test_an_undercut_tie_between_defenders_goes_to_the_first_from_the_knockers_left() -> None:
    # seat 2 knocks with 10; seats 0 and 1 both hold 6: seat 0 is first from seat 2's left
    assert TABLE.showdown([6, 6, 10], 2) == 25 + 6 + 10
    # seat 0 knocks with 10 against 6 and 6: seat 1, first from its left, undercuts
    assert TABLE.showdown([10, 6, 6], 0) == -(25 + 6 + 10)
    assert TABLE.showdown([6, 6, 10], 0) == 10  # a tie with the knocker is no undercut


def test_going_ginski_scores_25_and_the_others_deadwood() -> None:
    assert TABLE.showdown([0, 14, 30], 0) == GINSKI.gin_bonus + 44


def _mask(text: str) -> int:
    return sum(card.bit for card in parse_cards(text, TABLE.solver.deck))


def test_the_next_player_draws_knocks_and_scores_against_us() -> None:
    ours = _mask("1G 3Y 5P 7B 9R 11G 13Y 2P 4B 6R")  # nothing melds
    theirs = _mask("1R 2R 3R 4R 5R 6R 7R 8R 12B 13B")  # 25 deadwood; 11B makes gin
    third = _mask("1B 3G 5Y 7P 9B 11Y 13P 2G 4Y 6P")
    stock = (_mask("10G"), _mask("11B"))  # 11B on top
    upcard = _mask("5G")  # melds nothing of theirs and leaves them over 13: they draw
    value = TABLE.play_out(ours, Hidden((theirs, third), (_mask("2Y"), *stock)), upcard)
    gin = GINSKI.gin_bonus + TABLE.solver.deadwood(ours) + TABLE.solver.deadwood(third)
    assert value == -gin
    # with no more than the wall left in the stock, nobody draws: the hand is drawn
    assert TABLE.play_out(ours, Hidden((theirs, third), stock), upcard) == 0


def _draw_turn(seed: str) -> tuple[Match, int]:
    match = Match(GINSKI, seed=seed)
    while DrawStock() not in match.view(match.to_act).legal_actions:
        match.apply(PassUpcard(), seat=match.to_act)  # the first upcard goes round
    return match, match.to_act


@pytest.mark.parametrize("sight", SIGHTS)
def test_only_a_seat_told_to_see_reads_hidden_cards(
    sight: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    match, seat = _draw_turn("playout")
    view = match.view(seat)
    reads: list[str] = []
    stock, hand = Hand.stock, Hand.hand
    monkeypatch.setattr(Hand, "stock", property(lambda r: reads.append("stock") or stock.fget(r)))
    monkeypatch.setattr(
        Hand, "hand", lambda r, s: reads.append("hand") or hand(r, s) if s != seat else hand(r, s)
    )
    looking = LookingSeat(match, seat, sight, seed=1)
    states = looking.hidden_states(view, 3)
    assert ("stock" in reads) is (sight in ("stock", "all"))
    assert ("hand" in reads) is (sight in ("hands", "all"))
    real_stock = tuple(card.bit for card in stock.fget(match.hand))
    others = [o.seat for o in looking.others(view)]
    real_hands = tuple(sum(c.bit for c in hand(match.hand, o)) for o in others)
    for state in states:  # the parts it sees are the real ones, the rest made up
        assert len(state.stock) == view.stock_count
        assert (state.stock == real_stock) is (sight in ("stock", "all"))
        assert (state.hands == real_hands) is (sight in ("hands", "all"))
    assert looking.choose(view) in view.legal_actions


def test_a_made_up_state_deals_every_unseen_card_once() -> None:
    match, seat = _draw_turn("unseen")
    view = match.view(seat)
    state = LookingSeat(match, seat, "fair", seed=2).hidden_states(view, 1)[0]
    seen = sum(c.bit for c in view.hand) | sum(c.bit for c in view.discard_pile)
    cards = [*state.hands, *state.stock]
    union = 0
    for mask in cards:
        assert not mask & union  # no card dealt twice
        union |= mask
    assert union == TABLE.solver.deck.full_mask & ~seen  # every card not seen, none seen
    assert [hand.bit_count() for hand in state.hands] == [o.card_count for o in view.opponents]
