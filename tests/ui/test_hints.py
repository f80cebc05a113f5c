"""The coach's hint (Play › Hint, H, and a button): the best move for the person to move,
why in one sentence and how close the next best was, thought in a worker process of its
own on the person's view; the match then counts as assisted; at a hot-seat table only
when everyone at the screen allows it. The hint's sentences: tests/words/test_hint_words.py."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox, QWidget

from gin_desktop.ai.coach import hint
from gin_desktop.engine import DrawDiscard, Hand, RuleSet

from .conftest import Scripted, deck, match_on_deck, wait_my_turn, when_modal

# You (seat 0) are offered 9♠, which makes four nines and gin once K♦ goes.
GIN_ON_OFFER = deck("9C 9D 9H 2S 3S 4S 5H 6H 7H KD", "AS 3D 5C 7S 8D TC JH QS KS 2D", "9S")


def test_rule_the_hint_is_the_clearly_best_move_and_says_why() -> None:
    offered = Hand.deal(RuleSet(), dealer=1, deck=list(GIN_ON_OFFER), seed="fixed")
    view = offered.view(0)
    best = hint(view)
    assert best.action == DrawDiscard()
    assert best.deadwood_after == 0 and "9S" in {str(card) for card in best.completes}
    assert best.margin > 3  # passing it trails by far
    assert hint(view) == best  # the same view, the same hint


def test_hint_names_the_best_move_on_the_felt_and_the_match_is_assisted(qtbot, make_window):
    window = make_window(match=match_on_deck(GIN_ON_OFFER, dealer=1), player=Scripted())
    assert window.action_bar.hint_button.isVisible()
    qtbot.keyClick(window.table, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: bool(window.hints.given), timeout=30000)
    said = window.hints.given[-1]
    assert said.startswith("Hint: Take 9♠ from the pile: it completes")
    assert "leaves you 0 deadwood" in said and "Clearly the best" in said
    assert said == window.statusBar().currentMessage()  # and on the felt, above your hand
    session = window.controller.session
    assert session is not None and session.assisted


def test_no_hint_out_of_turn(qtbot, make_window) -> None:
    window = make_window(match=match_on_deck(GIN_ON_OFFER, dealer=1), player=Scripted())
    qtbot.keyClick(window.table, Qt.Key.Key_P)  # you pass: the computer is offered it
    window.commands["hint"].trigger()
    assert "not yours now" in window.statusBar().currentMessage()
    assert window.hints.given == []
    wait_my_turn(qtbot, window)


def test_at_a_hot_seat_table_a_hint_waits_for_everyone_to_allow_it(qtbot, make_window):
    window = make_window(mode="hotseat")
    window.controller.reveal_requested()
    asked: list[str] = []

    def refuse(box: QWidget) -> None:
        assert isinstance(box, QMessageBox)
        asked.append(box.text())
        box.button(QMessageBox.StandardButton.No).click()

    when_modal(refuse)
    window.commands["hint"].trigger()
    assert asked and "everyone playing here allow" in asked[0]
    qtbot.wait(200)
    session = window.controller.session
    assert window.hints.given == [] and session is not None and not session.assisted
