"""A finished hand shown again, move by move: every hand face up in its melds with its
deadwood, the stock and the discard pile, what each move did in words, and the showdown
as it happened.

The hand is over, so nothing is hidden any more: at its showdown every hand was shown.
The board draws with the table's own card art; names are painted as text, never markup.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QKeyEvent, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from gin_desktop.ai.review import HandReview
from gin_desktop.engine import Card, Event, HandReplay, ReplayStep
from gin_desktop.words import review_words as words
from gin_desktop.words.hint_words import decision_text
from gin_desktop.words.wording import event_what, event_who, summary_body, summary_title

from ..table.art import CardArt
from ..table.felt import DEFAULT_LOOKS, Looks, felt_brush
from ..table.items import MELD_COLOURS

OVERLAP = 0.62
"""How much of a card's width the next card of its meld leaves showing."""
GROUP_GAP = 0.3
"""The space between two melds, in card widths."""
MOST_CARDS = 11
"""A hand holds at most eleven cards (after a draw)."""
_TEXT, _TURN, _LAID_OFF = QColor("#ffffff"), QColor("#ffe082"), QColor("#ffc107")


@dataclass(frozen=True)
class HandRow:
    """One seat's cards as the board lays them out: melds first, then the deadwood."""

    seat: int
    groups: tuple[tuple[Card, ...], ...]
    melded: int
    """How many of the groups are melds (the rest, one group at most, is deadwood)."""
    deadwood: int
    knocked: bool


def hand_rows(step: ReplayStep) -> tuple[HandRow, ...]:
    """Each hand as the engine shows it (``ReplayStep.shown``), cut into groups to draw."""
    rows = []
    for seat, shown in enumerate(step.shown):
        melds = tuple(meld for meld in shown.melds if meld)
        groups = (*melds, shown.deadwood) if shown.deadwood else melds
        row = HandRow(
            seat=seat,
            groups=groups,
            melded=len(melds),
            deadwood=shown.points,
            knocked=seat == step.knocker,
        )
        rows.append(row)
    return tuple(rows)


def _width_in_cards(row: HandRow) -> float:
    """How wide ``row`` is drawn, in card widths (at least a full hand's width)."""
    drawn = sum(1 + OVERLAP * (len(group) - 1) for group in row.groups)
    least = 1 + (MOST_CARDS - 1) * OVERLAP + 3 * GROUP_GAP
    return max(least, drawn + GROUP_GAP * max(0, len(row.groups) - 1))


