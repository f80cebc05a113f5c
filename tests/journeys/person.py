"""A person at the screen: what they decide from what the table shows, and the gestures
that make it (clicks, double-clicks, drags and keys on the widgets on screen).

The decision (``choice``) reads the view the table shows (``window.view``: the cards the
person sees, the phase the buttons show) and nothing else; the same function plays the
engine alone (``play_match``), so that a journey can know beforehand what a deal brings.
The gestures go through the real widgets only: the table's viewport, the action bar's
buttons, the menu bar and its menus, the dialogs' fields.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication, QDialog, QMenu, QWidget

from gin_desktop.engine import (
    Action,
    Discard,
    DrawStock,
    FinishLayoffs,
    Knock,
    LayOff,
    Match,
    NextHand,
    PassUpcard,
    Phase,
    PlayerView,
    best_arrangement,
    lay_off,
)
from gin_desktop.ui.window.app import MainWindow
from tests.ui.conftest import centre, double_click, drag, hand_item, when_modal, zone_centre
from tests.ui.on_screen import plain

# --- what the person decides -------------------------------------------------------------


def _deadwood_without(view: PlayerView, card: object) -> int:
    return best_arrangement([c for c in view.hand if c != card]).deadwood_points


def choice(view: PlayerView) -> Action:
    """The person's move: pass the first upcard, draw from the stock, throw the card that
    leaves the least deadwood (the highest of equals), knock only for gin, lay off all
    that can be laid off. Always one move, the same for the same view."""
    legal = view.legal_actions
    if view.phase == Phase.FIRST_UPCARD:
        return PassUpcard()
    if view.phase == Phase.DRAW:
        return DrawStock()
    if view.phase == Phase.LAYOFF:
        return FinishLayoffs()  # the gesture is Best lay-off, which lays off and finishes
    gins = [a for a in legal if isinstance(a, Knock) and _deadwood_without(view, a.card) == 0]
    if gins:
        return gins[0]
    discards = [a for a in legal if isinstance(a, Discard)]
    return min(
        discards, key=lambda a: (_deadwood_without(view, a.card), -a.card.value, str(a.card))
    )


def lay_offs(view: PlayerView) -> list[Action]:
    """What Best lay-off (O) plays, card by card, then Done: the engine's best lay-offs."""
    if not any(isinstance(a, LayOff) for a in view.legal_actions):
        return [FinishLayoffs()]
    placements = lay_off(view.knocker_melds, view.hand, view.rules).placements
    return [*(LayOff(card, index) for card, index in placements), FinishLayoffs()]


def play_match(
    match: Match, computer: Callable[[PlayerView], Action], hands: int, person: int = 0
) -> Match:
    """The engine alone, played as the journey will play it through the window: the person
    at seat ``person``, ``computer`` at the others, for ``hands`` hands at most."""
    while not match.is_over:
        seat = match.to_act
        if seat is None:
            if match.hand_number >= hands:
                break
            match.apply(NextHand())
            continue
        view = match.view(seat)
        if seat != person:
            match.apply(computer(view), seat=seat)
        elif view.phase == Phase.LAYOFF:
            for action in lay_offs(view):
                match.apply(action, seat=seat)
        else:
            match.apply(choice(view), seat=seat)
    return match


# --- the gestures ------------------------------------------------------------------------


def wait_for_the_person(qtbot, window: MainWindow, timeout: int = 60000) -> PlayerView:
    """Until the table asks the person for a move, or shows the hand's end."""

    def ready() -> bool:
        view = window.view
        if view is None or window.controller.thinking:
            return False
        return view.is_my_turn or view.phase == Phase.ENDED

    qtbot.waitUntil(ready, timeout=timeout)
    assert window.view is not None
    return window.view


def make(qtbot, window: MainWindow, action: Action) -> None:
    """The gesture for ``action`` on the table or the action bar."""
    scene, bar = window.scene, window.action_bar
    if isinstance(action, PassUpcard):
        click(qtbot, bar.pass_button)
    elif isinstance(action, DrawStock):
        top = scene.stock_top()
        assert top is not None, "no stock on the table"
        double_click(qtbot, window, centre(top))
    elif isinstance(action, Knock):
        card = hand_item(window, str(action.card))
        drag(qtbot, window, centre(card), zone_centre(window, "knock"))
    elif isinstance(action, Discard):
        double_click(qtbot, window, centre(hand_item(window, str(action.card))))
    elif isinstance(action, FinishLayoffs):  # Best lay-off when a card fits, else Done
        view = window.view
        assert view is not None
        click(qtbot, bar.best_lay_off_button if len(lay_offs(view)) > 1 else bar.done_button)
    else:
        raise AssertionError(f"no gesture for {action}")


def play_hand(
    qtbot, window: MainWindow, move: Callable[[PlayerView], Action] = choice
) -> PlayerView:
    """The person plays their turns until the hand ends; the view of its end."""
    for _ in range(400):
        view = wait_for_the_person(qtbot, window)
        if view.phase == Phase.ENDED:
            return view
        make(qtbot, window, move(view))
        qtbot.waitUntil(lambda seen=view: window.view is not seen)  # the move is on screen
    raise AssertionError("the hand did not end")


def click(qtbot, button: QWidget) -> None:
    assert button.isVisible() and button.isEnabled(), f"{button} cannot be clicked"
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def next_hand(qtbot, window: MainWindow) -> None:
    click(qtbot, window.action_bar.next_button)


def choose(qtbot, window: MainWindow, menu: str, command: str) -> None:
    """A click on the menu bar's ``menu`` ("game", "play", "view", "help"), then on its
    item for ``command`` (a name of the command registry)."""
    bar, popup = window.menuBar(), window.frame.menus[menu]
    title = popup.menuAction()
    qtbot.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.actionGeometry(title).center())
    qtbot.waitUntil(popup.isVisible)
    item = window.commands[command]
    assert item.isEnabled(), f"{plain(item.text())} is greyed out"
    qtbot.mouseClick(popup, Qt.MouseButton.LeftButton, pos=popup.actionGeometry(item).center())


def answer(act: Callable[[QWidget], None], skip: QWidget | None = None) -> None:
    """``act`` answers the next modal dialog, as soon as it is up. A check of ``act`` that
    fails closes the dialog, so that the journey fails at once rather than wait on it."""

    def guarded(widget: QWidget) -> None:
        try:
            act(widget)
        except BaseException:
            if isinstance(widget, QDialog):
                widget.reject()
            else:
                widget.close()
            raise

    when_modal(guarded, skip)


def type_text(qtbot, field: QWidget, text: str) -> None:
    """Select what the field holds and type ``text`` over it, as a person does."""
    field.setFocus()
    qtbot.keyClick(field, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClicks(field, text)


def visible_menu() -> QMenu | None:
    widget = QApplication.activePopupWidget()
    return widget if isinstance(widget, QMenu) else None


def point_of(widget: QWidget) -> QPoint:
    return widget.rect().center()
