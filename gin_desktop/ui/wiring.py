"""What each command of the main window does: its menus', buttons' and keys' actions
(``commands.py``) connected to the controller, the gestures, the table and the dialogs,
once the game is built into the window."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .app import MainWindow


def connect_commands(window: MainWindow) -> None:
    """Connect each command of ``window`` to what it does."""
    c, g, scene, commands = window.controller, window.gestures, window.scene, window.commands
    d = window.dialogs
    slots: dict[str, Callable[[], object]] = {
        "new_match": window.new_match, "house_rules": window.edit_house_rules,
        "match_rules": d.show_match_rules, "preferences": d.edit_preferences,
        "quit": window.close, "draw_stock": c.draw_stock_requested,
        "take": c.draw_discard_requested, "pass_upcard": c.pass_requested,
        "knock": g.knock, "gin": g.gin, "big_gin": c.big_gin_requested,
        "play_chosen": g.play_chosen, "lay_off_chosen": g.lay_off_chosen,
        "best_lay_off": c.best_lay_off_requested, "done": c.finish_lay_offs_requested,
        "next_hand": window._next, "play_again": window.play_again,
        "skip_hand": c.skip_hand_requested,
        "arrange": lambda: scene.sort_hand("melds"), "by_rank": lambda: scene.sort_hand("rank"),
        "by_suit": lambda: scene.sort_hand("suit"),
        "choose_left": lambda: scene.select_step(-1),
        "choose_right": lambda: scene.select_step(1),
        "move_left": lambda: scene.move_selected(-1),
        "move_right": lambda: scene.move_selected(1),
        "unchoose": window._unchoose, "spread": scene.toggle_spread,
        "save_as": window.keeper.save_as, "open": window.keeper.open,
        "statistics": d.show_statistics, "undo": c.undo_requested,
        "keys": d.show_keys, "about": d.about, "about_qt": d.about_qt,
        "how_to_play": d.how_to_play, "welcome": d.welcome,
    }  # fmt: skip
    for name, slot in slots.items():
        commands[name].triggered.connect(lambda _checked=False, slot=slot: slot())
    tried = {**slots, "knock": g.knock_chosen}
    commands.tried.connect(lambda name: tried[name]())
    for speed, action in commands.speeds.items():
        action.triggered.connect(lambda _checked=False, s=speed: window.set_speed(s))
    commands["four_colour"].toggled.connect(window._four_colour_toggled)
    for panel, action in commands.panels.items():
        action.setChecked(window.store.panel_shown(panel))
        action.triggered.connect(lambda on, p=panel: window.panels.set_shown(p, on))
    window.panels.shown_changed.connect(lambda panel, on: commands.panels[panel].setChecked(on))
