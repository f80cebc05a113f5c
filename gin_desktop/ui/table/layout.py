"""Where things go on the table, in card-size units, for a table of any size.

The scene's coordinates are the view's pixels: on every resize the card size is worked
out again from the window (kpat's way), so cards and text stay sharp instead of being
scaled bitmaps. All distances below are multiples of the card's width ``w`` or height
``h``; the constants name the rows of the table from top to bottom.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF

from .art import CARD_RATIO

# Rows from top to bottom, in card heights.
MARGIN = 0.12
LABEL_GAP = 0.3  # between the opponent's row and the middle row: the opponent's label
HAND_GAP = 0.5  # between the middle row and your hand: your label and a raised card
BAND = 0.05  # the meld bands under your hand
TABLE_HEIGHTS = 3 + LABEL_GAP + HAND_GAP + BAND + 0.12 + 2 * MARGIN
# The widest thing on the table is the middle row (stock, pile, text, knock area).
TABLE_WIDTHS = 9.6

RAISE = 0.15
"""How far a selected card rises out of the hand, in card heights."""


@dataclass(frozen=True)
class Geometry:
    """Every position the table needs, for one size of the view."""

    width: float
    height: float
    card_w: float
    card_h: float
    margin: float
    font_px: float
    left: float
    right: float
    opponent_y: float
    opponent_label_y: float
    middle_y: float
    hand_label_y: float
    hand_y: float
    band_y: float

    @property
    def centre_x(self) -> float:
        return self.width / 2

    @property
    def stock(self) -> QPointF:
        return QPointF(self.left + 0.1 * self.card_w, self.middle_y)

    @property
    def discard(self) -> QPointF:
        return QPointF(self.stock.x() + 1.5 * self.card_w, self.middle_y)

    @property
    def knock(self) -> QRectF:
        w, h = self.card_w * 1.3, self.card_h
        return QRectF(self.right - w, self.middle_y, w, h)

    @property
    def info(self) -> QRectF:
        """The text in the middle of the table: whose turn, what the computer did."""
        left = self.discard.x() + 1.4 * self.card_w
        right = self.knock.left() - 0.3 * self.card_w
        return QRectF(left, self.middle_y - 0.05 * self.card_h, right - left, self.card_h * 1.1)

    @property
    def melds_area(self) -> QRectF:
        """Where the knocker's melds lie during the lay-offs: the whole middle row (the
        stock and the pile are put away meanwhile)."""
        pad = 0.1 * self.card_w
        return QRectF(self.left + pad, self.middle_y, self.row_width - 2 * pad, self.card_h)

    @property
    def panel(self) -> QRectF:
        """The hand summary, between the two hands."""
        top = self.opponent_label_y + self.font_px * 1.75
        bottom = self.hand_label_y - 0.04 * self.card_h
        return QRectF(self.left, top, self.right - self.left, bottom - top)

    @property
    def full_panel(self) -> QRectF:
        """The match result, over the whole table."""
        m = self.margin
        return QRectF(self.left, m, self.right - self.left, self.height - 2 * m)

    @property
    def row_width(self) -> float:
        return self.right - self.left


def compute(width: float, height: float) -> Geometry:
    """The table's geometry for a view of ``width`` x ``height`` pixels."""
    card_w = min(height / TABLE_HEIGHTS / CARD_RATIO, width / TABLE_WIDTHS)
    card_w = max(24.0, card_w)
    card_h = card_w * CARD_RATIO
    margin = MARGIN * card_h
    used = TABLE_HEIGHTS * card_h
    top = max(0.0, (height - used) / 2) + margin
    block = min(width - 2 * margin, 12.0 * card_w)
    left = (width - block) / 2
    opponent_y = top
    middle_y = opponent_y + card_h * (1 + LABEL_GAP)
    hand_y = middle_y + card_h * (1 + HAND_GAP)
    return Geometry(
        width=width,
        height=height,
        card_w=card_w,
        card_h=card_h,
        margin=margin,
        font_px=min(30.0, max(12.0, 0.135 * card_h)),
        left=left,
        right=left + block,
        opponent_y=opponent_y,
        opponent_label_y=opponent_y + card_h * 1.02,
        middle_y=middle_y,
        hand_label_y=middle_y + card_h * 1.07,
        hand_y=hand_y,
        band_y=hand_y + card_h * 1.04,
    )


def fan(
    groups: Sequence[int],
    centre_x: float,
    max_width: float,
    card_w: float,
    step: float,
    gap: float,
) -> list[float]:
    """Left edges of cards fanned in groups (melds, deadwood), centred on ``centre_x``.

    Cards of a group overlap by ``card_w - step``; groups are ``gap`` further apart. When
    the fan is wider than ``max_width``, every distance shrinks in proportion.
    """
    steps: list[float] = []
    first = True
    for size in groups:
        for index in range(size):
            if not first:
                steps.append(step + (gap if index == 0 else 0.0))
            first = False
    if first:
        return []
    total = card_w + sum(steps)
    if total > max_width and steps:
        factor = max(0.0, (max_width - card_w) / sum(steps))
        steps = [s * factor for s in steps]
        total = card_w + sum(steps)
    x = centre_x - total / 2
    xs = [x]
    for s in steps:
        x += s
        xs.append(x)
    return xs
