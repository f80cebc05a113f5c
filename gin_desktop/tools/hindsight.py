"""The expert's close decisions judged in hindsight, against the opponent's true hand.

    python -m gin_desktop.tools.bench hindsight --deals 400 --seed 1 --workers 2

The expert plays the first hand of each deal against an opponent (OpenSpiel's simple bot
by default), from both seats, on the arena's deals. At every discard where it weighs
several choices by play-outs (``HeuristicPlayer.choices_to_weigh``), this records the
view, those choices, the one it made and the opponent's true hand. Each choice is then
played out, by the expert's own play-out, against the true hand and many shuffles of
the true stock, the same shuffles for every choice.

The best choice in hindsight is the one the expert's search would have made had it seen
the opponent's hand. So the points it gave up per hand measure what its card reading
costs it. A change to the player can be judged on the same decisions: ``--save FILE``
keeps them with their values, and ``--load FILE`` judges the present code's choices
against the saved ones, paired. That takes minutes where the arena takes most of an hour.
Its points are a proxy: only weighed decisions count, on the saved player's hands.

This tool reads hidden cards to measure the player; it lives beside the arena, never in
``ai/``, and no computer player calls it.
"""

from __future__ import annotations

import argparse
import multiprocessing
import pickle
import random
import sys
import time
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from typing import TypeVar

from gin_desktop.ai.handeval import bits_of
from gin_desktop.ai.knowledge import Knowledge, mask
from gin_desktop.ai.lookahead import Deal, Table
from gin_desktop.ai.player import STYLES, Player, create_player, outcome_of
from gin_desktop.engine import Match, RuleSet
from gin_desktop.engine.actions import Action, Knock
from gin_desktop.engine.view import PlayerView
from gin_desktop.tools.arena import match_seed, player_seeds
from gin_desktop.tools.intervals import mean_and_margin
from gin_desktop.tools.players import SeatedPlayer, make_player, player_name

LEVEL = "expert"
STAGES = (
    ("early (stock above 20)", 21),
    ("middle (stock 11-20)", 11),
    ("late (stock 10 or less)", 0),
)


@dataclass(frozen=True)
class Decision:
    """One weighed discard: what the expert saw, could choose and chose, and the truth."""

    deal: int
    seat: int
    expert_seed: int
    view: PlayerView
    truth: int
    """The opponent's hand, as a mask."""
    choices: tuple[Action, ...]
    chosen: Action
    values: tuple[float, ...] = ()
    """Per choice: its mean points for the expert, played out against the truth."""


def record_deal(deal: int, seed: int, opponent: str) -> list[Decision]:
    """The expert's weighed decisions in the first hand of ``deal``, from both seats."""
    decisions: list[Decision] = []
    for seat in (0, 1):
        ours, theirs = player_seeds(seed, deal)
        expert = create_player(LEVEL, ours)
        players: tuple[Player, Player] = (expert, make_player(opponent, theirs))
        if seat:
            players = players[::-1]
        match = Match(RuleSet(), seed=match_seed(seed, deal))
        for place, player in enumerate(players):
            if isinstance(player, SeatedPlayer):
                player.sit(match, place)
        while match.to_act is not None and match.hand_number == 1:
            to_act = match.to_act
            view = match.view(to_act)
            action = players[to_act].choose(view)
            choices = expert.choices_to_weigh(view) if to_act == seat else []
            if choices:
                truth = mask(match.hand.hand(view.opponent))
                decisions.append(Decision(deal, seat, ours, view, truth, tuple(choices), action))
            match.apply(action, seat=to_act)
    return decisions


def valued(decision: Decision, shuffles: int) -> Decision:
    """``decision`` with every choice played out against the true hand, over the same
    ``shuffles`` shuffles of the true stock."""
    view, truth = decision.view, decision.truth
    knowledge = Knowledge.from_view(view)
    hand = knowledge.hand
    stock = bits_of(knowledge.unseen & ~truth)
    table = Table(view.rules, view.knock_limit, STYLES[LEVEL].late_knock_stock)
    rng = random.Random(f"hindsight:{decision.deal}:{decision.seat}:{len(view.events)}")
    totals = [0] * len(decision.choices)
    for _ in range(shuffles):
        rng.shuffle(stock)
        deal = Deal(truth, tuple(stock))
        for index, choice in enumerate(decision.choices):
            totals[index] += outcome_of(choice, hand, deal, table)
    values = tuple(view.multiplier * total / shuffles for total in totals)
    return replace(decision, values=values)


