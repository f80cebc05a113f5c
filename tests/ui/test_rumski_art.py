"""The Rumski deck drawn: every card paints at every size, no two numbered cards look alike,
the wild card looks like no other, the five colours differ by shape as well as by hue, a
wild card shows the card it stands for, and the standard deck looks as it did before."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter

from gin_desktop.engine import Card, Colour, Deck
from gin_desktop.plan.geometry import CARD_RATIO
from gin_desktop.ui.table import rumski_art
from gin_desktop.ui.table.art import CardArt, paint_face
from tests.ui.standard_faces import REFERENCE, standard_faces

RUMSKI = Deck.rumski().cards
NUMBERED = [card for card in RUMSKI if not card.is_wild]
WILDS = [card for card in RUMSKI if card.is_wild]
COLOURS = Deck.rumski().suits


def face(card: Card, width: float = 80, stands_for: Card | None = None) -> QImage:
    """The card alone (its shadow cut away), at ``width`` device pixels."""
    height = width * CARD_RATIO
    pixmap = CardArt().pixmap(card, width, height, 1.0, stands_for=stands_for)
    return pixmap.toImage().copy(0, 0, round(width), round(height))


def distance(a: QColor, b: QColor) -> int:
    return abs(a.red() - b.red()) + abs(a.green() - b.green()) + abs(a.blue() - b.blue())


def differing_share(a: QImage, b: QImage, step: int = 2) -> float:
    pixels = [(x, y) for y in range(0, a.height(), step) for x in range(0, a.width(), step)]
    far = sum(distance(a.pixelColor(x, y), b.pixelColor(x, y)) > 60 for x, y in pixels)
    return far / len(pixels)


def dark_share(image: QImage) -> float:
    pixels = [(x, y) for y in range(0, image.height(), 2) for x in range(0, image.width(), 2)]
    return sum(image.pixelColor(x, y).lightness() < 80 for x, y in pixels) / len(pixels)


def colour_share(image: QImage, colour: QColor, tolerance: int = 40) -> float:
    pixels = [(x, y) for y in range(0, image.height(), 2) for x in range(0, image.width(), 2)]
    near = sum(distance(image.pixelColor(x, y), colour) < tolerance for x, y in pixels)
    return near / len(pixels)


@pytest.mark.parametrize(("width", "ratio"), [(40, 1.0), (56, 1.0), (90, 2.0), (300, 1.0)])
def test_every_rumski_card_paints_at_every_size(qtbot, width, ratio):
    art = CardArt()
    for card in RUMSKI:
        pixmap = art.pixmap(card, width, width * CARD_RATIO, ratio)
        assert pixmap.width() > width * ratio and pixmap.height() > width * CARD_RATIO * ratio
        image = pixmap.toImage()
        middle = image.pixelColor(round(width * ratio / 2), round(width * CARD_RATIO * ratio / 2))
        assert middle.alpha() == 255, f"{card} left the middle of the card bare"


def test_paint_face_draws_either_deck_on_any_painter(qtbot):
    image = QImage(120, 168, QImage.Format.Format_ARGB32)
    for card in (Card.from_str("7R"), Card.from_str("W3"), Card.from_str("7H")):
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        paint_face(painter, QRectF(0.5, 0.5, 119, 167), card)
        painter.end()
        assert image.pixelColor(60, 84).alpha() == 255


def test_no_two_numbered_cards_look_alike(qtbot):
    images = {card: face(card, 64) for card in NUMBERED}
    pictures = {bytes(image.constBits()) for image in images.values()}
    assert len(pictures) == len(NUMBERED)
    # Neighbouring numbers of one colour, and one number in each colour, differ plainly.
    for colour in COLOURS:
        for rank in range(1, Deck.rumski().ranks):
            low, high = images[Card(rank, colour)], images[Card(rank + 1, colour)]
            assert differing_share(low, high) > 0.02, f"{rank} and {rank + 1} of {colour.name}"
    for rank in (1, 7, Deck.rumski().ranks):
        for i, colour in enumerate(COLOURS):
            for other in COLOURS[i + 1 :]:
                a, b = images[Card(rank, colour)], images[Card(rank, other)]
                assert differing_share(a, b) > 0.03, f"{rank}{colour.name} and {rank}{other.name}"


@pytest.mark.parametrize("colour", list(COLOURS), ids=lambda c: c.name)
def test_each_colour_is_drawn_in_its_own_colour(qtbot, colour):
    image = face(Card(9, colour), 120)
    look = rumski_art.COLOURS[colour]
    assert colour_share(image, QColor(look.fill), 30) > 0.015
    for other in COLOURS:
        if other is not colour:
            assert colour_share(image, QColor(rumski_art.COLOURS[other].fill), 30) < 0.005


def test_the_five_symbols_are_five_shapes(qtbot):
    """Without any colour at all (black on white), the symbols still differ: a player who
    cannot tell the hues apart tells the shapes."""
    masks = {}
    for colour in COLOURS:
        image = QImage(40, 40, QImage.Format.Format_ARGB32)
        image.fill(Qt.GlobalColor.white)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.translate(20, 20)
        painter.scale(32, 32)
        painter.fillPath(rumski_art.symbol_path(colour), Qt.GlobalColor.black)
        painter.end()
        masks[colour] = image
    for i, colour in enumerate(COLOURS):
        for other in COLOURS[i + 1 :]:
            assert differing_share(masks[colour], masks[other], 1) > 0.05, (colour, other)
    names = [look.symbol for look in rumski_art.COLOURS.values()]
    assert names == ["circle", "square", "triangle", "star", "cross"]


def test_every_number_reads_on_the_white_card(qtbot):
    """The numbers are printed in a shade with a contrast of at least 4.5 to the paper (the
    WCAG's level for text), yellow's too."""

    def luminance(colour: QColor) -> float:
        def linear(c: float) -> float:
            return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4

        r, g, b = (linear(c) for c in (colour.redF(), colour.greenF(), colour.blueF()))
        return 0.2126 * r + 0.7152 * g + 0.0722 * b

    paper = luminance(rumski_art.PAPER)
    for colour, look in rumski_art.COLOURS.items():
        contrast = (paper + 0.05) / (luminance(QColor(look.ink)) + 0.05)
        assert contrast >= 4.5, f"{colour.name}: {contrast:.2f}"


def test_the_wild_card_looks_like_no_other(qtbot):
    wild = face(WILDS[0])
    assert dark_share(wild) > 0.5  # the one dark card of the deck
    for card in NUMBERED:
        image = face(card)
        assert dark_share(image) < 0.1, card
        assert differing_share(wild, image) > 0.5, card
    # The five wild cards are alike in play, and alike to see.
    assert all(face(other) == wild for other in WILDS[1:])


def test_a_wild_card_shows_what_it_stands_for(qtbot):
    art = CardArt()
    w1, seven_red = Card.from_str("W1"), Card.from_str("7R")
    plain = art.pixmap(w1, 90, 126, 1.0)
    as_seven = art.pixmap(w1, 90, 126, 1.0, stands_for=seven_red)
    assert as_seven is not plain
    assert art.pixmap(w1, 90, 126, 1.0, stands_for=seven_red) is as_seven  # kept
    assert art.pixmap(w1, 90, 126, 1.0) is plain
    assert differing_share(plain.toImage(), as_seven.toImage(), 1) > 0.05
    # In that card's colour, and each stood-for card shows differently.
    red = QColor(rumski_art.COLOURS[Colour.R].fill)
    assert colour_share(as_seven.toImage(), red, 30) > colour_share(plain.toImage(), red, 30)
    others = [art.pixmap(w1, 90, 126, 1.0, stands_for=Card.from_str(n)) for n in ("8R", "7B")]
    for other in others:
        assert differing_share(as_seven.toImage(), other.toImage(), 1) > 0.003


@pytest.mark.parametrize(("card", "stands_for"), [("7R", "8R"), ("W1", "W2"), ("W1", "7H")])
def test_only_a_wild_card_stands_for_a_numbered_card(qtbot, card, stands_for):
    with pytest.raises(ValueError, match="stand"):
        CardArt().pixmap(Card.from_str(card), 90, 126, 1.0, stands_for=Card.from_str(stands_for))


def test_a_standard_card_stands_for_nothing(qtbot):
    with pytest.raises(ValueError, match="stand"):
        CardArt().pixmap(Card.from_str("7H"), 90, 126, 1.0, stands_for=Card.from_str("7R"))


MOST_CHANGED_PIXELS = 20
"""Pixels of the reference strip (of about 68,000) that may differ plainly from a fresh
rendering: room for another Qt's anti-aliasing of an edge or two, none for a moved pip
(about 60 pixels at this size), a changed colour or a changed index."""


def test_the_standard_deck_looks_as_it_did_before(qtbot):
    """The strip of standard faces that main's card art drew before the Rumski deck was
    added (tests/ui/standard_faces.py), in both the two- and the four-colour deck."""
    reference = QImage(str(REFERENCE)).convertToFormat(QImage.Format.Format_ARGB32)
    fresh = standard_faces()
    assert reference.size() == fresh.size()
    changed = sum(
        distance(reference.pixelColor(x, y), fresh.pixelColor(x, y)) > 40
        for y in range(fresh.height())
        for x in range(fresh.width())
    )
    assert changed <= MOST_CHANGED_PIXELS


def test_a_rumski_symbol_is_drawn_where_asked(qtbot):
    image = QImage(30, 30, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.white)
    painter = QPainter(image)
    rumski_art.draw_symbol(painter, Colour.B, QPointF(15, 15), 20)
    painter.end()
    assert distance(image.pixelColor(15, 15), QColor(rumski_art.COLOURS[Colour.B].fill)) < 10
    assert image.pixelColor(1, 1) == QColor(Qt.GlobalColor.white)
