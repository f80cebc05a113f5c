"""What happened in a hand, for the match log (context "MatchLog"): each event of the
engine worded for the seat at the screen, who it is about (``event_who``) apart from what
they did (``event_what``). A table's sentences are whole templates marked with
``QT_TRANSLATE_NOOP``, filled with cards, deadwood and scores.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from gin_desktop.engine import Event, EventKind, RuleSet

from .plurals import MatchLog
from .rich_text import cards_text, scores_text

translate = QCoreApplication.translate

_EVENTS: dict[str, object] = {
    EventKind.UPCARD_PASSED: QT_TRANSLATE_NOOP("MatchLog", "passed the upcard"),
    EventKind.DREW_STOCK: QT_TRANSLATE_NOOP("MatchLog", "drew {cards} from the stock"),
    EventKind.DREW_DISCARD: QT_TRANSLATE_NOOP("MatchLog", "took {cards} from the discard pile"),
    EventKind.DISCARDED: QT_TRANSLATE_NOOP("MatchLog", "discarded {cards}"),
    EventKind.KNOCKED: QT_TRANSLATE_NOOP("MatchLog", "knocked with {deadwood} deadwood"),
    EventKind.GIN: QT_TRANSLATE_NOOP("MatchLog", "went gin"),
    EventKind.BIG_GIN: QT_TRANSLATE_NOOP("MatchLog", "went big gin"),
    EventKind.LAID_OFF: QT_TRANSLATE_NOOP("MatchLog", "laid off {cards}"),
    EventKind.HAND_DRAWN: QT_TRANSLATE_NOOP("MatchLog", "Two cards are left in the stock: the hand is a draw and nobody scores."),
}  # fmt: skip
"""What happened, by kind, when the seat at the screen saw every card of it."""

_HIDDEN_EVENTS: dict[str, object] = {
    EventKind.DREW_STOCK: QT_TRANSLATE_NOOP("MatchLog", "drew a card from the stock"),
}
"""Events whose card the seat at the screen did not see."""

_FACE_DOWN: dict[str, object] = {
    EventKind.KNOCKED: QT_TRANSLATE_NOOP("MatchLog", "knocked with {deadwood} deadwood, discarding {cards} face down"),
    EventKind.GIN: QT_TRANSLATE_NOOP("MatchLog", "went gin, discarding {cards} face down"),
}  # fmt: skip
"""A knock or gin as the knocker saw it: with the face-down discard."""

_SHOWN = (
    QT_TRANSLATE_NOOP("MatchLog", "showed {melds}; deadwood {dead} ({deadwood})"),
    QT_TRANSLATE_NOOP("MatchLog", "showed {melds}; deadwood none (0)"),
    QT_TRANSLATE_NOOP("MatchLog", "showed no melds; deadwood {dead} ({deadwood})"),
)
"""Melds laid down: with deadwood, without, and deadwood alone."""

_UPCARDS = (
    QT_TRANSLATE_NOOP("MatchLog", "The upcard is {cards}."),
    QT_TRANSLATE_NOOP("MatchLog", "The upcard is {cards}. Knock with {limit} or less this hand."),
    QT_TRANSLATE_NOOP("MatchLog", "The upcard is {cards}. Gin only this hand."),
    QT_TRANSLATE_NOOP("MatchLog", "The upcard is {cards}. Knock with {limit} or less this hand. A spade: scores are doubled."),
    QT_TRANSLATE_NOOP("MatchLog", "The upcard is {cards}. Gin only this hand. A spade: scores are doubled."),
)  # fmt: skip
"""The first upcard: plain, and in Oklahoma with the hand's knock limit (or gin only) and,
for a spade, the doubling."""

_TABLE_EVENTS = frozenset(
    {EventKind.CUT, EventKind.UPCARD_TURNED, EventKind.HAND_DRAWN, EventKind.DECK_SEED}
)
"""Events about the table, said of nobody."""


def event_who(event: Event, names: Sequence[str]) -> str:
    """The player the event is about; empty for the table's own events."""
    if event.kind in _TABLE_EVENTS or event.seat is None or not 0 <= event.seat < len(names):
        return ""
    return names[event.seat]


