"""How much of Ginski is skill? ``python -m gin_desktop.tools.ginski_bound --matches 600``

Plays a Ginski table of three in which one seat is measured against two casual computer
players. Deals and seat rotations are the arena's (a match seed per deal, each deal played
once per rotation); each kind's share of matches won is printed with its 95% Wilson
interval, against par (one in three). The kinds (``--kinds``, all by default):

- ``greedy``: a plain greedy player (take the upcard when it lowers the deadwood, throw
  the card that leaves the least, knock as soon as the limit allows);
- ``peeking``: the same, but before each draw it looks at the real next card of the stock
  and takes whichever of the two leaves less deadwood;
- ``sees-fair``, ``sees-hands``, ``sees-stock``, ``sees-all``: a seat that weighs every
  draw and discard by playing the hand out (``ginski_playout.py``) against hidden states
  made up from the unseen cards, or built from the real other hands, the real stock, or
  both.

A fair player can know no more than ``sees-fair`` does. The other look-ahead seats show
what seeing the hidden cards would be worth to the same look-ahead: how much of a fair
player's distance from a target is the luck of the hidden cards. Only this tool reads the
hand's secret cards, never a player of the product.
"""

from __future__ import annotations

import argparse
import multiprocessing
import sys
import time
from collections.abc import Sequence

from gin_desktop.ai import create_player
from gin_desktop.ai.player import Player, lay_off_step
from gin_desktop.engine import (
    Action,
    BigGin,
    Card,
    Discard,
    DrawDiscard,
    DrawStock,
    FinishLayoffs,
    Knock,
    Match,
    NextHand,
    PassUpcard,
    PlayerView,
    RuleSet,
    best_discard,
    deadwood_points,
)

from .ginski_playout import SIGHTS, LookingSeat
from .intervals import wilson_interval
from .players import MAX_ACTIONS_PER_HAND

KINDS = ("greedy", "peeking", *(f"sees-{sight}" for sight in SIGHTS))
Job = tuple[str, int, int, int]
"""(the measured seat's kind, the seed, the deal, the rotation)."""


def _left_after_drawing(hand: Sequence[Card], drawn: Card, rules: RuleSet) -> int:
    """The deadwood left after drawing ``drawn`` and making the best discard."""
    return best_discard([*hand, drawn], rules)[1].deadwood_points


class Greedy:
    """Takes an upcard that lowers its deadwood, throws its costliest card, knocks at once.
    ``peeking`` also reads the next stock card of ``match`` (a measuring tool only)."""

    def __init__(self, match: Match, peeking: bool) -> None:
        self.match, self.peeking = match, peeking
        self.name = KINDS[peeking]

    def choose(self, view: PlayerView) -> Action:
        legal = view.legal_actions
        if NextHand() in legal:
            return NextHand()
        if FinishLayoffs() in legal:
            return lay_off_step(view)
        for action in legal:
            if isinstance(action, BigGin):
                return action
        if DrawStock() in legal or PassUpcard() in legal or DrawDiscard() in legal:
            return self._draw(view)
        knocks = [a for a in legal if isinstance(a, Knock)]
        if knocks:
            return min(knocks, key=lambda a: self._left(view, a.card))
        discards = [a.card for a in legal if isinstance(a, Discard)]
        return Discard(min(discards, key=lambda card: (self._left(view, card), -card.value)))

    @staticmethod
    def _left(view: PlayerView, card: Card) -> int:
        return deadwood_points([c for c in view.hand if c != card], view.rules)

    def _draw(self, view: PlayerView) -> Action:
        legal = view.legal_actions
        blind: Action = DrawStock() if DrawStock() in legal else PassUpcard()
        now = deadwood_points(view.hand, view.rules)
        upcard = view.top_discard if DrawDiscard() in legal else None
        take = _left_after_drawing(view.hand, upcard, view.rules) if upcard else now
        if self.peeking and DrawStock() in legal and self.match.hand.stock:
            drawn = self.match.hand.stock[-1]
            stock = _left_after_drawing(view.hand, drawn, view.rules)
            return DrawDiscard() if upcard is not None and take < stock else DrawStock()
        return DrawDiscard() if upcard is not None and take < now else blind


def play(job: Job) -> tuple[int, ...]:
    """One match; the places that won (place 0 is the greedy seat)."""
    kind, seed, deal, rotation = job
    rules = RuleSet.preset("ginski")
    count = rules.players
    match = Match(rules, seed=f"table:{seed}:{deal}")
    place_at = {(place + rotation) % count: place for place in range(count)}
    players: dict[int, Player] = {}
    for seat, place in place_at.items():
        player_seed = seed * 100_003 + deal * 17 + place
        if place:
            players[seat] = create_player("casual", player_seed)
        elif kind.startswith("sees-"):
            players[seat] = LookingSeat(match, seat, kind.removeprefix("sees-"), player_seed)
        else:
            players[seat] = Greedy(match, kind == "peeking")
    actions = 0
    while not match.is_over:
        turn = match.to_act
        if turn is None:
            match.apply(NextHand())
            actions = 0
            continue
        match.apply(players[turn].choose(match.view(turn)), seat=turn)
        actions += 1
        if actions > MAX_ACTIONS_PER_HAND:
            raise RuntimeError(f"hand {match.hand_number} of deal {deal} does not end")
    result = match.result
    assert result is not None
    return tuple(sorted(place_at[seat] for seat in rules.team_of(result.winner)))


def share_won(kind: str, matches: int, seed: int, workers: int) -> tuple[int, int]:
    """(matches the greedy seat won, matches played)."""
    count = RuleSet.preset("ginski").players
    jobs: list[Job] = [
        (kind, seed, deal, rotation)
        for deal in range(-(-matches // count))
        for rotation in range(count)
    ]
    if workers <= 1:
        winners = [play(job) for job in jobs]
    else:
        with multiprocessing.Pool(workers) as pool:
            winners = pool.map(play, jobs, chunksize=max(1, len(jobs) // (workers * 8)))
    return sum(0 in won for won in winners), len(winners)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m gin_desktop.tools.ginski_bound",
        description="Ginski for three: a greedy seat, fair and peeking, against two casual.",
    )
    parser.add_argument("--matches", type=int, default=600)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument(
        "--kinds", default=",".join(KINDS), help=f"the seats to measure, of {', '.join(KINDS)}"
    )
    args = parser.parse_args(argv)
    kinds = args.kinds.split(",")
    unknown = [kind for kind in kinds if kind not in KINDS]
    if unknown:
        parser.error(f"unknown kind {unknown[0]!r}: choose from {', '.join(KINDS)}")
    start = time.perf_counter()
    print("Ginski for three, one measured seat against two casual; par is 33.3%")
    for kind in kinds:
        won, played = share_won(kind, args.matches, args.seed, args.workers)
        low, high = wilson_interval(won, played)
        print(f"  {kind:<11} won {won} of {played}: {won / played:.1%} [{low:.1%}, {high:.1%}]")
    print(f"seed {args.seed}, {args.workers} workers, {time.perf_counter() - start:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
