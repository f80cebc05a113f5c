"""``python -m gin_desktop.tools.bench melds``: what the meld solver costs.

Times ``best_arrangement`` on seeded random 10-card hands and ``best_discard`` on seeded
11-card hands, one ``perf_counter_ns`` reading per call, over several repeats, and, when
``pyspiel`` imports, OpenSpiel's C++ ``GinRummyUtils.min_deadwood`` on the same hands in
the same run. Prints medians and 90th percentiles in microseconds and the ratios ours /
OpenSpiel. ``--deck rumski`` also times the Rumski deck's solver, with its wild cards, on
hands dealt from that deck, beside the standard deck's figures of the same run.
"""

from __future__ import annotations

import argparse
import platform
import random
import statistics
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import partial
from typing import Any

from gin_desktop.engine import Deck, RuleSet, best_arrangement, best_discard


@dataclass(frozen=True)
class Timing:
    label: str
    samples_ns: list[int]
    """One reading per call, every hand of every repeat."""
    repeat_medians_ns: list[float]

    @property
    def median_us(self) -> float:
        return statistics.median(self.samples_ns) / 1000

    @property
    def p90_us(self) -> float:
        return statistics.quantiles(self.samples_ns, n=10)[-1] / 1000

    @property
    def spread_us(self) -> tuple[float, float]:
        """Lowest and highest median of a single repeat."""
        return min(self.repeat_medians_ns) / 1000, max(self.repeat_medians_ns) / 1000


def time_calls(
    label: str, func: Callable[[Any], object], inputs: Sequence[Any], repeats: int
) -> Timing:
    """Call ``func`` once per input, reading the clock around each call, ``repeats`` times."""
    clock = time.perf_counter_ns
    samples: list[int] = []
    medians: list[float] = []
    for _ in range(repeats):
        run: list[int] = []
        for item in inputs:
            start = clock()
            func(item)
            run.append(clock() - start)
        medians.append(statistics.median(run))
        samples += run
    return Timing(label, samples, medians)


def timer_overhead_ns(calls: int = 100_000) -> float:
    """Median cost of one clock reading pair around nothing: included in every sample."""
    clock = time.perf_counter_ns
    readings = []
    for _ in range(calls):
        start = clock()
        readings.append(clock() - start)
    return statistics.median(readings)


# OpenSpiel's card int is suit * 13 + rank - 1 with suits s, c, d, h; ours are S, H, D, C.
OPENSPIEL_SUIT = (0, 3, 2, 1)
TARGETS_US = {"best_arrangement": 4.0, "best_discard": 12.0}
RUMSKI_TARGETS_US = {"rumski best_arrangement": 25.0, "rumski best_discard": 60.0}


