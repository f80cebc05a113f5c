"""The hand as a state machine: every rule of RULES.md section 1 about the flow of a hand.

Positions are dealt from a fixed deck (``rig``), so every card is known. Seat 0 is the
non-dealer and plays first; seat 1 deals.
"""

from __future__ import annotations

from collections.abc import Sequence

import pytest

from gin_desktop.engine import (
    CARDS,
    BigGin,
    Card,
    Discard,
    DrawDiscard,
    DrawStock,
    EventKind,
    FinishLayoffs,
    Hand,
    IllegalActionError,
    Knock,
    LayOff,
    NextHand,
    PassUpcard,
    Phase,
    RuleSet,
    ShowdownResult,
    action_from_dict,
    parse_cards,
    score_showdown,
)
from gin_desktop.engine.hand import HandKind

# --- building positions ---------------------------------------------------------------


def rig(
    first: str,
    second: str,
    upcard: str,
    stock: str = "",
    *,
    rules: RuleSet | None = None,
    dealer: int = 1,
) -> Hand:
    """Deal ``first`` to the non-dealer and ``second`` to the dealer, then the upcard;
    the stock starts with ``stock`` (top first), then every other card in index order."""
    one, two = parse_cards(first), parse_cards(second)
    assert len(one) == len(two) == 10
    top = [card for pair in zip(one, two, strict=True) for card in pair]
    top += parse_cards(upcard) + parse_cards(stock)
    parse_cards(map(str, top))  # raises if a card is dealt twice
    rest = [card for card in CARDS if card not in top]
    return Hand.deal(rules, dealer=dealer, deck=top + rest)


def c(text: str) -> Card:
    return Card.from_str(text)


def play(hand: Hand, *actions: str | object) -> None:
    """Apply actions given as objects, or as "pass", "stock", "pile"."""
    shortcuts = {"pass": PassUpcard(), "stock": DrawStock(), "pile": DrawDiscard()}
    for action in actions:
        hand.apply(shortcuts[action] if isinstance(action, str) else action)  # type: ignore[arg-type]


def both_pass(hand: Hand) -> None:
    """Both refuse the first upcard and the non-dealer draws the top of the stock."""
    play(hand, "pass", "pass", "stock")


def meld_holding(hand: Hand, card: str) -> int:
    return next(i for i, meld in enumerate(hand.table_melds) if c(card) in meld)


def kinds(hand: Hand) -> list[EventKind]:
    return [event.kind for event in hand.events]


# Hands of the worked examples: seat 0 knocks after drawing QS from the stock.
KNOCKER_6 = "9H 9D 9C 4S 5S 6S AH AC 2D 2C"  # deadwood AH AC 2D 2C = 6
KNOCKER_9 = "9H 9D 9C 4S 5S 6S AH AC 3D 4C"  # deadwood 9
KNOCKER_4 = "9H 9D 9C 4S 5S 6S 7S 8S 2H 2D"  # deadwood two twos = 4
DEFENDER_9S_18 = "9S KH KD KC TH TD TC 8D 7C 3H"  # 9S lays off, then 8D 7C 3H = 18
DEFENDER_7S_2H = "7S 2H KH KD KC KS TH TD TC TS"  # 7S lays off, then 2H = 2
DEFENDER_QQ = "QH QC KH KD KC KS TH TD TC TS"  # deadwood two queens = 20
SPADES_A9 = "AS 2S 3S 4S 5S 6S 7S 8S 9S KH"  # draws TS: gin; draws TS then JS: big gin
DEFENDER_OTHER = "2H 3H 4H 8D 8C 8H JH JD JC 6C"  # nothing to lay off on the hands above
DEFENDER_19 = "JS KD KC KS QH QD QC 2H 3H 4D"  # JS would lay off, but not after gin


# --- the deal ---------------------------------------------------------------------------


def test_rule_deal_ten_cards_each_one_at_a_time_non_dealer_first() -> None:
    hand = Hand.deal(dealer=0, deck=list(CARDS))
    assert hand.hand(1) == tuple(CARDS[0:20:2])  # seat 1 is the non-dealer
    assert hand.hand(0) == tuple(CARDS[1:20:2])
    assert hand.discard_pile == (CARDS[20],) and hand.first_upcard == CARDS[20]
    assert hand.stock_count == 31
    play(hand, "pass", "pass", "stock")
    assert hand.hand(1)[-1] == CARDS[21]  # the stock is the rest of the deck, in order


