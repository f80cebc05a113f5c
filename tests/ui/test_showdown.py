"""The showdown on the table: knocking through the knock area, laying off by drag, the hand
summary in words, and the end of a match."""

from __future__ import annotations

import dataclasses

from PySide6.QtCore import Qt

from gin_desktop.engine import Card, LayOff, Phase, RuleSet
from gin_desktop.engine.events import HandKind, HandResult
from gin_desktop.plan.places import Zone
from gin_desktop.words import texts

from .conftest import (
    KnocksAtOnce,
    Scripted,
    centre,
    deck,
    drag,
    hand_item,
    match_on_deck,
    wait_my_turn,
    zone_centre,
)
from .table_queries import panel_text, text_blocks, zone_item

MELDED = "9H 9D 9C 4S 5S 6S JD QD KD"


def test_a_knock_through_the_knock_area(qtbot, make_window):
    # You do not deal: take the upcard 3C, then knock with 2C, keeping 3 deadwood.
    cards = deck(f"{MELDED} 2C", "AS 3S 7S 8S TS JS AH 2H 4H 6C", "3C")
    window = make_window(match=match_on_deck(cards, dealer=1), level="beginner")
    scene = window.scene
    drag(qtbot, window, centre(scene.top_discard_item()), zone_centre(window, "hand"))
    assert window.view.phase == Phase.DISCARD
    bar = window.action_bar
    assert bar.knock_button.isEnabled() and not bar.gin_button.isEnabled()
    knock_lit: list[bool] = []
    drag(
        qtbot,
        window,
        centre(hand_item(window, "2C")),
        zone_centre(window, "knock"),
        during=lambda: knock_lit.append(zone_item(scene, "knock").legal),
    )
    assert knock_lit == [True]
    view = window.view
    assert view.knocker == 0
    # Your melds are on the table; the knock discard lies face down.
    assert len(scene.items_in(Zone.TABLE_MELDS)) == 9 or view.phase == Phase.ENDED
    assert [item.face_up for item in scene.items_in(Zone.KNOCK_DISCARD)] == [False]
    wait_my_turn(qtbot, window)  # the computer lays off, then the hand is scored
    assert window.view.phase == Phase.ENDED
    assert "You knocked with 3 deadwood." in panel_text(scene)


LAYOFF_DECK = deck(f"{MELDED} AC", "9S 7S TD 2C 3H 5H 8C KS KC QS", "2D")
"""The computer (non-dealer) takes 2D and knocks with AC, keeping 2 deadwood; you hold 9S,
7S and TD, which fit its melds (the nines, 4-5-6 of spades, J-Q-K of diamonds)."""


def test_a_lay_off_by_drag(qtbot, make_window):
    window = make_window(match=match_on_deck(LAYOFF_DECK, dealer=0), player=KnocksAtOnce())
    scene = window.scene
    wait_my_turn(qtbot, window)
    view = window.view
    assert view.phase == Phase.LAYOFF and view.knocker == 1
    bar = window.action_bar
    assert bar.best_lay_off_button.isVisible() and bar.done_button.isVisible()
    nines = next(i for i, meld in enumerate(view.knocker_melds) if meld[0].rank == 9)
    lit: list[bool] = []
    drag(
        qtbot,
        window,
        centre(hand_item(window, "9S")),
        zone_centre(window, f"meld:{nines}"),
        during=lambda: lit.append(zone_item(scene, f"meld:{nines}").legal),
    )
    assert lit == [True]
    nine = Card.from_str("9S")
    assert (nine, nines) in window.view.laid_off
    item = scene.card_item(nine)
    assert item.zone == Zone.TABLE_MELDS and item.laid_off
    # A card that fits no meld is refused, in the engine's words.
    before = window.controller.match.to_dict()
    drag(qtbot, window, centre(hand_item(window, "2C")), zone_centre(window, f"meld:{nines}"))
    assert window.statusBar().currentMessage() == (
        "You cannot lay off 2♣ on 9♠ 9♥ 9♦ 9♣: it does not extend that meld."
    )
    assert window.controller.match.to_dict() == before
    qtbot.mouseClick(window.action_bar.done_button, Qt.MouseButton.LeftButton)
    assert window.view.phase == Phase.ENDED
    summary = panel_text(scene)
    assert "Computer knocked with 2 deadwood. You laid off 9♠ and were left with" in summary
    # At the summary the laid-off card lies with the knocker's melds, marked.
    assert scene.card_item(nine).zone == Zone.OPPONENT and scene.card_item(nine).laid_off


def test_the_best_lay_off_button(qtbot, make_window):
    window = make_window(match=match_on_deck(LAYOFF_DECK, dealer=0), player=KnocksAtOnce())
    wait_my_turn(qtbot, window)
    qtbot.mouseClick(window.action_bar.best_lay_off_button, Qt.MouseButton.LeftButton)
    view = window.view
    assert view.phase == Phase.ENDED
    assert {str(card) for card, _ in view.laid_off} == {"9S", "7S", "TD"}
    summary = panel_text(window.scene)
    assert "You laid off 7♠ 9♠ 10♦ and were left with 48." in summary
    assert "Computer scores 48 − 2 = 46." in summary


