"""Hot-seat: two people take turns at one screen. Between turns a privacy screen covers the
table and no card of either hand is on it; each player sees only their own view; the
showdown is shown to both.

The two players are simulated through the real widgets: clicks and Space on the privacy
screen, drags, double-clicks, clicks and keys on the table.
"""

from __future__ import annotations

import json
from pathlib import Path

from PySide6.QtCore import Qt

from gin_desktop.engine import (
    Card,
    Discard,
    EventKind,
    Knock,
    Phase,
    PlayerView,
    best_arrangement,
)
from gin_desktop.ui.window.app import MainWindow

from .conftest import centre, double_click, drag, hand_item, viewport_point, zone_centre
from .table_queries import panel_text, text_blocks
from .test_log_panel import hidden_cards, mentions
from .test_table_play import visible_cards

NAMES = ("Ana", "Budi")


def face_up(window: MainWindow) -> set[Card]:
    """Every card whose face an item of the table shows (seen or not: an item below
    others in a pile counts too)."""
    return {item.card for item in window.scene._cards if item.card is not None and item.face_up}


def privacy_up(window: MainWindow) -> bool:
    return window.privacy is not None and window.stack.currentWidget() is window.privacy


def assert_handover_private(window: MainWindow) -> None:
    """At a handover: every face-up card belongs to the seat on turn, to the discard pile
    or to a showdown; in fact none is on the table at all, and no words either."""
    match = window.controller.match
    assert match is not None and privacy_up(window)
    on_turn = match.to_act
    assert on_turn is not None and window.controller.handover == on_turn
    allowed = set(match.hand.hand(on_turn)) | set(match.hand.discard_pile)
    shown = face_up(window)
    assert shown <= allowed
    assert not shown & set(match.hand.hand(1 - on_turn))
    assert shown == set(), "both hands are hidden"
    assert text_blocks(window.scene) == {}
    assert window.view is None and window.controller.view is None
    assert window.statusBar().currentMessage() == ""
    assert window.privacy is not None and NAMES[on_turn] in window.privacy.text()
    log = window.panels.log_panel
    assert log is not None and log.model.rowCount() == 0, "nobody's log while passing"


def assert_own_view_only(window: MainWindow) -> None:
    """On a player's turn: the table shows that seat's view and nothing it may not see."""
    match, view = window.controller.match, window.view
    assert match is not None and view is not None and not privacy_up(window)
    assert view.seat == window.controller.viewer
    assert face_up(window) <= visible_cards(view)
    other = set(match.hand.hand(1 - view.seat)) - set(view.opponent_known)
    if view.opponent_hand is None:
        assert not face_up(window) & other
    log = window.panels.log_panel
    assert log is not None and log.model.viewer == view.seat
    hidden = hidden_cards(match.hand.events, viewer=view.seat)
    current = [  # the cut for the deal is cards of another shuffle: not this hand's
        row.what
        for row in log.model.rows()
        if row.hand == view.hand_number and row.event.kind != EventKind.CUT
    ]
    assert not [text for text in current if any(mentions(text, card) for card in hidden)]


def _deadwood_without(view: PlayerView, card: Card) -> int:
    return best_arrangement([c for c in view.hand if c != card]).deadwood_points


def reveal(qtbot, window: MainWindow, turn: int) -> None:
    """The next player sits down: a click on the screen, its button, or Space."""
    screen = window.privacy
    assert screen is not None
    if turn % 3 == 0:
        qtbot.mouseClick(screen, Qt.MouseButton.LeftButton, pos=screen.rect().center())
    elif turn % 3 == 1:
        qtbot.keyClick(screen, Qt.Key.Key_Space)
    else:
        qtbot.mouseClick(screen.button, Qt.MouseButton.LeftButton)
    assert not privacy_up(window)


def play_turn(qtbot, window: MainWindow, turn: int) -> None:
    """One move of the player at the screen, by mouse or keyboard."""
    view = window.view
    assert view is not None and view.is_my_turn
    scene = window.scene
    if view.phase == Phase.FIRST_UPCARD:
        if turn % 2:
            qtbot.mouseClick(window.action_bar.pass_button, Qt.MouseButton.LeftButton)
        else:
            qtbot.keyClick(window.table, Qt.Key.Key_P)
    elif view.phase == Phase.DRAW:
        top = scene.stock_top()
        assert top is not None
        if turn % 2:
            drag(qtbot, window, centre(top), zone_centre(window, "hand"))
        else:
            double_click(qtbot, window, centre(top))
    elif view.phase == Phase.DISCARD:
        knocks = [a.card for a in view.legal_actions if isinstance(a, Knock)]
        discards = [a.card for a in view.legal_actions if isinstance(a, Discard)]
        card = min(knocks or discards, key=lambda c: (_deadwood_without(view, c), -c.value))
        item = hand_item(window, str(card))
        if knocks:
            drag(qtbot, window, centre(item), zone_centre(window, "knock"))
        elif turn % 2:
            double_click(qtbot, window, centre(item))
        else:  # choose it with a click, throw it with Enter
            point = viewport_point(window, centre(item))
            qtbot.mouseClick(window.table.viewport(), Qt.MouseButton.LeftButton, pos=point)
            assert scene.selected == card
            qtbot.keyClick(window.table, Qt.Key.Key_Return)
    elif view.phase == Phase.LAYOFF:
        qtbot.keyClick(window.table, Qt.Key.Key_O)
    assert window.statusBar().currentMessage() == "", window.statusBar().currentMessage()


