"""MARJJ, the EAAI-2021 winner (tools/marjj*.py): its published behaviour on hand-made
hands, its card tracking, that it reads its view alone, and whole matches against the
game's casual level."""

from __future__ import annotations

import random

import pytest

from gin_desktop.ai import create_player
from gin_desktop.engine import (
    CARDS,
    Action,
    BigGin,
    Card,
    Discard,
    DrawDiscard,
    DrawStock,
    EventKind,
    Hand,
    Knock,
    Match,
    PassUpcard,
    Phase,
    PlayerView,
    RuleSet,
    parse_cards,
)
from gin_desktop.tools.arena import PLAYER_CHOICES, SeatedPlayer, make_player, play_match
from gin_desktop.tools.marjj import KNOCK_TURNS, MARJJ, MarjjPlayer, takes
from gin_desktop.tools.marjj_discard import candidates, danger
from gin_desktop.tools.marjj_layout import best_layouts, layoff_points, shown_layout
from gin_desktop.tools.marjj_tracking import Tracking, track
from gin_desktop.tools.table_arena import TABLE_CHOICES
from tests.matches import play_with_computers

NON_DEALER, DEALER = 0, 1
NOTHING_SEEN = Tracking(seen=0, taken=0, turns=0, just_taken=None)


def cards(text: str) -> list[Card]:
    return parse_cards(text)


def card(text: str) -> Card:
    return parse_cards(text)[0]


def deal(non_dealer: str, dealer: str, upcard: str, stock_top_first: str = "") -> Hand:
    """A hand whose deck deals exactly these hands (seat 0 the non-dealer) and upcard,
    its stock starting with ``stock_top_first``."""
    first, second = cards(non_dealer), cards(dealer)
    front = [c for pair in zip(first, second, strict=True) for c in pair]
    front += cards(upcard) + cards(stock_top_first)
    assert len(set(front)) == len(front), "a card dealt twice"
    return Hand.deal(RuleSet(), dealer=DEALER, deck=front + [c for c in CARDS if c not in front])


KNOCKABLE = "4S 5S 6S 9H 9D 9C JC QC KC 2D"
"""Two points of deadwood, whatever junk card it draws and throws again."""
OTHER = "AH 3H 5H 7H 9S JH KH 2C 4C 6C"
JUNK = "8H TD 8D TH QH 7C QD 8C KD"
"""Stock cards meeting nothing of KNOCKABLE: MARJJ draws the 1st, 3rd, 5th..."""
LOOSE = "5S 6S 9H 9D 2C 4D 8C TD JH KC"
"""Two pairs and loose cards: it takes what melds with them."""
LOOSE_OTHER = "AH 3H 5H 7H 7S QS KH 4C 6C 2H"


def play_to_turn(hand: Hand, turn: int) -> PlayerView:
    """Both pass the first upcard; before MARJJ's (seat 0's) ``turn``-th discard both draw
    from the stock and throw the card drawn. Its view at that discard."""
    hand.apply(PassUpcard())
    hand.apply(PassUpcard())
    for _ in range(2 * (turn - 1)):
        seat = hand.to_act
        assert seat is not None
        hand.apply(DrawStock())
        hand.apply(Discard(hand.hand(seat)[-1]))  # the card drawn comes last
    hand.apply(DrawStock())
    view = hand.view(NON_DEALER)
    assert view.phase is Phase.DISCARD and view.to_act == NON_DEALER
    return view


# --- the draw: the upcard only into a meld that lowers deadwood ---------------------------


def test_takes_the_first_upcard_into_a_meld_that_lowers_deadwood() -> None:
    hand = deal(LOOSE, LOOSE_OTHER.replace("7S", "QD"), "7S")
    assert MarjjPlayer(1).choose(hand.view(NON_DEALER)) == DrawDiscard()


