"""Every refusal the engine makes, as an ``IllegalActionError`` with its reason and details.

The English message of each is the sentence the engine has always given (tests, logs and
tools read it); a player reads the UI's wording of the reason instead, in their language.
"""

from __future__ import annotations

from collections.abc import Sequence

from .actions import Action, describe_action
from .cards import Card, quote
from .errors import IllegalActionError, MeldError, Refusal
from .phase import Phase

PHASE_HINTS = {
    "first_upcard": "the first upcard is on offer, so take it or pass",
    "draw": "draw a card first, from the stock or the discard pile",
    "discard": "you have drawn, so discard a card or knock",
    "layoff": "lay off cards on the knocker's melds, or finish",
    "ended": "the hand is over",
}
"""What the player should do instead, by phase (``Phase`` values)."""


def _pretty(cards: Sequence[Card]) -> str:
    return " ".join(card.pretty for card in cards)


def not_your_turn(action: Action | None) -> IllegalActionError:
    return IllegalActionError("It is not your turn.", action, reason=Refusal.NOT_YOUR_TURN)


def wrong_phase(action: Action, phase: Phase) -> IllegalActionError:
    hint = PHASE_HINTS[phase.value]
    return IllegalActionError(
        f"You cannot {describe_action(action)} now: {hint}.",
        action,
        reason=Refusal.WRONG_PHASE,
        details={"phase": phase},
    )


def not_held(action: Action, card: Card) -> IllegalActionError:
    return IllegalActionError(
        f"You cannot {describe_action(action)}: you do not hold it.",
        action,
        reason=Refusal.NOT_HELD,
        details={"card": card},
    )


def taken_this_turn(action: Action, card: Card) -> IllegalActionError:
    return IllegalActionError(
        f"You cannot {describe_action(action)}: you just took it from the discard pile.",
        action,
        reason=Refusal.TAKEN_THIS_TURN,
        details={"card": card},
    )


def over_knock_limit(action: Action, card: Card, deadwood: int, limit: int) -> IllegalActionError:
    start = f"You cannot {describe_action(action)}: that leaves {deadwood} deadwood"
    if limit == 0:
        message = f"{start}, and only gin may end this hand."
    else:
        message = f"{start}, and the knock limit is {limit}."
    details = {"card": card, "deadwood": deadwood, "limit": limit}
    return IllegalActionError(message, action, reason=Refusal.OVER_KNOCK_LIMIT, details=details)


def big_gin_not_played(action: Action) -> IllegalActionError:
    return IllegalActionError(
        "You cannot declare big gin: these house rules do not play it.",
        action,
        reason=Refusal.BIG_GIN_NOT_PLAYED,
    )


def big_gin_deadwood(action: Action, dead: Sequence[Card]) -> IllegalActionError:
    return IllegalActionError(
        f"You cannot declare big gin: {_pretty(dead)} would be deadwood.",
        action,
        reason=Refusal.BIG_GIN_DEADWOOD,
        details={"cards": tuple(dead)},
    )


def bad_melds(action: Action, error: MeldError) -> IllegalActionError:
    return IllegalActionError(
        f"You cannot {describe_action(action)}: {error}.",
        action,
        reason=Refusal.BAD_MELDS,
        details={"problem": error.problem, "cards": error.cards},
    )


def no_such_meld(action: Action, card: Card, index: int) -> IllegalActionError:
    return IllegalActionError(
        f"You cannot lay off {card.pretty}: the knocker has no meld {index + 1}.",
        action,
        reason=Refusal.NO_SUCH_MELD,
        details={"card": card, "meld_index": index},
    )


def does_not_extend(action: Action, card: Card, meld: Sequence[Card]) -> IllegalActionError:
    return IllegalActionError(
        f"You cannot lay off {card.pretty} on {_pretty(meld)}: it does not extend that meld.",
        action,
        reason=Refusal.DOES_NOT_EXTEND,
        details={"card": card, "meld": tuple(meld)},
    )


def stock_only(action: Action) -> IllegalActionError:
    return IllegalActionError(
        "You cannot take the upcard now: both players passed it, so you draw from the stock.",
        action,
        reason=Refusal.STOCK_ONLY,
    )


def hand_not_over(action: Action) -> IllegalActionError:
    return IllegalActionError(
        "You cannot deal the next hand now: this hand is still being played.",
        action,
        reason=Refusal.HAND_NOT_OVER,
    )


def match_over(action: Action | None) -> IllegalActionError:
    return IllegalActionError("The match is over.", action, reason=Refusal.MATCH_OVER)


def not_an_action(given: object) -> IllegalActionError:
    """Anything given to ``apply`` that is no well-formed action (a string, None, a discard
    of something that is not a card, a lay-off onto meld 1.0...)."""
    text = quote(given)
    return IllegalActionError(
        f"Not an action of this game: {text}.",
        None,
        reason=Refusal.NOT_AN_ACTION,
        details={"given": text},
    )
