"""The table from 800x600 to 3840x2160: nothing cut off, nothing overlapping,
text that fits its box and is large enough to read, in every state a hand goes through."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import QRect, QRectF, Qt

from gin_desktop.engine import Card, Phase, RuleSet
from gin_desktop.plan.geometry import BAND
from gin_desktop.ui.window.app import MainWindow

from .conftest import KnocksAtOnce, Scripted, deck, match_on_deck, wait_my_turn
from .table_queries import panel_rect, text_blocks, zone_item
from .test_showdown import GIN_DECK, LAYOFF_DECK

SIZES = [(800, 600), (1366, 768), (1920, 1080), (2560, 1440), (3840, 2160)]
JUNK = deck("2S 4H 6D 8C TS QH KD 3C 5H 7D", "AS 3S 5S 7S 8S JS AH 2H 4D 6C", "9S", "JC QC 2D")


def midhand(qtbot, make_window, size) -> MainWindow:
    """Eleven cards after taking the upcard, one of them chosen (raised)."""
    window = make_window(match=match_on_deck(JUNK, dealer=1), player=Scripted(), size=size)
    window.controller.draw_discard_requested()
    window.scene.select(Card.from_str("KD"))
    return window


def layoff(qtbot, make_window, size) -> MainWindow:
    window = make_window(
        match=match_on_deck(LAYOFF_DECK, dealer=0), player=KnocksAtOnce(), size=size
    )
    wait_my_turn(qtbot, window)
    assert window.view.phase == Phase.LAYOFF
    return window


def summary(qtbot, make_window, size) -> MainWindow:
    """The widest rows: the knocker's melds with three cards laid off on them."""
    window = layoff(qtbot, make_window, size)
    window.controller.best_lay_off_requested()
    assert window.view.phase == Phase.ENDED
    return window


def match_result(qtbot, make_window, size) -> MainWindow:
    rules = RuleSet(target_score=10, end_bonuses=True)
    match = match_on_deck(GIN_DECK, dealer=1, rules=rules)
    window = make_window(match=match, player=Scripted(), size=size)
    window.controller.pass_requested()
    wait_my_turn(qtbot, window)
    window.controller.draw_stock_requested()
    window.controller.knock_requested(Card.from_str("8C"))
    window.next_hand()
    assert window.scene.show_match_result
    return window


STATES: dict[str, Callable[..., MainWindow]] = {
    "midhand": midhand,
    "layoff": layoff,
    "summary": summary,
    "match_result": match_result,
}


def card_rect(item) -> QRectF:
    return item.mapRectToScene(item.card_rect())


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("state", list(STATES))
def test_nothing_overlaps_or_is_cut_off(qtbot, make_window, size, state):
    window = STATES[state](qtbot, make_window, size)
    assert (window.width(), window.height()) == size
    assert_nothing_overlaps(window)


def assert_nothing_overlaps(window: MainWindow) -> None:
    """Every card and text on the table, none cut off or over another that matters."""
    scene = window.scene
    table = scene.sceneRect()
    cards = [card_rect(item) for item in scene.visible_cards()]
    texts = text_blocks(scene)
    panel = panel_rect(scene)
    for rect in cards:
        assert table.contains(rect), f"a card is cut off: {rect} outside {table}"
    for name, block in texts.items():
        where = block.content_rect()
        assert table.contains(where), f"{name} text is cut off"
        assert block.content_height() <= block.box().height() + 1, f"{name} text overflows"
        assert block.font().pixelSize() >= 10, f"{name} text too small"
        if name == "panel":
            continue
        for rect in cards:
            assert not where.intersects(rect), f"{name} text overlaps a card"
        if panel is not None:
            assert not where.intersects(panel), f"{name} text is under the panel"
    if panel is not None and not scene.show_match_result:
        for rect in cards:
            assert not panel.intersects(rect), "the summary covers a card"
    if scene.show_match_result:
        assert not text_blocks(scene).keys() - {"panel"}, "text shows beside the match result"
        assert not [band for band in scene._bands if band.isVisible()], "bands show over it"
    knock = zone_item(scene, "knock")
    if knock is not None and knock.isVisible():
        for rect in cards:
            assert not knock.rect().intersects(rect), "a card lies on the knock area"
    # Cards are big enough to read their index at the smallest size (in large print,
    # the table's cards make room for your hand's).
    assert scene.geometry.card_w >= (60 if scene.geometry.scale == 1 else 40)
    # The buttons of the bar all fit in the window.
    for button in (*window.action_bar.play_buttons, window.action_bar.arrange_button):
        if button.isVisible():
            right = button.mapTo(window, button.rect().topRight()).x()
            assert right <= window.width(), f"{button.text()} is cut off"
    assert window.score_label.text()