def test_rule_deal_is_reproducible_from_its_seed() -> None:
    assert Hand.deal(seed=7).to_dict() == Hand.deal(seed=7).to_dict()
    assert Hand.deal(seed=7).hand(0) != Hand.deal(seed=8).hand(0)
    assert Hand.deal(seed="match:3").to_dict() == Hand.deal(seed="match:3").to_dict()


def test_deal_refuses_a_deck_that_is_not_the_52_cards() -> None:
    with pytest.raises(ValueError, match="52 cards"):
        Hand.deal(deck=list(CARDS[:51]))
    with pytest.raises(ValueError, match="52 cards"):
        Hand.deal(deck=[*CARDS[:51], CARDS[0]])


def test_deal_records_the_deal_and_the_upcard() -> None:
    hand = Hand.deal(dealer=1, deck=list(CARDS))
    assert kinds(hand) == [EventKind.DEAL, EventKind.UPCARD_TURNED]
    assert hand.events[0].seat == 1 and hand.events[0].count == 10
    assert hand.events[1].cards == (CARDS[20],) and hand.events[1].knock_limit == 10


# --- the first upcard -------------------------------------------------------------------


def test_rule_first_upcard_is_offered_to_the_non_dealer_first() -> None:
    hand = rig(KNOCKER_6, DEFENDER_9S_18, "QD")
    assert hand.phase == Phase.FIRST_UPCARD and hand.to_act == 0
    assert hand.legal_actions() == [DrawDiscard(), PassUpcard()]


def test_rule_first_upcard_passed_by_non_dealer_is_offered_to_dealer() -> None:
    hand = rig(KNOCKER_6, DEFENDER_9S_18, "QD")
    play(hand, "pass")
    assert hand.phase == Phase.FIRST_UPCARD and hand.to_act == 1
    assert hand.legal_actions() == [DrawDiscard(), PassUpcard()]


def test_rule_first_upcard_both_pass_non_dealer_must_draw_from_stock() -> None:
    hand = rig(KNOCKER_6, DEFENDER_9S_18, "QD", "QS")
    play(hand, "pass", "pass")
    assert hand.phase == Phase.DRAW and hand.to_act == 0
    assert hand.legal_actions() == [DrawStock()]
    with pytest.raises(IllegalActionError, match="both players passed it"):
        hand.apply(DrawDiscard())
    play(hand, "stock")
    assert hand.hand(0)[-1] == c("QS") and hand.phase == Phase.DISCARD


def test_rule_first_upcard_taker_discards_then_turn_passes() -> None:
    hand = rig(KNOCKER_6, DEFENDER_9S_18, "QD")
    play(hand, "pass", "pile")  # the dealer takes it
    assert hand.to_act == 1 and hand.phase == Phase.DISCARD and c("QD") in hand.hand(1)
    play(hand, Discard(c("8D")))
    assert hand.to_act == 0 and hand.phase == Phase.DRAW
    assert DrawDiscard() in hand.legal_actions()  # a normal turn: the pile is open again


def test_rule_taken_upcard_cannot_be_discarded() -> None:
    hand = rig(KNOCKER_6, DEFENDER_9S_18, "QD")
    play(hand, "pile")
    assert Discard(c("QD")) not in hand.legal_actions()
    with pytest.raises(IllegalActionError) as error:
        hand.apply(Discard(c("QD")))
    assert str(error.value) == "You cannot discard Q♦: you just took it from the discard pile."


def test_rule_first_upcard_option_off_non_dealer_starts_a_normal_turn() -> None:
    hand = rig(KNOCKER_6, DEFENDER_9S_18, "QD", rules=RuleSet(first_upcard_offer=False))
    assert hand.phase == Phase.DRAW and hand.to_act == 0
    assert hand.legal_actions() == [DrawStock(), DrawDiscard()]
    with pytest.raises(IllegalActionError, match="pass the upcard now"):
        hand.apply(PassUpcard())


# --- a turn -----------------------------------------------------------------------------


def test_rule_turn_is_draw_one_card_then_discard_one() -> None:
    hand = rig(KNOCKER_6, DEFENDER_9S_18, "QD", "KS")
    both_pass(hand)
    assert len(hand.hand(0)) == 11
    with pytest.raises(IllegalActionError, match="draw from the stock now: you have drawn"):
        hand.apply(DrawStock())
    play(hand, Discard(c("KS")))
    assert len(hand.hand(0)) == 10 and hand.discard_pile[-1] == c("KS")
    assert hand.to_act == 1 and hand.phase == Phase.DRAW
    with pytest.raises(IllegalActionError, match="discard 8♦ now: draw a card first"):
        hand.apply(Discard(c("8D")))


