"""Hand scores: the worked examples and every scoring rule and option of RULES.md section 1."""

from __future__ import annotations

import pytest

from gin_desktop.engine.cards import Card, Suit, parse_cards
from gin_desktop.engine.rules import RuleSet
from gin_desktop.engine.scoring import (
    ShowdownKind,
    hand_knock_limit,
    hand_multiplier,
    score_showdown,
)
from gin_desktop.engine.solver import best_arrangement, deadwood_points

# Hands reused below. Knocker deadwood is in the name; no defender card fits the knocker's
# melds unless the name says so.
KNOCK_6 = "9H 9D 9C 4S 5S 6S JC QC KC 6D"  # deadwood 6D
KNOCK_9 = "2S 3S 4S 7H 7D 7C JC QC KC 9D"  # deadwood 9D
GIN = "2S 3S 4S 7H 7D 7C JC QC KC TC"
BIG_GIN = "2S 3S 4S 7H 7D 7C JC QC KC TC 9C"
DEFENDER_18 = "AH 2H 3H 4H 8S 8H 8D QD 6H 2D"  # deadwood QD 6H 2D = 18
DEFENDER_0 = "AH 2H 3H 4H 8S 8H 8D 5D 5C 5H"  # gin-like: no deadwood


def cards(text: str) -> list[Card]:
    return parse_cards(text)


# Worked examples of RULES.md section 1 -----------------------------------------------


def test_example_1_knocker_scores_defenders_deadwood_after_lay_off_minus_own() -> None:
    knocker = cards("9H 9D 9C 4S 5S 6S JC QC KC 6D")
    defender = cards("9S AH 2H 3H 4H 7C 7D 7H 8D TD")
    result = score_showdown(knocker, defender)
    assert result.knocker_deadwood == 6
    assert result.laid_off == (Card.from_str("9S"),)
    assert result.defender_deadwood == 18
    assert (result.kind, result.winner, result.points) == (ShowdownKind.KNOCK, "knocker", 12)


def test_example_2_deadwood_11_may_not_knock() -> None:
    knocker = cards("3S 4S 5S 6S 9S 9H 9D 9C AH KD")
    assert best_arrangement(knocker).deadwood_points == 11
    with pytest.raises(ValueError, match="knock limit is 10"):
        score_showdown(knocker, cards(DEFENDER_18))


def test_example_3_undercut_scores_difference_plus_25() -> None:
    knocker = cards(KNOCK_9)
    defender = cards("AS 7S 2H 3H 4H 5H TS TH TD 2C")  # AS and 7S are laid off
    result = score_showdown(knocker, defender)
    assert set(result.laid_off) == set(cards("AS 7S"))
    assert (result.knocker_deadwood, result.defender_deadwood) == (9, 2)
    assert (result.kind, result.winner, result.points) == (ShowdownKind.UNDERCUT, "defender", 32)
    assert result.bonus == 25


def test_example_4_two_queens_against_two_twos_scores_16() -> None:
    knocker = cards("2S 2H 5D 6D 7D 8D 9S 9H 9C 9D")
    defender = cards("QS QH AC 2C 3C 4C 5C KS KH KD")
    result = score_showdown(knocker, defender)
    assert (result.knocker_deadwood, result.defender_deadwood) == (4, 20)
    assert (result.winner, result.points) == ("knocker", 16)


def test_example_5_deadwood_of_5_and_king_is_15() -> None:
    assert deadwood_points(cards("AS 2S 3S 4S 8H 8D 8C 8S 5H KD")) == 15


# Scoring rules -----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("rank", "value"), [(1, 1), *((r, r) for r in range(2, 11)), (11, 10), (12, 10), (13, 10)]
)
def test_card_values_ace_1_pips_face_pictures_10(rank: int, value: int) -> None:
    card = Card(rank, Suit.S)
    assert card.value == value
    assert deadwood_points([card]) == value


def test_ace_is_low_a23_is_a_run_qka_is_not() -> None:
    assert deadwood_points(cards("AD 2D 3D")) == 0
    assert deadwood_points(cards("QD KD AD")) == 21


def test_sets_are_three_or_four_cards_of_a_rank() -> None:
    assert deadwood_points(cards("5S 5H")) == 10
    assert deadwood_points(cards("5S 5H 5D")) == 0
    assert deadwood_points(cards("5S 5H 5D 5C")) == 0


def test_runs_are_three_or_more_cards_of_a_suit() -> None:
    assert deadwood_points(cards("5S 6S")) == 11
    assert deadwood_points(cards("5S 6S 7S")) == 0
    assert deadwood_points(cards("5S 6S 7S 8S 9S TS JS")) == 0
    assert deadwood_points(cards("5S 6H 7S")) == 18


def test_a_card_counts_in_one_meld_only() -> None:
    assert deadwood_points(cards("7S 7H 7D 5S 6S")) == 11


