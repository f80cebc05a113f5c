"""The error an illegal action raises.

It derives from ValueError (as python-chess's ``IllegalMoveError`` does) so that code that
only cares "was the input bad?" needs no import. Its message is shown to players as is:
one sentence that quotes the card and gives the rule, e.g. "You cannot discard 9♣: you
just took it from the discard pile." Raising it never changes the game.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .actions import Action


class IllegalActionError(ValueError):
    """An action the rules do not allow now; ``action`` is the action refused (if any)."""

    def __init__(self, message: str, action: Action | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.action = action
