"""Entry point: ``python -m gin_desktop`` and the ``gin-desktop`` gui-script."""

from __future__ import annotations

import sys


def main() -> int:
    # the game's modules only once the command line asks for the game
    import multiprocessing

    # The computer thinks in a worker process (spawned): in the frozen app, the worker is
    # this same executable, which must become the worker before anything else.
    multiprocessing.freeze_support()
    # the game's modules only once the command line asks for the game
    from gin_desktop.cli import parse

    code = parse(sys.argv)
    if code is not None:
        return code
    # the game's modules only once the command line asks for the game
    from gin_desktop.app.start import run

    return run(sys.argv)


if __name__ == "__main__":
    raise SystemExit(main())
