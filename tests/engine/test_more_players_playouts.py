"""Random playouts of three-handed and partnership gin (RULES.md section 4), checking at
every step what ``test_playouts.py`` and ``test_ginski_playouts.py`` check for the other
games: every card of each game's deck is in one place; no seat's view, nor its view of the
other game of partnership gin, names a card it may not know; the saved match round-trips;
a hand's score is exactly ``score_showdown``'s; and the points go to the side of the
player who scored them.

``GIN_PLAYOUTS`` sizes the play-out (``tests/sizes.py``): 600 hands of each game times its
value, 1 unless set; CI sets 5, for 3,000 hands of each.
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import replace

from gin_desktop.engine import Hand, Match, NextHand, RuleSet, ShowdownResult, score_showdown
from tests.sizes import playouts

from .test_ginski_playouts import check_cards as every_card_once
from .test_ginski_playouts import check_view, choose, seen_mask
from .test_playouts import mask

HANDS = playouts(600)
"""Hands of each game; in partnership gin each of a hand's two games counts as a hand of
two-player gin."""
GAMES = (RuleSet.preset("three_handed"), RuleSet.preset("partnership"))


def check_cards(hand: Hand) -> None:
    """Every card of the game's deck in one place, none with a seat that does not play."""
    every_card_once(hand)
    for seat in hand.seats:
        assert (seat in hand.players) == bool(hand.hand(seat)) or hand.result is not None


def check_side_game(match: Match, seat: int) -> None:
    """Beside the other game, a seat sees its face-up cards and nothing else."""
    view = match.view(seat).side_game
    own = match.hand_of(seat)
    others = [hand for hand in match.hands_in_play if hand is not own]
    if not others:
        assert view is None
        return
    (hand,) = others
    assert view is not None and view.hand == () and view.legal_actions == ()
    secret = mask(hand.stock)
    taken = mask(card for e in hand.events if e.kind == "drew_discard" for card in e.cards)
    if hand.knock_discard is not None:
        secret |= hand.knock_discard.bit & ~taken  # face down, unless seen taken before
    for player in hand.players:
        if hand.result is None and hand.knocker != player:
            secret |= mask(hand.hand(player)) & ~mask(hand.known_cards(player))
    assert not secret & seen_mask(view)


def check_score(hand: Hand) -> None:
    result = hand.result
    assert result is not None
    if result.kind == "draw":
        assert result.winner is None and result.points == 0
        return
    knocker, (defender,) = hand.knocker, hand.defenders
    assert knocker is not None
    laid = [card for card, _ in hand.placements]
    showdown = score_showdown(
        hand.hand(knocker),
        [*hand.hand(defender), *laid],
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
    assert result.winner == (knocker if showdown.winner == "knocker" else defender)


def check_sides(match: Match, before: tuple[int, ...], hand: Hand) -> None:
    """The hand's points went to every seat of the scorer's side, and to no other."""
    result = hand.result
    assert result is not None
    side = match.rules.team_of(result.winner) if result.winner is not None else ()
    for seat in match.rules.seats:
        gained = match.scores[seat] - before[seat]
        assert gained == (result.points if seat in side else 0)


def play_step(match: Match, rng: random.Random) -> None:
    """One action, after checking the cards of every game and, one step in three, the views
    of the seat to act and of one other seat (of every seat, one step in twenty)."""
    seats, draw = match.rules.seats, rng.random()
    looked_at = seats if draw < 0.05 else {match.to_act, rng.choice(seats)} if draw < 0.35 else ()
    for hand in match.hands_in_play:
        check_cards(hand)
    for seat in looked_at:
        assert seat is not None
        check_view(match.hand_of(seat), seat)
        check_side_game(match, seat)
    if rng.random() < 0.05:
        data = match.to_dict()
        assert Match.from_dict(data).to_dict() == data
    seat = match.to_act
    assert seat is not None
    hand = match.hand_of(seat)
    before, action = match.scores, choose(hand, rng)
    match.apply(action, seat=seat)
    if hand.result is not None:
        check_score(hand)
        check_sides(match, before, hand)


def play_hands(game: int, seeds: range) -> Counter[str]:
    """Matches of ``GAMES[game]``, seeded from ``seeds``, until ``len(seeds)`` hands are
    played (each game of partnership gin counting as a hand)."""
    outcomes: Counter[str] = Counter()
    rules, played = GAMES[game], 0
    for seed in seeds:
        match, rng = Match(rules, seed=seed), random.Random(seed)
        while not match.is_over and played < len(seeds):
            if match.hand_over:
                outcomes.update(
                    str(hand.result.kind) for hand in match.hands_in_play if hand.result
                )
                played += len(match.hands_in_play)
                match.apply(NextHand(), seat=rng.choice(rules.seats))
                continue
            play_step(match, rng)
        if played >= len(seeds):
            break
    outcomes["hands"] = played
    return outcomes


def test_three_handed_and_partnership_playouts_keep_every_invariant() -> None:
    """Each game's hands in two halves, of matches seeded from the even and the odd seeds."""
    for game in range(len(GAMES)):
        total = play_hands(game, range(0, HANDS, 2)) + play_hands(game, range(1, HANDS, 2))
        assert total["hands"] >= HANDS and {"knock", "undercut", "gin"} <= set(total), total
