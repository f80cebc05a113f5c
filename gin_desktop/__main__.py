"""Entry point: ``python -m gin_desktop`` and the ``gin-desktop`` gui-script."""

from __future__ import annotations

import sys


def main() -> int:
    from gin_desktop.cli import parse

    code = parse(sys.argv)
    if code is not None:
        return code
    from gin_desktop.ui.start import run

    return run(sys.argv)


if __name__ == "__main__":
    raise SystemExit(main())
