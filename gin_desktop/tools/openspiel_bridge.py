"""OpenSpiel's ``simple_gin_rummy_bot`` as a seat at our table: an outside yardstick.

For each hand a pyspiel ``gin_rummy`` state mirrors our ``Hand`` action for action: the
deal and every stock draw are chance outcomes there, so we feed it the cards our engine
dealt. When the bot is to act, it steps on that mirror and its choice is translated back
into one of our actions. The pyspiel state is omniscient (it must hold both hands to
accept the opponent's discards), but the bot reads only its own observation tensor, so
it plays fair.

How OpenSpiel's game differs from RULES.md, and what this bridge does about it:

- OpenSpiel's player 0 takes the first upcard decision: our non-dealer. It deals player 0
  ten cards, then player 1 ten, then the upcard; the order within a hand does not matter.
- Its knock limit is a game parameter of at most 10; we load the game with the hand's own
  limit (so Oklahoma needs no ``oklahoma`` parameter). Bonuses are passed for fidelity;
  the bot ignores scores.
- It has no big gin: when ``BigGin`` is legal we declare it for the bot (it is never worse).
- Its bot never lays off; our rules' defender lays off the engine's optimal set instead.
- It lets a player throw back the card just taken. Our default rules do not: when the bot
  wants that (or a knock our engine refuses), we play our best legal alternative and
  count it in ``fallbacks``.
- It ends a hand after 50 upcard draws, or when both players throw back the card they
  took; if that ever cuts the mirror short, the rest of the hand uses our fallback.
- The two-card wall: OpenSpiel lets the next player take the last discard and knock; our
  engine ends the hand at that discard, so the bot is never asked.
"""

from __future__ import annotations

import functools
from collections import Counter
from typing import Any

import pyspiel

from gin_desktop.ai.player import lay_off_step
from gin_desktop.engine.actions import (
    Action,
    BigGin,
    Discard,
    DrawDiscard,
    DrawStock,
    FinishLayoffs,
    Knock,
    Melds,
    NextHand,
    PassUpcard,
)
from gin_desktop.engine.cards import CARDS, Card
from gin_desktop.engine.events import EventKind
from gin_desktop.engine.hand import Hand, Phase
from gin_desktop.engine.match import Match
from gin_desktop.engine.melds import best_discard_of_mask, deadwood_of_mask
from gin_desktop.engine.rules import RuleSet
from gin_desktop.engine.solver import check_melds
from gin_desktop.engine.view import PlayerView

DRAW_UPCARD, DRAW_STOCK, PASS, KNOCK, MELD_BASE = 52, 53, 54, 55, 56
MAX_KNOCK_CARD = 10
"""OpenSpiel refuses a ``knock_card`` above 10."""
_SUIT_SWAP = (0, 3, 2, 1)
"""Our suits go S H D C, OpenSpiel's card ids s c d h: hearts and clubs swap places, so
the same table maps both ways."""


class MirrorError(RuntimeError):
    """The pyspiel mirror disagrees with our hand: a bug in the bridge, never a game event."""


def to_os(card: Card) -> int:
    return _SUIT_SWAP[card.suit] * 13 + card.rank - 1