def test_rule_card_drawn_from_stock_may_be_discarded() -> None:
    hand = rig(KNOCKER_6, DEFENDER_9S_18, "QD", "KS")
    both_pass(hand)
    assert Discard(c("KS")) in hand.legal_actions()


def test_rule_taken_card_restriction_applies_to_any_discard_pile_draw() -> None:
    hand = rig(KNOCKER_6, DEFENDER_9S_18, "QD", "KS")
    both_pass(hand)
    play(hand, Discard(c("KS")), "pile")  # the dealer takes KS from the pile
    assert hand.taken_card == c("KS")
    with pytest.raises(IllegalActionError, match="K♠: you just took it"):
        hand.apply(Discard(c("KS")))


def test_rule_taken_card_option_off_allows_discarding_it() -> None:
    rules = RuleSet(forbid_discarding_taken_card=False)
    hand = rig(KNOCKER_6, DEFENDER_9S_18, "QD", rules=rules)
    play(hand, "pile", Discard(c("QD")))
    assert hand.discard_pile == (c("QD"),) and hand.to_act == 1


def test_rule_knock_discard_obeys_the_taken_card_restriction() -> None:
    hand = rig(KNOCKER_6, DEFENDER_9S_18, "2H")
    play(hand, "pile")  # 2H: AH AC 2D 2C 2H would leave 8 after discarding it
    assert Knock(c("2H")) not in hand.legal_actions()
    with pytest.raises(IllegalActionError, match="knock with 2♥: you just took it"):
        hand.apply(Knock(c("2H")))


def test_cannot_discard_a_card_not_held() -> None:
    hand = rig(KNOCKER_6, DEFENDER_9S_18, "QD", "KS")
    both_pass(hand)
    with pytest.raises(IllegalActionError, match="discard 8♦: you do not hold it"):
        hand.apply(Discard(c("8D")))


def test_acting_out_of_turn_is_refused() -> None:
    hand = rig(KNOCKER_6, DEFENDER_9S_18, "QD")
    with pytest.raises(IllegalActionError, match="not your turn"):
        hand.apply(PassUpcard(), seat=1)
    hand.apply(PassUpcard(), seat=0)
    assert hand.to_act == 1


def test_illegal_action_changes_nothing() -> None:
    hand = rig(KNOCKER_6, DEFENDER_9S_18, "QD", "QS")
    both_pass(hand)
    before = hand.to_dict()
    for action in (Discard(c("8D")), Knock(c("AH")), BigGin(), DrawStock(), NextHand()):
        with pytest.raises(IllegalActionError):
            hand.apply(action)
    assert hand.to_dict() == before


def test_illegal_action_error_is_a_value_error_carrying_the_action() -> None:
    hand = rig(KNOCKER_6, DEFENDER_9S_18, "QD")
    with pytest.raises(ValueError) as error:
        hand.apply(Discard(c("AH")))
    assert isinstance(error.value, IllegalActionError) and error.value.action == Discard(c("AH"))


# --- knocking ---------------------------------------------------------------------------


def test_rule_seed_000_example_1_knock_with_lay_off_scores_12() -> None:
    hand = rig(KNOCKER_6, DEFENDER_9S_18, "QD", "QS")
    both_pass(hand)
    assert Knock(c("QS")) in hand.legal_actions()
    events = hand.apply(Knock(c("QS")))
    assert [e.kind for e in events] == [EventKind.KNOCKED, EventKind.MELDS_SHOWN]
    assert hand.phase == Phase.LAYOFF and hand.to_act == 1 and hand.knocker == 0
    nines = meld_holding(hand, "9H")
    assert hand.legal_actions() == [LayOff(c("9S"), nines), FinishLayoffs()]
    play(hand, LayOff(c("9S"), nines), FinishLayoffs())
    result = hand.result
    assert result is not None and hand.phase == Phase.ENDED and hand.to_act is None
    assert (result.kind, result.winner, result.points) == (HandKind.KNOCK, 0, 12)
    assert result.showdown is not None and result.showdown.defender_deadwood == (18,)


def test_rule_seed_001_example_2_deadwood_11_may_not_knock() -> None:
    hand = rig("3S 4S 5S 6S 9H 9D 9C 9S AH KD", DEFENDER_OTHER, "2C", "QS")
    both_pass(hand)
    assert not [a for a in hand.legal_actions() if isinstance(a, Knock)]
    with pytest.raises(IllegalActionError) as error:
        hand.apply(Knock(c("QS")))
    assert str(error.value) == (
        "You cannot knock with Q♠: that leaves 11 deadwood, and the knock limit is 10."
    )


