"""The rules' refusals in the player's language (context "Refusal").

The engine refuses a move with a reason (``Refusal``) and its details; this module words
it, one whole sentence a case, written out in tables of ``QT_TRANSLATE_NOOP`` so that a
translator sees each sentence whole.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from gin_desktop.engine import (
    BigGin,
    Card,
    Discard,
    DrawDiscard,
    DrawStock,
    FinishLayoffs,
    IllegalActionError,
    Knock,
    LayOff,
    MeldProblem,
    NextHand,
    PassUpcard,
    Refusal,
)

from .rich_text import cards_text

translate = QCoreApplication.translate

_ACTION_KEYS: dict[type, str] = {
    DrawStock: "draw_stock",
    DrawDiscard: "draw_discard",
    PassUpcard: "pass",
    Discard: "discard",
    Knock: "knock",
    BigGin: "big_gin",
    LayOff: "lay_off",
    FinishLayoffs: "finish",
    NextHand: "next_hand",
}

_NOT_NOW: dict[tuple[str, str], object] = {
    ("draw_stock", "first_upcard"): QT_TRANSLATE_NOOP("Refusal", "You cannot draw from the stock now: the first upcard is on offer, so take it or pass."),
    ("discard", "first_upcard"): QT_TRANSLATE_NOOP("Refusal", "You cannot discard {card} now: the first upcard is on offer, so take it or pass."),
    ("knock", "first_upcard"): QT_TRANSLATE_NOOP("Refusal", "You cannot knock with {card} now: the first upcard is on offer, so take it or pass."),
    ("big_gin", "first_upcard"): QT_TRANSLATE_NOOP("Refusal", "You cannot declare big gin now: the first upcard is on offer, so take it or pass."),
    ("lay_off", "first_upcard"): QT_TRANSLATE_NOOP("Refusal", "You cannot lay off {card} now: the first upcard is on offer, so take it or pass."),
    ("finish", "first_upcard"): QT_TRANSLATE_NOOP("Refusal", "You cannot finish laying off now: the first upcard is on offer, so take it or pass."),
    ("pass", "draw"): QT_TRANSLATE_NOOP("Refusal", "You cannot pass the upcard now: draw a card first, from the stock or the discard pile."),
    ("discard", "draw"): QT_TRANSLATE_NOOP("Refusal", "You cannot discard {card} now: draw a card first, from the stock or the discard pile."),
    ("knock", "draw"): QT_TRANSLATE_NOOP("Refusal", "You cannot knock with {card} now: draw a card first, from the stock or the discard pile."),
    ("big_gin", "draw"): QT_TRANSLATE_NOOP("Refusal", "You cannot declare big gin now: draw a card first, from the stock or the discard pile."),
    ("lay_off", "draw"): QT_TRANSLATE_NOOP("Refusal", "You cannot lay off {card} now: draw a card first, from the stock or the discard pile."),
    ("finish", "draw"): QT_TRANSLATE_NOOP("Refusal", "You cannot finish laying off now: draw a card first, from the stock or the discard pile."),
    ("draw_stock", "discard"): QT_TRANSLATE_NOOP("Refusal", "You cannot draw from the stock now: you have drawn, so discard a card or knock."),
    ("draw_discard", "discard"): QT_TRANSLATE_NOOP("Refusal", "You cannot take the top card of the discard pile now: you have drawn, so discard a card or knock."),
    ("pass", "discard"): QT_TRANSLATE_NOOP("Refusal", "You cannot pass the upcard now: you have drawn, so discard a card or knock."),
    ("lay_off", "discard"): QT_TRANSLATE_NOOP("Refusal", "You cannot lay off {card} now: you have drawn, so discard a card or knock."),
    ("finish", "discard"): QT_TRANSLATE_NOOP("Refusal", "You cannot finish laying off now: you have drawn, so discard a card or knock."),
    ("draw_stock", "layoff"): QT_TRANSLATE_NOOP("Refusal", "You cannot draw from the stock now: lay off cards on the knocker's melds, or finish."),
    ("draw_discard", "layoff"): QT_TRANSLATE_NOOP("Refusal", "You cannot take the top card of the discard pile now: lay off cards on the knocker's melds, or finish."),
    ("pass", "layoff"): QT_TRANSLATE_NOOP("Refusal", "You cannot pass the upcard now: lay off cards on the knocker's melds, or finish."),
    ("discard", "layoff"): QT_TRANSLATE_NOOP("Refusal", "You cannot discard {card} now: lay off cards on the knocker's melds, or finish."),
    ("knock", "layoff"): QT_TRANSLATE_NOOP("Refusal", "You cannot knock with {card} now: lay off cards on the knocker's melds, or finish."),
    ("big_gin", "layoff"): QT_TRANSLATE_NOOP("Refusal", "You cannot declare big gin now: lay off cards on the knocker's melds, or finish."),
    ("draw_stock", "ended"): QT_TRANSLATE_NOOP("Refusal", "You cannot draw from the stock now: the hand is over."),
    ("draw_discard", "ended"): QT_TRANSLATE_NOOP("Refusal", "You cannot take the top card of the discard pile now: the hand is over."),
    ("pass", "ended"): QT_TRANSLATE_NOOP("Refusal", "You cannot pass the upcard now: the hand is over."),
    ("discard", "ended"): QT_TRANSLATE_NOOP("Refusal", "You cannot discard {card} now: the hand is over."),
    ("knock", "ended"): QT_TRANSLATE_NOOP("Refusal", "You cannot knock with {card} now: the hand is over."),
    ("big_gin", "ended"): QT_TRANSLATE_NOOP("Refusal", "You cannot declare big gin now: the hand is over."),
    ("lay_off", "ended"): QT_TRANSLATE_NOOP("Refusal", "You cannot lay off {card} now: the hand is over."),
    ("finish", "ended"): QT_TRANSLATE_NOOP("Refusal", "You cannot finish laying off now: the hand is over."),
}  # fmt: skip
"""A move out of its phase, by (move, phase): what to do instead."""

_BY_MOVE: dict[tuple[Refusal, str], object] = {
    (Refusal.NOT_HELD, "discard"): QT_TRANSLATE_NOOP("Refusal", "You cannot discard {card}: you do not hold it."),
    (Refusal.NOT_HELD, "knock"): QT_TRANSLATE_NOOP("Refusal", "You cannot knock with {card}: you do not hold it."),
    (Refusal.NOT_HELD, "lay_off"): QT_TRANSLATE_NOOP("Refusal", "You cannot lay off {card}: you do not hold it."),
    (Refusal.TAKEN_THIS_TURN, "discard"): QT_TRANSLATE_NOOP("Refusal", "You cannot discard {card}: you just took it from the discard pile."),
    (Refusal.TAKEN_THIS_TURN, "knock"): QT_TRANSLATE_NOOP("Refusal", "You cannot knock with {card}: you just took it from the discard pile."),
}  # fmt: skip

_MELDS: dict[tuple[str, MeldProblem], object] = {
    ("knock", MeldProblem.NOT_A_MELD): QT_TRANSLATE_NOOP("Refusal", "You cannot knock with {card}: {cards} is not a meld (3 or 4 of a rank, or a run of 3 or more)."),
    ("knock", MeldProblem.NOT_HELD): QT_TRANSLATE_NOOP("Refusal", "You cannot knock with {card}: {cards} is not in the hand."),
    ("knock", MeldProblem.TWICE): QT_TRANSLATE_NOOP("Refusal", "You cannot knock with {card}: {cards} is in two melds."),
    ("big_gin", MeldProblem.NOT_A_MELD): QT_TRANSLATE_NOOP("Refusal", "You cannot declare big gin: {cards} is not a meld (3 or 4 of a rank, or a run of 3 or more)."),
    ("big_gin", MeldProblem.NOT_HELD): QT_TRANSLATE_NOOP("Refusal", "You cannot declare big gin: {cards} is not in the hand."),
    ("big_gin", MeldProblem.TWICE): QT_TRANSLATE_NOOP("Refusal", "You cannot declare big gin: {cards} is in two melds."),
}  # fmt: skip

_ALONE: dict[Refusal, object] = {
    Refusal.NOT_YOUR_TURN: QT_TRANSLATE_NOOP("Refusal", "It is not your turn."),
    Refusal.BIG_GIN_NOT_PLAYED: QT_TRANSLATE_NOOP("Refusal", "You cannot declare big gin: these house rules do not play it."),
    Refusal.BIG_GIN_DEADWOOD: QT_TRANSLATE_NOOP("Refusal", "You cannot declare big gin: {cards} would be deadwood."),
    Refusal.NO_SUCH_MELD: QT_TRANSLATE_NOOP("Refusal", "You cannot lay off {card}: the knocker has no meld {number}."),
    Refusal.DOES_NOT_EXTEND: QT_TRANSLATE_NOOP("Refusal", "You cannot lay off {card} on {meld}: it does not extend that meld."),
    Refusal.STOCK_ONLY: QT_TRANSLATE_NOOP("Refusal", "You cannot take the upcard now: both players passed it, so you draw from the stock."),
    Refusal.HAND_NOT_OVER: QT_TRANSLATE_NOOP("Refusal", "You cannot deal the next hand now: this hand is still being played."),
    Refusal.MATCH_OVER: QT_TRANSLATE_NOOP("Refusal", "The match is over."),
    Refusal.NOT_AN_ACTION: QT_TRANSLATE_NOOP("Refusal", "That is not a move of this game."),
}  # fmt: skip


_OVER_LIMIT = (
    QT_TRANSLATE_NOOP("Refusal", "You cannot knock with {card}: that leaves {deadwood} deadwood, and only gin may end this hand."),
    QT_TRANSLATE_NOOP("Refusal", "You cannot knock with {card}: that leaves {deadwood} deadwood, and the knock limit is {limit}."),
)  # fmt: skip
"""Knocking with too much deadwood: in a hand of gin only (limit 0), and otherwise."""


def refusal(error: IllegalActionError) -> str:
    """The engine's refusal in the player's language, from its reason and details."""
    details, action = error.details, error.action
    card = getattr(action, "card", None) or details.get("card")
    template = _template(error.reason, _ACTION_KEYS.get(type(action), ""), details)
    if template is None:  # a reason this module does not know: the engine's own words
        return error.message
    return translate("Refusal", str(template)).format(
        card=card.pretty if isinstance(card, Card) else "",
        cards=cards_text(details.get("cards", ())),
        meld=cards_text(details.get("meld", ())),
        number=int(details.get("meld_index", 0)) + 1,
        deadwood=details.get("deadwood", 0),
        limit=details.get("limit", 0),
    )


def _template(reason: Refusal, move: str, details: dict[str, object]) -> object | None:
    if reason is Refusal.WRONG_PHASE:
        return _NOT_NOW.get((move, str(details.get("phase"))))
    if reason is Refusal.OVER_KNOCK_LIMIT:
        return _OVER_LIMIT[0 if details.get("limit") == 0 else 1]
    if reason is Refusal.BAD_MELDS:
        problem = details.get("problem")
        return _MELDS.get((move, problem)) if isinstance(problem, MeldProblem) else None
    return _BY_MOVE.get((reason, move)) or _ALONE.get(reason)


def nothing_to_undo() -> str:
    return translate(
        "Refusal",
        "There is nothing to take back: only your last discard can be, until the computer has moved.",
    )


def nothing_to_lay_off() -> str:
    return translate(
        "Refusal",
        "None of your cards fits the knocker's melds: press Done (F) when you have seen the table.",
    )


def no_lay_off_helps() -> str:
    """Best lay-off when a card fits the knocker's melds but does more in your own."""
    return translate(
        "Refusal",
        "Laying off would not lower your deadwood: your cards do more in your own melds. "
        "Press Done (F) when you have seen the table.",
    )


def cards_hidden(name: str) -> str:
    """Hot-seat: a move while the screen waits to be passed on."""
    return translate("Refusal", "The cards are hidden until {0} shows them.").format(name)
