"""The arena's figures over many matches (``Summary``) and its report, A's column then B's.

Rates are per hand played, drawn hands included; the match-win rate has two 95%
intervals, Wilson's over matches and one over deals (``intervals.py``).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

from .arena_match import MatchStats, Pair
from .endings import Endings, how_hands_ended
from .feeding import Feeding
from .intervals import deal_interval, percentile, wilson_interval
from .players import OPENSPIEL


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
    endings: tuple[Endings, Endings] | None = None
    """Per side: the hands it ended and their points, by how they ended (None if a match
    was kept before they were)."""

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
            endings=_total_endings(stats),
            **{name: total(name) for name in _SUMMED},
        )


_SUMMED = ("hands_won", "points", "totals", "knocks", "undercut", "gins", "big_gins")


def _pair_results(stats: Sequence[MatchStats]) -> tuple[int, int, int]:
    counts = [0, 0, 0]
    for first, second in zip(stats[::2], stats[1::2], strict=True):
        counts[first.winner + second.winner] += 1
    return counts[0], counts[1], counts[2]


def _total_endings(stats: Sequence[MatchStats]) -> tuple[Endings, Endings] | None:
    kept = [one.endings for one in stats]
    if any(sides is None for sides in kept):
        return None
    return (
        sum((sides[0] for sides in kept if sides), Endings()),
        sum((sides[1] for sides in kept if sides), Endings()),
    )


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
    return lines + _ending_rows(summary)


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


def _ending_rows(s: Summary) -> list[str]:
    """The knock table, when every match kept how its hands ended: each way's share of the
    hands and A's points a hand from it, adding up to A's net points a hand."""
    if s.endings is None:
        return []
    ways = how_hands_ended(s.endings, s.draws)
    return [
        _row("how the hands ended", "hands", "A's points a hand, over all hands"),
        *(
            _row(way.words(("A", "B")), way.share(s.hands), way.points_a_hand(s.hands))
            for way in ways
        ),
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