def play_hand(qtbot, window: MainWindow, handovers: list[int]) -> PlayerView:
    """Both players play until the hand ends; every handover is checked and counted."""
    for turn in range(300):
        if privacy_up(window):
            assert_handover_private(window)
            handovers.append(window.controller.handover or 0)
            reveal(qtbot, window, turn)
            continue
        assert_own_view_only(window)
        view = window.view
        assert view is not None
        if view.phase == Phase.ENDED:
            return view
        play_turn(qtbot, window, turn)
    raise AssertionError("the hand did not end")


def hotseat_window(make_window, seed: int = 4) -> MainWindow:
    window = make_window(mode="hotseat", names=NAMES, seed=seed, size=(1200, 760))
    window.panels.set_shown("match_log", True)
    return window


def test_a_hot_seat_hand_never_shows_a_hand_to_the_other_player(qtbot, make_window):
    window = hotseat_window(make_window)
    assert privacy_up(window), "a hot-seat match starts with the screen hidden"
    handovers: list[int] = []
    view = play_hand(qtbot, window, handovers)
    print(f"\n{len(handovers)} handovers; the hand ended: {view.result}")
    assert len(handovers) >= 8 and set(handovers) == {0, 1}
    # The showdown is shown to both: the last player's view, both hands face up, the
    # winner by name.
    match = window.controller.match
    assert match is not None and view.result is not None
    if view.result.showdown is not None:
        both = set(match.hand.hand(0)) | set(match.hand.hand(1))
        assert both - {card for card, _ in view.laid_off} <= face_up(window) | set(
            view.discard_pile
        )
        winner = view.result.winner
        assert winner is not None
        assert f"{NAMES[winner]} wins the hand" in panel_text(window.scene)
    # The next hand: dealt, then the screen goes to whoever must act, if not here.
    qtbot.keyClick(window.table, Qt.Key.Key_N)
    match = window.controller.match
    assert match is not None and match.hand_number == 2
    if match.to_act != view.seat:
        assert_handover_private(window)
    else:
        assert_own_view_only(window)


def test_the_privacy_screen_blocks_the_keys_and_the_table(qtbot, make_window):
    window = hotseat_window(make_window)
    match = window.controller.match
    assert match is not None and privacy_up(window)
    before = match.to_dict()
    for key in (Qt.Key.Key_P, Qt.Key.Key_S, Qt.Key.Key_T, Qt.Key.Key_K):
        qtbot.keyClick(window.privacy, key)
    assert not window.controller.action_requested(match.legal_actions()[0])
    assert match.to_dict() == before and privacy_up(window)
    assert not any(
        button.isVisible() and button.isEnabled() for button in window.action_bar.play_buttons
    )


def test_each_player_exports_their_own_log(qtbot, make_window, tmp_path: Path):
    """A played hand's log, as each player exports it: every public event as that seat
    saw it, and no card the seat did not see."""
    window = hotseat_window(make_window)
    play_hand(qtbot, window, [])
    match = window.controller.match
    log = window.panels.log_panel
    assert match is not None and log is not None
    for seat in (0, 1):
        log.set_viewer(seat)
        path = tmp_path / f"log-{seat}.json"
        log.export(path, "json")
        data = json.loads(path.read_text(encoding="utf-8"))
        assert data["viewer"] == seat
        expected = [event.for_seat(seat).to_dict() for event in match.events]
        assert [row["event"] for row in data["rows"]] == expected
        log.export(tmp_path / f"log-{seat}.txt", "text")
        text = (tmp_path / f"log-{seat}.txt").read_text(encoding="utf-8")
        for card in hidden_cards(match.events, viewer=seat):  # the cut counts as seen
            assert not mentions(json.dumps(data["rows"], ensure_ascii=False), card)
            assert not mentions(text, card)


def test_each_player_keeps_their_order_of_their_hand(qtbot, make_window):
    window = hotseat_window(make_window)
    reveal(qtbot, window, 0)
    view = window.view
    assert view is not None
    qtbot.mouseClick(window.action_bar.suit_button, Qt.MouseButton.LeftButton)
    mine = window.scene.displayed_hand()
    assert [c.suit for c in mine] == sorted(c.suit for c in view.hand)
    # Pass the upcard; the other player looks at their own hand, passes too.
    play_turn(qtbot, window, 1)
    assert privacy_up(window)
    reveal(qtbot, window, 1)
    assert window.view is not None and window.view.seat != view.seat
    assert window.scene.displayed_hand() != mine
    play_turn(qtbot, window, 1)
    reveal(qtbot, window, 2)
    assert window.view is not None and window.view.seat == view.seat
    assert window.scene.displayed_hand() == mine, "back at the screen, as they left it"


def test_a_refusal_in_the_status_bar_does_not_outlive_the_turn(qtbot, make_window):
    window = hotseat_window(make_window)
    reveal(qtbot, window, 0)
    view = window.view
    assert view is not None and view.phase == Phase.FIRST_UPCARD
    qtbot.keyClick(window.table, Qt.Key.Key_S)  # the stock is closed while the upcard is offered
    assert window.statusBar().currentMessage() != ""
    qtbot.keyClick(window.table, Qt.Key.Key_P)
    assert privacy_up(window) and window.statusBar().currentMessage() == ""


def test_the_privacy_screen_is_drawn_on_the_tables_own_felt(qtbot, make_window):
    """It was green on every felt: on the blue felt it is blue."""
    from gin_desktop.ui.table.felt import felt_colour

    from .conftest import preferences_for

    window = make_window(
        mode="hotseat",
        names=("Ana", "Budi"),
        preferences=preferences_for("instant", table_colour="blue"),
    )
    screen = window.privacy
    assert screen is not None and screen.isVisible()
    image = screen.grab().toImage()
    middle = image.pixelColor(image.width() // 2, image.height() // 5)
    blue = felt_colour("blue")
    assert abs(middle.blue() - blue.blue()) < 40 and middle.blue() > middle.green() > middle.red()
