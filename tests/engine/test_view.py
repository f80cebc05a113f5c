"""PlayerView: each seat sees what the rules let it see, and nothing else (docs/DESIGN.md,
"The layers")."""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import pytest

from gin_desktop.engine import (
    CARDS,
    Discard,
    DrawStock,
    Event,
    EventKind,
    FinishLayoffs,
    Hand,
    Knock,
    LayOff,
    Phase,
    PlayerView,
    RuleSet,
    parse_cards,
)
from tests.engine.test_hand import (
    DEFENDER_9S_18,
    DEFENDER_19,
    KNOCKER_6,
    SPADES_A9,
    both_pass,
    c,
    draw_and_throw,
    meld_holding,
    play,
    rig,
)

CARD_NAMES = {str(card) for card in CARDS}


def strings_in(data: Any) -> Iterator[str]:
    if isinstance(data, str):
        yield data
    elif isinstance(data, dict):
        for value in data.values():
            yield from strings_in(value)
    elif isinstance(data, list):
        for value in data:
            yield from strings_in(value)


def cards_in(view: PlayerView) -> set[str]:
    """Every card named anywhere in the view's plain-data form."""
    return {text for text in strings_in(view.to_dict()) if text in CARD_NAMES}


def test_view_shows_own_hand_in_order_and_only_a_count_of_the_opponents() -> None:
    hand = rig(KNOCKER_6, DEFENDER_9S_18, "QD", "QS")
    view = hand.view(0)
    assert view.hand == tuple(parse_cards(KNOCKER_6))
    assert view.opponent_card_count == 10 and view.opponent_known == ()
    assert view.stock_count == 31 and view.discard_pile == (c("QD"),)
    assert view.dealer == 1 and view.seat == 0 and view.opponent == 1
    assert view.knock_limit == 10 and view.multiplier == 1 and view.rules == RuleSet()
    assert view.first_upcard == c("QD") and view.top_discard == c("QD")


def test_view_never_names_the_opponents_hand_or_the_stock() -> None:
    hand = rig(KNOCKER_6, DEFENDER_9S_18, "QD", "QS")
    both_pass(hand)  # seat 0 drew QS from the stock
    secret_from_1 = {str(card) for card in hand.hand(0)}
    secret_from_0 = {str(card) for card in (*hand.hand(1), *hand.stock)}
    assert not cards_in(hand.view(1)) & secret_from_1
    assert not cards_in(hand.view(0)) & secret_from_0
    assert "QS" in cards_in(hand.view(0))  # the drawer sees their own card


def test_view_hides_a_card_drawn_from_the_stock_from_the_opponent() -> None:
    hand = rig(KNOCKER_6, DEFENDER_9S_18, "QD", "QS")
    both_pass(hand)
    theirs, mine = hand.view(1).events[-1], hand.view(0).events[-1]
    assert theirs.kind == mine.kind == EventKind.DREW_STOCK
    assert theirs.cards == () and theirs.count == 1 and theirs.hidden
    assert mine.cards == (c("QS"),) and not mine.hidden
    assert theirs.describe() == "Player 1 drew a card from the stock."
    assert mine.describe() == "Player 1 drew Q♠ from the stock."


def test_view_knows_the_cards_the_opponent_took_from_the_pile() -> None:
    hand = rig(KNOCKER_6, DEFENDER_9S_18, "QD", "QS")
    play(hand, "pile")
    assert hand.view(1).opponent_known == (c("QD"),)
    play(hand, Discard(c("AH")), "pile")  # seat 1 takes AH
    assert hand.view(0).opponent_known == (c("AH"),)
    play(hand, Discard(c("3H")))
    play(hand, "stock", Discard(c("QD")))  # seat 0 throws QD back
    assert hand.view(1).opponent_known == ()


def test_view_taken_card_is_shown_to_the_taker_only() -> None:
    hand = rig(KNOCKER_6, DEFENDER_9S_18, "QD", "QS")
    play(hand, "pile")
    assert hand.view(0).taken_card == c("QD") and hand.view(1).taken_card is None
    assert Discard(c("QD")) not in hand.view(0).legal_actions


def test_view_legal_actions_only_for_the_seat_to_act() -> None:
    hand = rig(KNOCKER_6, DEFENDER_9S_18, "QD", "QS")
    assert hand.view(0).legal_actions == tuple(hand.legal_actions())
    assert hand.view(1).legal_actions == ()
    assert hand.view(0).is_my_turn and not hand.view(1).is_my_turn


def test_view_at_a_knock_shows_the_knockers_hand_and_hides_the_knock_discard() -> None:
    hand = rig(KNOCKER_6, DEFENDER_9S_18, "QD", "QS")
    both_pass(hand)
    play(hand, Knock(c("QS")))
    defender, knocker = hand.view(1), hand.view(0)
    assert defender.knocker == 0 and defender.phase == Phase.LAYOFF
    assert defender.opponent_hand == tuple(parse_cards(KNOCKER_6))
    assert defender.declared_melds == hand.declared_melds
    assert "QS" not in cards_in(defender)  # the face-down discard
    assert knocker.opponent_hand is None  # the defender shows after laying off
    assert not cards_in(knocker) & {str(card) for card in hand.hand(1)}
    nines = meld_holding(hand, "9H")
    play(hand, LayOff(c("9S"), nines))
    assert hand.view(0).laid_off == ((c("9S"), nines),)
    assert c("9S") in hand.view(0).knocker_melds[nines]
    play(hand, FinishLayoffs())
    end = hand.view(0)
    assert end.opponent_hand == hand.hand(1) and end.result == hand.result
    assert end.legal_actions == () and end.to_act is None


