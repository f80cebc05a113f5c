"""Playing on the table with the mouse and the keyboard, against the real computer player."""

from __future__ import annotations

from PySide6.QtCore import Qt

from gin_desktop.engine import (
    Card,
    Discard,
    Knock,
    Phase,
    PlayerView,
    best_arrangement,
    parse_cards,
)
from gin_desktop.plan.places import Zone
from gin_desktop.ui.window.app import MainWindow

from .conftest import (
    Scripted,
    centre,
    deck,
    double_click,
    drag,
    hand_item,
    match_on_deck,
    viewport_point,
    wait_my_turn,
    zone_centre,
)
from .table_queries import panel_text


def _left_with(view: PlayerView, card: Card) -> int:
    return best_arrangement([c for c in view.hand if c != card]).deadwood_points


def visible_cards(view: PlayerView) -> set[Card]:
    """Every card the human may see: a face-up card on the table must be one of these."""
    seen = set(view.hand) | set(view.discard_pile) | set(view.opponent_known)
    seen |= {card for meld in view.knocker_melds for card in meld}
    seen |= set(view.opponent_hand or ())
    if view.result is not None and view.result.showdown is not None:
        showdown = view.result.showdown
        for defender in showdown.defenders:
            seen |= {card for meld in defender.melds for card in meld} | set(defender.deadwood)
        seen |= set(showdown.knocker_deadwood_cards)
    return seen


def assert_private(window: MainWindow) -> None:
    """The table holds no card the human's PlayerView does not show."""
    view = window.view
    assert view is not None
    shown = {item.card for item in window.scene._cards if item.card is not None}
    assert shown <= visible_cards(view)


def play_my_turn(qtbot, window: MainWindow) -> None:
    """One move by mouse: pass, draw from the stock, knock or discard, or lay off."""
    view = window.view
    assert view is not None
    scene = window.scene
    if view.phase == Phase.FIRST_UPCARD:
        qtbot.mouseClick(window.action_bar.pass_button, Qt.MouseButton.LeftButton)
    elif view.phase == Phase.DRAW:
        top = scene.stock_top()
        assert top is not None
        drag(qtbot, window, centre(top), zone_centre(window, "hand"))
        assert len(window.view.hand) == 11
        assert len(scene.items_in(Zone.HAND)) == 11
    elif view.phase == Phase.DISCARD:
        knocks = [a.card for a in view.legal_actions if isinstance(a, Knock)]
        discards = [a.card for a in view.legal_actions if isinstance(a, Discard)]
        choice = min(knocks or discards, key=lambda c: (_left_with(view, c), -c.value))
        target = "knock" if knocks else "discard"
        drag(qtbot, window, centre(hand_item(window, str(choice))), zone_centre(window, target))
        assert choice not in window.view.hand
    elif view.phase == Phase.LAYOFF:
        bar = window.action_bar  # Best lay-off is off with nothing to lay off: then Done
        best = bar.best_lay_off_button if bar.best_lay_off_button.isEnabled() else bar.done_button
        qtbot.mouseClick(best, Qt.MouseButton.LeftButton)
    assert window.statusBar().currentMessage() == ""


def play_to_the_end(qtbot, window) -> None:
    """Your turns played as ``play_my_turn`` plays them, until the hand has ended."""
    for _ in range(120):
        wait_my_turn(qtbot, window)
        if window.view.phase == Phase.ENDED:
            return
        play_my_turn(qtbot, window)
    raise AssertionError("the hand did not end in 120 turns")


def test_a_whole_hand_from_deal_to_summary(qtbot, make_window):
    window = make_window(level="casual", seed=2024)
    for _ in range(120):
        wait_my_turn(qtbot, window)
        assert_private(window)
        if window.view.phase == Phase.ENDED:
            break
        play_my_turn(qtbot, window)
    view = window.view
    assert view.phase == Phase.ENDED
    summary = panel_text(window.scene)
    assert "Score: Ana" in summary
    assert window.action_bar.next_button.isVisible()
    if view.result.showdown is not None:
        # Both hands are shown face up, arranged.
        assert len(window.scene.items_in(Zone.OPPONENT)) >= 10 - len(view.laid_off)
        assert all(item.face_up for item in window.scene.items_in(Zone.OPPONENT))
    assert_private(window)
    # The next hand is dealt by the button.
    qtbot.mouseClick(window.action_bar.next_button, Qt.MouseButton.LeftButton)
    assert window.view.hand_number == 2
    assert panel_text(window.scene) == ""