def test_an_undercut_is_explained(qtbot, make_window):
    # Pass the upcard twice, draw KC, knock with it keeping 8C: 8 deadwood against 6.
    cards = deck(f"{MELDED} 8C", "2H 2S 2C 3D 4D 5D 6H 7H 8H 6C", "QS", "KC")
    window = make_window(match=match_on_deck(cards, dealer=1), player=Scripted())
    qtbot.mouseClick(window.action_bar.pass_button, Qt.MouseButton.LeftButton)
    wait_my_turn(qtbot, window)
    qtbot.keyClick(window.table, Qt.Key.Key_S)
    drag(qtbot, window, centre(hand_item(window, "KC")), zone_centre(window, "knock"))
    wait_my_turn(qtbot, window)
    summary = panel_text(window.scene)
    assert "Computer wins the hand: +27" in summary
    assert (
        "Undercut: Computer had 6 deadwood against your 8, so Computer scores "
        "2 + 25 undercut bonus = 27." in summary
    )


GIN_DECK = deck(f"{MELDED} 8C", "2H 2S 2C 3D 4D 5D 6H 7H 8H 6C", "QS", "9S")
BIG_GIN_DECK = deck(f"{MELDED} 7S", "2H 2S 2C 3D 4D 5D 6H 7H 8H 6C", "QS", "8S")


def _pass_and_draw(qtbot, window) -> None:
    qtbot.mouseClick(window.action_bar.pass_button, Qt.MouseButton.LeftButton)
    wait_my_turn(qtbot, window)
    drag(qtbot, window, centre(window.scene.stock_top()), zone_centre(window, "hand"))


def test_gin_by_its_button(qtbot, make_window):
    window = make_window(match=match_on_deck(GIN_DECK, dealer=1), player=Scripted())
    _pass_and_draw(qtbot, window)
    gin = window.action_bar.gin_button
    assert gin.isEnabled() and gin.text() == "Gin with 8♣"
    assert not window.action_bar.big_gin_button.isEnabled()
    qtbot.mouseClick(gin, Qt.MouseButton.LeftButton)
    summary = panel_text(window.scene)
    assert "Gin: you melded all ten cards. Computer had 6 deadwood" in summary
    assert "you score 6 + 25 gin bonus = 31." in summary


def test_big_gin_by_its_button(qtbot, make_window):
    window = make_window(match=match_on_deck(BIG_GIN_DECK, dealer=1), player=Scripted())
    _pass_and_draw(qtbot, window)
    assert window.action_bar.big_gin_button.isEnabled()
    qtbot.keyClick(window.table, Qt.Key.Key_B)
    assert "Big gin: all eleven of your cards are melded." in panel_text(window.scene)
    assert "6 + 31 big gin bonus = 37" in panel_text(window.scene)


def test_the_end_of_a_match_with_bonuses(qtbot, make_window):
    rules = RuleSet(target_score=10, end_bonuses=True)
    match = match_on_deck(GIN_DECK, dealer=1, rules=rules)
    window = make_window(match=match, player=Scripted())
    _pass_and_draw(qtbot, window)
    qtbot.mouseClick(window.action_bar.gin_button, Qt.MouseButton.LeftButton)
    view = window.view
    assert view.match_over and view.match_winner == 0
    assert "You win the match!" in panel_text(window.scene)
    assert window.action_bar.next_button.text() == "Match result"
    qtbot.mouseClick(window.action_bar.next_button, Qt.MouseButton.LeftButton)
    result = panel_text(window.scene)
    for words in ("Game bonus", "Box bonus (25 a hand won)", "Shutout bonus", "Total"):
        assert words in result
    # 31 for the gin, 100 game bonus, 25 box bonus, 100 shutout bonus.
    assert "Total 256 0" in " ".join(result.split())
    bar = window.action_bar
    assert bar.again_button.isVisible() and bar.new_match_button.isVisible()
    qtbot.mouseClick(bar.again_button, Qt.MouseButton.LeftButton)
    assert window.view.hand_number == 1 and window.view.scores == (0, 0)
    assert not window.view.match_over
    assert set(text_blocks(window.scene)) >= {"opponent", "hand", "info"}


def test_a_drawn_hand_is_explained(qtbot, make_window):
    window = make_window(match=match_on_deck(GIN_DECK, dealer=1), player=Scripted())
    # The engine's view of a drawn hand carries no result; one with a DRAW result reads alike.
    for result in (None, HandResult(HandKind.DRAW, None, 0)):
        drawn = dataclasses.replace(window.view, phase=Phase.ENDED, to_act=None, result=result)
        assert texts.summary_title(drawn) == "Drawn hand"
        assert "nobody scores, and the same dealer deals again" in texts.summary_body(drawn)


def _click(qtbot, window, text: str) -> None:
    from .conftest import viewport_point

    point = viewport_point(window, centre(hand_item(window, text)))
    qtbot.mouseClick(window.table.viewport(), Qt.MouseButton.LeftButton, pos=point)


