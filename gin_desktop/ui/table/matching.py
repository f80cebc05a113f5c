"""Which card item shows which card: the items matched to a plan's placements.

A known card keeps its item; an item whose card becomes hidden (a knock discard) or a
face-down card that becomes known (a computer's discard) is taken from where a card went
missing, so cards fly from where they really came from.
"""

from __future__ import annotations

from collections import Counter, defaultdict
from collections.abc import Sequence

from gin_desktop.plan.geometry import Geometry
from gin_desktop.plan.places import Placement, Zone

from .animation import Move
from .items import CardItem


def match_items(
    items: Sequence[CardItem],
    placements: Sequence[Placement],
    deal_step_ms: int,
    geometry: Geometry,
) -> list[Move]:
    """Give every placement an item and say where it goes; a ``deal_step_ms`` above 0
    deals the cards one after another, that far apart. Items no placement wants hide."""
    by_card = {item.card: item for item in items if item.card is not None}
    # Face-down cards by zone and by the seat holding them: a card another seat plays
    # leaves that seat's row, not a neighbour's.
    anonymous: dict[tuple[Zone, int | None], list[CardItem]] = defaultdict(list)
    for item in sorted(items, key=lambda item: item.zValue()):
        if item.card is None:
            anonymous[(item.zone, item.owner)].append(item)
    wanted = {p.card for p in placements if p.card is not None}
    needed = Counter((p.zone, p.owner) for p in placements if p.card is None)
    free: list[CardItem] = []
    for zone, kept in anonymous.items():
        keep = needed.get(zone, 0)
        free.extend(kept[keep:][::-1])  # the top of the stock goes first
        anonymous[zone] = kept[:keep]
    free.extend(item for card, item in by_card.items() if card not in wanted)
    moves: list[Move] = []
    dealt = 0
    for placement in placements:
        if placement.card is not None and placement.card in by_card:
            item = by_card[placement.card]
        elif placement.card is None and anonymous[(placement.zone, placement.owner)]:
            item = anonymous[(placement.zone, placement.owner)].pop(0)
        elif free:
            item = free.pop(0)
        else:  # cannot happen while the view accounts for every card of the deck
            continue
        delay = 0
        if deal_step_ms and placement.zone != Zone.STOCK:
            delay, dealt = dealt * deal_step_ms, dealt + 1
        moves.append(_prepare(item, placement, delay, geometry))
    for item in free + [i for unwanted in anonymous.values() for i in unwanted]:
        item.setVisible(False)  # likewise: a card no placement wants
    return moves


def _prepare(item: CardItem, placement: Placement, delay: int, geometry: Geometry) -> Move:
    went = item.zone != placement.zone or item.owner != placement.owner
    item.zone, item.owner = placement.zone, placement.owner
    item.set_size(*geometry.card_size(hand=placement.zone == Zone.HAND))
    item.set_face(placement.card, placement.face_up, stands_for=placement.stands_for)
    item.set_marks(selected=placement.selected, laid_off=placement.laid_off, drawn=placement.drawn)
    return Move(
        item=item,
        pos=placement.pos,
        z=placement.z,
        visible=placement.visible,
        delay_ms=delay,
        changes_place=went,
    )
