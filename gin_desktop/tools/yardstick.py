"""Any commit as a yardstick: ``--b expert@<commit>`` plays the expert of that commit.

    python -m gin_desktop.tools.arena --a expert --b expert@84ca0e6 --matches 600 --seed 7

``<level>@<commit>`` is the computer player of that level as it played at that commit (any
name ``git rev-parse`` knows: a hash, a tag, ``main~20``). The commit is checked out once,
as a detached git worktree of the repository this package runs from, in a cache folder
(``$GIN_DESKTOP_YARDSTICKS``, else ``$XDG_CACHE_HOME/gin-desktop/yardsticks``, else
``~/.cache/gin-desktop/yardsticks``), one folder per commit, kept for the next run.

Its player thinks in a process of its own (``yardstick_worker.py``) whose ``sys.path`` puts
the worktree first: the old ``gin_desktop`` (engine and players) is imported there, never
beside this one. Each decision goes to it the way the window's worker gets one, as the
PlayerView's data, and its answer comes back as an action's data, which the match checks as
it checks every player's. One worker serves every player of a commit in a process (an arena's
worker processes have one each), so the decision times include a round trip through a
pipe, about 1 ms.

``frozen-expert`` is the expert of 84ca0e6 (``expert@84ca0e6``), the yardstick of every
expert since: ``tests/tools/test_yardstick.py`` checks that it plays the 444 decisions
pinned when it was kept as a copy in the package.
"""

from __future__ import annotations

import atexit
import functools
import itertools
import json
import os
import subprocess
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO, Any

from gin_desktop.engine import Action, PlayerView, RuleSet, action_from_dict
from gin_desktop.engine.rules import PRESET_NAMES

FROZEN_EXPERT = "frozen-expert"
"""The name old commands give the expert of 84ca0e6."""
FROZEN_COMMIT = "84ca0e6"
"""The commit whose expert was kept, until it could be played from git, as a copy."""
MARK = "@"
REPOSITORY = Path(__file__).resolve().parents[2]
"""The checkout this package runs from: its git history holds the yardsticks."""
WORKER = Path(__file__).resolve().with_name("yardstick_worker.py")


class YardstickError(ValueError):
    """A yardstick that cannot be played: an unknown commit, no git, a worker that failed."""


@dataclass(frozen=True)
class Yardstick:
    """A computer level as it played at a commit."""

    level: str
    commit: str
    """As it was named (``84ca0e6``); ``resolved()`` gives the whole hash."""

    @classmethod
    def parse(cls, name: str) -> Yardstick | None:
        """``expert@84ca0e6`` (and ``frozen-expert``) as a yardstick; None for other names."""
        if name == FROZEN_EXPERT:
            return cls("expert", FROZEN_COMMIT)
        level, mark, commit = name.partition(MARK)
        return cls(level, commit) if mark and level and commit else None

    def resolved(self) -> str:
        """The commit's whole hash in this repository."""
        return _whole_hash(self.commit)


@functools.cache  # asked for every match an old player sits at: git once per process
def _whole_hash(commit: str) -> str:
    found = _git("rev-parse", "--verify", "--quiet", f"{commit}^{{commit}}")
    if found.returncode:
        raise YardstickError(f"no commit {commit!r} in {REPOSITORY}'s history")
    return found.stdout.strip()


def _git(*args: str) -> subprocess.CompletedProcess[str]:
    try:
        return subprocess.run(
            ["git", "-C", str(REPOSITORY), *args], capture_output=True, text=True, check=False
        )
    except OSError as error:
        raise YardstickError(f"a yardstick needs git, which did not start: {error}") from error


def cache_folder() -> Path:
    """Where the worktrees are kept."""
    named = os.environ.get("GIN_DESKTOP_YARDSTICKS")
    if named:
        return Path(named)
    cache = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(cache) / "gin-desktop" / "yardsticks"


