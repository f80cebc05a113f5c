"""The UI words every refusal from the engine's reason and details, in whole sentences: in
English it says exactly what the engine's own message says. And the table's sentences
about a turn (what a drop on the table means: tests/plan/test_drops.py)."""

from __future__ import annotations

import functools
import random

import pytest

from gin_desktop.engine import (
    CARDS,
    Action,
    BigGin,
    Discard,
    DrawDiscard,
    DrawStock,
    Event,
    EventKind,
    FinishLayoffs,
    IllegalActionError,
    Knock,
    LayOff,
    Match,
    NextHand,
    PassUpcard,
    Phase,
    Refusal,
    RuleSet,
    parse_cards,
)
from gin_desktop.words.refusals import refusal
from gin_desktop.words.wording import event_what, last_moves

RULES = (
    RuleSet(),
    RuleSet(big_gin_enabled=False, knock_limit=3),
    RuleSet.preset("oklahoma"),
    RuleSet(first_upcard_offer=False),
)


def attempts(match: Match, rng: random.Random) -> list[Action]:
    """Moves to try now, most of them refused: every kind of action, with cards held and
    not held, melds that are no melds, lay-offs on melds that do not exist."""
    hand = list(match.hand.hand(match.to_act)) if match.to_act is not None else []
    others = [card for card in CARDS if card not in hand]
    cards = [*rng.sample(hand, min(3, len(hand))), rng.choice(others)]
    tried: list[Action] = [DrawStock(), DrawDiscard(), PassUpcard(), BigGin(), FinishLayoffs()]
    tried += [NextHand(), *(Discard(card) for card in cards), *(Knock(card) for card in cards)]
    tried += [LayOff(card, index) for card in cards for index in (0, 1, 9)]
    if len(hand) >= 4:
        melds = ((hand[0], hand[1], hand[2]),)
        tried += [Knock(hand[3], melds), BigGin(melds), Knock(hand[3], ((hand[0], others[0]),))]
        tried += [Knock(hand[3], ((hand[0], hand[1], hand[2]), (hand[0], hand[1], hand[2])))]
    return tried


@functools.cache
def refusals_of_play(seed: int, rules: RuleSet) -> tuple[IllegalActionError, ...]:
    """Play a match at random, trying moves that are not legal at every step; a tried move
    the rules allow is played (play goes on from there)."""
    match, rng, found = Match(rules, seed=seed), random.Random(seed), []
    for _ in range(300):
        if match.is_over:
            break
        legal = match.legal_actions()
        for action in attempts(match, rng):
            if action in legal:
                continue
            try:
                match.apply(action, seat=match.to_act)
            except IllegalActionError as error:
                found.append(error)
                continue
            break  # a knock with declared melds the rules allow: it was played
        else:
            match.apply(rng.choice(legal))
    return tuple(found)


@pytest.mark.parametrize("rules", RULES, ids=lambda r: r.preset_name() or "custom")
def test_every_refusal_is_worded_as_the_engine_says_it(rules: RuleSet) -> None:
    seen: set[Refusal] = set()
    for seed in range(4):
        for error in refusals_of_play(seed, rules):
            assert refusal(error) == error.message, error.reason
            seen.add(error.reason)
    assert {Refusal.WRONG_PHASE, Refusal.NOT_HELD} <= seen


def test_the_refusals_of_play_cover_every_reason_but_a_malformed_action() -> None:
    seen = {e.reason for rules in RULES for seed in range(4) for e in refusals_of_play(seed, rules)}
    assert seen == set(Refusal) - {Refusal.NOT_YOUR_TURN, Refusal.NOT_AN_ACTION, Refusal.MATCH_OVER}


def test_the_reasons_no_hand_of_play_meets_are_worded_too() -> None:
    match = Match(RuleSet(target_score=10), seed=1)
    with pytest.raises(IllegalActionError) as wrong_seat:
        match.apply(match.legal_actions()[0], seat=match.rules.next_seat(match.to_act or 0))
    assert refusal(wrong_seat.value) == wrong_seat.value.message == "It is not your turn."
    with pytest.raises(IllegalActionError) as malformed:
        match.apply("knock")  # type: ignore[arg-type]
    assert refusal(malformed.value) == "That is not a move of this game."
    while not match.is_over:
        legal = match.legal_actions()
        knocks = [action for action in legal if isinstance(action, Knock)]
        match.apply(knocks[0] if knocks else legal[0])
    with pytest.raises(IllegalActionError) as over:
        match.apply(NextHand())
    assert refusal(over.value) == over.value.message == "The match is over."


def test_a_turn_is_one_sentence() -> None:
    match = Match(RuleSet(first_upcard_offer=False), seed=12, names=("Ana", "Budi"))
    first = match.to_act
    assert first is not None
    match.apply(DrawStock())
    thrown = next(a for a in match.legal_actions() if isinstance(a, Discard))
    match.apply(thrown)
    text = last_moves(match.view(match.rules.next_seat(first)))
    name = match.names[first]
    assert text.startswith(f"{name} drew from the stock and discarded ") and text.endswith(".")
    assert thrown.card.pretty in text
    assert last_moves(match.view(first)) == ""  # nothing since your own move
    match.apply(DrawStock())  # the next seat draws: the line stays until it discards
    assert last_moves(match.view(match.rules.next_seat(first))) == text


def test_a_name_in_a_turn_is_text_not_markup() -> None:
    rules = RuleSet(first_upcard_offer=False)
    first = Match(rules, seed=12).to_act
    assert first is not None
    names = ["Budi", "Budi"]
    names[first] = "<b>Ana</b>"
    match = Match(rules, seed=12, names=names)
    match.apply(DrawStock())
    match.apply(next(a for a in match.legal_actions() if isinstance(a, Discard)))
    text = last_moves(match.view(match.rules.next_seat(first)))
    assert text.startswith("&lt;b&gt;Ana&lt;/b&gt; drew") and "<b>Ana" not in text


def test_phase_hints_cover_every_phase() -> None:
    from gin_desktop.engine.refusals import PHASE_HINTS

    assert set(PHASE_HINTS) == {phase.value for phase in Phase}
    assert parse_cards("AS")  # the facade is importable beside the UI's words


@pytest.mark.parametrize(
    ("melds", "dead", "deadwood", "text"),
    [
        ("2S 2H 2D|4C 5C 6C", "", 0, "showed 2♠ 2♥ 2♦ | 4♣ 5♣ 6♣; deadwood none (0)"),
        ("2S 2H 2D", "KS 9D", 19, "showed 2♠ 2♥ 2♦; deadwood K♠ 9♦ (19)"),
        ("", "KS 9D", 19, "showed no melds; deadwood K♠ 9♦ (19)"),
    ],
)
def test_melds_shown_in_the_log_read_as_before(
    melds: str, dead: str, deadwood: int, text: str
) -> None:
    shown = tuple(tuple(parse_cards(meld)) for meld in melds.split("|") if meld)
    event = Event(
        EventKind.MELDS_SHOWN, 0, tuple(parse_cards(dead)), melds=shown, deadwood=deadwood
    )
    assert event_what(event, ("Ana", "Budi"), RuleSet(), (0, 0)) == text
