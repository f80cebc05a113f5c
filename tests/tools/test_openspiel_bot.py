"""The OpenSpiel bridge: card ids, the mirrored deal, whole matches, and its fallbacks."""

from __future__ import annotations

import pytest

pytest.importorskip("pyspiel")

from gin_desktop.ai import Player, create_player
from gin_desktop.engine import (
    CARDS,
    Action,
    Card,
    DrawDiscard,
    Hand,
    Knock,
    Match,
    NextHand,
    PlayerView,
    RuleSet,
    parse_cards,
)
from gin_desktop.tools.arena import play_match
from gin_desktop.tools.openspiel_bridge import (
    Mirror,
    MirrorError,
    OpenSpielPlayer,
    dealt_hands,
    from_os,
    load_game,
    meld_cards,
    to_os,
)


class CheckedBot(OpenSpielPlayer):
    """Records, at each decision, the bot's hand in pyspiel beside our engine's."""

    def __init__(self) -> None:
        super().__init__()
        self.seen: list[tuple[set[Card], set[Card]]] = []

    def choose(self, view: PlayerView) -> Action:
        asked = self.decisions
        action = super().choose(view)
        mirror = self.mirror
        if self.decisions > asked and mirror is not None:
            assert mirror.state.current_player() == mirror.pid(view.seat)
            self.seen.append((mirror.hand(view.seat), set(view.hand)))
        return action


def test_card_ids_follow_openspiel() -> None:
    state = load_game(10, 25, 25).new_initial_state()
    for card in CARDS:
        assert from_os(to_os(card)) == card
        text = state.action_to_string(-1, to_os(card))  # "Chance outcome: Ac"
        assert text[-2:].upper() == str(card)
    assert [str(c) for c in meld_cards(56)] == ["AC", "AD", "AH"]  # its first meld


def test_mirror_deals_our_hand_with_the_non_dealer_as_player_0() -> None:
    hand = Hand.deal(dealer=0, seed=8)
    mirror = Mirror(hand)
    assert mirror.pid(1) == 0 and mirror.pid(0) == 1
    assert mirror.state.current_player() == 0
    assert mirror.hand(1) == set(hand.hand(1)) and mirror.hand(0) == set(hand.hand(0))
    assert from_os(mirror.state.upcard()) == hand.first_upcard
    assert mirror.state.stock_size() == hand.stock_count


def test_dealt_hands_undo_the_play() -> None:
    match = Match(RuleSet(), seed=3)
    dealt = (sorted(match.hand.hand(0)), sorted(match.hand.hand(1)))
    players = [create_player("casual", 1), create_player("casual", 2)]
    while match.hand.result is None:
        seat = match.to_act
        assert seat is not None
        match.apply(players[seat].choose(match.view(seat)), seat=seat)
        assert dealt_hands(match.hand) == dealt


HOUSE_RULES = RuleSet(
    first_upcard_offer=False,
    forbid_discarding_taken_card=False,
    big_gin_enabled=False,
    knock_limit=7,
    next_dealer="alternate",
)


@pytest.mark.parametrize(
    ("rules", "seed", "bot_seat"),
    [
        (RuleSet(), 1, 1),
        (RuleSet(), 2, 0),
        (RuleSet.preset("oklahoma"), 3, 1),
        (RuleSet.preset("classic_bonuses"), 4, 0),
        (HOUSE_RULES, 5, 1),
    ],
)
def test_whole_matches_stay_in_sync(rules: RuleSet, seed: int, bot_seat: int) -> None:
    bot = CheckedBot()
    stats = play_match(create_player("casual", seed), bot, f"os{seed}", rules, a_seat=1 - bot_seat)
    assert stats.hands >= 1 and bot.decisions > 0
    assert len(bot.seen) == bot.decisions
    for in_pyspiel, in_engine in bot.seen:
        assert in_pyspiel == in_engine


def test_the_mirror_follows_the_opponents_stock_draws() -> None:
    match = Match(RuleSet(), seed=21)
    bot, other = OpenSpielPlayer(), create_player("beginner", 3)
    bot.sit(match, 0)
    while match.hand_number == 1 and match.hand.result is None:
        seat = match.to_act
        assert seat is not None
        player = bot if seat == 0 else other
        match.apply(player.choose(match.view(seat)), seat=seat)
        mirror = bot.mirror
        if mirror is not None and not mirror.stopped:
            mirror.sync()
            if not mirror.stopped:
                assert mirror.hand(0) == set(match.hand.hand(0))
                assert mirror.hand(1) == set(match.hand.hand(1))
                assert mirror.state.stock_size() == match.hand.stock_count


def test_throwing_back_the_taken_upcard_falls_back_to_a_legal_knock() -> None:
    # The non-dealer holds 2 deadwood; OpenSpiel's bot takes the K♣ upcard because it can
    # then knock, and would knock by throwing the K♣ straight back: our rules forbid that.
    non_dealer = parse_cards("AS 2S 3S 4H 5H 6H 7D 8D 9D 2C")
    dealer = parse_cards("KS QH JD 9C 7C 5C 3D AH 8S 6D")
    rest = [card for card in CARDS if card not in {*non_dealer, *dealer, Card.from_str("KC")}]
    deck = [card for pair in zip(non_dealer, dealer, strict=True) for card in pair]
    hand = Hand.deal(dealer=0, deck=[*deck, Card.from_str("KC"), *rest])
    bot = OpenSpielPlayer()
    bot.sit(hand, 1)
    take = bot.choose(hand.view(1))
    assert take == DrawDiscard()
    hand.apply(take, seat=1)
    knock = bot.choose(hand.view(1))
    assert isinstance(knock, Knock) and knock.card == Card.from_str("2C")  # K♣ is kept
    assert bot.fallbacks == {"knock refused": 1}
    hand.apply(knock, seat=1)
    assert hand.knocker == 1


def test_a_desynced_mirror_is_reported() -> None:
    hand = Hand.deal(dealer=0, seed=5)
    bot = OpenSpielPlayer()
    bot.sit(hand, 1)
    bot.choose(hand.view(1))
    mirror = bot.mirror
    assert mirror is not None
    mirror.state.apply_action(54)  # a pass our hand never saw
    with pytest.raises(MirrorError):
        mirror.check(hand.view(1))


def test_knock_limits_openspiel_cannot_play_are_refused() -> None:
    with pytest.raises(ValueError, match="at most 10"):
        OpenSpielPlayer().sit(Match(RuleSet(knock_limit=12), seed=1), 0)
    OpenSpielPlayer().sit(Match(RuleSet.preset("oklahoma"), seed=1), 0)


def test_next_hand_and_lay_offs_need_no_bot() -> None:
    match = Match(RuleSet(), seed=9)
    bot = OpenSpielPlayer()
    bot.sit(match, 0)
    players: dict[int, Player] = {0: bot, 1: create_player("strong", 1)}
    while match.hand_number == 1:
        seat = match.to_act
        if seat is None:
            assert bot.choose(match.view(0)) == NextHand()
            match.apply(NextHand())
            break
        match.apply(players[seat].choose(match.view(seat)), seat=seat)
    assert match.hand_number == 2