def event_what(event: Event, names: Sequence[str], rules: RuleSet, scores: Sequence[int]) -> str:
    """What happened, without the player's name (that is ``event_who``). ``scores`` are the
    totals after the hand, shown with a hand's result when they include it."""
    kind = event.kind
    if kind == EventKind.CUT:
        return _cut(event, names)
    if kind == EventKind.UPCARD_TURNED:
        return translate("MatchLog", str(_upcard_template(event, rules))).format(
            cards=cards_text(event.cards), limit=event.knock_limit
        )
    if kind == EventKind.MELDS_SHOWN:
        return _melds_shown(event)
    if kind == EventKind.HAND_SCORED:
        text = _hand_won(event.label, event.points or 0, _totals_known(event, scores))
        return text.format(scores=scores_text(names, scores))
    if kind == EventKind.MATCH_BONUS:
        return _bonus(event.label, event.points or 0)
    if kind == EventKind.MATCH_WON:
        return _match_won(event)
    if kind == EventKind.DEAL:
        dealt = MatchLog.tr("dealt %n card(s) each", "", event.count or 0)
        if not event.label:
            return dealt
        words = translate("MatchLog", "{dealt}; the deck is committed: {commitment}")
        return words.format(dealt=dealt, commitment=event.label)
    if kind == EventKind.DECK_SEED:
        words = translate(
            "MatchLog", "The deck's seed: {seed} (its SHA-256 is the commitment made at the deal)"
        )
        return words.format(seed=event.label)
    return translate("MatchLog", str(_move_template(event))).format(
        cards=cards_text(event.cards), count=event.count, deadwood=event.deadwood
    )


def _hand_won(label: str, n: int, totals: bool) -> str:
    """A hand's result, by label: alone (a hand played outside a match), or with the
    totals (a ``{scores}`` slot)."""
    if label == "undercut":
        if totals:
            return MatchLog.tr(
                "won the hand with an undercut: %n point(s). Score: {scores}.", "", n
            )
        return MatchLog.tr("won the hand with an undercut: %n point(s).", "", n)
    if label == "gin":
        if totals:
            return MatchLog.tr("won the hand with gin: %n point(s). Score: {scores}.", "", n)
        return MatchLog.tr("won the hand with gin: %n point(s).", "", n)
    if label == "big_gin":
        if totals:
            return MatchLog.tr("won the hand with big gin: %n point(s). Score: {scores}.", "", n)
        return MatchLog.tr("won the hand with big gin: %n point(s).", "", n)
    if totals:
        return MatchLog.tr("won the hand by knocking: %n point(s). Score: {scores}.", "", n)
    return MatchLog.tr("won the hand by knocking: %n point(s).", "", n)


def _bonus(label: str, n: int) -> str:
    if label == "box":
        return MatchLog.tr("got the box bonuses: %n point(s).", "", n)
    if label == "shutout":
        return MatchLog.tr("got the shutout bonus: %n point(s).", "", n)
    return MatchLog.tr("got the game bonus: %n point(s).", "", n)


def _move_template(event: Event) -> object:
    if event.hidden and event.kind in _HIDDEN_EVENTS:
        return _HIDDEN_EVENTS[event.kind]
    if event.cards and event.kind in _FACE_DOWN:  # seen by the knocker only
        return _FACE_DOWN[event.kind]
    return _EVENTS.get(event.kind, _EVENTS[EventKind.DISCARDED])


def _upcard_template(event: Event, rules: RuleSet) -> object:
    if not rules.oklahoma:
        return _UPCARDS[0]
    doubled = 2 if (event.multiplier or 1) > 1 else 0
    return _UPCARDS[(2 if event.knock_limit == 0 else 1) + doubled]


def _melds_shown(event: Event) -> str:
    melds = " | ".join(cards_text(meld) for meld in event.melds)
    template = _SHOWN[2] if not melds else _SHOWN[0] if event.cards else _SHOWN[1]
    return translate("MatchLog", str(template)).format(
        melds=melds, dead=cards_text(event.cards), deadwood=event.deadwood
    )


def _totals_known(event: Event, scores: Sequence[int]) -> bool:
    """A hand's own view (no match around it) has no totals: they would read 0 to 0."""
    seat = event.seat
    return seat is not None and seat < len(scores) and scores[seat] >= (event.points or 0) > 0


def _cut(event: Event, names: Sequence[str]) -> str:
    cuts = ", ".join(
        translate("MatchLog", "{0} cut {1}").format(names[seat], card.pretty)
        for seat, card in enumerate(event.cards)
    )
    if event.seat is None:
        return translate("MatchLog", "{0}: a tie, cut again.").format(cuts)
    return translate("MatchLog", "{0}, so {1} dealt first.").format(cuts, names[event.seat])


def _match_won(event: Event) -> str:
    seat, totals = event.seat, event.scores
    if seat is None or len(totals) <= seat:
        return translate("MatchLog", "won the match.")
    others = [total for other, total in enumerate(totals) if other != seat]
    if len(others) == 1:
        return translate("MatchLog", "won the match, {mine} to {theirs}.").format(
            mine=totals[seat], theirs=others[0]
        )
    return translate("MatchLog", "won the match with {mine}.").format(mine=totals[seat])