def test_refuses_an_upcard_that_lowers_deadwood_outside_a_meld() -> None:
    # AD in place of KC would save 9 points, but AD melds with nothing.
    hand = deal(LOOSE, LOOSE_OTHER, "AD")
    assert MarjjPlayer(1).choose(hand.view(NON_DEALER)) == PassUpcard()


def test_refuses_an_upcard_that_melds_without_lowering_deadwood() -> None:
    # Gin already: 8S lengthens the run, and the best discard after it leaves 0 as before.
    gin = "4S 5S 6S 7S 9H 9D 9C JC QC KC"
    hand = deal(gin, OTHER, "8S")
    assert MarjjPlayer(1).choose(hand.view(NON_DEALER)) == PassUpcard()
    assert not takes(tuple(cards(gin)), card("8S"), NOTHING_SEEN)
    assert takes(tuple(cards(gin.replace("KC", "KH"))), card("8S"), NOTHING_SEEN)


def test_in_a_later_turn_takes_the_discard_only_into_a_meld() -> None:
    def dealers_choice(thrown: str) -> Action:
        hand = deal(LOOSE_OTHER, LOOSE, "3C", "KD")  # MARJJ deals this time
        hand.apply(PassUpcard())
        hand.apply(PassUpcard())
        hand.apply(DrawStock())
        hand.apply(Discard(card(thrown)))
        assert hand.phase is Phase.DRAW and hand.to_act == DEALER
        return MarjjPlayer(1).choose(hand.view(DEALER))

    assert dealers_choice("7H") == DrawStock()  # it would save 3 points, melding nothing
    assert dealers_choice("7S") == DrawDiscard()  # 5S 6S 7S


# --- knocking: its first three turns, then gin only ---------------------------------------


@pytest.mark.parametrize("turn", [1, 2, 3])
def test_knocks_when_it_can_in_its_first_three_turns(turn: int) -> None:
    view = play_to_turn(deal(KNOCKABLE, OTHER, "3D", JUNK), turn)
    action = MarjjPlayer(1).choose(view)
    assert isinstance(action, Knock) and action.card == view.hand[-1]
    assert turn <= KNOCK_TURNS


@pytest.mark.parametrize("turn", [4, 5])
def test_does_not_knock_short_of_gin_from_its_fourth_turn(turn: int) -> None:
    view = play_to_turn(deal(KNOCKABLE, OTHER, "3D", JUNK), turn)
    assert Knock(view.hand[-1]) in view.legal_actions  # it could
    assert MarjjPlayer(1).choose(view) == Discard(view.hand[-1])


@pytest.mark.parametrize("turn", [1, 4, 5])
def test_goes_gin_whenever_it_can(turn: int) -> None:
    stock = " ".join([*JUNK.split()[: 2 * (turn - 1)], "3S"])
    view = play_to_turn(deal(KNOCKABLE, OTHER, "3D", stock), turn)
    assert view.hand[-1] == card("3S")
    action = MarjjPlayer(1).choose(view)
    assert isinstance(action, Knock) and action.card == card("2D")
    kept = [c for c in view.hand if c != action.card]
    assert sorted(c for meld in action.melds or () for c in meld) == sorted(kept)  # gin


def test_declares_big_gin() -> None:
    view = play_to_turn(deal("4S 5S 6S 7S 9H 9D 9C JC QC KC", OTHER, "3D", "8S"), 1)
    assert BigGin() in view.legal_actions
    assert MarjjPlayer(1).choose(view) == BigGin()


# --- the layout it shows: fewest lay-offs ------------------------------------------------