def configure(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--hands", type=int, default=10_000, help="hands of each size")
    parser.add_argument("--seed", type=int, default=0, help="seed of the random deals")
    parser.add_argument("--repeats", type=int, default=5, help="passes over the hands")
    parser.add_argument("--no-openspiel", action="store_true", help="skip OpenSpiel")
    parser.add_argument(
        "--deck",
        choices=("standard", "rumski"),
        default="standard",
        help="rumski: time the Rumski deck's solver too, beside the standard deck's",
    )


def deal_hands(seed: int, count: int, size: int, deck: str = "standard") -> list[list[Any]]:
    cards = Deck.named(deck).cards
    rng = random.Random(seed)
    return [rng.sample(cards, size) for _ in range(count)]


def openspiel_ints(hand: Sequence[Any]) -> list[int]:
    return [OPENSPIEL_SUIT[card.suit] * 13 + card.rank - 1 for card in hand]


def load_openspiel() -> Any | None:
    """OpenSpiel's GinRummyUtils(13 ranks, 4 suits, 10 cards), or None if absent."""
    try:
        # An optional dependency: only the test extra installs pyspiel (x86-64, Python
        # before 3.14).
        import pyspiel
    except ImportError:
        return None
    return pyspiel.gin_rummy.GinRummyUtils(13, 4, 10)


def _print_header(args: argparse.Namespace, overhead: float) -> None:
    print(
        f"melds benchmark: {args.hands} hands of 10 and of 11 cards, seed {args.seed}, "
        f"{args.repeats} repeats"
    )
    print(f"Python {platform.python_version()} on {platform.machine()} ({platform.system()})")
    print(f"clock overhead per reading (included below): {overhead / 1000:.3f} us")
    print()
    print(f"{'call':<40}{'median us':>10}{'p90 us':>10}{'repeat medians us':>22}")


def _print_timing(timing: Timing) -> None:
    low, high = timing.spread_us
    spread = f"{low:.2f}-{high:.2f}"
    print(f"{timing.label:<40}{timing.median_us:>10.2f}{timing.p90_us:>10.2f}{spread:>22}")


def _count_disagreements(utils: Any, hands: list[list[Any]], ints: list[list[int]]) -> int:
    """Hands whose deadwood (after the best discard, for 11 cards) differs from OpenSpiel's."""

    def ours(hand: list[Any]) -> int:
        if len(hand) == 11:
            return best_discard(hand)[1].deadwood_points
        return best_arrangement(hand).deadwood_points

    return sum(ours(h) != utils.min_deadwood(i) for h, i in zip(hands, ints, strict=True))


def run(args: argparse.Namespace) -> int:
    hands10 = deal_hands(args.seed, args.hands, 10)
    hands11 = deal_hands(args.seed + 1, args.hands, 11)
    utils = None if args.no_openspiel else load_openspiel()
    _print_header(args, timer_overhead_ns())
    ours = [
        time_calls("best_arrangement (10 cards)", best_arrangement, hands10, args.repeats),
        time_calls("best_discard (11 cards)", best_discard, hands11, args.repeats),
    ]
    for timing in ours:
        _print_timing(timing)
    if utils is None:
        why = "--no-openspiel" if args.no_openspiel else "pyspiel not importable"
        print(f"\nOpenSpiel skipped: {why}")
    else:
        _compare_openspiel(utils, args, hands10, hands11, ours)
    _print_targets(ours, TARGETS_US)
    if args.deck == "rumski":
        _print_targets(_time_rumski(args), RUMSKI_TARGETS_US)
    return 0


def _time_rumski(args: argparse.Namespace) -> list[Timing]:
    """The Rumski solver on hands dealt from the Rumski deck (wild cards as often as a
    deal brings them), timed in the same run as the standard deck's."""
    rules, deck = RuleSet(deck="rumski"), Deck.rumski()
    hands10 = deal_hands(args.seed, args.hands, 10, "rumski")
    hands11 = deal_hands(args.seed + 1, args.hands, 11, "rumski")
    with_wilds = sum(any(card.is_wild for card in hand) for hand in hands10) / len(hands10)
    print(
        f"\nRumski deck: {deck.size} cards with {deck.wild_count} wilds; "
        f"{with_wilds:.0%} of the 10-card hands hold one"
    )
    arrange, discard = partial(best_arrangement, rules=rules), partial(best_discard, rules=rules)
    ours = [
        time_calls("rumski best_arrangement (10 cards)", arrange, hands10, args.repeats),
        time_calls("rumski best_discard (11 cards)", discard, hands11, args.repeats),
    ]
    for timing in ours:
        _print_timing(timing)
    return ours


def _compare_openspiel(
    utils: Any,
    args: argparse.Namespace,
    hands10: list[list[Any]],
    hands11: list[list[Any]],
    ours: list[Timing],
) -> None:
    ints10 = [openspiel_ints(hand) for hand in hands10]  # converted outside the timing
    ints11 = [openspiel_ints(hand) for hand in hands11]
    theirs = [
        time_calls("openspiel min_deadwood (10 cards)", utils.min_deadwood, ints10, args.repeats),
        time_calls("openspiel min_deadwood (11 cards)", utils.min_deadwood, ints11, args.repeats),
    ]
    for timing in theirs:
        _print_timing(timing)
    print()
    for mine, other in zip(ours, theirs, strict=True):
        ratio = mine.median_us / other.median_us
        print(f"ratio {mine.label} / {other.label}: {ratio:.3f}")
    print(f"10-card hands whose deadwood differs: {_count_disagreements(utils, hands10, ints10)}")
    print(f"11-card hands whose deadwood differs: {_count_disagreements(utils, hands11, ints11)}")
    print("  (OpenSpiel's 11-card min_deadwood melds all eleven cards, then drops the highest")
    print("  deadwood card: a shortcut that can miss a better discard from a meld)")


def _print_targets(ours: list[Timing], targets: dict[str, float]) -> None:
    print()
    for timing, (name, target) in zip(ours, targets.items(), strict=True):
        verdict = "met" if timing.median_us <= target else "MISSED"
        print(f"target {name} median <= {target:g} us: {verdict} ({timing.median_us:.2f} us)")
