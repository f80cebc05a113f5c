"""The command line: ``gin-desktop --help`` and ``--version`` print and exit, and a start
without a display says so in one sentence instead of Qt's abort.

Qt-free and quick: it runs before PySide6 is imported, so that ``--help`` costs nothing
and a missing display is found before Qt's platform plugin aborts the process (whose
message blames libxcb-cursor0 even when there is simply no screen).
"""

from __future__ import annotations

import os
import sys
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import argparse

PACKAGE = "gin-desktop"
HIDDEN_FLAGS = ("--quit-after-show",)
"""Flags of the benchmarks, passed on to the window untouched."""


def version() -> str:
    """The one version, from the package metadata (``pyproject.toml``). Imported here,
    not at start: reading the metadata costs a plain start some 30 ms."""
    from importlib import metadata

    try:
        return metadata.version(PACKAGE)
    except metadata.PackageNotFoundError:
        return "unknown"


def parser() -> argparse.ArgumentParser:
    import argparse  # here, not at start: a double-click passes no option to parse

    parser = argparse.ArgumentParser(
        prog="gin-desktop",
        description="Gin Rummy on the desktop: against the computer or hot-seat, with your "
        "house rules. Start it without options to play.",
    )
    parser.add_argument("--version", action="version", version=f"Gin Desktop {version()}")
    return parser


def display_problem(environ: Mapping[str, str], platform: str = sys.platform) -> str | None:
    """Why the window cannot open here, in a sentence; None when it can (or may)."""
    if platform in ("win32", "darwin"):
        return None
    chosen = environ.get("QT_QPA_PLATFORM", "")
    if chosen and not chosen.startswith("xcb"):
        return None  # offscreen, wayland, vnc...: Qt's own choice, trusted
    if not chosen and environ.get("WAYLAND_DISPLAY"):
        return None
    if not environ.get("DISPLAY"):
        return (
            "Gin Desktop needs a graphical desktop to open its window, and none was found "
            "(neither DISPLAY nor WAYLAND_DISPLAY is set)."
        )
    import ctypes.util  # only on X11, to name the one library Qt's abort would blame

    if ctypes.util.find_library("xcb-cursor") is None:
        return (
            "Gin Desktop cannot open its window on this X11 display: the library "
            "libxcb-cursor0 is missing (install the package libxcb-cursor0)."
        )
    return None


def parse(argv: Sequence[str], environ: Mapping[str, str] | None = None) -> int | None:
    """Handle the command line: an exit code when the game must not start (``--help``
    and ``--version`` exit through argparse), None to start it."""
    options = [arg for arg in argv[1:] if arg not in HIDDEN_FLAGS]
    # Plain starts (a double-click) pass nothing: no parser, no metadata to read.
    _, for_qt = parser().parse_known_args(options) if options else (None, [])
    if "-platform" in for_qt:
        return None  # the platform is chosen on the command line: Qt's to judge
    problem = display_problem(os.environ if environ is None else environ)
    if problem is not None:
        print(problem, file=sys.stderr)
        return 1
    return None