def test_keys_and_double_clicks_play_a_turn(qtbot, make_window):
    cards = deck("2S 4H 6D 8C TS QH KD 3C 5H 7D", "AS 3S 5S 7S 8S JS AH 2H 4D 6C", "9H", "JC QC")
    window = make_window(match=match_on_deck(cards, dealer=1), player=Scripted())
    table = window.table
    assert window.view.phase == Phase.FIRST_UPCARD
    qtbot.keyClick(table, Qt.Key.Key_P)  # pass the upcard; the dealer passes too
    wait_my_turn(qtbot, window)
    assert window.view.phase == Phase.DRAW
    # Double-click the stock to draw (JC), choose the rightmost card with the arrows, Enter.
    double_click(qtbot, window, centre(window.scene.stock_top()))
    assert Card.from_str("JC") in window.view.hand
    qtbot.keyClick(table, Qt.Key.Key_Left)
    chosen = window.scene.selected
    assert chosen == window.scene.displayed_hand()[-1]
    qtbot.keyClick(table, Qt.Key.Key_Return)
    assert chosen not in window.view.hand
    assert window.view.discard_pile[-1] == chosen
    wait_my_turn(qtbot, window)
    # The computer threw its first card; take it with D, then discard by double-click.
    top = window.view.top_discard
    qtbot.keyClick(table, Qt.Key.Key_D)
    assert top in window.view.hand
    throw = parse_cards("KD")[0]
    double_click(qtbot, window, centre(hand_item(window, "KD")))
    assert window.view.top_discard == throw


def test_reordering_and_sorting_the_hand(qtbot, make_window):
    cards = deck("2S 4H 6D 8C TS QH KD 3C 5H 7D", "AS 3S 5S 7S 8S JS AH 2H 4D 6C", "9H", "JC QC")
    window = make_window(match=match_on_deck(cards, dealer=1), player=Scripted())
    scene = window.scene
    qtbot.mouseClick(window.action_bar.rank_button, Qt.MouseButton.LeftButton)
    assert [c.rank for c in scene.displayed_hand()] == sorted(c.rank for c in window.view.hand)
    qtbot.mouseClick(window.action_bar.suit_button, Qt.MouseButton.LeftButton)
    assert [c.suit for c in scene.displayed_hand()] == sorted(c.suit for c in window.view.hand)
    before = board(window)[0]
    first, last = scene.displayed_hand()[0], scene.displayed_hand()[-1]
    end = hand_item(window, str(last)).scene_centre()
    end.setX(end.x() + window.scene.geometry.card_w)
    drag(qtbot, window, centre(hand_item(window, str(first))), end)
    assert scene.displayed_hand()[-1] == first
    assert board(window)[0] == before  # reordering is yours alone: the game is unchanged
    # Shift+arrow moves the chosen card back to the left.
    scene.select(first)
    qtbot.keyClick(window.table, Qt.Key.Key_Left, Qt.KeyboardModifier.ShiftModifier)
    assert scene.displayed_hand()[-2] == first


def board(window: MainWindow) -> tuple[object, ...]:
    match = window.controller.match
    assert match is not None
    return (match.to_dict(),)


def test_look_through_the_discard_pile(qtbot, make_window):
    cards = deck("2S 4H 6D 8C TS QH KD 3C 5H 7D", "AS 3S 5S 7S 8S JS AH 2H 4D 6C", "9H", "JC QC")
    window = make_window(match=match_on_deck(cards, dealer=1), player=Scripted())
    scene = window.scene
    qtbot.mouseClick(window.action_bar.pass_button, Qt.MouseButton.LeftButton)
    wait_my_turn(qtbot, window)
    pile = window.view.discard_pile
    assert len(pile) == 1
    # One click on the pile spreads it out, another puts it back.
    qtbot.keyClick(window.table, Qt.Key.Key_V)
    assert scene.spread_pile
    assert all(scene.card_item(card).isVisible() for card in pile)
    qtbot.keyClick(window.table, Qt.Key.Key_V)
    assert not scene.spread_pile


