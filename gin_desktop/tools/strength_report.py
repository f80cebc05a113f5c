"""``docs/STRENGTH.md``, made from the committed summaries of the runs:

    uv run python -m gin_desktop.tools.strength_report            # writes docs/STRENGTH.md
    uv run python -m gin_desktop.tools.strength_report --check    # says if it is out of date
    uv run python -m gin_desktop.tools.strength_report --summarize NAME.jsonl [--commit C]

The prose (how each row was measured, what it shows) is written by hand in
``docs/strength/STRENGTH.template.md``; the line ``<!-- every run -->`` in it becomes the
table of every run kept, one row per summary in ``docs/strength/runs/`` with its figures,
commit and SHA-256, and beside it the command that plays its results file again; a line
``<!-- knock table: NAME -->`` becomes the knock table of the run NAME
(``knock_table.py``).
``--summarize`` sums up results files of the results folder (``arena-results/``) into
summaries there, played by ``--commit`` (by default the checkout's HEAD).
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from .arena_results import results_path
from .knock_table import knock_tables
from .strength_summary import summarize

ROOT = Path(__file__).resolve().parents[2]
STRENGTH = ROOT / "docs" / "STRENGTH.md"
TEMPLATE = ROOT / "docs" / "strength" / "STRENGTH.template.md"
RUNS = ROOT / "docs" / "strength" / "runs"
MARKER = "<!-- every run -->"
GENERATED = (
    "<!-- Made by `uv run python -m gin_desktop.tools.strength_report` from "
    "docs/strength/STRENGTH.template.md and docs/strength/runs/: edit those, not this. -->\n"
)


def summary_path(name: str) -> Path:
    """Where the summary of the results file ``name`` is kept."""
    return RUNS / Path(name).with_suffix(".json")


def load_summaries(folder: Path = RUNS) -> list[dict[str, Any]]:
    found = [json.loads(path.read_text(encoding="utf-8")) for path in folder.rglob("*.json")]
    return sorted(found, key=lambda summary: str(summary["results"]))


def render(template: str, summaries: Sequence[dict[str, Any]]) -> str:
    if MARKER not in template:
        raise ValueError(f"the template has no line {MARKER}")
    with_runs = template.replace(MARKER, "\n".join(every_run(summaries)))
    return GENERATED + knock_tables(with_runs, summaries)


def every_run(summaries: Sequence[dict[str, Any]]) -> list[str]:
    by_tool = {tool: [s for s in summaries if s["tool"] == tool] for tool in _SECTIONS}
    lines = [
        f"{len(summaries)} runs. Each row is one results file, summed up in "
        "`docs/strength/runs/`; the file itself is not in git (its SHA-256 tells a copy "
        "played again identical or not: decision times aside, a run depends on its arguments "
        "and commit alone). Its command, run from the checkout of its commit "
        "(`git worktree add`), plays the file again in `arena-results/`, or with the file "
        "there plays nothing and prints its figures.",
    ]
    for tool, (title, head, row) in _SECTIONS.items():
        if by_tool[tool]:
            lines += ["", f"### {title}", "", head, _rule(head)]
            lines += [row(summary) for summary in by_tool[tool]]
            lines += ["", "Commands:", ""]
            for summary in by_tool[tool]:
                lines += [f"    # {summary['results']}", f"    {summary['command']}"]
    return lines


def _rule(head: str) -> str:
    return "|" + "|".join("---" for _ in head.strip("|").split("|")) + "|"


def _pair(values: Sequence[Any], between: str = " / ") -> str:
    return between.join(str(value) for value in values)


def _interval(values: Sequence[float]) -> str:
    return f"[{values[0]:.1f}, {values[1]:.1f}]"


def _known(summary: dict[str, Any]) -> str:
    """The results file, its commit and the start of its SHA-256."""
    return f"`{summary['results']}` | {summary['commit'][:7]} | {summary['sha256'][:12]}"


def _arena_row(s: dict[str, Any]) -> str:
    args, counts, figures = s["arguments"], s["counts"], s["figures"]
    rate = (
        f"{figures['a_match_win_rate']:.1f}% {_interval(figures['over_deals_95'])} "
        f"(Wilson {_interval(figures['wilson_95'])})"
    )
    times = _pair(figures["decision_ms_mean_p99"][0])
    cells = [
        _known(s),
        f"{args['a']} | {args['b']} | {args['preset']} | {args['seed']}",
        f"{counts['matches']} | {rate} | {figures['net_points_a_hand']:+.2f}",
        f"{_pair(counts['hands_won'], ' to ')} | {times}",
    ]
    return "| " + " | ".join(cells) + " |"


def _table_row(s: dict[str, Any]) -> str:
    args, counts, figures = s["arguments"], s["counts"], s["figures"]
    shares = "; ".join(
        f"{share:.1f}% {_interval(wilson)}"
        for share, wilson in zip(figures["share_won"], figures["wilson_95"], strict=True)
    )
    cells = [
        _known(s),
        f"{', '.join(args['seats'])} | {args['preset']} | {args['seed']} | {counts['matches']}",
        f"{shares} | {_pair(counts['hands_won'])} | {_pair(figures['decision_ms_mean_p99'][0])}",
    ]
    return "| " + " | ".join(cells) + " |"


def _first_hands_row(s: dict[str, Any]) -> str:
    args, counts, figures = s["arguments"], s["counts"], s["figures"]
    points = f"{figures['a_points_a_first_hand']:+.2f} ±{figures['margin_95']:.2f}"
    cells = [_known(s), f"{args['a']} | {args['b']} | {args['seed']} | {counts['deals']}", points]
    return "| " + " | ".join(cells) + " |"


def _legality_row(s: dict[str, Any]) -> str:
    counts, figures = s["counts"], s["figures"]
    games = ", ".join(s["arguments"]["games"])
    cells = [_known(s), f"{counts['hands']} | {games} | {figures['failures']}"]
    return "| " + " | ".join(cells) + " |"


_SECTIONS = {
    "arena": (
        "Two seats (`arena --a --b`): duplicate deals, seats swapped",
        "| results file | commit | SHA-256 | A | B | game | seed | matches "
        "| A's match-win rate [95% over deals] | net points a hand, A − B "
        "| hands won, A to B | A's decision ms mean / p99 |",
        _arena_row,
    ),
    "table": (
        "Tables (`arena --seats`): deals rotated round the table",
        "| results file | commit | SHA-256 | seats, place 0 first | game | seed | matches "
        "| each place's share of matches won [95% Wilson] | hands won by place "
        "| place 0's decision ms mean / p99 |",
        _table_row,
    ),
    "first_hands": (
        "First hands alone (`first_hands`)",
        "| results file | commit | SHA-256 | A | B | seed | deals "
        "| A's points a first hand (95% over deals) |",
        _first_hands_row,
    ),
    "legality": (
        "Legal play (`legality`)",
        "| results file | commit | SHA-256 | hands | games | hands failed |",
        _legality_row,
    ),
}
"""Per tool: the section's title, its table's head and how a summary makes a row."""


def summary_text(summary: dict[str, Any]) -> str:
    """A summary as kept: one key a line, each value on its line."""
    lines = (f"  {json.dumps(key)}: {json.dumps(value)}" for key, value in summary.items())
    return "{\n" + ",\n".join(lines) + "\n}\n"


def full_commit(revision: str = "HEAD") -> str:
    """The whole hash of ``revision`` (a short hash, a branch, HEAD): a summary keeps the
    commit whole, so that it names one commit for good."""
    if len(revision) == 40 and all(c in "0123456789abcdef" for c in revision):
        return revision
    done = subprocess.run(
        ["git", "-C", str(ROOT), "rev-parse", "--verify", f"{revision}^{{commit}}"],
        capture_output=True,
        text=True,
        check=True,
    )
    return done.stdout.strip()


def write_summaries(names: Sequence[Path], commit: str | None) -> list[Path]:
    """Sum up each results file (a name in the results folder) into its summary."""
    played_by = full_commit(commit or "HEAD")
    written = []
    for name in names:
        summary = summarize(results_path(name), name.as_posix(), played_by)
        target = summary_path(name.as_posix())
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(summary_text(summary), encoding="utf-8")
        written.append(target)
    return written


def made() -> str:
    return render(TEMPLATE.read_text(encoding="utf-8"), load_summaries())


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m gin_desktop.tools.strength_report",
        description="Make docs/STRENGTH.md from its template and the runs' summaries.",
    )
    parser.add_argument("--check", action="store_true", help="only say if it is out of date")
    parser.add_argument(
        "--summarize", type=Path, nargs="+", metavar="RESULTS", help="sum up results files first"
    )
    parser.add_argument("--commit", help="the commit that played them, kept whole (default: HEAD)")
    args = parser.parse_args(argv)
    for path in write_summaries(args.summarize or [], args.commit):
        print(f"summed up in {path.relative_to(ROOT)}")
    text = made()
    if args.check:
        if STRENGTH.read_text(encoding="utf-8") != text:
            print(
                "docs/STRENGTH.md is out of date: run python -m gin_desktop.tools.strength_report"
            )
            return 1
        return 0
    STRENGTH.write_text(text, encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
