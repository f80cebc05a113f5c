"""From a PlayerView to where every card lies: a plan the scene then carries out.

Planning is kept apart from the scene so that it reads as a description of the table in
each phase of a hand, and so that the scene's job is only to move items to their places.
The plan reads the PlayerView and nothing else: cards it may not know are planned as
anonymous backs, counted from the view. What a plan holds is in ``places.py``.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF

from gin_desktop.engine import (
    Card,
    EventKind,
    Phase,
    PlayerView,
    best_arrangement,
    wild_stands_for,
)

from . import seats
from .geometry import BAND, GROUP_GAP, HAND_LEAST_STEP, HAND_STEP, Geometry, fan
from .hand_order import hand_groups, least_step, wrapped
from .places import Placement, TablePlan, TableState, Zone, ZoneSpec
from .seats import Slot

# Distances between fanned cards, in card widths.
BACK_STEP = 0.3
SLOT_GROUP_GAP = 0.12
"""Between the melds of another seat's hand in its slot of a table of three or four."""
MELD_STEP, MELD_GAP = 0.42, 0.85  # a meld ends 1 - 0.42 card widths after its last step
PILE_SLIVER = 0.2
STOCK_VISIBLE = 4

# Stacking order: later rows and moving cards above earlier ones.
Z_STOCK, Z_DISCARD, Z_KNOCK_DISCARD = 100.0, 200.0, 320.0
Z_OPPONENT, Z_TABLE, Z_HAND, Z_SPREAD = 400.0, 500.0, 600.0, 3000.0


def wild_faces(melds: Sequence[Sequence[Card]]) -> dict[Card, Card]:
    """Each wild card of these melds, with the card it stands for in its meld."""
    faces: dict[Card, Card] = {}
    for meld in melds:
        stands_for = wild_stands_for(meld)
        if stands_for is not None:
            faces.update((card, stands_for) for card in meld if card.is_wild)
    return faces


def _knock_discard_down(view: PlayerView) -> bool:
    """A knock or gin put one card face down on the pile (big gin discards nothing)."""
    return view.knocker is not None and any(
        event.kind in (EventKind.KNOCKED, EventKind.GIN) and event.seat == view.knocker
        for event in view.events
    )


