"""One match of the arena, and what the arena counts of it (``MatchStats``).

A match is played whole, player A in the seat it is given: every decision is timed, and
what the arena reports of the match (who won, hands, points, knocks and undercuts, gins,
the points of each way a hand ended, the first deal, feeding, fallbacks) is kept per side,
A then B, whatever the seats.
"""

from __future__ import annotations

import time
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from gin_desktop.ai.expert_way import net_points
from gin_desktop.ai.player import Player
from gin_desktop.engine import Action, Match, NextHand, PlayerView, RuleSet, drawn_hands, tally
from gin_desktop.engine.match import HandRecord

from .endings import Endings, endings
from .feeding import Feeding, feeding
from .players import MAX_ACTIONS_PER_HAND, SeatedPlayer

Pair = tuple[int, int]
"""A value for A, then for B (not by seat)."""
PLAYERS = 2
"""The arena seats two players, A and B."""


@dataclass(frozen=True)
class MatchStats:
    """One match seen from A and B (pairs are (A, B) whatever the seats)."""

    seed: str
    a_seat: int
    winner: int
    """0 if A won the match, 1 if B did."""
    hands: int
    draws: int
    hands_won: Pair
    points: Pair
    """Points won in hands (before end-of-match bonuses)."""
    totals: Pair
    """Match totals, bonuses included."""
    knocks: Pair
    """Hands each ended by a knock that was not gin (undercuts included)."""
    undercut: Pair
    """Of those knocks, how many the other player undercut."""
    gins: Pair
    big_gins: Pair
    first_deal: tuple[str, str]
    """The ten cards A and B were dealt in the first hand."""
    first_dealer: int
    """0 if A dealt the first hand, 1 if B did."""
    feeding: tuple[Feeding, Feeding] = (Feeding(), Feeding())
    """Per side: discards, those meeting a card the other side was known to hold, taken."""
    fallbacks: tuple[tuple[tuple[str, int], ...], tuple[tuple[str, int], ...]] = ((), ())
    """Per side: (reason, count) of choices a bridged player could not play as chosen."""
    times: tuple[tuple[float, ...], tuple[float, ...]] = field(default=((), ()), compare=False)
    """Seconds per ``choose`` call, per side."""
    first_hand: Pair | None = None
    """The points of the first hand, A's and B's: plus for the winner's side, minus for
    the other (None in results files written before it was kept)."""
    endings: tuple[Endings, Endings] | None = None
    """Per side: the hands it ended and their points, by how they ended (None in results
    files written before it was kept)."""


class _Clock:
    """Plays and times each decision of the two sides."""

    def __init__(self) -> None:
        self.times: tuple[list[float], list[float]] = ([], [])

    def choose(self, player: Player, side: int, view: PlayerView) -> Action:
        start = time.perf_counter()
        action = player.choose(view)
        self.times[side].append(time.perf_counter() - start)
        return action


def play_match(
    a: Player,
    b: Player,
    seed: int | str,
    rules: RuleSet | None = None,
    *,
    a_seat: int = 0,
    first_deal: tuple[str, int] | None = None,
) -> MatchStats:
    """Play one whole match, A in ``a_seat``, and return what the arena counts;
    ``first_deal``: its first hand dealt from this seed text by this dealer (a recorded
    hand, as the window's "the expert's way" plays it), the later ones from ``seed``."""
    before = [_fallbacks(player) for player in (a, b)]
    match, seats = seated_match(a, b, seed, rules or RuleSet(), a_seat, first_deal)
    dealt = (_dealt(match, a_seat), _dealt(match, _other(a_seat)))
    first_dealer = _side(match.dealer, a_seat)
    clock = _Clock()

    def timed(seat: int, view: PlayerView) -> Action:
        return clock.choose(seats[seat], _side(seat, a_seat), view)

    play_watched(match, seats, choose=timed, name=f"match {seed!r}")
    fallbacks = [_fallbacks(p) - old for p, old in zip((a, b), before, strict=True)]
    return _stats(match, a_seat, dealt, first_dealer, fallbacks, clock)


Watch = Callable[[int, PlayerView, Action], None]
"""Shown each decision of a watched match before it is applied: the seat, its view, the
action its player chose."""
Choose = Callable[[int, PlayerView], Action]
"""How the seat's player is asked for its action (the arena times the asking)."""


