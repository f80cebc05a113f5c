"""The card art: court cards are figures (a king, a queen, a jack, each its own), drawn
double-ended in the suit's colour; the backs and the felts a player may choose.

Pictures are judged by measures a broken drawing would fail: how much of the frame is bare
paper and how many of its pixels are edges of drawn lines (the framed letter of old left
0.7 of it or more bare, with under 0.09 edges; the figures leave under half, with over 0.15),
the colours only a figure has (skin, the king's silver beard, the queen's auburn hair), how
far two cards' pixels differ, and how close a card is to itself turned upside down.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QImage, QTransform

from gin_desktop.engine import Card
from gin_desktop.plan.geometry import CARD_RATIO
from gin_desktop.storage import CARD_BACKS, TABLE_COLOURS
from gin_desktop.ui.table import art, court, felt
from gin_desktop.ui.table.art import FOUR_COLOURS, TWO_COLOURS, CardArt

WIDTH_PX = 120
COURTS = [rank + suit for suit in "SHDC" for rank in "KQJ"]


def face(name: str | None, *, width: float = WIDTH_PX, four: bool = False) -> QImage:
    """The card alone (its shadow cut away), at ``width`` device pixels."""
    card_art = CardArt()
    card_art.set_four_colour(four)
    height = width * CARD_RATIO
    pixmap = card_art.pixmap(None if name is None else Card.from_str(name), width, height, 1.0)
    return pixmap.toImage().copy(0, 0, round(width), round(height))


def frame_pixels(image: QImage) -> list[tuple[QColor, QColor]]:
    """Each pixel inside the court frame with its right-hand neighbour."""
    w, h = image.width(), image.height()
    return [
        (image.pixelColor(x, y), image.pixelColor(x + 1, y))
        for y in range(int(h * 0.16), int(h * 0.84))
        for x in range(int(w * 0.25), int(w * 0.75))
    ]


def distance(a: QColor, b: QColor) -> int:
    return abs(a.red() - b.red()) + abs(a.green() - b.green()) + abs(a.blue() - b.blue())


def edge_share(image: QImage) -> float:
    pairs = frame_pixels(image)
    return sum(distance(a, b) > 90 for a, b in pairs) / len(pairs)


def colour_share(image: QImage, colour: QColor, tolerance: int = 40) -> float:
    pairs = frame_pixels(image)
    return sum(distance(a, colour) < tolerance for a, _ in pairs) / len(pairs)


def bare_share(image: QImage) -> float:
    """How much of the frame is bare paper (of its gradient from top to bottom)."""
    papers = (court.PAPER_TOP, court.PAPER_BOTTOM)
    pairs = frame_pixels(image)
    return sum(any(distance(a, paper) < 45 for paper in papers) for a, _ in pairs) / len(pairs)


def differing_share(a: QImage, b: QImage) -> float:
    w, h = a.width(), a.height()
    pixels = [(x, y) for y in range(0, h, 2) for x in range(0, w, 2)]
    return sum(distance(a.pixelColor(x, y), b.pixelColor(x, y)) > 60 for x, y in pixels) / len(
        pixels
    )


@pytest.mark.parametrize("name", COURTS)
def test_a_court_card_is_a_figure_drawn_in_lines_not_a_framed_letter(qtbot, name):
    image = face(name)
    assert edge_share(image) > 0.13, "too few lines for a figure"
    assert colour_share(image, court.SKIN) > 0.03, "no face"
    assert colour_share(image, court.GOLD) > 0.02, "no crown, no trim"
    assert bare_share(image) < 0.55, "the frame is mostly empty"


def test_king_queen_and_jack_are_three_different_figures(qtbot):
    king, queen, jack = (face(rank + "H") for rank in "KQJ")
    for a, b in ((king, queen), (king, jack), (queen, jack)):
        assert differing_share(a, b) > 0.12
    # Each by what only it has: the king's silver beard, the queen's long auburn hair, the
    # jack's golden curls.
    assert colour_share(king, court.SILVER, 25) > 3 * colour_share(queen, court.SILVER, 25)
    assert colour_share(queen, court.AUBURN, 25) > 0.05 > colour_share(king, court.AUBURN, 25)
    assert colour_share(jack, court.GOLDEN_HAIR, 25) > 2 * colour_share(king, court.GOLDEN_HAIR, 25)


@pytest.mark.parametrize("name", ["KS", "QD", "JC"])
def test_a_court_card_reads_the_same_either_way_up(qtbot, name):
    image = face(name)
    turned = image.transformed(QTransform().rotate(180))
    assert differing_share(image, turned) < 0.04
    # The figure itself is not symmetrical top to bottom: the two ends are turned, not
    # mirrored.
    mirrored = image.flipped(Qt.Orientation.Vertical)
    assert differing_share(image, mirrored) > differing_share(image, turned) + 0.03


@pytest.mark.parametrize(("name", "suit"), [("KD", "D"), ("QC", "C"), ("JH", "H")])
def test_the_robe_is_in_the_suit_colour_of_either_deck(qtbot, name, suit):
    from gin_desktop.engine import Suit

    two, four = face(name), face(name, four=True)
    two_colour, four_colour = QColor(TWO_COLOURS[Suit[suit]]), QColor(FOUR_COLOURS[Suit[suit]])
    assert colour_share(two, two_colour, 30) > 0.08
    assert colour_share(four, four_colour, 30) > 0.08
    if two_colour != four_colour:
        assert colour_share(four, two_colour, 30) < 0.01


@pytest.mark.parametrize("width", [60, 300])
def test_court_cards_are_drawn_at_every_size(qtbot, width):
    """At 60 pixels the figure is still there (not blurred into the frame); at 300 the
    small details appear (the jewels of the king's crown)."""
    image = face("KH", width=width)
    assert edge_share(image) > 0.1
    assert colour_share(image, court.SKIN) > 0.03
    sapphires = colour_share(image, court.SAPPHIRE, 60)
    assert (sapphires > 0) == (width >= 300)


def test_the_two_backs_differ_and_the_choices_match_the_preferences(qtbot):
    assert tuple(art.CARD_BACKS) == CARD_BACKS
    assert tuple(felt.TABLE_COLOURS) == TABLE_COLOURS
    navy_art, red_art = CardArt(), CardArt()
    red_art.set_back("red")
    navy, red = (a.pixmap(None, 100, 140, 1.0).toImage() for a in (navy_art, red_art))
    assert differing_share(navy, red) > 0.5
    middle = red.pixelColor(20, 30)
    assert middle.red() > 2 * middle.blue()
    middle = navy.pixelColor(20, 30)
    assert middle.blue() > 2 * middle.red()
    with pytest.raises(ValueError, match="purple"):
        red_art.set_back("purple")
    with pytest.raises(ValueError, match="orange"):
        felt.felt_brush("orange", 100, 100)


def test_changing_the_back_renders_it_again(qtbot):
    card_art = CardArt()
    before = card_art.pixmap(None, 80, 112, 1.0)
    assert card_art.pixmap(None, 80, 112, 1.0) is before  # kept
    card_art.set_back("red")
    after = card_art.pixmap(None, 80, 112, 1.0)
    assert differing_share(before.toImage(), after.toImage()) > 0.5
