"""The card table as a screen reader finds it: stand-ins for what the felt shows.

A graphics scene describes nothing to assistive technology, so the table keeps, inside
its viewport, one invisible widget (a ``Stand``) for each thing a player needs to find:
every other seat, the stock, the discard pile, the melds on the table, the line of words
in the middle, the line over your hand, your hand as a list of its cards in your order,
and the hand's summary. A stand paints nothing and lets every click through to the felt;
its accessible name and description say, in the window's language and with every card
named in full, what the felt shows at its place, and it lies where that thing lies (a
screen reader's highlight and a magnifier follow it). Pressing a card chooses it,
pressing the stock draws, pressing the pile takes its top card: the same moves as on the
felt, which the rules then accept or refuse in words.

The stands are written from the scene's own plan and words after each layout, never
from more: a card the felt shows face down has no name here, and while a hot-seat
screen is passed on (the scene concealed) every stand is empty and hidden.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QRect, QRectF, Qt
from PySide6.QtGui import QAccessible, QAccessibleActionInterface, QAccessibleEvent
from PySide6.QtWidgets import QAccessibleWidget, QGraphicsView, QWidget

from gin_desktop.engine import Card, PlayerView, best_arrangement
from gin_desktop.plan.places import Placement, Zone
from gin_desktop.plan.seats import slots
from gin_desktop.words import spoken

from .scene import TableScene

Role = QAccessible.Role
PRESS = QAccessibleActionInterface.pressAction()


class Stand(QWidget):
    """An invisible stand-in for one thing on the felt (see the module's docstring)."""

    def __init__(self, parent: QWidget, role: Role, press: Callable[[], object] | None = None):
        super().__init__(parent)
        self.role = role
        self.press = press
        self.card: Card | None = None
        self.selected = False
        self.focused = False
        """The card chosen with the keys while the table has the focus: where a screen
        reader's focus is."""
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.hide()

    def say(self, name: str, description: str = "", rect: QRect | None = None) -> None:
        """Name and describe the stand, and show it at ``rect`` (None: empty and hidden)."""
        if name != self.accessibleName():
            self.setAccessibleName(name)
        if description != self.accessibleDescription():
            self.setAccessibleDescription(description)
        if rect is None or not name:
            self.hide()
            return
        self.setGeometry(rect)
        self.show()


class StandAccessible(QAccessibleWidget):
    """What assistive technology reads of a ``Stand``: its role, its selected state (a
    card you chose), and its press action."""

    def __init__(self, stand: Stand) -> None:
        super().__init__(stand, stand.role)
        self._stand = stand

    def actionNames(self) -> list[str]:
        own = [PRESS] if self._stand.press is not None else []
        return [*own, *super().actionNames()]

    def doAction(self, name: str) -> None:
        if name == PRESS and self._stand.press is not None:
            self._stand.press()
        else:
            super().doAction(name)

    def state(self) -> QAccessible.State:
        state = super().state()
        if self._stand.role == Role.ListItem:
            state.selectable = True
            state.selected = self._stand.selected
            state.focusable = True
            state.focused = self._stand.focused
        return state


def _stand_interface(key: str, target: object) -> QAccessibleWidget | None:
    if isinstance(target, Stand):
        interface = StandAccessible(target)
        target.interface = interface  # type: ignore[attr-defined]  # lives with the stand
        return interface
    return None


_installed: list[bool] = []


def install() -> None:
    """Teach Qt's accessibility what a stand is (once per process)."""
    if not _installed:
        QAccessible.installFactory(_stand_interface)
        _installed.append(True)


class Moves:
    """What pressing a stand does: the window's own moves."""

    def __init__(
        self,
        choose: Callable[[Card], object],
        draw: Callable[[], object],
        take: Callable[[], object],
    ) -> None:
        self.choose, self.draw, self.take = choose, draw, take


class TableStands:
    """The stands of one card table, rewritten after each layout of its scene."""

    def __init__(self, table: QGraphicsView, scene: TableScene, moves: Moves) -> None:
        install()
        self._table, self._scene, self._moves = table, scene, moves
        parent = table.viewport()
        self.seats: list[Stand] = []
        self._parent = parent
        self.stock = Stand(parent, Role.Button, moves.draw)
        self.pile = Stand(parent, Role.Button, moves.take)
        self.melds = Stand(parent, Role.StaticText)
        self.info = Stand(parent, Role.StaticText)
        self.label = Stand(parent, Role.StaticText)
        self.hand = Stand(parent, Role.List)
        self.cards: list[Stand] = []
        self.panel = Stand(parent, Role.StaticText)
        self.side = Stand(parent, Role.StaticText)
        self._focused: Card | None = None

    def all(self) -> list[Stand]:
        fixed = [self.stock, self.pile, self.melds, self.info, self.label, self.hand]
        return [*self.seats, *fixed, *self.cards, self.panel, self.side]

    def sync(self) -> None:
        """Write every stand from what the felt shows now."""
        view = self._scene.view
        if view is None:  # nothing dealt, or a hot-seat screen being passed on
            for stand in self.all():
                stand.card, stand.selected = None, False
                stand.say("")
            return
        self._sync_seats(view)
        self._sync_middle(view)
        self._sync_hand(view)
        blocks = self._scene.texts.blocks()
        for stand, block in ((self.panel, "panel"), (self.side, "side")):
            text = blocks[block]
            shown = text.isVisible() and text.toPlainText().strip()
            stand.say(
                spoken.speakable(text.toPlainText()) if shown else "",
                "",
                self._box(text.sceneBoundingRect()),
            )
        self._announce_focus()

    # -- the parts ---------------------------------------------------------------------

    def _sync_seats(self, view: PlayerView) -> None:
        scene = self._scene
        shown = slots(view, scene.geometry)
        blocks = [scene.texts.opponent, *scene.texts.others]
        while len(self.seats) < len(shown):
            stand = Stand(self._parent, Role.StaticText)
            stand.stackUnder(self.stock)
            self.seats.append(stand)
        for number, stand in enumerate(self.seats):
            if number >= len(shown) or number >= len(blocks):
                stand.say("")
                continue
            slot, g = shown[number], scene.geometry
            other = view.other(slot.seat)
            faces = other.shown or ()  # face up at the showdown; before, what was taken
            name = spoken.speakable(blocks[number].toPlainText())
            rect = QRectF(slot.left, g.opponent_y, slot.width, g.card_h)
            stand.say(name, spoken.seat_cards(other.known, faces), self._box(rect))

    def _sync_middle(self, view: PlayerView) -> None:
        scene = self._scene
        stock = scene.stock_top()
        self.stock.say(
            spoken.stock(view.stock_count),
            "",
            self._box(stock.sceneBoundingRect() if stock is not None else None),
        )
        pile = [p for p in self._placed(Zone.DISCARD)]
        fanned = scene.spread_pile and len(view.discard_pile) > 1
        self.pile.say(
            spoken.pile(view.discard_pile),
            spoken.pile_under(view.discard_pile) if fanned else "",
            self._cards_box(pile) or self._zone("discard"),
        )
        table = [p.card for p in self._placed(Zone.TABLE_MELDS) if p.card is not None]
        self.melds.say(
            spoken.table_melds(table) if table else "",
            "",
            self._cards_box(self._placed(Zone.TABLE_MELDS)),
        )
        texts = scene.texts
        for stand, block in ((self.info, texts.info), (self.label, texts.hand)):
            words = block.toPlainText().strip() if block.isVisible() else ""
            stand.say(spoken.speakable(words), "", self._box(block.sceneBoundingRect()))

    def _sync_hand(self, view: PlayerView) -> None:
        placed = {p.card: p for p in self._placed(Zone.HAND) if p.card is not None and p.face_up}
        order = [card for card in self._scene.displayed_hand() if card in placed]
        while len(self.cards) < len(order):
            self.cards.append(Stand(self.hand, Role.ListItem, self._chooser(len(self.cards))))
        box = self._cards_box([placed[card] for card in order])
        self.hand.say(spoken.hand(len(order)) if order else "", "", box)
        melds = _melds_of(view)
        for index, stand in enumerate(self.cards):
            if index >= len(order) or box is None:
                stand.card, stand.selected = None, False
                stand.say("")
                continue
            card = order[index]
            stand.card, stand.selected = card, placed[card].selected
            rect = self._card_rect(placed[card]).translated(-box.topLeft())
            stand.say(
                spoken.card_name(card), spoken.card_place(card, melds, placed[card].drawn), rect
            )

    def _chooser(self, index: int) -> Callable[[], object]:
        def choose() -> None:
            stand = self.cards[index]
            if stand.card is not None:
                self._moves.choose(stand.card)

        return choose

    def _announce_focus(self) -> None:
        """The card you chose with the keys is where a screen reader's focus is."""
        chosen = next((s for s in self.cards if s.selected and s.card), None)
        keys = self._table.hasFocus()
        for stand in self.cards:
            stand.focused = keys and stand is chosen
        card = None if chosen is None else chosen.card
        if card == self._focused:
            return
        self._focused = card
        if chosen is not None and keys:
            QAccessible.updateAccessibility(QAccessibleEvent(chosen, QAccessible.Event.Focus))

    # -- where things lie ----------------------------------------------------------------

    def _placed(self, zone: Zone) -> list[Placement]:
        return [p for p in self._scene.plan.placements if p.zone == zone and p.visible]

    def _card_rect(self, placement: Placement) -> QRect:
        g = self._scene.geometry
        w, h = g.card_size(hand=placement.zone == Zone.HAND)
        rect = QRectF(placement.pos.x(), placement.pos.y(), w, h)
        return self._table.mapFromScene(rect).boundingRect()

    def _cards_box(self, placements: list[Placement]) -> QRect | None:
        box: QRect | None = None
        for placement in placements:
            rect = self._card_rect(placement)
            box = rect if box is None else box.united(rect)
        return box

    def _zone(self, name: str) -> QRect | None:
        rect = self._scene.zone_rect(name)
        return None if rect is None else self._box(rect)

    def _box(self, rect: QRectF | None) -> QRect | None:
        if rect is None or rect.isEmpty():
            return None
        return self._table.mapFromScene(rect).boundingRect()


def _melds_of(view: PlayerView) -> list[tuple[Card, ...]]:
    """Your hand's best melds, as the engine arranges them."""
    if not view.hand:
        return []
    return [tuple(meld) for meld in best_arrangement(view.hand, view.rules).melds]
