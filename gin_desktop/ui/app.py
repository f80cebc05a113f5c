"""Application start-up and the main window: the card table, its buttons and menus."""

from __future__ import annotations

import sys
import time
import traceback
from collections.abc import Callable, Sequence
from types import TracebackType

from PySide6.QtCore import QCoreApplication, Qt, QTimer
from PySide6.QtGui import (
    QAction,
    QActionGroup,
    QCloseEvent,
    QKeyEvent,
    QKeySequence,
    QResizeEvent,
)
from PySide6.QtWidgets import (
    QApplication,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from gin_desktop.engine import BigGin, Card, Knock, LayOff, Phase, PlayerView, best_arrangement

from .controller import PACE_MS, GameController, MatchSettings
from .table.animation import SPEEDS_MS
from .table.scene import Drop, TableScene
from .table.view import TableView
from .texts import score_line

QUIT_AFTER_SHOW = "--quit-after-show"
"""Hidden flag for the start-up benchmark: print when the table is drawn, then quit."""

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


def _deadwood_without(view: PlayerView, card: Card) -> int:
    return best_arrangement([c for c in view.hand if c != card]).deadwood_points


class MainWindow(QMainWindow):
    """The game window: header with the score, the table, a row of buttons, a status bar."""

    def __init__(
        self,
        *,
        controller: GameController | None = None,
        settings: MatchSettings | None = None,
        speed: str = "normal",
        start: bool = True,
    ) -> None:
        super().__init__()
        self.setWindowTitle(self.tr("Gin Desktop"))
        self.controller = controller or GameController(self)
        if self.controller.parent() is None:
            self.controller.setParent(self)
        self.scene = TableScene(self)
        self.table = TableView(self.scene)
        self.table.key_handler = self._key
        self.view: PlayerView | None = None
        self.speed = speed
        self._bar_px: int | None = None
        self._build_header()
        self._build_actions()
        central = QWidget()
        layout = QVBoxLayout(central)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(self.header)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.action_bar)
        self.setCentralWidget(central)
        self._build_menus()
        self._connect()
        self.set_speed(speed)
        self.setMinimumSize(800, 600)
        self.resize(*self._first_size())
        self.table.setFocus()
        if start:
            self.controller.start_match(settings or MatchSettings())

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
            self.tr("Play again"), self.play_again, self.tr("Same opponent and rules")
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
        for speed in SPEEDS_MS:
            action = speed_menu.addAction(names[speed])
            action.setCheckable(True)
            action.triggered.connect(lambda _=False, s=speed: self.set_speed(s))
            group.addAction(action)
            self.speed_actions[speed] = action
        self.four_colour_action = view.addAction(self.tr("&Four-colour deck"))
        self.four_colour_action.setCheckable(True)
        self.four_colour_action.toggled.connect(self.scene.set_four_colour)
        view.addAction(self.tr("Look through the &discard pile (V)"), self.scene.toggle_spread)
        help_menu = self.menuBar().addMenu(self.tr("&Help"))
        help_menu.addAction(self.tr("&Keys and gestures"), self.show_keys)
        help_menu.addAction(self.tr("&About Gin Desktop"), self.show_about)

    def _connect(self) -> None:
        c = self.controller
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

    def set_speed(self, speed: str) -> None:
        """Animation speed: "instant", "fast", "normal" or "slow" (also paces the computer)."""
        self.speed = speed
        self.scene.set_speed(speed)
        self.controller.pace_ms = PACE_MS[speed]
        action = self.speed_actions.get(speed)
        if action is not None and not action.isChecked():
            action.setChecked(True)

    # -- reacting to the game ------------------------------------------------------------------

    def _on_applied(self, seat: int) -> None:
        if self.view is None or seat == self.view.seat:
            self.statusBar().clearMessage()  # a move of yours went through

    def _on_view(self, view: PlayerView) -> None:
        self.scene.opponent_note = self.controller.level_name(self.controller.settings.level)
        self.view = view
        self.scene.show_view(view)
        self.score_label.setText(score_line(view))
        self._update_buttons()

    def _on_refused(self, message: str) -> None:
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

    # -- which card a button means -------------------------------------------------------------

    def _knocks(self) -> list[Card]:
        view = self.view
        if view is None:
            return []
        return [a.card for a in view.legal_actions if isinstance(a, Knock)]

    def knock_card(self) -> Card | None:
        """The card the Knock button knocks with: the chosen card if it may, else the one
        leaving the least deadwood; None when no knock leaves deadwood (that is gin)."""
        view = self.view
        if view is None:
            return None
        options = [card for card in self._knocks() if _deadwood_without(view, card) > 0]
        if not options:
            return None
        if self.scene.selected in options:
            return self.scene.selected
        return min(options, key=lambda card: (_deadwood_without(view, card), -card.value))

    def gin_card(self) -> Card | None:
        view = self.view
        if view is None:
            return None
        options = [card for card in self._knocks() if _deadwood_without(view, card) == 0]
        if self.scene.selected in options:
            return self.scene.selected
        return options[0] if options else None

    def _knock(self) -> None:
        card = self.knock_card()
        if card is not None:
            self.controller.knock_requested(card)

    def _gin(self) -> None:
        card = self.gin_card()
        if card is not None:
            self.controller.knock_requested(card)

    def _next(self) -> None:
        view = self.view
        if view is not None and view.match_over:
            self.scene.set_match_result_shown(True)
            self._update_buttons()
        else:
            self.controller.next_hand_requested()

    # -- gestures ------------------------------------------------------------------------------

    def _on_drop(self, drop: Drop) -> None:
        c = self.controller
        if drop.target == "opponent":
            self.statusBar().showMessage(
                self.tr(
                    "Your cards cannot go to the opponent's hand: drop a card on the discard "
                    "pile to discard it."
                ),
                12000,
            )
        elif drop.source == "stock" and drop.target == "hand":
            c.draw_stock_requested()
        elif drop.source == "discard" and drop.target == "hand":
            c.draw_discard_requested()
        elif drop.source == "hand" and drop.card is not None:
            if drop.target == "discard":
                c.discard_requested(drop.card)
            elif drop.target == "knock":
                c.knock_requested(drop.card)
            elif drop.target.startswith("meld:"):
                c.lay_off_requested(drop.card, int(drop.target.split(":")[1]))
            elif drop.target == "stock":
                self.statusBar().showMessage(
                    self.tr("Cards go back on the discard pile, not on the stock."), 12000
                )
        elif drop.target in ("discard", "stock", "knock"):
            self.statusBar().showMessage(self.tr("Drag the card to your hand to draw it."), 12000)

    def _on_double_click(self, zone: str, card: Card | None) -> None:
        c = self.controller
        if zone == "stock":
            c.draw_stock_requested()
        elif zone == "discard":
            c.draw_discard_requested()
        elif zone == "hand" and card is not None:
            self._play_card(card)

    def _play_card(self, card: Card) -> None:
        """Double-click or Enter on a card: lay it off during the lay-offs, else discard it."""
        view = self.view
        if view is not None and view.phase == Phase.LAYOFF:
            self._lay_off(card)
        else:
            self.controller.discard_requested(card)

    def _lay_off(self, card: Card) -> None:
        view = self.view
        if view is None:
            return
        targets = [
            a.meld_index for a in view.legal_actions if isinstance(a, LayOff) and a.card == card
        ]
        # No target: ask anyway, so that the engine says why it does not fit.
        self.controller.lay_off_requested(card, targets[0] if targets else 0)

    # -- the keyboard --------------------------------------------------------------------------

    def _key(self, event: QKeyEvent) -> bool:
        key, mods = Qt.Key(event.key()), event.modifiers()
        move = mods & (Qt.KeyboardModifier.ShiftModifier | Qt.KeyboardModifier.ControlModifier)
        k = Qt.Key
        if key in (k.Key_Left, k.Key_Right):
            delta = -1 if key == k.Key_Left else 1
            if move:
                self.scene.move_selected(delta)
            else:
                self.scene.select_step(delta)
            return True
        simple: dict[Qt.Key, Callable[[], object]] = {
            k.Key_S: self.controller.draw_stock_requested,
            k.Key_D: self.controller.draw_discard_requested,
            k.Key_T: self.controller.draw_discard_requested,
            k.Key_P: self.controller.pass_requested,
            k.Key_B: self.controller.big_gin_requested,
            k.Key_F: self.controller.finish_lay_offs_requested,
            k.Key_O: self.controller.best_lay_off_requested,
            k.Key_N: self._next,
            k.Key_G: self._gin,
            k.Key_V: self.scene.toggle_spread,
            k.Key_A: lambda: self.scene.sort_hand("melds"),
            k.Key_R: lambda: self.scene.sort_hand("rank"),
            k.Key_U: lambda: self.scene.sort_hand("suit"),
        }
        if key in simple and not mods & Qt.KeyboardModifier.ControlModifier:
            simple[key]()
            return True
        if key in (k.Key_Return, k.Key_Enter, k.Key_Space, k.Key_Delete, k.Key_L, k.Key_K):
            self._key_on_card(key)
            return True
        if key == k.Key_Escape:
            self.scene.select(None)
            if self.scene.spread_pile:
                self.scene.toggle_spread()
            return True
        return False

    def _key_on_card(self, key: int) -> None:
        k = Qt.Key
        view, card = self.view, self.scene.selected
        if (
            view is not None
            and view.phase == Phase.ENDED
            and key in (k.Key_Return, k.Key_Enter, k.Key_Space)
        ):
            self._next()
            return
        if card is None:
            if key == k.Key_K:
                self._knock()
            else:
                self.statusBar().showMessage(
                    self.tr("Choose a card first with the arrow keys."), 8000
                )
            return
        if key == k.Key_K:
            self.controller.knock_requested(card)
        elif key == k.Key_L:
            self._lay_off(card)
        else:
            self._play_card(card)

    # -- dialogs -------------------------------------------------------------------------------

    def new_match(self) -> None:
        from .dialogs.new_match import NewMatchDialog

        settings = NewMatchDialog.ask(self.controller.settings, self)
        if settings is not None:
            self.controller.start_match(settings)

    def play_again(self) -> None:
        self.controller.start_match(self.controller.settings)

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
            "U by suit; V look through the discard pile."
        ))  # fmt: skip

    def show_about(self) -> None:
        from PySide6.QtWidgets import QMessageBox

        QMessageBox.about(
            self,
            self.tr("About Gin Desktop"),
            self.tr("Gin Desktop: Gin Rummy against the computer."),
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


# --- the application ----------------------------------------------------------------------------


def install_exception_hook(window: QMainWindow) -> None:
    """Show unexpected errors in a dialog and keep the game going (MNELAB's way)."""

    def hook(kind: type[BaseException], error: BaseException, tb: TracebackType | None) -> None:
        from PySide6.QtWidgets import QMessageBox

        details = "".join(traceback.format_exception(kind, error, tb))
        sys.stderr.write(details)
        if issubclass(kind, KeyboardInterrupt):
            QApplication.quit()
            return
        box = QMessageBox(window)
        box.setIcon(QMessageBox.Icon.Critical)
        box.setWindowTitle(QCoreApplication.translate("App", "Something went wrong"))
        box.setText(
            QCoreApplication.translate(
                "App",
                "An unexpected error happened. The game goes on; if it misbehaves, start a "
                "new match.",
            )
        )
        box.setDetailedText(details)
        box.exec()

    sys.excepthook = hook


def _announce_and_quit(app: QApplication) -> None:
    print(f"shown {time.time():.6f}", flush=True)
    QTimer.singleShot(0, app.quit)


def run(argv: Sequence[str]) -> int:
    args = list(argv)
    quit_after_show = QUIT_AFTER_SHOW in args
    args = [a for a in args if a != QUIT_AFTER_SHOW]
    app = QApplication.instance() or QApplication(args)
    assert isinstance(app, QApplication)
    app.setApplicationName("Gin Desktop")
    app.setOrganizationName("Gin Desktop")
    app.setStyle("Fusion")
    window = MainWindow()
    if quit_after_show:
        window.table.first_painted.connect(lambda: _announce_and_quit(app))
    else:
        install_exception_hook(window)
    window.show()
    code = app.exec()
    window.controller.shutdown()
    return code
