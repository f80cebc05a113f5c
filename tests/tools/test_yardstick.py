"""Any commit as a yardstick (``gin_desktop.tools.yardstick``): ``expert@84ca0e6``, the
frozen expert, plays from a git worktree of that commit, in a worker process of its own.

It is the yardstick of every new expert, so it must play as it did: its decisions on seeded
matches of two seats and of a Ginski table of three are pinned by a digest recorded when it
was kept as a copy in the package (``gin_desktop/tools/frozen_expert/``, removed once this
test passed against the worktree: 444 of 444 decisions the same).

What these tests need: git, and this checkout's history down to 84ca0e6 (a shallow clone
must fetch it: ``git fetch --unshallow``). The worktree is made in a temporary cache folder
once for the session (about 0.2 s) and removed after it.
"""

from __future__ import annotations

import hashlib
import json
import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest

from gin_desktop.engine import Match, NextHand, RuleSet
from gin_desktop.tools.arena import PLAYER_CHOICES, main, make_player
from gin_desktop.tools.players import is_player
from gin_desktop.tools.table_arena import TABLE_CHOICES, table_main
from gin_desktop.tools.yardstick import (
    FROZEN_EXPERT,
    REPOSITORY,
    Yardstick,
    YardstickError,
    YardstickPlayer,
    worktree,
)

HANDS = 3
"""Hands of each match played: enough for knocks, gins, lay-offs and the next deals."""

FROZEN_DIGEST = "a2dd9b3fc50e20fa7dc436a1e083c8b29b47eb08c8a93d65960dfae8b76bded9"
"""sha256 of the decisions below: the same from the frozen copy, from the live expert when
it was frozen, from 84ca0e6's expert on 84ca0e6's engine, and from ``expert@84ca0e6``."""


@pytest.fixture(scope="module", autouse=True)
def yardsticks(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    """A cache folder of this module's own, its worktrees removed from git afterwards."""
    folder = tmp_path_factory.mktemp("yardsticks")
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("GIN_DESKTOP_YARDSTICKS", str(folder))
        yield folder
    for made in folder.iterdir():
        subprocess.run(["git", "-C", str(REPOSITORY), "worktree", "remove", "--force", str(made)])


def decisions(rules: RuleSet, seed: str) -> list[str]:
    """Every decision of the expert of 84ca0e6 in every seat, in the first ``HANDS`` hands."""
    match = Match(rules, seed=seed)
    players = [make_player(FROZEN_EXPERT, seat * 7 + 1) for seat in range(rules.players)]
    made: list[str] = []
    while not match.is_over and match.hand_number <= HANDS:
        seat = match.to_act
        if seat is None:
            match.apply(NextHand())
            continue
        action = players[seat].choose(match.view(seat))
        made.append(json.dumps([seat, action.to_dict()], sort_keys=True))
        match.apply(action, seat=seat)
    return made


def all_decisions() -> list[str]:
    return [
        *decisions(RuleSet(), "frozen:1"),
        *decisions(RuleSet(), "frozen:2"),
        *decisions(RuleSet(), "frozen:4"),
        *decisions(RuleSet.preset("ginski"), "frozen:3"),
    ]


def test_the_expert_of_84ca0e6_plays_as_it_was_frozen(yardsticks: Path) -> None:
    made = all_decisions()
    assert len(made) == 444
    digest = hashlib.sha256("\n".join(made).encode()).hexdigest()
    assert digest == FROZEN_DIGEST, "expert@84ca0e6 no longer plays as the frozen expert did"
    # Its package came from the worktree, made once in the cache folder.
    (made_once,) = yardsticks.iterdir()
    assert (made_once / "gin_desktop" / "ai" / "player.py").is_file()
    assert made_once.name == Yardstick("expert", "84ca0e6").resolved()


def test_frozen_expert_names_the_expert_of_84ca0e6() -> None:
    assert Yardstick.parse(FROZEN_EXPERT) == Yardstick("expert", "84ca0e6")
    assert Yardstick.parse("strong@main~3") == Yardstick("strong", "main~3")
    assert Yardstick.parse("expert") is None
    assert Yardstick.parse("@84ca0e6") is None


def test_the_arenas_seat_a_yardstick() -> None:
    assert FROZEN_EXPERT in PLAYER_CHOICES and FROZEN_EXPERT in TABLE_CHOICES
    assert is_player("expert@84ca0e6") and not is_player("nobody@84ca0e6")
    player = make_player(FROZEN_EXPERT, 5)
    assert player.name == FROZEN_EXPERT
    assert isinstance(player, YardstickPlayer)
    match = Match(RuleSet(), seed="frozen:seat")
    assert match.to_act is not None
    view = match.view(match.to_act)
    assert player.choose(view) in view.legal_actions


def test_a_yardstick_plays_the_arena_and_a_table(capsys: pytest.CaptureFixture[str]) -> None:
    """Any level of the commit, in either arena (a quick one: the expert is pinned above)."""
    assert main(["--a", "beginner", "--b", "casual@84ca0e6", "--matches", "2", "--quiet"]) == 0
    assert "B = casual@84ca0e6" in capsys.readouterr().out
    seats = "beginner,casual@84ca0e6,beginner"
    assert table_main(["--seats", seats, "--matches", "3", "--workers", "1"]) == 0
    assert "casual@84ca0e6" in capsys.readouterr().out


def test_an_unknown_commit_is_refused_in_a_sentence() -> None:
    with pytest.raises(YardstickError, match="no commit 'no-such-commit'"):
        YardstickPlayer(Yardstick("expert", "no-such-commit"), 1)
    with pytest.raises(SystemExit):
        main(["--b", "nobody@84ca0e6"])


def test_a_house_rule_the_old_commit_does_not_know_is_refused() -> None:
    player = make_player(FROZEN_EXPERT, 1)
    match = Match(RuleSet(lay_offs=False), seed="frozen:rules")
    assert match.to_act is not None
    with pytest.raises(YardstickError, match="does not know the house rule lay_offs=False"):
        player.choose(match.view(match.to_act))


def test_the_worktree_is_made_once(yardsticks: Path) -> None:
    commit = Yardstick("expert", "84ca0e6").resolved()
    place = worktree(commit)
    assert worktree(commit) == place == yardsticks / commit
