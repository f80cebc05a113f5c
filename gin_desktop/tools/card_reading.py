"""How much the expert's made-up hands know of the opponent's true hand.

    python -m gin_desktop.tools.card_reading --a expert --b marjj --deals 60 \
        --seed 2026120802 --every 8 --workers 2

The search plays its choices out against opponent hands made up from what the view
shows (``ai/sampling.py``), with the opponent modelled as the search models them
(``search.play_out_knowledge``: patient or hasty). This tool plays the arena's matches
(the same deals, seats and players' seeds as ``tools/arena.py``), the expert as A unless
``--a`` names another player, and at every ``--every``-th of A's discards makes up hands
as the expert's search would and holds them against the hand the opponent really held:

- **what the hands know**: over the unseen cards, the log loss (in nats) of the share of
  made-up hands holding each card, against the truth, less that of knowing only how many
  of them the opponent holds (every unseen card equally likely). The gain is how much the
  reading of takes, passes, discards and knocks tells; 0 is no reading at all;
- **the made-up deadwood** against the true deadwood, and the share of hands that could
  knock (deadwood within the limit) against the true share: a search that thinks the
  opponent's hand worse or better than it is misjudges the race and the undercut.

This tool reads the opponent's hidden cards to measure a player; it lives beside the
arena, never in ``ai/``, and no computer player calls it.
"""

from __future__ import annotations

import argparse
import math
import random
import statistics
import sys
from collections.abc import Sequence
from dataclasses import dataclass

from gin_desktop.ai.handeval import bits_of
from gin_desktop.ai.knowledge import mask
from gin_desktop.ai.sampling import hands_from_draws
from gin_desktop.ai.search import play_out_knowledge
from gin_desktop.engine import Action, Discard, PlayerView, RuleSet

from .arena import match_seed, player_seeds
from .arena_match import play_watched, seated_match
from .deal_runs import in_order
from .players import make_player, player_name

HANDS = 120
"""Opponent hands made up at each judged decision."""
STAGES = (("stock above 20", 21), ("stock 11 to 20", 11), ("stock 10 or less", 0))


@dataclass(frozen=True)
class Reading:
    """The made-up hands of one decision held against the truth."""

    stage: str
    patient: bool
    """Did the search model the opponent as patient (waiting for gin)?"""
    gain: float
    """Nats of log loss over the unseen cards saved against knowing only the count."""
    deadwood: float
    """The made-up hands' mean deadwood."""
    true_deadwood: int
    could_knock: float
    """The share of made-up hands within the knock limit."""
    truly_could_knock: bool


def reading(view: PlayerView, truth: int, rng: random.Random) -> Reading:
    """The search's made-up hands at ``view`` against ``truth``, the opponent's hand."""
    knowledge = play_out_knowledge(view)
    solver = knowledge.solver
    hands = hands_from_draws(knowledge, HANDS, rng)
    pool = bits_of(knowledge.unseen)
    even = knowledge.opponent_unknown_count / len(pool) if pool else 0.0
    gain = 0.0
    for bit in pool:
        held = bool(truth & bit)
        share = (sum(1 for hand in hands if hand & bit) + 0.5) / (len(hands) + 1)
        gain += _loss(even, held) - _loss(share, held)
    deadwoods = [solver.deadwood(hand) for hand in hands]
    limit = knowledge.knock_limit
    return Reading(
        stage=next(name for name, low in STAGES if view.stock_count >= low),
        patient=knowledge.opponent_waits,
        gain=gain,
        deadwood=statistics.fmean(deadwoods),
        true_deadwood=solver.deadwood(truth),
        could_knock=sum(d <= limit for d in deadwoods) / len(deadwoods),
        truly_could_knock=solver.deadwood(truth) <= limit,
    )


def _loss(share: float, held: bool) -> float:
    """The log loss of ``share`` for a card that is (or is not) in the hand."""
    if share <= 0.0 or share >= 1.0:
        return 0.0 if (share >= 1.0) == held else math.inf
    return -math.log(share if held else 1.0 - share)


@dataclass(frozen=True)
class Job:
    a: str
    b: str
    seed: int
    index: int
    a_seat: int
    every: int


def match_readings(job: Job) -> list[Reading]:
    """The readings of one match of the arena's deal ``job.index``, A in seat
    ``job.a_seat``."""
    seed_a, seed_b = player_seeds(job.seed, job.index)
    a, b = make_player(job.a, seed_a), make_player(job.b, seed_b)
    match, seats = seated_match(a, b, match_seed(job.seed, job.index), RuleSet(), job.a_seat)
    rng = random.Random(f"card-reading:{job.seed}:{job.index}:{job.a_seat}")
    found: list[Reading] = []
    discards = 0

    def watch(seat: int, view: PlayerView, action: Action) -> None:
        nonlocal discards
        if seat != job.a_seat or not any(isinstance(a, Discard) for a in view.legal_actions):
            return
        discards += 1
        if discards % job.every == 0:
            found.append(reading(view, mask(match.view(view.opponent).hand), rng))

    play_watched(match, seats, watch)
    return found


def report(readings: Sequence[Reading]) -> list[str]:
    """The figures of every reading, then by stage of the hand and by the model used."""
    lines = [f"{len(readings)} decisions judged, {HANDS} made-up hands each"]
    groups: list[tuple[str, list[Reading]]] = [("all", list(readings))]
    groups += [(name, [r for r in readings if r.stage == name]) for name, _ in STAGES]
    groups += [("modelled patient", [r for r in readings if r.patient])]
    groups += [("modelled hasty", [r for r in readings if not r.patient])]
    for name, group in groups:
        if group:
            lines.append(f"{name}: {_figures(group)}")
    return lines


def _figures(group: Sequence[Reading]) -> str:
    return (
        f"{len(group)} decisions; reading gains "
        f"{statistics.fmean(r.gain for r in group):.2f} nats; deadwood made up "
        f"{statistics.fmean(r.deadwood for r in group):.1f}, true "
        f"{statistics.fmean(r.true_deadwood for r in group):.1f}; could knock made up "
        f"{statistics.fmean(r.could_knock for r in group):.1%}, true "
        f"{statistics.fmean(r.truly_could_knock for r in group):.1%}"
    )


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="python -m gin_desktop.tools.card_reading",
        description="Hold the expert's made-up opponent hands against the true ones.",
    )
    parser.add_argument("--a", default="expert", type=player_name, help="player A, who is read for")
    parser.add_argument("--b", default="marjj", type=player_name, help="player B, who is read")
    parser.add_argument("--deals", type=int, default=20, help="the arena's first N deals")
    parser.add_argument("--seed", type=int, default=1, help="the arena's seed")
    parser.add_argument("--every", type=int, default=8, help="judge every Nth discard")
    parser.add_argument("--workers", type=int, default=1)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    parser = _parser()
    args = parser.parse_args(argv)
    if args.deals < 1 or args.every < 1:
        parser.error("judge one deal or more, every first discard or fewer")
    jobs = [
        Job(args.a, args.b, args.seed, index, a_seat, args.every)
        for index in range(args.deals)
        for a_seat in (0, 1)
    ]
    found = [r for part in in_order(match_readings, jobs, args.workers) for r in part]
    print(f"Card reading: A = {args.a}, B = {args.b}; seed {args.seed}, {args.deals} deals")
    print("\n".join(report(found)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
