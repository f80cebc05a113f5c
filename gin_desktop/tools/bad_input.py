"""Bad input to the engine's facade, case by case: each must raise ValueError naming the
problem, at once, and quote at most ``QUOTE_LIMIT`` characters of what it was given.

The tests check every case (``tests/tools/test_bad_input.py``);
``python -m gin_desktop.tools.bench badinput`` times them against the 10 ms target;
``python -m gin_desktop.tools.bad_input`` checks every case and prints the total.
"""

from __future__ import annotations

import argparse
import statistics
import time
from collections.abc import Callable, Iterator

from gin_desktop.engine import (
    CARDS,
    Card,
    Discard,
    Hand,
    Match,
    RuleSet,
    action_from_dict,
    best_arrangement,
    best_discard,
    deadwood_points,
    hand_diagram,
    is_meld,
    lay_off,
    lay_off_targets,
    parse_cards,
    quote,
    score_showdown,
)
from gin_desktop.engine.cards import QUOTE_LIMIT

MEGABYTE = 1 << 20
HUGE_TOKEN = "x" * MEGABYTE
"""One token of a megabyte: no card, and too long to quote."""
MANY_CARDS = " ".join([str(card) for card in CARDS] * (MEGABYTE // 160))
"""A megabyte of card tokens: the whole deck again and again."""
TWELVE = list(CARDS[:12])
TEN = list(CARDS[:10])
SEVEN = CARDS[6]
A_MILLION_SEVENS = [SEVEN] * MEGABYTE
MELDS = [list(CARDS[:3])]
KNOCKER = [*CARDS[:9], CARDS[13 * 2]]  # A-9 of spades and the ace of diamonds: 1 deadwood
DEFENDER = list(CARDS[14:24])

Case = tuple[str, Callable[[], object]]


def _cases() -> list[Case]:
    seven_twice = [SEVEN, *CARDS[:8], SEVEN]
    return [
        # Card notation.
        ("a megabyte token", lambda: Card.from_str(HUGE_TOKEN)),
        ("a card that is not text", lambda: Card.from_str(7)),  # type: ignore[arg-type]
        ("a megabyte of cards to parse", lambda: parse_cards(MANY_CARDS)),
        ("a megabyte token among cards", lambda: parse_cards("9H " + HUGE_TOKEN)),
        ("a card given twice to parse", lambda: parse_cards("9H 9D 9h")),
        ("cards to parse that are numbers", lambda: parse_cards([1, 2, 3])),  # type: ignore[list-item]
        ("cards to parse that are no list", lambda: parse_cards(5)),  # type: ignore[arg-type]
        # Meld arithmetic.
        ("a card twice in a hand", lambda: best_arrangement(seven_twice)),
        ("twelve cards to arrange", lambda: best_arrangement(TWELVE)),
        ("the whole deck to arrange", lambda: best_arrangement(CARDS)),
        ("text to arrange", lambda: best_arrangement("AS 2S 3S")),  # type: ignore[arg-type]
        ("numbers to arrange", lambda: best_arrangement([1, 2, 3])),  # type: ignore[list-item]
        ("a megabyte of text to arrange", lambda: best_arrangement(HUGE_TOKEN)),  # type: ignore[arg-type]
        ("a generator without end to arrange", lambda: best_arrangement(_endless())),
        ("a card twice in a deadwood count", lambda: deadwood_points(seven_twice)),
        ("twelve cards to count", lambda: deadwood_points(TWELVE)),
        ("ten cards for a best discard", lambda: best_discard(TEN)),
        ("twelve cards for a best discard", lambda: best_discard(TWELVE)),
        ("a meld of text", lambda: is_meld("AS 2S 3S")),  # type: ignore[arg-type]
        ("a meld of numbers", lambda: is_meld([1, 2, 3])),  # type: ignore[list-item]
        ("a meld of a million cards", lambda: is_meld(A_MILLION_SEVENS)),
        # Lay-offs and the showdown.
        ("a lay-off hand with a card twice", lambda: lay_off(MELDS, seven_twice)),
        ("a lay-off hand of twelve", lambda: lay_off(MELDS, TWELVE)),
        ("melds of text", lambda: lay_off("AS 2S 3S", TEN[3:])),  # type: ignore[arg-type]
        ("a meld that is no meld", lambda: lay_off([TEN[:2]], TEN[3:])),
        ("a meld sharing a card with the hand", lambda: lay_off(MELDS, TEN)),
        ("a lay-off target of text", lambda: lay_off_targets(MELDS, "7S")),  # type: ignore[arg-type]
        ("a showdown with a knocker of twelve", lambda: score_showdown(TWELVE, DEFENDER)),
        ("a showdown with a card twice", lambda: score_showdown(seven_twice, DEFENDER)),
        ("a showdown of numbers", lambda: score_showdown([1] * 10, DEFENDER)),  # type: ignore[list-item]
        ("a showdown with one card in both hands", lambda: score_showdown(KNOCKER, KNOCKER)),
        ("a drawing of numbers", lambda: hand_diagram([1, 2])),  # type: ignore[list-item]
        # Saved data and rules.
        ("rules of a megabyte key", lambda: RuleSet.from_dict({HUGE_TOKEN: 1})),
        ("rules of a megabyte value", lambda: RuleSet.from_dict({"next_dealer": HUGE_TOKEN})),
        ("a deck to deal of a megabyte", lambda: Hand.deal(deck=MANY_CARDS)),
        ("a deck to deal with a card twice", lambda: Hand.deal(deck=[SEVEN] * len(CARDS))),
        ("a dealer of text", lambda: Hand.deal(dealer="0")),  # type: ignore[arg-type]
        ("a saved hand of a megabyte", lambda: Hand.from_dict({"rules": HUGE_TOKEN})),
        ("a saved match of a megabyte", lambda: Match.from_dict({"rules": HUGE_TOKEN})),
        ("names of a megabyte", lambda: Match(names=[HUGE_TOKEN])),
        ("an action of a megabyte", lambda: action_from_dict({"type": HUGE_TOKEN})),
        (
            "a discard of a megabyte",
            lambda: action_from_dict({"type": "discard", "card": HUGE_TOKEN}),
        ),
        (
            "a lay-off onto meld 1.0",
            lambda: action_from_dict({"type": "lay_off", "card": "7S", "meld_index": 1.0}),
        ),
        # Found by the black-box runs of issue 45: wrong types, numbers without end, names.
        ("rules that are a number, to a match", lambda: Match(7)),  # type: ignore[arg-type]
        ("rules that are text, to a deal", lambda: Hand.deal("standard")),  # type: ignore[arg-type]
        ("rules that are a number, to arrange", lambda: best_arrangement(TEN, 7)),  # type: ignore[arg-type]
        ("rules that are text, to score", lambda: score_showdown(KNOCKER, DEFENDER, "x")),  # type: ignore[arg-type]
        ("a seed that is a list", lambda: Match(seed=[1])),  # type: ignore[arg-type]
        ("a seed that is a fraction", lambda: Match(seed=1.5)),  # type: ignore[arg-type]
        ("a seed that is an object", lambda: Hand.deal(seed=object())),  # type: ignore[arg-type]
        ("names that are a number", lambda: Match(names=7)),  # type: ignore[arg-type]
        ("one name twice", lambda: Match(names=["Ana", "ana"])),
        ("a name of 10,000 characters", lambda: Match(names=["A" * 10_000, "B"])),
        ("a name with NUL", lambda: Match(names=["An\x00a", "B"])),
        ("a name with a right-to-left override", lambda: Match(names=["\u202eAna 12", "B"])),
        ("a name with a zero-width space", lambda: Match(names=["An\u200ba", "B"])),
        ("a name that is a number", lambda: Match(names=[7, "B"])),  # type: ignore[list-item]
        ("a multiplier of text", lambda: score_showdown(KNOCKER, DEFENDER, multiplier="2")),  # type: ignore[arg-type]
        ("a multiplier of 10^300", lambda: score_showdown(KNOCKER, DEFENDER, multiplier=10**300)),
        ("a knock limit of 10^300", lambda: score_showdown(KNOCKER, DEFENDER, knock_limit=10**300)),
        ("melds that are a number", lambda: score_showdown(KNOCKER, DEFENDER, knocker_melds=7)),  # type: ignore[arg-type]
        (
            "a lay-off onto meld 10^300",
            lambda: action_from_dict({"type": "lay_off", "card": "7S", "meld_index": 10**300}),
        ),
        ("a view of seat 7", lambda: Match(seed=1).view(7)),
        ("a view of seat 'one'", lambda: Hand.deal(seed=1).view("one")),  # type: ignore[arg-type]
        ("a deck to deal that is a number", lambda: Hand.deal(deck=7)),  # type: ignore[arg-type]
        ("players of a hand that are text", lambda: Hand.deal(players="01")),  # type: ignore[arg-type]
        ("a hand nested without end", lambda: best_arrangement(NESTED)),  # type: ignore[arg-type]
        ("a card nested without end", lambda: Card.from_str(NESTED)),  # type: ignore[arg-type]
        ("an action nested without end", lambda: Hand.deal(seed=1).apply(NESTED)),  # type: ignore[arg-type]
        (
            "a discard of a card nested without end",
            lambda: Hand.deal(seed=1).apply(Discard(NESTED)),  # type: ignore[arg-type]
        ),
        ("a match of a number of 10^300 hands", lambda: Match.from_dict(_hand_number(10**300))),
    ]


def _nested(depth: int) -> list[object]:
    """A list in a list in a list ... ``depth`` deep."""
    outer: list[object] = []
    inner = outer
    for _ in range(depth):
        deeper: list[object] = []
        inner.append(deeper)
        inner = deeper
    return outer


NESTED = _nested(100_000)


def _hand_number(number: int) -> dict[str, object]:
    data = Match(seed=1).to_dict()
    data["hand_number"] = number
    return data


def _endless() -> Iterator[Card]:
    while True:
        yield from CARDS


CASES: list[Case] = _cases()


def verdict(call: Callable[[], object]) -> str | None:
    """What is wrong with how ``call`` is refused; None when it raises a short
    ValueError that quotes no megabyte of its input."""
    try:
        call()
    except ValueError as error:
        message = str(error)
        if not message:
            return "a ValueError without words"
        if len(message) > 2 * QUOTE_LIMIT + 100 or HUGE_TOKEN[: QUOTE_LIMIT + 1] in message:
            return f"a message of {len(message)} characters"
        return None
    except BaseException as error:  # what the facade must never let out
        return f"{type(error).__name__} instead of ValueError: {quote(str(error))}"
    return "accepted"


def main() -> int:
    """Every case, refused as it must be: prints each that is not, and a total."""
    failed = [(name, problem) for name, call in CASES if (problem := verdict(call)) is not None]
    for name, problem in failed:
        print(f"  {name}: {problem}")
    refused = f"{len(CASES) - len(failed)} of {len(CASES)}"
    print(f"bad input to the facade: {refused} cases refused with a short ValueError")
    return 1 if failed else 0


# --- timed (``python -m gin_desktop.tools.bench badinput``) ------------------------------

BAD_INPUT_TARGET_MS = 10.0
"""Every case's median time to be refused."""


def configure(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--repeats", type=int, default=9, help="calls of each case")


def run(args: argparse.Namespace) -> int:
    """Each case's median time to raise ValueError, against ``BAD_INPUT_TARGET_MS``."""
    print(f"bad input to the facade: {len(CASES)} cases, {args.repeats} calls each, median ms")
    worst = 0.0
    for name, call in CASES:
        readings = []
        for _ in range(args.repeats):
            start = time.perf_counter()
            try:
                call()
            except ValueError:
                pass
            else:
                print(f"  {name}: NO ValueError")
                return 1
            readings.append((time.perf_counter() - start) * 1000)
        median = statistics.median(readings)
        worst = max(worst, median)
        over = "  OVER TARGET" if median > BAD_INPUT_TARGET_MS else ""
        print(f"  {median:8.3f}  {name}{over}")
    verdict = "met" if worst <= BAD_INPUT_TARGET_MS else "MISSED"
    print(f"target every median <= {BAD_INPUT_TARGET_MS:g} ms: {verdict} (worst {worst:.3f} ms)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