def test_rule_seed_001_example_3_undercut_scores_32() -> None:
    hand = rig(KNOCKER_9, DEFENDER_7S_2H, "QD", "QS")
    both_pass(hand)
    play(hand, Knock(c("QS")))
    play(hand, LayOff(c("7S"), meld_holding(hand, "4S")), FinishLayoffs())
    result = hand.result
    assert result is not None
    assert (result.kind, result.winner, result.points) == (HandKind.UNDERCUT, 1, 9 - 2 + 25)


def test_rule_seed_001_example_4_two_queens_against_two_twos_scores_16() -> None:
    hand = rig(KNOCKER_4, DEFENDER_QQ, "QD", "JC")
    both_pass(hand)
    play(hand, Knock(c("JC")), FinishLayoffs())
    assert hand.result is not None and (hand.result.winner, hand.result.points) == (0, 16)


def test_rule_seed_000_example_5_deadwood_5_and_king_counts_15() -> None:
    hand = rig("AS 2S 3S 4S 7H 7D 7C 7S 5D KS", DEFENDER_OTHER, "2C", "QS")
    both_pass(hand)
    with pytest.raises(IllegalActionError, match="leaves 15 deadwood"):
        hand.apply(Knock(c("QS")))


def test_rule_knock_allowed_at_exactly_the_knock_limit() -> None:
    hand = rig("9H 9D 9C 4S 5S 6S AH AC 3D 5C", DEFENDER_QQ, "2C", "JC")
    both_pass(hand)
    play(hand, Knock(c("JC")))
    assert hand.phase == Phase.LAYOFF and hand.events[-1].deadwood == 10


def test_rule_knock_limit_option() -> None:
    hand = rig(KNOCKER_6, DEFENDER_9S_18, "QD", "QS", rules=RuleSet(knock_limit=5))
    both_pass(hand)
    assert Knock(c("QS")) not in hand.legal_actions()
    with pytest.raises(IllegalActionError, match="6 deadwood, and the knock limit is 5"):
        hand.apply(Knock(c("QS")))
    hand = rig(KNOCKER_6, DEFENDER_9S_18, "QD", "QS", rules=RuleSet(knock_limit=6))
    both_pass(hand)
    assert Knock(c("QS")) in hand.legal_actions()


def test_rule_knocking_is_never_compulsory() -> None:
    hand = rig(SPADES_A9, DEFENDER_19, "5D", "TS")
    both_pass(hand)
    assert Knock(c("KH")) in hand.legal_actions() and Discard(c("KH")) in hand.legal_actions()
    play(hand, Discard(c("KH")))
    assert hand.phase == Phase.DRAW and hand.to_act == 1


def test_rule_legal_knocks_are_exactly_the_discards_within_the_limit() -> None:
    hand = rig(KNOCKER_6, DEFENDER_QQ, "QD", "3H")
    both_pass(hand)  # AH AC 2D 2C 3H: any one of them may go (8 deadwood at most)
    knocks = {a.card for a in hand.legal_actions() if isinstance(a, Knock)}
    assert knocks == set(parse_cards("3H AH AC 2D 2C"))


def test_rule_knock_discard_goes_face_down() -> None:
    hand = rig(KNOCKER_6, DEFENDER_9S_18, "QD", "QS")
    both_pass(hand)
    play(hand, Knock(c("QS")))
    assert hand.discard_pile == (c("QD"),) and hand.knock_discard == c("QS")
    knocked = hand.events[-2]
    assert knocked.kind == EventKind.KNOCKED and knocked.private
    assert knocked.for_seat(1).cards == () and knocked.for_seat(1).count == 1
    assert knocked.for_seat(0).cards == (c("QS"),)


def test_rule_knocker_shows_the_least_deadwood_melds() -> None:
    hand = rig(KNOCKER_6, DEFENDER_9S_18, "QD", "QS")
    both_pass(hand)
    play(hand, Knock(c("QS")))
    shown = hand.events[-1]
    assert shown.kind == EventKind.MELDS_SHOWN and shown.seat == 0 and shown.deadwood == 6
    assert {frozenset(m) for m in shown.melds} == {
        frozenset(parse_cards("9H 9D 9C")),
        frozenset(parse_cards("4S 5S 6S")),
    }
    assert set(shown.cards) == set(parse_cards("AH AC 2D 2C"))


# --- gin and big gin ------------------------------------------------------------------