def test_knock_limit_option() -> None:
    knocker, defender = cards(KNOCK_6), cards(DEFENDER_18)
    with pytest.raises(ValueError, match="knock limit is 5"):
        score_showdown(knocker, defender, RuleSet(knock_limit=5))
    assert score_showdown(knocker, defender, RuleSet(knock_limit=6)).points == 12
    with pytest.raises(ValueError, match="knock limit is 3"):
        score_showdown(knocker, defender, knock_limit=3)  # the hand's own limit wins


@pytest.mark.parametrize("bonus", [25, 20, 10, 0])
def test_gin_bonus_option(bonus: int) -> None:
    result = score_showdown(cards(GIN), cards(DEFENDER_18), RuleSet(gin_bonus=bonus))
    assert (result.kind, result.winner) == (ShowdownKind.GIN, "knocker")
    assert result.points == 18 + bonus


@pytest.mark.parametrize("bonus", [31, 50])
def test_big_gin_bonus_option(bonus: int) -> None:
    result = score_showdown(cards(BIG_GIN), cards(DEFENDER_18), RuleSet(big_gin_bonus=bonus))
    assert (result.kind, result.winner, result.points) == (
        ShowdownKind.BIG_GIN,
        "knocker",
        18 + bonus,
    )


def test_big_gin_enabled_off_refuses_big_gin() -> None:
    with pytest.raises(ValueError, match="big gin is not played"):
        score_showdown(cards(BIG_GIN), cards(DEFENDER_18), RuleSet(big_gin_enabled=False))


def test_big_gin_needs_all_eleven_cards_melded() -> None:
    with pytest.raises(ValueError, match="all eleven"):
        score_showdown(cards("2S 3S 4S 7H 7D 7C JC QC KC TC 9D"), cards(DEFENDER_18))


@pytest.mark.parametrize("bonus", [25, 10, 0])
def test_undercut_bonus_option(bonus: int) -> None:
    result = score_showdown(
        cards(KNOCK_9), cards("AS 7S 2H 3H 4H 5H TS TH TD 2C"), RuleSet(undercut_bonus=bonus)
    )
    assert (result.winner, result.points) == ("defender", 9 - 2 + bonus)


def tie_at_6() -> tuple[list[Card], list[Card]]:
    """Knocker 6 deadwood (6D), defender 6 (2D AC 3C) with nothing to lay off."""
    return cards(KNOCK_6), cards("AH 2H 3H 4H 8S 8H 8D 2D AC 3C")


def test_ties_are_undercuts_on() -> None:
    result = score_showdown(*tie_at_6(), RuleSet(ties_are_undercuts=True))
    assert (result.knocker_deadwood, result.defender_deadwood) == (6, 6)
    assert (result.kind, result.winner, result.points) == (ShowdownKind.UNDERCUT, "defender", 25)


def test_ties_are_undercuts_off_knocker_wins_nothing() -> None:
    result = score_showdown(*tie_at_6(), RuleSet(ties_are_undercuts=False))
    assert (result.kind, result.winner, result.points) == (ShowdownKind.KNOCK, "knocker", 0)


def test_gin_cannot_be_undercut() -> None:
    result = score_showdown(cards(GIN), cards(DEFENDER_0))
    assert result.defender_deadwood == 0
    assert (result.kind, result.winner, result.points) == (ShowdownKind.GIN, "knocker", 25)


# 5S would extend the knocker's 2-3-4S and 7S complete the sevens: not against gin.
LAYS_OFF_5S_7S = "5S 7S AH 2H 3H 8S 8H 8D KD QD"  # 32 deadwood, 20 after lay-offs


def test_no_lay_offs_after_gin() -> None:
    result = score_showdown(cards(GIN), cards(LAYS_OFF_5S_7S))
    assert result.laid_off == ()
    assert (result.defender_deadwood, result.points) == (32, 32 + 25)


def test_no_lay_offs_after_big_gin() -> None:
    result = score_showdown(cards(BIG_GIN), cards(LAYS_OFF_5S_7S))
    assert result.laid_off == ()
    assert (result.defender_deadwood, result.points) == (32, 32 + 31)


def test_lay_offs_after_a_knock() -> None:
    result = score_showdown(cards(KNOCK_9), cards(LAYS_OFF_5S_7S))
    assert set(result.laid_off) == set(cards("5S 7S"))
    assert (result.defender_deadwood, result.winner, result.points) == (20, "knocker", 11)


def test_knocker_may_declare_own_melds() -> None:
    # Declaring only the sevens and the clubs leaves 2S 3S 4S 9D = 18: over the limit.
    knocker = cards(KNOCK_9)
    declared = [cards("7H 7D 7C"), cards("JC QC KC")]
    with pytest.raises(ValueError, match="cannot knock with 18"):
        score_showdown(knocker, cards(DEFENDER_18), knocker_melds=declared)


