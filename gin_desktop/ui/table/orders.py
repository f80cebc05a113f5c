"""The orders people gave their hands, kept while they are away from the table.

In hot-seat each player's own order of their hand is kept while the other plays, and a
match resumed from disk brings back each seat's order. Orders are keyed by hand number
and seat and last only for that hand; a new match forgets them all.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from gin_desktop.engine import Card, PlayerView


class KeptOrders:
    """Each seat's order of its hand in the current hand, and whether a match is new."""

    def __init__(self) -> None:
        self._orders: dict[tuple[int, int], list[Card]] = {}
        self._new_match = False

    def keep(self, hand_number: int, seat: int, order: Sequence[Card]) -> None:
        self._orders[(hand_number, seat)] = list(order)

    def take(self, view: PlayerView) -> tuple[list[Card] | None, bool]:
        """The order kept for ``view``'s seat in its hand (orders of other hands are
        dropped), and whether this is the first view of a new match."""
        kept = self._orders.pop((view.hand_number, view.seat), None)
        for key in [key for key in self._orders if key[0] != view.hand_number]:
            del self._orders[key]
        first_of_match, self._new_match = self._new_match, False
        return kept, first_of_match

    def forget(self) -> None:
        """A new match: no order kept from the last one, and its first hand is new even
        when the last match was at the same hand number with the same players."""
        self._orders.clear()
        self._new_match = True

    def of_hand(self, hand_number: int | None) -> dict[int, list[Card]]:
        """The orders kept for ``hand_number`` (any hand when None), by seat."""
        return {
            seat: list(order)
            for (number, seat), order in self._orders.items()
            if hand_number is None or number == hand_number
        }

    def resume(self, hand_number: int, orders: Mapping[int, Sequence[Card]]) -> None:
        """Orders of a resumed match, used when each seat's hand is next shown."""
        for seat, order in orders.items():
            self.keep(hand_number, seat, order)
