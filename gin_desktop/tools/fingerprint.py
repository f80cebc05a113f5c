"""Fingerprints of behaviour, to show that a change of structure changed nothing a player
or a computer player sees:

    python -m gin_desktop.tools.fingerprint texts --matches 30 --out texts.txt
    python -m gin_desktop.tools.fingerprint arena --out arena.txt

``texts`` plays seeded matches of every game with computer players in every seat and
writes every table text (the score line, each seat's label, the prompt, the last moves,
the hand and match summaries, the partner's game) of every seat's view after every move,
the match log's rows and exports, and the score sheet's sentences, in English and in
Bahasa Indonesia. ``arena`` writes each match's result, timings left out, for the expert
against strong (two seats) and for Ginski for three. Run both before and after a change
and compare the files with ``cmp``: equal files mean equal behaviour on these games.
"""

from __future__ import annotations

import argparse
import hashlib
import sys
from collections.abc import Callable, Iterator, Sequence
from dataclasses import asdict
from datetime import datetime
from functools import partial

from gin_desktop.ai import LEVELS, create_player
from gin_desktop.engine import Card, Change, Match, NextHand, PlayerView, RuleSet
from gin_desktop.engine.rules import PRESET_NAMES

from . import arena
from .table_arena import run_table

_AT = datetime(2026, 12, 5, 12, 0, 0)


def _levels(count: int, match: int) -> list[str]:
    """Every level takes a turn at every seat over the matches."""
    return [LEVELS[(match + seat) % len(LEVELS)] for seat in range(count)]


def _views(match: Match) -> Iterator[PlayerView]:
    for seat in match.rules.seats:
        yield match.view(seat)


def _safe(make: Callable[[], object]) -> str:
    try:
        return str(make())
    except Exception as error:  # a text that fails must fail the same way after
        return f"!{type(error).__name__}"


def _view_texts(view: PlayerView) -> list[tuple[str, str]]:
    # Only the texts' fingerprint loads the words and Qt (0.24 s): the arena's, and its
    # worker processes, do without them.
    from gin_desktop.words import partner_texts, seat_texts, texts

    first: Card | None = view.hand[0] if view.hand else None
    found = [
        ("score", lambda: texts.score_line(view)),
        ("score by seat", lambda: texts.score_line(view, seat_order=True)),
        ("stakes", lambda: texts.stakes(view)),
        ("hand", lambda: texts.hand_label(view, None, True)),
        ("hand no hints", lambda: texts.hand_label(view, None, False)),
        ("hand chosen", lambda: texts.hand_label(view, first, True)),
        ("prompt", lambda: texts.prompt(view)),
        ("last", lambda: texts.last_move(view)),
        ("side", lambda: partner_texts.side_game_html(view)),
    ]
    if len(view.others) == 1 and view.playing:
        found.append(("opponent", lambda: texts.opponent_label(view, "casual")))
    else:
        for other in view.others:
            label = partial(seat_texts.seat_label, view, other.seat, "")
            found.append((f"seat {other.seat}", label))
    if view.result is not None or view.match_over:
        found.append(("summary", lambda: texts.summary_html(view)))
        found.append(("summary shared", lambda: texts.summary_html(view, True)))
    if view.match_over:
        found.append(("match", lambda: texts.match_html(view)))
    return [(name, _safe(make)) for name, make in found]


def _sheet_texts(match: Match) -> list[str]:
    # The texts' only, as in _view_texts.
    from gin_desktop.words import wording

    lines = [
        _safe(partial(wording.showdown_text, record, match.names, match.rules))
        for record in match.history
    ]
    if match.result is not None:
        result = match.result
        lines.append(_safe(lambda: wording.match_won_text(result, match.names)))
    return lines


class _Log:
    """The match log of seat 0, fed as the window feeds it: started from the seat's view,
    then each move's change."""

    def __init__(self, match: Match) -> None:
        # The texts' only, as in _view_texts.
        from gin_desktop.ui.widgets.log_panel import EventLogModel

        self.model = EventLogModel(clock=lambda: _AT)
        self.model.start([match.view(0)], _AT)

    def add(self, change: Change) -> None:
        self.model.add(change, _AT)

    def exports(self) -> list[str]:
        return [self.model.export(fmt) for fmt in ("text", "csv", "json")]  # type: ignore[arg-type]


def play_texts(preset: str, number: int, out: Callable[[str], None]) -> None:
    rules = RuleSet.preset(preset)
    match = Match(rules, seed=f"texts:{preset}:{number}")
    levels = _levels(rules.players, number)
    players = [create_player(level, number * 31 + seat) for seat, level in enumerate(levels)]
    log = _Log(match)
    step = 0
    out(f"== {preset} {number} {levels}")
    while True:
        for view in _views(match):
            for name, text in _view_texts(view):
                out(f"{step} s{view.seat} {name}: {text}")
        if match.is_over:
            break
        seat = match.to_act
        if seat is None:
            log.add(match.play(NextHand()))
        else:
            log.add(match.play(players[seat].choose(match.view(seat)), seat=seat))
        step += 1
    for line in _sheet_texts(match):
        out(f"sheet: {line}")
    for text in log.exports():
        out(f"export: {text}")


def run_texts(
    matches: int, presets: Sequence[str], out: Callable[[str], None], *, full: bool
) -> None:
    """Each match's texts as one line with their count and digest, or with ``full`` every
    text (to find where two runs part)."""
    # The texts' only, as in _view_texts.
    from PySide6.QtCore import QCoreApplication

    from gin_desktop.words import language

    app = QCoreApplication.instance() or QCoreApplication([])
    for lang in ("en", "id"):
        language.use(lang)
        for preset in presets:
            for number in range(matches):
                lines: list[str] = []
                play_texts(preset, number, out if full else lines.append)
                digest = hashlib.sha256("\n".join(lines).encode()).hexdigest()
                out(f"{lang} {preset} {number}: {len(lines)} texts, sha256 {digest}")
    del app


def run_arena(out: Callable[[str], None], workers: int) -> None:
    for stats in arena.run_arena("expert", "strong", 200, 1, workers=workers):
        row = asdict(stats)
        row.pop("times", None)
        out(repr(row))
    for table in run_table(("expert", "casual", "casual"), "ginski", 300, 1, workers):
        out(repr((table.winners, table.hands_won, table.points)))


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m gin_desktop.tools.fingerprint")
    parser.add_argument("what", choices=("texts", "arena"))
    parser.add_argument("--matches", type=int, default=30, help="texts: matches per game")
    parser.add_argument("--presets", default=",".join(PRESET_NAMES))
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--full", action="store_true", help="texts: every text, not digests")
    parser.add_argument("--out", required=True)
    args = parser.parse_args(argv)
    digest = hashlib.sha256()
    count = 0
    with open(args.out, "w", encoding="utf-8") as file:

        def out(line: str) -> None:
            nonlocal count
            file.write(line + "\n")
            digest.update(line.encode() + b"\n")
            count += 1

        if args.what == "texts":
            run_texts(args.matches, args.presets.split(","), out, full=args.full)
        else:
            run_arena(out, args.workers)
    print(f"{count} lines, sha256 {digest.hexdigest()}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