def test_the_view_menu_sets_speed_and_colours(qtbot, make_window, store):
    """The menu's speed and deck are the saved preferences; the computer's pause is its own
    preference, which the speed leaves alone."""
    window = make_window(speed="normal")
    assert window.controller.pace_ms > 0 and window.scene.animator.duration_ms > 0
    window.commands.speeds["instant"].trigger()
    assert window.scene.animator.duration_ms == 0
    assert window.controller.pace_ms == window.preferences.computer_pause_ms > 0
    assert store.preferences().animation_speed == "instant"
    window.commands.speeds["slow"].trigger()
    assert window.scene.animator.duration_ms > 400
    assert store.preferences().animation_speed == "slow"
    # Diamonds turn blue and clubs green in the four-colour deck.
    card = next(c for c in window.view.hand if c.suit.name in "DC")
    item = window.scene.card_item(card)
    two_colour = item.pixmap().toImage()
    window.commands["four_colour"].trigger()
    assert window.scene.art.four_colour
    assert item.pixmap().toImage() != two_colour
    assert store.preferences().deck_style == "four_colour"


def test_a_double_click_on_the_discard_pile_takes_its_top_card(qtbot, make_window):
    """A real double-click is a click, then a second press that is a double-click: the
    first click must not fan the pile away from under the second. A single click still
    fans it, once the double-click time has passed."""
    cards = deck("2S 4H 6D 8C TS QH KD 3C 5H 7D", "AS 3S 5S 7S 8S JS AH 2H 4D 6C", "9H", "JC QC")
    window = make_window(match=match_on_deck(cards, dealer=1), player=Scripted())
    scene, viewport = window.scene, window.table.viewport()
    qtbot.mouseClick(window.action_bar.pass_button, Qt.MouseButton.LeftButton)
    wait_my_turn(qtbot, window)
    double_click(qtbot, window, centre(scene.stock_top()))  # draw from the stock, throw KD
    double_click(qtbot, window, centre(hand_item(window, "KD")))
    wait_my_turn(qtbot, window)
    top = window.view.top_discard
    assert len(window.view.discard_pile) >= 2 and top is not None
    point = viewport_point(window, centre(scene.top_discard_item()))
    qtbot.mouseClick(viewport, Qt.MouseButton.LeftButton, pos=point)  # the first click...
    qtbot.mouseDClick(viewport, Qt.MouseButton.LeftButton, pos=point)  # ...and the second
    assert top in window.view.hand and window.view.phase == Phase.DISCARD
    assert not scene.spread_pile
    # A single click, alone, fans the pile out after the double-click time.
    thrown = window.view.hand[0]
    double_click(qtbot, window, centre(hand_item(window, str(thrown))))
    wait_my_turn(qtbot, window)
    point = viewport_point(window, centre(scene.top_discard_item()))
    qtbot.mouseClick(viewport, Qt.MouseButton.LeftButton, pos=point)
    qtbot.waitUntil(lambda: scene.spread_pile, timeout=2000)


def test_the_card_you_drew_is_marked_until_you_discard(qtbot, make_window):
    """Among eleven cards the one just drawn is easy to miss: it is outlined in gold (the
    table's titles' colour) until the discard."""
    from .test_commands import JUNK_DECK

    window = make_window(match=match_on_deck(JUNK_DECK, dealer=1), player=Scripted())
    scene = window.scene
    qtbot.keyClick(window.table, Qt.Key.Key_P)  # pass the first upcard
    wait_my_turn(qtbot, window)
    assert window.view.phase == Phase.DRAW
    before = set(window.view.hand)
    drag(qtbot, window, centre(scene.stock_top()), zone_centre(window, "hand"))
    (drawn,) = set(window.view.hand) - before
    marked = [card for card in window.view.hand if scene.card_item(card).drawn]
    assert marked == [drawn]
    qtbot.keyClick(window.table, Qt.Key.Key_Left)  # choose another card: the mark stays
    assert scene.card_item(drawn).drawn or scene.card_item(drawn).selected
    drag(qtbot, window, centre(hand_item(window, str(drawn))), zone_centre(window, "discard"))
    assert not any(scene.card_item(card).drawn for card in window.view.hand)