def test_of_two_layouts_with_the_same_deadwood_shows_the_one_taking_fewer_layoffs() -> None:
    kept = cards("7C 7H 7D 7S 8S 9S TS 2C 3C AD")
    layouts = best_layouts(kept)
    four_sevens = (tuple(cards("7S 7H 7D 7C")), tuple(cards("8S 9S TS")))
    long_run = (tuple(cards("7H 7D 7C")), tuple(cards("7S 8S 9S TS")))
    assert {frozenset(map(frozenset, layout)) for layout in layouts} == {
        frozenset(map(frozenset, four_sevens)),
        frozenset(map(frozenset, long_run)),
    }  # both leave 2C 3C AD: 6 points
    seen = sum(c.bit for c in kept)
    # 6S and JS are free round the long run (its end cards count: 7 + 10); only JS round
    # the short one (10); the sets of three and four leave nothing MARJJ counts.
    assert layoff_points(long_run, seen, 0) == 17
    assert layoff_points(four_sevens, seen, 0) == 10
    shown = shown_layout(layouts, seen, 0)
    assert frozenset(map(frozenset, shown)) == frozenset(map(frozenset, four_sevens))

    # At the table: it knocks on its first turn, throwing the king, and lays them out so.
    other = "AH 3H 5H QS 8D JH KH QD 4C 6C"
    view = play_to_turn(deal(" ".join(map(str, kept)), other, "5D", "KS"), 1)
    action = MarjjPlayer(1).choose(view)
    assert isinstance(action, Knock) and action.card == card("KS")
    assert frozenset(map(frozenset, action.melds or ())) == frozenset(map(frozenset, four_sevens))


def test_a_card_the_opponent_took_counts_as_a_layoff_even_once_seen() -> None:
    run = ((card("4H"), card("5H"), card("6H")),)
    everything = (1 << 52) - 1
    assert layoff_points(run, everything, 0) == 0
    assert layoff_points(run, everything, card("3H").bit) == 4  # the run's low card's value
    assert layoff_points(run, everything, card("7H").bit) == 6


# --- the discard ----------------------------------------------------------------------


def test_weighs_only_loose_cards_within_five_points_of_the_costliest() -> None:
    hand = cards(KNOCKABLE) + cards("8H")
    assert [c for c, _ in candidates(hand, None)] == [card("8H")]
    hand = cards("4S 5S 6S 9H 9D 9C JC QC KC 7D 8H")
    assert sorted(c for c, _ in candidates(hand, None)) == sorted(cards("7D 8H"))
    assert [c for c, _ in candidates(hand, card("8H"))] == [card("7D")]  # just taken


def test_danger_penalises_cards_next_to_what_the_opponent_took() -> None:
    mine = card("7H").bit
    took = card("6H").bit | card("8H").bit
    # Shut in by the opponent's run cards (20), and alone of its rank out of reach (4).
    assert danger(card("7H"), mine, mine | took, took) == 24.0
    # Both neighbours seen and gone: safe (-10); still alone of its rank (+4).
    assert danger(card("7H"), mine, mine | took, 0) == -6.0


def test_tracking_keeps_what_the_opponent_took_after_they_throw_it_again() -> None:
    hand = deal(LOOSE_OTHER, LOOSE, "3C", "KD KS")
    hand.apply(PassUpcard())
    hand.apply(PassUpcard())
    hand.apply(DrawStock())
    hand.apply(Discard(card("7H")))  # MARJJ (seat 0) throws 7H
    hand.apply(DrawDiscard())  # the dealer takes it...
    hand.apply(Discard(card("KC")))
    hand.apply(DrawStock())
    hand.apply(Discard(card("KS")))
    hand.apply(DrawStock())
    hand.apply(Discard(card("7H")))  # ... and throws it again
    seen = track(hand.view(NON_DEALER))
    assert seen.taken == card("7H").bit and seen.turns == 2
    assert seen.seen & card("KC").bit and seen.seen & card("3C").bit


def test_the_dealer_never_sees_a_first_upcard_the_non_dealer_took() -> None:
    hand = deal(OTHER, KNOCKABLE, "3D")
    hand.apply(DrawDiscard())  # the non-dealer takes 3D at once
    hand.apply(Discard(card("KH")))
    tracking = track(hand.view(DEALER))
    assert tracking.taken == card("3D").bit and not tracking.seen & card("3D").bit
    assert tracking.seen & card("KH").bit


