"""The main window's parts built in its frame and handed to each other, and its commands
connected to what they do (``app.py`` reacts to the game; this module puts it together).

Imported once the frame is on screen (``MainWindow.build_game``): the table, its scene and
the game's modules load then, not before the first paint.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Protocol

from PySide6.QtWidgets import QMainWindow

from gin_desktop.engine import PlayerView
from gin_desktop.play.controller import GameController
from gin_desktop.play.hand_reviews import HandReviews
from gin_desktop.play.hints import Hints
from gin_desktop.storage import PANELS, Preferences, Settings
from gin_desktop.storage.matches import Autosave
from gin_desktop.storage.settings import DeckStyle
from gin_desktop.storage.statistics import Statistics

from ..table.card_table import CardTable
from ..table.scene import TableScene
from .accessibility import Accessibility
from .action_bar import ActionBar
from .commands import Commands, Handler
from .frame import WindowFrame, system_text_px
from .gestures import TableGestures
from .hint_question import everyone_allows_hints
from .keeper import MatchKeeper
from .messages import Messages
from .new_match_flow import NewMatchFlow
from .side_panels import SidePanels
from .table_sounds import TableSounds
from .window_dialogs import WindowDialogs


class GameWindow(Protocol):
    """What the parts are handed of the window: its frame, its settings and its own
    commands; the parts built are kept on it."""

    frame: WindowFrame
    table: CardTable
    messages: Messages
    store: Settings
    preferences: Preferences
    view: PlayerView | None
    commands: Commands
    action_bar: ActionBar
    controller: GameController
    scene: TableScene
    gestures: TableGestures
    panels: SidePanels
    keeper: MatchKeeper
    hand_reviews: HandReviews
    dialogs: WindowDialogs
    match_flow: NewMatchFlow
    sounds: TableSounds
    hints: Hints
    accessibility: Accessibility

    def say(self, text: str, ms: int = 12000, *, on_felt: bool = False) -> None: ...
    def apply_preferences(self, preferences: Preferences, *, save: bool = True) -> None: ...
    def report_problems(self) -> bool: ...
    def next_hand(self) -> None: ...
    def unchoose(self) -> None: ...
    def change_card_size(self, direction: int) -> None: ...


def build_parts(
    game: GameWindow,
    window: QMainWindow,
    *,
    controller: GameController | None,
    autosave: Autosave | None,
    statistics: Statistics | None,
    connect: Handler,
) -> None:
    """The game's parts in ``window``'s frame (``game`` is the same window, seen as what
    its parts need of it), each handed what it needs of the others; ``connect`` joins the
    controller to the window's reactions once the docks exist, before anything else
    listens to it."""
    game.frame.finish()
    game.commands = Commands(window, game.table)  # the menus' titles are the frame's
    game.commands.build_menus(game.frame.menus)
    game.commands.bind_table_keys()
    game.action_bar = ActionBar(game.commands, game.frame.action_row)
    game.controller = controller or GameController(window)
    if game.controller.parent() is None:
        game.controller.setParent(window)
    scene = game.scene = TableScene(window)
    scene.set_least_font(system_text_px())
    game.table.set_table(scene)
    game.messages.hand_top = lambda: _hand_top(game.table, scene)
    game.gestures = TableGestures(
        window,
        scene,
        game.controller,
        view=lambda: game.view,
        preferences=lambda: game.preferences,
        # what answers the player's gesture
        say=lambda text: game.messages.say(text, on_felt=True, about_position=True),
    )
    game.panels = SidePanels(window, game.store, say=game.say)
    connect()
    _build_helpers(game, window)
    _build_keeping(game, window, autosave, statistics)
    game.dialogs = WindowDialogs(
        window,
        store=game.store,
        controller=game.controller,
        view=lambda: game.view or game.controller.public_view(),
        preferences=lambda: game.preferences,
        apply_preferences=game.apply_preferences,
        statistics=lambda: game.keeper.statistics,
        looks=scene.looks,
        say=game.say,
        play_deal=lambda hand: game.match_flow.play_deal_again(hand),
    )
    game.match_flow = NewMatchFlow(
        window,
        store=game.store,
        controller=game.controller,
        may_leave=game.keeper.may_leave,
        report_problems=game.report_problems,
        say=game.say,
        statistics=lambda: game.keeper.statistics,
    )
    connect_commands(game, window)


def _build_helpers(game: GameWindow, window: QMainWindow) -> None:
    """The sounds of the moves, hints, and the table for a player who does not see it:
    each listens to the controller after the window's own reactions."""
    game.sounds = TableSounds(game.controller, game.preferences.sound_volume)
    game.hints = Hints(
        window,
        game.controller,
        lambda text: game.messages.say(text, on_felt=True, about_position=True),
        everyone_allows=lambda: everyone_allows_hints(window),
    )
    game.accessibility = Accessibility(
        window,
        table=game.table,
        scene=game.scene,
        controller=game.controller,
        said=game.messages.said,
    )


