"""``python -m gin_desktop.tools.legality --hands 500``: every computer level plays seeded hands
under every preset, and Ginski also for two and four; any illegal move or exception is
reported with its seed.

The engine refuses an illegal move with an IllegalActionError, so a hand that ends
without an exception was played legally throughout. The level being checked sits in a
seat that rotates with the seed; the other seats rotate through the quick levels (an
expert at every seat would make the run hours longer and check nothing more of the
level in question).

With ``--results FILE`` each hand is kept as it ends (``arena_results.ResultsFile``): a
run that is stopped continues where it stopped, and the report covers every hand in the
file. Progress goes to the standard error.
"""

from __future__ import annotations

import argparse
import multiprocessing
import sys
import time
import traceback
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from gin_desktop.ai import LEVELS, create_player
from gin_desktop.engine import Hand, Phase, RuleSet
from gin_desktop.engine.match import pairings_of_hand
from gin_desktop.engine.rules import PRESET_NAMES

from .arena_results import ResultsFile, ResultsMismatch, results_path

MAX_ACTIONS = 1200
"""Actions of a hand (of both games of a partnership hand) before it is called stuck."""
OPPONENTS = tuple(level for level in LEVELS if level != "expert")
"""The levels that sit in the other seats."""
VARIANTS: dict[str, RuleSet] = {name: RuleSet.preset(name) for name in PRESET_NAMES}
VARIANTS["ginski_2"] = VARIANTS["ginski"].with_changes(players=2)
VARIANTS["ginski_4"] = VARIANTS["ginski"].with_changes(players=4)


def play_hand(level: str, variant: str, seed: int) -> str | None:
    """Play one hand, ``level`` at a rotating seat against rotating levels; an error
    text, or None."""
    rules = VARIANTS[variant]
    seats = rules.players
    mine = seed % seats
    others = [OPPONENTS[(seed + seat) % len(OPPONENTS)] for seat in range(seats)]
    opponent = ",".join(others[seat] for seat in range(seats) if seat != mine)
    games = deal_games(rules, mine, seed, f"legal:{variant}:{seed}")
    players = [
        create_player(level if seat == mine else others[seat], seed + seat) for seat in range(seats)
    ]
    try:
        for _ in range(MAX_ACTIONS):
            playing = [hand for hand in games if hand.phase is not Phase.ENDED]
            if not playing:
                return None
            hand = playing[0]  # the games of a partnership hand are played one after the other
            seat = hand.to_act
            assert seat is not None
            hand.apply(players[seat].choose(hand.view(seat)), seat=seat)
        return f"hand {seed} did not end in {MAX_ACTIONS} actions"
    except Exception:  # report every failure with its seed, whatever it is
        return f"hand {seed} vs {opponent}: {traceback.format_exc(limit=3)}"


def deal_games(rules: RuleSet, mine: int, seed: int, deal_seed: str) -> list[Hand]:
    """The games of one hand in which seat ``mine`` plays: one, or two in partnership
    gin; in three-handed gin the dealer is not ``mine``, who would sit out."""
    dealer = seed % rules.players
    if rules.seating == "dealer_sits_out" and dealer == mine:
        dealer = rules.next_seat(dealer)
    if rules.seating != "partners":
        return [Hand.deal(rules, dealer=dealer, seed=deal_seed)]
    return [
        Hand.deal(rules, dealer=game_dealer, seed=f"{deal_seed}:{pair}", players=pair)
        for game_dealer, pair in pairings_of_hand(rules, dealer, seed)
    ]


Job = tuple[str, str, int]
"""A level, a game and a seed: one hand to play."""


def _check(job: tuple[int, Job]) -> tuple[int, Job, str | None]:
    index, (level, preset, seed) = job
    return index, (level, preset, seed), play_hand(level, preset, seed)


def jobs_of(levels: Sequence[str], games: Sequence[str], hands: int) -> dict[int, Job]:
    """Every hand to play, by an index that stays the same when ``hands`` grows."""
    per_seed = len(levels) * len(games)
    return {
        seed * per_seed + li * len(games) + gi: (level, game, seed)
        for seed in range(hands)
        for li, level in enumerate(levels)
        for gi, game in enumerate(games)
    }


def _results_file(path: Path, levels: Sequence[str], games: Sequence[str]) -> ResultsFile[Any]:
    header = {"legality": {"levels": list(levels), "games": list(games)}}
    return ResultsFile(path, header, lambda error: error, lambda data: data)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m gin_desktop.tools.legality")
    parser.add_argument("--hands", type=int, default=500, help="hands per level and game")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--levels", default=",".join(LEVELS))
    parser.add_argument("--games", default=",".join(VARIANTS), help="presets, ginski_2, ginski_4")
    parser.add_argument("--results", type=Path, help="keep each hand here; a rerun continues")
    args = parser.parse_args(argv)
    levels, games = args.levels.split(","), args.games.split(",")
    unknown = [game for game in games if game not in VARIANTS]
    unknown += [level for level in levels if level not in LEVELS]
    if unknown:
        parser.error(f"unknown game or level {unknown[0]}")
    jobs = jobs_of(levels, games, args.hands)
    try:
        path = results_path(args.results) if args.results else None
        kept = _results_file(path, levels, games) if path else None
    except ResultsMismatch as mismatch:
        parser.error(str(mismatch))
    errors: dict[int, str | None] = {i: kept.done[i] for i in jobs if kept and i in kept.done}
    todo = [(i, job) for i, job in jobs.items() if i not in errors]
    start = time.perf_counter()
    with multiprocessing.Pool(args.workers) as pool:
        for done, (index, _, error) in enumerate(pool.imap_unordered(_check, todo), 1):
            errors[index] = error
            if kept is not None:
                kept.add(index, error)
            if done % 100 == 0 or done == len(todo):
                took = time.perf_counter() - start
                print(f"  {done} of {len(todo)} hands, {took:.0f} s", file=sys.stderr)
    print(
        f"{args.hands} seeded hands per level and game; {len(todo)} played now in "
        f"{time.perf_counter() - start:.0f} s, {len(jobs) - len(todo)} from {args.results}"
    )
    failures: dict[tuple[str, str], list[str]] = {(lv, g): [] for lv in levels for g in games}
    for index, (level, game, _) in sorted(jobs.items()):
        if errors[index]:
            failures[level, game].append(str(errors[index]))
    for (level, game), found in failures.items():
        print(f"  {level:9} {game:16} {len(found)} failures")
        for error in found[:3]:
            print("    " + error.replace("\n", "\n    "))
    return 1 if any(failures.values()) else 0


if __name__ == "__main__":
    sys.exit(main())
