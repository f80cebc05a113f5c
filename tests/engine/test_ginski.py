"""Ginski (RULES.md section 3, seed 002): the preset, the seats, the deal and the first
upcard round the table, the knock at 13, lay-offs in turn, and the scoring with its worked
examples, against two defenders and through a whole hand."""

from __future__ import annotations

import random

import pytest

from gin_desktop.engine import (
    Deck,
    DrawDiscard,
    FinishLayoffs,
    Hand,
    Knock,
    LayOff,
    Match,
    NextHand,
    PassUpcard,
    Phase,
    RuleSet,
    ShowdownKind,
    deadwood_points,
    parse_cards,
    score_showdown,
)
from gin_desktop.engine.cards import Card
from gin_desktop.engine.match import cut_for_deal
from gin_desktop.engine.showdown import knock_outcome, score_table_showdown

from .rumski_reference import ref_deadwood

GINSKI = RuleSet.preset("ginski")
RUMSKI = Deck.rumski()


def cards(text: str) -> list[Card]:
    return parse_cards(text, RUMSKI)


KNOCKER_8 = cards("1R 2R 3R 5B 6B 7B 9G 10G 11G 8Y")
DEFENDER_15 = cards("1P 2P 3P 11Y 12Y 13Y 1Y 2B 5G 7Y")
DEFENDER_20 = cards("4P 5P 6P 10R 10B 10P 13B 3Y 2G 2Y")


def test_the_example_hands_hold_the_deadwood_they_are_named_for() -> None:
    for hand, points in ((KNOCKER_8, 8), (DEFENDER_15, 15), (DEFENDER_20, 20)):
        assert deadwood_points(hand, GINSKI) == ref_deadwood(hand) == points


def test_rule_the_ginski_preset_is_three_players_on_the_rumski_deck_knocking_at_13() -> None:
    assert (GINSKI.players, GINSKI.deck, GINSKI.knock_limit) == (3, "rumski", 13)
    assert (GINSKI.gin_bonus, GINSKI.big_gin_bonus, GINSKI.undercut_bonus) == (25, 31, 25)
    assert GINSKI.target_score == 100 and not GINSKI.ties_are_undercuts
    assert GINSKI.undercut_scores == "others_deadwood" and RuleSet.preset_name(GINSKI) == "ginski"


def test_rule_ginski_allows_two_or_four_players_and_more_players_need_ginski() -> None:
    for players in (2, 4):
        assert GINSKI.with_changes(players=players).players == players
    with pytest.raises(ValueError, match="players must be between 2 and 4, not 5"):
        GINSKI.with_changes(players=5)
    with pytest.raises(ValueError, match="3 players play Ginski"):
        RuleSet(players=3)
    with pytest.raises(ValueError, match="Oklahoma is played with the standard deck"):
        GINSKI.with_changes(oklahoma=True)


def test_rule_seed_002_worked_example_the_knocker_with_8_against_15_and_20_scores_27() -> None:
    table = score_table_showdown(KNOCKER_8, [DEFENDER_15, DEFENDER_20], GINSKI)
    assert table.kind is ShowdownKind.KNOCK and table.winner == 0
    assert table.defender_deadwood == (15, 20) and table.points == 35 - 8 == 27


def test_rule_undercut_example_the_player_with_9_scores_25_plus_12_plus_30() -> None:
    knocker = cards("1R 2R 3R 5B 6B 7B 9G 10G 11G 12Y")
    nine = cards("1P 2P 3P 4Y 5Y 6Y 11P 12P 13P 9B")
    thirty = cards("7P 8P 9P 2B 2G 2Y 13R 13G 1Y 3Y")
    table = score_table_showdown(knocker, [thirty, nine], GINSKI)
    assert table.defender_deadwood == (30, 9)
    assert table.kind is ShowdownKind.UNDERCUT and table.winner == 2  # the second defender
    assert table.points == 25 + 12 + 30 == 67 and table.bonus == 25


def test_rule_ties_are_not_undercuts_by_default_and_are_with_the_option() -> None:
    knocker = cards("1R 2R 3R 5B 6B 7B 9G 10G 11G 9Y")  # 9
    nine = cards("1P 2P 3P 4Y 5Y 6Y 11P 12P 13P 9B")
    assert score_table_showdown(knocker, [nine], GINSKI).kind is ShowdownKind.KNOCK
    ties = GINSKI.with_changes(ties_are_undercuts=True)
    undercut = score_table_showdown(knocker, [nine], ties)
    assert undercut.kind is ShowdownKind.UNDERCUT and undercut.points == 25 + 9


def test_rule_an_undercut_tie_between_defenders_goes_to_the_first_in_turn_order() -> None:
    knocker = cards("1R 2R 3R 5B 6B 7B 9G 10G 11G 12Y")
    nine = cards("1P 2P 3P 4Y 5Y 6Y 11P 12P 13P 9B")
    other_nine = cards("7P 8P 9P 2B 2G 2Y 11R 12R 13R 9R")
    assert deadwood_points(other_nine, GINSKI) == 9
    for order in ([nine, other_nine], [other_nine, nine]):
        table = score_table_showdown(knocker, order, GINSKI)
        assert table.kind is ShowdownKind.UNDERCUT and table.winner == 1
        assert table.points == 25 + 12 + 9


