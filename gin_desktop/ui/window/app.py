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

from gin_desktop.storage import Preferences, Settings
from gin_desktop.words import language, window_words

from . import table_looks
from .computer_notices import ComputerNotices
from .frame import WindowFrame, system_text_px
from .messages import Messages

if TYPE_CHECKING:
    from gin_desktop.engine import PlayerView
    from gin_desktop.play.controller import GameController
    from gin_desktop.play.hand_reviews import HandReviews
    from gin_desktop.play.hints import Hints
    from gin_desktop.session import MatchSettings
    from gin_desktop.storage.matches import Autosave
    from gin_desktop.storage.statistics import Statistics

    from ..table.scene import TableScene
    from ..widgets.privacy import PrivacyScreen
    from .accessibility import Accessibility
    from .action_bar import ActionBar
    from .commands import Commands
    from .gestures import TableGestures
    from .keeper import MatchKeeper
    from .new_match_flow import NewMatchFlow
    from .side_panels import SidePanels
    from .table_sounds import TableSounds
    from .window_dialogs import WindowDialogs


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

    # The game's parts, built by ``assembly.build_parts`` (the frame's are in ``__init__``).
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
        self.setWindowTitle(window_words.app_name())
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
                controller=controller,
                settings=settings,
                start=start,
                autosave=autosave,
                statistics=statistics,
                welcome=welcome,
            )

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
        from .assembly import build_parts  # the game's modules, once the frame is painted

        build_parts(
            self,
            self,
            controller=controller,
            autosave=autosave,
            statistics=statistics,
            connect=self._connect,
        )
        self.parts_built = True
        self.apply_preferences(self.preferences, save=False)
        self.panels.after_build = self._restore_docks
        first = settings if settings is not None else self.match_flow.saved_match_settings()
        self.panels.build_in_time(
            self.table, busy=lambda: self.scene.animating or self.controller.thinking
        )
        self.report_problems()
        if start and not self.keeper.resume():
            if welcome and not self.store.welcomed():  # the first start: say hello first
                QTimer.singleShot(0, self, lambda: self.dialogs.welcome_then_play(first))
            else:
                self.controller.start_match(first)

    def _restore_docks(self) -> None:
        """The docks where they were last (their size, side, tabs), once they exist."""
        if self._saved_docks is not None:
            self.restoreState(self._saved_docks)

    # -- building ------------------------------------------------------------------------------

    def _connect(self) -> None:
        """The window's reactions to the game (``build_parts`` calls it once the docks
        exist)."""
        c = self.controller
        c.match_started.connect(self._on_match_started)
        c.changed.connect(self.panels.add)
        c.taken_back.connect(self.panels.take_back)
        c.taken_back.connect(lambda _change: self.messages.moved_on())
        c.handover_requested.connect(self._on_handover)
        c.viewer_changed.connect(self._on_viewer_changed)
        c.view_changed.connect(self._on_view)
        c.settle_ms = self.scene.animator.remaining_ms  # no computer move before one is seen
        c.action_applied.connect(self._on_applied)
        c.action_refused.connect(self._on_refused)
        self.computer_notices = ComputerNotices(c, self.thinking_label, self.say)
        c.undo_changed.connect(self.commands["undo"].setEnabled)
        self.commands["undo"].setEnabled(False)
        self.scene.selection_changed.connect(lambda _card: self._update_buttons())

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
            text = window_words.and_more(new[0], len(new) - 1)
        self.say(text, 30000, on_felt=True)
        # loaded after the frame's first paint (tests/ui/test_startup.py)
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
        # loaded after the frame's first paint (tests/ui/test_startup.py)
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
        # loaded after the frame's first paint (tests/ui/test_startup.py)
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
            # loaded after the frame's first paint (tests/ui/test_startup.py)
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
        # loaded after the frame's first paint (tests/ui/test_startup.py)
        from gin_desktop.words.texts import score_line

        self._show_table()
        self.view = view
        self.scene.show_view(view)
        self.panels.show_sheet(view)
        self.score_label.setText(score_line(view, seat_order=self.controller.hotseat))
        self._update_buttons()
        if view.match_over and not self._match_over_seen:
            self._match_over_seen = True
            self.panels.show_sheet_at_the_end(self.say)

    def _on_refused(self, message: str) -> None:
        self.messages.say(message, on_felt=True, about_position=True)

    def _update_buttons(self) -> None:
        """The commands enabled for the view on the table, and the buttons of its phase."""
        view, result_shown = self.view, self.scene.show_match_result
        way = self.dialogs.expert_way_job() is not None
        self.commands.update(
            view,
            knock=self.gestures.knock_card(),
            gin=self.gestures.gin_card(),
            match_result_shown=result_shown,
            lays_off=bool(self.controller.best_lay_offs()),
            expert_way=way,
        )
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
        self.computer_notices.retranslate()

    def _show_again(self, view: PlayerView | None, handover: int | None) -> None:
        """The table's words (or the privacy screen's) in the language now installed."""
        # loaded after the frame's first paint (tests/ui/test_startup.py)
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