def test_rule_gin_scores_deadwood_plus_bonus_with_no_lay_offs() -> None:
    hand = rig(SPADES_A9, DEFENDER_19, "5D", "TS")
    both_pass(hand)
    events = hand.apply(Knock(c("KH")))
    assert [e.kind for e in events] == [
        EventKind.GIN,
        EventKind.MELDS_SHOWN,
        EventKind.MELDS_SHOWN,
        EventKind.HAND_SCORED,
    ]
    result = hand.result
    assert hand.phase == Phase.ENDED and result is not None
    assert (result.kind, result.winner, result.points) == (HandKind.GIN, 0, 19 + 25)
    assert result.showdown is not None and result.showdown.defenders[0].laid_off == ()


def test_rule_gin_bonus_option() -> None:
    for bonus in (10, 20):
        hand = rig(SPADES_A9, DEFENDER_19, "5D", "TS", rules=RuleSet(gin_bonus=bonus))
        both_pass(hand)
        play(hand, Knock(c("KH")))
        assert hand.result is not None and hand.result.points == 19 + bonus


def test_rule_gin_cannot_be_undercut() -> None:
    hand = rig(SPADES_A9, "KD KC KS QH QD QC JH JD JC JS", "5D", "TS")
    both_pass(hand)
    play(hand, Knock(c("KH")))
    result = hand.result
    assert result is not None and (result.kind, result.winner, result.points) == ("gin", 0, 25)


BIG_GIN_HAND = "AS 2S 3S 4S 5S 6S 7S 8S 9S TS"
DEFENDER_18 = "KD KC KS QH QD QC 2H 3H 4D 9D"


def test_rule_big_gin_eleven_cards_melded_no_discard() -> None:
    hand = rig(BIG_GIN_HAND, DEFENDER_18, "5D", "JS")
    both_pass(hand)
    assert BigGin() in hand.legal_actions() and Knock(c("AS")) in hand.legal_actions()
    events = hand.apply(BigGin())
    assert events[0].kind == EventKind.BIG_GIN and len(hand.hand(0)) == 11
    assert hand.knock_discard is None and hand.discard_pile == (c("5D"),)
    result = hand.result
    assert result is not None
    assert (result.kind, result.winner, result.points) == (HandKind.BIG_GIN, 0, 18 + 31)


def test_rule_big_gin_bonus_option() -> None:
    hand = rig(BIG_GIN_HAND, DEFENDER_18, "5D", "JS", rules=RuleSet(big_gin_bonus=50))
    both_pass(hand)
    play(hand, BigGin())
    assert hand.result is not None and hand.result.points == 18 + 50


def test_rule_big_gin_option_off() -> None:
    hand = rig(BIG_GIN_HAND, DEFENDER_18, "5D", "JS", rules=RuleSet(big_gin_enabled=False))
    both_pass(hand)
    assert BigGin() not in hand.legal_actions()
    with pytest.raises(IllegalActionError, match="do not play it"):
        hand.apply(BigGin())
    play(hand, Knock(c("AS")))  # the same hand is plain gin
    assert hand.result is not None and hand.result.kind == HandKind.GIN


def test_big_gin_needs_every_card_in_melds() -> None:
    hand = rig(KNOCKER_6, DEFENDER_9S_18, "QD", "QS")
    both_pass(hand)
    assert BigGin() not in hand.legal_actions()
    with pytest.raises(IllegalActionError, match="A♥ A♣ 2♦ 2♣ Q♠ would be deadwood"):
        hand.apply(BigGin())


# --- lay-offs -----------------------------------------------------------------------------


def test_rule_lay_offs_chain_along_a_run() -> None:
    hand = rig(KNOCKER_6, "3S 2S KH KD KC TH TD TC 8D 7C", "QD", "QS")
    both_pass(hand)
    play(hand, Knock(c("QS")))
    run = meld_holding(hand, "4S")
    assert hand.legal_actions() == [LayOff(c("3S"), run), FinishLayoffs()]
    with pytest.raises(IllegalActionError, match="2♠ on 4♠ 5♠ 6♠: it does not extend"):
        hand.apply(LayOff(c("2S"), run))
    play(hand, LayOff(c("3S"), run))
    assert hand.legal_actions() == [LayOff(c("2S"), run), FinishLayoffs()]
    play(hand, LayOff(c("2S"), run), FinishLayoffs())
    assert hand.table_melds[run] == tuple(parse_cards("2S 3S 4S 5S 6S"))
    assert hand.result is not None and hand.result.points == 15 - 6


def test_rule_lay_offs_at_either_end_of_a_run() -> None:
    hand = rig(KNOCKER_6, "3S 7S 8S KH KD KC TH TD TC 2H", "QD", "QS")
    both_pass(hand)
    play(hand, Knock(c("QS")))
    run = meld_holding(hand, "4S")
    assert set(hand.legal_actions()) == {
        LayOff(c("3S"), run),
        LayOff(c("7S"), run),
        FinishLayoffs(),
    }
    play(hand, LayOff(c("7S"), run))
    assert LayOff(c("8S"), run) in hand.legal_actions()