def rechosen(decision: Decision) -> Decision:
    """``decision`` with the present code's choice on the same view."""
    player = create_player(LEVEL, decision.expert_seed)
    return replace(decision, chosen=player.choose(decision.view))


@dataclass(frozen=True)
class Report:
    """What the expert's weighed decisions gave up, in all and by kind."""

    decisions: int
    hands: int
    given_up: float
    """Points per hand the chosen choices gave up to the best in hindsight."""
    given_up_margin: float
    """Half the 95% interval of ``given_up``."""
    best_chosen: int
    """Decisions where the choice made was the best in hindsight."""
    by_kind: tuple[tuple[str, int, float], ...]
    """(label, decisions, points given up per hand)."""


def given_up(decision: Decision) -> float:
    return max(decision.values) - value_of_chosen(decision)


def value_of_chosen(decision: Decision) -> float:
    return decision.values[decision.choices.index(decision.chosen)]


def per_hand(
    decisions: Iterable[Decision],
    hands: Iterable[tuple[int, int]],
    points: Callable[[Decision], float],
) -> list[float]:
    """``points`` summed over each hand's decisions, one figure per hand (0 for none)."""
    totals = dict.fromkeys(hands, 0.0)
    for decision in decisions:
        totals[(decision.deal, decision.seat)] += points(decision)
    return list(totals.values())


def hands_of(deals: Sequence[int]) -> list[tuple[int, int]]:
    return [(deal, seat) for deal in deals for seat in (0, 1)]


def report(decisions: Sequence[Decision], deals: Sequence[int]) -> Report:
    hands = hands_of(deals)
    mean, margin = mean_and_margin(per_hand(decisions, hands, given_up))
    kinds: list[tuple[str, int, float]] = []
    knocks = [d for d in decisions if _has_knock(d)]
    discards = [d for d in decisions if not _has_knock(d)]
    groups = [("a knock among the choices", knocks), ("discards only", discards)]
    for label, low in STAGES:
        groups.append((label, [d for d in decisions if _stage_low(d) == low]))
    for label, group in groups:
        kinds.append((label, len(group), sum(map(given_up, group)) / len(hands)))
    best = sum(1 for d in decisions if given_up(d) == 0)
    return Report(len(decisions), len(hands), mean, margin, best, tuple(kinds))


def _stage_low(decision: Decision) -> int:
    stock = decision.view.stock_count
    return next(low for _, low in STAGES if stock >= low)


def _has_knock(decision: Decision) -> bool:
    return any(isinstance(choice, Knock) for choice in decision.choices)


def judgeable(
    now: Sequence[Decision], then: Sequence[Decision]
) -> tuple[list[Decision], list[Decision]]:
    """The pairs whose present choice is one of the saved choices: only those have a value.
    A change to which choices are weighed can leave a few outside; they are reported."""
    pairs = [(a, b) for a, b in zip(now, then, strict=True) if a.chosen in a.choices]
    if len(pairs) < len(now):
        print(
            f"{len(now) - len(pairs)} present choices are not among the saved choices "
            "and are left out",
            file=sys.stderr,
        )
    return [a for a, _ in pairs], [b for _, b in pairs]


def paired_gain(
    now: Sequence[Decision], then: Sequence[Decision], deals: Sequence[int]
) -> tuple[float, float, int]:
    """Points per hand the present choices gain over the saved ones on the same decisions,
    half the 95% interval, and how many choices changed."""
    hands = hands_of(deals)
    present = per_hand(now, hands, value_of_chosen)
    saved = per_hand(then, hands, value_of_chosen)
    mean, margin = mean_and_margin([a - b for a, b in zip(present, saved, strict=True)])
    changed = sum(1 for a, b in zip(now, then, strict=True) if a.chosen != b.chosen)
    return mean, margin, changed


# --- running --------------------------------------------------------------------------------

