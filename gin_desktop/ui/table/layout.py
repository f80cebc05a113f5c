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
RAISE = 0.15
"""How far a selected card rises out of the hand, in card heights."""
CARD_ROWS = 3 + RAISE + 0.04 + BAND + 2 * MARGIN
"""The table's height in card heights, without the text: the three rows, a raised card, the
bands under your hand and the margins."""
# The widest thing on the table is the middle row (stock, pile, text, knock area).
TABLE_WIDTHS = 9.6

FONT_SHARE = 0.135
"""The text's size, as a share of a card's height..."""
FONT_MIN_PX, FONT_MAX_PX = 12.0, 30.0
"""...within these bounds: text stops growing before the cards do."""
TEXT_ROOMS = (LABEL_GAP + HAND_GAP - RAISE) / FONT_SHARE
"""The room the two labels take between the rows, in text sizes. The gaps are as many card
heights as LABEL_GAP and HAND_GAP say while the text grows with the cards; beyond
FONT_MAX_PX they stop growing too, and the cards take the room (they fill a 4K table)."""


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


def _font_px(card_h: float) -> float:
    return min(FONT_MAX_PX, max(FONT_MIN_PX, FONT_SHARE * card_h))


def _card_height(height: float) -> float:
    """The tallest card whose rows, text and margins fit in ``height``: the text's size is
    a share of the card's within bounds, so the height is solved for each bound in turn."""
    card_h = height / (CARD_ROWS + FONT_SHARE * TEXT_ROOMS)
    for bound in (FONT_MIN_PX, FONT_MAX_PX):
        if _font_px(card_h) == bound:
            card_h = (height - bound * TEXT_ROOMS) / CARD_ROWS
    return card_h


def compute(width: float, height: float) -> Geometry:
    """The table's geometry for a view of ``width`` x ``height`` pixels."""
    card_w = min(_card_height(height) / CARD_RATIO, width / TABLE_WIDTHS)
    card_w = max(24.0, card_w)
    card_h = card_w * CARD_RATIO
    font_px = _font_px(card_h)
    margin = MARGIN * card_h
    # The card height the text is sized for, the card's own until the text stops growing:
    # the gaps that hold text are measured in it.
    text = font_px / FONT_SHARE
    used = CARD_ROWS * card_h + TEXT_ROOMS * font_px
    top = max(0.0, (height - used) / 2) + margin
    block = min(width - 2 * margin, 12.0 * card_w)
    left = (width - block) / 2
    opponent_y = top
    middle_y = opponent_y + card_h + LABEL_GAP * text
    hand_y = middle_y + card_h * (1 + RAISE) + (HAND_GAP - RAISE) * text
    return Geometry(
        width=width,
        height=height,
        card_w=card_w,
        card_h=card_h,
        margin=margin,
        font_px=font_px,
        left=left,
        right=left + block,
        opponent_y=opponent_y,
        opponent_label_y=opponent_y + card_h + 0.02 * text,
        middle_y=middle_y,
        hand_label_y=middle_y + card_h + 0.07 * text,
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
