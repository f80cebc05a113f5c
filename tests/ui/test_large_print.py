"""Large print (issue: without seeing the cards well): a card size up to twice the usual,
from the preferences or Ctrl+Plus / Ctrl+Minus / Ctrl+0 on the table; your hand's cards
that much larger, wrapping onto two rows when one row would hide their indices, the rest of
the table making room; nothing cut off or overlapping; a drag still finds its place."""

from __future__ import annotations

from dataclasses import replace

import pytest
from PySide6.QtCore import QPointF, Qt

from gin_desktop.engine import Phase
from gin_desktop.plan.geometry import HAND_LEAST_STEP, WRAP_SHOW
from gin_desktop.storage import Preferences

from .conftest import drag, wait_my_turn
from .test_layout import STATES, assert_nothing_overlaps, midhand

LARGE = Preferences(animation_speed="instant", sound_volume=0, card_size=200)


def hand_rects(window):
    scene = window.scene
    return {
        card: scene.card_item(card).mapRectToScene(scene.card_item(card).card_rect())
        for card in window.view.hand
    }


def key(qtbot, window, which: Qt.Key) -> None:
    qtbot.keyClick(window.table, which, Qt.KeyboardModifier.ControlModifier)


def test_ctrl_plus_doubles_your_cards_in_steps_and_ctrl_0_brings_them_back(
    qtbot, make_window, store
) -> None:
    window = make_window(size=(1366, 768), level="casual", seed=2024)
    wait_my_turn(qtbot, window)
    said: list[str] = []
    window.messages.said.connect(lambda text, _felt: said.append(text))
    usual = next(iter(hand_rects(window).values()))
    table_usual = window.scene.geometry.card_w
    sizes = []
    for _ in range(5):  # 125, 150, 175, 200, and no further
        key(qtbot, window, Qt.Key.Key_Plus)
        sizes.append(window.preferences.card_size)
    assert sizes == [125, 150, 175, 200, 200]
    assert store.preferences().card_size == 200  # kept for the next start
    assert window.scene.geometry.scale == 2.0  # a 1366x768 window holds twice the size
    for rect in hand_rects(window).values():
        assert rect.width() == pytest.approx(2 * usual.width(), abs=1.5)
        assert rect.height() == pytest.approx(2 * usual.height(), abs=1.5)
    assert window.scene.geometry.card_w < table_usual  # the rest of the table made room
    assert said[-2:] == ["Cards at 200%", "Cards at 200%"]
    key(qtbot, window, Qt.Key.Key_Minus)
    assert window.preferences.card_size == 175
    key(qtbot, window, Qt.Key.Key_0)
    assert window.preferences.card_size == 100
    for rect in hand_rects(window).values():
        assert rect.width() == pytest.approx(usual.width(), abs=0.5)
    assert window.scene.geometry.card_w == table_usual


@pytest.mark.parametrize("size", [(800, 600), (1366, 768), (1920, 1080)], ids=str)
@pytest.mark.parametrize("state", list(STATES))
def test_at_twice_the_size_nothing_overlaps_or_is_cut_off(qtbot, make_window, size, state):
    window = STATES[state](qtbot, make_window, size)
    window.apply_preferences(replace(window.preferences, card_size=200))
    assert_nothing_overlaps(window)
    g = window.scene.geometry
    if window.view.phase in (Phase.LAYOFF, Phase.ENDED):
        assert g.scale == 1.0  # from the knock on, every hand at one size
    elif size != (800, 600):
        assert g.scale == 2.0
        assert g.hand_w > 2.5 * g.card_w


def test_a_hand_too_wide_for_one_row_wraps_onto_two_its_indices_showing(qtbot, make_window):
    window = midhand(qtbot, make_window, (700, 900))  # eleven cards
    window.apply_preferences(replace(window.preferences, card_size=200))
    g = window.scene.geometry
    assert g.wraps and g.scale > 1.5
    rects = hand_rects(window)
    rows = sorted(
        {round(rect.top()) for card, rect in rects.items() if card != window.scene.selected}
    )
    assert len(rows) == 2
    back, front = rows
    assert front - back >= WRAP_SHOW * g.hand_h - 1  # the back row's indices show
    order = window.scene.displayed_hand()
    assert sorted(order, key=str) == sorted(window.view.hand, key=str)
    lefts = [rects[card].left() for card in order]
    tops = [round(rects[card].top()) for card in order]
    for a, b in zip(range(len(order)), range(1, len(order)), strict=False):
        if tops[a] == tops[b] and order[a] != window.scene.selected:
            assert lefts[b] - lefts[a] >= HAND_LEAST_STEP * g.hand_w - 1
    # Read in order: the back row, then the front row.
    assert tops.index(max(tops)) > tops.index(min(tops))


def test_a_card_dragged_to_the_front_row_of_a_wrapped_hand_goes_where_it_is_dropped(
    qtbot, make_window
):
    window = midhand(qtbot, make_window, (700, 900))
    window.apply_preferences(replace(window.preferences, card_size=200))
    window.scene.select(None)
    order = window.scene.displayed_hand()
    rects = hand_rects(window)
    first = order[0]  # in the back row, on the left
    last = order[-1]  # in the front row, on the right
    assert rects[first].top() < rects[last].top()
    start = QPointF(rects[first].left() + 10, rects[first].top() + 10)
    end = QPointF(rects[last].right() + 5, rects[last].center().y())
    drag(qtbot, window, start, end)
    assert window.scene.displayed_hand()[-1] == first


def test_the_card_size_is_chosen_in_the_preferences_within_its_range() -> None:
    assert Preferences(card_size=150).card_size == 150
    for wrong in (99, 201, 1.5, True):
        with pytest.raises(ValueError, match="card_size"):
            Preferences(card_size=wrong)  # type: ignore[arg-type]


def test_the_large_print_table_in_indonesian_says_its_size(qtbot, make_window) -> None:
    from gin_desktop.words import language

    window = make_window(size=(800, 600))
    said: list[str] = []
    window.messages.said.connect(lambda text, _felt: said.append(text))
    language.use("id")
    try:
        for _ in range(4):
            key(qtbot, window, Qt.Key.Key_Plus)
    finally:
        language.use("en")
    shown = round(window.scene.geometry.scale * 100)
    assert shown < 200  # an 800x600 window cannot hold twice the size: it says so
    assert said[-1] == f"Kartu 200%: jendela ini memuat {shown}% (perbesar jendelanya)"


def test_the_tables_text_follows_the_systems_text_size(qtbot, make_window) -> None:
    """A player who sets a larger text size for every program gets it on the table too:
    its words and the bars' never smaller than the system's, and nothing overlapping."""
    from PySide6.QtGui import QFont
    from PySide6.QtWidgets import QApplication

    window = STATES["midhand"](qtbot, make_window, (1366, 768))
    usual = window.scene.geometry.font_px
    before = QApplication.font()
    larger = QFont(before)
    larger.setPixelSize(30)
    QApplication.setFont(larger)
    try:
        qtbot.waitUntil(lambda: window.scene.geometry.font_px >= 30)
        assert usual < 30
        assert window.scene.texts.hand.font().pixelSize() >= 30
        assert window.score_label.font().pixelSize() >= 30  # the header's words
        assert_nothing_overlaps(window)
    finally:
        QApplication.setFont(before)
    qtbot.waitUntil(lambda: window.scene.geometry.font_px == usual)
