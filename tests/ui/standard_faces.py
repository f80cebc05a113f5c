"""The reference picture of the standard deck's faces, to prove a change to the card art
left them as they were: ``uv run python -m tests.ui.standard_faces`` writes it.

The picture, ``tests/data/standard-faces.png``, is a strip of standard cards (an ace, pips,
a ten, the three figures) in the two-colour deck above the four-colour deck, each drawn by
``CardArt.pixmap`` with its shadow, at one small width. It was written by the code of
``main`` before the Rumski deck was drawn; write it again only for a change to the standard
faces that is meant.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QImage, QPainter

from gin_desktop.engine import Card
from gin_desktop.plan.geometry import CARD_RATIO
from gin_desktop.ui.table.art import CardArt

REFERENCE = Path(__file__).resolve().parents[1] / "data" / "standard-faces.png"
NAMES = ("AS", "7H", "TD", "3C", "KH", "QS", "JD", "9C")
WIDTH = 50
"""Each card's width in pixels (at device pixel ratio 1)."""
PITCH = 56
ROW = 76
"""Where each card stands in the strip: every ``PITCH`` pixels across, ``ROW`` down."""


def standard_faces() -> QImage:
    """The strip as the code draws it now."""
    image = QImage(PITCH * len(NAMES), ROW * 2, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.white)
    painter = QPainter(image)
    for row, four in enumerate((False, True)):
        art = CardArt()
        art.set_four_colour(four)
        for column, name in enumerate(NAMES):
            pixmap = art.pixmap(Card.from_str(name), WIDTH, WIDTH * CARD_RATIO, 1.0)
            painter.drawPixmap(column * PITCH, row * ROW, pixmap)
    painter.end()
    return image


if __name__ == "__main__":
    from PySide6.QtWidgets import QApplication

    application = QApplication([])
    standard_faces().save(str(REFERENCE))
    print(REFERENCE)
