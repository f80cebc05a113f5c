"""What the mouse points at on the table: the card under it, whether that card may be
picked up, and the place a dragged card would land."""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from PySide6.QtCore import QPointF
from PySide6.QtWidgets import QGraphicsItem

from gin_desktop.engine import Phase, PlayerView
from gin_desktop.plan.places import Zone, ZoneSpec

from .items import CardItem, Panel

TARGET_ORDER = ("knock", "discard", "stock", "hand", "opponent")
"""The places a card may be dropped on, the first found winning (a meld first of all)."""


def card_at(found: Iterable[QGraphicsItem]) -> CardItem | None:
    """The card on top of the items ``found`` under the mouse; none under a panel."""
    for each in found:
        item = each.topLevelItem() or each
        if isinstance(item, CardItem) and item.isVisible():
            return item
        if isinstance(item, Panel) and item.isVisible():
            return None
    return None


def draggable(view: PlayerView | None, item: CardItem, stock_top: CardItem | None) -> bool:
    """A card of your hand, the stock's top card or the pile's, while a hand is played."""
    if view is None or view.phase == Phase.ENDED:
        return False
    if item.zone == Zone.HAND:
        return True
    if item.zone == Zone.STOCK:
        return item is stock_top
    if item.zone == Zone.DISCARD:
        return item.card is not None and item.card == view.top_discard
    return False


def target_at(zones: Mapping[str, ZoneSpec], pos: QPointF) -> str | None:
    """The place a card dropped at ``pos`` lands on, if any."""
    for name in [n for n in zones if n.startswith("meld:")] + list(TARGET_ORDER):
        spec = zones.get(name)
        if spec is not None and spec.rect.contains(pos):
            return name
    return None
