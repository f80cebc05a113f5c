"""The words on the felt: the two hands' labels, the prompt in the middle, the summary panel.

The sentences come from ``texts``; this class only puts them in their places, a little
smaller when they would not fit.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGraphicsScene

from gin_desktop.engine import Card, Phase, PlayerView

from .. import texts
from .items import Badge, Panel, TextBlock
from .layout import Geometry
from .plan import TablePlan


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


class TableTexts:
    """Owns the text items of the table and writes the view into them."""

    def __init__(self, scene: QGraphicsScene) -> None:
        self.opponent = self._text(scene, 40)
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

    def blocks(self) -> dict[str, TextBlock]:
        return {
            "opponent": self.opponent,
            "hand": self.hand,
            "info": self.info,
            "panel": self.panel_text,
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
    ) -> bool:
        """Write everything; True when the match result covers the whole table."""
        font = g.font_px
        label_box = QRectF(g.left, g.opponent_label_y, g.row_width, font * 1.6)
        self.opponent.set_content(texts.opponent_label(view, note), label_box, font)
        label_box = QRectF(g.left, g.hand_label_y, g.row_width, font * 1.6)
        self.hand.set_content(texts.hand_label(view, selected, hints), label_box, font)
        badge = plan.stock_badge
        self.badge.setVisible(badge is not None)
        if badge is not None:
            self.badge.set_badge(badge[0], badge[1], font * 0.9)
        self._show_info(view, g, hidden=spread or view.phase in (Phase.ENDED, Phase.LAYOFF))
        full = plan.panel and match_result and view.match_over
        # The match result is the whole table: what lies under it is put away.
        self.opponent.setVisible(not full)
        self.hand.setVisible(not full)
        self._show_panel(view, g, shown=plan.panel, full=full, shared=shared)
        return full

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