def worktree(commit: str) -> Path:
    """The worktree of the whole hash ``commit``, made now if it is not there yet. Made
    under a name of this process's, then moved into place: two processes making it at
    once each make one, and the second to finish drops its own."""
    place = cache_folder() / commit
    if (place / "gin_desktop" / "ai").is_dir():
        return place
    place.parent.mkdir(parents=True, exist_ok=True)
    _git("worktree", "prune")  # forgets worktrees whose folder was deleted
    making = place.with_name(f"{commit}.making-{os.getpid()}")
    added = _git("worktree", "add", "--detach", str(making), commit)
    if added.returncode:
        raise YardstickError(f"git could not check out {commit}: {added.stderr.strip()}")
    moved = _git("worktree", "move", str(making), str(place))
    if moved.returncode:
        _git("worktree", "remove", "--force", str(making))
        if not (place / "gin_desktop" / "ai").is_dir():
            raise YardstickError(f"git could not place {commit} in {place}: {moved.stderr}")
    return place


@dataclass
class _Worker:
    """The process that plays one commit's players, for this process."""

    commit: str
    process: subprocess.Popen[str]
    known_rules: dict[str, Any]
    """The house rules the old commit knows, with its defaults."""
    owner: int = field(default_factory=os.getpid)

    @classmethod
    def start(cls, commit: str) -> _Worker:
        place = worktree(commit)
        process = subprocess.Popen(
            [sys.executable, str(WORKER), str(place)],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
            cwd=place,
        )
        worker = cls(commit, process, {})
        worker.known_rules = worker.read()["rules"]
        atexit.register(worker.close)
        return worker

    def ask(self, question: dict[str, Any]) -> dict[str, Any]:
        stdin: IO[str] | None = self.process.stdin
        assert stdin is not None
        stdin.write(json.dumps(question) + "\n")
        stdin.flush()
        return self.read()

    def read(self) -> dict[str, Any]:
        assert self.process.stdout is not None
        line = self.process.stdout.readline()
        if not line:
            raise YardstickError(f"the worker of {self.commit} ended (code {self.process.poll()})")
        answer: dict[str, Any] = json.loads(line)
        return answer

    def close(self) -> None:
        if self.process.stdin is not None and os.getpid() == self.owner:
            self.process.stdin.close()
            self.process.wait(timeout=10)


_WORKERS: dict[str, _Worker] = {}
_IDS = itertools.count(1)


def _worker(commit: str) -> _Worker:
    """This process's worker for ``commit`` (a process forked from one that had a worker
    starts its own: the pipes are the parent's)."""
    worker = _WORKERS.get(commit)
    if worker is None or worker.owner != os.getpid() or worker.process.poll() is not None:
        worker = _WORKERS[commit] = _Worker.start(commit)
    return worker


class YardstickPlayer:
    """A player of another commit, seated like any other: it sees a PlayerView only."""

    def __init__(self, yardstick: Yardstick, seed: int | None, name: str | None = None) -> None:
        self.name = name or f"{yardstick.level}{MARK}{yardstick.commit}"
        self.level, self.seed = yardstick.level, seed
        self.commit = yardstick.resolved()
        self.id = next(_IDS)
        worktree(self.commit)

    def choose(self, view: PlayerView) -> Action:
        worker = _worker(self.commit)
        data = view.to_dict()
        _fit_rules(data, worker.known_rules, self.name)
        question = {"player": self.id, "level": self.level, "seed": self.seed, "view": data}
        answer = worker.ask(question)
        if "error" in answer:
            raise YardstickError(f"{self.name} failed:\n{answer['error']}")
        return action_from_dict(answer["action"])  # checked as any player's, when applied


def _fit_rules(view: dict[str, Any], known: dict[str, Any], name: str) -> None:
    """The view's house rules as the old commit knows them. An option it does not know is
    left out when it holds today's default, or when the rules are one of today's presets
    (options added since were added with the values the presets already played); another
    value is refused, as the old commit would play another game."""
    rules = view["rules"]
    unknown = sorted(set(rules) - set(known))
    if unknown and rules not in _PRESETS:
        today = RuleSet().to_dict()
        for option in unknown:
            if rules[option] != today[option]:
                raise YardstickError(
                    f"{name} does not know the house rule {option}={rules[option]!r}"
                )
    for option in unknown:
        del rules[option]
    if view.get("side_game") is not None:
        _fit_rules(view["side_game"], known, name)


_PRESETS = [RuleSet.preset(preset).to_dict() for preset in PRESET_NAMES]
