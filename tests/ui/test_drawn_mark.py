"""The outline of the card just drawn belongs to the seat that drew it, in the hand it
was drawn in: at a hot-seat table the next person never finds another seat's mark (or
a mark of another hand or match) on a card of their own hand."""

from __future__ import annotations

from PySide6.QtCore import Qt

from gin_desktop.engine import Card, Phase
from gin_desktop.session import MatchSettings
from gin_desktop.ui.window.app import MainWindow

from .conftest import deck, match_on_deck
from .test_hotseat import NAMES, hotseat_window, play_turn, privacy_up, reveal

# Ana (seat 0) is offered the upcard first; JC is the top of the stock.
FIRST = deck("9C 9D 9H 2S 3S 4S 5H 6H 7H KD", "AS 3D 5C 7S 8D TC JH QS KS 2D", "9S", "JC")
# The next match deals JC to Ana, who is to move first again.
SECOND = deck("JC 2C 3C 4D 6S 8H TH QC KC AH", "AS 3D 5C 7S 8D TC JH QS KS 2D", "9S")


def marked_drawn(window: MainWindow) -> set[Card]:
    """The cards shown with the "just drawn" outline."""
    return {
        item.card
        for item in window.scene._cards
        if item.isVisible() and item.drawn and item.card is not None
    }


def test_at_a_hot_seat_table_only_your_own_drawn_card_is_outlined(qtbot, make_window):
    window = hotseat_window(make_window)
    drawn_by: dict[int, Card] = {}
    checked = 0
    for turn in range(200):
        if privacy_up(window):
            reveal(qtbot, window, turn)
            continue
        view = window.view
        assert view is not None
        marked = marked_drawn(window)
        if view.phase == Phase.DISCARD and view.is_my_turn:
            assert marked <= {drawn_by.get(view.seat)}
        else:
            assert marked == set(), (turn, view.phase, view.seat, marked)
        checked += 1
        if view.phase == Phase.ENDED:
            break
        before = set(view.hand)
        play_turn(qtbot, window, turn)
        after = window.controller.match
        assert after is not None
        new = set(after.hand.hand(view.seat)) - before
        if len(new) == 1:
            drawn_by[view.seat] = next(iter(new))
    assert checked > 8


def test_a_card_drawn_in_one_match_is_not_outlined_in_the_next(qtbot, make_window):
    window = make_window(mode="hotseat", names=NAMES, match=match_on_deck(FIRST, dealer=1))
    for turn in range(5):  # Ana passes the upcard, Budi too, Ana is back
        if privacy_up(window):
            reveal(qtbot, window, turn)
        else:
            qtbot.keyClick(window.table, Qt.Key.Key_P)
    assert not privacy_up(window) and window.view is not None and window.view.seat == 0
    qtbot.keyClick(window.table, Qt.Key.Key_S)  # Ana draws J♣
    assert marked_drawn(window) == {Card.from_str("JC")}
    settings = MatchSettings.hotseat_of(*NAMES, seed=5)
    window.controller.start_match(settings, match_on_deck(SECOND, dealer=1, names=NAMES))
    reveal(qtbot, window, 0)
    view = window.view
    assert view is not None and view.seat == 0 and Card.from_str("JC") in view.hand
    assert marked_drawn(window) == set()  # dealt J♣, not drawn it
