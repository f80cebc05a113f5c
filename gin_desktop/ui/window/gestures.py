"""What the player's gestures and the table's commands ask of the controller.

A drop reports the engine action it means (``Drop.action``), a double-click the zone and
card, a command the chosen card; each becomes a request (``*_requested``). Nothing here
decides whether it is legal: the engine does, and a refusal comes back as the
controller's ``action_refused``, worded for the player. Only the Knock and Gin commands
choose a card themselves, from the view's legal knocks; a knock may first be confirmed
(a preference).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QWidget

from gin_desktop.engine import (
    Card,
    Discard,
    DrawDiscard,
    DrawStock,
    Knock,
    LayOff,
    Phase,
    PlayerView,
    deadwood_points,
)
from gin_desktop.plan.drops import Drop
from gin_desktop.play.controller import GameController
from gin_desktop.storage import Preferences
from gin_desktop.words import window_words
from gin_desktop.words.wording import gesture_hint, taken_back

from ..table.scene import TableScene


def deadwood_without(view: PlayerView, card: Card) -> int:
    return deadwood_points([c for c in view.hand if c != card], view.rules)


class TableGestures(QObject):
    """The window's hands on the table: ``view`` and ``preferences`` read the window's
    current ones, ``say`` puts a hint in its status bar."""

    def __init__(
        self,
        window: QWidget,
        scene: TableScene,
        controller: GameController,
        *,
        view: Callable[[], PlayerView | None],
        preferences: Callable[[], Preferences],
        say: Callable[[str], None],
    ) -> None:
        super().__init__(window)
        self._window, self._scene, self._controller = window, scene, controller
        self._view, self._preferences, self._say = view, preferences, say
        scene.dropped.connect(self.dropped)
        scene.double_clicked.connect(self.double_clicked)

    # -- which card the Knock and Gin commands mean ----------------------------------------

    def _knocks(self, view: PlayerView, gin: bool) -> list[Card]:
        cards = [a.card for a in view.legal_actions if isinstance(a, Knock)]
        return [card for card in cards if (deadwood_without(view, card) == 0) == gin]

    def knock_card(self) -> Card | None:
        """The card the Knock command knocks with: the chosen card if it may, else the one
        leaving the least deadwood; None when no knock leaves deadwood (that is gin)."""
        view = self._view()
        options = [] if view is None else self._knocks(view, gin=False)
        if not options or view is None:
            return None
        if self._scene.selected in options:
            return self._scene.selected
        return min(options, key=lambda card: (deadwood_without(view, card), -card.value))

    def gin_card(self) -> Card | None:
        view = self._view()
        options = [] if view is None else self._knocks(view, gin=True)
        if self._scene.selected in options:
            return self._scene.selected
        return options[0] if options else None

    def knock(self) -> None:
        card = self.knock_card()
        if card is not None:
            self.request_knock(card)

    def knock_chosen(self) -> None:
        """K when the rules allow no knock: with a chosen card, the rules say why not."""
        if self._scene.selected is not None:
            self.request_knock(self._scene.selected)

    def gin(self) -> None:
        card = self.gin_card()
        if card is not None:
            self.request_knock(card)

    def undo(self) -> None:
        """Take your last discard back, and say which card is back in your hand (a
        refusal, from the controller, says why when there is nothing to take back)."""
        before = self._view()
        if not self._controller.undo_requested():
            return
        after = self._view()
        held = set() if before is None else set(before.hand)
        back = [card for card in (after.hand if after is not None else ()) if card not in held]
        if len(back) == 1:
            self._say(taken_back(back[0]))

    def request_knock(self, card: Card) -> None:
        """Knock (or go gin) discarding ``card``; first ask, if the player wants to be
        asked and the knock is legal (an illegal one goes to the engine, which says why)."""
        view = self._view()
        if (
            view is not None
            and self._preferences().confirm_knock
            and Knock(card) in view.legal_actions
            and not self._confirm_knock(view, card)
        ):
            return
        self._controller.knock_requested(card)

    def _confirm_knock(self, view: PlayerView, card: Card) -> bool:
        # loaded when first asked: the table is shown without it
        from PySide6.QtWidgets import QMessageBox

        left = deadwood_without(view, card)
        asked = window_words.knock_question(card.pretty, left)
        box = QMessageBox(
            QMessageBox.Icon.Question, asked.title, asked.question, parent=self._window
        )
        box.setInformativeText(asked.why)
        knock = box.addButton(asked.yes, QMessageBox.ButtonRole.AcceptRole)
        box.addButton(asked.keep_playing, QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(knock)
        box.exec()
        return box.clickedButton() is knock

    # -- gestures -------------------------------------------------------------------------

    def dropped(self, drop: Drop) -> None:
        """A card dropped on the table: the move it means, or a hint when it means none."""
        c, action = self._controller, drop.action
        if isinstance(action, Knock):
            self.request_knock(action.card)
        elif action is not None:
            c.action_requested(action)
        elif drop.target == "opponent":
            self._say(gesture_hint("opponent"))
        elif drop.source == "hand" and drop.target == "stock":
            self._say(gesture_hint("stock"))
        elif drop.source != "hand" and drop.target in ("discard", "stock", "knock"):
            self._say(gesture_hint("draw"))

    def double_clicked(self, zone: str, card: Card | None) -> None:
        c = self._controller
        if zone == "stock":
            c.action_requested(DrawStock())
        elif zone == "discard":
            c.action_requested(DrawDiscard())
        elif zone == "hand" and card is not None:
            self._play_card(card)

    # -- commands on the chosen card ---------------------------------------------------------

    def play_chosen(self) -> None:
        """Enter, Space or Delete: lay the chosen card off during the lay-offs, else
        discard it."""
        card = self._scene.selected
        if card is None:
            self._say(gesture_hint("choose"))
        else:
            self._play_card(card)

    def lay_off_chosen(self) -> None:
        card = self._scene.selected
        if card is None:
            self._say(gesture_hint("choose"))
        else:
            self._lay_off(card)

    def _play_card(self, card: Card) -> None:
        view = self._view()
        if view is not None and view.phase == Phase.LAYOFF:
            self._lay_off(card)
        else:
            self._controller.action_requested(Discard(card))

    def _lay_off(self, card: Card) -> None:
        view = self._view()
        if view is None:
            return
        targets = [
            a.meld_index for a in view.legal_actions if isinstance(a, LayOff) and a.card == card
        ]
        # No target: ask anyway, so that the engine says why it does not fit.
        self._controller.action_requested(LayOff(card, targets[0] if targets else 0))
