"""Knocking sooner, judged in hindsight: every chance side A had to knock short of gin,
with what that knock would have scored against the hand the opponent held then.

    python -m gin_desktop.tools.knock_hindsight --a expert --b marjj --deals 150 \
        --seed 2026120801 --workers 2 --results knock-chances.jsonl

A knock ends the hand, so a player who knocks sooner than A did is judged exactly, with
nothing played again: the hand is the same up to that knock, and the knock scores what
the showdown gives against the opponent's true hand at that moment (the defender laying
off the best set, as the engine lays off). Each rule below (knock at the first chance
with this much deadwood or less, in these turns of A's) is judged over every hand of the
run against the points A really took from it, paired hand by hand. Only a rule that
knocks sooner can be judged so: what A would have done after a knock it did make is not
known, so a hand A knocked in keeps its points from that knock on.

The matches are the arena's (``tools/arena.py``): the same deals, seats and players'
seeds, so a run of this tool plays exactly the matches an arena of the same seed plays.
Each deal's two matches are kept in ``--results`` as they end; a rerun plays only the
deals the file lacks, and ``--deals`` of a kept file just reads it.

This tool reads the opponent's hidden cards to measure a player; it lives beside the
arena, never in ``ai/``, and no computer player calls it.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from gin_desktop.ai.expert_way import net_points
from gin_desktop.ai.knocking import best_knock
from gin_desktop.ai.knowledge import Knowledge
from gin_desktop.ai.player import Player
from gin_desktop.engine import (
    Action,
    EventKind,
    Knock,
    Match,
    PlayerView,
    RuleSet,
    knock_outcome,
    lay_off,
)

from .arena import PairJob, match_seed, player_seeds
from .arena_match import play_watched, seated_match
from .deal_runs import add_deal_arguments, kept_results, play_missing
from .intervals import mean_and_margin
from .players import make_player


@dataclass(frozen=True)
class KnockChance:
    """One turn at which A could have knocked short of gin."""

    hand: int
    """The hand of the match, from 1."""
    turn: int
    """A's turn in the hand, from 1: how many times A had drawn."""
    deadwood: int
    """A's deadwood after its best knock's discard."""
    points: int
    """What that knock would have scored for A against the opponent's hand then (minus:
    undercut), the hand's multiplier counted."""
    knocked: bool
    """Did A knock (short of gin) here?"""


@dataclass(frozen=True)
class MatchChances:
    """A's points hand by hand, and A's chances to knock, of one match."""

    points: tuple[int, ...]
    """A's net points of each hand, in order."""
    chances: tuple[KnockChance, ...]


Deal = tuple[MatchChances, MatchChances]
"""A deal's two matches: A in seat 0, then A in seat 1."""


@dataclass(frozen=True)
class Rule:
    """Knock at the first chance with at most ``deadwood``, from A's turn ``first_turn``
    up to, not including, ``stop_turn``."""

    deadwood: int
    first_turn: int
    stop_turn: int | None = None

    def knocks(self, chance: KnockChance) -> bool:
        late_enough = chance.turn >= self.first_turn
        early_enough = self.stop_turn is None or chance.turn < self.stop_turn
        return chance.deadwood <= self.deadwood and late_enough and early_enough

    @property
    def label(self) -> str:
        turns = f"turns {self.first_turn}+"
        if self.stop_turn is not None:
            turns = f"turns {self.first_turn}-{self.stop_turn - 1}"
        return f"deadwood {self.deadwood} or less, {turns}"


RULES = tuple(
    Rule(deadwood, first, stop)
    for deadwood in (2, 4, 6, 8, 10)
    for first, stop in ((1, 4), (1, None), (4, 9), (9, None))
)
"""The rules judged: knocks with little or much deadwood, in A's first three turns (as
MARJJ knocks), at any turn, in the middle of the hand and late."""


def match_chances(a: Player, b: Player, seed: str, rules: RuleSet, a_seat: int) -> MatchChances:
    """Play one match, A in ``a_seat``, noting each chance A had to knock short of gin."""
    match, seats = seated_match(a, b, seed, rules, a_seat)
    chances: list[KnockChance] = []

    def watch(seat: int, view: PlayerView, action: Action) -> None:
        chance = knock_chance(view, match, action) if seat == a_seat else None
        if chance is not None:
            chances.append(chance)

    play_watched(match, seats, watch)
    points = tuple(net_points(record, a_seat) for record in match.history)
    return MatchChances(points=points, chances=tuple(chances))


