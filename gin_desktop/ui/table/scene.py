"""The card table: a QGraphicsScene of card items (one per card of the deck), drop zones and
text (kpat's KCardScene).

The scene shows a PlayerView. On every new view it builds a plan (``plan.py``), matches
its items to the plan's places (``matching.py``: cards fly from where they really came
from) and moves them there through the one animation entry point.

In hot-seat play the scene is concealed between turns (``conceal``): every card goes face
down into the stock, out of sight, and the scene forgets the view, so that nothing of
either hand is on the table while the screen is passed on. Each player's own order of
their hand is kept for their next turn.

Drags are done here, in the scene's mouse handlers, as kpat does, not with QDrag: they work
offscreen in tests and need no drag-and-drop platform support. The scene decides nothing:
a drop becomes a ``Drop`` carrying the engine action it means (``drops.py``), for the
window to request of the controller (the engine says whether it is legal), and whether a
target lights up comes from the view's legal actions.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt, QTimer, Signal
from PySide6.QtWidgets import (
    QApplication,
    QGraphicsScene,
    QGraphicsSceneMouseEvent,
    QWidget,
)

from gin_desktop.engine import HAND_SIZE, Card, Deck, Phase, PlayerView

from . import hand, pointing
from .animation import SPEEDS_MS, Animator
from .art import CardArt
from .drops import Drop, intended, legal_targets
from .felt import Looks, felt_brush, felt_named
from .items import CardItem, DropZone, MeldBand, Zone
from .labels import TableTexts
from .layout import compute
from .marks import show_bands, show_zones
from .matching import match_items
from .orders import KeptOrders
from .places import TablePlan, TableState
from .plan import build_plan

DEAL_STAGGER_MS = 0.12
"""Delay between dealt cards, as a share of one move's duration."""

SUMMARY_WAIT = 5
"""How long the summary waits after a hand ends, in card moves: the last lay-off or meld
is seen to arrive and can be read (1.3 s at normal speed; none at instant speed)."""
SUMMARY_WAIT_THEIRS = 14
"""The same when another seat ended the hand: its knock or gin, announced in the line of
last moves, and the cards shown are seen before the summary covers them (3.6 s at normal
speed); a click on the table shows the summary at once."""


@dataclass
class _Press:
    item: CardItem
    start: QPointF
    item_start: QPointF


