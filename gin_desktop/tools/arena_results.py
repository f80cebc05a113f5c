"""An arena's results file: every finished deal kept as it ends, so a long run resumes.

    python -m gin_desktop.tools.arena --a expert --b frozen-expert --matches 600 --seed 7 \
        --results expert-v-frozen.jsonl

A results file is JSON lines. The first says what the arena plays (the players, the
preset, the seed): a rerun must ask for the same, or it is refused. Each line after it is
one deal, written and flushed as soon as both of its matches end: its index and every
figure of its two matches (decision times included). A run that is stopped (a session
ending, Ctrl+C, a kill) loses at most the deals in progress; a torn last line is dropped
on the next run. A rerun with the same arguments plays only the deals the file lacks, and
the report pools every deal in the file, so ``--matches`` may also grow between runs.
"""

from __future__ import annotations

import json
import os
from collections.abc import Mapping
from dataclasses import asdict
from pathlib import Path
from typing import Any

from .arena import MatchStats
from .feeding import Feeding

Deal = tuple[MatchStats, MatchStats]
"""The two matches of one deal: A in seat 0, then A in seat 1."""


class ResultsMismatch(ValueError):
    """The file holds results of another arena (other players, preset or seed)."""


def stats_to_json(stats: MatchStats) -> dict[str, Any]:
    data = asdict(stats)
    data["times"] = [[round(t, 6) for t in side] for side in stats.times]
    return data


def _pair(value: Any) -> tuple[Any, Any]:
    first, second = value
    return first, second


def stats_from_json(data: Mapping[str, Any]) -> MatchStats:
    pairs = ("hands_won", "points", "totals", "knocks", "undercut", "gins", "big_gins")
    return MatchStats(
        seed=str(data["seed"]),
        a_seat=int(data["a_seat"]),
        winner=int(data["winner"]),
        hands=int(data["hands"]),
        draws=int(data["draws"]),
        first_deal=_pair(data["first_deal"]),
        first_dealer=int(data["first_dealer"]),
        feeding=_pair(tuple(Feeding(**side) for side in data["feeding"])),
        fallbacks=_pair(
            tuple(tuple((str(why), int(n)) for why, n in side) for side in data["fallbacks"])
        ),
        times=_pair(tuple(tuple(float(t) for t in side) for side in data["times"])),
        **{name: _pair(tuple(int(v) for v in data[name])) for name in pairs},
    )


class ResultsFile:
    """The deals of one arena kept in ``path``; ``header`` names that arena."""

    def __init__(self, path: Path, header: Mapping[str, Any]) -> None:
        self.path, self.header = path, dict(header)
        self.deals: dict[int, Deal] = {}
        """Every deal the file holds, by index."""
        if path.exists():
            self._read()
        else:
            path.write_text(json.dumps({"arena": self.header}) + "\n", encoding="utf-8")

    def _read(self) -> None:
        text = self.path.read_text(encoding="utf-8")
        whole, _, torn = text.rpartition("\n")
        if torn:  # a line cut short by a stop: dropped, the file ends on a whole line
            with self.path.open("r+", encoding="utf-8") as out:
                out.truncate(len(whole.encode("utf-8")) + 1 if whole else 0)
        lines = whole.splitlines()
        if not lines:
            self.path.write_text(json.dumps({"arena": self.header}) + "\n", encoding="utf-8")
            return
        kept = json.loads(lines[0]).get("arena")
        if kept != self.header:
            raise ResultsMismatch(
                f"{self.path} holds the results of another arena ({kept}); "
                f"this one is {self.header}: name another file"
            )
        for line in lines[1:]:
            data = json.loads(line)
            first, second = (stats_from_json(one) for one in data["matches"])
            self.deals[int(data["deal"])] = (first, second)

    def add(self, index: int, deal: Deal) -> None:
        """Keep deal ``index`` at once: written, flushed and synced before the next."""
        line = json.dumps({"deal": index, "matches": [stats_to_json(one) for one in deal]})
        with self.path.open("a", encoding="utf-8") as out:
            out.write(line + "\n")
            out.flush()
            os.fsync(out.fileno())
        self.deals[index] = deal

    def stats(self) -> list[MatchStats]:
        """Every match in the file, deal by deal in index order."""
        return [one for index in sorted(self.deals) for one in self.deals[index]]
