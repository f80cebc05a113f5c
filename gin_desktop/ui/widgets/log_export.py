"""The match log as text, CSV or JSON: what the log panel exports, worded as the log
shows it (so in the language spoken at the export)."""

from __future__ import annotations

import csv
import io
import json
from collections.abc import Sequence

from gin_desktop.words import log_words as words
from gin_desktop.words.wording import names_list

from .log_rows import LogRow, clock_time

__all__ = ["as_csv", "as_json", "as_text", "clock_time"]


def as_text(rows: Sequence[LogRow], names: tuple[str, ...], viewer: int | None) -> str:
    players = names_list(names)
    lines = [words.text_title(players, None if viewer is None else names[viewer])]
    width = max([len(row.who) for row in rows] + [1])
    hand = None
    for row in rows:
        if row.hand != hand:
            hand = row.hand
            lines += ["", words.hand_heading(hand)]
        what = f"» {row.what}" if row.summary else row.what  # a hand's result stands out
        lines.append(f"  {clock_time(row.time):8}  {row.who:<{width}}  {what}".rstrip())
    return "\n".join(lines) + "\n"


def as_csv(rows: Sequence[LogRow]) -> str:
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(["hand", "time", "seat", "who", "what", "summary", "kind"])
    for row in rows:
        seat = "" if row.seat is None else row.seat
        time = "" if row.time is None else row.time.isoformat(timespec="seconds")
        kind = row.event.kind.value
        cells = [row.hand, time, seat, row.who, row.what, int(row.summary), kind]
        writer.writerow([_cell(cell) for cell in cells])
    return out.getvalue()


_FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r", "＝", "＋", "－", "＠")
"""What a spreadsheet starts a formula with: the signs, in their full-width forms too."""


def _cell(value: object) -> object:
    """A CSV cell a spreadsheet shows as text: one that would start a formula (a name
    like ``=HYPERLINK(...)``) gets a leading ``'``, as spreadsheet applications expect."""
    if isinstance(value, str) and value.startswith(_FORMULA_STARTS):
        return "'" + value
    return value


def as_json(rows: Sequence[LogRow], names: tuple[str, ...], viewer: int | None) -> str:
    data = {
        "format": "gin-desktop-match-log",
        "version": 1,
        "names": list(names),
        "viewer": viewer,
        "rows": [
            {
                "hand": row.hand,
                "time": None if row.time is None else row.time.isoformat(timespec="seconds"),
                "seat": row.seat,
                "who": row.who,
                "what": row.what,
                "summary": row.summary,
                "event": row.event.to_dict(),
            }
            for row in rows
        ],
    }
    return json.dumps(data, ensure_ascii=False, indent=1) + "\n"
