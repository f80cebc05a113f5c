"""A results file summed up: what is committed of a run, in place of its measurements.

A results file (``arena_results.py``) keeps every deal or match of a run and lives out of
git; its summary is a small JSON file in ``docs/strength/runs/`` holding what the run
played (the tool and its arguments), the commit that played it, the counts and figures
``docs/STRENGTH.md`` shows, the command that plays the file again, and the SHA-256 of the
file, so that a file played again can be told identical or not (decision times aside,
every figure of a run depends on its arguments and commit alone).

    uv run python -m gin_desktop.tools.strength_report --summarize expert-v-strong.jsonl

Four tools keep results files, told apart by their first line: the two-seat arena
(``{"a", "b", "seed", "preset"}``), the table (``{"seats", ...}``), ``first_hands`` and
``legality``.
"""

from __future__ import annotations

import hashlib
import json
import statistics
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from .arena import decision_times
from .arena_results import stats_from_json
from .arena_summary import Summary
from .endings import ENDINGS, Endings
from .intervals import deal_interval, mean_and_margin, percentile, wilson_interval
from .table_arena import TableStats, table_stats_from_json

RUN = "uv run python -m gin_desktop.tools"
"""How every command starts."""


def read_results(path: Path) -> tuple[dict[str, Any], list[Any]]:
    """The header's arguments and every result, in job order (a torn last line left out)."""
    lines = path.read_text(encoding="utf-8").split("\n")
    header: dict[str, Any] = json.loads(lines[0])["arena"]
    kept: dict[int, Any] = {}
    for line in lines[1:]:
        try:
            data = json.loads(line)
        except json.JSONDecodeError:
            continue  # the empty end, or a line cut short by a stop
        kept[int(data["job"])] = data["result"]
    return header, [kept[index] for index in sorted(kept)]


def sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def summarize(path: Path, name: str, commit: str) -> dict[str, Any]:
    """The summary of the results file at ``path``, known as ``name`` (its path in the
    results folder), played by ``commit``."""
    header, results = read_results(path)
    tool, arguments, counts, figures = _tool_of(header, results)
    return {
        "results": name,
        "sha256": sha256(path),
        "bytes": path.stat().st_size,
        "commit": commit,
        "tool": tool,
        "arguments": arguments,
        "command": command(tool, arguments, counts, name),
        "counts": counts,
        "figures": figures,
    }


def _tool_of(
    header: dict[str, Any], results: list[Any]
) -> tuple[str, dict[str, Any], dict[str, Any], dict[str, Any]]:
    if "legality" in header:
        return "legality", header["legality"], *_legality(header["legality"], results)
    if "first_hands" in header:
        return "first_hands", header["first_hands"], *_first_hands(results)
    if "seats" in header:
        return "table", header, *_table([table_stats_from_json(one) for one in results])
    stats = [stats_from_json(one) for deal in results for one in deal]
    return "arena", header, *_two_seats(stats)


def _ms(times: Sequence[float]) -> list[float]:
    """Mean and p99 in milliseconds, to a tenth."""
    mean = sum(times) / max(1, len(times))
    return [round(1000 * mean, 1), round(1000 * percentile(times, 99), 1)]


def _interval(low: float, high: float) -> list[float]:
    return [round(100 * low, 1), round(100 * high, 1)]


def _two_seats(stats: list[Any]) -> tuple[dict[str, Any], dict[str, Any]]:
    summary = Summary.of(stats)
    times = decision_times(stats)
    hands = summary.hands
    counts = {
        "matches": summary.matches,
        "deals": summary.matches // 2,
        "wins": list(summary.wins),
        "deals_won_twice_split_lost": list(summary.pair_results),
        "hands": hands,
        "hands_won": list(summary.hands_won),
        "knocks": list(summary.knocks),
        "undercut": list(summary.undercut),
        "gins": list(summary.gins),
        "big_gins": list(summary.big_gins),
        "walls": summary.draws,
        "decisions": [len(side) for side in times],
    }
    if summary.endings is not None:  # kept by every match of the file
        counts["endings"] = [_endings(side) for side in summary.endings]
    _, low, high = deal_interval(*summary.pair_results)
    figures = {
        "a_match_win_rate": round(100 * summary.wins[0] / summary.matches, 1),
        "over_deals_95": _interval(low, high),
        "wilson_95": _interval(*wilson_interval(summary.wins[0], summary.matches)),
        "net_points_a_hand": round((summary.points[0] - summary.points[1]) / hands, 2),
        "points_a_hand": [round(points / hands, 2) for points in summary.points],
        "decision_ms_mean_p99": [_ms(side) for side in times],
    }
    return counts, figures


