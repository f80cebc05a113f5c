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

from contextlib import suppress
from dataclasses import replace
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import (
    QAction,
    QActionGroup,
    QCloseEvent,
    QKeySequence,
    QResizeEvent,
)
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from gin_desktop.engine import (
    BigGin,
    Phase,
    PlayerView,
    RuleSet,
)
from gin_desktop.storage import PANELS, SPEEDS, Preferences, Settings
from gin_desktop.storage.settings import DeckStyle, Panel

from .controller import GameController, MatchSettings
from .side_panels import SidePanels
from .table.scene import TableScene
from .table.view import TableView
from .table_input import TableInput
from .texts import score_line

if TYPE_CHECKING:
    from .widgets.privacy import PrivacyScreen

PANELS_RETRY_MS = 100
"""While cards move or the computer thinks, how often to look again before building
the docks."""
WIDE_ENOUGH_FOR_A_DOCK = 1140
"""A window this wide keeps a table of full-size cards beside a dock."""

_HEADER_STYLE = (
    "QWidget#header {{ background: #0f2f1d; }} "
    "QLabel {{ color: #f2f2e8; font-size: {px}px; padding: 4px 10px; }}"
)
_BAR_STYLE = (
    "QWidget#actions {{ background: #0f2f1d; }} "
    "QPushButton {{ font-size: {px}px; padding: {pad}px {wide}px; }}"
)


def _bar_font_px(window_height: int) -> int:
    """The header's and the buttons' text grows with the window, as the table does."""
    return max(13, min(26, round(window_height / 50)))