def knock_chance(view: PlayerView, match: Match, action: Action) -> KnockChance | None:
    """The chance to knock short of gin at ``view``, judged against the opponent's true
    hand (read from ``match``); None when the view offers no such knock."""
    knocks = [choice for choice in view.legal_actions if isinstance(choice, Knock)]
    if not knocks:
        return None
    knowledge = Knowledge.from_view(view)
    knock = best_knock(knowledge, knocks)
    deadwood = knowledge.solver.deadwood(knowledge.hand ^ knock.card.bit)
    if deadwood == 0:
        return None
    theirs = match.view(view.opponent).hand
    left = lay_off(knock.melds or (), theirs, view.rules).deadwood_points
    place, won = knock_outcome(view.rules, deadwood, [left])
    return KnockChance(
        hand=view.hand_number,
        turn=_draws(view),
        deadwood=deadwood,
        points=view.multiplier * (-won if place else won),
        knocked=isinstance(action, Knock),
    )


def _draws(view: PlayerView) -> int:
    """How many times this seat has drawn this hand."""
    drawn = (EventKind.DREW_STOCK, EventKind.DREW_DISCARD)
    return sum(event.kind in drawn and event.seat == view.seat for event in view.events)


def deal_chances(job: PairJob) -> Deal:
    """Both matches of deal ``job.index``, A in seat 0 then in seat 1: the arena's."""
    seed_a, seed_b = player_seeds(job.seed, job.index)
    seed = match_seed(job.seed, job.index)
    first, second = (
        match_chances(make_player(job.a, seed_a), make_player(job.b, seed_b), seed, job.rules, s)
        for s in (0, 1)
    )
    return first, second


def gains(rule: Rule, matches: Sequence[MatchChances]) -> list[int]:
    """For every hand of ``matches``: what knocking by ``rule`` would have brought A,
    less what A took, paired hand by hand (0 where the rule changes nothing)."""
    found = []
    for match in matches:
        by_hand: dict[int, list[KnockChance]] = {}
        for chance in match.chances:
            by_hand.setdefault(chance.hand, []).append(chance)
        for number, taken in enumerate(match.points, start=1):
            found.append(_gain(rule, by_hand.get(number, []), taken))
    return found


def _gain(rule: Rule, chances: list[KnockChance], taken: int) -> int:
    for chance in chances:
        if chance.knocked:
            return 0
        if rule.knocks(chance):
            return chance.points - taken
    return 0


def report(matches: Sequence[MatchChances]) -> list[str]:
    """Every rule's gain a hand, with its 95% interval over hands, best first."""
    hands = sum(len(match.points) for match in matches)
    knocked = sum(chance.knocked for match in matches for chance in match.chances)
    lines = [
        f"{len(matches)} matches, {hands} hands; A knocked short of gin {knocked} times",
        "rule: A's points a hand gained (minus: lost) by knocking so, ±95%; hands changed",
    ]
    rows = []
    for rule in RULES:
        found = gains(rule, matches)
        mean, half = mean_and_margin(found)
        changed = sum(gain != 0 for gain in found)
        rows.append((mean, f"{rule.label}: {mean:+.2f} ±{half:.2f}; {changed}"))
    lines.extend(text for _, text in sorted(rows, key=lambda row: -row[0]))
    return lines


def _encode(deal: Deal) -> Any:
    return [
        {"points": list(match.points), "chances": [_chance_row(c) for c in match.chances]}
        for match in deal
    ]


def _chance_row(chance: KnockChance) -> list[int]:
    return [chance.hand, chance.turn, chance.deadwood, chance.points, int(chance.knocked)]


def _decode(data: Any) -> Deal:
    first, second = (
        MatchChances(
            points=tuple(int(points) for points in match["points"]),
            chances=tuple(
                KnockChance(
                    hand=row[0], turn=row[1], deadwood=row[2], points=row[3], knocked=bool(row[4])
                )
                for row in match["chances"]
            ),
        )
        for match in data
    )
    return first, second


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="python -m gin_desktop.tools.knock_hindsight",
        description="Judge knocking sooner against the opponent's true hand.",
    )
    add_deal_arguments(parser, b="marjj", deals=50)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    parser = _parser()
    args = parser.parse_args(argv)
    rules = RuleSet.preset(args.preset)
    if rules.players != 2 or args.deals < 1:
        parser.error("knock chances are judged at a table of two, over one deal or more")
    run = {"a": args.a, "b": args.b, "seed": args.seed, "preset": args.preset}
    header = {"knock_hindsight": run}
    kept = kept_results(parser, args.results, header, _encode, _decode)
    jobs = [PairJob(args.a, args.b, args.seed, index, rules) for index in range(args.deals)]
    played, _ = play_missing(deal_chances, jobs, kept, args.workers)
    matches = [match for index in sorted(played) for match in played[index]]
    print(f"Knocking sooner: A = {args.a}, B = {args.b}; preset {args.preset}; seed {args.seed}")
    print("\n".join(report(matches)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
