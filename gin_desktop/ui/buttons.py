"""Which buttons the window shows under the table: the moves of the phase being played,
the hand's tools, and the commands each enables (``commands.Commands.update``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .app import MainWindow


def update_buttons(window: MainWindow) -> None:
    """The commands enabled for the view on the table, and the buttons of its phase."""
    from gin_desktop.engine import Phase

    view = window.view
    result_shown = window.scene.show_match_result
    window.commands.update(
        view,
        knock=window.gestures.knock_card(),
        gin=window.gestures.gin_card(),
        match_result_shown=result_shown,
    )
    phase = view.phase if view is not None else Phase.ENDED
    mine = view is not None and view.is_my_turn
    playing = view is not None and view.playing
    moving = playing and phase in (Phase.DRAW, Phase.DISCARD)
    over = view is not None and phase == Phase.ENDED and view.match_over
    shown = {
        window.take_button: playing and phase == Phase.FIRST_UPCARD,
        window.pass_button: playing and phase == Phase.FIRST_UPCARD,
        window.knock_button: moving,
        window.gin_button: moving,
        window.big_gin_button: moving,
        window.best_lay_off_button: phase == Phase.LAYOFF and mine,
        window.done_button: phase == Phase.LAYOFF and mine,
        window.next_button: view is not None
        and phase == Phase.ENDED
        and not (over and result_shown),
        window.again_button: over and result_shown,
        window.skip_button: not playing and phase != Phase.ENDED,
        window.new_match_button: over and result_shown,
    }
    for button in (window.arrange_button, window.rank_button, window.suit_button):
        shown[button] = playing  # no hand behind a privacy screen, or while sitting out
    for button, visible in shown.items():
        button.setVisible(visible)
