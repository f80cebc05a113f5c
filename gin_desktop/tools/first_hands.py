"""The first hand alone of each of an arena's deals, both seatings.

    python -m gin_desktop.tools.first_hands --a expert --b openspiel --deals 500 \
        --seed 2026120661 --workers 2 --results first-hands.jsonl \
        --compare docs/strength/expert-v-openspiel-s2026120661.jsonl

A change that acts only until the match shows what kind of player the opponent is (the
search's model of a patient or a hasty opponent) shows in the first hand of each match,
and a first hand costs about a seventh of a match. The deals, the seats and the players'
seeds are the arena's (``tools/arena.py``): the same code plays exactly the first hands
of the arena's matches of the same seed, so ``--compare`` pairs this run, deal by deal,
with an arena's results file of that seed (its ``first_hand`` figures) or with another
first-hands file: the difference of A's points over the same deals, with its 95% interval.

Each deal's two hands (A in seat 0, then in seat 1) are kept in ``--results`` as they end;
a rerun with the same arguments plays only the deals the file lacks.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from gin_desktop.ai.expert_way import net_points
from gin_desktop.ai.player import Player
from gin_desktop.engine import RuleSet

from .arena import PairJob, match_seed, player_seeds
from .arena_match import seated_match
from .arena_results import results_path
from .deal_runs import add_deal_arguments, kept_results, play_missing
from .intervals import mean_and_margin
from .players import MAX_ACTIONS_PER_HAND, make_player

FirstHands = tuple[int, int]
"""A's points of a deal's first hand: A in seat 0, then A in seat 1."""


def first_hands(job: PairJob) -> FirstHands:
    """A's points of the first hand of deal ``job.index``, played both ways round: the
    first hands of the arena's two matches of that deal, card for card."""
    seed_a, seed_b = player_seeds(job.seed, job.index)
    seed = match_seed(job.seed, job.index)
    first, second = (
        _first_hand(make_player(job.a, seed_a), make_player(job.b, seed_b), seed, job.rules, seat)
        for seat in (0, 1)
    )
    return first, second


def _first_hand(a: Player, b: Player, seed: str, rules: RuleSet, a_seat: int) -> int:
    match, seats = seated_match(a, b, seed, rules, a_seat)
    actions = 0
    while (seat := match.to_act) is not None and not match.history:
        match.apply(seats[seat].choose(match.view(seat)), seat=seat)
        actions += 1
        if actions > MAX_ACTIONS_PER_HAND:
            raise RuntimeError(f"the first hand of match {seed!r} does not end")
    return net_points(match.history[0], a_seat)


def per_deal(hands: FirstHands) -> float:
    """A deal's figure: A's points over its two first hands, on average."""
    return sum(hands) / len(hands)


def read_first_hands(path: Path) -> dict[int, float]:
    """A's first-hand points per deal, by deal index, from a first-hands results file or
    from a two-seat arena's (whose matches keep ``first_hand``; older files lack it)."""
    found: dict[int, float] = {}
    lines = path.read_text(encoding="utf-8").splitlines()[1:]
    for line in filter(None, lines):
        data = json.loads(line)
        result: Any = data.get("result")
        if not isinstance(result, list) or len(result) != 2:
            raise ValueError(f"{path} keeps no deal of two matches as job {data.get('job')}")
        if all(isinstance(points, int) for points in result):
            found[int(data["job"])] = per_deal((result[0], result[1]))
        elif all(isinstance(match, dict) and match.get("first_hand") for match in result):
            found[int(data["job"])] = statistics.mean(m["first_hand"][0] for m in result)
        else:
            raise ValueError(f"{path} keeps no first hands of deal {data['job']}")
    return found


def compare(ours: dict[int, float], theirs: dict[int, float]) -> str:
    """This run against another over the deals both played."""
    common = sorted(set(ours) & set(theirs))
    if not common:
        return "no deal in common to compare"
    mean, half = mean_and_margin([ours[deal] - theirs[deal] for deal in common])
    same = sum(ours[deal] == theirs[deal] for deal in common)
    return (
        f"paired over {len(common)} deals: {statistics.fmean(ours[d] for d in common):+.2f} "
        f"against {statistics.fmean(theirs[d] for d in common):+.2f}, difference "
        f"{mean:+.2f} ±{half:.2f} (95%); A's points the same on {same} of them"
    )


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="python -m gin_desktop.tools.first_hands",
        description="Play the first hand alone of each of an arena's deals, both ways round.",
    )
    add_deal_arguments(parser, b="strong", deals=100)
    parser.add_argument(
        "--compare", type=Path, help="an arena's or a first-hands results file of this seed"
    )
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    parser = _parser()
    args = parser.parse_args(argv)
    rules = RuleSet.preset(args.preset)
    if rules.players != 2 or args.deals < 1:
        parser.error("first hands are played at a table of two, of one deal or more")
    header = {"first_hands": {"a": args.a, "b": args.b, "seed": args.seed, "preset": args.preset}}
    kept = kept_results(parser, args.results, header, list, lambda data: (data[0], data[1]))
    jobs = [PairJob(args.a, args.b, args.seed, index, rules) for index in range(args.deals)]
    played, now = play_missing(first_hands, jobs, kept, args.workers)
    ours = {index: per_deal(hands) for index, hands in played.items()}
    mean, half = mean_and_margin(list(ours.values()))
    print(f"First hands: A = {args.a}, B = {args.b}; preset {args.preset}; seed {args.seed}")
    print(f"{len(ours)} deals, each first hand played both ways round ({now} now)")
    print(f"A's points a first hand: {mean:+.2f} ±{half:.2f} (95%, over deals)")
    if args.compare is not None:
        print(compare(ours, read_first_hands(results_path(args.compare))))
    return 0


if __name__ == "__main__":
    sys.exit(main())
