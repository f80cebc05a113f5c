"""The orders people gave their hands, kept while they are away from the table.

In hot-seat each player's own order of their hand is kept while the other plays, and a
match resumed from disk brings back each seat's order. Orders are keyed by hand number
and seat and last only for that hand; a new match forgets them all.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from gin_desktop.engine import Card, PlayerView


class KeptOrders:
    """Each seat's order of its hand in the current hand."""

    def __init__(self) -> None:
        self._orders: dict[tuple[int, int], list[Card]] = {}

    def keep(self, hand_number: int, seat: int, order: Sequence[Card]) -> None:
        self._orders[(hand_number, seat)] = list(order)

    def take(self, view: PlayerView) -> list[Card] | None:
        """The order kept for ``view``'s seat in its hand (orders of other hands are
        dropped)."""
        kept = self._orders.pop((view.hand_number, view.seat), None)
        for key in [key for key in self._orders if key[0] != view.hand_number]:
            del self._orders[key]
        return kept

    def forget(self) -> None:
        """A new match: no order kept from the last one."""
        self._orders.clear()

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
