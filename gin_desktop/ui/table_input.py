"""The main window's part that turns gestures into intents for the controller.

A drop, a double-click or a key becomes a request (``*_requested``); nothing here decides
whether it is legal: the engine does, and a refusal comes back as the controller's
``action_refused``. The buttons that name a card (Knock with 7♣, Gin with 8♣) choose it
from the view's legal actions; a knock may first be confirmed (a preference).

Texts are looked up under "MainWindow", the class whose instances say them.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QMainWindow

from gin_desktop.engine import Card, Knock, LayOff, Phase, PlayerView, best_arrangement
from gin_desktop.storage import Preferences

from .controller import GameController
from .table.scene import Drop, TableScene

translate = QCoreApplication.translate


def deadwood_without(view: PlayerView, card: Card) -> int:
    return best_arrangement([c for c in view.hand if c != card]).deadwood_points


class TableInput(QMainWindow):
    """Gestures and keys on the table, and the cards the knock buttons mean. The main
    window derives from it and sets the attributes below."""

    view: PlayerView | None
    scene: TableScene
    controller: GameController
    preferences: Preferences

    def _next(self) -> None:
        """The Next hand (or Match result) button: the window's."""
        raise NotImplementedError

    # -- which card a button means -------------------------------------------------------------

    def _knocks(self) -> list[Card]:
        view = self.view
        if view is None:
            return []
        return [a.card for a in view.legal_actions if isinstance(a, Knock)]

    def knock_card(self) -> Card | None:
        """The card the Knock button knocks with: the chosen card if it may, else the one
        leaving the least deadwood; None when no knock leaves deadwood (that is gin)."""
        view = self.view
        if view is None:
            return None
        options = [card for card in self._knocks() if deadwood_without(view, card) > 0]
        if not options:
            return None
        if self.scene.selected in options:
            return self.scene.selected
        return min(options, key=lambda card: (deadwood_without(view, card), -card.value))

    def gin_card(self) -> Card | None:
        view = self.view
        if view is None:
            return None
        options = [card for card in self._knocks() if deadwood_without(view, card) == 0]
        if self.scene.selected in options:
            return self.scene.selected
        return options[0] if options else None

    def _knock(self) -> None:
        card = self.knock_card()
        if card is not None:
            self.request_knock(card)

    def _gin(self) -> None:
        card = self.gin_card()
        if card is not None:
            self.request_knock(card)

    def request_knock(self, card: Card) -> None:
        """Knock (or go gin) discarding ``card``; first ask, if the player wants to be
        asked and the knock is legal (an illegal one goes to the engine, which says why)."""
        view = self.view
        if (
            view is not None
            and self.preferences.confirm_knock
            and Knock(card) in view.legal_actions
            and not self._confirm_knock(view, card)
        ):
            return
        self.controller.knock_requested(card)

    def _confirm_knock(self, view: PlayerView, card: Card) -> bool:
        from PySide6.QtWidgets import QMessageBox

        left = deadwood_without(view, card)
        if left == 0:
            title, yes = translate("MainWindow", "Go gin?"), translate("MainWindow", "Go &gin")
            question = translate("MainWindow", "Go gin, discarding {0} face down?").format(
                card.pretty
            )
        else:
            title, yes = translate("MainWindow", "Knock?"), translate("MainWindow", "&Knock")
            question = translate(
                "MainWindow", "Knock with {0} deadwood, discarding {1} face down?"
            ).format(left, card.pretty)
        box = QMessageBox(QMessageBox.Icon.Question, title, question, parent=self)
        box.setInformativeText(
            translate(
                "MainWindow", "This ends the hand. (Game ▸ Preferences: “Ask before knocking”.)"
            )
        )
        knock = box.addButton(yes, QMessageBox.ButtonRole.AcceptRole)
        box.addButton(translate("MainWindow", "&Keep playing"), QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(knock)
        box.exec()
        return box.clickedButton() is knock

    # -- gestures ------------------------------------------------------------------------------

    def _on_drop(self, drop: Drop) -> None:
        c = self.controller
        if drop.target == "opponent":
            self.statusBar().showMessage(
                translate(
                    "MainWindow",
                    "Your cards cannot go to the opponent's hand: drop a card on the discard "
                    "pile to discard it.",
                ),
                12000,
            )
        elif drop.source == "stock" and drop.target == "hand":
            c.draw_stock_requested()
        elif drop.source == "discard" and drop.target == "hand":
            c.draw_discard_requested()
        elif drop.source == "hand" and drop.card is not None:
            if drop.target == "discard":
                c.discard_requested(drop.card)
            elif drop.target == "knock":
                self.request_knock(drop.card)
            elif drop.target.startswith("meld:"):
                c.lay_off_requested(drop.card, int(drop.target.split(":")[1]))
            elif drop.target == "stock":
                self.statusBar().showMessage(
                    translate("MainWindow", "Cards go back on the discard pile, not on the stock."),
                    12000,
                )
        elif drop.target in ("discard", "stock", "knock"):
            self.statusBar().showMessage(
                translate("MainWindow", "Drag the card to your hand to draw it."), 12000
            )

    def _on_double_click(self, zone: str, card: Card | None) -> None:
        c = self.controller
        if zone == "stock":
            c.draw_stock_requested()
        elif zone == "discard":
            c.draw_discard_requested()
        elif zone == "hand" and card is not None:
            self._play_card(card)

    def _play_card(self, card: Card) -> None:
        """Double-click or Enter on a card: lay it off during the lay-offs, else discard it."""
        view = self.view
        if view is not None and view.phase == Phase.LAYOFF:
            self._lay_off(card)
        else:
            self.controller.discard_requested(card)

    def _lay_off(self, card: Card) -> None:
        view = self.view
        if view is None:
            return
        targets = [
            a.meld_index for a in view.legal_actions if isinstance(a, LayOff) and a.card == card
        ]
        # No target: ask anyway, so that the engine says why it does not fit.
        self.controller.lay_off_requested(card, targets[0] if targets else 0)

    # -- the keyboard --------------------------------------------------------------------------

    def _key(self, event: QKeyEvent) -> bool:
        key, mods = Qt.Key(event.key()), event.modifiers()
        move = mods & (Qt.KeyboardModifier.ShiftModifier | Qt.KeyboardModifier.ControlModifier)
        k = Qt.Key
        if key in (k.Key_Left, k.Key_Right):
            delta = -1 if key == k.Key_Left else 1
            if move:
                self.scene.move_selected(delta)
            else:
                self.scene.select_step(delta)
            return True
        simple: dict[Qt.Key, Callable[[], object]] = {
            k.Key_S: self.controller.draw_stock_requested,
            k.Key_D: self.controller.draw_discard_requested,
            k.Key_T: self.controller.draw_discard_requested,
            k.Key_P: self.controller.pass_requested,
            k.Key_B: self.controller.big_gin_requested,
            k.Key_F: self.controller.finish_lay_offs_requested,
            k.Key_O: self.controller.best_lay_off_requested,
            k.Key_N: self._next,
            k.Key_G: self._gin,
            k.Key_V: self.scene.toggle_spread,
            k.Key_A: lambda: self.scene.sort_hand("melds"),
            k.Key_R: lambda: self.scene.sort_hand("rank"),
            k.Key_U: lambda: self.scene.sort_hand("suit"),
        }
        if key in simple and not mods & Qt.KeyboardModifier.ControlModifier:
            simple[key]()
            return True
        if key in (k.Key_Return, k.Key_Enter, k.Key_Space, k.Key_Delete, k.Key_L, k.Key_K):
            self._key_on_card(key)
            return True
        if key == k.Key_Escape:
            self.scene.select(None)
            if self.scene.spread_pile:
                self.scene.toggle_spread()
            return True
        return False

    def _key_on_card(self, key: int) -> None:
        k = Qt.Key
        view, card = self.view, self.scene.selected
        if (
            view is not None
            and view.phase == Phase.ENDED
            and key in (k.Key_Return, k.Key_Enter, k.Key_Space)
        ):
            self._next()
            return
        if card is None:
            if key == k.Key_K:
                self._knock()
            else:
                self.statusBar().showMessage(
                    translate("MainWindow", "Choose a card first with the arrow keys."), 8000
                )
            return
        if key == k.Key_K:
            self.request_knock(card)
        elif key == k.Key_L:
            self._lay_off(card)
        else:
            self._play_card(card)
