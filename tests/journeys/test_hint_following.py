"""A journey: a person plays a whole hand against the computer by the coach's hints, then
reviews it. At each of their decisions they press H, read the hint on the screen and make
the move it advises with the mouse or the keys; the review of the hand, opened from the
action bar, then finds every decision fine, at no cost, with the hint given beside each.

The hint and the review are one judgement (issue 64): the review judges each decision on
the view the hint was asked on (the match's score and score sheet included). The
computer thinks in its worker process, the hint and the review in theirs. Nothing waits
for a time: every wait is for something on screen.
"""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QWidget

from gin_desktop.engine import Card, Phase, PlayerView
from gin_desktop.ui.dialogs.review import ReviewDialog
from gin_desktop.ui.dialogs.welcome import WelcomeDialog
from gin_desktop.ui.window.app import MainWindow
from tests.ui.conftest import centre, drag, hand_item, show_active, zone_centre
from tests.ui.test_review import choose_by_keys

from .person import answer, click, wait_for_the_person

WAIT_MS = 180_000
"""Generous: the machine may be busy with other work; nothing here depends on speed."""
CARD = re.compile(r"(10|[2-9AJQK])([♠♥♦♣])")


@pytest.fixture
def window(qtbot, start_game, monkeypatch) -> MainWindow:
    """The first start on a fresh home: the welcome, then the casual computer, thinking in
    its worker process; the deal is seed 64's (taken where every new match takes one)."""
    monkeypatch.setattr("gin_desktop.engine.match.fresh_match_seed", lambda: 64)

    def welcome(dialog: QWidget) -> None:
        assert isinstance(dialog, WelcomeDialog), dialog
        click(qtbot, dialog.level_buttons["casual"])
        click(qtbot, dialog.play_button)

    answer(welcome)
    return start_game()


def ask_for_a_hint(qtbot, window: MainWindow) -> str:
    """H, as a person presses it; the hint, once it is on the screen."""
    said = len(window.hints.given)
    qtbot.keyClick(window.table, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: len(window.hints.given) > said, timeout=WAIT_MS)
    hint = window.hints.given[-1]
    assert hint.startswith("Hint: ")
    assert window.statusBar().currentMessage() == hint  # on the screen, as said
    return hint


def card_named(view: PlayerView, hint: str) -> Card:
    """The card of the person's hand the hint names first."""
    found = CARD.search(hint)
    assert found is not None, f"no card in {hint!r}"
    return next(card for card in view.hand if card.pretty == found.group(0))


def follow(qtbot, window: MainWindow, view: PlayerView, hint: str) -> None:
    """The move the hint advises, made with the mouse or the keys on what is on screen."""
    advice = hint.removeprefix("Hint: ")
    table, bar = window.table, window.action_bar
    if advice.startswith("Take "):
        top = window.scene.top_discard_item()
        assert top is not None
        drag(qtbot, window, centre(top), zone_centre(window, "hand"))
    elif advice.startswith("Pass "):
        click(qtbot, bar.pass_button)
    elif advice.startswith("Draw from the stock"):
        top = window.scene.stock_top()
        assert top is not None
        drag(qtbot, window, centre(top), zone_centre(window, "hand"))
    elif advice.startswith(("Knock", "Go gin")):
        card = hand_item(window, str(card_named(view, advice)))
        drag(qtbot, window, centre(card), zone_centre(window, "knock"))
    elif advice.startswith(("Discard ", "Do not knock yet")):
        card = hand_item(window, str(card_named(view, advice)))
        drag(qtbot, window, centre(card), zone_centre(window, "discard"))
    elif advice.startswith("Go big gin"):
        qtbot.keyClick(table, Qt.Key.Key_B)
    elif advice.startswith("Lay off "):
        choose_by_keys(qtbot, window, card_named(view, advice))
        qtbot.keyClick(table, Qt.Key.Key_L)
    elif advice.startswith("Press Done"):
        click(qtbot, bar.done_button)
    else:
        raise AssertionError(f"a hint no gesture follows: {hint!r}")


def rows(review: ReviewDialog) -> list[list[str]]:
    table = review.table
    return [
        [table.item(row, column).text() for column in range(table.columnCount())]
        for row in range(table.rowCount())
    ]


def play_by_the_hints(qtbot, window: MainWindow) -> int:
    """The person's hand played to its end by the hints: how many they followed."""
    for followed in range(200):
        view = wait_for_the_person(qtbot, window, WAIT_MS)
        if view.phase == Phase.ENDED:
            return followed
        hint = ask_for_a_hint(qtbot, window)
        follow(qtbot, window, view, hint)
        qtbot.waitUntil(lambda seen=view: window.view is not seen, timeout=WAIT_MS)
        assert window.view is not None and window.view.events != view.events, hint
    raise AssertionError("the hand did not end")


def review_shows_every_decision_fine(qtbot, window: MainWindow) -> None:
    """Review, from the action bar: every decision of the person's fine, at no cost, the
    hint given beside each, accuracy 100%; then closed."""
    click(qtbot, window.action_bar.review_button)
    review = window.dialogs.review
    assert isinstance(review, ReviewDialog) and review.isVisible()
    qtbot.waitUntil(lambda: review.work.done, timeout=WAIT_MS)
    mine = [row for row in rows(review) if row[1] == "You"]
    assert len(mine) >= 5
    for move, _who, played, coach, cost, mark, hinted in mine:
        assert (coach, cost, mark) == ("", "0.0", "fine"), move
        assert hinted == played, move  # the hint given, beside the move that followed it
    assert "accuracy 100%" in review.status.text()
    review.close()
    show_active(qtbot, window)  # back to the table, as a click on it does


def test_hands_played_by_every_hint_review_at_full_accuracy(qtbot, window) -> None:
    """The first hand, then the second, whose hint weighs the score the first left and
    what the first showed of the computer's play: both reviewed as the hints judged."""
    assert play_by_the_hints(qtbot, window) >= 5
    review_shows_every_decision_fine(qtbot, window)
    match = window.controller.match
    assert match is not None and any(match.scores)  # the second hand is not a match's first
    click(qtbot, window.action_bar.next_button)
    qtbot.waitUntil(lambda: window.view is not None and window.view.hand_number == 2)
    assert play_by_the_hints(qtbot, window) >= 5
    review_shows_every_decision_fine(qtbot, window)