def test_rule_no_lay_off_onto_the_knockers_deadwood() -> None:
    hand = rig(KNOCKER_6, "AD KH KD KC TH TD TC 8D 7C 3H", "QD", "QS")
    both_pass(hand)
    play(hand, Knock(c("QS")))
    assert hand.legal_actions() == [FinishLayoffs()]
    for index in range(len(hand.table_melds)):
        with pytest.raises(IllegalActionError, match="does not extend that meld"):
            hand.apply(LayOff(c("AD"), index))
    with pytest.raises(IllegalActionError, match="has no meld 9"):
        hand.apply(LayOff(c("AD"), 8))
    with pytest.raises(IllegalActionError, match="do not hold it"):
        hand.apply(LayOff(c("9S"), 0))


def test_rule_defender_may_keep_cards_and_finish() -> None:
    hand = rig(KNOCKER_6, DEFENDER_9S_18, "QD", "QS")
    both_pass(hand)
    play(hand, Knock(c("QS")), FinishLayoffs())
    assert hand.result is not None and hand.result.points == 27 - 6


def test_rule_lay_off_phase_only_for_the_defender_and_only_lay_offs() -> None:
    hand = rig(KNOCKER_6, DEFENDER_9S_18, "QD", "QS")
    both_pass(hand)
    play(hand, Knock(c("QS")))
    with pytest.raises(IllegalActionError, match="not your turn"):
        hand.apply(FinishLayoffs(), seat=0)
    with pytest.raises(IllegalActionError, match="discard 3♥ now: lay off cards"):
        hand.apply(Discard(c("3H")))


def test_hand_score_always_equals_score_showdown() -> None:
    hand = rig(KNOCKER_9, DEFENDER_7S_2H, "QD", "QS")
    both_pass(hand)
    play(hand, Knock(c("QS")))
    play(hand, LayOff(c("7S"), meld_holding(hand, "4S")), FinishLayoffs())
    expected = score_showdown(
        parse_cards(KNOCKER_9),
        parse_cards(DEFENDER_7S_2H),
        hand.rules,
        knocker_melds=hand.declared_melds,
        laid_off=[c("7S")],
    )
    assert hand.result is not None and hand.result.showdown is not None
    assert ShowdownResult.of(hand.result.showdown) == expected


# --- undercuts ------------------------------------------------------------------------------


def test_rule_ties_are_undercuts_option() -> None:
    # Without laying off 7S the defender has 9, like the knocker.
    hand = rig(KNOCKER_9, DEFENDER_7S_2H, "QD", "QS")
    both_pass(hand)
    play(hand, Knock(c("QS")), FinishLayoffs())
    result = hand.result
    assert result is not None and (result.kind, result.winner, result.points) == (
        HandKind.UNDERCUT,
        1,
        25,
    )
    hand = rig(KNOCKER_9, DEFENDER_7S_2H, "QD", "QS", rules=RuleSet(ties_are_undercuts=False))
    both_pass(hand)
    play(hand, Knock(c("QS")), FinishLayoffs())
    result = hand.result
    assert result is not None and (result.kind, result.winner, result.points) == ("knock", 0, 0)


def test_rule_undercut_bonus_option() -> None:
    hand = rig(KNOCKER_9, DEFENDER_7S_2H, "QD", "QS", rules=RuleSet(undercut_bonus=10))
    both_pass(hand)
    play(hand, Knock(c("QS")))
    play(hand, LayOff(c("7S"), meld_holding(hand, "4S")), FinishLayoffs())
    assert hand.result is not None and hand.result.points == 9 - 2 + 10


# --- a player's own melds -------------------------------------------------------------------

REARRANGE = "AS 2S 3S 3H 3D 8C 9C TC 4H 2C"  # best: 3S 3H 3D + 8-T♣ leaves 9; A-2-3♠ leaves 12
DEFENDER_9 = "QH QD QS KH KC KS 5H 6H 7H 9D"
OWN_MELDS = (tuple(parse_cards("AS 2S 3S")), tuple(parse_cards("8C 9C TC")))