def test_view_after_gin_shows_both_hands() -> None:
    hand = rig(SPADES_A9, DEFENDER_19, "5D", "TS")
    both_pass(hand)
    play(hand, Knock(c("KH")))
    assert hand.view(0).opponent_hand == tuple(parse_cards(DEFENDER_19))
    assert hand.view(1).opponent_hand == hand.hand(0)


def test_view_of_a_drawn_hand_keeps_both_hands_hidden() -> None:
    hand = Hand.deal(RuleSet(first_upcard_offer=False), deck=list(CARDS))
    draw_and_throw(hand, 2)
    assert hand.result is not None and hand.result.kind == "draw"
    for seat in (0, 1):
        view = hand.view(seat)
        assert view.opponent_hand is None and view.knocker is None
        assert not cards_in(view) & {str(card) for card in (*hand.hand(1 - seat), *hand.stock)}


def test_view_to_dict_is_plain_json() -> None:
    hand = rig(KNOCKER_6, DEFENDER_9S_18, "QD", "QS")
    both_pass(hand)
    play(hand, Knock(c("QS")), FinishLayoffs())
    data = hand.view(1).to_dict()
    assert json.loads(json.dumps(data)) == data
    assert data["phase"] == "ended" and data["result"]["kind"] == "knock"
    assert data["scores"] == [0, 0] and data["names"] == ["Player 1", "Player 2"]


def test_view_is_frozen() -> None:
    view = Hand.deal(seed=1).view(0)
    with pytest.raises(AttributeError):
        view.seat = 1  # type: ignore[misc]


# --- events ---------------------------------------------------------------------------


def test_event_for_seat_hides_only_another_seats_private_cards() -> None:
    event = Event(kind=EventKind.DREW_STOCK, seat=1, cards=(c("9H"),), count=1, private=True)
    assert event.for_seat(1) is event
    assert event.for_seat(0).cards == () and event.for_seat(0).count == 1
    public = Event(kind=EventKind.DISCARDED, seat=1, cards=(c("9H"),), count=1)
    assert public.for_seat(0) is public


def test_event_dicts_round_trip_for_every_kind_seen_in_a_hand() -> None:
    hand = rig(KNOCKER_6, DEFENDER_9S_18, "QD", "QS")
    both_pass(hand)
    play(hand, Knock(c("QS")))
    play(hand, LayOff(c("9S"), meld_holding(hand, "9H")), FinishLayoffs())
    for event in hand.events:
        data = event.to_dict()
        assert Event.from_dict(json.loads(json.dumps(data))) == event
        data["seat"] = 7  # a copy: the event keeps its own
        data.get("melds", []).append("XX")
        assert event.to_dict() == Event.from_dict(event.to_dict()).to_dict() != data
    kinds = {event.kind for event in hand.events}
    assert {EventKind.KNOCKED, EventKind.LAID_OFF, EventKind.HAND_SCORED} <= kinds


def test_event_describe_gives_a_sentence_for_each_kind() -> None:
    hand = rig(KNOCKER_6, DEFENDER_9S_18, "QD", "QS")
    both_pass(hand)
    play(hand, Knock(c("QS")))
    play(hand, LayOff(c("9S"), meld_holding(hand, "9H")), FinishLayoffs())
    text = [event.for_seat(1).describe(("Ann", "Bob")) for event in hand.events]
    assert text[0] == "Bob deals 10 cards each."
    assert text[1] == "The upcard is Q♦. Knock limit 10."
    assert "Ann knocked with 6 deadwood." in text
    assert "Bob laid off 9♠." in text
    assert text[-1] == "Ann wins the hand (knock) for 12 points."
    assert all(sentence.endswith(".") for sentence in text)


def test_event_describe_cut_and_match_events() -> None:
    cut = Event(kind=EventKind.CUT, seat=0, cards=(c("3H"), c("JC")), count=2)
    assert cut.describe() == "Player 1 cut 3♥, Player 2 cut J♣: Player 1 deals."
    tie = Event(kind=EventKind.CUT, seat=None, cards=(c("3H"), c("3C")), count=2)
    assert tie.describe().endswith("a tie, cut again.")
    bonus = Event(EventKind.MATCH_BONUS, 1, points=100, label="game")
    assert bonus.describe() == "Player 2 gets a game bonus of 100."
    assert Event(EventKind.MATCH_WON, 1, scores=(80, 250)).describe() == "Player 2 wins the match."


def test_draw_stock_event_from_the_drawers_view_after_a_restore() -> None:
    hand = rig(KNOCKER_6, DEFENDER_9S_18, "QD", "QS")
    play(hand, "pass", "pass")
    restored = Hand.from_dict(hand.to_dict())
    restored.apply(DrawStock())
    assert restored.view(1).events[-1].cards == ()
    assert restored.view(0).events[-1].cards == (c("QS"),)