def test_rule_a_knock_is_scored_from_the_deadwood_counts_alone() -> None:
    # (winner's place from the knocker, points): the seed's two examples, and the tie rules
    assert knock_outcome(GINSKI, 8, [15, 20]) == (0, 27)
    assert knock_outcome(GINSKI, 12, [30, 9]) == (2, 25 + 12 + 30)
    assert knock_outcome(GINSKI, 10, [6, 6]) == (1, 25 + 10 + 6)  # the first in turn order
    assert knock_outcome(GINSKI, 9, [9, 20]) == (0, 20)  # a tie with the knocker is no undercut
    ties = GINSKI.with_changes(ties_are_undercuts=True)
    assert knock_outcome(ties, 9, [9, 20]) == (1, 25 + 9 + 20)


def test_rule_going_ginski_scores_25_and_big_ginski_31_plus_everyone_elses_deadwood() -> None:
    gin = cards("1R 2R 3R 5B 6B 7B 9G 10G 11G W1")
    table = score_table_showdown(gin, [DEFENDER_15, DEFENDER_20], GINSKI)
    assert table.kind is ShowdownKind.GIN and table.points == 25 + 15 + 20
    assert all(not defender.laid_off for defender in table.defenders)
    big = cards("1R 2R 3R 5B 6B 7B 9G 10G 11G 12G W1")
    table = score_table_showdown(big, [DEFENDER_15, DEFENDER_20], GINSKI)
    assert table.kind is ShowdownKind.BIG_GIN and table.points == 31 + 15 + 20


def test_rule_the_knock_limit_of_ginski_is_13() -> None:
    thirteen = cards("1R 2R 3R 5B 6B 7B 9G 10G 11G 13R")
    assert score_table_showdown(thirteen, [DEFENDER_15], GINSKI).knocker_deadwood == 13
    fourteen = cards("1R 2R 3R 5B 6B 7B 1G 3G 4P 6Y")
    defender = cards("9P 10P 11P 12R 13R 12G 13G 8B 9B 10B")
    with pytest.raises(ValueError, match="cannot knock with 14 deadwood: the knock limit is 13"):
        score_table_showdown(fourteen, [defender], GINSKI)


def test_rule_each_defender_lays_off_in_turn_on_the_melds_the_earlier_ones_left() -> None:
    knocker = cards("3R 4R 5R 9B 9G 9Y 1P 2P 3P 10Y")
    first = cards("6R 13B 13G 12Y 11P 4B 1G 2B 8Y 7G")  # lays off 6R
    second = cards("7R 13P 12B 12G 11B 10B 1B 5G 3Y 5Y")  # then 7R fits, after 6R
    table = score_table_showdown(knocker, [first, second], GINSKI)
    assert Card.from_str("6R") in table.defenders[0].laid_off
    assert Card.from_str("7R") in table.defenders[1].laid_off
    run = next(meld for meld in table.table_melds if Card.from_str("3R") in meld)
    assert set(cards("3R 4R 5R 6R 7R")) <= set(run)
    alone = score_table_showdown(knocker, [second], GINSKI)  # 7R alone fits nowhere
    assert Card.from_str("7R") not in alone.defenders[0].laid_off


def test_rule_with_two_players_score_showdown_scores_ginski_as_section_3_says() -> None:
    rules = GINSKI.with_changes(players=2)
    knocker = cards("1R 2R 3R 5B 6B 7B 9G 10G 11G 12Y")
    nine = cards("1P 2P 3P 4Y 5Y 6Y 11P 12P 13P 9B")
    showdown = score_showdown(knocker, nine, rules)
    # an undercutter scores the bonus plus the knocker's deadwood, not the difference
    assert showdown.kind is ShowdownKind.UNDERCUT and showdown.points == 25 + 12
    assert showdown.winner == "defender"


def test_rule_the_first_dealer_is_the_lowest_cut_and_a_wild_or_a_tie_cuts_again() -> None:
    seen_wild = False
    for seed in range(60):
        dealer, events = cut_for_deal(seed, GINSKI)
        *again, final = events
        assert final.seat == dealer and not any(card.is_wild for card in final.cards)
        lowest = min(card.rank for card in final.cards)
        assert [card.rank for card in final.cards].count(lowest) == 1
        assert final.cards[dealer].rank == lowest
        for cut in again:
            ranks = [card.rank for card in cut.cards if not card.is_wild]
            wild = any(card.is_wild for card in cut.cards)
            seen_wild |= wild
            assert wild or ranks.count(min(ranks)) > 1
    assert seen_wild