class ReplayBoard(QWidget):
    """The hand at one step, drawn on felt: the other hands at the top, the stock and the
    discard pile in the middle, ``bottom``'s hand below."""

    def __init__(
        self,
        replay: HandReplay,
        names: Sequence[str],
        bottom: int,
        looks: Looks = DEFAULT_LOOKS,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.replay, self.names, self.bottom = replay, tuple(names), bottom
        self.art = CardArt()
        self.art.set_four_colour(looks.four_colour)
        self.art.set_back(looks.back)
        self.art.set_high_contrast(looks.high_contrast)
        self.felt = looks.felt
        self.step = replay.steps[0]
        self._slots = max(_width_in_cards(row) for step in replay.steps for row in hand_rows(step))
        """The widest hand of the whole replay, in card widths: the cards keep one size."""
        self.setMinimumSize(640, 420)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

    def show_step(self, step: ReplayStep) -> None:
        self.step = step
        self.update()

    def rows(self) -> tuple[HandRow, ...]:
        """The hands as drawn, top to bottom: the others in turn order, then ``bottom``."""
        rows = hand_rows(self.step)
        return (*(r for r in rows if r.seat != self.bottom), rows[self.bottom])

    def label(self, row: HandRow) -> str:
        """The words above a hand: the name and its deadwood."""
        name = self.names[row.seat] if row.seat < len(self.names) else "?"
        return words.hand_label(name, row.deadwood, knocked=row.knocked)

    def card_width(self) -> float:
        rows = len(self.step.hands) + 1
        text = self._text_px() * 1.6
        by_height = (self.height() - 24 - rows * text) / rows / 1.4 / 1.1
        return max(24.0, min(by_height, (self.width() - 24) / self._slots, 150.0))

    @staticmethod
    def _bar(height: float) -> float:
        """The room above a hand for the bars over its melds."""
        return max(3.0, height * 0.035) + 3

    def _text_px(self) -> float:
        return max(13.0, min(22.0, self.height() / 34))

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHints(
            QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing
        )
        painter.fillRect(self.rect(), felt_brush(self.felt, self.width(), self.height()))
        width = self.card_width()
        height, text = width * 1.4, self._text_px()
        font = QFont(self.font())
        font.setPixelSize(round(text))
        painter.setFont(font)
        line = text * 1.6
        band = (self.height() - 24) / (len(self.step.hands) + 1)
        rows = self.rows()
        for index, row in enumerate(rows):
            slot = index if index < len(rows) - 1 else index + 1  # the middle is the table's
            top = 12 + slot * band
            self._paint_label(painter, QRectF(12, top, self.width() - 24, line), row)
            self._paint_hand(
                painter, row, QPointF(12, top + line + self._bar(height)), width, height
            )
        self._paint_middle(painter, 12 + (len(rows) - 1) * band, width, height, line)
        painter.end()

    def _paint_label(self, painter: QPainter, rect: QRectF, row: HandRow) -> None:
        to_act = row.seat == self.step.to_act
        painter.setPen(_TURN if to_act else _TEXT)
        text = self.label(row)
        if to_act:
            text = words.to_play(text)
        painter.drawText(rect, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, text)

    def _paint_hand(self, painter: QPainter, row: HandRow, at: QPointF, w: float, h: float) -> None:
        laid_off, ratio = set(self.step.laid_off), self.devicePixelRatioF()
        x, bar = at.x(), self._bar(h) - 3
        for number, group in enumerate(row.groups):
            if number < row.melded:  # a coloured bar over each meld, as on the table
                span = w * (1 + OVERLAP * (len(group) - 1))
                colour = QColor(MELD_COLOURS[number % len(MELD_COLOURS)])
                painter.fillRect(QRectF(x, at.y() - bar - 1.5, span, bar), colour)
            for position, card in enumerate(group):
                painter.drawPixmap(QPointF(x, at.y()), self.art.pixmap(card, w, h, ratio))
                if card in laid_off:
                    painter.setPen(QPen(_LAID_OFF, max(2.0, w / 24)))
                    painter.setBrush(Qt.BrushStyle.NoBrush)
                    painter.drawRoundedRect(QRectF(x, at.y(), w, h), w / 14, w / 14)
                x += w * OVERLAP if position < len(group) - 1 else w
            x += w * GROUP_GAP

    def _paint_middle(self, painter: QPainter, top: float, w: float, h: float, line: float) -> None:
        ratio, step = self.devicePixelRatioF(), self.step
        left = QPointF(12, top + line)
        painter.setPen(_TEXT)
        flags = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
        painter.drawText(QRectF(12, top, w * 3, line), flags, words.stock(step.stock_count))
        if step.stock_count:
            painter.drawPixmap(left, self.art.pixmap(None, w, h, ratio))
        pile_x = 12 + w * 1.6
        painter.drawText(QRectF(pile_x, top, w * 4, line), flags, words.discard_pile())
        shown = step.discard_pile[-3:]
        if not shown:
            painter.setPen(QPen(_TEXT, 1, Qt.PenStyle.DashLine))
            painter.drawRoundedRect(QRectF(pile_x, top + line, w, h), w / 14, w / 14)
        for index, card in enumerate(shown):
            at = QPointF(pile_x + index * w * OVERLAP * 0.5, top + line)
            painter.drawPixmap(at, self.art.pixmap(card, w, h, ratio))


class ReplayDialog(QDialog):
    """Steps through ``replay`` with buttons and the arrow, Home and End keys; with a
    ``review`` (``show_review``), the coach's word on each step's decision beside it."""

    def __init__(
        self,
        replay: HandReplay,
        names: Sequence[str],
        seat: int,
        *,
        shared: bool = False,
        looks: Looks = DEFAULT_LOOKS,
        title: str = "",
        parent: QWidget | None = None,
        spoken_to: bool = True,
    ) -> None:
        super().__init__(parent)
        self.review: HandReview | None = None
        self.coach = QLabel()
        self.coach.setWordWrap(True)
        self.coach.hide()
        said = words.replay_words()
        self.setWindowTitle(title or said.title)
        self.replay, self.names, self.seat, self.shared = replay, tuple(names), seat, shared
        self.spoken_to = spoken_to
        """The summary at the end speaks to ``seat`` ("you had…"); else only its title is
        shown, by name (a hand the expert played in a person's seat)."""
        self.board = ReplayBoard(replay, names, seat, looks)
        self.board.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.position = QLabel()
        self.said = QLabel()
        self.said.setTextFormat(Qt.TextFormat.PlainText)
        self.said.setWordWrap(True)
        self.summary = QLabel()
        self.summary.setTextFormat(Qt.TextFormat.RichText)
        self.summary.setWordWrap(True)
        # On felt, as on the table: its cards are coloured for a dark ground.
        self.summary.setStyleSheet(
            "QLabel { background: #17492c; color: #ffffff; padding: 8px; border-radius: 4px; }"
        )
        self.first_button = self._button(said.first, self.first)
        self.back_button = self._button(said.back, self.back)
        self.forward_button = self._button(said.forward, self.forward)
        self.last_button = self._button(said.last, self.last)
        self._keys = {
            Qt.Key.Key_Home: self.first,
            Qt.Key.Key_Left: self.back,
            Qt.Key.Key_Right: self.forward,
            Qt.Key.Key_End: self.last,
        }
        steps = QHBoxLayout()
        for button in (self.first_button, self.back_button, self.forward_button, self.last_button):
            steps.addWidget(button)
        steps.addStretch(1)
        steps.addWidget(self.position)
        close = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        close.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.board, 1)
        layout.addLayout(steps)
        layout.addWidget(self.said)
        layout.addWidget(self.coach)
        layout.addWidget(self.summary)
        layout.addWidget(close)
        self.index = 0
        self.resize(980, 720)
        self.go(0)

    def _button(self, text: str, slot: Callable[[], None]) -> QPushButton:
        button = QPushButton(text)
        button.setAutoDefault(False)
        button.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the arrow keys step, not move focus
        button.clicked.connect(slot)
        return button

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Left and Right step back and forward, Home and End go to the deal and the end."""
        move = self._keys.get(Qt.Key(event.key()))
        if move is None:
            super().keyPressEvent(event)
        else:
            move()

    @property
    def step(self) -> ReplayStep:
        return self.replay.steps[self.index]

    def go(self, index: int) -> None:
        last = len(self.replay.steps) - 1
        self.index = max(0, min(index, last))
        self.board.show_step(self.step)
        self.position.setText(words.position(self.index, last))
        self.said.setText("\n".join(self.sentences(self.step.events)))
        at_end = self.index == last
        view = self.replay.view(self.seat, self.names)
        body = summary_body(view) if self.spoken_to else ""
        title = summary_title(view, self.shared or not self.spoken_to)
        self.summary.setText(f"<b>{title}</b> {body}" if at_end else "")
        self.summary.setVisible(at_end)
        self._show_coach()
        for button, enabled in (
            (self.first_button, self.index > 0),
            (self.back_button, self.index > 0),
            (self.forward_button, not at_end),
            (self.last_button, not at_end),
        ):
            button.setEnabled(enabled)

    def show_review(self, review: HandReview) -> None:
        """The coach's review of the hand: its word on each decision, step by step."""
        self.review = review
        self._show_coach()

    def _show_coach(self) -> None:
        decision = next(
            (d for d in (self.review.decisions if self.review else ()) if d.move == self.index),
            None,
        )
        self.coach.setText("" if decision is None else decision_text(decision))
        self.coach.setVisible(decision is not None)

    def sentences(self, events: Sequence[Event]) -> list[str]:
        """What the step's events say, a sentence each, every card named."""
        said = []
        for event in events:
            who = event_who(event, self.names)
            what = event_what(event, self.names, self.replay.rules, ())
            text = words.event_sentence(who, what)
            said.append(text if text.endswith(".") else text + ".")
        return said

    def first(self) -> None:
        self.go(0)

    def back(self) -> None:
        self.go(self.index - 1)

    def forward(self) -> None:
        self.go(self.index + 1)

    def last(self) -> None:
        self.go(len(self.replay.steps) - 1)
