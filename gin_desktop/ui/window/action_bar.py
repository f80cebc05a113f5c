"""The row of buttons under the table: the hand's tools on the left, the moves of the phase
being played on the right.

Each button shows one command of the registry (``commands.ActionButton``): its words,
tooltip and enabled state follow the command, in whatever language is installed, so the
bar has nothing to word itself. What the bar decides is which buttons are shown: those of
the view's phase, so that the row never offers a move the phase has no use for.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from PySide6.QtWidgets import QHBoxLayout

    from gin_desktop.engine import PlayerView

    from .commands import ActionButton, Commands


class ActionBar:
    """The buttons of the frame's action row (``row``), made from ``commands``; hidden
    until a hand is dealt (``show_for``)."""

    def __init__(self, commands: Commands, row: QHBoxLayout) -> None:
        button = commands.button
        self.arrange_button, self.rank_button, self.suit_button = (
            button("arrange"),
            button("by_rank"),
            button("by_suit"),
        )
        self.take_button, self.pass_button = button("take"), button("pass_upcard")
        self.knock_button, self.gin_button = button("knock"), button("gin")
        self.big_gin_button = button("big_gin")
        self.best_lay_off_button, self.done_button = button("best_lay_off"), button("done")
        self.next_button, self.again_button = button("next_hand"), button("play_again")
        self.skip_button = button("skip_hand")
        self.new_match_button = button("new_match")
        self.hint_button, self.review_button = button("hint"), button("review_hand")
        self.deal_again_button = button("deal_again")
        self.expert_way_button = button("expert_way")
        for hand_tool in (*self.hand_tools, self.hint_button):
            row.addWidget(hand_tool)
        row.addStretch(1)
        self.play_buttons: tuple[ActionButton, ...] = (
            self.take_button,
            self.pass_button,
            self.knock_button,
            self.gin_button,
            self.big_gin_button,
            self.best_lay_off_button,
            self.done_button,
            self.skip_button,
            self.review_button,
            self.expert_way_button,
            self.deal_again_button,
            self.next_button,
            self.again_button,
            self.new_match_button,
        )
        """The moves, in the row's order."""
        for play in self.play_buttons:
            row.addWidget(play)
        for shown in (*self.hand_tools, self.hint_button, *self.play_buttons):
            shown.hide()

    @property
    def hand_tools(self) -> tuple[ActionButton, ...]:
        return self.arrange_button, self.rank_button, self.suit_button

    def show_for(
        self, view: PlayerView | None, *, match_result_shown: bool, expert_way: bool = False
    ) -> None:
        """Show the buttons of ``view``'s phase (None: no hand on the table, as behind the
        hot-seat privacy screen); ``match_result_shown``: the table shows the result of
        a match that is over, which Play again and New match follow; ``expert_way``: the
        expert can play the person's cards of the hand just ended."""
        # loaded after the frame's first paint (tests/ui/test_startup.py)
        from gin_desktop.engine import Phase

        phase = view.phase if view is not None else Phase.ENDED
        mine = view is not None and view.is_my_turn
        playing = view is not None and view.playing
        moving = playing and phase in (Phase.DRAW, Phase.DISCARD)
        over = view is not None and phase == Phase.ENDED and view.match_over
        shown = {
            self.take_button: playing and phase == Phase.FIRST_UPCARD,
            self.pass_button: playing and phase == Phase.FIRST_UPCARD,
            self.knock_button: moving,
            self.gin_button: moving,
            self.big_gin_button: moving,
            self.best_lay_off_button: phase == Phase.LAYOFF and mine,
            self.done_button: phase == Phase.LAYOFF and mine,
            self.next_button: view is not None
            and phase == Phase.ENDED
            and not (over and match_result_shown),
            self.again_button: over and match_result_shown,
            self.skip_button: not playing and phase != Phase.ENDED,
            self.new_match_button: over and match_result_shown,
        }
        for button in self.hand_tools:
            # No hand behind a privacy screen or while sitting out, nothing to sort once
            # the hand has ended (the row makes room for what follows it).
            shown[button] = playing and phase != Phase.ENDED
        shown[self.hint_button] = mine and phase != Phase.ENDED
        shown[self.review_button] = playing and phase == Phase.ENDED
        shown[self.deal_again_button] = phase == Phase.ENDED and view is not None
        shown[self.expert_way_button] = expert_way and phase == Phase.ENDED
        for button, visible in shown.items():
            button.setVisible(visible)