def _build_keeping(
    game: GameWindow, window: QMainWindow, autosave: Autosave | None, statistics: Statistics | None
) -> None:
    """The match kept on disk and its hands reviewed once recorded."""
    game.keeper = MatchKeeper(
        window,
        game.controller,
        game.scene,
        autosave,
        game.say,
        statistics,
        warn=lambda text: game.say(text, on_felt=True),
    )
    game.keeper.watch_paint(game.table.painted)  # a move is kept once it is seen
    game.hand_reviews = HandReviews(window, game.keeper.recorder.reviewed)
    game.keeper.recorded = game.hand_reviews.add_latest


def _hand_top(table: CardTable, scene: TableScene) -> int | None:
    """Where the player's hand begins on the table, for a notice said above it."""
    rect = scene.zone_rect("hand")
    return None if rect is None else table.mapFromScene(rect.topLeft()).y()


def connect_commands(game: GameWindow, window: QMainWindow) -> None:
    """Connect each command to what it does: public methods of the window's parts."""
    commands, panels = game.commands, game.panels

    def set_speed(speed: str) -> None:
        """Animation speed: "instant", "fast", "normal" or "slow" (a saved preference)."""
        if speed != game.preferences.animation_speed:
            chosen = replace(game.preferences, animation_speed=speed)  # type: ignore[arg-type]
            game.apply_preferences(chosen)  # Preferences checks the speed

    def set_four_colour(on: bool) -> None:
        """The four-colour deck on or off (a saved preference)."""
        if on != game.preferences.four_colour:
            style: DeckStyle = "four_colour" if on else "two_colour"
            game.apply_preferences(replace(game.preferences, deck_style=style))

    commands.connect_handlers(
        command_handlers(game, window),
        tried={"knock": game.gestures.knock_chosen},
        set_speed=set_speed,
        four_colour=set_four_colour,
        show_panel=panels.set_shown,
    )
    for panel in PANELS:
        commands.check_panel(panel, game.store.panel_shown(panel))
    panels.shown_changed.connect(commands.check_panel)


def command_handlers(game: GameWindow, window: QMainWindow) -> dict[str, Handler]:
    """What each command does, by its name in the registry."""
    c, g, scene = game.controller, game.gestures, game.scene
    d, f, keeper = game.dialogs, game.match_flow, game.keeper
    said = game.accessibility
    return {
        # a match, its rules, the player's preferences
        "new_match": f.new_match,
        "deal_of_the_day": f.deal_of_the_day,
        "house_rules": f.edit_house_rules,
        "match_rules": d.show_match_rules,
        "preferences": d.edit_preferences,
        "quit": window.close,
        # the moves
        "draw_stock": c.draw_stock_requested,
        "take": c.draw_discard_requested,
        "pass_upcard": c.pass_requested,
        "knock": g.knock,
        "gin": g.gin,
        "big_gin": c.big_gin_requested,
        "play_chosen": g.play_chosen,
        "lay_off_chosen": g.lay_off_chosen,
        "best_lay_off": c.best_lay_off_requested,
        "done": c.finish_lay_offs_requested,
        "next_hand": game.next_hand,
        "play_again": f.play_again,
        "skip_hand": c.skip_hand_requested,
        "undo": g.undo,
        # the hand in the player's keeping
        "arrange": lambda: scene.sort_hand("melds"),
        "by_rank": lambda: scene.sort_hand("rank"),
        "by_suit": lambda: scene.sort_hand("suit"),
        "choose_left": lambda: scene.select_step(-1),
        "choose_right": lambda: scene.select_step(1),
        "move_left": lambda: scene.move_selected(-1),
        "move_right": lambda: scene.move_selected(1),
        "unchoose": game.unchoose,
        "spread": scene.toggle_spread,
        # files, statistics, help
        "save_as": keeper.save_as,
        "open": keeper.open,
        "statistics": d.show_statistics,
        "keys": d.show_keys,
        "about": d.about,
        "about_qt": d.about_qt,
        "how_to_play": d.how_to_play,
        "welcome": d.welcome,
        "hint": game.hints.ask,
        "review_hand": d.review_hand,
        "deal_again": f.deal_this_hand_again,
        "expert_way": d.expert_way,
        # for a player who does not see the cards well
        "read_table": said.read_table,
        "repeat_said": said.announcer.repeat,
        "larger_cards": lambda: game.change_card_size(+1),
        "smaller_cards": lambda: game.change_card_size(-1),
        "usual_cards": lambda: game.change_card_size(0),
    }