class TableScene(QGraphicsScene):
    """The table. Feed it views with ``show_view``; listen to its gesture signals."""

    dropped = Signal(object)
    """A ``Drop`` onto a zone other than your own hand (reordering is done here)."""
    double_clicked = Signal(str, object)
    """(zone, card): a double-click on a card of your hand, the stock or the pile."""
    selection_changed = Signal(object)
    laid_out = Signal()
    """The table was laid out anew, or concealed: what describes it follows."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.art = CardArt()
        self.felt = "green"
        """Which of the ``TABLE_COLOURS`` the table is."""
        self.animator = Animator(self)
        self.animator.finished.connect(self._dealt)
        self.view: PlayerView | None = None
        self.card_scale = 1.0
        self.least_font_px = 0.0
        """The system's text size: the table's text is never smaller (``set_least_font``)."""
        self.geometry = compute(1024, 640)
        self.hand_order: list[Card] = []
        self.selected: Card | None = None
        self.drawn: Card | None = None
        """The card you drew this turn, marked in your hand until you discard: the
        seat's at the screen, in this hand (forgotten when the hand or the seat changes)."""
        self.spread_pile = False
        self.show_match_result = False
        self.show_hints = True
        """Say under your hand what the best discard would leave (a preference)."""
        self.shared_screen = False
        """Hot-seat: both players read the summaries, which then name the winner."""
        self.sort_order = "melds"
        """How a newly dealt hand is arranged: "melds", "rank" or "suit"."""
        self.opponent_note = ""
        """Shown after the opponent's name, e.g. the computer's level."""
        self.seat_notes: dict[int, str] = {}
        """Shown after each other seat's name at a table of three or four: its level."""
        self.knock_label = self.tr("Knock")
        self.discard_label = self.tr("Discard")
        self.plan = TablePlan()
        self._sized = False
        """False until the view gives the table its size: nothing is drawn before."""
        self.version = 0
        """Grows each time the table is laid out: a drop that changed nothing is seen by it."""
        # Few items, many of them moving: an index would cost more than it saves.
        self.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)
        self._cards: list[CardItem] = []
        self._hold(Deck.standard())
        self._zones: dict[str, DropZone] = {}
        self._bands: list[MeldBand] = []
        self.texts = TableTexts(self)
        self._press: _Press | None = None
        self._dragging: CardItem | None = None
        # A click on the pile fans it only once no double-click followed (which takes the
        # top card): fanned at once, the pile would move away from under the second click.
        self._spread_later = QTimer(self)
        self._spread_later.setSingleShot(True)
        self._spread_later.timeout.connect(self.toggle_spread)
        # At the end of a hand the showdown is seen before its summary covers the table.
        self._summary_later = QTimer(self)
        self._summary_later.setSingleShot(True)
        self._summary_later.timeout.connect(self.relayout)
        self._legal_targets: set[str] = set()
        self._pending_view: PlayerView | None = None
        self._insert_at: int | None = None
        self._kept = KeptOrders()
        """(hand number, seat) -> that seat's order of its hand, while the scene is
        concealed between hot-seat turns."""
        self.setSceneRect(0, 0, 1024, 640)

    def _hold(self, deck: Deck) -> None:
        """One card item per card of ``deck``: the table of a deck with more cards has more."""
        while len(self._cards) < deck.size:
            item = CardItem(self.art)
            self.addItem(item)
            self._cards.append(item)

    # -- settings ---------------------------------------------------------------------------

    def set_speed(self, speed: str) -> None:
        self.animator.duration_ms = SPEEDS_MS[speed]

    def set_four_colour(self, on: bool) -> None:
        self.art.set_four_colour(on)
        for item in self._cards:
            item.refresh()

    def set_looks(self, back: str, felt: str, high_contrast: bool = False) -> None:
        """The card back, the felt and the contrast chosen, shown at once."""
        rect, self.felt = self.sceneRect(), felt_named(felt, high_contrast)
        self.setBackgroundBrush(felt_brush(self.felt, rect.width(), rect.height()))
        self.art.set_back(back)
        self.art.set_high_contrast(high_contrast)
        for item in self._cards:
            item.refresh()

    def looks(self) -> Looks:
        """How the cards and the felt look now, for screens that draw them too (a replay)."""
        return Looks(self.art.four_colour, self.art.back, self.felt, self.art.high_contrast)

    def set_pixel_ratio(self, ratio: float) -> None:
        """The screen's device pixel ratio, so that cards are drawn at its resolution."""
        if ratio > 0 and ratio != self.art.ratio:
            self.art.ratio = ratio
            for item in self._cards:
                item.refresh()

    @property
    def animating(self) -> bool:
        return self.animator.running

    @property
    def dragging(self) -> bool:
        return self._dragging is not None

    # -- public queries (the scene itself, the tools and the tests use them) ------------------

    def card_item(self, card: Card) -> CardItem | None:
        """The item showing ``card`` face up, if the table shows it."""
        for item in self._cards:
            if item.card == card:
                return item
        return None

    def items_in(self, zone: Zone) -> list[CardItem]:
        """The cards of a zone, bottom (or left) first."""
        found = [item for item in self._cards if item.zone == zone]
        return sorted(found, key=lambda item: item.zValue())

    def stock_top(self) -> CardItem | None:
        stock = self.items_in(Zone.STOCK)
        return stock[-1] if stock else None

    def top_discard_item(self) -> CardItem | None:
        if self.view is None or self.view.top_discard is None:
            return None
        return self.card_item(self.view.top_discard)

    def zone_rect(self, name: str) -> QRectF | None:
        spec = self.plan.zones.get(name)
        return None if spec is None else QRectF(spec.rect)

    def displayed_hand(self) -> list[Card]:
        """Your cards as they lie in your row, left to right."""
        return [card for card, _ in self.plan.hand_centres]

    def visible_cards(self) -> list[CardItem]:
        return [item for item in self._cards if item.isVisible()]

    # -- showing a view ------------------------------------------------------------------------

    def resize_table(self, width: float, height: float) -> None:
        self._sized = True
        self.setSceneRect(0, 0, width, height)
        self.setBackgroundBrush(felt_brush(self.felt, width, height))
        self._fit()
        self.relayout(animate=False)

    def _fit(self) -> None:
        """The geometry for the table's size and the card size chosen: large print while
        the hand is played; from the knock on every hand is on the table at one size, the
        knocker's melds and the summary as readable as yours."""
        rect = self.sceneRect()
        shown = self.view is not None and self.view.phase in (Phase.LAYOFF, Phase.ENDED)
        scale = 1.0 if shown else self.card_scale
        self.geometry = compute(
            rect.width(), rect.height(), scale, self._most_cards(), self.least_font_px
        )
        for item in self._cards:
            item.set_size(*self.geometry.card_size(hand=item.zone == Zone.HAND))

    def _most_cards(self) -> int:
        """The most cards your hand holds, once a hand is dealt."""
        return 0 if self.view is None else HAND_SIZE + 1

    def set_least_font(self, px: float) -> None:
        """The table's text never under ``px`` pixels: the system's text size."""
        if px != self.least_font_px:
            self.least_font_px = px
            if self._sized:
                self.resize_table(self.sceneRect().width(), self.sceneRect().height())

    def set_card_scale(self, scale: float) -> None:
        """Large print: your hand's cards ``scale`` times their size at 100%, or as near
        as the window holds (``geometry.scale``)."""
        self.card_scale = scale
        if self._sized:
            self.resize_table(self.sceneRect().width(), self.sceneRect().height())

    def show_view(self, view: PlayerView, *, animate: bool = True) -> None:
        """Lay the table out for ``view``; a new hand is dealt from the stock."""
        if self.dragging:
            self._pending_view = view  # shown when the drag ends
            return
        previous, self.view = self.view, view
        if self._sized and self.card_scale > 1.0:
            self._fit()  # the hand's size known, or the knock come: see _fit
        self._hold(Deck.named(view.rules.deck))
        kept = self._kept.take(view)
        if kept is not None:  # a hot-seat player back at the screen, in the same hand
            self.hand_order = kept
            self._follow_hand(None, view)
            self.relayout(animate=False)
            return
        new_hand = (
            previous is None
            or previous.hand_number != view.hand_number
            or (previous.names != view.names or previous.seat != view.seat)
        )
        if new_hand:
            self.show_match_result = False
            self.hand_order = hand.sorted_by(view.hand, self.sort_order, view.rules)
            self.selected = None
            self.drawn = None  # drawn by another seat, or in another hand or match
            self.spread_pile = False
            self._gather_in_stock()
        else:
            self._follow_hand(previous, view)
        ending = previous is not None and previous.phase != Phase.ENDED
        if not new_hand and ending and view.phase == Phase.ENDED and self.animator.duration_ms:
            ours = previous is None or previous.to_act in (None, view.seat)  # the last move
            moves = SUMMARY_WAIT if ours else SUMMARY_WAIT_THEIRS
            self._summary_later.start(self.animator.duration_ms * moves)
        elif view.phase != Phase.ENDED:
            self._summary_later.stop()
        self.relayout(animate=animate, deal=new_hand)

    def retranslate(self, view: PlayerView | None) -> None:
        """Every word on the table in the language now installed; ``view`` is the same
        hand, whose default names may have changed with the language: nothing moves."""
        self.knock_label, self.discard_label = self.tr("Knock"), self.tr("Discard")
        if view is not None and self.view is not None:
            self.view = view
        self.relayout(animate=False)

    def conceal(self) -> None:
        """Nothing of either hand on the table: every card face down in the stock, hidden,
        and no words (hot-seat, while the screen is passed to the other player). The next
        view shown starts afresh; the player's own order of their hand is kept."""
        view = self.view
        if view is not None:
            self._kept.keep(view.hand_number, view.seat, self.hand_order)
        self._press = None
        self._dragging = None
        self._pending_view = None
        self._insert_at = None
        self._legal_targets = set()
        self.view = None
        self.selected = None
        self.drawn = None  # the mark of what they drew leaves with them
        self.spread_pile = False
        self.show_match_result = False
        self._gather_in_stock()
        for item in self._cards:
            item.setVisible(False)
        for zone in self._zones.values():
            zone.setVisible(False)
        for band in self._bands:
            band.setVisible(False)
        self.texts.hide()
        self.plan = TablePlan()
        self.version += 1
        self.laid_out.emit()

    def forget_orders(self) -> None:
        """A new match: no hand order kept from the last one (see ``KeptOrders``), and
        no view either, so that its first hand is dealt afresh even when the last match
        was at the same hand number with the same players."""
        self._kept.forget()
        self.view = None

    def hand_orders(self) -> dict[int, list[Card]]:
        """Each seat's order of its hand in the current hand (to keep a match on disk)."""
        view = self.view
        orders = self._kept.of_hand(None if view is None else view.hand_number)
        if view is not None:
            orders[view.seat] = list(self.hand_order)
        return orders

    def keep_orders(self, hand_number: int, orders: Mapping[int, Sequence[Card]]) -> None:
        """Orders of a resumed match, used when each seat's hand is next shown."""
        self._kept.resume(hand_number, orders)

    def _follow_hand(self, previous: PlayerView | None, view: PlayerView) -> None:
        """Keep your order; a drawn card goes where it was dropped, or at the end."""
        self.hand_order = hand.follow(self.hand_order, view.hand, self._insert_at, view.rules)
        self._insert_at = None
        self.drawn = hand.drawn_card(previous, view, self.drawn)
        if self.selected not in view.hand:
            self.selected = None
        starts_lay_offs = view.phase == Phase.LAYOFF and (
            previous is None or previous.phase != Phase.LAYOFF
        )
        if starts_lay_offs and view.knocker != view.seat:
            self.hand_order = hand.arranged(view.hand, view.rules)  # the defender's own melds
        if view.phase != Phase.DRAW and view.phase != Phase.DISCARD:
            self.spread_pile = False

    def _gather_in_stock(self) -> None:
        """Before a deal: every card back in the stock, face down, in a fixed order."""
        self.animator.stop()
        base = self.geometry.stock
        for index, item in enumerate(self._cards):
            item.set_face(None, False, render=self._sized)
            item.set_marks()
            item.zone = Zone.STOCK
            item.setPos(base)
            item.setZValue(100 + index)

    def relayout(self, *, animate: bool = True, deal: bool = False) -> None:
        """Build the plan for the current view and state, and move everything there."""
        if self.view is None or not self._sized:
            return
        self.animator.stop()  # settle what moves, so that items are matched where they are
        state = TableState(
            hand_order=tuple(self.hand_order),
            selected=self.selected,
            drawn=self.drawn,
            spread_pile=self.spread_pile,
            knock_label=self.knock_label,
            discard_label=self.discard_label,
            summary_held=self._summary_later.isActive(),
        )
        self.plan = build_plan(self.view, self.geometry, state)
        self.texts.dealing = deal  # until the cards are in (``_dealt``)
        self.version += 1
        step = max(1, round(self.animator.duration_ms * DEAL_STAGGER_MS)) if deal else 0
        moves = match_items(self._cards, self.plan.placements, step, self.geometry)
        self._show_zones()
        self._show_bands()
        self._show_texts()
        self.animator.animate(moves, None if animate else 0)
        self.laid_out.emit()

    def _dealt(self) -> None:
        """The deal is in: the line over your hand counts the cards now seen."""
        if self.texts.dealing and self.view is not None:
            self.texts.dealing = False
            self._show_texts()
            self.laid_out.emit()  # the stand-ins read the words again

    def _show_zones(self) -> None:
        show_zones(self, self._zones, self.plan, self.geometry.font_px)

    def _show_bands(self) -> None:
        show_bands(self, self._bands, self.plan)

    def _show_texts(self) -> None:
        assert self.view is not None
        full = self.texts.show(
            self.view, self.geometry, self.plan, selected=self.selected,
            note=self.opponent_note, spread=self.spread_pile,
            match_result=self.show_match_result, shared=self.shared_screen,
            hints=self.show_hints, notes=self.seat_notes,
        )  # fmt: skip
        if full:
            for band in self._bands:
                band.setVisible(False)

    # -- your hand ------------------------------------------------------------------------------

    def sort_hand(self, key: str) -> None:
        """Order your hand by "rank", "suit" or "melds" (the engine's best arrangement)."""
        if self.view is None:
            return
        held = [card for card in self.hand_order if card in set(self.view.hand)]
        self.hand_order = hand.sorted_by(held, key, self.view.rules)
        self.relayout()

    def select(self, card: Card | None) -> None:
        if card != self.selected:
            self.selected = card
            self.relayout()
            self.selection_changed.emit(card)

    def select_step(self, delta: int) -> None:
        """Choose the next card to the left (-1) or right (+1) in your row; with none
        chosen, the card you just drew, else the row's far end (``hand.stepped``)."""
        card = hand.stepped(self.displayed_hand(), self.selected, self.drawn, delta)
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

    def set_match_result_shown(self, shown: bool) -> None:
        self.show_match_result = shown
        self.relayout(animate=False)

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
        return hand.insert_index(self.hand_order, self.plan.hand_centres, x)

    def _reorder(self, card: Card, x: float) -> None:
        rules = self.view.rules if self.view is not None else None
        self.hand_order = hand.moved(self.hand_order, self.plan.hand_centres, card, x, rules)
        self.relayout()
