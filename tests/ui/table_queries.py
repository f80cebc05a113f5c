"""What the tests read off the card table: its texts, its drop zones and the board.

The window never asks the scene these (it shows views; the scene words and lays them
out), so they live here rather than in ``TableScene``, read through its public parts:
``scene.texts`` and the scene's items.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF

from gin_desktop.ui.table.items import CardItem, DropZone, TextBlock
from gin_desktop.ui.table.scene import TableScene


def info_text(scene: TableScene) -> str:
    """The prompt and the last moves, in the middle of the table."""
    return scene.texts.info.toPlainText()


def panel_text(scene: TableScene) -> str:
    """The summary panel's words (a hand's or the match's result); "" while it is hidden."""
    texts = scene.texts
    return texts.panel_text.toPlainText() if texts.panel.isVisible() else ""


def panel_rect(scene: TableScene) -> QRectF | None:
    texts = scene.texts
    return texts.panel.rect() if texts.panel.isVisible() else None


def text_blocks(scene: TableScene) -> dict[str, TextBlock]:
    """The visible texts on the felt, by name: "opponent", "hand", "info", "panel"."""
    blocks = scene.texts.blocks().items()
    return {name: block for name, block in blocks if block.isVisible() and block.toPlainText()}


def zone_item(scene: TableScene, name: str) -> DropZone | None:
    """The drop zone called ``name`` ("knock", "discard", "meld:2"...), once it was shown."""
    zones = [item for item in scene.items() if isinstance(item, DropZone) and item.name == name]
    return zones[0] if zones else None


def snapshot(scene: TableScene) -> list[tuple[str, str, float, float, bool]]:
    """Every card item's face, zone and place: the board, for "nothing changed" checks."""
    rows = []
    for item in scene.items():
        if isinstance(item, CardItem):
            face = str(item.card) if item.card is not None and item.face_up else "##"
            place = (round(item.x(), 1), round(item.y(), 1))
            rows.append((face, str(item.zone), *place, item.isVisible()))
    return sorted(rows)
