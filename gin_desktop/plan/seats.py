"""The other seats of a table of three or four: where each sits on the top row, and what
of their hand lies there in each phase (the plan's part for them, ``planner.Planner`` calls).

The top row is cut into one slot per other seat shown, in turn order from your left; a
table of two has one slot, the whole row, as before. Three-handed gin shows the seat that
sits out the hand (its slot is empty, its label says so); partnership gin shows your
opponent in your game, and your partner's game in a box of its own beside it
(``side_box``). Everything comes from the view: hidden cards are anonymous backs.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QRectF

from gin_desktop.engine import Card, PlayerView, SeatView

from .geometry import Geometry

SLOT_GAP = 0.45
"""Between two slots of the top row, in card widths."""
SIDE_SHARE = 0.42
"""The share of the top row your partner's game takes in partnership gin."""


@dataclass(frozen=True)
class Slot:
    """One other seat's place on the top row."""

    seat: int
    left: float
    width: float

    @property
    def centre_x(self) -> float:
        return self.left + self.width / 2


def shown_others(view: PlayerView) -> list[SeatView]:
    """The other seats the top row shows: those playing this hand, and in three-handed gin
    the one sitting it out; partners in another game are in the side box instead."""
    sits_out = view.rules.seating == "dealer_sits_out"
    return [other for other in view.others if other.playing or sits_out]


def slots(view: PlayerView, g: Geometry) -> list[Slot]:
    others = shown_others(view)
    if not others:
        return []
    width = g.row_width * (1 - SIDE_SHARE) if view.side_game is not None else g.row_width
    gap = SLOT_GAP * g.card_w if len(others) > 1 else 0.0
    each = (width - gap * (len(others) - 1)) / len(others)
    return [
        Slot(other.seat, g.left + number * (each + gap), each)
        for number, other in enumerate(others)
    ]


def side_box(g: Geometry) -> QRectF:
    """Your partner's game, beside yours on the top row (partnership gin)."""
    left = g.left + g.row_width * (1 - SIDE_SHARE) + SLOT_GAP * g.card_w
    height = g.middle_y - g.opponent_y - 0.1 * g.card_h
    return QRectF(left, g.opponent_y, g.right - left, height)


def showdown_rows(view: PlayerView) -> dict[int, tuple[Sequence[Sequence[Card]], Sequence[Card]]]:
    """Every hand of a showdown, arranged: (melds, deadwood) by seat; none after a drawn
    hand. The knocker's melds carry the cards laid off on them."""
    result = view.result
    showdown = None if result is None else result.showdown
    if showdown is None or view.knocker is None:
        return {}
    rows: dict[int, tuple[Sequence[Sequence[Card]], Sequence[Card]]] = {
        view.knocker: (view.knocker_melds, showdown.knocker_deadwood_cards)
    }
    for seat, defender in zip(view.defender_seats, showdown.defenders, strict=False):
        rows[seat] = (defender.melds, defender.deadwood)
    return rows
