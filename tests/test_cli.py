"""The command line: --help and --version print and exit 0 without opening a window; a
start without a display says so in one sentence and exits 1."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from gin_desktop.cli import display_problem, parse, version


def run_game(*args: str, **env_changes: str | None) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ)
    for name, value in env_changes.items():
        if value is None:
            env.pop(name, None)
        else:
            env[name] = value
    return subprocess.run(
        [sys.executable, "-m", "gin_desktop", *args],
        capture_output=True,
        text=True,
        timeout=60,
        env=env,
    )


def test_help_prints_and_exits_0() -> None:
    done = run_game("--help")
    assert done.returncode == 0
    assert done.stdout.startswith("usage: gin-desktop") and "--version" in done.stdout


def test_version_prints_the_package_version() -> None:
    done = run_game("--version")
    assert done.returncode == 0 and done.stdout.strip() == f"Gin Desktop {version()}"
    assert version() != "unknown"


def test_no_display_is_one_sentence_and_exit_1() -> None:
    done = run_game(DISPLAY=None, WAYLAND_DISPLAY=None, QT_QPA_PLATFORM=None)
    assert done.returncode == 1
    assert done.stderr.count("\n") == 1 and "needs a graphical desktop" in done.stderr
    assert "xcb" not in done.stderr


@pytest.mark.parametrize(
    ("environ", "platform", "found"),
    [
        ({}, "linux", True),
        ({"DISPLAY": ":0"}, "linux", False),
        ({"WAYLAND_DISPLAY": "wayland-0"}, "linux", False),
        ({"QT_QPA_PLATFORM": "offscreen"}, "linux", False),
        ({"QT_QPA_PLATFORM": "xcb"}, "linux", True),
        ({}, "win32", False),
        ({}, "darwin", False),
    ],
)
def test_a_display_is_looked_for_where_qt_would(environ, platform, found) -> None:
    problem = display_problem(environ, platform)
    assert (problem is not None and "needs a graphical desktop" in problem) == found


def test_qts_own_options_pass_through() -> None:
    assert parse(["gin-desktop", "-platform", "offscreen"], environ={}) is None
    offscreen = {"QT_QPA_PLATFORM": "offscreen"}
    assert parse(["gin-desktop", "--quit-after-show"], environ=offscreen) is None
