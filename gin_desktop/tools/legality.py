"""``python -m gin_desktop.tools.legality --hands 2000``: every computer level plays seeded hands
under every preset, and Ginski also for two and four; any illegal move or exception is
reported with its seed.

The engine refuses an illegal move with an IllegalActionError, so a hand that ends
without an exception was played legally throughout.
"""

from __future__ import annotations

import argparse
import multiprocessing
import sys
import time
import traceback
from collections.abc import Sequence

from gin_desktop.ai import LEVELS, create_player
from gin_desktop.engine import Round, RuleSet
from gin_desktop.engine.match import pairings_of_hand
from gin_desktop.engine.round import Phase
from gin_desktop.engine.rules import PRESET_NAMES

MAX_ACTIONS = 1200
"""Actions of a hand (of both games of a partnership hand) before it is called stuck."""
VARIANTS: dict[str, RuleSet] = {name: RuleSet.preset(name) for name in PRESET_NAMES}
VARIANTS["ginski_2"] = VARIANTS["ginski"].with_changes(players=2)
VARIANTS["ginski_4"] = VARIANTS["ginski"].with_changes(players=4)


def play_hand(level: str, variant: str, seed: int) -> str | None:
    """Play one hand, ``level`` at a rotating seat against rotating levels; an error
    text, or None."""
    rules = VARIANTS[variant]
    seats = rules.players
    mine = seed % seats
    others = [LEVELS[(seed + seat) % len(LEVELS)] for seat in range(seats)]
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


def deal_games(rules: RuleSet, mine: int, seed: int, deal_seed: str) -> list[Round]:
    """The games of one hand in which seat ``mine`` plays: one, or two in partnership
    gin; in three-handed gin the dealer is not ``mine``, who would sit out."""
    dealer = seed % rules.players
    if rules.seating == "dealer_sits_out" and dealer == mine:
        dealer = rules.next_seat(dealer)
    if rules.seating != "partners":
        return [Round.deal(rules, dealer=dealer, seed=deal_seed)]
    return [
        Round.deal(rules, dealer=game_dealer, seed=f"{deal_seed}:{pair}", players=pair)
        for game_dealer, pair in pairings_of_hand(rules, dealer, seed)
    ]


def _check(job: tuple[str, str, int]) -> tuple[str, str, str | None]:
    level, preset, seed = job
    return level, preset, play_hand(level, preset, seed)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m gin_desktop.tools.legality")
    parser.add_argument("--hands", type=int, default=2000, help="hands per level and preset")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--levels", default=",".join(LEVELS))
    parser.add_argument("--games", default=",".join(VARIANTS), help="presets, ginski_2, ginski_4")
    args = parser.parse_args(argv)
    levels, games = args.levels.split(","), args.games.split(",")
    unknown = [game for game in games if game not in VARIANTS]
    if unknown:
        parser.error(f"unknown game {unknown[0]}: choose from {', '.join(VARIANTS)}")
    jobs = [(lv, v, seed) for lv in levels for v in games for seed in range(args.hands)]
    start = time.perf_counter()
    failures: dict[tuple[str, str], list[str]] = {(lv, v): [] for lv in levels for v in games}
    with multiprocessing.Pool(args.workers) as pool:
        for level, preset, error in pool.imap_unordered(_check, jobs, chunksize=20):
            if error:
                failures[level, preset].append(error)
    print(f"{args.hands} seeded hands per level and game, {time.perf_counter() - start:.0f} s")
    for (level, preset), errors in failures.items():
        print(f"  {level:9} {preset:16} {len(errors)} failures")
        for error in errors[:3]:
            print("    " + error.replace("\n", "\n    "))
    return 1 if any(failures.values()) else 0


if __name__ == "__main__":
    sys.exit(main())