def play_watched(
    match: Match,
    seats: Sequence[Player],
    watch: Watch | None = None,
    *,
    choose: Choose | None = None,
    name: str = "a match",
) -> None:
    """Play ``match`` to its end, each seat's player choosing from its own view (through
    ``choose`` when given), and show ``watch`` every decision: the arena's matches, and
    the tools that measure a player at its decisions. ``name`` names the match in the
    error of a hand that never ends."""
    if choose is None:

        def choose(seat: int, view: PlayerView) -> Action:
            return seats[seat].choose(view)

    actions = 0
    while not match.is_over:
        seat = match.to_act
        if seat is None:
            match.apply(NextHand())
            actions = 0
            continue
        view = match.view(seat)
        action = choose(seat, view)
        if watch is not None:
            watch(seat, view, action)
        match.apply(action, seat=seat)
        actions += 1
        if actions > MAX_ACTIONS_PER_HAND:
            raise RuntimeError(f"hand {match.hand_number} of {name} does not end")


def seated_match(
    a: Player,
    b: Player,
    seed: int | str,
    rules: RuleSet,
    a_seat: int,
    first_deal: tuple[str, int] | None = None,
) -> tuple[Match, tuple[Player, Player]]:
    """A new match with A in ``a_seat``, and its players by seat, seated."""
    seats = (a, b) if a_seat == 0 else (b, a)
    names = (f"A ({a.name})", f"B ({b.name})")
    match = Match(
        rules, seed=seed, names=names if a_seat == 0 else names[::-1], first_deal=first_deal
    )
    for place, player in enumerate(seats):
        if isinstance(player, SeatedPlayer):
            player.sit(match, place)
    return match, seats


def _other(a_seat: int) -> int:
    """B's seat."""
    return (a_seat + 1) % PLAYERS


def _side(seat: int, a_seat: int) -> int:
    """0 for A's seat, 1 for B's."""
    return 0 if seat == a_seat else 1


def _dealt(match: Match, seat: int) -> str:
    return " ".join(str(card) for card in sorted(match.hand.hand(seat)))


def _fallbacks(player: Player) -> Counter[str]:
    return Counter(getattr(player, "fallbacks", {}))


def _stats(
    match: Match,
    a_seat: int,
    first_deal: tuple[str, str],
    first_dealer: int,
    fallbacks: list[Counter[str]],
    clock: _Clock,
) -> MatchStats:
    result = match.result
    assert result is not None
    counts = _hand_counts(match.history, a_seat)

    def by_side(values: Sequence[int]) -> Pair:
        return (values[a_seat], values[_other(a_seat)])

    fed = feeding(match.events, PLAYERS)
    ended = endings(match.history, PLAYERS)

    return MatchStats(
        seed=str(match.seed),
        a_seat=a_seat,
        winner=_side(result.winner, a_seat),
        hands=len(match.history),
        draws=drawn_hands(match.history),
        hands_won=by_side(result.hands_won),
        points=by_side(result.scores),
        totals=by_side(result.totals),
        knocks=counts["knock"],
        undercut=counts["undercut"],
        gins=counts["gin"],
        big_gins=counts["big_gin"],
        first_deal=first_deal,
        first_dealer=first_dealer,
        feeding=(fed[a_seat], fed[_other(a_seat)]),
        fallbacks=(tuple(sorted(fallbacks[0].items())), tuple(sorted(fallbacks[1].items()))),
        times=(tuple(clock.times[0]), tuple(clock.times[1])),
        first_hand=by_side([net_points(match.history[0], seat) for seat in range(PLAYERS)]),
        endings=(ended[a_seat], ended[_other(a_seat)]),
    )


def _hand_counts(history: Sequence[HandRecord], a_seat: int) -> dict[str, Pair]:
    """Per side: non-gin knocks, those undercut, gins and big gins, by the knocker."""
    seats = tally(history, PLAYERS)
    a, b = seats[a_seat], seats[_other(a_seat)]
    return {
        "knock": (a.knocks, b.knocks),
        "undercut": (a.undercut, b.undercut),
        "gin": (a.gins, b.gins),
        "big_gin": (a.big_gins, b.big_gins),
    }
