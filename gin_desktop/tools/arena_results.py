"""An arena's results file: every result kept as it ends, so a long run resumes.

    python -m gin_desktop.tools.arena --a expert --b frozen-expert --matches 600 --seed 7 \
        --results expert-v-frozen.jsonl

A results file is JSON lines. The first says what the arena plays (the players, the
preset, the seed): a rerun must ask for the same, or it is refused. Each line after it is
one job, written and synced as soon as it ends: its index and every figure of its result
(decision times included). A job of the two-seat arena is a deal (its two matches, seats
swapped); at a table of three or four (``--seats``), one match of a deal and rotation.
A run that is stopped (a session ending, Ctrl+C, a kill) loses at most the jobs in
progress; a torn last line is dropped on the next run. A rerun with the same arguments
plays only the jobs the file lacks, and the report pools every result in the file, so
``--matches`` may also grow between runs.

Results files are measurements, not documentation: they live out of git, in the folder
``results_path`` names (``arena-results/`` of the current folder, ignored by git, or
``$GIN_DESKTOP_ARENA_RESULTS``): a relative ``--results`` is a name in it. What is
committed of a run is its summary (``strength_summary.py``), from which
``docs/STRENGTH.md`` is made.
"""

from __future__ import annotations

import json
import os
from collections.abc import Callable, Mapping
from dataclasses import asdict
from pathlib import Path
from typing import Any, Generic, TypeVar

from .arena_match import MatchStats
from .endings import ENDINGS, Endings
from .feeding import Feeding

Deal = tuple[MatchStats, MatchStats]
"""The two matches of one deal: A in seat 0, then A in seat 1."""
Kept = TypeVar("Kept")
"""What one line keeps: a deal of two matches, or one match of a table."""


RESULTS_FOLDER = Path("arena-results")
"""Where relative results files go, from the current folder (the checkout's root, whose
``.gitignore`` keeps it out of git)."""


def results_folder() -> Path:
    return Path(os.environ.get("GIN_DESKTOP_ARENA_RESULTS") or RESULTS_FOLDER)


def results_path(given: Path) -> Path:
    """Where ``--results given`` is kept: an absolute path as it is, a relative one in the
    results folder (its folders made)."""
    path = given if given.is_absolute() else results_folder() / given
    path.parent.mkdir(parents=True, exist_ok=True)
    return path


class ResultsMismatch(ValueError):
    """The file holds results of another arena (other players, preset or seed)."""


def kept_times(times: tuple[tuple[float, ...], ...]) -> list[list[float]]:
    """Decision times as a results file keeps them: to the microsecond."""
    return [[round(t, 6) for t in side] for side in times]


def stats_to_json(stats: MatchStats) -> dict[str, Any]:
    data = asdict(stats)
    data["times"] = kept_times(stats.times)
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
        first_hand=None if data.get("first_hand") is None else _pair(data["first_hand"]),
        endings=endings_from_json(data.get("endings")),
        **{name: _pair(tuple(int(v) for v in data[name])) for name in pairs},
    )


def endings_from_json(data: Any) -> tuple[Endings, Endings] | None:
    """A match's endings, A's then B's, from JSON (None in files written before they were
    kept); a run summary's are in the same form."""
    if data is None:
        return None
    sides = (
        Endings(**{name: _pair(tuple(int(v) for v in side[name])) for name in ENDINGS})
        for side in data
    )
    return _pair(tuple(sides))


class ResultsFile(Generic[Kept]):
    """The results of one arena kept in ``path``, by job index; ``header`` names that
    arena, ``encode`` and ``decode`` turn a result into JSON and back."""

    def __init__(
        self,
        path: Path,
        header: Mapping[str, Any],
        encode: Callable[[Kept], Any],
        decode: Callable[[Any], Kept],
    ) -> None:
        self.path, self.header = path, dict(header)
        self._encode, self._decode = encode, decode
        self.done: dict[int, Kept] = {}
        """Every result the file holds, by job index."""
        if path.exists():
            self._read()
        else:
            self._start()

    def _start(self) -> None:
        """A new file: its first line names the arena."""
        self.path.write_text(json.dumps({"arena": self.header}) + "\n", encoding="utf-8")

    def _read(self) -> None:
        text = self.path.read_text(encoding="utf-8")
        whole, _, torn = text.rpartition("\n")
        if torn:  # a line cut short by a stop: dropped, the file ends on a whole line
            with self.path.open("r+", encoding="utf-8") as out:
                out.truncate(len(whole.encode("utf-8")) + 1 if whole else 0)
        lines = whole.splitlines()
        if not lines:
            self._start()
            return
        kept = json.loads(lines[0]).get("arena")
        if kept != self.header:
            raise ResultsMismatch(
                f"{self.path} holds the results of another arena ({kept}); "
                f"this one is {self.header}: name another file"
            )
        for line in lines[1:]:
            data = json.loads(line)
            self.done[int(data["job"])] = self._decode(data["result"])

    def add(self, index: int, result: Kept) -> None:
        """Keep job ``index``'s result at once: written, flushed and synced."""
        line = json.dumps({"job": index, "result": self._encode(result)})
        with self.path.open("a", encoding="utf-8") as out:
            out.write(line + "\n")
            out.flush()
            os.fsync(out.fileno())
        self.done[index] = result

    def results(self) -> list[Kept]:
        """Every result in the file, in job order."""
        return [self.done[index] for index in sorted(self.done)]


def deals_file(path: Path, header: Mapping[str, Any]) -> ResultsFile[Deal]:
    """The two-seat arena's file: one line per deal, its two matches."""

    def decode(data: Any) -> Deal:
        first, second = (stats_from_json(one) for one in data)
        return first, second

    return ResultsFile(path, header, lambda deal: [stats_to_json(one) for one in deal], decode)


def pooled(results: ResultsFile[Deal]) -> list[MatchStats]:
    """Every match of a deals file, deal by deal."""
    return [one for deal in results.results() for one in deal]
