"""The felt of the table, in the colours a player may choose.

The felt is a radial gradient, lighter under the middle of the table, drawn as the scene's
background brush (a cloth texture would cost a pixmap the size of a 4K window)."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPointF
from PySide6.QtGui import QBrush, QColor, QRadialGradient

_FELTS = {
    "green": ("#2f7a4c", "#17492c"),
    "blue": ("#2c6392", "#15324f"),
    "burgundy": ("#7f2f3d", "#481620"),
}
"""Each felt's colour under the middle of the table and at its far corners."""
TABLE_COLOURS = tuple(_FELTS)
"""The felts a table may have, by the names the preferences keep."""


def felt_stops(name: str) -> tuple[str, str]:
    """The felt's colours in the middle of the table and at its corners (``#rrggbb``)."""
    return _FELTS[name] if name in _FELTS else _FELTS["green"]


def felt_colour(name: str) -> QColor:
    """The felt's colour in the middle of the table."""
    return QColor(_FELTS[name][0])


def felt_brush(name: str, width: float, height: float) -> QBrush:
    """The felt ``name`` (one of ``TABLE_COLOURS``) for a table of ``width`` x ``height``."""
    if name not in _FELTS:
        raise ValueError(f"no table colour is called {name!r}: {', '.join(TABLE_COLOURS)}")
    middle, corner = _FELTS[name]
    gradient = QRadialGradient(QPointF(width / 2, height / 2), max(width, height) * 0.7)
    gradient.setColorAt(0.0, QColor(middle))
    gradient.setColorAt(1.0, QColor(corner))
    return QBrush(gradient)


@dataclass(frozen=True)
class Looks:
    """How the player chose the cards and the table to look, for a screen besides the
    table that draws them too (a replay)."""

    four_colour: bool = False
    back: str = "navy"
    felt: str = "green"


DEFAULT_LOOKS = Looks()
"""Two colours, the navy back, green felt."""