class Planner:
    """Builds the plan of the table for a view at one geometry."""

    def __init__(self, view: PlayerView, geometry: Geometry, state: TableState) -> None:
        self.view, self.g, self.state = view, geometry, state
        self.plan = TablePlan()

    def build(self) -> TablePlan:
        view = self.view
        ended = view.phase == Phase.ENDED
        # From the knock on, the stock and the pile play no part: they make room.
        away = ended or view.phase == Phase.LAYOFF
        self._stock(hidden=away)
        self._discard_pile(hidden=away)
        if _knock_discard_down(view):
            self._knock_discard(hidden=away)
        if ended:
            self._showdown_rows()
            self.plan.panel = not self.state.summary_held
        elif view.phase == Phase.LAYOFF:
            self._lay_off_rows()
        else:
            self._others_rows()
            self._hand_row()
            if view.playing:  # no knock for a seat sitting the hand out
                self._zone("knock", self.g.knock, self.state.knock_label, dashed=True, outline=True)
        g = self.g
        top = g.hand_back_y - g.raised - 0.05 * g.hand_h
        self._zone("hand", QRectF(g.left, top, g.row_width, g.hand_y + g.hand_h - top))
        self._zone("opponent", self._row_rect(self.g.opponent_y))
        return self.plan

    # -- helpers ------------------------------------------------------------------------

    def _place(
        self,
        card: Card | None,
        zone: Zone,
        x: float,
        y: float,
        z: float,
        owner: int | None = None,
        stands_for: Card | None = None,
        **kw: bool,
    ) -> None:
        at = QPointF(round(x), round(y))
        placement = Placement(
            card=card, zone=zone, pos=at, z=z, owner=owner, stands_for=stands_for, **kw
        )
        self.plan.placements.append(placement)

    def _zone(self, name: str, rect: QRectF, label: str = "", **kw: bool) -> None:
        self.plan.zones[name] = ZoneSpec(rect, label, **kw)

    def _row_rect(self, y: float) -> QRectF:
        return QRectF(self.g.left, y, self.g.row_width, self.g.card_h)

    def _fan_row(
        self,
        groups: Sequence[Sequence[Card]],
        step: float,
        gap: float,
        slot: Slot | None = None,
    ) -> list[float]:
        """Left edges of a row of ``groups``: your row, or an other seat's ``slot``."""
        g = self.g
        centre, width = (g.centre_x, g.row_width) if slot is None else (slot.centre_x, slot.width)
        return fan(
            [len(group) for group in groups],
            centre,
            width,
            g.card_w,
            step * g.card_w,
            gap * g.card_w,
        )

    # -- the middle of the table ----------------------------------------------------------

    def _stock(self, hidden: bool) -> None:
        g, count = self.g, self.view.stock_count
        base = g.stock
        for i in range(count):
            depth = max(0, i - (count - STOCK_VISIBLE))
            lift = depth * 0.012 * g.card_w
            visible = not hidden and i >= count - STOCK_VISIBLE
            self._place(
                None,
                Zone.STOCK,
                base.x() - lift,
                base.y() - lift,
                Z_STOCK + i,
                face_up=False,
                visible=visible,
            )
        rect = QRectF(base.x(), base.y(), g.card_w, g.card_h)
        self._zone("stock", rect, outline=not hidden)
        if not hidden:
            badge = QPointF(base.x() + g.card_w * 0.82, base.y() + g.card_h * 0.1)
            self.plan.stock_badge = (str(count), badge)

    def _discard_pile(self, hidden: bool) -> None:
        g, pile = self.g, self.view.discard_pile
        base = g.discard
        rect = QRectF(
            base.x() - 0.1 * g.card_w, base.y() - 0.05 * g.card_h, g.card_w * 1.2, g.card_h * 1.1
        )
        if self.state.spread_pile and pile and not hidden:
            self._spread(pile)
        else:
            top = len(pile) - 1
            for i, card in enumerate(pile):
                below = min(2, top - i)
                x = base.x() - below * PILE_SLIVER * g.card_w
                visible = not hidden and below < 3 and top - i <= 2
                self._place(card, Zone.DISCARD, x, base.y(), Z_DISCARD + i, visible=visible)
        label = "" if pile else self.state.discard_label
        self._zone("discard", rect, label, outline=not hidden)

    def _spread(self, pile: Sequence[Card]) -> None:
        """Look through the discard pile: every card fanned out, oldest on the left."""
        g = self.g
        left = g.discard.x()
        width = g.right - left
        xs = fan([len(pile)], left + width / 2, width, g.card_w, 0.5 * g.card_w, 0.0)
        for i, (card, x) in enumerate(zip(pile, xs, strict=True)):
            self._place(card, Zone.DISCARD, x, g.middle_y, Z_SPREAD + i)

    def _knock_discard(self, hidden: bool) -> None:
        g = self.g
        x = g.discard.x() + 0.22 * g.card_w
        y = g.middle_y + 0.08 * g.card_h
        self._place(
            None, Zone.KNOCK_DISCARD, x, y, Z_KNOCK_DISCARD, face_up=False, visible=not hidden
        )

    # -- rows during play -----------------------------------------------------------------

    def _others_rows(
        self, shown: dict[int, tuple[Sequence[Sequence[Card]], Sequence[Card]]] | None = None
    ) -> None:
        """Each other seat in its slot: its hand arranged face up if ``shown`` has it, else
        face down with the cards everyone saw it take face up (none while it sits out)."""
        for slot in seats.slots(self.view, self.g):
            other = self.view.other(slot.seat)
            if shown is not None and slot.seat in shown:
                melds, deadwood = shown[slot.seat]
                self._arranged_row(Zone.OPPONENT, melds, deadwood, self.g.opponent_y, slot)
            elif other.playing:
                self._hidden_row(other.known, other.card_count, slot)

    def _hidden_row(self, known: Sequence[Card], count: int, slot: Slot) -> None:
        """A hand face down, with the cards everyone saw its player take face up."""
        g = self.g
        backs = count - len(known)
        groups: list[list[Card | None]] = [[None] * backs, list(known)]
        xs = fan(
            [len(x) for x in groups],
            slot.centre_x,
            slot.width,
            g.card_w,
            BACK_STEP * g.card_w,
            0.25 * g.card_w,
        )
        cards = [*groups[0], *groups[1]]
        for i, (card, x) in enumerate(zip(cards, xs, strict=True)):
            self._place(
                card,
                Zone.OPPONENT,
                x,
                g.opponent_y,
                Z_OPPONENT + i,
                slot.seat,
                face_up=card is not None,
            )

    def _hand_row(self, cards: Sequence[Card] | None = None) -> None:
        """Your hand in your order, melds grouped and underlined."""
        g, state = self.g, self.state
        order = (
            [c for c in state.hand_order if c in set(self.view.hand)]
            if cards is None
            else list(cards)
        )
        groups = hand_groups(order, self.view.rules)
        faces = wild_faces(best_arrangement(order, self.view.rules).melds if order else ())
        spots = self._hand_spots([cards for _, cards in groups])
        i = 0
        for meld, members in groups:
            mine = spots[i : i + len(members)]
            for card, (x, y) in zip(members, mine, strict=True):
                selected = card == state.selected
                raised = g.raised if selected else 0.0
                self._place(
                    card,
                    Zone.HAND,
                    x,
                    y - raised,
                    Z_HAND + i,
                    stands_for=faces.get(card),
                    selected=selected,
                    drawn=card == state.drawn,
                )
                self.plan.hand_centres.append((card, g.hand_line(x + g.hand_w / 2, y)))
                i += 1
            if meld >= 0:
                self._hand_bands(mine, meld)

    def _hand_spots(self, groups: Sequence[Sequence[Card]]) -> list[tuple[float, float]]:
        """Where each card of your hand lies: one row, or, when one row would show less of
        each card than its index, two: the first half of the hand behind (``wrapped``)."""
        g = self.g
        sizes = [len(group) for group in groups]
        row = self._hand_fan(sizes)
        if not g.wraps or least_step(row, sizes) >= HAND_LEAST_STEP * g.hand_w - 0.5:
            return [(x, g.hand_y) for x in row]
        back, front = wrapped(sizes)
        spots = [(x, g.hand_back_y) for x in self._hand_fan(back)]
        return spots + [(x, g.hand_y) for x in self._hand_fan(front)]

    def _hand_fan(self, sizes: list[int]) -> list[float]:
        g = self.g
        return fan(
            sizes, g.centre_x, g.row_width, g.hand_w, HAND_STEP * g.hand_w, GROUP_GAP * g.hand_w
        )

    def _hand_bands(self, spots: Sequence[tuple[float, float]], meld: int) -> None:
        """A meld's band under it in the front row, over it in a wrapped hand's back row
        (a meld split by the wrap has one in each)."""
        g = self.g
        for y in sorted({y for _, y in spots}):
            xs = [x for x, at in spots if at == y]
            band_y = g.band_y if y >= g.hand_y else y - (BAND + 0.03) * g.hand_h
            self._band(min(xs), max(xs) + g.hand_w, band_y, meld, g.hand_w, g.hand_h)

    def _band(
        self, left: float, right: float, y: float, meld: int, w: float = 0.0, h: float = 0.0
    ) -> None:
        w, h = w or self.g.card_w, h or self.g.card_h
        rect = QRectF(left + 0.04 * w, y, right - left - 0.08 * w, BAND * h)
        self.plan.bands.append((rect, meld))

    # -- the showdown -----------------------------------------------------------------------

    def _knocker_deadwood(self, cards: Sequence[Card]) -> list[Card]:
        melded = {card for meld in self.view.declared_melds for card in meld}
        return sorted(
            (card for card in cards if card not in melded), key=lambda c: (c.rank, c.suit)
        )

    def _lay_off_rows(self) -> None:
        """The knocker's melds in the middle, to lay off on; each hand in its row."""
        view, g = self.view, self.g
        self._table_melds()
        if view.knocker == view.seat:
            self._others_rows()
            self._arranged_row(Zone.HAND, [[]], self._knocker_deadwood(view.hand), g.hand_y)
        else:
            knocker = view.other(view.knocker) if view.knocker is not None else None
            shown = () if knocker is None else knocker.shown or ()
            deadwood = self._knocker_deadwood(shown)
            self._others_rows({} if knocker is None else {knocker.seat: ((), deadwood)})
            self._hand_row()

    def _table_melds(self) -> None:
        view, g = self.view, self.g
        area = g.melds_area
        melds = view.knocker_melds
        xs = fan(
            [len(meld) for meld in melds],
            area.center().x(),
            area.width(),
            g.card_w,
            MELD_STEP * g.card_w,
            MELD_GAP * g.card_w,
        )
        laid = {card for card, _ in view.laid_off}
        faces = wild_faces(melds)
        i = 0
        pad = 0.08 * g.card_w
        for index, meld in enumerate(melds):
            left = xs[i]
            for card in meld:
                self._place(
                    card,
                    Zone.TABLE_MELDS,
                    xs[i],
                    g.middle_y,
                    Z_TABLE + i,
                    stands_for=faces.get(card),
                    laid_off=card in laid,
                )
                i += 1
            rect = QRectF(
                left - pad,
                g.middle_y - pad,
                xs[i - 1] + g.card_w - left + 2 * pad,
                g.card_h + 2 * pad,
            )
            self._zone(f"meld:{index}", rect, outline=True, dashed=True)

    def _arranged_row(
        self,
        zone: Zone,
        melds: Sequence[Sequence[Card]],
        deadwood: Sequence[Card],
        y: float,
        slot: Slot | None = None,
    ) -> None:
        """Melds then deadwood, face up, with a band per meld (above the top row)."""
        g = self.g
        groups = [list(meld) for meld in melds if meld]
        if deadwood:
            groups.append(list(deadwood))
        laid = {card for card, _ in self.view.laid_off}
        faces = wild_faces(melds)
        if zone == Zone.HAND:  # your row, at your hand's size
            spots, base_z = self._hand_spots(groups), Z_HAND
        else:
            xs = self._fan_row(groups, HAND_STEP, SLOT_GROUP_GAP if slot else GROUP_GAP, slot)
            spots, base_z = [(x, y) for x in xs], Z_OPPONENT
        i = 0
        meld_count = sum(1 for meld in melds if meld)
        for number, group in enumerate(groups):
            mine = spots[i : i + len(group)]
            for card, (x, at) in zip(group, mine, strict=True):
                self._place(
                    card,
                    zone,
                    x,
                    at,
                    base_z + i,
                    stands_for=faces.get(card),
                    laid_off=card in laid,
                )
                i += 1
            if number < meld_count and zone == Zone.HAND:
                self._hand_bands(mine, number)
            elif number < meld_count:
                band_y = y - (BAND + 0.03) * g.card_h
                self._band(mine[0][0], mine[-1][0] + g.card_w, band_y, number)

    def _showdown_rows(self) -> None:
        """Every hand shown, arranged: the knocker's melds with the cards laid off on them,
        each other player's in its slot (a hand sat out shows both players there), yours
        in your row."""
        view, g = self.view, self.g
        rows = seats.showdown_rows(view)
        if not rows:  # a drawn hand: nobody shows their cards
            self._others_rows()
            self._hand_row()
            return
        self._others_rows(rows)
        mine = rows.get(view.seat)
        if mine is not None:
            self._arranged_row(Zone.HAND, mine[0], mine[1], g.hand_y)


def build_plan(view: PlayerView, geometry: Geometry, state: TableState) -> TablePlan:
    return Planner(view, geometry, state).build()
