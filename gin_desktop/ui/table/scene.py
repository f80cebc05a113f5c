"""The card table as played: the shown table (``showing.py``) with the mouse's clicks,
double-clicks and drags, and the choices that are the player's alone: which card is
chosen, the order of the hand, whether the discard pile is fanned.

Drags are done here, in the scene's mouse handlers, as kpat does, not with QDrag: they work
offscreen in tests and need no drag-and-drop platform support. The scene decides nothing:
a drop becomes a ``Drop`` carrying the engine action it means (``plan.drops``), for the
window to request of the controller (the engine says whether it is legal), and whether a
target lights up comes from the view's legal actions.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPointF, Qt, QTimer, Signal
from PySide6.QtWidgets import QApplication, QGraphicsSceneMouseEvent, QWidget

from gin_desktop.engine import Card, Phase
from gin_desktop.plan.drops import Drop, intended, legal_targets
from gin_desktop.plan.hand_order import insert_index, moved, sorted_by, stepped
from gin_desktop.plan.places import Zone

from . import pointing
from .items import CardItem
from .showing import ShownTable


@dataclass
class _Press:
    item: CardItem
    start: QPointF
    item_start: QPointF


class TableScene(ShownTable):
    """The table. Feed it views with ``show_view``; listen to its gesture signals."""

    dropped = Signal(object)
    """A ``Drop`` onto a zone other than your own hand (reordering is done here)."""
    double_clicked = Signal(str, object)
    """(zone, card): a double-click on a card of your hand, the stock or the pile."""
    selection_changed = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._press: _Press | None = None
        self._legal_targets: set[str] = set()
        # A click on the pile fans it only once no double-click followed (which takes the
        # top card): fanned at once, the pile would move away from under the second click.
        self._spread_later = QTimer(self)
        self._spread_later.setSingleShot(True)
        self._spread_later.timeout.connect(self.toggle_spread)

    def conceal(self) -> None:
        """As the shown table conceals, with no press or drag under way and no place lit."""
        self._press = None
        self._legal_targets = set()
        super().conceal()

    # -- your hand ------------------------------------------------------------------------------

    def sort_hand(self, key: str) -> None:
        """Order your hand by "rank", "suit" or "melds" (the engine's best arrangement)."""
        if self.view is None:
            return
        held = [card for card in self.hand_order if card in set(self.view.hand)]
        self.hand_order = sorted_by(held, key, self.view.rules)
        self.relayout()

    def select(self, card: Card | None) -> None:
        if card != self.selected:
            self.selected = card
            self.relayout()
            self.selection_changed.emit(card)

    def select_step(self, delta: int) -> None:
        """Choose the next card to the left (-1) or right (+1) in your row; with none
        chosen, the card you just drew, else the row's far end (``hand_order.stepped``)."""
        card = stepped(self.displayed_hand(), self.selected, self.drawn, delta)
        if card is not None:
            self.select(card)

    def move_selected(self, delta: int) -> None:
        """Move the chosen card left or right in your hand."""
        if self.selected is None or self.selected not in self.hand_order:
            return
        order = self.hand_order
        index = order.index(self.selected)
        target = max(0, min(len(order) - 1, index + delta))
        order.insert(target, order.pop(index))
        self.relayout()

    def toggle_spread(self) -> None:
        """Look through the discard pile, or close it again."""
        if self.view is None or not self.view.discard_pile:
            return
        self.spread_pile = not self.spread_pile and self.view.phase in (
            Phase.FIRST_UPCARD,
            Phase.DRAW,
            Phase.DISCARD,
        )
        self.relayout()

    # -- legality lookups for highlighting: only the view's legal actions ----------------------

    def legal_targets(self, source: Zone, card: Card | None) -> set[str]:
        return legal_targets(self.view, str(source), card, self.plan.zones)

    # -- mouse: clicks, double-clicks and drags -------------------------------------------------

    def _card_at(self, pos: QPointF) -> CardItem | None:
        return pointing.card_at(self.items(pos))

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton:
            event.ignore()
            return
        if self._summary_later.isActive():  # the showdown is seen: the summary, at once
            self._summary_later.stop()
            self.relayout()
            event.accept()
            return
        item = self._card_at(event.scenePos())
        self._press = _Press(item, event.scenePos(), item.pos()) if item is not None else None
        event.accept()

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        press = self._press
        if press is None or not event.buttons() & Qt.MouseButton.LeftButton:
            return
        pos = event.scenePos()
        if self._dragging is None:
            distance = (pos - press.start).manhattanLength()
            if distance < QApplication.startDragDistance() or not pointing.draggable(
                self.view, press.item, self.stock_top()
            ):
                return
            self._start_drag(press.item)
        assert self._dragging is not None
        self._dragging.setPos(press.item_start + (pos - press.start))
        self._light_targets(self._target_at(pos))

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton:
            return
        press, self._press = self._press, None
        if self._dragging is not None:
            self._finish_drag(event.scenePos())
        elif press is not None and (event.scenePos() - press.start).manhattanLength() < 4:
            self._clicked(press.item)
        elif press is None:
            self._clicked(None)

    def mouseDoubleClickEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self._press = None
        item = self._card_at(event.scenePos())
        if item is None or event.button() != Qt.MouseButton.LeftButton:
            return
        self._spread_later.stop()  # the click before was the first of these two
        if item.zone == Zone.DISCARD and self.spread_pile:
            self.toggle_spread()
        if item.zone in (Zone.HAND, Zone.STOCK, Zone.DISCARD):
            self.double_clicked.emit(str(item.zone), item.card)

    def _clicked(self, item: CardItem | None) -> None:
        if item is None:
            if self.selected is not None:
                self.select(None)
            if self.spread_pile:
                self.toggle_spread()
            return
        ended = self.view is None or self.view.phase == Phase.ENDED
        if item.zone == Zone.HAND and item.card is not None and not ended:
            self.select(None if item.card == self.selected else item.card)
        elif item.zone == Zone.DISCARD and self.spread_pile:
            self.toggle_spread()  # put it back at once
        elif item.zone == Zone.DISCARD:
            self._spread_later.start(QApplication.doubleClickInterval())

    def _start_drag(self, item: CardItem) -> None:
        self.animator.stop()
        self._dragging = item
        item.setZValue(20000)
        item.setVisible(True)
        self._legal_targets = self.legal_targets(item.zone, item.card)
        for name, zone in self._zones.items():
            zone.set_state(legal=name in self._legal_targets, hot=False)

    def _light_targets(self, hot: str | None) -> None:
        for name, zone in self._zones.items():
            legal = name in self._legal_targets
            zone.set_state(legal=legal, hot=legal and name == hot)

    def _target_at(self, pos: QPointF) -> str | None:
        return pointing.target_at(self.plan.zones, pos)

    def _finish_drag(self, pos: QPointF) -> None:
        item, self._dragging = self._dragging, None
        assert item is not None
        target = self._target_at(pos)
        self._light_targets(None)
        for zone in self._zones.values():
            zone.set_state(legal=False, hot=False)
        source = str(item.zone)
        version = self.version
        if item.zone == Zone.HAND and target == "hand" and item.card is not None:
            self._reorder(item.card, self.geometry.hand_line(pos.x(), pos.y()))
        elif target is not None and target != source:
            if target == "hand":
                self._insert_at = self._insert_index(self.geometry.hand_line(pos.x(), pos.y()))
            self.dropped.emit(Drop(source, item.card, target, intended(source, item.card, target)))
            self._insert_at = None
        pending, self._pending_view = self._pending_view, None
        if pending is not None and pending is not self.view:
            self.show_view(pending)
        elif self.version == version:
            self.relayout()  # nothing happened: the card goes back where it came from

    def _insert_index(self, x: float) -> int:
        """Where in your hand a card dropped at ``x`` goes."""
        return insert_index(self.hand_order, self.plan.hand_centres, x)

    def _reorder(self, card: Card, x: float) -> None:
        rules = self.view.rules if self.view is not None else None
        self.hand_order = moved(self.hand_order, self.plan.hand_centres, card, x, rules)
        self.relayout()
