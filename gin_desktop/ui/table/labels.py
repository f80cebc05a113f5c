"""The words on the felt: the two hands' labels, the prompt in the middle, the summary panel.

The sentences come from ``texts``; this class only puts them in their places, a little
smaller when they would not fit.
"""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGraphicsScene

from gin_desktop.engine import Card, Phase, PlayerView
from gin_desktop.plan.geometry import Geometry
from gin_desktop.plan.places import TablePlan
from gin_desktop.plan.seats import side_box, slots
from gin_desktop.words import seat_texts, texts
from gin_desktop.words.partner_texts import side_game_html

from .items import Badge, Panel, TextBlock


def fit(block: TextBlock, html: str, box: QRectF, font_px: float) -> None:
    """Write ``html`` centred in ``box``, a little smaller if it would not fit."""
    size = font_px
    for _ in range(6):
        block.set_content(html, box, size, Qt.AlignmentFlag.AlignHCenter)
        if block.content_height() <= box.height() or size <= 10:
            break
        size *= 0.9
    spare = max(0.0, box.height() - block.content_height())
    block.setPos(box.left(), box.top() + spare / 2)


def fit_line(block: TextBlock, html: str, box: QRectF, font_px: float) -> None:
    """Write ``html`` on one line in ``box``, smaller until it fits its width."""
    size = font_px
    for _ in range(8):
        block.set_content(html, box, size)
        if block.content_height() <= max(size, 10) * 1.7 or size <= 10:
            break
        size *= 0.9


