"""Playing the hand out: the expert's made-up deals fit the view, the quick showdown
scores gin, knocks and undercuts as the rules do, and a played-out choice replaces the
usual one only when it is clearly better."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gin_desktop.ai.knowledge import Knowledge
from gin_desktop.ai.layoffs import deadwood_after_lay_offs
from gin_desktop.ai.lookahead import (
    Deal,
    Table,
    best_discard_with,
    made_up_deals,
    melding_take,
    opponent_take,
    play_out,
    remembering,
    showdown,
    weigh,
)
from gin_desktop.engine import Deck, Hand, RuleSet, parse_cards, solver_for
from gin_desktop.engine.cards import CARDS
from gin_desktop.engine.hand import Phase
from gin_desktop.engine.melds import (
    arrangement_of_mask,
    best_discard_of_mask,
    deadwood_of_mask,
    meld_outs,
)
from gin_desktop.engine.solver import STANDARD_SOLVER as SOLVER
from gin_desktop.engine.solver import is_meld

RULES = RuleSet()


def rumski_mask(text: str) -> int:
    return sum(card.bit for card in parse_cards(text, Deck.rumski()))


def mask(text: str) -> int:
    return sum(card.bit for card in parse_cards(text))


def test_meld_outs_are_the_cards_that_make_or_extend_a_meld() -> None:
    # 5H 6H wants 4H and 7H; 9S JS wants the gap TS; two kings want the other two.
    outs = meld_outs(mask("5H 6H 9S JS KC KD 2C"))
    assert outs == mask("4H 7H TS KS KH")


hands = st.sets(st.integers(0, 51), min_size=2, max_size=12).map(
    lambda cards: sum(1 << card for card in cards)
)


@given(hands)
@settings(max_examples=300)
def test_meld_outs_are_exactly_the_cards_that_meld_with_two_held_cards(hand: int) -> None:
    held = [CARDS[i] for i in range(52) if hand >> i & 1]
    expected = 0
    for card in CARDS:
        if card.bit & hand:
            continue
        pairs = ((a, b) for i, a in enumerate(held) for b in held[i + 1 :])
        if any(is_meld([a, b, card]) for a, b in pairs):
            expected |= card.bit
    assert meld_outs(hand) == expected


def low_deadwood_hands(count: int, most: int, seed: int) -> list[int]:
    """Random ten-card hands with at most ``most`` deadwood: near the knock limit."""
    rng, found = random.Random(seed), []
    while len(found) < count:
        hand = sum(1 << card for card in rng.sample(range(52), 10))
        if deadwood_of_mask(hand) <= most:
            found.append(hand)
    return found


def test_opponent_take_is_the_plain_rule_with_its_discard() -> None:
    # The modelled opponent takes an upcard that melds and lowers their deadwood, or one
    # that lowers it to the knock limit; the shortcut for upcards that meld nothing
    # changes nothing.
    checked = 0
    for hand in low_deadwood_hands(40, 20, seed=3):
        deadwood = deadwood_of_mask(hand)
        for upcard in (1 << card for card in range(52) if not hand >> card & 1):
            after = best_discard_of_mask(hand | upcard, upcard)
            for limit in (0, 5, 10):
                lowers_to_knock = after[0] <= limit and after[0] < deadwood
                plain = melding_take(SOLVER, hand, upcard) is not None or lowers_to_knock
                taken = opponent_take(SOLVER, hand, deadwood, upcard, limit)
                assert taken == (after if plain else None)
                checked += plain and not meld_outs(hand) & upcard
    assert checked > 0  # some knocks come from upcards that meld nothing


@pytest.mark.parametrize("rules", [RULES, RuleSet.preset("ginski")], ids=["standard", "ginski"])
def test_the_best_discard_with_a_drawn_card_is_the_best_discard_of_the_eleven(
    rules: RuleSet,
) -> None:
    """Drawn or taken, melding or not: the shortcut for a card that melds with nothing
    (the ten's own best discard, or the card straight back) gives what the eleven's best
    discard gives, ties included."""
    solver = solver_for(rules)
    rng, bits = random.Random(9), [card.bit for card in solver.deck.cards]
    ties = 0
    for _ in range(300):
        hand = sum(rng.sample(bits, 10))
        deadwood = solver.deadwood(hand)
        nine = solver.best_discard(hand)[0]
        for drawn in (bit for bit in bits if not bit & hand):
            assert best_discard_with(solver, hand, deadwood, drawn) == solver.best_discard(
                hand | drawn
            )
            assert best_discard_with(
                solver, hand, deadwood, drawn, taken=True
            ) == solver.best_discard(hand | drawn, drawn)
            if not solver.meld_outs(hand) & drawn:
                ties += nine + solver.card(drawn).value == deadwood
    assert ties > 0  # the eleven's best discard decides those


def test_showdown_with_a_remembering_solver_scores_as_the_rules_solver() -> None:
    rules = RuleSet.preset("ginski")
    solver = solver_for(rules)
    remembered = remembering(solver)
    rng, bits = random.Random(11), [card.bit for card in solver.deck.cards]
    for _ in range(300):
        cards = rng.sample(bits, 20)
        knocker, defender = sum(cards[:10]), sum(cards[10:])
        expected = showdown(knocker, defender, rules)
        assert showdown(knocker, defender, rules, remembered) == expected
        assert showdown(knocker, defender, rules, remembered) == expected


def test_rule_a_modelled_opponent_who_could_knock_takes_no_upcard_that_raises_their_deadwood():
    # A waiting opponent holding gin would otherwise take a 10 that leaves them 10 (still
    # a knock) and be undercut in the play-outs: what a player never does.
    gin = mask("AS AH AD AC 2S 2H 2D 3S 3H 3D")
    ten = mask("TC")
    assert deadwood_of_mask(gin) == 0
    assert best_discard_of_mask(gin | ten, ten)[0] == 10
    assert opponent_take(SOLVER, gin, 0, ten, 10) is None
    seven = mask("AS AH AD 3S 3H 3D 5S 5H 5D 7C")
    assert opponent_take(SOLVER, seven, 7, mask("5C"), 10) == best_discard_of_mask(
        seven | mask("5C"), mask("5C")
    )  # a card that melds and lowers it is taken


def test_opponent_take_is_the_plain_rule_with_the_rumski_deck_too() -> None:
    # A Rumski discard can take up to 20 (a wild) or 13 off the deadwood, not 10: the
    # shortcut must not refuse an upcard that melds nothing but lets them knock at 13.
    solver = solver_for(RuleSet.preset("ginski"))
    rng, bits = random.Random(5), [card.bit for card in solver.deck.cards]
    checked = 0
    for _ in range(300):
        hand = sum(rng.sample(bits, 10))
        deadwood = solver.deadwood(hand)
        if not 14 <= deadwood <= 30:
            continue
        for upcard in (bit for bit in bits if not bit & hand):
            after = solver.best_discard(hand | upcard, upcard)
            melds = solver.meld_outs(hand) & upcard
            plain = after[0] < deadwood and (after[0] <= 13 or melds)
            assert opponent_take(solver, hand, deadwood, upcard, 13) == (after if plain else None)
            checked += bool(plain and not melds and deadwood + solver.card(upcard).value > 23)
    assert checked > 0  # knocks the standard deck's shortcut would have missed


def test_showdown_scores_gin_with_its_bonus_and_no_lay_offs() -> None:
    gin = mask("AS 2S 3S 4S 4H 5H 6H 7C 7D 7S")
    defender = mask("5S 7H 8C 9D TD JD KS KH QC 2D")  # 5S and 7H would lay off
    assert showdown(gin, defender, RULES) == 25 + deadwood_of_mask(defender)


def test_showdown_counts_lay_offs_and_undercuts_like_the_rules() -> None:
    knocker = mask("AS 2S 3S 4H 5H 6H 7C 7D 7S 5C")  # 5 deadwood
    # 4S, 7H (chained 8H) and 7H lay off; left: 2D 3D = 5: a tie is an undercut.
    defender = mask("4S 7H 8H 2D 3D 9C 9D 9S QC QD")
    assert deadwood_after_lay_offs(SOLVER, defender, melds_of(knocker)) == 5 + 20
    assert showdown(knocker, mask("4S 7H 8H 9C 9D 9S QC QD QH 5D"), RULES) == -(25 + 0)


def test_rule_seed_002_a_two_seat_undercut_scores_25_and_the_knockers_deadwood() -> None:
    """Ginski's undercutter scores the bonus and everyone else's deadwood, the knocker's
    included (not the difference of the standard deck), and a tie is no undercut."""
    rules = RuleSet.preset("ginski").with_changes(players=2)
    knocker = rumski_mask("1R 2R 3R 5B 6B 7B 9G 10G 11G 12Y")  # 12 deadwood
    undercutter = rumski_mask("1P 2P 3P 4Y 5Y 6Y 11P 12P 13P 9B")  # 9, nothing to lay off
    tying = rumski_mask("1P 2P 3P 4Y 5Y 6Y 11P 12P 13P 12B")  # 12
    assert showdown(knocker, undercutter, rules) == -(25 + 12)
    assert showdown(knocker, tying, rules) == 12 - 12


def melds_of(hand: int) -> list[int]:
    return [sum(card.bit for card in meld) for meld in arrangement_of_mask(hand).melds]


def test_the_modelled_opponent_takes_only_what_melds_or_lets_them_knock() -> None:
    hand = mask("5H 6H 9S 9C KC QD 2C 3D 8S JH")
    deadwood = deadwood_of_mask(hand)
    assert opponent_take(SOLVER, hand, deadwood, mask("7H"), 10) is not None
    # AD lowers the deadwood but makes no meld
    assert opponent_take(SOLVER, hand, deadwood, mask("AD"), 10) is None


def test_play_out_ends_at_once_when_the_opponent_knocks_on_the_upcard() -> None:
    ours = mask("KS KH QC QD JC JD TS 9H 8D 7C")
    theirs = mask("AS 2S 3S 4H 5H 6H 8H 2D 3C 9D")  # the upcard 7H melds, 9D goes: knock
    stock = tuple(bit for bit in (1 << c for c in range(52)) if not bit & (ours | theirs))
    table = Table(RULES, 10, late_knock_stock=3)
    points = play_out(ours, Deal(theirs, stock[1:]), mask("7H"), table)
    assert points == -showdown(mask("AS 2S 3S 4H 5H 6H 7H 8H 2D 3C"), ours, RULES) < 0


def test_weigh_keeps_the_usual_choice_unless_another_is_clearly_better() -> None:
    usual = [0, 10, -10, 5, -5, 0, 10, -10]
    noisy = [x + d for x, d in zip(usual, [30, -29, 30, -29, 30, -29, 30, -29], strict=True)]
    assert weigh([usual, noisy], usual=0, confidence=1.0) == 0
    clear = [x + 3 for x in usual]
    assert weigh([usual, clear], usual=0, confidence=1.0) == 1


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 10_000), turns=st.integers(0, 12))
def test_made_up_deals_fit_the_view(seed: int, turns: int) -> None:
    hand = Hand.deal(RULES, dealer=seed % 2, seed=seed)
    rng = random.Random(seed)
    for _ in range(turns):
        if hand.phase is Phase.ENDED:
            break
        hand.apply(rng.choice(hand.view(hand.to_act).legal_actions))
    if hand.phase is Phase.ENDED:
        return
    view = hand.view(0)
    knowledge = Knowledge.from_view(view)
    for deal in made_up_deals(knowledge, 8, random.Random(seed)):
        assert deal.opponent.bit_count() == view.opponent_card_count
        assert deal.opponent & knowledge.opponent_known == knowledge.opponent_known
        assert not deal.opponent & (knowledge.hand | knowledge.pile)
        assert len(deal.stock) == view.stock_count
        assert not sum(deal.stock) & (deal.opponent | knowledge.hand | knowledge.pile)


def test_made_up_deals_leave_the_knockers_face_down_discard_out_of_the_stock() -> None:
    """Found by the property above (seed 3828, 6 turns): during the lay-offs the unseen
    cards are the stock and the knocker's face-down discard, and a made-up stock once
    held one card too many."""
    hand = Hand.deal(RULES, dealer=0, seed=3828)
    rng = random.Random(3828)
    for _ in range(6):
        hand.apply(rng.choice(hand.view(hand.to_act).legal_actions))
    view = hand.view(0)
    assert view.phase is Phase.LAYOFF
    deals = made_up_deals(Knowledge.from_view(view), 8, random.Random(3828))
    assert {len(deal.stock) for deal in deals} == {view.stock_count}


def test_a_modelled_opponent_who_waits_knocks_only_for_gin_until_late() -> None:
    """Knock risk against a patient player: the same knockable upcard ends the play-out
    at once against an opponent who knocks early, but not against one known to wait for
    gin while the stock is long."""
    ours = mask("KS KH QC QD JC JD TS 9H 8D 7C")
    theirs = mask("AS 2S 3S 4H 5H 6H 8H 2D 3C 9D")
    stock = tuple(bit for bit in (1 << c for c in range(52)) if not bit & (ours | theirs))
    deal = Deal(theirs, stock[1:])
    hasty = Table(RULES, 10, late_knock_stock=3)
    patient = Table(RULES, 10, late_knock_stock=3, opponent_waits=True)
    assert play_out(ours, deal, mask("7H"), hasty) < 0
    assert play_out(ours, deal, mask("7H"), patient) != play_out(ours, deal, mask("7H"), hasty)
    late = Deal(theirs, stock[1 : 1 + patient.waiter_late_stock])
    assert play_out(ours, late, mask("7H"), patient) == play_out(ours, late, mask("7H"), hasty)