class MainWindow(TableInput):
    """The game window: header with the score, the table (or, between hot-seat turns, the
    privacy screen), a row of buttons, a status bar, and the log and score-sheet docks.

    ``store`` holds the player's settings (default: the player's own, ``Settings()``;
    tests pass ``Settings.in_file``). ``preferences`` overrides the saved preferences for
    this window until one is changed. ``settings`` starts the first match as given;
    by default it is played as last chosen, with the saved house rules.
    """

    def __init__(
        self,
        *,
        controller: GameController | None = None,
        settings: MatchSettings | None = None,
        store: Settings | None = None,
        preferences: Preferences | None = None,
        start: bool = True,
    ) -> None:
        super().__init__()
        self.setWindowTitle(self.tr("Gin Desktop"))
        self.store = store if store is not None else Settings()
        self.preferences = preferences if preferences is not None else self.store.preferences()
        self.controller = controller or GameController(self)
        if self.controller.parent() is None:
            self.controller.setParent(self)
        self.scene = TableScene(self)
        self.table = TableView(self.scene)
        self.table.key_handler = self._key
        self.view: PlayerView | None = None
        """The view on the table: the seat at the screen's; None while it is hidden."""
        self._public: PlayerView | None = None
        """The latest view of any seat, read for what everyone knows: names, scores, rules."""
        self.privacy: PrivacyScreen | None = None
        self._bar_px: int | None = None
        self._reported: set[str] = set()
        self._refusal = ""
        """The rules' last refusal shown in the status bar (it may name the player's cards)."""
        self._match_over_seen = False
        self._build_header()
        self._build_actions()
        self.stack = QStackedWidget()
        self.stack.addWidget(self.table)
        central = QWidget()
        layout = QVBoxLayout(central)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(self.header)
        layout.addWidget(self.stack, 1)
        layout.addWidget(self.action_bar)
        self.setCentralWidget(central)
        self.panels = SidePanels(self, self.store)
        self._build_menus()
        self._connect()
        self.apply_preferences(self.preferences, save=False)
        self.setMinimumSize(800, 600)
        self.resize(*self._first_size())
        self.table.setFocus()
        first = settings if settings is not None else self.saved_match_settings()
        if any(self.store.panel_shown(panel) for panel in PANELS):
            self.panels.build()  # left open last time: in place before the window shows
        else:  # not needed for the first paint: built once the table is still after it
            self.table.first_painted.connect(
                self._build_panels_when_still, Qt.ConnectionType.SingleShotConnection
            )
        self._report_problems()
        if start:
            self.controller.start_match(first)

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

    def saved_match_settings(self) -> MatchSettings:
        """A match as the player last chose it, with the saved house rules."""
        store = self.store
        return MatchSettings(
            name=store.player_name(),
            level=store.player_level(),
            mode=store.match_mode(),
            second_name=store.second_name(),
            rules=store.rules(),
        )

    # -- building ------------------------------------------------------------------------------

    def _build_header(self) -> None:
        self.header = QWidget()
        self.header.setObjectName("header")
        self.header.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.header.setStyleSheet(_HEADER_STYLE.format(px=15))
        self.score_label = QLabel()
        self.thinking_label = QLabel()
        self.thinking_label.setAlignment(
            Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
        )
        row = QHBoxLayout(self.header)
        row.setContentsMargins(4, 0, 4, 0)
        row.addWidget(self.score_label, 1)
        row.addWidget(self.thinking_label)

    def _button(self, text: str, slot: object, tip: str) -> QPushButton:
        button = QPushButton(text)
        button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        button.setToolTip(tip)
        button.clicked.connect(slot)
        button.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        return button

    def _build_actions(self) -> None:
        self.action_bar = QWidget()
        self.action_bar.setObjectName("actions")
        self.action_bar.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.action_bar.setStyleSheet(_BAR_STYLE.format(px=13, pad=5, wide=12))
        c = self.controller
        self.arrange_button = self._button(
            self.tr("Arrange melds"),
            lambda: self.scene.sort_hand("melds"),
            self.tr("Put your hand in its best melds (A)"),
        )
        self.rank_button = self._button(
            self.tr("By rank"),
            lambda: self.scene.sort_hand("rank"),
            self.tr("Sort your hand by rank (R)"),
        )
        self.suit_button = self._button(
            self.tr("By suit"),
            lambda: self.scene.sort_hand("suit"),
            self.tr("Sort your hand by suit (U)"),
        )
        self.take_button = self._button(
            self.tr("Take"), c.draw_discard_requested, self.tr("Take the upcard (T)")
        )
        self.pass_button = self._button(
            self.tr("Pass"), c.pass_requested, self.tr("Refuse the upcard (P)")
        )
        self.knock_button = self._button(
            self.tr("Knock"), self._knock, self.tr("Discard face down and end the hand (K)")
        )
        self.gin_button = self._button(
            self.tr("Gin"), self._gin, self.tr("Knock with no deadwood (G)")
        )
        self.big_gin_button = self._button(
            self.tr("Big gin"), c.big_gin_requested, self.tr("All eleven cards melded (B)")
        )
        self.best_layoff_button = self._button(
            self.tr("Best lay-off"),
            c.best_lay_off_requested,
            self.tr("Lay off what lowers your deadwood most, and finish (O)"),
        )
        self.done_button = self._button(
            self.tr("Done"), c.finish_lay_offs_requested, self.tr("Finish laying off (F)")
        )
        self.next_button = self._button(
            self.tr("Next hand"), self._next, self.tr("Deal the next hand (N)")
        )
        self.new_match_button = self._button(
            self.tr("New match…"), self.new_match, self.tr("Start a new match (Ctrl+N)")
        )
        self.again_button = self._button(
            self.tr("Play again"),
            self.play_again,
            self.tr("The same players again, with your house rules"),
        )
        row = QHBoxLayout(self.action_bar)
        row.setContentsMargins(8, 6, 8, 6)
        for button in (self.arrange_button, self.rank_button, self.suit_button):
            row.addWidget(button)
        row.addStretch(1)
        self.play_buttons = (
            self.take_button, self.pass_button, self.knock_button, self.gin_button,
            self.big_gin_button, self.best_layoff_button, self.done_button,
            self.next_button, self.again_button, self.new_match_button,
        )  # fmt: skip
        for button in self.play_buttons:
            row.addWidget(button)

    def _build_menus(self) -> None:
        game = self.menuBar().addMenu(self.tr("&Game"))
        new = game.addAction(self.tr("&New match…"), self.new_match)
        new.setShortcut(QKeySequence.StandardKey.New)
        game.addSeparator()
        self.house_rules_action = game.addAction(
            self.tr("&House rules…"), lambda: self.edit_house_rules()
        )
        self.match_rules_action = game.addAction(
            self.tr("&Rules of this match…"), self.show_match_rules
        )
        self.preferences_action = game.addAction(self.tr("&Preferences…"), self.edit_preferences)
        self.preferences_action.setShortcut(QKeySequence.StandardKey.Preferences)
        self.preferences_action.setMenuRole(QAction.MenuRole.PreferencesRole)
        game.addSeparator()
        quit_action = game.addAction(self.tr("&Quit"), self.close)
        quit_action.setShortcut(QKeySequence.StandardKey.Quit)
        view = self.menuBar().addMenu(self.tr("&View"))
        speed_menu = view.addMenu(self.tr("Animation &speed"))
        group = QActionGroup(self)
        names = {
            "instant": self.tr("Instant"),
            "fast": self.tr("Fast"),
            "normal": self.tr("Normal"),
            "slow": self.tr("Slow"),
        }
        self.speed_actions: dict[str, QAction] = {}
        for speed in SPEEDS:
            action = speed_menu.addAction(names[speed])
            action.setCheckable(True)
            action.triggered.connect(lambda _=False, s=speed: self.set_speed(s))
            group.addAction(action)
            self.speed_actions[speed] = action
        self.four_colour_action = view.addAction(self.tr("&Four-colour deck"))
        self.four_colour_action.setCheckable(True)
        self.four_colour_action.toggled.connect(self._four_colour_toggled)
        view.addAction(self.tr("Look through the &discard pile (V)"), self.scene.toggle_spread)
        view.addSeparator()
        self.panel_actions: dict[str, QAction] = {}
        menu_texts: dict[Panel, tuple[str, str]] = {
            "match_log": (self.tr("Match &log"), "Ctrl+L"),
            "score_sheet": (self.tr("&Score sheet"), "Ctrl+T"),
        }
        for panel in PANELS:
            text, keys = menu_texts[panel]
            action = view.addAction(text)
            action.setCheckable(True)
            action.setChecked(self.store.panel_shown(panel))
            action.setShortcut(QKeySequence(keys))
            action.triggered.connect(lambda on, p=panel: self.panels.set_shown(p, on))
            self.panel_actions[panel] = action
        self.panels.shown_changed.connect(
            lambda panel, on: self.panel_actions[panel].setChecked(on)
        )
        help_menu = self.menuBar().addMenu(self.tr("&Help"))
        help_menu.addAction(self.tr("&Keys and gestures"), self.show_keys)
        help_menu.addAction(self.tr("&About Gin Desktop"), self.show_about)

    def _connect(self) -> None:
        c = self.controller
        c.match_started.connect(self._on_match_started)
        c.match_changed.connect(self._on_match_changed)
        c.handover_requested.connect(self._on_handover)
        c.viewer_changed.connect(self._on_viewer_changed)
        c.view_changed.connect(self._on_view)
        c.action_applied.connect(self._on_applied)
        c.action_refused.connect(self._on_refused)
        c.thinking_changed.connect(self._on_thinking)
        c.computer_failed.connect(self._on_computer_failed)
        self.scene.dropped.connect(self._on_drop)
        self.scene.double_clicked.connect(self._on_double_click)
        self.scene.selection_changed.connect(lambda _card: self._update_buttons())

    def _first_size(self) -> tuple[int, int]:
        """1100 x 760, or less on a small screen (a 1366 x 768 laptop with a task bar)."""
        screen = self.screen()
        if screen is None:
            return 1100, 760
        room = screen.availableGeometry()
        return max(800, min(1100, room.width() - 40)), max(600, min(760, room.height() - 40))

    # -- settings ------------------------------------------------------------------------------

    def apply_preferences(self, preferences: Preferences, *, save: bool = True) -> None:
        """Use ``preferences`` at once, in the match being played too; save them."""
        self.preferences = preferences
        self.scene.set_speed(preferences.animation_speed)
        self.controller.pace_ms = preferences.computer_pause_ms
        if self.scene.art.four_colour != preferences.four_colour:
            self.scene.set_four_colour(preferences.four_colour)
        self.scene.sort_order = preferences.sort_order
        action = self.speed_actions[preferences.animation_speed]
        if not action.isChecked():
            action.setChecked(True)
        self.four_colour_action.blockSignals(True)
        self.four_colour_action.setChecked(preferences.four_colour)
        self.four_colour_action.blockSignals(False)
        if save:
            self.store.save_preferences(preferences)
            self._report_problems()

    def set_speed(self, speed: str) -> None:
        """Animation speed: "instant", "fast", "normal" or "slow" (a saved preference)."""
        if speed != self.preferences.animation_speed:
            chosen = replace(self.preferences, animation_speed=speed)  # type: ignore[arg-type]
            self.apply_preferences(chosen)  # Preferences checks the speed

    def _four_colour_toggled(self, on: bool) -> None:
        if on != self.preferences.four_colour:
            style: DeckStyle = "four_colour" if on else "two_colour"
            self.apply_preferences(replace(self.preferences, deck_style=style))

    def _report_problems(self) -> None:
        """Say once, in the status bar, what could not be read from or saved to the
        settings file (the defaults were used); the game goes on."""
        new = [problem for problem in self.store.problems if problem not in self._reported]
        if not new:
            return
        self._reported.update(new)
        text = new[0]
        if len(new) > 1:
            text = self.tr("{0} (and {1} more: see the tooltip)").format(new[0], len(new) - 1)
        self.statusBar().showMessage(text, 30000)
        self.statusBar().setToolTip("\n".join(sorted(self._reported)))

    # -- reacting to the game ------------------------------------------------------------------

    def _on_applied(self, seat: int) -> None:
        if self.view is None or seat == self.view.seat:
            self.statusBar().clearMessage()  # a move of yours went through

    def _on_match_started(self, _view: PlayerView | None) -> None:
        self.panels.clear()
        self.scene.forget_orders()
        self._match_over_seen = False
        hotseat = self.controller.hotseat
        self.scene.shared_screen = hotseat
        self.scene.opponent_note = (
            "" if hotseat else self.controller.level_name(self.controller.settings.level)
        )
        self.panels.set_viewer(self.controller.viewer)

    def _on_match_changed(self) -> None:
        views = self.controller.human_views()
        if views:
            self._public = views[0]
        self.panels.record(views)

    def _on_handover(self, seat: int) -> None:
        """Hot-seat: hide both hands and ask for the screen to be passed to ``seat``."""
        self.view = None
        self.scene.conceal()
        self.panels.set_viewer(None)
        if self.statusBar().currentMessage() == self._refusal:  # it may name their cards
            self.statusBar().clearMessage()
        screen = self._privacy_screen()
        names = self._public.names if self._public is not None else ("", "")
        screen.show_for(names[seat], names[1 - seat])
        self.stack.setCurrentWidget(screen)
        screen.setFocus()
        if self._public is not None:
            self.score_label.setText(score_line(self._public, seat_order=True))
        self.thinking_label.setText("")
        self._update_buttons()

    def _on_viewer_changed(self, seat: int) -> None:
        self.panels.set_viewer(seat)
        self._show_table()

    def _privacy_screen(self) -> PrivacyScreen:
        if self.privacy is None:
            from .widgets.privacy import PrivacyScreen

            self.privacy = PrivacyScreen()
            self.privacy.revealed.connect(self.controller.reveal_requested)
            self.stack.addWidget(self.privacy)
        return self.privacy

    def _show_table(self) -> None:
        if self.stack.currentWidget() is not self.table:
            self.stack.setCurrentWidget(self.table)
            self.table.setFocus()

    def _on_view(self, view: PlayerView) -> None:
        self._show_table()
        self.view = view
        self.scene.show_view(view)
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
            self.statusBar().showMessage(
                self.tr("Every hand of the match is on the score sheet: View ▸ Score sheet."),
                30000,
            )

    def _on_refused(self, message: str) -> None:
        self._refusal = message
        self.statusBar().showMessage(message, 12000)

    def _on_thinking(self, thinking: bool) -> None:
        name = self.controller.opponent_name(self.controller.settings.level)
        self.thinking_label.setText(self.tr("{0} is thinking…").format(name) if thinking else "")

    def _on_computer_failed(self, details: str) -> None:
        self.statusBar().showMessage(
            self.tr("The computer player made an error; it played a legal move instead."), 12000
        )

    def _update_buttons(self) -> None:
        """Each button shows in the phase it belongs to, enabled only when it is legal."""
        view = self.view
        phase = view.phase if view is not None else Phase.ENDED
        mine = view is not None and view.is_my_turn
        self._update_play_buttons(view, phase, mine)
        self._update_end_buttons(view, phase, mine)

    def _update_play_buttons(self, view: PlayerView | None, phase: Phase, mine: bool) -> None:
        legal = set(view.legal_actions) if view is not None else set()
        playing = phase in (Phase.DRAW, Phase.DISCARD)
        self.take_button.setVisible(phase == Phase.FIRST_UPCARD)
        self.pass_button.setVisible(phase == Phase.FIRST_UPCARD)
        self.take_button.setEnabled(mine)
        self.pass_button.setEnabled(mine)
        for button in (self.knock_button, self.gin_button, self.big_gin_button):
            button.setVisible(playing)
        knock = self.knock_card()
        gin = self.gin_card()
        self.knock_button.setEnabled(knock is not None)
        self.knock_button.setText(
            self.tr("Knock with {0}").format(knock.pretty) if knock else self.tr("Knock")
        )
        self.gin_button.setEnabled(gin is not None)
        self.gin_button.setText(
            self.tr("Gin with {0}").format(gin.pretty) if gin else self.tr("Gin")
        )
        self.big_gin_button.setEnabled(BigGin() in legal)

    def _update_end_buttons(self, view: PlayerView | None, phase: Phase, mine: bool) -> None:
        layoff = phase == Phase.LAYOFF and mine
        self.best_layoff_button.setVisible(layoff)
        self.done_button.setVisible(layoff)
        ended = phase == Phase.ENDED and view is not None
        over = ended and view is not None and view.match_over
        self.next_button.setVisible(ended and not (over and self.scene.show_match_result))
        self.next_button.setText(self.tr("Match result") if over else self.tr("Next hand"))
        self.again_button.setVisible(over and self.scene.show_match_result)
        self.new_match_button.setVisible(over and self.scene.show_match_result)
        hand_tools = view is not None and phase not in (Phase.ENDED,)
        for button in (self.arrange_button, self.rank_button, self.suit_button):
            button.setEnabled(hand_tools)
            button.setVisible(view is not None)  # no hand at all behind a privacy screen

    def _next(self) -> None:
        view = self.view
        if view is not None and view.match_over:
            self.scene.set_match_result_shown(True)
            self._update_buttons()
        else:
            self.controller.next_hand_requested()

    # -- dialogs -------------------------------------------------------------------------------

    def new_match(self) -> None:
        """Ask for the players and the mode; the match is played by the saved house rules
        (which the dialog's House rules button edits)."""
        from .dialogs.new_match import NewMatchDialog

        chosen = NewMatchDialog.ask(
            self.controller.settings,
            self,
            rules=self.store.rules(),
            edit_rules=self.edit_house_rules,
        )
        if chosen is None:
            return
        with suppress(ValueError):  # a name the dialog let through but the file would refuse
            self.store.save_player(
                chosen.name, chosen.level, second_name=chosen.second_name, mode=chosen.mode
            )
        self._report_problems()
        self.controller.start_match(chosen)

    def play_again(self) -> None:
        """The same players again, by the saved house rules (changed ones apply now)."""
        self.controller.start_match(replace(self.controller.settings, rules=self.store.rules()))

    def edit_house_rules(self, parent: QWidget | None = None) -> RuleSet | None:
        """The house-rules dialog on the saved rules; saved on OK, for the next match."""
        from .dialogs.house_rules import edit_house_rules

        rules = edit_house_rules(self.store, parent or self)
        if rules is not None and not self._report_problems_now():
            self.statusBar().showMessage(
                self.tr(
                    "House rules saved. They apply from the next match; this one keeps its "
                    "own (Game ▸ Rules of this match)."
                ),
                15000,
            )
        return rules

    def _report_problems_now(self) -> bool:
        before = len(self._reported)
        self._report_problems()
        return len(self._reported) > before

    def show_match_rules(self) -> None:
        """The rules of the match being played, read-only."""
        from .dialogs.house_rules import HouseRulesDialog

        view = self.view or self._public
        if view is not None:
            HouseRulesDialog.show_rules(view.rules, self)

    def edit_preferences(self) -> None:
        from .dialogs.preferences import PreferencesDialog

        chosen = PreferencesDialog.ask(self.preferences, self)
        if chosen is not None:
            self.apply_preferences(chosen)

    def show_keys(self) -> None:
        from PySide6.QtWidgets import QMessageBox  # not needed for the first window

        QMessageBox.information(self, self.tr("Keys and gestures"), self.tr(
            "Drag cards with the mouse: from the stock or the discard pile to your hand to draw, "
            "from your hand to the discard pile to discard, to the knock area to knock, onto "
            "the knocker's melds to lay off, within your hand to reorder.\n\n"
            "Double-click the stock or the pile to draw, a card of your hand to discard it "
            "(or lay it off).\n\n"
            "Keys: ←/→ choose a card, Shift+←/→ move it; S stock, D (or T) discard pile, "
            "P pass, Enter discard the chosen card, K knock, G gin, B big gin, L lay off, "
            "O best lay-off, F done laying off, N next hand; A arrange melds, R by rank, "
            "U by suit; V look through the discard pile.\n\n"
            "Ctrl+L shows the match log, Ctrl+T the score sheet.\n\n"
            "Hot-seat: between turns the cards are hidden; pass the computer on, then click "
            "the screen or press Space to show your cards."
        ))  # fmt: skip

    def show_about(self) -> None:
        from PySide6.QtWidgets import QMessageBox

        QMessageBox.about(
            self,
            self.tr("About Gin Desktop"),
            self.tr(
                "Gin Desktop: Gin Rummy against the computer, or hot-seat with a friend at "
                "the same screen, by your own house rules."
            ),
        )

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        px = _bar_font_px(self.height())
        if px != self._bar_px:
            self._bar_px = px
            self.header.setStyleSheet(_HEADER_STYLE.format(px=px + 2))
            pad = round(px * 0.4)
            self.action_bar.setStyleSheet(_BAR_STYLE.format(px=px, pad=pad, wide=pad * 2 + 2))

    def closeEvent(self, event: QCloseEvent) -> None:
        self.controller.shutdown()
        super().closeEvent(event)
