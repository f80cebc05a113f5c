"""The window for a player who does not see the cards well, or at all: the table's
stand-ins for a screen reader (``table/accessible.py``) and what is said aloud.

What happens is announced to assistive technology (``QAccessibleAnnouncementEvent``):
each move of another seat, as the person at the screen saw it (a card they could not
see is never named), and the hand's result, politely (after what is being read); a
refusal, a hint or a notice the window shows on the felt, assertively (at once). Every
card is said in full. Two keys help: one says the last announcement again, one reads the
whole table (the other seats, the stock, the pile, the words in the middle, your hand
card by card).
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QTimer, SignalInstance
from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent
from PySide6.QtWidgets import QGraphicsView, QWidget

from gin_desktop.engine import Change, EventKind, PlayerView
from gin_desktop.play.controller import GameController
from gin_desktop.words import spoken
from gin_desktop.words.wording import event_what, event_who

from ..table.accessible import Moves, TableStands
from ..table.scene import TableScene

KEPT = 200
"""Announcements kept, for a test to read and for the key that says the last again."""
RESULTS = frozenset(
    {EventKind.HAND_SCORED, EventKind.HAND_DRAWN, EventKind.MATCH_BONUS, EventKind.MATCH_WON}
)
"""Events announced whoever made them: the hand's and the match's results."""


class Announcer(QObject):
    """Says sentences to assistive technology, from ``target`` (the card table)."""

    def __init__(self, target: QWidget) -> None:
        super().__init__(target)
        self._target = target
        self.said: list[str] = []
        """What was announced, oldest first (the latest ``KEPT``)."""

    def announce(self, text: str, *, assertive: bool = False) -> None:
        words = " ".join(spoken.speakable(text).split())
        if not words:
            return
        self.said.append(words)
        del self.said[:-KEPT]
        event = QAccessibleAnnouncementEvent(self._target, words)
        politeness = QAccessible.AnnouncementPoliteness
        event.setPoliteness(politeness.Assertive if assertive else politeness.Polite)
        QAccessible.updateAccessibility(event)

    def repeat(self) -> None:
        """The last announcement, said again."""
        if self.said:
            self.announce(self.said[-1], assertive=True)


class Accessibility(QObject):
    """Builds the stand-ins of ``table`` and the announcements of what ``controller``
    reports, and keeps them current; the window's messages (``said``) are said too."""

    def __init__(
        self,
        parent: QObject,
        *,
        table: QGraphicsView,
        scene: TableScene,
        controller: GameController,
        said: SignalInstance,
    ) -> None:
        super().__init__(parent)
        self._controller = controller
        moves = Moves(
            choose=scene.select,
            draw=controller.draw_stock_requested,
            take=controller.draw_discard_requested,
        )
        self.stands = TableStands(table, scene, moves)
        self.announcer = Announcer(table)
        self._view: PlayerView | None = None
        # Written once per turn of the event loop however many layouts it took, and only
        # while assistive technology listens (else no stand-in is shown at all): a move
        # is on screen no later for being described (bench responsiveness).
        self._sync_soon = QTimer(self, singleShot=True, interval=0)
        self._sync_soon.timeout.connect(self.stands.sync)
        scene.laid_out.connect(self._laid_out)
        controller.match_started.connect(self._view_changed)
        controller.view_changed.connect(self._view_changed)
        controller.changed.connect(self._changed)
        said.connect(self._message)

    def _laid_out(self) -> None:
        if QAccessible.isActive():
            self._sync_soon.start()

    def read_table(self) -> None:
        """Everything the table shows, said at once."""
        self.stands.sync()
        parts = []
        for stand in self.stands.all():
            if stand.isVisible():
                parts.append(stand.accessibleName())
                if stand in self.stands.seats:
                    parts.append(stand.accessibleDescription())
        text = " ".join(f"{part}." for part in parts if part)
        self.announcer.announce(text or spoken.nothing_dealt(), assertive=True)

    def _view_changed(self, view: PlayerView | None) -> None:
        self._view = view

    def _changed(self, change: Change) -> None:
        viewer = self._controller.viewer
        view = self._view
        if viewer is None or view is None:
            return  # a hot-seat screen being passed on: nobody's to hear
        for event in change.events_for(viewer):
            if event.kind not in RESULTS and event.seat in (None, viewer):
                continue  # your own moves: you made them
            who = event_who(event, view.names)
            what = event_what(event, view.names, view.rules, change.scores)
            self.announcer.announce(f"{who}: {what}" if who else what)

    def _message(self, text: str, urgent: bool) -> None:
        self.announcer.announce(text, assertive=urgent)