class TableTexts:
    """Owns the text items of the table and writes the view into them."""

    def __init__(self, scene: QGraphicsScene) -> None:
        self._scene = scene
        self.opponent = self._text(scene, 40)
        self.others: list[TextBlock] = []
        """The labels of the second and later other seats (a table of three or four)."""
        self.hand = self._text(scene, 40)
        self.info = self._text(scene, 40)
        self.badge = Badge()
        self.badge.setZValue(450)
        scene.addItem(self.badge)
        self.panel = Panel()
        self.panel.setZValue(6000)
        self.panel.setVisible(False)
        scene.addItem(self.panel)
        self.panel_text = self._text(scene, 6001)
        self.side = Panel()
        self.side.setZValue(30)
        self.side.setVisible(False)
        scene.addItem(self.side)
        self.side_text = self._text(scene, 31)
        """Partnership gin: your partner's game, beside yours."""
        self.dealing = False
        """The deal's cards are on their way: the line over your hand counts none yet."""

    @staticmethod
    def _text(scene: QGraphicsScene, z: float) -> TextBlock:
        block = TextBlock()
        block.setZValue(z)
        scene.addItem(block)
        return block

    def hide(self) -> None:
        """No words on the felt (a hot-seat table between turns)."""
        for block in self.blocks().values():
            block.setPlainText("")
            block.setVisible(False)
        self.badge.setVisible(False)
        self.panel.setVisible(False)
        self.side.setVisible(False)

    def blocks(self) -> dict[str, TextBlock]:
        """By name: "opponent" (the first other seat's label; "opponent 2"... the next),
        "hand", "info", "panel"."""
        others = {f"opponent {number + 2}": block for number, block in enumerate(self.others)}
        return {
            **others,
            "opponent": self.opponent,
            "hand": self.hand,
            "info": self.info,
            "panel": self.panel_text,
            "side": self.side_text,
        }

    def show(
        self,
        view: PlayerView,
        g: Geometry,
        plan: TablePlan,
        *,
        selected: Card | None,
        note: str,
        spread: bool,
        match_result: bool,
        shared: bool = False,
        hints: bool = True,
        notes: Mapping[int, str] | None = None,
    ) -> bool:
        """Write everything; True when the match result covers the whole table."""
        font = g.font_px
        self._show_seat_labels(view, g, note, notes or {})
        label_box = QRectF(g.left, g.hand_label_y, g.row_width, font * 1.6)
        words = texts.hand_label(view, selected, hints, dealt=not self.dealing)
        fit_line(self.hand, words, label_box, font)
        badge = plan.stock_badge
        self.badge.setVisible(badge is not None)
        if badge is not None:
            self.badge.set_badge(badge[0], badge[1], font * 0.9)
        # While the summary waits after another's knock or gin, the line says what they did.
        ended = view.phase == Phase.ENDED
        theirs = ended and not plan.panel and view.knocker not in (None, view.seat)
        hidden = spread or view.phase == Phase.LAYOFF or (ended and not theirs)
        self._show_info(view, g, hidden=hidden)
        full = plan.panel and match_result and view.match_over
        # The match result is the whole table: what lies under it is put away.
        for block in (self.opponent, *self.others):
            block.setVisible(not full and bool(block.toPlainText()))
        self.hand.setVisible(not full)
        self._show_panel(view, g, shown=plan.panel, full=full, shared=shared)
        self._show_side(view, g, shown=view.side_game is not None and not full)
        return full

    def _show_seat_labels(
        self, view: PlayerView, g: Geometry, note: str, notes: Mapping[int, str]
    ) -> None:
        """Each other seat's label under its slot; a hand of two keeps its own words."""
        shown = slots(view, g)
        while len(self.others) < len(shown) - 1:
            self.others.append(self._text(self._scene, 40))
        blocks = [self.opponent, *self.others]
        font = g.font_px
        two = len(shown) == 1 and view.playing
        for number, block in enumerate(blocks):
            if number >= len(shown):
                block.set_content("", QRectF(g.left, g.opponent_label_y, 1, 1), font)
                continue
            slot = shown[number]
            box = QRectF(slot.left, g.opponent_label_y, slot.width, font * 1.6)
            seat_note = notes.get(slot.seat, note if two else "")
            html = (
                texts.opponent_label(view, seat_note)
                if two
                else seat_texts.seat_label(view, slot.seat, seat_note)
            )
            fit_line(block, html, box, font)

    def _show_side(self, view: PlayerView, g: Geometry, *, shown: bool) -> None:
        """Your partner's game, small and live, in its box on the top row."""
        self.side.setVisible(shown)
        self.side_text.setVisible(shown)
        if not shown:
            self.side_text.set_content("", g.info, g.font_px)
            return
        rect = side_box(g)
        self.side.setBrush(QColor(12, 38, 24, 200))
        self.side.set_rect(rect)
        pad = g.font_px * 0.5
        box = rect.adjusted(pad, pad, -pad, -pad)
        fit(self.side_text, side_game_html(view), box, g.font_px * 0.85)
        self.side_text.setPos(box.left(), box.top())
        rect.setHeight(min(rect.height(), self.side_text.content_height() + 2 * pad))
        self.side.set_rect(rect)  # no taller than its words

    def _show_info(self, view: PlayerView, g: Geometry, *, hidden: bool) -> None:
        self.info.setVisible(not hidden)
        if hidden:
            self.info.set_content("", g.info, g.font_px)
            return
        html = ""
        hand_stakes = texts.stakes(view)
        if hand_stakes:  # Oklahoma: what the first upcard set, from the deal on
            html += f'<div style="color:#ffe082; font-size:90%">{hand_stakes}</div>'
        html += f'<div style="font-size:115%; font-weight:bold">{texts.prompt(view)}</div>'
        last = texts.last_move(view)
        if last:
            html += f'<div style="color:#d7ecdc; margin-top:4px">{last}</div>'
        fit(self.info, html, g.info, g.font_px)

    def _show_panel(
        self, view: PlayerView, g: Geometry, *, shown: bool, full: bool, shared: bool
    ) -> None:
        self.panel.setVisible(shown)
        self.panel_text.setVisible(shown)
        if not shown:
            return
        if full:
            rect, html, z = g.full_panel, texts.match_html(view, shared), 8000
        else:
            rect, html, z = g.panel, texts.summary_html(view, shared), 6000
        self.panel.setZValue(z)
        self.panel_text.setZValue(z + 1)
        self.panel.setBrush(QColor(12, 38, 24, 255 if full else 246))
        self.panel.set_rect(rect)
        pad = g.font_px * 0.7
        fit(self.panel_text, html, rect.adjusted(pad * 1.5, pad, -pad * 1.5, -pad), g.font_px * 1.3)
