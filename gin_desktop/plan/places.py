"""What a plan of the table says: the places a card lies in (``Zone``), where each card
lies (``Placement``), the places a card may be dropped on (``ZoneSpec``), and the whole
``TablePlan``; and the ``TableState``, the player's own choices a plan is built from
besides the view.

The planner (``planner.py``) writes these; the scene, the matching of items to places, the
marks, the words and the accessible names read them.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum

from PySide6.QtCore import QPointF, QRectF

from gin_desktop.engine import Card


class Zone(StrEnum):
    """Where a card lies; the table's geometry gives each zone its place."""

    STOCK = "stock"
    DISCARD = "discard"
    KNOCK_DISCARD = "knock_discard"
    HAND = "hand"
    OPPONENT = "opponent"
    TABLE_MELDS = "table_melds"
    """The knocker's melds in the middle of the table, during the lay-offs."""


@dataclass
class Placement:
    """Where one card lies, and how it shows there."""

    card: Card | None
    """None: an anonymous face-down card."""
    zone: Zone
    pos: QPointF
    z: float
    face_up: bool = True
    laid_off: bool = False
    selected: bool = False
    drawn: bool = False
    """The card you drew this turn, marked until you discard."""
    visible: bool = True
    owner: int | None = None
    """The seat holding a card of another seat's row (face-down cards of each row apart)."""
    stands_for: Card | None = None
    """For a wild card in a meld, the card it stands for there ("W = 7R")."""


@dataclass
class ZoneSpec:
    """A place a card may be dropped on, and how its outline shows."""

    rect: QRectF
    label: str = ""
    dashed: bool = False
    outline: bool = False


@dataclass
class TablePlan:
    """Everything the scene shows for one view: cards, meld bands, zones, the stock's count."""

    placements: list[Placement] = field(default_factory=list)
    bands: list[tuple[QRectF, int]] = field(default_factory=list)
    """Each meld's band, with the meld's number (the scene gives each number its colour)."""
    zones: dict[str, ZoneSpec] = field(default_factory=dict)
    stock_badge: tuple[str, QPointF] | None = None
    hand_centres: list[tuple[Card, float]] = field(default_factory=list)
    """The x centre of each card of your hand, for inserting a dragged card."""
    panel: bool = False


@dataclass(frozen=True)
class TableState:
    """What the table shows besides the view: choices that are the player's alone."""

    hand_order: tuple[Card, ...] = ()
    selected: Card | None = None
    drawn: Card | None = None
    """The card you drew this turn (from the stock or the discard pile), until you discard."""
    spread_pile: bool = False
    knock_label: str = "Knock"
    discard_label: str = "Discard"
    summary_held: bool = False
    """The hand has ended but its summary waits, so that the showdown is seen first."""
