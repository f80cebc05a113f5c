"""A card dropped into your hand never splits a meld it is no card of: it goes just after
the meld's cards, so the meld's underline stays whole (a drop between two cards of a run
used to cut it in two until Arrange)."""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt

from gin_desktop.engine import parse_cards

from .conftest import Scripted, centre, deck, drag, hand_item, match_on_deck, wait_my_turn

HAND = parse_cards("3H 4H 5H 9C 9D 9S 2S KD QC JS")


def test_a_drawn_card_dropped_inside_a_run_keeps_the_run_whole(qtbot, make_window) -> None:
    cards = deck(" ".join(map(str, HAND)), "AS 3D 5C 7S 8D TC JH QS KS 2D", "4C", "7C")
    window = make_window(match=match_on_deck(cards, dealer=1), player=Scripted())
    qtbot.keyClick(window.table, Qt.Key.Key_P)  # pass; the computer passes too
    wait_my_turn(qtbot, window)
    window.scene.sort_hand("melds")
    bands = len(window.scene.plan.bands)
    middles = {str(card): x for card, x in window.scene.plan.hand_centres}
    between = QPointF((middles["3H"] + middles["4H"]) / 2, centre(hand_item(window, "3H")).y())
    drag(qtbot, window, centre(window.scene.stock_top()), between)
    order = [str(card) for card in window.scene.displayed_hand()]
    assert order.index("7C") == order.index("5H") + 1
    assert len(window.scene.plan.bands) == bands  # no meld cut in two