def test_rule_human_may_rearrange_melds_before_knocking() -> None:
    hand = rig(REARRANGE, DEFENDER_9, "5D", "JD", rules=RuleSet(knock_limit=15))
    both_pass(hand)
    play(hand, Knock(c("JD"), melds=[list(meld) for meld in OWN_MELDS]))
    assert hand.declared_melds == OWN_MELDS and hand.events[-1].deadwood == 12
    assert LayOff(c("4H"), 0) not in hand.legal_actions()
    play(hand, FinishLayoffs())
    result = hand.result
    assert result is not None and result.showdown is not None
    assert result.showdown.knocker_deadwood == 12
    assert (result.kind, result.winner, result.points) == ("undercut", 1, 12 - 9 + 25)


def test_declared_melds_are_checked() -> None:
    hand = rig(REARRANGE, DEFENDER_9, "5D", "JD")
    both_pass(hand)
    with pytest.raises(IllegalActionError, match="leaves 12 deadwood"):
        hand.apply(Knock(c("JD"), melds=OWN_MELDS))
    with pytest.raises(IllegalActionError, match="is not a meld"):
        hand.apply(Knock(c("JD"), melds=[parse_cards("AS 2S 3H")]))
    with pytest.raises(IllegalActionError, match="J♦ is not in the hand"):
        hand.apply(Knock(c("JD"), melds=[parse_cards("JD QD KD")]))
    with pytest.raises(IllegalActionError, match="is in two melds"):
        hand.apply(Knock(c("JD"), melds=[parse_cards("3S 3H 3D"), parse_cards("AS 2S 3S")]))
    play(hand, Knock(c("JD"), melds=[parse_cards("3S 3H 3D"), parse_cards("8C 9C TC")]))
    assert hand.phase == Phase.LAYOFF


# --- the two-card wall ------------------------------------------------------------------------


def draw_and_throw(hand: Hand, until_stock: int) -> None:
    """Each player draws from the stock and throws the card drawn, until the stock is low."""
    while hand.stock_count > until_stock:
        play(hand, "stock")
        play(hand, Discard(hand.hand(hand.to_act or 0)[-1]))


def test_rule_two_card_wall_is_a_draw() -> None:
    hand = Hand.deal(RuleSet(first_upcard_offer=False), deck=list(CARDS))
    draw_and_throw(hand, 3)
    assert hand.phase == Phase.DRAW and hand.stock_count == 3
    play(hand, "stock")
    events = hand.apply(Discard(hand.hand(hand.to_act or 0)[-1]))
    assert [e.kind for e in events] == [EventKind.DISCARDED, EventKind.HAND_DRAWN]
    assert events[-1].count == 2
    result = hand.result
    assert hand.phase == Phase.ENDED and result is not None
    assert (result.kind, result.winner, result.points, result.knocker) == ("draw", None, 0, None)


def test_rule_wall_the_third_last_card_may_still_knock() -> None:
    hand = rig(KNOCKER_6, DEFENDER_9S_18, "QD", rules=RuleSet(first_upcard_offer=False))
    draw_and_throw(hand, 3)
    assert hand.to_act == 0
    play(hand, "stock")
    play(hand, Knock(hand.hand(0)[-1]))
    assert hand.phase == Phase.LAYOFF and hand.stock_count == 2


def test_rule_wall_taking_the_discard_leaves_the_stock_as_it_was() -> None:
    hand = Hand.deal(RuleSet(first_upcard_offer=False), deck=list(CARDS))
    draw_and_throw(hand, 3)
    play(hand, "pile")
    play(hand, Discard(hand.hand(hand.to_act or 0)[0]))
    assert hand.phase == Phase.DRAW and hand.stock_count == 3


def test_no_action_is_legal_once_the_hand_has_ended() -> None:
    hand = rig(SPADES_A9, DEFENDER_19, "5D", "TS")
    both_pass(hand)
    play(hand, Knock(c("KH")))
    assert hand.legal_actions() == []
    with pytest.raises(IllegalActionError, match="now: the hand is over"):
        hand.apply(DrawStock())


# --- Oklahoma -------------------------------------------------------------------------------

OKLAHOMA = RuleSet.preset("oklahoma")


@pytest.mark.parametrize(("upcard", "limit"), [("5H", 5), ("6H", 6), ("JD", 10), ("8H", 8)])
def test_rule_oklahoma_upcard_value_sets_the_knock_limit(upcard: str, limit: int) -> None:
    hand = rig(KNOCKER_6, DEFENDER_QQ, upcard, "JC", rules=OKLAHOMA)
    assert hand.knock_limit == limit and hand.multiplier == 1
    assert hand.events[1].knock_limit == limit
    both_pass(hand)
    assert (Knock(c("JC")) in hand.legal_actions()) == (limit >= 6)