def test_declared_lay_offs_are_checked() -> None:
    knocker, defender = cards(KNOCK_9), cards(LAYS_OFF_5S_7S)
    result = score_showdown(knocker, defender, laid_off=cards("5S"))
    assert (result.laid_off, result.defender_deadwood) == ((Card.from_str("5S"),), 27)
    with pytest.raises(ValueError, match="cannot all be laid off"):
        score_showdown(knocker, defender, laid_off=cards("KD"))
    with pytest.raises(ValueError, match="only the defender's own cards"):
        score_showdown(knocker, defender, laid_off=cards("9C"))


def test_knocker_keeps_ten_cards_or_eleven_for_big_gin() -> None:
    with pytest.raises(ValueError, match="not 9"):
        score_showdown(cards(KNOCK_9)[:9], cards(DEFENDER_18))


# Oklahoma ----------------------------------------------------------------------------

OKLAHOMA = RuleSet.preset("oklahoma")


@pytest.mark.parametrize(
    ("upcard", "limit"), [("AS", 0), ("KD", 10), ("TH", 10), ("7C", 7), ("2H", 2)]
)
def test_oklahoma_first_upcard_sets_the_knock_limit(upcard: str, limit: int) -> None:
    assert hand_knock_limit(OKLAHOMA, Card.from_str(upcard)) == limit


def test_oklahoma_off_keeps_the_rule_sets_knock_limit() -> None:
    assert hand_knock_limit(RuleSet(knock_limit=8), Card.from_str("AS")) == 8
    assert hand_knock_limit(OKLAHOMA, None) == 10


def test_oklahoma_ace_upcard_means_gin_only() -> None:
    limit = hand_knock_limit(OKLAHOMA, Card.from_str("AH"))
    with pytest.raises(ValueError, match="knock limit is 0"):
        score_showdown(cards(KNOCK_6), cards(DEFENDER_18), OKLAHOMA, knock_limit=limit)
    assert score_showdown(cards(GIN), cards(DEFENDER_18), OKLAHOMA, knock_limit=limit).points == 43


@pytest.mark.parametrize(
    ("rules", "upcard", "multiplier"),
    [
        (OKLAHOMA, "5S", 2),
        (OKLAHOMA, "5H", 1),
        (OKLAHOMA.with_changes(oklahoma_spades_double=False), "5S", 1),
        (RuleSet(), "5S", 1),
        (OKLAHOMA, None, 1),
    ],
)
def test_oklahoma_spade_upcard_doubles_the_hand(
    rules: RuleSet, upcard: str | None, multiplier: int
) -> None:
    card = Card.from_str(upcard) if upcard else None
    assert hand_multiplier(rules, card) == multiplier


def test_hand_multiplier_doubles_every_kind_of_score() -> None:
    knock = score_showdown(cards(KNOCK_6), cards(DEFENDER_18), OKLAHOMA, multiplier=2)
    assert (knock.points, knock.multiplier) == (24, 2)
    gin = score_showdown(cards(GIN), cards(DEFENDER_18), OKLAHOMA, multiplier=2)
    assert gin.points == 2 * (18 + 25)
    undercut = score_showdown(*tie_at_6(), OKLAHOMA, multiplier=2)
    assert undercut.points == 2 * 25


def test_one_function_scores_every_showdown(monkeypatch: pytest.MonkeyPatch) -> None:
    """The facade's two-player ``score_showdown`` and a hand played to its end both score
    through ``score_table_showdown``, so a rule changed there changes every table."""
    from gin_desktop.engine import hand_showdown, scoring, showdown
    from gin_desktop.engine.actions import DrawStock, FinishLayoffs, Knock
    from gin_desktop.engine.hand import Hand

    calls: list[int] = []

    def counted(*args: object, **kwargs: object) -> showdown.Showdown:
        calls.append(len(args[1]))  # type: ignore[arg-type]
        return showdown.score_table_showdown(*args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(scoring, "score_table_showdown", counted)
    monkeypatch.setattr(hand_showdown, "score_table_showdown", counted)
    assert score_showdown(cards(KNOCK_6), cards(DEFENDER_18)).points == 12
    assert calls == [1]
    for seed in range(50):  # the first seed whose hand, played plainly, is knocked
        hand = Hand.deal(seed=seed)
        while hand.result is None:
            legal = hand.legal_actions()
            plain = DrawStock() if DrawStock() in legal else legal[0]
            knock = next((a for a in legal if isinstance(a, Knock)), None)
            hand.apply(knock or (FinishLayoffs() if FinishLayoffs() in legal else plain))
        if hand.result.knocker is not None:
            break
    assert hand.result.knocker is not None and calls == [1, 1]
    assert not hasattr(RuleSet(), "is_ginski")  # the deck chooses no scoring
