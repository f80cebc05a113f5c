"""The error an illegal action raises, and why it was refused.

``IllegalActionError`` derives from ValueError (as python-chess's ``IllegalMoveError``
does) so that code that only cares "was the input bad?" needs no import. It carries a
``reason`` (a ``Refusal``) and its ``details`` (the card, the deadwood, the limit...), from
which the UI words a sentence in the player's language; ``message`` is the same refusal in
plain English, for logs, tests and tools. Raising it never changes the game.
"""

from __future__ import annotations

from collections.abc import Mapping
from enum import StrEnum
from typing import Any

from .actions import Action


class Refusal(StrEnum):
    """Why an action was refused. The details each reason carries are listed after it."""

    NOT_YOUR_TURN = "not_your_turn"
    """Another seat is to act."""
    WRONG_PHASE = "wrong_phase"
    """The action has no place in this phase of the hand: phase (a ``Phase``)."""
    NOT_HELD = "not_held"
    """card: the card to discard, knock with or lay off is not in the hand."""
    TAKEN_THIS_TURN = "taken_this_turn"
    """card: it was just taken from the discard pile and may not go back this turn."""
    OVER_KNOCK_LIMIT = "over_knock_limit"
    """card, deadwood (left after that discard), limit (the hand's; 0: gin only)."""
    BIG_GIN_NOT_PLAYED = "big_gin_not_played"
    """These house rules do not play big gin."""
    BIG_GIN_DEADWOOD = "big_gin_deadwood"
    """cards: the cards that would be deadwood."""
    BAD_MELDS = "bad_melds"
    """The melds declared with a knock or big gin: problem (a ``MeldProblem``), cards."""
    NO_SUCH_MELD = "no_such_meld"
    """card, meld_index: the knocker has no meld of that number."""
    DOES_NOT_EXTEND = "does_not_extend"
    """card, meld (its cards): the card is no fourth of that set and extends no end of that
    run."""
    STOCK_ONLY = "stock_only"
    """Every seat passed the first upcard, so this draw is from the stock."""
    HAND_NOT_OVER = "hand_not_over"
    """The next hand cannot be dealt while this one is being played."""
    MATCH_OVER = "match_over"
    """The match has ended."""
    NOT_AN_ACTION = "not_an_action"
    """given: what was given (its text) is not a well-formed action of this game."""


class MeldProblem(StrEnum):
    """What is wrong with melds a player declared."""

    NOT_A_MELD = "not_a_meld"
    """cards: no set of 3 or 4 of a rank and no run of 3 or more."""
    NOT_HELD = "not_held"
    """cards: a card the hand does not hold."""
    TWICE = "twice"
    """cards: a card put in two melds."""


class MeldError(ValueError):
    """Declared melds that do not fit the hand: ``problem`` and the ``cards`` concerned."""

    def __init__(self, message: str, problem: MeldProblem, cards: tuple[Any, ...]) -> None:
        super().__init__(message)
        self.problem = problem
        self.cards = cards


class IllegalActionError(ValueError):
    """An action the rules do not allow now; ``action`` is the action refused (if any)."""

    def __init__(
        self,
        message: str,
        action: Action | None = None,
        *,
        reason: Refusal = Refusal.WRONG_PHASE,
        details: Mapping[str, Any] | None = None,
    ) -> None:
        super().__init__(message)
        self.message = message
        self.action = action
        self.reason = reason
        self.details: dict[str, Any] = dict(details or {})
