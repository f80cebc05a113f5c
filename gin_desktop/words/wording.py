"""The sentences the game says about play: a turn on the table, the score sheet's lines, the
names of outcomes and of rules, the gestures the table cannot play; the match log's events
(``match_log_words.py``), the hand summary (``hand_summary.py``) and the cards, names and
scores written out (``rich_text.py``) are their own modules, whose names are importable
from here too, and the refusals are ``refusals.py``'s.

The engine states facts (a ``Refusal`` and its details, events, results); this module
words them for a person, through Qt's translation functions (English source). Each
sentence is one whole template, written out at its ``translate`` call or marked with
``QT_TRANSLATE_NOOP`` in a table, so that a translator sees whole sentences and
pyside6-lupdate files each under the context it is looked up in. A list (of cards, of
scores) fills a slot; no sentence is put together from pieces of others.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from gin_desktop.engine import Card, Event, EventKind, HandRecord, MatchResult, PlayerView, RuleSet

from .hand_summary import match_title, summary_body, summary_title
from .match_log_words import event_what, event_who
from .rich_text import (
    RED_ON_FELT,
    as_tooltip,
    card_html,
    cards_html,
    cards_text,
    esc,
    names_list,
    scores_text,
)
from .seat_words import game_name

__all__ = [
    "RED_ON_FELT",
    "as_tooltip",
    "card_html",
    "cards_html",
    "cards_text",
    "esc",
    "event_what",
    "event_who",
    "gesture_hint",
    "last_moves",
    "match_title",
    "match_won_text",
    "names_list",
    "outcome_name",
    "rules_name",
    "scores_text",
    "showdown_text",
    "summary_body",
    "summary_title",
    "taken_back",
]

translate = QCoreApplication.translate


# --- a player's turn, on the table (context "Table") -----------------------------------------

_TURNS: dict[tuple[str, str], object] = {
    ("", "pass"): QT_TRANSLATE_NOOP("Table", "{name} passed the upcard."),
    ("stock", ""): QT_TRANSLATE_NOOP("Table", "{name} drew from the stock."),
    ("took", ""): QT_TRANSLATE_NOOP("Table", "{name} took {taken}."),
    ("stock", "discard"): QT_TRANSLATE_NOOP("Table", "{name} drew from the stock and discarded {thrown}."),
    ("took", "discard"): QT_TRANSLATE_NOOP("Table", "{name} took {taken} and discarded {thrown}."),
    ("stock", "knock"): QT_TRANSLATE_NOOP("Table", "{name} drew from the stock and knocked."),
    ("took", "knock"): QT_TRANSLATE_NOOP("Table", "{name} took {taken} and knocked."),
    ("stock", "gin"): QT_TRANSLATE_NOOP("Table", "{name} drew from the stock and went gin."),
    ("took", "gin"): QT_TRANSLATE_NOOP("Table", "{name} took {taken} and went gin."),
    ("stock", "big_gin"): QT_TRANSLATE_NOOP("Table", "{name} drew from the stock and went big gin."),
    ("took", "big_gin"): QT_TRANSLATE_NOOP("Table", "{name} took {taken} and went big gin."),
    ("", "lay_off"): QT_TRANSLATE_NOOP("Table", "{name} laid off {thrown}."),
}  # fmt: skip
"""A turn, by (how the player drew, how the turn ended)."""

_DRAWS = {EventKind.DREW_STOCK: "stock", EventKind.DREW_DISCARD: "took"}
_ENDS = {
    EventKind.UPCARD_PASSED: "pass",
    EventKind.DISCARDED: "discard",
    EventKind.KNOCKED: "knock",
    EventKind.GIN: "gin",
    EventKind.BIG_GIN: "big_gin",
    EventKind.LAID_OFF: "lay_off",
}
_TURN_KINDS = frozenset(_DRAWS) | frozenset(_ENDS)


def last_moves(view: PlayerView) -> str:
    """What the other players did since this seat's last turn, in rich text, a sentence a
    turn: "Computer took 7♥ and discarded K♣.". It stays while this seat draws, so the
    line does not vanish between the draw and the discard."""
    turns: list[list[Event]] = []
    for event in reversed(view.events):
        if event.kind in (EventKind.DEAL, EventKind.CUT):
            break
        if event.kind not in _TURN_KINDS:
            continue
        if event.seat == view.seat:
            if turns:
                break  # this seat's turn before the others': their turns are all collected
            continue  # this seat's draw of the turn in progress: look past it
        if not turns or turns[-1][0].seat != event.seat or _ends_a_turn(event, turns[-1]):
            turns.append([])
        turns[-1].insert(0, event)
    return " ".join(_turn(view, turn) for turn in reversed(turns))


def _ends_a_turn(event: Event, later: list[Event]) -> bool:
    """Read backwards, an ending starts another turn; lay-offs in a row are one."""
    laying_off = event.kind is EventKind.LAID_OFF and later[0].kind is EventKind.LAID_OFF
    return event.kind in _ENDS and not laying_off


def _turn(view: PlayerView, events: list[Event]) -> str:
    draw = next((_DRAWS[e.kind] for e in events if e.kind in _DRAWS), "")
    end = next((_ENDS[e.kind] for e in events if e.kind in _ENDS), "")
    taken = next((e.cards for e in events if e.kind is EventKind.DREW_DISCARD), ())
    thrown = [card for e in events if e.kind in _ENDS for card in e.cards]
    template = _TURNS.get((draw, end)) or _TURNS.get(("", end)) or _TURNS[(draw or "stock", "")]
    seat = events[0].seat
    return translate("Table", str(template)).format(
        name=esc(view.names[seat]) if seat is not None else "",
        taken=cards_html(taken),
        thrown=cards_html(thrown),
    )


# --- the score sheet (context "ScoreSheet") ----------------------------------------------------


def showdown_text(record: HandRecord, names: Sequence[str], rules: RuleSet) -> str:
    """What the showdown showed, for a tooltip: "Ana knocked with 6 deadwood; Computer had
    18."; nothing after a drawn hand."""
    knocker = record.knocker
    if knocker is None or record.knocker_deadwood is None or record.defender_deadwood is None:
        return ""
    # The other player of the hand (the seat on the knocker's left in a game of two).
    players = [seat for seat in record.players if seat != knocker]
    defender = players[0] if len(players) == 1 else rules.next_seat(knocker)
    if record.laid_off_points:
        template = translate(
            "ScoreSheet", "{0} knocked with {1} deadwood; {2} had {3} after laying off {4}."
        )
    else:
        template = translate("ScoreSheet", "{0} knocked with {1} deadwood; {2} had {3}.")
    return template.format(
        names[knocker],
        record.knocker_deadwood,
        names[defender],
        record.defender_deadwood,
        record.laid_off_points,
    )