def from_os(card_id: int) -> Card:
    return CARDS[_SUIT_SWAP[card_id // 13] * 13 + card_id % 13]


@functools.lru_cache(maxsize=64)
def load_game(knock_card: int, gin_bonus: int, undercut_bonus: int) -> Any:
    """The pyspiel game for a hand with this knock limit and these bonuses."""
    if not 0 <= knock_card <= MAX_KNOCK_CARD:
        raise ValueError(f"OpenSpiel's gin_rummy allows a knock limit of 0 to 10, not {knock_card}")
    params = {
        "knock_card": knock_card,
        "gin_bonus": gin_bonus,
        "undercut_bonus": undercut_bonus,
        "oklahoma": False,
    }
    return pyspiel.load_game("gin_rummy", params)


@functools.lru_cache(maxsize=1)
def _utils() -> Any:
    return pyspiel.gin_rummy.GinRummyUtils(13, 4, 10)


def meld_cards(action: int) -> tuple[Card, ...]:
    """The cards of OpenSpiel's lay-meld action (runs there are at most five cards)."""
    return tuple(from_os(int(card)) for card in _utils().int_to_meld[action - MELD_BASE])


def dealt_hands(hand: Hand) -> tuple[list[Card], list[Card]]:
    """Each seat's ten dealt cards, found by undoing the hand's events on today's hands."""
    held = [set(hand.hand(0)), set(hand.hand(1))]
    gained = (EventKind.DREW_STOCK, EventKind.DREW_DISCARD)
    lost = (EventKind.DISCARDED, EventKind.KNOCKED, EventKind.GIN, EventKind.LAID_OFF)
    for event in reversed(hand.events):
        if event.seat is None:
            continue
        if event.kind in gained:
            held[event.seat] -= set(event.cards)
        elif event.kind in lost:
            held[event.seat] |= set(event.cards)
    return sorted(held[0]), sorted(held[1])


class Mirror:
    """A pyspiel state that follows one of our hands, event by event.

    OpenSpiel's player 0 is our non-dealer. ``sync()`` applies the events our hand has
    recorded since the last call. After a knock or a drawn hand the mirror stops: the bot
    has nothing left to decide that OpenSpiel knows of.
    """

    def __init__(self, hand: Hand) -> None:
        self.our_hand = hand
        self.game = load_game(hand.knock_limit, hand.rules.gin_bonus, hand.rules.undercut_bonus)
        self.state = self.game.new_initial_state()
        self.stopped = False
        hands = dealt_hands(hand)
        for card in [*hands[hand.non_dealer], *hands[hand.dealer], hand.first_upcard]:
            self._apply(to_os(card))
        # The events up to the turned upcard are the deal just mirrored.
        kinds = [event.kind for event in hand.events]
        self._cursor = kinds.index(EventKind.UPCARD_TURNED) + 1

    def pid(self, seat: int) -> int:
        """OpenSpiel's player id of our ``seat`` in this hand."""
        return 0 if seat == self.our_hand.non_dealer else 1

    @property
    def lost(self) -> bool:
        """OpenSpiel ended the hand while ours goes on (its limit of 50 upcard draws, or
        both players throwing back the card they took)."""
        return bool(self.state.is_terminal()) and not self.stopped

    def hand(self, seat: int) -> set[Card]:
        return {from_os(int(card)) for card in self.state.hands()[self.pid(seat)]}

    def sync(self) -> None:
        events = self.our_hand.events
        while self._cursor < len(events) and not self.stopped and not self.lost:
            event = events[self._cursor]
            self._cursor += 1
            self._follow(event.kind, event.cards)

    def _follow(self, kind: EventKind, cards: tuple[Card, ...]) -> None:
        if kind == EventKind.UPCARD_PASSED:
            self._apply(PASS)
        elif kind == EventKind.DREW_DISCARD:
            self._apply(DRAW_UPCARD)
        elif kind == EventKind.DREW_STOCK:
            self._draw_stock(cards[0])
        elif kind == EventKind.DISCARDED:
            self._apply(to_os(cards[0]))
        else:
            self.stopped = True  # a knock, gin, big gin or the wall ended our hand

    def _draw_stock(self, card: Card) -> None:
        # Without our first-upcard option both players "pass" the upcard in OpenSpiel.
        while self.state.current_phase() == pyspiel.gin_rummy.Phase.FIRST_UPCARD and (
            DRAW_STOCK not in self.state.legal_actions()
        ):
            self._apply(PASS)
        self._apply(DRAW_STOCK)
        self._apply(to_os(card))  # the chance outcome: the card our engine dealt

    def _apply(self, action: int) -> None:
        if action not in self.state.legal_actions():
            text = self.state.action_to_string(self.state.current_player(), action)
            raise MirrorError(f"OpenSpiel refuses {text} in\n{self.state}")
        self.state.apply_action(action)

    def check(self, view: PlayerView) -> None:
        """The bot is to act in OpenSpiel with exactly the cards our engine gives it."""
        pid = self.pid(view.seat)
        if self.state.current_player() != pid or self.hand(view.seat) != set(view.hand):
            raise MirrorError(f"mirror out of sync for seat {view.seat}:\n{self.state}")


class OpenSpielPlayer:
    """OpenSpiel's simple bot in one seat of a ``Match``; call ``sit`` before play.

    ``fallbacks`` counts the decisions where the bot's own choice was illegal under our
    rules (or its mirror had ended) and our best legal alternative was played instead.
    """

    name = "openspiel"

    def __init__(self) -> None:
        self.fallbacks: Counter[str] = Counter()
        self.decisions = 0
        """Decisions the bot itself was asked (not forced moves, lay-offs or big gin)."""
        self._table: Match | Hand | None = None
        self._seat = 0
        self._mirror: Mirror | None = None
        self._bots: dict[tuple[int, int, int, int], Any] = {}
        self._bot: Any = None

    def sit(self, table: Match | Hand, seat: int) -> None:
        """Take ``seat`` at a match (or a single hand): the bridge reads the referee's
        hands to mirror them, the bot never does."""
        check_rules(table.rules)
        self._table, self._seat, self._mirror = table, seat, None

    @property
    def mirror(self) -> Mirror | None:
        """The pyspiel mirror of the current hand (for tests and debugging)."""
        return self._mirror

    def choose(self, view: PlayerView) -> Action:
        legal = view.legal_actions
        if not legal:
            raise ValueError("it is not this player's turn: the view offers no action")
        forced = _forced(view)
        if forced is not None:
            return forced
        mirror = self._synced_mirror(view)
        if mirror.lost:
            self.fallbacks["mirror ended"] += 1
            return engine_choice(view)
        self.decisions += 1
        try:
            return self._ask_bot(view, mirror)
        except pyspiel.SpielError:
            self._bot.restart()
            self.fallbacks["bot error"] += 1
            return engine_choice(view)

    # -- the mirror --------------------------------------------------------------------

    def _synced_mirror(self, view: PlayerView) -> Mirror:
        if self._table is None or view.seat != self._seat:
            raise RuntimeError("call sit(match, seat) before asking the OpenSpiel player")
        hand = self._table.hand if isinstance(self._table, Match) else self._table
        if self._mirror is None or self._mirror.our_hand is not hand:
            self._mirror = Mirror(hand)
            self._bot = self._bot_for(self._mirror, view.seat)
            self._bot.restart()  # the bot caches its knock plan between calls
        self._mirror.sync()
        if not self._mirror.lost:
            self._mirror.check(view)
        return self._mirror

    def _bot_for(self, mirror: Mirror, seat: int) -> Any:
        rules, pid = mirror.our_hand.rules, mirror.pid(seat)
        key = (mirror.our_hand.knock_limit, rules.gin_bonus, rules.undercut_bonus, pid)
        if key not in self._bots:
            params = mirror.game.get_parameters()
            self._bots[key] = pyspiel.make_simple_gin_rummy_bot(params, pid)
        return self._bots[key]

    # -- asking the bot ----------------------------------------------------------------

    def _ask_bot(self, view: PlayerView, mirror: Mirror) -> Action:
        choice = int(self._bot.step(mirror.state))
        if view.phase in (Phase.FIRST_UPCARD, Phase.DRAW):
            return self._draw(view, choice)
        if choice == KNOCK:
            return self._knock(view, mirror)
        return self._discard(view, from_os(choice))

    def _draw(self, view: PlayerView, choice: int) -> Action:
        if choice == DRAW_UPCARD:
            action: Action = DrawDiscard()
        elif view.phase == Phase.FIRST_UPCARD:
            action = PassUpcard()
        else:
            action = DrawStock()  # its "pass" when our rules offer no first upcard
        return self._legal_or_fallback(view, action, "draw refused")

    def _discard(self, view: PlayerView, card: Card) -> Action:
        return self._legal_or_fallback(view, Discard(card), "discard refused")

    def _legal_or_fallback(self, view: PlayerView, action: Action, reason: str) -> Action:
        if action in view.legal_actions:
            return action
        self.fallbacks[reason] += 1
        return engine_choice(view, knock=False)

    def _knock(self, view: PlayerView, mirror: Mirror) -> Action:
        """The bot knocked: on a copy of the mirror it then picks its discard and melds."""
        state = mirror.state.clone()
        state.apply_action(KNOCK)
        card, melds = None, []
        while state.current_player() == mirror.pid(view.seat):
            choice = int(self._bot.step(state))
            state.apply_action(choice)
            if choice < DRAW_UPCARD:
                card = from_os(choice)
            elif choice >= MELD_BASE:
                melds.append(meld_cards(choice))
            else:
                break  # its pass: the hand is laid down
        knock = None if card is None else Knock(card, tuple(melds))
        if knock is not None and knock_is_legal(view, knock):
            return knock
        self._bot.restart()  # forget the refused knock plan
        self.fallbacks["knock refused"] += 1
        return engine_choice(view)


def check_rules(rules: RuleSet) -> None:
    """OpenSpiel cannot play a knock limit above 10 (Oklahoma limits never are)."""
    if not rules.oklahoma and rules.knock_limit > MAX_KNOCK_CARD:
        raise ValueError(
            f"OpenSpiel's gin_rummy allows a knock limit of at most 10, not {rules.knock_limit}"
        )


def _forced(view: PlayerView) -> Action | None:
    """Moves the bot is not asked about: one legal action, big gin, lay-offs, next hand."""
    legal = view.legal_actions
    if len(legal) == 1:
        return legal[0]
    if NextHand() in legal:
        return NextHand()
    if BigGin() in legal:
        return BigGin()  # OpenSpiel has no big gin; declaring it is never worse
    if view.phase == Phase.LAYOFF:
        return lay_off_step(view)
    return None


def knock_is_legal(view: PlayerView, knock: Knock) -> bool:
    """Our engine's knock rules, checked without playing: held, not just taken, melds
    that hold, deadwood within the hand's limit."""
    banned = view.taken_card if view.rules.forbid_discarding_taken_card else None
    if knock.card not in view.hand or knock.card == banned:
        return False
    kept = [card for card in view.hand if card != knock.card]
    melds: Melds = knock.melds or ()
    try:
        dead = check_melds(kept, melds)
    except ValueError:
        return False
    return sum(card.value for card in dead) <= view.knock_limit


def engine_choice(view: PlayerView, *, knock: bool = True) -> Action:
    """Our stand-in for a refused choice: draw blind; knock with the least deadwood if
    allowed, else throw the legal card that leaves the least deadwood."""
    legal = view.legal_actions
    for blind in (DrawStock(), PassUpcard(), FinishLayoffs(), NextHand()):
        if blind in legal:
            return blind
    hand = sum(card.bit for card in view.hand)
    knocks = [action for action in legal if isinstance(action, Knock)]
    if knock and knocks:
        return min(knocks, key=lambda a: (deadwood_of_mask(hand ^ a.card.bit), -a.card.value))
    banned = view.taken_card if view.rules.forbid_discarding_taken_card else None
    _, bit = best_discard_of_mask(hand, 0 if banned is None else banned.bit)
    return Discard(CARDS[bit.bit_length() - 1])
