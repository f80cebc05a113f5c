"""Where things go on the table, in card-size units, for a table of any size.

The scene's coordinates are the view's pixels: on every resize the card size is worked
out again from the window (kpat's way), so cards and text stay sharp instead of being
scaled bitmaps. All distances below are multiples of the card's width ``w`` or height
``h``; the constants name the rows of the table from top to bottom.

Large print (a card size above 100%): your hand's cards are that much larger than the
table's at 100%, wrapping onto two rows when one row would hide their indices; the other
rows make room, their cards never under ``TABLE_LEAST`` of their size at 100%. When the
window cannot hold that, the largest size that fits is used (``Geometry.scale``).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, replace

from PySide6.QtCore import QPointF, QRectF

CARD_RATIO = 1.4
"""Height / width of a card (poker size, 2.5 x 3.5 inches)."""

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

# Your hand: distances between its fanned cards, in its card widths.
HAND_STEP, GROUP_GAP = 0.62, 0.3
HAND_LEAST_STEP = 0.4
"""The least of each card of your hand a fan shows: its index and more. A hand that
would show less wraps onto two rows."""
WRAP_SHOW = 0.38
"""How much of the back row of a wrapped hand shows above the front row: the indices."""
SCALE_STEP = 0.05
TABLE_LEAST = 0.45
"""In large print, the table's cards are never smaller than this share of their 100%."""
LARGE_RAISE = 0.08
"""How far a chosen card of your hand rises in large print, in its heights: less than
``RAISE``, the cards being larger (it is outlined besides)."""
LARGE_FONT_MAX_PX = 36.0
LARGE_LABEL = 1.4
"""The room of a line of text between two rows in large print, in text sizes."""

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
    hand_w: float = 0.0
    hand_h: float = 0.0
    """Your hand's cards: the table's size unless in large print."""
    hand_back_y: float = 0.0
    """The back row of your hand when it wraps (else ``hand_y``)."""
    wraps: bool = False
    """Whether a full hand takes two rows at this size."""
    scale: float = 1.0
    """Your hand's cards as a share of the table's cards at 100% in this window."""
    raise_share: float = RAISE
    """How far a chosen card of your hand rises, in its heights."""

    def __post_init__(self) -> None:
        if not self.hand_w:  # the usual table: one size of card
            object.__setattr__(self, "hand_w", self.card_w)
            object.__setattr__(self, "hand_h", self.card_h)
            object.__setattr__(self, "hand_back_y", self.hand_y)

    @property
    def raised(self) -> float:
        """How far a chosen card of your hand rises."""
        return self.raise_share * self.hand_h

    def card_size(self, hand: bool = False) -> tuple[float, float]:
        """The size of a card of your hand (``hand``) or of the rest of the table."""
        return (self.hand_w, self.hand_h) if hand else (self.card_w, self.card_h)

    def hand_line(self, x: float, y: float) -> float:
        """Where a point lies along your hand read in order: a wrapped hand's front row
        comes after its back row (``TablePlan.hand_centres`` are on this line)."""
        return x + self.width if self.wraps and y >= self.hand_y else x

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
        w, h = max(self.card_w * 1.3, self.font_px * 4.5), self.card_h  # its word fits
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


def _font_px(card_h: float, least: float) -> float:
    return min(max(FONT_MAX_PX, least), max(least, FONT_SHARE * card_h))


def _card_height(height: float, least: float) -> float:
    """The tallest card whose rows, text and margins fit in ``height``: the text's size is
    a share of the card's within bounds, so the height is solved for each bound in turn."""
    card_h = height / (CARD_ROWS + FONT_SHARE * TEXT_ROOMS)
    for bound in (least, max(FONT_MAX_PX, least)):
        if _font_px(card_h, least) == bound:
            card_h = (height - bound * TEXT_ROOMS) / CARD_ROWS
    return card_h


def compute(
    width: float,
    height: float,
    scale: float = 1.0,
    most_cards: int = 0,
    least_font_px: float = FONT_MIN_PX,
) -> Geometry:
    """The table's geometry for a view of ``width`` x ``height`` pixels, your hand's cards
    ``scale`` times the table's size at 100% or as near as fits; ``most_cards``, the most
    cards your hand holds (0: none dealt yet); its text never under ``least_font_px`` (the
    system's text size, when larger than the table's least)."""
    usual = _usual(width, height, max(FONT_MIN_PX, least_font_px))
    tried = scale
    while tried > 1.0:
        large = _large(usual, tried, most_cards)
        if large is not None:
            return large
        tried = round(tried - SCALE_STEP, 2)
    return usual


def _large(usual: Geometry, scale: float, most_cards: int) -> Geometry | None:
    """Large print at ``scale``, or None when the window cannot hold it."""
    width, height = usual.width, usual.height
    hand_w = usual.card_w * scale
    hand_h = hand_w * CARD_RATIO
    grown = usual.font_px * (1 + (scale - 1) / 3)
    font_px = max(usual.font_px, min(LARGE_FONT_MAX_PX, grown))
    margin = usual.margin / 2
    row_width = width - 2 * margin
    wraps = _fan_width(hand_w, most_cards) > row_width
    if wraps and _fan_width(hand_w, math.ceil(most_cards / 2) + 1) > row_width:
        return None
    back = WRAP_SHOW * hand_h if wraps else 0.0
    label = LARGE_LABEL * font_px
    hand_rows = hand_h * (1 + LARGE_RAISE + 0.04 + BAND) + back
    card_h = min(usual.card_h, (height - 2 * margin - 2 * label - hand_rows) / 2)
    if card_h < TABLE_LEAST * usual.card_h:
        return None
    card_w = card_h / CARD_RATIO
    used = 2 * card_h + 2 * label + hand_rows
    opponent_y = margin + max(0.0, (height - 2 * margin - used) / 2)
    middle_y = opponent_y + card_h + label
    hand_back_y = middle_y + card_h + label + LARGE_RAISE * hand_h
    hand_y = hand_back_y + back
    return replace(
        usual,
        card_w=card_w,
        card_h=card_h,
        margin=margin,
        font_px=font_px,
        left=margin,
        right=width - margin,
        opponent_y=opponent_y,
        opponent_label_y=opponent_y + card_h + 0.1 * font_px,
        middle_y=middle_y,
        hand_label_y=middle_y + card_h + 0.1 * font_px,
        hand_y=hand_y,
        band_y=hand_y + hand_h * 1.04,
        hand_w=hand_w,
        hand_h=hand_h,
        hand_back_y=hand_back_y,
        wraps=wraps,
        scale=scale,
        raise_share=LARGE_RAISE,
    )


def _fan_width(card_w: float, cards: int) -> float:
    """The width of a hand of ``cards`` fanned as tightly as it may be, in three groups."""
    return card_w * (1 + (cards - 1) * HAND_LEAST_STEP + 2 * GROUP_GAP)


def _usual(width: float, height: float, least: float) -> Geometry:
    """The table at 100%: every card one size, as large as the window holds."""
    card_w = min(_card_height(height, least) / CARD_RATIO, width / TABLE_WIDTHS)
    card_w = max(24.0, card_w)
    card_h = card_w * CARD_RATIO
    font_px = _font_px(card_h, least)
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
