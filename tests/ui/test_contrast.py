"""High contrast (Preferences › Contrast): every index of both decks' cards and every
colour the table's words take on the felt read at 7:1 or more (WCAG 2.1's AAA level), on
the white card and on every felt in its high-contrast version; the window draws them."""

from __future__ import annotations

import re
from pathlib import Path

from PySide6.QtGui import QColor

from gin_desktop.engine import Card
from gin_desktop.storage import TABLE_COLOURS, Preferences
from gin_desktop.ui.table import art, rumski_art
from gin_desktop.ui.table.felt import felt_named, felt_stops

UI = Path(art.__file__).parents[1]
AAA = 7.0


def luminance(colour: str) -> float:
    """WCAG 2.1 relative luminance of ``#rrggbb``."""

    def channel(value: int) -> float:
        c = value / 255
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4

    q = QColor(colour)
    return 0.2126 * channel(q.red()) + 0.7152 * channel(q.green()) + 0.0722 * channel(q.blue())


def ratio(a: str, b: str) -> float:
    light, dark = sorted((luminance(a), luminance(b)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


def words_on_felt() -> set[str]:
    """Every colour the table's words are given (the felt's lines, labels, summaries)."""
    found = {"#ffffff"}  # a TextBlock's own
    sources = [*(UI.parent / "words").glob("*.py"), UI / "table" / "labels.py"]
    for path in sources:
        found |= {m.lower() for m in re.findall(r"#[0-9a-fA-F]{6}", path.read_text())}
    return found


def test_rule_high_contrast_indices_read_at_7_to_1_on_both_decks_faces() -> None:
    for colours in (art.HIGH_TWO_COLOURS, art.HIGH_FOUR_COLOURS):
        assert min(ratio(c, art.HIGH_FACE) for c in colours.values()) >= AAA
    paper = rumski_art.PAPER.name()
    assert min(ratio(c, paper) for c in rumski_art.HIGH_INKS.values()) >= AAA
    # The everyday colours do not all: why the choice exists.
    assert min(ratio(c, art.FACE) for c in art.FOUR_COLOURS.values()) < AAA
    assert min(ratio(c, paper) for c in rumski_art.INKS.values()) < AAA


def test_rule_the_tables_words_read_at_7_to_1_on_every_high_contrast_felt() -> None:
    colours = words_on_felt()
    assert {"#ff9a9a", "#ffe082", "#d7ecdc"} <= colours
    for felt in TABLE_COLOURS:
        for stop in felt_stops(felt_named(felt, True)):
            worst = min(colours, key=lambda c: ratio(c, stop))
            assert ratio(worst, stop) >= AAA, (felt, stop, worst)
    assert min(ratio("#ff9a9a", stop) for stop in felt_stops("green")) < AAA


def test_the_window_draws_high_contrast_when_chosen(qtbot, make_window) -> None:
    window = make_window(preferences=Preferences(contrast="high", sound_volume=0))
    scene = window.scene
    assert scene.art.high_contrast and scene.felt == "green-contrast"
    image = scene.art.pixmap(Card.from_str("7H"), 120, 168, 1.0).toImage()
    pixels = {image.pixel(x, y) for x in range(0, 120, 2) for y in range(0, 168, 2)}
    assert QColor(art.HIGH_TWO_COLOURS[Card.from_str("7H").suit]).rgb() in pixels
    assert QColor(art.TWO_COLOURS[Card.from_str("7H").suit]).rgb() not in pixels
    window.apply_preferences(Preferences(contrast="normal", sound_volume=0), save=False)
    assert not scene.art.high_contrast and scene.felt == "green"
    assert scene.looks().felt == "green" and not scene.looks().high_contrast
