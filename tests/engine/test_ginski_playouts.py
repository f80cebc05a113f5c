"""Random playouts of Ginski (RULES.md section 3) for two, three and four players, checking
at every step what ``test_playouts.py`` checks for two-player gin: every card of the
Rumski deck is in one place; no seat's view names a card it may not know (another seat's
unshown cards, the stock, a face-down knock discard); the saved form round-trips; and at
the end the hand's score is exactly ``score_table_showdown``'s (and, with two players,
``score_showdown``'s).

``GIN_PLAYOUTS`` sizes the play-out (``tests/sizes.py``): 600 hands for each number of
players times its value, 1 unless set; CI sets 5, for 3,000 hands of each.
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import replace
from itertools import chain

from gin_desktop.engine import (
    Action,
    BigGin,
    Deck,
    Discard,
    DrawDiscard,
    DrawStock,
    FinishLayoffs,
    Hand,
    Knock,
    LayOff,
    PassUpcard,
    Phase,
    PlayerView,
    RuleSet,
    ShowdownResult,
    action_from_dict,
    score_showdown,
    solver_for,
)
from gin_desktop.engine.events import laid_off_by_seat
from gin_desktop.engine.showdown import score_table_showdown
from tests.sizes import playouts

from .test_playouts import mask

HANDS = playouts(600)
"""Hands for each number of players."""
GINSKI = RuleSet.preset("ginski")
VARIANTS = tuple(GINSKI.with_changes(players=players) for players in (2, 3, 4))


def check_cards(hand: Hand) -> None:
    """Every card of the hand's deck in one place."""
    deck = Deck.named(hand.rules.deck)
    places = [card for seat in hand.seats for card in hand.hand(seat)]
    places += [*hand.stock, *hand.discard_pile, *(card for card, _ in hand.placements)]
    if hand.knock_discard is not None:
        places.append(hand.knock_discard)
    assert len(places) == deck.size and mask(places) == deck.full_mask


def seen_mask(view: PlayerView) -> int:
    seen = mask((*view.hand, *view.discard_pile, view.first_upcard))
    seen |= view.taken_card.bit if view.taken_card is not None else 0
    for other in view.others:
        seen |= mask((*other.known, *(other.shown or ())))
    for event in view.events:
        seen |= mask(chain(event.cards, *event.melds))
    seen |= mask(chain(*view.declared_melds, *view.knocker_melds))
    seen |= mask(card for card, _ in view.laid_off)
    seen |= mask(a.card for a in view.legal_actions if isinstance(a, (Discard, Knock, LayOff)))
    return seen


def check_view(hand: Hand, seat: int) -> None:
    view = hand.view(seat)
    assert view.hand == hand.hand(seat) and view.stock_count == hand.stock_count
    assert [other.seat for other in view.others] == [
        (seat + step) % hand.rules.players for step in range(1, hand.rules.players)
    ]
    secret = mask(hand.stock)
    taken = mask(card for e in hand.events if e.kind == "drew_discard" for card in e.cards)
    if hand.knock_discard is not None and hand.knocker != seat:
        secret |= hand.knock_discard.bit & ~taken
    for other in view.others:
        cards = hand.hand(other.seat)
        assert other.card_count == len(cards)
        if other.shown is None:
            secret |= mask(cards) & ~mask(hand.known_cards(other.seat))
        else:
            assert other.shown == cards
            assert hand.knocker == other.seat or hand.phase is Phase.ENDED
    assert not secret & seen_mask(view)
    assert view.legal_actions == (tuple(hand.legal_actions()) if hand.to_act == seat else ())


def check_round_trip(hand: Hand) -> None:
    data = hand.to_dict()
    assert Hand.from_dict(data).to_dict() == data


def check_score(hand: Hand) -> None:
    result = hand.result
    assert result is not None
    if result.kind == "draw":
        assert result.winner is None and result.points == 0 and hand.stock_count <= 2
        return
    knocker = hand.knocker
    assert knocker is not None and result.knocker == knocker
    played = laid_off_by_seat(hand.events, hand.defenders)
    hands = [[*hand.hand(seat), *(c for c, _ in played[seat])] for seat in hand.defenders]
    table = score_table_showdown(
        hand.hand(knocker),
        hands,
        hand.rules,
        knocker_melds=hand.declared_melds,
        placements=list(played.values()),
        knock_limit=hand.knock_limit,
    )
    assert result.showdown == table and result.points == table.points
    places = (knocker, *hand.defenders)
    assert result.winner == places[table.winner] and result.kind == table.kind.value
    if len(hand.defenders) == 1:
        (defender,) = hand.defenders
        laid = [card for card, _ in played[defender]]
        showdown = score_showdown(
            hand.hand(knocker),
            hands[0],
            hand.rules,
            knocker_melds=hand.declared_melds,
            laid_off=laid,
            knock_limit=hand.knock_limit,
        )
        # the hand keeps the lay-offs in the order played; score_showdown finds an order
        assert result.showdown is not None
        shown = ShowdownResult.of(result.showdown)
        assert replace(showdown, placements=shown.placements) == shown
        assert list(shown.placements) == played[defender]


def choose(hand: Hand, rng: random.Random) -> Action:
    """A random legal action, often a greedy one, so that knocks, Going Ginski,
    undercuts and lay-offs happen."""
    actions = hand.legal_actions()
    if hand.phase is Phase.DISCARD:
        solver, full = solver_for(hand.rules), mask(hand.hand(hand.to_act or 0))
        ends = [a for a in actions if isinstance(a, (Knock, BigGin))]
        gins = [a for a in ends if isinstance(a, BigGin) or not solver.deadwood(full ^ a.card.bit)]
        if gins or (ends and rng.random() < 0.4):  # some wait for Going Ginski
            return rng.choice(gins or ends)
        discards = [a for a in actions if isinstance(a, Discard)]
        if rng.random() < 0.8:
            return min(discards, key=lambda a: (solver.deadwood(full ^ a.card.bit), rng.random()))
        return rng.choice(discards)
    if hand.phase is Phase.LAYOFF:
        lay_offs = [a for a in actions if isinstance(a, LayOff)]
        return rng.choice(lay_offs) if lay_offs and rng.random() < 0.9 else FinishLayoffs()
    if DrawDiscard() in actions and rng.random() < 0.7:
        return PassUpcard() if PassUpcard() in actions else DrawStock()
    return rng.choice(actions)


def play_hand(seed: int) -> str:
    rules = VARIANTS[seed % len(VARIANTS)]
    rng = random.Random(seed)
    hand = Hand.deal(rules, dealer=seed % rules.players, seed=seed)
    while hand.result is None:
        check_cards(hand)
        for seat in hand.seats:
            check_view(hand, seat)
        if rng.random() < 0.2:
            check_round_trip(hand)
        action = choose(hand, rng)
        assert action_from_dict(action.to_dict()) == action
        hand.apply(action, seat=hand.to_act)
    check_cards(hand)
    check_round_trip(hand)
    check_score(hand)
    return f"{rules.players} {hand.result.kind}"


def play_hands(seeds: range) -> Counter[str]:
    return Counter(play_hand(seed) for seed in seeds)


def test_ginski_playouts_keep_every_invariant_for_two_three_and_four_players() -> None:
    total_hands = HANDS * len(VARIANTS)
    total = play_hands(range(total_hands))
    assert sum(total.values()) == total_hands
    for players in (2, 3, 4):
        ways = {key.split()[1] for key in total if key.startswith(f"{players} ")}
        assert {"knock", "undercut", "gin"} <= ways, total
