"""Every command of the main window, once: a registry of ``QAction``s that the menus, the
buttons under the table and the keys all share.

A command's words, key and tooltip are written here and nowhere else; its enabled state
comes from the view on the table (``Commands.update``). What a command does is handed in
by the window, from its parts (``Commands.connect_handlers``), so that nothing here knows them.
Keys that play on the table (S, K, the arrows...) are shortcuts of the table itself, so
they act only while it has the focus (never while a dock or the hot-seat privacy screen
has it); the window's own keys (Ctrl+N, Ctrl+L...) act anywhere in it.

A move is enabled while it is the player's turn, and the engine explains a refusal
(pressing S while the first upcard is offered says why not); Knock, Gin and Big gin are
enabled only when the rules allow one, as their buttons promise.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, Signal
from PySide6.QtGui import QAction, QActionGroup, QKeyEvent, QKeySequence
from PySide6.QtWidgets import QMenu, QPushButton, QSizePolicy, QWidget

from gin_desktop.engine import Phase
from gin_desktop.storage.settings import PANELS, SPEEDS, Panel
from gin_desktop.words.commands import (
    KeyRow,
    commands,
    match_result,
    menu_title,
    speed_names,
    with_card,
)

if TYPE_CHECKING:
    from gin_desktop.engine import Card, PlayerView


MOVES = (
    "draw_stock", "take", "pass_upcard", "play_chosen", "lay_off_chosen", "best_lay_off", "done",
)  # fmt: skip
"""Moves the player may try on their turn; the engine says why one is refused."""
HAND_TOOLS = ("arrange", "by_rank", "by_suit")
TRIED = (*MOVES, "knock", "big_gin")
"""Moves whose keys still ask the rules when the move is off, so that the player hears why."""
TABLE_TOOLS = ("choose_left", "choose_right", "move_left", "move_right", "unchoose", "spread")

Handler = Callable[[], object]
"""What a command does when triggered."""


class Commands(QObject):
    """The registry: ``commands["knock"]`` is the Knock action of the window."""

    tried = Signal(str)
    """The key of a move that is off now was pressed on the table (the move's name): the
    window tries it anyway, and the rules' refusal says why it cannot be made."""

    def __init__(self, window: QWidget, table: QWidget) -> None:
        super().__init__(window)
        self._actions: dict[str, QAction] = {}
        self._button_words: dict[str, str] = {}
        self._table = table
        self._table_actions: list[QAction] = []
        for command in commands():
            action = QAction(command.text, window)
            words = command.button or command.text.replace("&", "")
            self._button_words[command.name] = words
            action.setIconText(words)
            if command.tip:
                action.setToolTip(command.tip)
            action.setShortcuts([QKeySequence(key) for key in command.keys])
            action.setCheckable(command.checkable)
            if command.on_table:
                self._table_actions.append(action)  # see bind_table_keys
            else:
                window.addAction(action)
            self._actions[command.name] = action
        self["quit"].setShortcuts(QKeySequence.keyBindings(QKeySequence.StandardKey.Quit))
        self["preferences"].setShortcuts(
            QKeySequence.keyBindings(QKeySequence.StandardKey.Preferences)
        )
        self["preferences"].setMenuRole(QAction.MenuRole.PreferencesRole)
        self.speeds = self._speed_actions(window)
        self.panels: dict[Panel, QAction] = {panel: self[panel] for panel in PANELS}
        self._menus: list[tuple[QMenu, str]] = []
        """Each submenu and its name, to word it again in another language."""

    def retranslate(self) -> None:
        """Every command's words, and the menus', in the language now installed (the
        window calls ``update`` after, for the words that name a card)."""
        for command in commands():
            action = self[command.name]
            action.setText(command.text)
            words = command.button or command.text.replace("&", "")
            self._button_words[command.name] = words
            action.setIconText(words)
            if command.tip:
                action.setToolTip(command.tip)
        names = speed_names()
        for speed, action in self.speeds.items():
            action.setText(names[speed])
        for menu, name in self._menus:
            menu.setTitle(menu_title(name))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """A key press reaches the table only when no enabled command took it."""
        if event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent):
            name = self._tried(QKeySequence(event.keyCombination()))
            if name is not None:
                self.tried.emit(name)
                return True
        return super().eventFilter(watched, event)

    def _tried(self, pressed: QKeySequence) -> str | None:
        exact = QKeySequence.SequenceMatch.ExactMatch
        for name in TRIED:
            action = self[name]
            if not action.isEnabled() and any(
                pressed.matches(key) == exact for key in action.shortcuts()
            ):
                return name
        return None

    def __getitem__(self, name: str) -> QAction:
        return self._actions[name]

    def __iter__(self) -> Iterator[QAction]:
        return iter(self._actions.values())

    def _speed_actions(self, window: QWidget) -> dict[str, QAction]:
        group = QActionGroup(self)
        names = speed_names()
        actions: dict[str, QAction] = {}
        for speed in SPEEDS:
            action = QAction(names[speed], window)
            action.setCheckable(True)
            group.addAction(action)
            actions[speed] = action
        return actions

    # -- menus and buttons --------------------------------------------------------------

    def bind_table_keys(self) -> None:
        """Give the table the keys of its commands, acting while it has the focus: done
        when the game is built into the window (the frame's first paint goes without,
        and without the 14 ms that Qt's namespace of flags costs to load)."""
        # loaded after the frame's first paint (tests/ui/test_startup.py)
        from PySide6.QtCore import Qt

        for action in self._table_actions:
            action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            self._table.addAction(action)
        self._table_actions.clear()
        self._table.installEventFilter(self)

    def build_menus(self, menus: Mapping[str, QMenu]) -> None:
        """Fill the menu bar's menus (the window's frame shows their titles: "game",
        "play", "view", "help")."""
        game = menus["game"]
        self._add(
            game,
            "new_match",
            "deal_of_the_day",
            "open",
            "save_as",
            None,
            "house_rules",
            "match_rules",
            "preferences",
        )
        self._add(game, None, "quit")
        play = menus["play"]
        self._add(play, "draw_stock", "take", "pass_upcard", None, "knock", "gin", "big_gin")
        self._add(play, "play_chosen", None, "lay_off_chosen", "best_lay_off", "done")
        self._add(
            play,
            None,
            "hint",
            "undo",
            None,
            "next_hand",
            "review_hand",
            "expert_way",
            "deal_again",
            "skip_hand",
        )
        self._add(play, None, *HAND_TOOLS)
        view = menus["view"]
        speeds = self._menu(view, "speed")
        for action in self.speeds.values():
            speeds.addAction(action)
        self._add(view, "four_colour", "spread", None, *PANELS, None, "statistics")
        self._add(view, None, "read_table", "repeat_said")
        self._add(view, None, "larger_cards", "smaller_cards", "usual_cards")
        self._add(menus["help"], "how_to_play", "keys", "welcome", None, "about", "about_qt")

    def _menu(self, parent: QMenu, name: str) -> QMenu:
        """A submenu of ``parent``, titled by its name (``words.commands.menu_title``)."""
        menu = parent.addMenu(menu_title(name))
        self._menus.append((menu, name))
        return menu

    def _add(self, menu: QMenu, *names: str | None) -> None:
        for name in names:
            if name is None:
                menu.addSeparator()
            else:
                menu.addAction(self[name])

    def button(self, name: str) -> ActionButton:
        return ActionButton(self[name])

    def key_rows(self) -> list[KeyRow]:
        """Every command that has a key, in the registry's order: Help › Keys and
        gestures lists these, so that no key is ever left out of it."""
        rows = []
        for command in commands():
            action = self[command.name]
            keys = [
                key.toString(QKeySequence.SequenceFormat.NativeText) for key in action.shortcuts()
            ]
            if keys:
                words = action.text().replace("&&", "\0").replace("&", "").replace("\0", "&")
                rows.append(KeyRow(tuple(keys), words, command.on_table))
        return rows

    # -- what each command does -----------------------------------------------------------

    def connect_handlers(
        self,
        handlers: Mapping[str, Handler],
        *,
        tried: Mapping[str, Handler],
        set_speed: Callable[[str], object],
        four_colour: Callable[[bool], object],
        show_panel: Callable[[Panel, bool], object],
    ) -> None:
        """Connect each command to what it does, handed in by the window from its parts:
        ``handlers`` by command name; ``tried``, what the key of a move that is off does
        instead of its handler (``Commands.tried``); the speeds, the four-colour deck and
        the docks' toggles are handed the player's choice."""
        for name, handler in handlers.items():
            self[name].triggered.connect(lambda _checked=False, handler=handler: handler())
        attempts = {**handlers, **tried}
        self.tried.connect(lambda name: attempts[name]())
        for speed, action in self.speeds.items():
            action.triggered.connect(lambda _checked=False, s=speed: set_speed(s))
        self["four_colour"].toggled.connect(four_colour)
        for panel, action in self.panels.items():
            action.triggered.connect(lambda on, p=panel: show_panel(p, on))

    def check_panel(self, panel: Panel, shown: bool) -> None:
        """The View menu's tick of a dock: whether it is shown (no dock opens or closes)."""
        self.panels[panel].setChecked(shown)

    # -- enabled from the view ------------------------------------------------------------

    def update(
        self,
        view: PlayerView | None,
        *,
        knock: Card | None,
        gin: Card | None,
        match_result_shown: bool,
        lays_off: bool = True,
        expert_way: bool = False,
    ) -> None:
        """Enable what applies to ``view`` (None: no hand on the table); ``knock`` and
        ``gin`` are the cards the Knock and Gin commands would discard, if any;
        ``lays_off``, whether Best lay-off would lay off a card (not when every card that
        fits does more in your own melds); ``expert_way``, whether the expert can play
        the person's cards of the hand just ended."""
        from gin_desktop.engine import (  # loaded with the game, after the menus
            BigGin,
            Discard,
            DrawDiscard,
            DrawStock,
            FinishLayoffs,
            LayOff,
            PassUpcard,
        )

        needs: dict[str, tuple[type, ...]] = {  # the actions that make each move possible
            "draw_stock": (DrawStock,), "take": (DrawDiscard,), "pass_upcard": (PassUpcard,),
            "play_chosen": (Discard, LayOff), "lay_off_chosen": (LayOff,),
            "best_lay_off": (LayOff,), "done": (FinishLayoffs,),
        }  # fmt: skip

        mine = view is not None and view.is_my_turn
        phase = view.phase if view is not None else Phase.ENDED
        legal = view.legal_actions if mine and view is not None else []
        for name in MOVES:  # on only when the rules allow it now (its key still asks why)
            self[name].setEnabled(any(isinstance(action, needs[name]) for action in legal))
        if not lays_off:
            self["best_lay_off"].setEnabled(False)
        self._name_card("knock", knock, with_card("knock"))
        self._name_card("gin", gin, with_card("gin"))
        self["big_gin"].setEnabled(view is not None and BigGin() in view.legal_actions)
        ended = view is not None and phase == Phase.ENDED
        over = ended and view is not None and view.match_over
        side = None if view is None else view.side_game  # partnership: both games end first
        dealable = ended and (side is None or side.phase == Phase.ENDED)
        self["next_hand"].setEnabled(dealable and not (over and match_result_shown))
        result_words = match_result()
        self["next_hand"].setIconText(result_words if over else self._button_words["next_hand"])
        self["play_again"].setEnabled(over and match_result_shown)
        self["deal_again"].setEnabled(dealable and view is not None and side is None)
        # The review is of the hand just played: none before it ends (a new match's first
        # hand included), nor for a hand the person sat out.
        self["review_hand"].setEnabled(ended and view is not None and view.playing)
        self["expert_way"].setEnabled(expert_way)
        watching = view is not None and not view.playing and not ended
        self["skip_hand"].setEnabled(watching)
        for name in HAND_TOOLS:
            self[name].setEnabled(view is not None and phase != Phase.ENDED)
        for name in TABLE_TOOLS:
            self[name].setEnabled(view is not None)

    def _name_card(self, name: str, card: Card | None, with_card: str) -> None:
        """Knock and Gin say which card they discard, and are off when they cannot."""
        action = self[name]
        action.setEnabled(card is not None)
        words = with_card.format(card.pretty) if card is not None else self._button_words[name]
        action.setIconText(words)


class ActionButton(QPushButton):
    """A push button that shows a command's button words, tooltip and enabled state, and
    triggers it when clicked. Whether it is shown is the window's choice (the buttons of
    one phase at a time), not the command's."""

    def __init__(self, action: QAction) -> None:
        super().__init__()
        self.action = action
        from PySide6.QtCore import Qt  # the game is built: Qt's flags are loaded by now

        self.setFocusPolicy(Qt.FocusPolicy.TabFocus)  # Tab reaches it; a click leaves the
        # keys on the table
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        self.clicked.connect(action.trigger)
        action.changed.connect(self._follow)
        self._follow()

    def _follow(self) -> None:
        # loaded after the frame's first paint (tests/ui/test_startup.py)
        from gin_desktop.words.spoken import speakable

        text = self.action.iconText()
        self.setText(text)
        said = speakable(text)  # "Knock with 9♣": a screen reader hears the card's name
        self.setAccessibleName(said if said != text else "")
        self.setToolTip(self.action.toolTip())
        self.setEnabled(self.action.isEnabled())