def test_the_table_follows_the_window_size(qtbot, make_window):
    window = make_window(size=(800, 600))
    small = window.scene.geometry.card_w
    window.resize(2560, 1440)
    qtbot.waitUntil(lambda: window.scene.geometry.card_w > small * 2)
    assert window.scene.sceneRect().width() == window.table.viewport().width()
    for item in window.scene.visible_cards():
        assert item.size()[0] == window.scene.geometry.card_w
    assert Qt.AlignmentFlag.AlignLeft  # the scene is never scrolled: it is the viewport
    assert not window.table.horizontalScrollBar().isVisible()


def test_a_card_casts_its_shadow_down_and_to_the_right(qtbot, make_window):
    """The shadow is painted into the card's own pixmap (one pixmap per card to draw in a
    frame): translucent black just below and just right of the card, the card itself
    opaque and where the item is."""
    window = make_window()
    item = window.scene.card_item(window.view.hand[0])
    image = item.pixmap().toImage()
    ratio = item.pixmap().devicePixelRatio()
    width, height = (round(side * ratio) for side in item.size())
    assert image.width() > width and image.height() > height
    below = image.pixelColor(width // 2, height + 1)
    right = image.pixelColor(width, height // 2)
    inside = image.pixelColor(width // 2, height // 2)
    for shadow in (below, right):
        assert 30 <= shadow.alpha() <= 100 and shadow.red() == shadow.green() == 0
    assert inside.alpha() == 255 and inside.lightness() > 200
    assert item.card_rect() == QRectF(0, 0, *item.size())


def test_the_cards_grow_with_the_window_up_to_4k(qtbot, make_window):
    """The cards take the table's height; the gaps that hold the labels grow with the text,
    which stops growing at 30 pixels, so on a large table the room goes to the cards."""
    widths = {}
    for size in SIZES[1:]:
        window = midhand(qtbot, make_window, size)
        scene, g = window.scene, window.scene.geometry
        widths[size] = g.card_w
        table = scene.sceneRect()
        for item in scene.visible_cards():
            assert table.contains(card_rect(item)), f"a card is off the table at {size}"
        rows_top = g.opponent_y - g.margin
        rows_bottom = g.band_y + BAND * g.card_h + g.margin
        assert rows_bottom <= g.height + 0.5
        assert rows_bottom - rows_top >= 0.98 * g.height, f"empty felt at {size}"
        # The opponent's label is one line: its gap is never many lines tall.
        assert g.middle_y - (g.opponent_y + g.card_h) <= 2.5 * g.font_px
        window.close()
    assert widths[(1920, 1080)] > 1.4 * widths[(1366, 768)]
    assert widths[(2560, 1440)] > 2 * widths[(1366, 768)]
    assert widths[(3840, 2160)] > 3.2 * widths[(1366, 768)]


class _Screen:
    def __init__(self, width: int, height: int) -> None:
        self._room = QRect(0, 0, width, height)

    def availableGeometry(self) -> QRect:  # Qt's name
        return self._room


@pytest.mark.parametrize(
    ("screen", "first"),
    [((1366, 728), (1161, 688)), ((1920, 1040), (1632, 884)), ((3840, 2120), (3264, 1802))],
)
def test_the_window_first_opens_on_most_of_the_screen(make_window, monkeypatch, screen, first):
    """A large screen gets a large table at once, not the laptop's 1100 x 760."""
    window = make_window()
    monkeypatch.setattr(window, "screen", lambda: _Screen(*screen))
    assert window.frame.first_size() == first
