"""The main window: the card table, its buttons, menus and docks (start-up: ``start.py``).

The window reads the player's settings (``storage.Settings``) once at start: the
preferences apply at once and are saved whenever they change (the View menu's speed and
deck toggles are the same preferences); the saved house rules start the first match and
every new one, while the match being played keeps its own. Values that could not be read
are reported once, in the status bar.

In hot-seat play the window shows the view of the seat at the screen only; while the
screen is passed on, a privacy screen covers the table and the table holds no card of
either hand (see ``GameController`` and ``TableScene.conceal``).
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from PySide6.QtCore import QByteArray, QEvent, QTimer
from PySide6.QtGui import QCloseEvent, QResizeEvent
from PySide6.QtWidgets import QMainWindow

from gin_desktop.storage import PANELS, Preferences, Settings
from gin_desktop.storage.settings import DeckStyle
from gin_desktop.words import language

from . import table_looks
from .frame import WindowFrame, system_text_px
from .messages import Messages

if TYPE_CHECKING:
    from gin_desktop.engine import PlayerView
    from gin_desktop.play.controller import GameController
    from gin_desktop.session import MatchSettings
    from gin_desktop.storage.matches import Autosave
    from gin_desktop.storage.statistics import Statistics

    from ..table.scene import TableScene
    from ..widgets.privacy import PrivacyScreen
    from .action_bar import ActionBar
    from .commands import Commands, Handler
    from .gestures import TableGestures
    from .keeper import MatchKeeper
    from .new_match_flow import NewMatchFlow
    from .side_panels import SidePanels
    from .window_dialogs import WindowDialogs

PANELS_RETRY_MS = 100
"""While cards move or the computer thinks, how often to look again before building
the docks."""
WIDE_ENOUGH_FOR_A_DOCK = 1140
"""A window this wide keeps a table of full-size cards beside a dock."""


class MainWindow(QMainWindow):
    """The game window: header with the score, the table (or, between hot-seat turns, the
    privacy screen), a row of buttons, a status bar, and the log and score-sheet docks.

    It is composed: its frame (header, table, button row) is ``frame``, its commands
    (menus, buttons, keys) are one registry of QActions (``commands``), the buttons under
    the table ``action_bar``, the table's gestures are ``gestures``, the docks ``panels``,
    the match on disk ``keeper``, the start of a match ``match_flow`` and the other dialogs
    ``dialogs``. Each part is handed what it needs of the others; the window connects them.
    ``store`` holds the player's settings (default: the player's own, ``Settings()``;
    tests pass ``Settings.in_file``). ``preferences`` overrides the saved preferences for
    this window until one is changed. ``settings`` starts the first match as given;
    by default it is played as last chosen, with the saved house rules.

    With ``frame_only`` the window is built without its game, to be put on screen at
    once; ``build_game`` then loads the rest and deals (``start.py`` does so after the
    first paint). Otherwise the game is built here, with the arguments of ``build_game``.
    """

    def __init__(
        self,
        *,
        controller: GameController | None = None,
        settings: MatchSettings | None = None,
        store: Settings | None = None,
        preferences: Preferences | None = None,
        start: bool = True,
        autosave: Autosave | None = None,
        statistics: Statistics | None = None,
        welcome: bool = False,
        frame_only: bool = False,
    ) -> None:
        super().__init__()
        self.setWindowTitle(self.tr("Gin Desktop"))
        self.frame = WindowFrame(self)
        frame = self.frame
        self.table, self.stack = frame.table, frame.stack
        self.messages = Messages(self.statusBar(), self.table)
        self.header, self.score_label = frame.header, frame.score_label
        self.thinking_label = frame.thinking_label
        self.store = store if store is not None else Settings()
        self.preferences = preferences if preferences is not None else self.store.preferences()
        self.view: PlayerView | None = None
        """The view on the table: the seat at the screen's; None while it is hidden."""
        self.privacy: PrivacyScreen | None = None
        self._reported: set[str] = set()
        self.notices: list[str] = []
        """What went wrong at the start outside the settings (the statistics), said once."""
        self._match_over_seen = False
        self.parts_built = False
        """Whether the game is in the window yet (see ``build_game``)."""
        self.table.felt = self.preferences.table_colour
        self.resize(*frame.first_size())
        geometry, self._saved_docks = self.store.window_layout()
        if geometry is not None:
            self.restoreGeometry(geometry)  # as it was last closed (Qt keeps it on a screen)
        self.table.setFocus()
        if not frame_only:
            self.build_game(
                controller=controller, settings=settings, start=start,
                autosave=autosave, statistics=statistics, welcome=welcome,
            )  # fmt: skip

    def build_game(
        self,
        *,
        controller: GameController | None = None,
        settings: MatchSettings | None = None,
        start: bool = True,
        autosave: Autosave | None = None,
        statistics: Statistics | None = None,
        welcome: bool = False,
    ) -> None:
        """Load and build the game in the frame (once): the controller, the card table,
        the gestures, the docks, the match keeper and the dialogs; then resume the saved
        match or start one (after the welcome on a first start, with ``welcome``)."""
        if self.parts_built:
            return
        self._build_parts(controller, autosave, statistics)
        self.parts_built = True
        self.apply_preferences(self.preferences, save=False)
        self.panels.after_build = self._restore_docks
        first = settings if settings is not None else self.match_flow.saved_match_settings()
        self._build_panels_in_time()
        self.report_problems()
        if start and not self.keeper.resume():
            if welcome and not self.store.welcomed():  # the first start: say hello first
                QTimer.singleShot(0, self, lambda: self.dialogs.welcome_then_play(first))
            else:
                self.controller.start_match(first)

    def _build_parts(
        self,
        controller: GameController | None,
        autosave: Autosave | None,
        statistics: Statistics | None,
    ) -> None:
        """The game's parts in the frame, each handed what it needs of the others."""
        from gin_desktop.play.controller import GameController
        from gin_desktop.play.hand_reviews import HandReviews

        from ..table.scene import TableScene
        from .action_bar import ActionBar
        from .commands import Commands
        from .gestures import TableGestures
        from .keeper import MatchKeeper
        from .new_match_flow import NewMatchFlow
        from .side_panels import SidePanels
        from .window_dialogs import WindowDialogs

        self.frame.finish()
        self.commands: Commands = Commands(self, self.table)  # the menus' titles are the frame's
        self.commands.build_menus(self.frame.menus)
        self.commands.bind_table_keys()
        self.action_bar: ActionBar = ActionBar(self.commands, self.frame.action_row)
        self.controller: GameController = controller or GameController(self)
        if self.controller.parent() is None:
            self.controller.setParent(self)
        self.scene: TableScene = TableScene(self)
        self.scene.set_least_font(system_text_px())
        self.table.set_table(self.scene)
        self.messages.hand_top = self._hand_top
        self.gestures: TableGestures = TableGestures(
            self, self.scene, self.controller,
            view=lambda: self.view, preferences=lambda: self.preferences,
            say=self._answer,  # what answers the player's gesture
        )  # fmt: skip
        self.panels: SidePanels = SidePanels(self, self.store, say=self.say)
        self._connect()
        self.keeper: MatchKeeper = MatchKeeper(
            self, self.controller, self.scene, autosave, self.say, statistics,
            warn=lambda text: self.say(text, on_felt=True),
        )  # fmt: skip
        self.keeper.watch_paint(self.table.painted)  # a move is kept once it is seen
        self.hand_reviews = HandReviews(self, self.keeper.recorder.reviewed)
        self.keeper.recorded = self.hand_reviews.add_latest
        self.dialogs: WindowDialogs = WindowDialogs(
            self, store=self.store, controller=self.controller,
            view=lambda: self.view or self.controller.public_view(),
            preferences=lambda: self.preferences,
            apply_preferences=self.apply_preferences,
            statistics=lambda: self.keeper.statistics, looks=self.scene.looks, say=self.say,
            play_deal=lambda hand: self.match_flow.play_deal_again(hand),
        )  # fmt: skip
        self.match_flow: NewMatchFlow = NewMatchFlow(
            self, store=self.store, controller=self.controller, may_leave=self.keeper.may_leave,
            report_problems=self.report_problems, say=self.say,
            statistics=lambda: self.keeper.statistics,
        )  # fmt: skip
        self._connect_commands()

    def _build_panels_in_time(self) -> None:
        """The docks at once if they were left open, else once the table is still."""
        if any(self.store.panel_shown(panel) for panel in PANELS):
            self.panels.build()  # left open last time: in place before the cards are drawn
        elif self.table.painted_once:  # not needed for the first cards: built once still
            QTimer.singleShot(0, self, self._build_panels_when_still)
        else:
            self.table.first_painted.connect(  # emitted once
                lambda: QTimer.singleShot(0, self, self._build_panels_when_still)
            )

    def _restore_docks(self) -> None:
        """The docks where they were last (their size, side, tabs), once they exist."""
        if self._saved_docks is not None:
            self.restoreState(self._saved_docks)

    def _build_panels_when_still(self) -> None:
        """Build the docks once no card moves and the computer is not thinking.

        Building them holds the UI thread for about 60 ms: during a deal it stalled the
        cards in flight, and while the computer thinks, a hand the player rearranges.
        """
        if self.panels.built:
            return
        if self.scene.animating or self.controller.thinking:
            QTimer.singleShot(PANELS_RETRY_MS, self, self._build_panels_when_still)
        else:
            self.panels.build()

    # -- building ------------------------------------------------------------------------------

    def _connect(self) -> None:
        from gin_desktop.play.hints import Hints

        from .accessibility import Accessibility
        from .hint_question import everyone_allows_hints
        from .table_sounds import TableSounds

        c = self.controller
        c.match_started.connect(self._on_match_started)
        c.changed.connect(self.panels.add)
        c.taken_back.connect(self.panels.take_back)
        c.taken_back.connect(lambda _change: self.messages.moved_on())
        c.handover_requested.connect(self._on_handover)
        c.viewer_changed.connect(self._on_viewer_changed)
        c.view_changed.connect(self._on_view)
        c.settle_ms = self.scene.animator.remaining_ms  # no computer move before one is seen
        self.sounds = TableSounds(c, self.preferences.sound_volume)
        self.hints = Hints(
            self,
            c,
            lambda text: self.messages.say(text, on_felt=True, about_position=True),
            everyone_allows=lambda: everyone_allows_hints(self),
        )
        self.accessibility = Accessibility(
            self, table=self.table, scene=self.scene, controller=c, said=self.messages.said
        )
        c.action_applied.connect(self._on_applied)
        c.action_refused.connect(self._on_refused)
        c.thinking_changed.connect(self._on_thinking)
        c.computer_failed.connect(self._on_computer_failed)
        c.computer_restarted.connect(self._on_computer_restarted)
        c.undo_changed.connect(self.commands["undo"].setEnabled)
        self.commands["undo"].setEnabled(False)
        self.scene.selection_changed.connect(lambda _card: self._update_buttons())

    def _connect_commands(self) -> None:
        """Connect each command to what it does: public methods of the window's parts."""
        commands, panels = self.commands, self.panels
        commands.connect_handlers(
            self._handlers(),
            tried={"knock": self.gestures.knock_chosen},
            set_speed=self.set_speed,
            four_colour=self.set_four_colour,
            show_panel=panels.set_shown,
        )
        for panel in PANELS:
            commands.check_panel(panel, self.store.panel_shown(panel))
        panels.shown_changed.connect(commands.check_panel)

    def _handlers(self) -> dict[str, Handler]:
        """What each command does, by its name in the registry."""
        c, g, scene = self.controller, self.gestures, self.scene
        d, f = self.dialogs, self.match_flow
        return {
            "new_match": f.new_match, "deal_of_the_day": f.deal_of_the_day,
            "house_rules": f.edit_house_rules,
            "match_rules": d.show_match_rules, "preferences": d.edit_preferences,
            "quit": self.close, "draw_stock": c.draw_stock_requested,
            "take": c.draw_discard_requested, "pass_upcard": c.pass_requested,
            "knock": g.knock, "gin": g.gin, "big_gin": c.big_gin_requested,
            "play_chosen": g.play_chosen, "lay_off_chosen": g.lay_off_chosen,
            "best_lay_off": c.best_lay_off_requested, "done": c.finish_lay_offs_requested,
            "next_hand": self.next_hand, "play_again": f.play_again,
            "skip_hand": c.skip_hand_requested,
            "arrange": lambda: scene.sort_hand("melds"), "by_rank": lambda: scene.sort_hand("rank"),
            "by_suit": lambda: scene.sort_hand("suit"),
            "choose_left": lambda: scene.select_step(-1),
            "choose_right": lambda: scene.select_step(1),
            "move_left": lambda: scene.move_selected(-1),
            "move_right": lambda: scene.move_selected(1),
            "unchoose": self.unchoose, "spread": scene.toggle_spread,
            "save_as": self.keeper.save_as, "open": self.keeper.open,
            "statistics": d.show_statistics, "undo": g.undo,
            "keys": d.show_keys, "about": d.about, "about_qt": d.about_qt,
            "how_to_play": d.how_to_play, "welcome": d.welcome, "hint": self.hints.ask,
            "review_hand": d.review_hand, "read_table": self.accessibility.read_table,
            "deal_again": f.deal_this_hand_again, "expert_way": d.expert_way,
            "repeat_said": self.accessibility.announcer.repeat,
            "larger_cards": lambda: self.change_card_size(+1),
            "smaller_cards": lambda: self.change_card_size(-1),
            "usual_cards": lambda: self.change_card_size(0),
        }  # fmt: skip

    def _answer(self, text: str) -> None:
        self.messages.say(text, on_felt=True, about_position=True)

    def _hand_top(self) -> int | None:
        rect = self.scene.zone_rect("hand")
        return None if rect is None else self.table.mapFromScene(rect.topLeft()).y()

    def say(self, text: str, ms: int = 12000, *, on_felt: bool = False) -> None:
        """A hint or notice for the player, in the status bar (each in turn, long enough
        to read), and on the felt above their hand with ``on_felt`` (``messages.py``)."""
        self.messages.say(text, ms, on_felt=on_felt)

    # -- what the window's own commands do -----------------------------------------------------

    def unchoose(self) -> None:
        """Esc: put the chosen card back, and close the fanned discard pile."""
        self.scene.select(None)
        if self.scene.spread_pile:
            self.scene.toggle_spread()

    def next_hand(self) -> None:
        """Next hand (N): deal the next one; once the match is over, show its result."""
        view = self.view
        if view is not None and view.match_over:
            self.scene.set_match_result_shown(True)
            self._update_buttons()
        else:
            self.controller.next_hand_requested()

    # -- settings ------------------------------------------------------------------------------

    def change_card_size(self, direction: int) -> None:
        """Large print from the keys: a size up, down, or (0) the usual one; said."""
        chosen = table_looks.stepped(self.preferences.card_size, direction)
        self.apply_preferences(replace(self.preferences, card_size=chosen))
        self.say(table_looks.said(chosen, round(self.scene.geometry.scale * 100)), on_felt=True)

    def apply_preferences(self, preferences: Preferences, *, save: bool = True) -> None:
        """Use ``preferences`` at once, in the match being played too; save them."""
        if save and preferences.language != self.preferences.language:
            language.use(preferences.language)  # the window words itself again
        self.preferences = preferences
        self.controller.pace_ms = preferences.computer_pause_ms
        self.sounds.board.set_volume(preferences.sound_volume)
        self.controller.undo_allowed = preferences.allow_undo
        table_looks.apply(self.scene, preferences)
        if self.privacy is not None:
            self.privacy.set_felt(self.scene.felt)
        action = self.commands.speeds[preferences.animation_speed]
        if not action.isChecked():
            action.setChecked(True)
        four_colour = self.commands["four_colour"]
        four_colour.blockSignals(True)
        four_colour.setChecked(preferences.four_colour)
        four_colour.blockSignals(False)
        if save:
            self.store.save_preferences(preferences)
            self.report_problems()

    def set_speed(self, speed: str) -> None:
        """Animation speed: "instant", "fast", "normal" or "slow" (a saved preference)."""
        if speed != self.preferences.animation_speed:
            chosen = replace(self.preferences, animation_speed=speed)  # type: ignore[arg-type]
            self.apply_preferences(chosen)  # Preferences checks the speed

    def set_four_colour(self, on: bool) -> None:
        """The four-colour deck on or off (a saved preference)."""
        if on != self.preferences.four_colour:
            style: DeckStyle = "four_colour" if on else "two_colour"
            self.apply_preferences(replace(self.preferences, deck_style=style))

    def report_problems(self) -> bool:
        """Say once, in the status bar, what could not be read from or saved to the
        settings file (the defaults were used); the game goes on. Whether anything new
        was said (then it stays in the status bar rather than a notice said over it)."""
        said = [*self.store.problems, *self.notices]
        new = [problem for problem in said if problem not in self._reported]
        if not new:
            return False
        self._reported.update(new)
        text = new[0]
        if len(new) > 1:
            text = self.tr("{0} (and {1} more: see the tooltip)").format(new[0], len(new) - 1)
        self.say(text, 30000, on_felt=True)
        from gin_desktop.words.wording import as_tooltip

        self.statusBar().setToolTip(as_tooltip("\n".join(sorted(self._reported))))
        return True

    # -- reacting to the game ------------------------------------------------------------------

    def _on_applied(self, _seat: int) -> None:
        self.messages.moved_on()  # a hint, a refusal: about a position gone, whoever moved

    def _on_match_started(self, _view: PlayerView | None) -> None:
        self.messages.moved_on()
        self.panels.clear()
        self.scene.forget_orders()
        self._match_over_seen = False
        controller = self.controller
        self.scene.shared_screen = controller.hotseat
        self._name_levels()
        self.panels.set_viewer(controller.viewer)
        self.panels.start(controller.human_views(), earlier=controller.resumed)
        self._show_title()

    def _show_title(self) -> None:
        """The game's name, after the day of a deal of the day (a resumed one too)."""
        from ..dialogs.deal_of_the_day import window_title

        match = self.controller.match if self.parts_built else None
        self.setWindowTitle(window_title(None if match is None else match.seed))

    def _name_levels(self) -> None:
        """Each computer seat's level after its name on the table, in the language spoken."""
        controller = self.controller
        session = controller.session
        levels = [] if session is None else list(session.computers.values())
        self.scene.opponent_note = controller.level_name(levels[0]) if levels else ""
        self.scene.seat_notes = {
            seat: controller.level_name(level)
            for seat, level in ({} if session is None else session.computers).items()
        }

    def _on_handover(self, seat: int) -> None:
        """Hot-seat: hide every hand and ask for the screen to be passed to ``seat``."""
        from gin_desktop.words.texts import score_line
        from gin_desktop.words.wording import names_list

        self.view = None
        self.scene.conceal()
        self.panels.set_viewer(None)
        self.messages.moved_on()  # it may name their cards
        screen = self._privacy_screen()
        public = self.controller.public_view()
        names = public.names if public is not None else ()
        session = self.controller.session
        others = [names[s] for s in (session.humans if session else ()) if s != seat]
        screen.show_for(names[seat] if names else "", names_list(others), len(names))
        self.stack.setCurrentWidget(screen)
        screen.setFocus()
        if public is not None:
            self.score_label.setText(score_line(public, seat_order=True))
        self.thinking_label.setText("")
        self._update_buttons()

    def _on_viewer_changed(self, seat: int) -> None:
        self.panels.set_viewer(seat)
        self._show_table()

    def _privacy_screen(self) -> PrivacyScreen:
        if self.privacy is None:
            from ..widgets.privacy import PrivacyScreen

            self.privacy = PrivacyScreen()
            self.privacy.set_felt(self.scene.felt)
            self.privacy.revealed.connect(self.controller.reveal_requested)
            self.stack.addWidget(self.privacy)
        return self.privacy

    def _show_table(self) -> None:
        if self.stack.currentWidget() is not self.table:
            self.stack.setCurrentWidget(self.table)
            self.table.setFocus()

    def _on_view(self, view: PlayerView) -> None:
        from gin_desktop.words.texts import score_line

        self._show_table()
        self.view = view
        self.scene.show_view(view)
        self.panels.show_sheet(view)
        self.score_label.setText(score_line(view, seat_order=self.controller.hotseat))
        self._update_buttons()
        if view.match_over and not self._match_over_seen:
            self._match_over_seen = True
            self._score_sheet_at_the_end()

    def _score_sheet_at_the_end(self) -> None:
        """The score sheet opens beside the table when the match ends, if the table keeps
        room for its cards; else the table's match result (its totals) says where it is."""
        if self.panels.is_shown("score_sheet"):
            self.panels.set_shown("score_sheet", True, remember=False)  # to the front
        elif self.width() >= WIDE_ENOUGH_FOR_A_DOCK:
            self.panels.set_shown("score_sheet", True, remember=False)
        else:
            self.say(
                self.tr("Every hand of the match is on the score sheet: View ▸ Score sheet."),
                30000,
            )

    def _on_refused(self, message: str) -> None:
        self.messages.say(message, on_felt=True, about_position=True)

    def _on_thinking(self, thinking: bool) -> None:
        view = self.controller.public_view() if thinking else None
        seat = None if view is None else view.to_act
        if not thinking or view is None or seat is None:
            self.thinking_label.setText("")
            return
        self.thinking_label.setText(self.tr("{0} is thinking…").format(view.names[seat]))

    def _on_computer_failed(self, details: str) -> None:
        self.say(self.tr("The computer player made an error; it played a legal move instead."))

    def _on_computer_restarted(self) -> None:
        self.say(
            self.tr("The computer's thinking stopped; it thinks its move again. Nothing is lost.")
        )

    def _update_buttons(self) -> None:
        """The commands enabled for the view on the table, and the buttons of its phase."""
        view, result_shown = self.view, self.scene.show_match_result
        way = self.dialogs.expert_way_job() is not None
        self.commands.update(
            view, knock=self.gestures.knock_card(), gin=self.gestures.gin_card(),
            match_result_shown=result_shown, lays_off=bool(self.controller.best_lay_offs()),
            expert_way=way,
        )  # fmt: skip
        self.action_bar.show_for(view, match_result_shown=result_shown, expert_way=way)

    # -- in another language -------------------------------------------------------------------

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        elif event.type() in (QEvent.Type.FontChange, QEvent.Type.ApplicationFontChange):
            self.frame.fit_bars()  # the system's text larger: so is the game's
            self.scene.set_least_font(system_text_px())

    def retranslate(self) -> None:
        """The window in the language now installed, the match untouched.

        Qt sends every widget a ``LanguageChange`` event when a translator is installed or
        removed (``language.use``). Dialogs are built when opened, in the language of the
        time; what stays on screen words itself again: the frame's menus, the commands
        (and so their buttons and menus), the docks (the log's rows too, so that an export
        speaks the new language), the table's prompts and labels, the score line and the
        privacy screen. Seats under a default name take its word in the new language; the
        hand, its cards and their order stay as they are.
        """
        self._show_title()
        self.frame.retranslate()  # the menus' titles: the commands come with the game
        if not self.parts_built:
            return
        self.commands.retranslate()
        controller = self.controller
        controller.retranslate_names()
        if controller.match is not None:  # the docks learn the names
            self.panels.set_names(controller.match.names)
        self.panels.retranslate()
        self._name_levels()
        self._show_again(controller.view, controller.handover)
        self._update_buttons()  # the words of Knock and Gin name a card
        self._on_thinking(controller.thinking)

    def _show_again(self, view: PlayerView | None, handover: int | None) -> None:
        """The table's words (or the privacy screen's) in the language now installed."""
        from gin_desktop.words.texts import score_line

        if view is not None:
            self.view = view
            self.scene.retranslate(view)
            self.score_label.setText(score_line(view, seat_order=self.controller.hotseat))
        elif handover is not None:
            self._on_handover(handover)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.frame.fit_bars()

    def closeEvent(self, event: QCloseEvent) -> None:
        if not self.parts_built:  # closed before the game was in it: nothing to keep
            self.store.save_window_layout(self.saveGeometry(), self._saved_docks or QByteArray())
            super().closeEvent(event)
            return
        if not self.keeper.may_leave(quitting=True):
            event.ignore()
            return
        if self.panels.built:  # the docks' layout exists only once they are built
            self._saved_docks = self.saveState()
        self.store.save_window_layout(self.saveGeometry(), self._saved_docks or QByteArray())
        self.keeper.recorder.finish()  # hands still waiting for the statistics kept for later
        self.controller.shutdown()
        self.sounds.board.close()
        self.hints.close()
        self.hand_reviews.close()
        super().closeEvent(event)