Job = TypeVar("Job")
Result = TypeVar("Result")


def _map(function: Callable[[Job], Result], jobs: Sequence[Job], workers: int) -> list[Result]:
    """``function`` over ``jobs`` in order, in ``workers`` processes."""
    if workers <= 1:
        return list(map(function, jobs))
    with multiprocessing.Pool(workers) as pool:
        return pool.map(function, jobs, chunksize=4)


def _record_job(job: tuple[int, int, str]) -> list[Decision]:
    return record_deal(*job)


def _value_job(job: tuple[Decision, int]) -> Decision:
    return valued(*job)


def record(deals: Sequence[int], seed: int, opponent: str, workers: int) -> list[Decision]:
    jobs = [(deal, seed, opponent) for deal in deals]
    return [d for decisions in _map(_record_job, jobs, workers) for d in decisions]


def value_all(decisions: Sequence[Decision], shuffles: int, workers: int) -> list[Decision]:
    return _map(_value_job, [(d, shuffles) for d in decisions], workers)


def rechoose_all(decisions: Sequence[Decision], workers: int) -> list[Decision]:
    return _map(rechosen, decisions, workers)


# --- command line ---------------------------------------------------------------------------


def configure(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--deals", type=int, default=400, help="deals, each played from both seats")
    parser.add_argument("--seed", type=int, default=1, help="the arena seed of the deals")
    parser.add_argument("--opponent", default="openspiel", type=player_name)
    parser.add_argument("--shuffles", type=int, default=300, help="true-stock shuffles per choice")
    parser.add_argument("--workers", type=int, default=1, help="processes (results do not change)")
    parser.add_argument("--save", type=Path, help="keep the valued decisions in this file")
    parser.add_argument("--load", type=Path, help="judge the present code on saved decisions")


def run(args: argparse.Namespace) -> int:
    start = time.perf_counter()
    if args.load:
        try:
            saved = pickle.loads(args.load.read_bytes())
            deals, then = saved["deals"], saved["decisions"]
        except (OSError, pickle.UnpicklingError, EOFError, KeyError, TypeError) as error:
            print(f"cannot read saved decisions from {args.load}: {error}", file=sys.stderr)
            return 2
        now, then = judgeable(rechoose_all(then, args.workers), then)
        header = f"{saved['header']}; judged again from {args.load}"
    else:
        if args.deals < 1 or args.shuffles < 1:
            raise SystemExit("--deals and --shuffles must be at least 1")
        if args.save and not args.save.parent.is_dir():
            # Said before the run, not after it: the decisions take minutes to make.
            print(f"cannot save to {args.save}: no folder {args.save.parent}", file=sys.stderr)
            return 2
        deals = list(range(args.deals))
        then = []
        now = value_all(
            record(deals, args.seed, args.opponent, args.workers), args.shuffles, args.workers
        )
        header = (
            f"{LEVEL} against {args.opponent}, first hands of deals 0-{args.deals - 1} "
            f"of seed {args.seed} from both seats; {args.shuffles} true-stock "
            "shuffles per choice"
        )
        if args.save:
            args.save.write_bytes(
                pickle.dumps({"header": header, "deals": deals, "decisions": now})
            )
    print(f"hindsight: {header}; {args.workers} worker(s), {time.perf_counter() - start:.1f} s")
    for line in format_report(report(now, deals)):
        print(line)
    if then:
        gain, margin, changed = paired_gain(now, then, deals)
        print(
            f"present code against the saved choices, on the same decisions: {gain:+.2f} "
            f"± {margin:.2f} points per hand (95%); {changed} choices changed"
        )
    return 0


def format_report(r: Report) -> list[str]:
    share = 100 * r.best_chosen / r.decisions if r.decisions else 0.0
    lines = [
        f"{r.decisions} decisions weighed in {r.hands} hands; the choice made was the best "
        f"in hindsight in {r.best_chosen} ({share:.1f}%)",
        f"points given up per hand to the best choice in hindsight: {r.given_up:.2f} "
        f"± {r.given_up_margin:.2f} (95%)",
    ]
    for label, count, points in r.by_kind:
        lines.append(f"  {label:26} {count:6d} decisions {points:7.2f} per hand")
    return lines