def test_rule_ten_cards_each_dealt_from_the_dealers_left_the_upcard_next() -> None:
    deck = list(RUMSKI.cards)
    hand = Hand.deal(GINSKI, dealer=1, deck=deck)
    assert hand.hand(2) == tuple(deck[0:30:3]) and hand.hand(0) == tuple(deck[1:30:3])
    assert hand.hand(1) == tuple(deck[2:30:3]) and hand.first_upcard == deck[30]
    assert hand.stock_count == RUMSKI.size - 31


def test_rule_the_first_upcard_goes_round_the_table_ending_with_the_dealer() -> None:
    hand = Hand.deal(GINSKI, dealer=0, seed=3)
    offered = []
    while hand.phase is Phase.FIRST_UPCARD:
        offered.append(hand.to_act)
        hand.apply(PassUpcard())
    assert offered == [1, 2, 0]
    assert hand.phase is Phase.DRAW and hand.to_act == 1 and hand.stock_only


def test_rule_whoever_takes_the_first_upcard_discards_and_the_turn_passes_left() -> None:
    hand = Hand.deal(GINSKI, dealer=0, seed=4)
    hand.apply(PassUpcard())  # seat 1 passes
    hand.apply(DrawDiscard())  # seat 2 takes it
    assert hand.phase is Phase.DISCARD and hand.to_act == 2
    card = next(c for c in hand.hand(2) if c != hand.taken_card)
    hand.apply(next(a for a in hand.legal_actions() if getattr(a, "card", None) == card))
    assert hand.phase is Phase.DRAW and hand.to_act == 0


def test_rule_the_deal_passes_left_and_a_drawn_hand_is_dealt_again_by_the_same_dealer() -> None:
    rng = random.Random(8)
    match = Match(GINSKI, seed=8)
    dealers = [(match.hand_number, match.dealer)]
    while not match.is_over and len(dealers) < 12:
        action = rng.choice(match.legal_actions())
        match.apply(action)
        if isinstance(action, NextHand):
            dealers.append((match.hand_number, match.dealer))
    for (_, before), record, (_, after) in zip(dealers, match.history, dealers[1:], strict=False):
        expected = before if record.winner is None else (before + 1) % GINSKI.players
        assert after == expected


def test_a_ginski_hand_played_to_its_end_scores_every_defender() -> None:
    """Three seats: a knock at once, each defender lays off what it can, in turn."""
    for seed in range(200):
        hand = Hand.deal(GINSKI, dealer=seed % 3, seed=seed)
        rng = random.Random(seed)
        while hand.phase is not Phase.ENDED:
            actions = hand.legal_actions()
            knocks = [a for a in actions if isinstance(a, Knock)]
            lay_offs = [a for a in actions if isinstance(a, LayOff)]
            if knocks:
                hand.apply(knocks[0])
            elif hand.phase is Phase.LAYOFF:
                hand.apply(lay_offs[0] if lay_offs else FinishLayoffs())
            else:
                hand.apply(rng.choice(actions))
        result = hand.result
        assert result is not None
        if result.showdown is None:
            continue
        assert len(result.showdown.defenders) == 2 and result.points == result.showdown.points
        layers = {
            seat
            for seat in hand.defenders
            if any(e.kind == "laid_off" and e.seat == seat for e in hand.events)
        }
        if len(layers) == 2:
            return  # both defenders laid off, each scored after their own lay-offs
    raise AssertionError("no hand in 200 where both defenders laid off")


@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_ginski_match_is_saved_and_restored_at_every_move(players: int) -> None:
    rules = GINSKI.with_changes(players=players)
    match = Match(rules, seed=f"saved:{players}")
    rng = random.Random(players)
    moves = 0
    for moves in range(400):  # noqa: B007 (the count of moves is read below)
        if match.is_over:
            break
        data = match.to_dict()
        assert Match.from_dict(data).to_dict() == data
        for seat in rules.seats:
            assert len(match.view(seat).others) == players - 1
        match.apply(rng.choice(match.legal_actions()))
    assert moves >= 20 and (match.is_over or match.hand_number > 1)


def test_rule_ginski_played_without_lay_offs_scores_a_knock_at_once() -> None:
    """RULES.md section 3, "Lay-offs (option: on)": off, a knock short of Ginski is scored
    as the hands stand, with no lay-off phase; on (the default), the others lay off first."""
    from gin_desktop.engine import EventKind

    for lay_offs in (True, False):
        rules = RuleSet.preset("ginski").with_changes(players=2, lay_offs=lay_offs)
        knocked = 0
        for seed in range(60):
            hand = Hand.deal(rules, dealer=1, seed=f"lay-offs-{seed}")
            while hand.phase is not Phase.ENDED and hand.knocker is None:
                legal = hand.legal_actions()
                knocks = [a for a in legal if isinstance(a, Knock)]
                hand.apply(knocks[0] if knocks else legal[0])
            if hand.knocker is None or any(e.kind is EventKind.GIN for e in hand.events):
                continue  # a drawn hand, or Ginski: no lay-offs either way
            knocked += 1
            assert (hand.phase is Phase.LAYOFF) == lay_offs
            assert lay_offs or hand.result is not None
        assert knocked >= 3
