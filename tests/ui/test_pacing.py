"""Pacing: every computer move is seen. No computer move is made while the table still shows
the one before it (the deal's cards in flight, say); a knock or gin by another seat is
held on the table, announced in the line of last moves, longer than your own before the
summary covers it, and a click on the table shows the summary at once."""

from __future__ import annotations

from PySide6.QtCore import Qt

from gin_desktop.engine import Action, Card, DrawDiscard, Knock, Phase, PlayerView

from .conftest import Scripted, deck, match_on_deck, viewport_point
from .table_queries import info_text, panel_text


def test_no_computer_move_is_made_while_cards_are_in_flight(qtbot, make_window) -> None:
    window = make_window(player=Scripted(), speed="normal", seed=3)
    flying: list[bool] = []
    window.controller.moving.connect(lambda: flying.append(window.scene.animator.running))
    qtbot.waitUntil(lambda: len(flying) >= 1, timeout=15000)  # after the deal is seen
    assert flying == [False]


class GoesGin(Scripted):
    """Takes the upcard and goes gin by throwing KD."""

    def choose(self, view: PlayerView) -> Action:
        legal = view.legal_actions
        gin = Knock(Card.from_str("KD"))
        return next((a for a in (DrawDiscard(), gin) if a in legal), super().choose(view))


def test_a_computers_gin_is_held_on_the_table_until_seen(qtbot, make_window) -> None:
    # You deal; the computer takes the upcard 9S and goes gin at once, throwing KD.
    cards = deck("2S 3S 4S 5H 6H 7H 9C 9D 9H KD", "AS 3D 5C 7S 8D TC JH QS KS 2D", "9S")
    window = make_window(match=match_on_deck(cards, dealer=0), player=GoesGin(), speed="normal")
    qtbot.waitUntil(lambda: window.view.phase == Phase.ENDED, timeout=15000)
    assert window.view.knocker == 1
    assert "went gin" in info_text(window.scene)  # announced in the line of last moves
    assert panel_text(window.scene) == ""  # the showdown is on the table, uncovered
    target = viewport_point(window, window.scene.sceneRect().center())
    qtbot.mouseClick(window.table.viewport(), Qt.MouseButton.LeftButton, pos=target)
    assert "Score:" in panel_text(window.scene)  # a click: the summary at once
