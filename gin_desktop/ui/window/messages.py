"""Messages where the player looks, long enough to be read.

Every sentence the window says goes to the status bar, and stays there at least
``MIN_VISIBLE_MS``: a later routine one waits its turn instead of replacing it at once (a
damaged settings file's sentence is no longer gone 27 ms later under "Your match goes
on"). What the player must not miss (a refused move, a file or a record that cannot be
kept) is said at once, and also shown on the felt, above their hand, for ``FELT_MS`` or
longer for a long sentence: the eyes are on the cards, not on the window's bottom edge.
What answers a position (a hint, a refusal, a word on a gesture: ``about_position``)
goes as soon as that position moves on, whoever moved (``Messages.moved_on``): a hint
stays not a moment over the move it answered while the computer plays; a hot-seat
handover clears it too, as it may name a hidden card.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, QTimer, Signal
from PySide6.QtWidgets import QLabel, QStatusBar, QWidget

MIN_VISIBLE_MS = 3500
"""No sentence leaves the status bar sooner (unless the player's own move answers it)."""
FELT_MS = 5000
"""A sentence on the felt stays this long at least; ``MS_PER_CHARACTER`` more per letter."""
MS_PER_CHARACTER = 40
MOST_WAITING = 4
"""Sentences waiting their turn; the oldest goes when more come (they are stale)."""
FELT_WIDTH = 0.55
"""Of the table's width, at most."""
FELT_HEIGHT = 0.58
"""Where the notice's bottom sits, as a share of the table's height, until the table
says where your hand is (``FeltNotice.hand_top``)."""
ABOVE_HAND = 4
"""Pixels between the notice and the top of your hand."""


class FeltNotice(QLabel):
    """A sentence on the felt, above the player's hand; mouse clicks go through it."""

    def __init__(self, table: QWidget) -> None:
        from PySide6.QtCore import Qt  # made with the first notice, not the window's frame

        super().__init__(table)
        self.setObjectName("feltNotice")
        self.setWordWrap(True)
        self.setTextFormat(Qt.TextFormat.PlainText)  # a name in a sentence is never markup
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setStyleSheet(
            "#feltNotice { background: rgba(20, 20, 20, 225); color: #ffffff;"
            " border: 2px solid #f2c14e; border-radius: 10px; padding: 10px 16px;"
            " font-size: 13pt; }"
        )
        self.hide()
        self.hand_top: Callable[[], int | None] = lambda: None
        """Where the top of the player's hand is on the table, in its pixels (None: not
        dealt): the notice sits just above it, over the hand's label."""
        self._timer = QTimer(self, singleShot=True)
        self._timer.timeout.connect(self.hide)
        table.installEventFilter(self)

    def show_text(self, text: str) -> None:
        self.setText(text)
        self._timer.start(FELT_MS + MS_PER_CHARACTER * len(text))
        self._place()
        self.show()
        self.raise_()

    def clear(self) -> None:
        self._timer.stop()
        self.hide()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Resize and self.isVisible():
            self._place()
        return False

    def _place(self) -> None:
        table = self.parentWidget()
        if table is None:
            return
        width = max(200, int(table.width() * FELT_WIDTH))
        self.setFixedWidth(width)
        self.adjustSize()
        top = self.hand_top()
        bottom = int(table.height() * FELT_HEIGHT) if top is None else top - ABOVE_HAND
        self.move((table.width() - width) // 2, max(0, bottom - self.height()))


class Messages(QObject):
    """The window's sentences: the status bar, in turn, and the felt for what matters."""

    said = Signal(str, bool)
    """A sentence, and whether it must not be missed (shown on the felt too)."""

    def __init__(self, status_bar: QStatusBar, table: QWidget) -> None:
        super().__init__(status_bar)
        self._bar, self._table = status_bar, table
        self._felt: FeltNotice | None = None
        self.hand_top: Callable[[], int | None] = lambda: None
        """Where the player's hand is (``FeltNotice.hand_top``)."""
        self._waiting: list[tuple[str, int]] = []
        self._about_position: set[str] = set()
        """What was said about the position on the table, gone when it moves on."""
        self._held = QTimer(self, singleShot=True, interval=MIN_VISIBLE_MS)
        self._held.timeout.connect(self._next)

    @property
    def felt(self) -> FeltNotice:
        """The notice on the felt (made when first needed: the window's frame, drawn
        before the game has loaded, goes without it)."""
        if self._felt is None:
            self._felt = FeltNotice(self._table)
            self._felt.hand_top = lambda: self.hand_top()
        return self._felt

    def say(
        self, text: str, ms: int = 12000, *, on_felt: bool = False, about_position: bool = False
    ) -> None:
        """``text`` in the status bar for ``ms``, after those before it have had their
        time; with ``on_felt`` (what must not be missed: a refusal answers the player's
        own move) at once, and on the felt too. With ``about_position`` it goes as soon
        as the position on the table moves on (``moved_on``)."""
        ms = max(ms, MIN_VISIBLE_MS)
        if about_position:
            self._about_position.add(text)
        self.said.emit(text, on_felt)
        if on_felt:
            self.felt.show_text(text)
            self._bar.showMessage(text, ms)
            self._held.start()
            return
        self._waiting.append((text, ms))
        del self._waiting[:-MOST_WAITING]
        if not self._held.isActive():
            self._next()

    def clear(self, text: str | None = None) -> None:
        """Take ``text`` (or whatever is said) off the status bar and the felt at once:
        the player's move answered it, or it may name a card to hide."""
        if text == "":
            return
        if text is None or self._bar.currentMessage() == text:
            self._bar.clearMessage()
            self._held.stop()
        if self._felt is not None and text in (None, self._felt.text()):
            self._felt.clear()
        self._waiting = [(said, ms) for said, ms in self._waiting if text not in (None, said)]
        self._next()

    def moved_on(self) -> None:
        """The position on the table moved on (a move, a move taken back, a new match, a
        handover): what was said about the one before goes at once, from the status bar
        and the felt, and what waited to be said with it."""
        said, self._about_position = self._about_position, set()
        for text in said:
            self.clear(text)

    def _next(self) -> None:
        if self._held.isActive() or not self._waiting:
            return
        text, ms = self._waiting.pop(0)
        self._bar.showMessage(text, ms)
        self._held.start()
