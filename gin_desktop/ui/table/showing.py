"""The table shown: a QGraphicsScene of card items (one per card of the deck), drop zones
and text (kpat's KCardScene), laid out for each view and for the window's size.

The table shows a PlayerView. On every new view it builds a plan (``gin_desktop.plan``),
matches its items to the plan's places (``matching.py``: cards fly from where they really
came from) and moves them there through the one animation entry point. The card size and
the text size follow the window (``plan.geometry``), large print and the system's text
size.

In hot-seat play the table is concealed between turns (``conceal``): every card goes face
down into the stock, out of sight, and the table forgets the view, so that nothing of
either hand is on the table while the screen is passed on. Each player's own order of
their hand is kept for their next turn.

What the mouse does on the table, and the choices that are the player's alone (choosing a
card, ordering the hand, fanning the pile), are added by ``TableScene`` (``scene.py``).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from PySide6.QtCore import QRectF, QTimer, Signal
from PySide6.QtWidgets import QGraphicsScene, QWidget

from gin_desktop.engine import HAND_SIZE, Card, Deck, Phase, PlayerView
from gin_desktop.plan.geometry import compute
from gin_desktop.plan.hand_order import arranged, drawn_card, follow, sorted_by
from gin_desktop.plan.orders import KeptOrders
from gin_desktop.plan.places import TablePlan, TableState, Zone
from gin_desktop.plan.planner import build_plan
from gin_desktop.words.texts import area_names

from .animation import SPEEDS_MS, Animator
from .art import CardArt
from .felt import Looks, felt_brush, felt_named
from .items import CardItem, DropZone, MeldBand
from .labels import TableTexts
from .marks import show_bands, show_zones
from .matching import match_items

DEAL_STAGGER_MS = 0.12
"""Delay between dealt cards, as a share of one move's duration."""

SUMMARY_WAIT = 5
"""How long the summary waits after a hand ends, in card moves: the last lay-off or meld
is seen to arrive and can be read (1.3 s at normal speed; none at instant speed)."""
SUMMARY_WAIT_THEIRS = 14
"""The same when another seat ended the hand: its knock or gin, announced in the line of
last moves, and the cards shown are seen before the summary covers them (3.6 s at normal
speed); a click on the table shows the summary at once."""


class ShownTable(QGraphicsScene):
    """The table as shown: feed it views with ``show_view``, its size with
    ``resize_table``; ``TableScene`` is the table as played."""

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
        self.knock_label, self.discard_label = area_names()
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
        self._dragging: CardItem | None = None
        """The card being dragged (``scene.py``): a view that comes meanwhile waits."""
        # At the end of a hand the showdown is seen before its summary covers the table.
        self._summary_later = QTimer(self)
        self._summary_later.setSingleShot(True)
        self._summary_later.timeout.connect(self.relayout)
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
            self.hand_order = sorted_by(view.hand, self.sort_order, view.rules)
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
        self.knock_label, self.discard_label = area_names()
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
        self._dragging = None
        self._pending_view = None
        self._insert_at = None
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
        self.hand_order = follow(self.hand_order, view.hand, self._insert_at, view.rules)
        self._insert_at = None
        self.drawn = drawn_card(previous, view, self.drawn)
        if self.selected not in view.hand:
            self.selected = None
        starts_lay_offs = view.phase == Phase.LAYOFF and (
            previous is None or previous.phase != Phase.LAYOFF
        )
        if starts_lay_offs and view.knocker != view.seat:
            self.hand_order = arranged(view.hand, view.rules)  # the defender's own melds
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
            self.view,
            self.geometry,
            self.plan,
            selected=self.selected,
            note=self.opponent_note,
            spread=self.spread_pile,
            match_result=self.show_match_result,
            shared=self.shared_screen,
            hints=self.show_hints,
            notes=self.seat_notes,
        )
        if full:
            for band in self._bands:
                band.setVisible(False)

    def set_match_result_shown(self, shown: bool) -> None:
        self.show_match_result = shown
        self.relayout(animate=False)
