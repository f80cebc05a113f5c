"""Tournaments between computer players, with duplicate deals.

    python -m gin_desktop.tools.arena --a expert --b strong --matches 2000 --seed 1 --workers 2
    python -m gin_desktop.tools.arena --a expert --b frozen-expert --matches 600 --seed 7

(``frozen-expert`` is the expert of main 84ca0e6, kept unchanged in ``frozen_expert/``:
every change to the expert is measured head to head against it.)

(With ``--seats expert,casual,casual --preset ginski``, a table of two to four players of
any levels, in ``table_arena.py``.)

Luck of the deal dominates short Gin Rummy matches, so deals are played in pairs: deal
``i`` is a match seed, and its match is played twice, A in seat 0 and then A in seat 1.
The same seed gives the same cut (the same seat deals first) and the same deck for each
hand number, so in the first hand each player gets exactly the cards the other got in
the twin match. (Later hands can part ways: the next dealer depends on who lost.)

Each pair is one job; jobs run in any number of processes and are gathered in order,
and every player is built fresh for its match from seeds derived from the job, so the
results depend on ``--seed`` alone, never on ``--workers``. Decision times do vary.
"""

from __future__ import annotations

import argparse
import multiprocessing
import random
import sys
import time
from collections import Counter
from collections.abc import Callable, Container, Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Protocol, runtime_checkable

from gin_desktop.ai.expert_way import net_points
from gin_desktop.ai.player import LEVELS, Player, create_player
from gin_desktop.engine import Match, NextHand, RuleSet, drawn_hands, tally
from gin_desktop.engine.match import HandRecord
from gin_desktop.engine.rules import PRESET_NAMES

from .feeding import Feeding, feeding
from .frozen_expert import NAME as FROZEN_EXPERT
from .frozen_expert import frozen_expert
from .intervals import deal_interval, percentile, wilson_interval
from .marjj import MARJJ, MarjjPlayer

if TYPE_CHECKING:
    from .arena_results import Deal, ResultsFile

Pair = tuple[int, int]
"""A value for A, then for B (not by seat)."""
OPENSPIEL = "openspiel"
PLAYER_CHOICES = (*LEVELS, FROZEN_EXPERT, OPENSPIEL, MARJJ)
"""The levels, the expert of 84ca0e6 frozen (``frozen_expert``), OpenSpiel's bot, MARJJ."""
MAX_ACTIONS_PER_HAND = 2000
"""Our rules have no limit on discard-pile draws; a hand this long is a bug in a player."""
PLAYERS = 2
"""The arena seats two players, A and B."""


@runtime_checkable
class SeatedPlayer(Protocol):
    """A player that must see the match it sits at (the OpenSpiel bridge mirrors it)."""

    def sit(self, match: Match, seat: int) -> None: ...


def make_player(spec: str, seed: int) -> Player:
    """A player by name: a level of ``create_player``, ``"frozen-expert"`` (the expert of
    84ca0e6), ``"openspiel"`` or ``"marjj"`` (the EAAI-2021 winner, ``marjj.py``)."""
    if spec in (FROZEN_EXPERT, MARJJ):
        return frozen_expert(seed) if spec == FROZEN_EXPERT else MarjjPlayer(seed)
    if spec == OPENSPIEL:
        from gin_desktop.tools.openspiel_bridge import OpenSpielPlayer  # needs pyspiel

        return OpenSpielPlayer()
    return create_player(spec, seed)


# --- one match ---------------------------------------------------------------------------


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


class _Clock:
    """Plays and times each decision of the two sides."""

    def __init__(self) -> None:
        self.times: tuple[list[float], list[float]] = ([], [])

    def play(self, player: Player, side: int, match: Match, seat: int) -> None:
        view = match.view(seat)
        start = time.perf_counter()
        action = player.choose(view)
        self.times[side].append(time.perf_counter() - start)
        match.apply(action, seat=seat)


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
    clock, actions = _Clock(), 0
    while not match.is_over:
        seat = match.to_act
        if seat is None:
            match.apply(NextHand())
            actions = 0
            continue
        clock.play(seats[seat], _side(seat, a_seat), match, seat)
        actions += 1
        if actions > MAX_ACTIONS_PER_HAND:
            raise RuntimeError(f"hand {match.hand_number} of match {seed!r} does not end")
    fallbacks = [_fallbacks(p) - old for p, old in zip((a, b), before, strict=True)]
    return _stats(match, a_seat, dealt, first_dealer, fallbacks, clock)


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
    return " ".join(str(card) for card in sorted(match.round.hand(seat)))


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