def match_won_text(result: MatchResult, names: Sequence[str]) -> str:
    """The line under the score sheet: "Ana won the match, 130 to 85." (past tense: right for "You" as for a name)."""
    winner, totals = result.winner, result.totals
    others = [total for seat, total in enumerate(totals) if seat != winner]
    if len(others) == 1:
        return translate("ScoreSheet", "{0} won the match, {1} to {2}.").format(
            names[winner], totals[winner], others[0]
        )
    return translate("ScoreSheet", "{0} won the match with {1}.").format(
        names[winner], totals[winner]
    )


# --- names of outcomes and rules (contexts "ScoreSheet", "NewMatchDialog") ---------------------


def outcome_name(kind: str) -> str:
    """How a hand ended, in a word or two: "Knock", "Big gin", "Drawn hand"."""
    names = {
        "knock": translate("ScoreSheet", "Knock"),
        "undercut": translate("ScoreSheet", "Undercut"),
        "gin": translate("ScoreSheet", "Gin"),
        "big_gin": translate("ScoreSheet", "Big gin"),
        "draw": translate("ScoreSheet", "Drawn hand"),
    }
    return names.get(kind, kind)


def rules_name(preset: str | None) -> str:
    """The name of a preset; the player's own house rules when the rules are none."""
    names = {
        "standard": translate("NewMatchDialog", "Standard"),
        "classic_bonuses": translate("NewMatchDialog", "Classic with bonuses"),
        "oklahoma": translate("NewMatchDialog", "Oklahoma"),
    }
    if preset in ("ginski", "three_handed", "partnership"):
        return game_name(preset)
    return names.get(preset or "", translate("NewMatchDialog", "Your house rules"))


# --- gestures the table cannot play (context "MainWindow") -------------------------------------

_DROP_HINTS = {
    "opponent": QT_TRANSLATE_NOOP("MainWindow", "Your cards cannot go to the opponent's hand: drop a card on the discard pile to discard it."),
    "stock": QT_TRANSLATE_NOOP("MainWindow", "Cards go back on the discard pile, not on the stock."),
    "draw": QT_TRANSLATE_NOOP("MainWindow", "Drag the card to your hand to draw it."),
    "choose": QT_TRANSLATE_NOOP("MainWindow", "Choose a card first with the arrow keys."),
}  # fmt: skip
"""What to do instead, by what was tried: a card of your hand dropped on another player's
hand or on the stock; a card of the stock or the pile dropped anywhere but your hand; a
key that plays the chosen card with no card chosen."""


def gesture_hint(tried: str) -> str:
    """``tried``: "opponent", "stock", "draw" or "choose" (see ``_DROP_HINTS``)."""
    return translate("MainWindow", str(_DROP_HINTS[tried]))


def taken_back(card: Card) -> str:
    """Undo: the discard of ``card`` is taken back into your hand."""
    return translate(
        "MainWindow", "Your discard of {0} is taken back: it is in your hand again."
    ).format(card.pretty)