def test_rule_oklahoma_ace_upcard_means_gin_only() -> None:
    hand = rig(KNOCKER_4, DEFENDER_QQ, "AD", "JC", rules=OKLAHOMA)
    assert hand.knock_limit == 0
    both_pass(hand)
    with pytest.raises(IllegalActionError) as error:
        hand.apply(Knock(c("JC")))
    assert str(error.value) == (
        "You cannot knock with J♣: that leaves 4 deadwood, and only gin may end this hand."
    )
    hand = rig(SPADES_A9, DEFENDER_19, "AD", "TS", rules=OKLAHOMA)
    both_pass(hand)
    play(hand, Knock(c("KH")))
    assert hand.result is not None and hand.result.kind == HandKind.GIN


def test_rule_oklahoma_spade_upcard_doubles_the_score() -> None:
    hand = rig(KNOCKER_6, DEFENDER_9S_18, "8S", "QS", rules=OKLAHOMA)
    assert (hand.knock_limit, hand.multiplier) == (8, 2)
    both_pass(hand)
    play(hand, Knock(c("QS")))
    play(hand, LayOff(c("9S"), meld_holding(hand, "9H")), FinishLayoffs())
    assert hand.result is not None and hand.result.points == 2 * 12


def test_rule_oklahoma_spades_double_option_off() -> None:
    rules = OKLAHOMA.with_changes(oklahoma_spades_double=False)
    hand = rig(KNOCKER_6, DEFENDER_9S_18, "8S", "QS", rules=rules)
    assert (hand.knock_limit, hand.multiplier) == (8, 1)


def test_without_oklahoma_the_upcard_does_not_change_the_limit() -> None:
    hand = rig(KNOCKER_6, DEFENDER_9S_18, "AD", "QS")
    assert (hand.knock_limit, hand.multiplier) == (10, 1)


# --- saving -----------------------------------------------------------------------------------


def round_trips(hand: Hand) -> bool:
    data = hand.to_dict()
    return Hand.from_dict(data).to_dict() == data


def test_hand_to_dict_from_dict_round_trips_in_every_phase() -> None:
    hand = rig(KNOCKER_6, DEFENDER_9S_18, "QD", "QS")
    steps: Sequence[object] = ("pass", "pass", "stock", Knock(c("QS")), LayOff(c("9S"), 0))
    phases = {hand.phase}
    assert round_trips(hand)
    for step in steps:
        play(hand, step)
        phases.add(hand.phase)
        assert round_trips(hand)
    play(hand, FinishLayoffs())
    assert round_trips(hand) and phases | {hand.phase} == set(Phase)
    restored = Hand.from_dict(hand.to_dict())
    assert restored.result == hand.result and restored.events == hand.events


def test_restored_round_plays_on_identically() -> None:
    hand = rig(KNOCKER_6, DEFENDER_9S_18, "QD", "QS")
    play(hand, "pass", "pass")
    copy = Hand.from_dict(hand.to_dict())
    for each in (hand, copy):
        play(each, "stock", Knock(c("QS")), FinishLayoffs())
    assert copy.to_dict() == hand.to_dict()


def test_from_dict_refuses_a_hand_that_loses_a_card() -> None:
    data = Hand.deal(seed=1).to_dict()
    data["stock"] = data["stock"][1:]
    with pytest.raises(ValueError, match="52 cards"):
        Hand.from_dict(data)
    with pytest.raises(ValueError, match="not a saved hand"):
        Hand.from_dict({"hands": []})


ALL_ACTIONS = [
    DrawStock(),
    DrawDiscard(),
    PassUpcard(),
    Discard(c("9H")),
    Knock(c("TS")),
    Knock(c("TS"), melds=OWN_MELDS),
    BigGin(),
    BigGin(melds=OWN_MELDS),
    LayOff(c("3S"), 1),
    FinishLayoffs(),
    NextHand(),
]


@pytest.mark.parametrize("action", ALL_ACTIONS)
def test_action_dict_round_trip(action: object) -> None:
    assert action_from_dict(action.to_dict()) == action  # type: ignore[attr-defined]


def test_action_from_dict_refuses_nonsense() -> None:
    bad: object
    for bad in ({"type": "shuffle"}, {"type": "discard"}, {"type": "lay_off", "card": "ZZ"}, []):
        with pytest.raises(ValueError):
            action_from_dict(bad)  # type: ignore[arg-type]


def test_knock_melds_given_as_lists_compare_equal_to_tuples() -> None:
    listed = Knock(c("TS"), melds=[list(meld) for meld in OWN_MELDS])
    assert listed == Knock(c("TS"), melds=OWN_MELDS) and hash(listed)
