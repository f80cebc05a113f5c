"""While the cards of a deal fly to the hands, the felt counts no deadwood: the line over
your hand says it once your cards are there."""

from __future__ import annotations

from gin_desktop.engine import deadwood_points

from .conftest import Scripted, match_on_deck
from .test_hints import GIN_ON_OFFER


def test_no_deadwood_is_counted_before_the_deal_is_in(qtbot, make_window):
    window = make_window(
        match=match_on_deck(GIN_ON_OFFER, dealer=1), player=Scripted(), speed="slow"
    )
    scene, line = window.scene, window.scene.texts.hand
    assert scene.animating, "the deal is on its way"
    assert "Ana" in line.toPlainText() and "deadwood" not in line.toPlainText()
    qtbot.waitUntil(lambda: not scene.animating, timeout=20000)
    view = window.view
    assert view is not None
    assert f"deadwood {deadwood_points(view.hand, view.rules)}" in line.toPlainText()
