"""A run's knock table in ``docs/STRENGTH.md``: how its hands ended, and what each way
brought A.

The template asks for the table of a two-seat run with a line of its own,
``<!-- knock table: expert-v-marjj-s2026120791 -->`` (the results file's name, ``.jsonl``
left off), which becomes the table: a row for each way a hand ends, who ended it and how
(gin, big gin when there were any, a knock short of gin undercut or not, the wall), with
its share of the run's hands and A's points a hand from it, over all hands: the rows add
up to A's net points a hand. A run kept before the arena kept each ending's points has
no table: the line says so.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from .arena_results import endings_from_json
from .endings import how_hands_ended

MARKER = re.compile(r"^<!-- knock table: (\S+) -->$", re.MULTILINE)
"""The template's line that asks for a run's knock table."""


def knock_tables(template: str, summaries: Sequence[dict[str, Any]]) -> str:
    """The template with each line asking for a knock table replaced by that table."""
    return MARKER.sub(lambda asked: "\n".join(knock_table(_run(summaries, asked[1]))), template)


def _run(summaries: Sequence[dict[str, Any]], name: str) -> dict[str, Any]:
    for summary in summaries:
        if Path(summary["results"]).with_suffix("").as_posix() == name:
            if summary["tool"] != "arena":
                raise ValueError(f"{name} is not a two-seat arena run: it has no knock table")
            return summary
    raise ValueError(f"the template asks for the knock table of {name}, a run not kept")


def knock_table(summary: dict[str, Any]) -> list[str]:
    """The run's knock table, or a line saying it was kept without one."""
    counts, results = summary["counts"], summary["results"]
    sides = endings_from_json(counts.get("endings"))
    if sides is None:
        return [
            f"*`{results}` was played before the arena kept the points of each way a hand",
            "ends: its knock table comes with a run played since.*",
        ]
    a, b = _names(summary["arguments"])
    hands = counts["hands"]
    lines = [
        f"How the {hands} hands of `{results}` ({counts['matches']} matches) ended:",
        "",
        f"| how the hand ended | hands | {a}'s points a hand, over all hands |",
        "|---|---:|---:|",
    ]
    for way in how_hands_ended(sides, counts["walls"]):
        words = way.words((a, b), undercut="**undercut**")
        lines.append(f"| {words} | {way.share(hands)} | {way.points_a_hand(hands)} |")
    return lines


def _names(arguments: dict[str, Any]) -> tuple[str, str]:
    """A's and B's names as the rows say them (told apart when they are the same)."""
    a, b = arguments["a"], arguments["b"]
    return (f"A ({a})", f"B ({b})") if a == b else (a, b)
