"""The Rumski deck as players with red-green colour blindness see it, simulated:
``uv run python -m gin_desktop.tools.colour_vision --sheet OUT.png`` or
``--screenshots docs/screenshots``.

Ginski's deck has five colours, and about one man in twelve confuses some of them: red with
green (and both with yellow's darker shades), blue with purple. Each colour therefore has a
symbol of its own (``gin_desktop.ui.table.rumski_art``); this tool shows whether that is
enough, by drawing the deck as it is and through two filters:

- **deuteranopia** (no working green cones; with its milder form, the commonest) and
- **protanopia** (no working red cones: reds also look darker),

each the full-severity matrix of Machado, Oliveira and Fernandes, "A Physiologically-based
Model for Simulation of Color Vision Deficiency" (IEEE TVCG 15(6), 2009), applied to linear
RGB: a pixel's sRGB channels are decoded to linear light, multiplied by the matrix, clamped
and encoded again. Each row of a matrix sums to one, so white and every grey are kept.

``--sheet OUT.png`` writes the three versions of one sheet side by side; ``--screenshots
DIR`` writes them as ``rumski-deck.png``, ``rumski-deck-deuteranopia.png`` and
``rumski-deck-protanopia.png`` for the README. A sheet has every colour large at six
numbers and the wild cards (three standing for a card, as in a meld), then small cards fanned
as in a hand: all thirteen of each colour, one number in the five colours, and melds with
wild cards in them.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from pathlib import Path

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QGuiApplication, QImage, QPainter

from gin_desktop.engine import Card, Deck
from gin_desktop.plan.geometry import CARD_RATIO
from gin_desktop.ui.table.art import CardArt
from gin_desktop.ui.table.felt import felt_brush

Matrix = tuple[tuple[float, float, float], ...]

MACHADO: dict[str, Matrix] = {
    "deuteranopia": (
        (0.367322, 0.860646, -0.227968),
        (0.280085, 0.672501, 0.047413),
        (-0.011820, 0.042940, 0.968881),
    ),
    "protanopia": (
        (0.152286, 1.052583, -0.204868),
        (0.114503, 0.786281, 0.099216),
        (-0.003882, -0.048116, 1.051998),
    ),
}
"""Machado et al. (2009), table of severity 1.0: linear RGB in, linear RGB out."""
KINDS = tuple(MACHADO)
SCREENSHOTS = {
    None: "rumski-deck.png",
    "deuteranopia": "rumski-deck-deuteranopia.png",
    "protanopia": "rumski-deck-protanopia.png",
}
"""The file each version of the sheet is written to by ``--screenshots``."""

LARGE, SMALL = 96.0, 56.0
"""Card widths on the sheet (pixels): large as on a big screen, small as at 800x600."""
GAP = 12
FAN_STEP = 0.62
"""How far apart the cards of a fan are, in card widths (as in a hand on the table)."""
LARGE_NUMBERS = (1, 4, 6, 9, 11, 13)
FAN_NUMBER = 8
WILDS_STANDING = ("W1", "W2=7R", "W3=12B", "W4=3G", "W5=13Y", "W1=9P")
MELDS = (("5R", "6R", "W1=7R", "8R"), ("10B", "10P", "W2=10G"), ("11Y", "W3=12Y", "13Y"))
"""Cards shown, a wild card written ``W2=7R`` when it stands for 7R."""


# --- the filter ------------------------------------------------------------------------------


def _decoded(channel: int) -> float:
    """An sRGB channel (0-255) as linear light (0-1)."""
    value = channel / 255
    return value / 12.92 if value <= 0.04045 else ((value + 0.055) / 1.055) ** 2.4


_LINEAR = tuple(_decoded(channel) for channel in range(256))


def _encoded(linear: float) -> int:
    """Linear light, clamped to 0-1, as an sRGB channel (0-255)."""
    value = min(1.0, max(0.0, linear))
    srgb = value * 12.92 if value <= 0.0031308 else 1.055 * value ** (1 / 2.4) - 0.055
    return round(srgb * 255)


def simulate(rgb: tuple[int, int, int], kind: str) -> tuple[int, int, int]:
    """The sRGB colour ``rgb`` as an eye with ``kind`` (one of ``KINDS``) sees it."""
    matrix = MACHADO[kind]
    linear = [_LINEAR[channel] for channel in rgb]
    red, green, blue = (sum(m * c for m, c in zip(row, linear, strict=True)) for row in matrix)
    return _encoded(red), _encoded(green), _encoded(blue)


def filtered(image: QImage, kind: str) -> QImage:
    """A copy of ``image`` as an eye with ``kind`` sees it (alpha kept). Each distinct
    colour is worked out once: a sheet of cards has few."""
    out = image.convertToFormat(QImage.Format.Format_ARGB32)
    pixels = memoryview(out.bits()).cast("I")  # 0xAARRGGBB, 4 bytes a pixel, rows padded to 4
    seen: dict[int, int] = {}
    for index, pixel in enumerate(pixels):
        mapped = seen.get(pixel)
        if mapped is None:
            red, green, blue = simulate((pixel >> 16 & 255, pixel >> 8 & 255, pixel & 255), kind)
            mapped = seen[pixel] = (pixel & 0xFF000000) | red << 16 | green << 8 | blue
        pixels[index] = mapped
    return out


# --- the sheet -------------------------------------------------------------------------------


def _shown(text: str) -> tuple[Card, Card | None]:
    """``"7R"`` as (7R, None); ``"W2=7R"`` as (W2, 7R)."""
    name, _, stands_for = text.partition("=")
    return Card.from_str(name), Card.from_str(stands_for) if stands_for else None


class _Sheet:
    """Cards drawn at places on a sheet, by one ``CardArt``."""

    def __init__(self, painter: QPainter) -> None:
        self.painter = painter
        self.art = CardArt()

    def card(self, text: str, x: float, y: float, width: float) -> None:
        card, stands_for = _shown(text)
        pixmap = self.art.pixmap(card, width, width * CARD_RATIO, 1.0, stands_for=stands_for)
        self.painter.drawPixmap(round(x), round(y), pixmap)

    def row(self, texts: Sequence[str], x: float, y: float, width: float) -> None:
        for i, text in enumerate(texts):
            self.card(text, x + i * (width + GAP), y, width)

    def fan(self, groups: Sequence[Sequence[str]], x: float, y: float, width: float) -> None:
        """Groups of overlapping cards, as a hand or melds lie on the table."""
        for group in groups:
            for text in group:
                self.card(text, x, y, width)
                x += width * FAN_STEP
            x += width * (1 - FAN_STEP) + GAP


def _rows() -> tuple[list[list[str]], list[list[list[str]]]]:
    """The large rows and the small fans of a sheet."""
    colours = Deck.rumski().suits
    large = [[str(Card(n, colour)) for n in LARGE_NUMBERS] for colour in colours]
    large.append(list(WILDS_STANDING))
    ranks = range(1, Deck.rumski().ranks + 1)
    fans = [[[str(Card(n, colour)) for n in ranks]] for colour in colours]
    fans.append([[str(Card(FAN_NUMBER, colour)) for colour in colours], ["W4", "W5"]])
    fans.append([list(meld) for meld in MELDS])
    return large, fans


def deck_sheet() -> QImage:
    """The Rumski deck on the green felt, as the game draws it."""
    large, fans = _rows()
    large_w = len(LARGE_NUMBERS) * (LARGE + GAP) + GAP
    fan_cards = max(sum(len(group) for group in fan) for fan in fans)
    fan_w = (fan_cards - 1) * SMALL * FAN_STEP + SMALL + 3 * GAP
    large_h, small_h = LARGE * CARD_RATIO + GAP, SMALL * CARD_RATIO + GAP
    height = max(len(large) * large_h, len(fans) * small_h) + GAP
    image = QImage(round(large_w + fan_w + GAP), round(height), QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    painter.fillRect(image.rect(), felt_brush("green", image.width(), image.height()))
    sheet = _Sheet(painter)
    for i, texts in enumerate(large):
        sheet.row(texts, GAP, GAP + i * large_h, LARGE)
    for i, groups in enumerate(fans):
        sheet.fan(groups, large_w + 2 * GAP, GAP + i * small_h, SMALL)
    painter.end()
    return image


def labelled(image: QImage, label: str) -> QImage:
    """``image`` under a line of white text on dark grey."""
    band = 34
    out = QImage(image.width(), image.height() + band, QImage.Format.Format_ARGB32)
    out.fill(QColor("#262626"))
    painter = QPainter(out)
    font = QFont()
    font.setPixelSize(18)
    font.setBold(True)
    painter.setFont(font)
    painter.setPen(QColor("#f4f4f4"))
    text_box = QRectF(GAP, 0, image.width() - 2 * GAP, band)
    painter.drawText(text_box, Qt.AlignmentFlag.AlignVCenter, label)
    painter.drawImage(0, band, image)
    painter.end()
    return out


def versions() -> dict[str | None, QImage]:
    """The sheet as it is (key None) and through each filter, each with its label."""
    sheet = deck_sheet()
    labels = {
        None: "The Rumski deck",
        "deuteranopia": "Simulated deuteranopia (Machado et al. 2009)",
        "protanopia": "Simulated protanopia (Machado et al. 2009)",
    }
    return {
        kind: labelled(sheet if kind is None else filtered(sheet, kind), label)
        for kind, label in labels.items()
    }


def write_sheet(path: Path) -> None:
    """The three versions side by side in one image."""
    images = list(versions().values())
    width = sum(image.width() for image in images) + GAP * (len(images) - 1)
    out = QImage(width, max(image.height() for image in images), QImage.Format.Format_ARGB32)
    out.fill(QColor("#262626"))
    painter = QPainter(out)
    x = 0
    for image in images:
        painter.drawImage(x, 0, image)
        x += image.width() + GAP
    painter.end()
    _save(out, path)


def write_screenshots(folder: Path) -> list[Path]:
    """The three versions as the README's screenshots; returns the files written."""
    folder.mkdir(parents=True, exist_ok=True)
    written = []
    for kind, image in versions().items():
        path = folder / SCREENSHOTS[kind]
        _save(image, path)
        written.append(path)
    return written


def _save(image: QImage, path: Path) -> None:
    if not image.save(str(path)):
        raise OSError(f"could not write {path}")


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m gin_desktop.tools.colour_vision",
        description="The Rumski deck as drawn and as red-green colour blind eyes see it.",
    )
    parser.add_argument("--sheet", type=Path, help="write the three versions side by side")
    parser.add_argument("--screenshots", type=Path, help="write the README's three screenshots")
    args = parser.parse_args(argv)
    if args.sheet is None and args.screenshots is None:
        parser.error("say --sheet OUT.png, --screenshots FOLDER or both")
    application = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    if args.sheet is not None:
        write_sheet(args.sheet)
        print(args.sheet)
    if args.screenshots is not None:
        for path in write_screenshots(args.screenshots):
            print(path)
    del application
    return 0


if __name__ == "__main__":
    sys.exit(main())
