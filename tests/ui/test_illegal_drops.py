"""Every illegal drop is refused: the card snaps back, the board is unchanged, and the
status bar says why in the engine's words. Legal targets light up during a drag."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPointF, Qt

from gin_desktop.engine import Card, Phase
from gin_desktop.ui.window.app import MainWindow

from .conftest import (
    Scripted,
    board,
    centre,
    deck,
    drag,
    hand_item,
    match_on_deck,
    wait_my_turn,
    zone_centre,
)
from .table_queries import zone_item

# You (seat 0) do not deal, so the upcard 9S is offered to you first. No melds in your hand.
JUNK = deck("2S 4H 6D 8C TS QH KD 3C 5H 7D", "AS 3S 5S 7S 8S JS AH 2H 4D 6C", "9S", "JC QC 2D")


def refused(
    qtbot,
    window: MainWindow,
    start: QPointF,
    target: str,
    message: str,
    check: Callable[[], None] | None = None,
) -> None:
    """Drag from ``start`` to the zone ``target``: it must be refused with ``message``."""
    before = board(window)
    drag(qtbot, window, start, zone_centre(window, target), during=check)
    assert window.statusBar().currentMessage() == message
    assert board(window) == before
    assert not window.scene.dragging


def lit(window: MainWindow, name: str) -> bool:
    zone = zone_item(window.scene, name)
    return zone is not None and zone.isVisible() and zone.legal


def test_illegal_drops_are_refused_with_the_reason(qtbot, make_window):
    window = make_window(match=match_on_deck(JUNK, dealer=1), player=Scripted())
    scene = window.scene
    assert window.view.phase == Phase.FIRST_UPCARD and window.view.is_my_turn

    # Drawing from the stock while the first upcard is on offer.
    refused(
        qtbot,
        window,
        centre(scene.stock_top()),
        "hand",
        "You cannot draw from the stock now: the first upcard is on offer, so take it or pass.",
        check=lambda: _assert(not lit(window, "hand")),
    )
    # Dropping a card on the opponent's hand.
    refused(
        qtbot,
        window,
        centre(hand_item(window, "KD")),
        "opponent",
        "Your cards cannot go to the opponent's hand: drop a card on the discard pile to "
        "discard it.",
    )

    # Take the upcard by dragging it into the hand: legal, and lit while dragged.
    drag(
        qtbot,
        window,
        centre(scene.top_discard_item()),
        zone_centre(window, "hand"),
        during=lambda: _assert(lit(window, "hand")),
    )
    assert Card.from_str("9S") in window.view.hand
    assert window.view.phase == Phase.DISCARD

    # Discarding the card just taken from the discard pile: not lit, refused.
    refused(
        qtbot,
        window,
        centre(hand_item(window, "9S")),
        "discard",
        "You cannot discard 9♠: you just took it from the discard pile.",
        check=lambda: _assert(not lit(window, "discard")),
    )
    # Drawing twice.
    refused(
        qtbot,
        window,
        centre(scene.stock_top()),
        "hand",
        "You cannot draw from the stock now: you have drawn, so discard a card or knock.",
    )
    # Knocking over the knock limit: the knock area stays dark, the engine explains.
    refused(
        qtbot,
        window,
        centre(hand_item(window, "KD")),
        "knock",
        "You cannot knock with K♦: that leaves 64 deadwood, and the knock limit is 10.",
        check=lambda: _assert(lit(window, "discard") and not lit(window, "knock")),
    )

    # A legal discard, then the computer plays (it draws and throws AS).
    drag(qtbot, window, centre(hand_item(window, "KD")), zone_centre(window, "discard"))
    assert window.view.top_discard == Card.from_str("KD")
    wait_my_turn(qtbot, window)
    assert window.view.phase == Phase.DRAW

    # Discarding before drawing.
    refused(
        qtbot,
        window,
        centre(hand_item(window, "QH")),
        "discard",
        "You cannot discard Q♥ now: draw a card first, from the stock or the discard pile.",
    )
    # Knocking before drawing.
    refused(
        qtbot,
        window,
        centre(hand_item(window, "QH")),
        "knock",
        "You cannot knock with Q♥ now: draw a card first, from the stock or the discard pile.",
    )
    # The refusal message goes once a legal move is made.
    qtbot.keyClick(window.table, Qt.Key.Key_S)
    assert window.view.phase == Phase.DISCARD


def test_moves_out_of_turn_are_refused(qtbot, make_window):
    # You deal, so the computer is offered the upcard first; it is scripted to think slowly.
    class Slow(Scripted):
        def choose(self, view):
            import time

            time.sleep(0.3)
            return super().choose(view)

    window = make_window(match=match_on_deck(JUNK, dealer=0), player=Slow())
    assert not window.view.is_my_turn
    refused(qtbot, window, centre(window.scene.top_discard_item()), "hand", "It is not your turn.")


def _assert(condition: bool) -> None:
    assert condition