def test_knock_and_lay_off_by_keyboard(qtbot, make_window):
    cards = deck(f"{MELDED} 2C", "AS 3S 7S 8S TS JS AH 2H 4H 6C", "3C")
    window = make_window(match=match_on_deck(cards, dealer=1), level="beginner")
    qtbot.keyClick(window.table, Qt.Key.Key_T)  # take the upcard
    _click(qtbot, window, "2C")
    assert window.scene.selected == Card.from_str("2C")
    assert window.action_bar.knock_button.text() == "Knock with 2♣"
    qtbot.keyClick(window.table, Qt.Key.Key_K)
    assert window.view.knocker == 0

    window = make_window(match=match_on_deck(LAYOFF_DECK, dealer=0), player=KnocksAtOnce())
    wait_my_turn(qtbot, window)
    _click(qtbot, window, "7S")
    qtbot.keyClick(window.table, Qt.Key.Key_L)
    assert Card.from_str("7S") in {card for card, _ in window.view.laid_off}
    qtbot.keyClick(window.table, Qt.Key.Key_F)
    assert window.view.phase == Phase.ENDED


def test_at_normal_speed_the_lay_offs_are_seen_before_the_summary(qtbot, make_window):
    window = make_window(
        match=match_on_deck(LAYOFF_DECK, dealer=0), player=KnocksAtOnce(), speed="normal"
    )
    scene = window.scene
    wait_my_turn(qtbot, window, timeout=20000)
    qtbot.mouseClick(window.action_bar.best_lay_off_button, Qt.MouseButton.LeftButton)
    # One card at a time, each onto its meld while the others wait in your hand.
    laid: list[int] = []
    qtbot.waitUntil(
        lambda: laid.append(len(window.view.laid_off)) or window.view.phase == Phase.ENDED,
        timeout=10000,
    )
    assert laid[0] == 1 and 2 in laid and laid[-1] == 3
    # The hand has ended; its summary waits until the showdown has been seen.
    assert panel_text(scene) == ""
    assert all(scene.card_item(c).laid_off for c, _ in window.view.laid_off)
    qtbot.waitUntil(lambda: "You laid off" in panel_text(scene), timeout=5000)


def test_at_instant_speed_the_summary_comes_at_once(qtbot, make_window):
    window = make_window(match=match_on_deck(LAYOFF_DECK, dealer=0), player=KnocksAtOnce())
    wait_my_turn(qtbot, window)
    qtbot.mouseClick(window.action_bar.best_lay_off_button, Qt.MouseButton.LeftButton)
    assert window.view.phase == Phase.ENDED and "You laid off" in panel_text(window.scene)


NOTHING_FITS_DECK = deck(f"{MELDED} AC", "4C 2H TC 2C 3H 5H 8C KS KC QS", "2D")
"""As ``LAYOFF_DECK``, but no card of yours extends the computer's melds."""


def test_best_lay_off_with_nothing_to_lay_off_is_off_and_never_ends_the_hand(qtbot, make_window):
    """It used to act as Done: with nothing to lay off it ended the hand (and once a
    match) before the player had read the table."""
    window = make_window(match=match_on_deck(NOTHING_FITS_DECK, dealer=0), player=KnocksAtOnce())
    wait_my_turn(qtbot, window)
    assert window.view.phase == Phase.LAYOFF
    assert not window.commands["best_lay_off"].isEnabled()
    assert not window.action_bar.best_lay_off_button.isEnabled()
    assert window.commands["done"].isEnabled()
    qtbot.keyClick(window.table, Qt.Key.Key_O)  # its key still says why
    assert window.statusBar().currentMessage().startswith("None of your cards fits")
    assert window.view.phase == Phase.LAYOFF
    qtbot.keyClick(window.table, Qt.Key.Key_F)
    assert window.view.phase == Phase.ENDED


OWN_MELD_DECK = deck(f"{MELDED} AC", "7S 7H 7C 2C 3H 5H 8C KS KC QS", "2D")
"""As ``LAYOFF_DECK``, but your one card that fits the computer's melds, 7S (on 4-5-6 of
spades), is in your own set of sevens: laying it off would raise your deadwood."""


def test_best_lay_off_is_off_when_every_card_that_fits_does_more_in_your_own_melds(
    qtbot, make_window
):
    """A CI run pressed Best lay-off for a minute: it was on (7S may be laid off), yet
    the best lay-off lays off nothing, so each press was refused."""
    window = make_window(match=match_on_deck(OWN_MELD_DECK, dealer=0), player=KnocksAtOnce())
    wait_my_turn(qtbot, window)
    assert window.view.phase == Phase.LAYOFF
    assert any(isinstance(action, LayOff) for action in window.view.legal_actions)
    assert not window.commands["best_lay_off"].isEnabled()
    assert not window.action_bar.best_lay_off_button.isEnabled()
    assert window.commands["done"].isEnabled()
    qtbot.keyClick(window.table, Qt.Key.Key_O)  # its key says why
    assert window.statusBar().currentMessage().startswith("Laying off would not lower")
    assert window.view.phase == Phase.LAYOFF
    qtbot.keyClick(window.table, Qt.Key.Key_F)
    assert window.view.phase == Phase.ENDED
