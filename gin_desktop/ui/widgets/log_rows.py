"""A row of the match log: one public event as the viewing seat saw it, worded when it
arrived (``log_model.py`` keeps them, ``log_export.py`` writes them out)."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from gin_desktop.engine import Event, EventKind, RuleSet

SUMMARY_KINDS = frozenset(
    {EventKind.HAND_SCORED, EventKind.HAND_DRAWN, EventKind.MATCH_BONUS, EventKind.MATCH_WON}
)
"""Hand and match summaries: shown in bold."""


def clock_time(at: datetime | None) -> str:
    """A row's time as the log shows it, "14:05:09"; empty when nobody kept it."""
    return "" if at is None else at.strftime("%H:%M:%S")


@dataclass(frozen=True)
class LogRow:
    """One line of the log, worded when it arrived."""

    hand: int
    time: datetime | None
    """When the log saw it; None for what happened before (a match resumed or opened:
    the match keeps no clock)."""
    seat: int | None
    who: str
    what: str
    event: Event
    """As the viewing seat saw it (``Event.for_seat``)."""
    cells: tuple[str, str, str, str] = ("", "", "", "")
    """Hand, time, who, what as shown (worded once: a view asks for them often)."""
    rules: RuleSet | None = None
    scores: tuple[int, ...] = ()
    """The rules and the totals of the view it came in, to word it again (``reword``)."""

    @property
    def summary(self) -> bool:
        return self.event.kind in SUMMARY_KINDS