# --- many matches ------------------------------------------------------------------------


@dataclass(frozen=True)
class PairJob:
    """Deal ``index`` of an arena: one match seed, played with the seats both ways."""

    a: str
    b: str
    seed: int
    index: int
    rules: RuleSet


def match_seed(seed: int, index: int) -> str:
    return f"arena:{seed}:{index}"


def player_seeds(seed: int, index: int) -> Pair:
    """A's and B's seeds for deal ``index``: the same in both matches of the pair."""
    rng = random.Random(f"arena-players:{seed}:{index}")
    return rng.getrandbits(31), rng.getrandbits(31)


def play_pair(job: PairJob) -> tuple[MatchStats, MatchStats]:
    """Both matches of one deal: A in seat 0, then A in seat 1. Fresh players each time."""
    seed_a, seed_b = player_seeds(job.seed, job.index)
    seed = match_seed(job.seed, job.index)
    first, second = (
        play_match(
            make_player(job.a, seed_a), make_player(job.b, seed_b), seed, job.rules, a_seat=a_seat
        )
        for a_seat in (0, 1)
    )
    return first, second


def run_arena(
    a: str,
    b: str,
    matches: int,
    seed: int,
    rules: RuleSet | None = None,
    *,
    workers: int = 1,
    progress: Callable[[int, int], None] | None = None,
    played: Container[int] = (),
    keep: Callable[[int, tuple[MatchStats, MatchStats]], None] | None = None,
) -> list[MatchStats]:
    """Play ``matches`` matches in total (``matches // 2`` deals, each twice), in order:
    the deals whose index is not in ``played``, each handed to ``keep`` as it ends."""
    if matches < 2 or matches % 2:
        raise ValueError(f"matches must be an even number of at least 2, not {matches}")
    jobs = [
        PairJob(a, b, seed, index, rules or RuleSet())
        for index in range(matches // 2)
        if index not in played
    ]
    stats: list[MatchStats] = []
    for done, (job, pair) in enumerate(zip(jobs, _run(jobs, workers), strict=True), start=1):
        stats.extend(pair)
        if keep is not None:
            keep(job.index, pair)
        if progress is not None:
            progress(done, len(jobs))
    return stats


def _run(jobs: list[PairJob], workers: int) -> Iterator[tuple[MatchStats, MatchStats]]:
    if workers <= 1:
        yield from map(play_pair, jobs)
        return
    chunk = max(1, min(8, len(jobs) // (workers * 8)))
    with multiprocessing.Pool(workers) as pool:
        yield from pool.imap(play_pair, jobs, chunksize=chunk)


def decision_times(stats: Iterable[MatchStats]) -> tuple[list[float], list[float]]:
    """Every decision's time in seconds, for A and for B, over many matches."""
    times: tuple[list[float], list[float]] = ([], [])
    for one in stats:
        times[0].extend(one.times[0])
        times[1].extend(one.times[1])
    return times


# --- statistics ---------------------------------------------------------------------------


@dataclass(frozen=True)
class Summary:
    """Sums over many matches, A then B in each pair."""

    matches: int
    wins: Pair
    hands: int
    draws: int
    hands_won: Pair
    points: Pair
    totals: Pair
    knocks: Pair
    undercut: Pair
    gins: Pair
    big_gins: Pair
    pair_results: tuple[int, int, int]
    """Deals that A won twice, that were split, that B won twice."""
    fallbacks: tuple[dict[str, int], dict[str, int]]
    feeding: tuple[Feeding, Feeding] = (Feeding(), Feeding())

    @classmethod
    def of(cls, stats: Sequence[MatchStats]) -> Summary:
        def total(name: str) -> Pair:
            pairs = [getattr(one, name) for one in stats]
            return sum(p[0] for p in pairs), sum(p[1] for p in pairs)

        wins = sum(one.winner == 0 for one in stats)
        return cls(
            matches=len(stats),
            wins=(wins, len(stats) - wins),
            hands=sum(one.hands for one in stats),
            draws=sum(one.draws for one in stats),
            pair_results=_pair_results(stats),
            fallbacks=_total_fallbacks(stats),
            feeding=(
                sum((one.feeding[0] for one in stats), Feeding()),
                sum((one.feeding[1] for one in stats), Feeding()),
            ),
            **{name: total(name) for name in _SUMMED},
        )


_SUMMED = ("hands_won", "points", "totals", "knocks", "undercut", "gins", "big_gins")


def _pair_results(stats: Sequence[MatchStats]) -> tuple[int, int, int]:
    counts = [0, 0, 0]
    for first, second in zip(stats[::2], stats[1::2], strict=True):
        counts[first.winner + second.winner] += 1
    return counts[0], counts[1], counts[2]


def _total_fallbacks(stats: Sequence[MatchStats]) -> tuple[dict[str, int], dict[str, int]]:
    sides: tuple[Counter[str], Counter[str]] = (Counter(), Counter())
    for one in stats:
        for side in (0, 1):
            sides[side].update(dict(one.fallbacks[side]))
    return dict(sides[0]), dict(sides[1])


# --- the report ---------------------------------------------------------------------------


def _pct(part: int, whole: int) -> str:
    return f"{100 * part / whole:.1f}%" if whole else "-"


def _row(label: str, a: str, b: str = "") -> str:
    """One line of the table: a label, A's column, B's column (or one shared value). A
    long value in A's column still leaves a space before B's."""
    return f"  {label:<38}{a:<21} {b}".rstrip()


def format_report(
    summary: Summary, names: tuple[str, str], times: tuple[list[float], list[float]]
) -> list[str]:
    """The arena's table: A's column, then B's; rates are per hand played."""
    lines = [
        _row("", f"A: {names[0]}", f"B: {names[1]}"),
        *_match_rows(summary),
        *_hand_rows(summary),
        _row("decisions", f"{len(times[0])}", f"{len(times[1])}"),
        _row("decision ms mean / p50 / p99", _timing(times[0]), _timing(times[1])),
    ]
    if any(summary.fallbacks) or OPENSPIEL in names:
        fallbacks = [_fallback_text(counts) for counts in summary.fallbacks]
        lines.append(_row("fallbacks (bot choice illegal here)", *fallbacks))
    return lines


def _shares(pair: Pair, whole: int) -> tuple[str, str]:
    """Each count with its share of ``whole``."""
    return f"{pair[0]} ({_pct(pair[0], whole)})", f"{pair[1]} ({_pct(pair[1], whole)})"


def _match_rows(s: Summary) -> list[str]:
    low, high = wilson_interval(s.wins[0], s.matches)
    return [
        _row("matches won", *_shares(s.wins, s.matches)),
        _row("A's match-win rate, 95% CI (Wilson)", f"{100 * low:.1f}% .. {100 * high:.1f}%"),
        _row(
            "the same over deals, 95% CI",
            "{1:.1%} .. {2:.1%}".format(*deal_interval(*s.pair_results)),
        ),
        _row("deals won twice / split / lost twice", "{} / {} / {}".format(*s.pair_results)),
        _row("match total per match (bonuses in)", *(f"{t / s.matches:.1f}" for t in s.totals)),
    ]


def _hand_rows(s: Summary) -> list[str]:
    hands = s.hands
    return [
        _row("hands won", *_shares(s.hands_won, hands)),
        _row("points per hand", *(f"{points / hands:.2f}" for points in s.points)),
        _row("net points per hand, A - B", f"{(s.points[0] - s.points[1]) / hands:+.2f}"),
        _row("gin rate", _pct(s.gins[0], hands), _pct(s.gins[1], hands)),
        _row("knock rate (not gin)", _pct(s.knocks[0], hands), _pct(s.knocks[1], hands)),
        _row("non-gin knocks undercut by the other", _undercut(s, 0), _undercut(s, 1)),
        _row("undercuts made", f"{s.undercut[1]}", f"{s.undercut[0]}"),
        _row("discards meeting a known card", _fed(s.feeding[0]), _fed(s.feeding[1])),
        _row("  of them taken at once", _taken(s.feeding[0]), _taken(s.feeding[1])),
        _row("big gins", f"{s.big_gins[0]}", f"{s.big_gins[1]}"),
        _row("hands drawn (wall)", f"{s.draws} of {hands} hands ({_pct(s.draws, hands)})"),
    ]


def _undercut(s: Summary, side: int) -> str:
    return f"{s.undercut[side]} of {s.knocks[side]} ({_pct(s.undercut[side], s.knocks[side])})"


def _fed(counts: Feeding) -> str:
    return f"{counts.fed} of {counts.discards} ({_pct(counts.fed, counts.discards)})"


def _taken(counts: Feeding) -> str:
    return f"{counts.taken} ({_pct(counts.taken, counts.fed)})"


def _timing(values: Sequence[float]) -> str:
    mean = sum(values) / max(1, len(values))
    return " / ".join(f"{1000 * v:.1f}" for v in (mean, *(percentile(values, q) for q in (50, 99))))


def _fallback_text(counts: dict[str, int]) -> str:
    if not counts:
        return "0"
    detail = ", ".join(f"{reason} {count}" for reason, count in sorted(counts.items()))
    return f"{sum(counts.values())} ({detail})"


# --- command line -------------------------------------------------------------------------


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="python -m gin_desktop.tools.arena",
        description="Play computer players against each other on duplicate deals.",
    )
    parser.add_argument("--a", default="expert", choices=PLAYER_CHOICES, help="player A")
    parser.add_argument("--b", default="strong", choices=PLAYER_CHOICES, help="player B")
    parser.add_argument(
        "--matches",
        type=int,
        default=200,
        help="matches in total, even: N/2 deals, each played twice",
    )
    parser.add_argument("--seed", type=int, default=1)
    two_player = [name for name in PRESET_NAMES if RuleSet.preset(name).players == 2]
    parser.add_argument("--preset", default="standard", choices=two_player)
    parser.add_argument("--workers", type=int, default=1, help="processes (results do not change)")
    parser.add_argument("--quiet", action="store_true", help="no progress on stderr")
    parser.add_argument(
        "--winners", type=Path, help="write each match's winner here, for tools.paired"
    )
    parser.add_argument(
        "--results",
        type=Path,
        help="keep every deal here as it ends; a rerun continues, the report pools the file",
    )
    return parser


def _results_file(args: argparse.Namespace) -> ResultsFile[Deal] | None:
    """The ``--results`` file, if one is named; exits with a sentence on a mismatch."""
    if args.results is None:
        return None
    from .arena_results import ResultsMismatch, deals_file

    header = {"a": args.a, "b": args.b, "seed": args.seed, "preset": args.preset}
    try:
        results = deals_file(args.results, header)
    except ResultsMismatch as error:
        _parser().exit(2, f"arena: {error}\n")
    if results.done:
        print(f"  {len(results.done)} deals already in {args.results}", file=sys.stderr)
    return results


def _progress(done: int, total: int) -> None:
    if done == total or done % max(1, total // 10) == 0:
        print(f"  {done}/{total} deals played", file=sys.stderr, flush=True)


def _header(args: argparse.Namespace, elapsed: float) -> list[str]:
    deals = args.matches // 2
    return [
        f"Arena: A = {args.a}, B = {args.b}; preset {args.preset}; seed {args.seed}",
        f"{args.matches} matches played in total: {deals} deal{'s' if deals != 1 else ''}, "
        f"each played twice with the seats swapped; {args.workers} worker(s), {elapsed:.1f} s",
    ]


def main(argv: Sequence[str] | None = None) -> int:
    given = list(sys.argv[1:] if argv is None else argv)
    if any(arg == "--seats" or arg.startswith("--seats=") for arg in given):
        from .table_arena import table_main  # a table of two to four, any mix of levels

        return table_main(given)
    args = _parser().parse_args(given)
    if args.matches < 2 or args.matches % 2:
        _parser().error("--matches must be even: each deal is played twice, seats swapped")
    rules = RuleSet.preset(args.preset)
    results = _results_file(args)
    start = time.perf_counter()
    stats = run_arena(
        args.a,
        args.b,
        args.matches,
        args.seed,
        rules,
        workers=args.workers,
        progress=None if args.quiet else _progress,
        played=results.done if results is not None else (),
        keep=results.add if results is not None else None,
    )
    elapsed = time.perf_counter() - start
    if results is not None:
        from .arena_results import pooled

        stats = pooled(results)  # every deal of the file, from this run and earlier ones
        args.matches = len(stats)
    if args.winners is not None:
        from .paired import write_winners

        write_winners(args.winners, stats)
    for line in _header(args, elapsed):
        print(line)
    summary = Summary.of(stats)
    print(f"{summary.hands} hands; rates are per hand played, drawn hands included")
    for line in format_report(summary, (args.a, args.b), decision_times(stats)):
        print(line)
    print("(decision times: every choose() call, forced moves included; an OpenSpiel")
    print(" side's include the upkeep of its pyspiel mirror)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