# --- fair play and whole matches ---------------------------------------------------------


class Recorder(MarjjPlayer):
    """MARJJ that notes what it is handed."""

    def __init__(self, seed: int) -> None:
        super().__init__(seed)
        self.handed: list[type] = []

    def choose(self, view: PlayerView) -> Action:
        self.handed.append(type(view))
        return super().choose(view)


def test_reads_its_view_alone() -> None:
    assert not isinstance(MarjjPlayer(1), SeatedPlayer)  # the arena never seats it
    marjj = Recorder(3)
    play_match(marjj, create_player("casual", 4), "marjj-view", a_seat=1)
    assert marjj.handed and set(marjj.handed) == {PlayerView}


def test_decides_the_same_whatever_the_hidden_cards() -> None:
    rng = random.Random(67)
    for _ in range(20):
        deck = list(CARDS)
        rng.shuffle(deck)
        mine, upcard, first_draw = deck[0:20:2], deck[20], deck[21]
        hidden = [*deck[1:20:2], *deck[22:]]
        choices = set()
        for _ in range(3):
            rng.shuffle(hidden)
            theirs, stock = hidden[:10], hidden[10:]
            order = [c for pair in zip(mine, theirs, strict=True) for c in pair]
            hand = Hand.deal(RuleSet(), dealer=DEALER, deck=[*order, upcard, first_draw, *stock])
            first = MarjjPlayer(5).choose(hand.view(NON_DEALER))
            hand.apply(PassUpcard())
            hand.apply(PassUpcard())
            hand.apply(DrawStock())
            choices.add((first, MarjjPlayer(5).choose(hand.view(NON_DEALER))))
        assert len(choices) == 1


def test_is_an_arena_player_for_two_only() -> None:
    assert MARJJ in PLAYER_CHOICES and MARJJ not in TABLE_CHOICES
    assert isinstance(make_player("marjj", 7), MarjjPlayer)


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_whole_matches_against_casual_are_legal_and_knock_early_only(seed: int) -> None:
    match = Match(RuleSet(), seed=f"marjj-{seed}")
    play_with_computers(match, [MarjjPlayer(seed), create_player("casual", seed)])  # legal
    assert match.result is not None
    discards, knocks = 0, []
    for event in match.events:
        if event.kind is EventKind.DEAL:
            discards = 0
        elif event.seat == 0 and event.kind is EventKind.DISCARDED:
            discards += 1
        elif event.seat == 0 and event.kind is EventKind.KNOCKED:
            knocks.append(discards + 1)  # the turn of the knock
    assert all(turn <= KNOCK_TURNS for turn in knocks)


def test_plays_the_arena_both_seats() -> None:
    stats = play_match(make_player(MARJJ, 1), make_player("casual", 2), "marjj-arena", a_seat=1)
    assert stats.hands >= 1 and stats.winner in (0, 1)


@pytest.mark.parametrize(
    "rules",
    [
        RuleSet.preset("oklahoma"),
        RuleSet(
            forbid_discarding_taken_card=False,
            first_upcard_offer=False,
            big_gin_enabled=False,
            knock_limit=5,
        ),
    ],
    ids=["oklahoma", "house-rules"],
)
def test_plays_legally_under_other_two_player_rules(rules: RuleSet) -> None:
    for seed in range(2):
        match = Match(rules, seed=f"marjj-rules-{seed}")
        play_with_computers(match, [MarjjPlayer(seed), create_player("strong", seed)])
        assert match.result is not None


def test_refuses_a_table_it_cannot_play() -> None:
    hand = Hand.deal(RuleSet.preset("ginski"), dealer=0, seed=1)
    seat = hand.to_act
    assert seat is not None
    with pytest.raises(ValueError, match="MARJJ plays two-player gin with the standard deck"):
        MarjjPlayer(1).choose(hand.view(seat))
