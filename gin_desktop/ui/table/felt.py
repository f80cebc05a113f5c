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
HIGH_CONTRAST = "-contrast"
"""Added to a felt's name: the same felt, dark enough that the table's words read at 7:1
or more (WCAG 2.1 AAA) on all of it."""
_FELTS |= {
    "green" + HIGH_CONTRAST: ("#0b2818", "#05140b"),
    "blue" + HIGH_CONTRAST: ("#0b2036", "#050f1b"),
    "burgundy" + HIGH_CONTRAST: ("#2d0c14", "#16050a"),
}


def felt_named(name: str, high_contrast: bool) -> str:
    """The felt ``name``, or its high-contrast version."""
    base = name.removesuffix(HIGH_CONTRAST)
    return base + HIGH_CONTRAST if high_contrast else base


def wants_high_contrast(choice: str) -> bool:
    """Whether the table is drawn in high contrast: chosen so, or chosen "as the system"
    and the system asks for it (``QStyleHints.accessibility``)."""
    if choice != "system":
        return choice == "high"
    # Here, not at the top: the felt is loaded with the window's frame, whose first paint goes
    # without Qt's namespace of flags (some 14 ms; tests/ui/test_startup.py).
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QGuiApplication

    hints = QGuiApplication.styleHints()  # held: its accessibility hints die with it
    accessibility = hints.accessibility()
    return accessibility.contrastPreference() == Qt.ContrastPreference.HighContrast


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
    # (a felt's high-contrast version is named by ``felt_named``)
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
    """A felt's name, its high-contrast version's too (``felt_named``)."""
    high_contrast: bool = False


DEFAULT_LOOKS = Looks()
"""Two colours, the navy back, green felt."""
