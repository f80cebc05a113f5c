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

from PySide6.QtCore import QEvent, QObject, QPoint, QRect, QRectF, QSize, QTimer, Signal
from PySide6.QtWidgets import QGraphicsView, QLabel, QStatusBar, QWidget

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
WIDEST = 0.9
"""Of the table's width, at most, for a notice that finds no room at ``FELT_WIDTH``."""
GAP = 3
"""Pixels at least between the notice and the words it leaves clear."""


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
        dealt): the notice sits as near above it as the felt's words leave room."""
        self.keep_clear: Callable[[], list[QRect]] = list
        """What the notice must not cover, in the table's pixels: each line of words on
        the felt (the player's line, the prompt, the seats' labels) and the player's hand."""
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
        """Centred, as near above the player's hand as there is room between the felt's
        words (``keep_clear``): never over the player's line or the prompt; wider, or
        elsewhere on the felt (below the hand, over the other seats' cards), when the
        room there is too small."""
        table = self.parentWidget()
        if table is None:
            return
        top = self.hand_top()
        bottom = int(table.height() * FELT_HEIGHT) if top is None else top - ABOVE_HAND
        clear = self.keep_clear()
        for share in (FELT_WIDTH, WIDEST):
            width = max(200, int(table.width() * share))
            self.setFixedWidth(width)
            self.adjustSize()
            place = _free_place(clear, self.size(), table.size(), bottom)
            if place is not None:
                self.move(place)
                return
        width = max(200, int(table.width() * FELT_WIDTH))  # no room anywhere: as it was
        self.setFixedWidth(width)
        self.adjustSize()
        self.move((table.width() - width) // 2, max(0, bottom - self.height()))


def _free_place(clear: list[QRect], size: QSize, room: QSize, bottom: int) -> QPoint | None:
    """Where a notice of ``size`` covers none of ``clear`` within ``room``: nearest to
    centred with its foot at ``bottom``; None if nowhere. It may move sideways, clear of
    the card or the words beside it."""
    centred = (room.width() - size.width()) // 2
    lefts = {centred}
    for rect in clear:
        lefts |= {rect.right() + 1 + GAP, rect.left() - GAP - size.width()}
    best: tuple[int, QPoint] | None = None
    for left in sorted(x for x in lefts if 0 <= x <= room.width() - size.width()):
        top = _free_top(clear, left, size.width(), size.height(), room.height(), bottom)
        if top is None:
            continue
        cost = abs(top - (bottom - size.height())) + abs(left - centred)
        if best is None or cost < best[0]:
            best = (cost, QPoint(left, top))
    return None if best is None else best[1]


def _free_top(
    clear: list[QRect], left: int, width: int, height: int, room: int, bottom: int
) -> int | None:
    """The top of a notice ``height`` tall over columns ``left`` to ``left + width`` that
    covers none of ``clear``, nearest to ending at ``bottom``; None if none fits."""
    covers = sorted(
        (rect.top() - GAP, rect.bottom() + GAP)
        for rect in clear
        if rect.right() >= left and rect.left() <= left + width
    )
    gaps, start = [], 0
    for top, end in covers:
        if top > start:
            gaps.append((start, top))
        start = max(start, end + 1)
    gaps.append((start, room))
    wanted = bottom - height
    best: int | None = None
    for first, last in gaps:
        if last - first < height:
            continue
        place = min(max(wanted, first), last - height)
        if best is None or abs(place - wanted) < abs(best - wanted):
            best = place
    return best


def words_on(table: QGraphicsView) -> list[QRect]:
    """What a notice over ``table`` leaves clear, in its pixels: each line of words on the
    felt, each word of a drop zone ("Knock") or a count, and each card face up (your hand,
    the discard pile, melds shown); a face-down card (the stock, another's hand) it may
    cover."""
    # loaded after the frame's first paint (tests/ui/test_startup.py)
    from PySide6.QtWidgets import QGraphicsSimpleTextItem

    from ..table.items import CardItem, TextBlock

    scene = table.scene()
    rects: list[QRectF] = []
    for item in [] if scene is None else scene.items():
        if not item.isVisible():
            continue
        words = isinstance(item, QGraphicsSimpleTextItem) and bool(item.text())
        if isinstance(item, TextBlock):
            rects += item.line_rects()
        elif words or (isinstance(item, CardItem) and item.face_up):
            rects.append(item.sceneBoundingRect())
    offset = table.viewport().pos()
    return [table.mapFromScene(rect).boundingRect().translated(offset) for rect in rects]


class Messages(QObject):
    """The window's sentences: the status bar, in turn, and the felt for what matters."""

    said = Signal(str, bool)
    """A sentence, and whether it must not be missed (shown on the felt too)."""

    def __init__(self, status_bar: QStatusBar, table: QGraphicsView) -> None:
        super().__init__(status_bar)
        self._bar, self._table = status_bar, table
        self._felt: FeltNotice | None = None
        self.hand_top: Callable[[], int | None] = lambda: None
        """Where the player's hand is (``FeltNotice.hand_top``)."""
        self.keep_clear: Callable[[], list[QRect]] = lambda: words_on(table)
        """What a notice leaves clear (``FeltNotice.keep_clear``): the felt's words and
        cards face up when ``table`` is the card table (``words_on``)."""
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
            self._felt.keep_clear = lambda: self.keep_clear()
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