def _endings(side: Endings) -> dict[str, list[int]]:
    """One side's endings as a summary keeps them: each one's hands and points."""
    return {name: list(getattr(side, name)) for name in ENDINGS}


def _table(stats: list[TableStats]) -> tuple[dict[str, Any], dict[str, Any]]:
    played, places = len(stats), len(stats[0].hands_won) if stats else 0
    won = [sum(place in one.winners for one in stats) for place in range(places)]
    counted = [one for one in stats if one.knocks]
    counts = {
        "matches": played,
        "won": won,
        "hands": sum(one.hands_dealt for one in stats),
        "hands_won": [sum(one.hands_won[place] for one in stats) for place in range(places)],
        "knocks": [sum(one.knocks[place] for one in counted) for place in range(places)],
        "undercut": [sum(one.undercut[place] for one in counted) for place in range(places)],
        "gins": [sum(one.gins[place] for one in counted) for place in range(places)],
        "matches_counting_knocks": len(counted),
    }
    figures = {
        "share_won": [round(100 * one / max(1, played), 1) for one in won],
        "wilson_95": [_interval(*wilson_interval(one, played)) for one in won],
        "points_a_match": [
            round(sum(one.points[place] for one in stats) / max(1, played), 1)
            for place in range(places)
        ],
        "decision_ms_mean_p99": [
            _ms([t for one in stats for t in one.times[place]]) for place in range(places)
        ],
    }
    return counts, figures


def _first_hands(results: list[Any]) -> tuple[dict[str, Any], dict[str, Any]]:
    per_deal = [statistics.fmean(hands) for hands in results]
    mean, margin = mean_and_margin(per_deal)
    return {"deals": len(results)}, {
        "a_points_a_first_hand": round(mean, 2),
        "margin_95": round(margin, 2),
    }


def _legality(
    arguments: dict[str, Any], results: list[Any]
) -> tuple[dict[str, Any], dict[str, Any]]:
    per_pair = len(arguments["levels"]) * len(arguments["games"])
    failures = sum(1 for error in results if error)
    return {"hands": len(results), "hands_per_level_and_game": len(results) // per_pair}, {
        "failures": failures
    }


def command(tool: str, arguments: dict[str, Any], counts: dict[str, Any], name: str) -> str:
    """The command that plays the results file ``name`` again (in the results folder:
    with the file there, it plays nothing and prints the figures again)."""
    if tool == "legality":
        hands = counts["hands_per_level_and_game"]
        levels, games = ",".join(arguments["levels"]), ",".join(arguments["games"])
        return (
            f"{RUN}.legality --hands {hands} --levels {levels} --games {games} --workers 2 "
            f"--results {name}"
        )
    if tool == "first_hands":
        return (
            f"{RUN}.first_hands --a {arguments['a']} --b {arguments['b']} --deals "
            f"{counts['deals']} --seed {arguments['seed']} --preset {arguments['preset']} "
            f"--workers 2 --results {name}"
        )
    if tool == "table":
        return (
            f"{RUN}.arena --seats {','.join(arguments['seats'])} --preset {arguments['preset']} "
            f"--matches {counts['matches']} --seed {arguments['seed']} --workers 2 "
            f"--results {name}"
        )
    return (
        f"{RUN}.arena --a {arguments['a']} --b {arguments['b']} --preset {arguments['preset']} "
        f"--matches {counts['matches']} --seed {arguments['seed']} --workers 2 --results {name}"
    )
