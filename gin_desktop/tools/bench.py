"""Benchmarks: ``python -m gin_desktop.tools.bench <subcommand> [options]``.

Each subcommand lives in a module of its own, with a ``configure`` that adds its options to
a parser and a ``run`` that runs it; this module only names them (``SUBCOMMANDS``):

- ``melds``: the meld solver, beside OpenSpiel's when pyspiel imports (``meld_bench.py``);
- ``ai``: each computer level's decision time over whole matches (``ai_bench.py``);
- ``hindsight``: the expert's weighed decisions against the true hands (``hindsight.py``);
- ``startup``: from process start to the window shown (``startup_bench.py``);
- ``frames``: one frame of the card table painted (``frame_bench.py``);
- ``storage``: keeping the match on disk after every action (``storage_bench.py``);
- ``responsiveness``: the window's stalls while the computer thinks
  (``responsiveness_bench.py``);
- ``coach``: a review of a hand and a hint (``coach_bench.py``);
- ``badinput``: how fast the facade refuses bad input (``bad_input.py``).
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from types import ModuleType

from . import (
    ai_bench,
    bad_input,
    coach_bench,
    frame_bench,
    hindsight,
    meld_bench,
    responsiveness_bench,
    startup_bench,
    storage_bench,
)

Runner = Callable[[argparse.Namespace], int]
Configure = Callable[[argparse.ArgumentParser], None]


@dataclass(frozen=True)
class Subcommand:
    name: str
    help: str
    configure: Configure
    run: Runner

    @classmethod
    def of(cls, name: str, help: str, module: ModuleType) -> Subcommand:
        """The subcommand a module's ``configure`` and ``run`` make."""
        return cls(name, help, module.configure, module.run)


SUBCOMMANDS = {
    one.name: one
    for one in (
        Subcommand.of("melds", "time the meld solver (and OpenSpiel's, if installed)", meld_bench),
        Subcommand.of("ai", "decision time of each computer level over whole matches", ai_bench),
        Subcommand.of(
            "hindsight",
            "the expert's weighed decisions judged against the opponent's true hand",
            hindsight,
        ),
        Subcommand.of("startup", "time from process start to the main window shown", startup_bench),
        Subcommand.of("frames", "what one frame of the card table costs to paint", frame_bench),
        Subcommand.of("storage", "keeping the match on disk after every action", storage_bench),
        Subcommand.of(
            "responsiveness",
            "the UI thread's stalls while the computer thinks, and how fast a move is on screen",
            responsiveness_bench,
        ),
        Subcommand.of(
            "coach",
            "how long a review of a hand and a hint take, and the window's stalls meanwhile",
            coach_bench,
        ),
        Subcommand.of(
            "badinput", "how fast the facade refuses bad input (target: 10 ms)", bad_input
        ),
    )
}
"""Every subcommand, by name, in the order ``--help`` lists them."""


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="python -m gin_desktop.tools.bench", description="Benchmarks of Gin Desktop."
    )
    commands = parser.add_subparsers(dest="command", required=True, metavar="SUBCOMMAND")
    for command in SUBCOMMANDS.values():
        sub = commands.add_parser(command.name, help=command.help, description=command.help)
        command.configure(sub)
        sub.set_defaults(run=command.run)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    result: int = args.run(args)
    return result


if __name__ == "__main__":
    sys.exit(main())
