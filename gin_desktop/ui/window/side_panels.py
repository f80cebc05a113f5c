"""The docks beside the table: the match log and the score sheet, built when first needed.

Their modules cost a few tens of milliseconds to import and build, which the first window
should not wait for; so the window hands the start of a match (``start``) and the change of
every move (``add``, ``take_back``) to the panels from the start, and the docks are built
after the table is first painted (or when the menu or the end of the match asks for them).
What came before is then replayed into the log with the times it happened.

The log reads PlayerViews and the engine's changes, each seat's apart (in hot-seat play,
every person's) and shows the log of the seat at the screen, or nobody's while the screen
is passed on. The score sheet reads the public part of a view (``show_sheet``): hands,
points, bonuses.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtWidgets import QDockWidget, QMainWindow, QTabBar

from gin_desktop.engine import Change, PlayerView
from gin_desktop.storage import Settings
from gin_desktop.storage.settings import PANELS, Panel
from gin_desktop.words import score_sheet_words, window_words

if TYPE_CHECKING:
    from ..table.card_table import CardTable
    from ..widgets.log_panel import LogPanel
    from ..widgets.score_sheet import ScoreSheet


WIDE_ENOUGH_FOR_A_DOCK = 1140
"""A window this wide keeps a table of full-size cards beside a dock."""
PANELS_RETRY_MS = 100
"""While cards move or the computer thinks, how often to look again before building
the docks."""


class SidePanels(QObject):
    """Owns the two docks of a main window; see the module's docstring."""

    shown_changed = Signal(str, bool)
    """(panel, shown): "match_log" or "score_sheet" was opened or closed."""
    said = Signal(str)
    """A sentence for the window's message line (the log was saved, and where)."""

    def __init__(
        self, window: QMainWindow, store: Settings, say: Callable[[str], object] | None = None
    ) -> None:
        super().__init__(window)
        self._window, self._store = window, store
        if say is not None:
            self.said.connect(say)  # e.g. where the log was saved, in the message line
        self.log_panel: LogPanel | None = None
        self.score_sheet: ScoreSheet | None = None
        self.score_dock: QDockWidget | None = None
        self._started: tuple[datetime | None, tuple[PlayerView, ...]] | None = None
        """The match's start, while the log is not built: when, and each person's view."""
        self._journal: list[tuple[datetime, Change, bool]] = []
        """Each change since, and whether it was taken back, while the log is not built."""
        self._names: tuple[str, ...] = ()
        self._viewer: int | None = None
        self._latest: PlayerView | None = None
        self._sheet_key: object = None
        self._actions: dict[QObject, Panel] = {}
        """Each dock's show/hide action, to the panel it shows."""
        self._quiet = False
        """Opening or closing a dock now is the program's doing: do not remember it."""
        self.after_build: Callable[[], None] | None = None
        """Called once the docks exist (the window restores their layout)."""
        self._floated: set[QDockWidget] = set()
        """The docks floated over a window too narrow to hold them beside the table."""
        window.installEventFilter(self)

    @property
    def built(self) -> bool:
        return self.log_panel is not None

    def dock(self, panel: Panel) -> QDockWidget | None:
        return self.log_panel if panel == "match_log" else self.score_dock

    # --- feeding ------------------------------------------------------------------------

    def start(self, views: tuple[PlayerView, ...], *, earlier: bool = False) -> None:
        """A match on the table: each person's own view (hot-seat: every person's); with
        ``earlier``, a match resumed or opened, whose moves so far were made at times
        nobody kept."""
        if not views:
            return
        self._latest, self._names = views[0], views[0].names
        if self.log_panel is None:
            self._started, self._journal = (None if earlier else datetime.now(), views), []
            return
        self.log_panel.start(views, earlier=earlier)
        self.log_panel.set_viewer(self._viewer)
        self._update_sheet()

    def add(self, change: Change) -> None:
        """After every move: what it did, as each person saw it."""
        if self.log_panel is None:
            self._journal.append((datetime.now(), change, False))
        else:
            self.log_panel.add(change)

    def take_back(self, change: Change) -> None:
        """The last move was taken back (undo): its rows go."""
        if self.log_panel is None:
            self._journal.append((datetime.now(), change, True))
        else:
            self.log_panel.take_back(change)

    def show_sheet(self, view: PlayerView) -> None:
        """The score sheet of the match ``view`` shows (any seat's: it reads what everyone
        knows), rebuilt only when that changed."""
        self._latest = view
        self._update_sheet()

    def set_names(self, names: tuple[str, ...]) -> None:
        """The players' names now (a default name follows the language)."""
        self._names = names
        if self.log_panel is not None:
            self.log_panel.set_names(names)
        self._update_sheet()

    def set_viewer(self, seat: int | None) -> None:
        """The seat at the screen, whose log is shown; None: nobody's (the screen is passed)."""
        self._viewer = seat
        if self.log_panel is not None:
            self.log_panel.set_viewer(seat)

    def clear(self) -> None:
        """A new match."""
        self._journal.clear()
        self._started = None
        self._latest, self._sheet_key = None, None
        if self.log_panel is not None:
            self.log_panel.clear()
            self.log_panel.set_viewer(self._viewer)

    def _update_sheet(self) -> None:
        """Rebuild the sheet when its public content changed (a hand ended, a new match)."""
        view, sheet = self._latest, self.score_sheet
        if view is None or sheet is None:
            return
        # The names now (a default name follows the language), not those of the view.
        names = self._names if len(self._names) == len(view.names) else view.names
        key = (names, view.rules, view.history, view.match_over)
        if key != self._sheet_key:
            self._sheet_key = key
            sheet.show_records(
                view.history, names=names, rules=view.rules, result=view.match_result
            )

    # --- the docks ----------------------------------------------------------------------

    def show_sheet_at_the_end(self, say: Callable[[str, int], object]) -> None:
        """The score sheet opens beside the table when the match ends, if the table keeps
        room for its cards; else the table's match result (its totals) says where it is."""
        if self.is_shown("score_sheet"):
            self.set_shown("score_sheet", True, remember=False)  # to the front
        elif self._window.width() >= WIDE_ENOUGH_FOR_A_DOCK:
            self.set_shown("score_sheet", True, remember=False)
        else:
            say(window_words.score_sheet_where(), 30000)

    def build_in_time(self, table: CardTable, *, busy: Callable[[], bool]) -> None:
        """The docks at once if they were left open, else once the table is still."""
        if any(self._store.panel_shown(panel) for panel in PANELS):
            self.build()  # left open last time: in place before the cards are drawn
        elif table.painted_once:  # not needed for the first cards: built once still
            QTimer.singleShot(0, self, lambda: self._build_when_still(busy))
        else:
            table.first_painted.connect(  # emitted once
                lambda: QTimer.singleShot(0, self, lambda: self._build_when_still(busy))
            )

    def _build_when_still(self, busy: Callable[[], bool]) -> None:
        """Build the docks once no card moves and the computer is not thinking (``busy``).

        Building them holds the UI thread for about 60 ms: during a deal it stalled the
        cards in flight, and while the computer thinks, a hand the player rearranges.
        """
        if self.built:
            return
        if busy():
            QTimer.singleShot(PANELS_RETRY_MS, self, lambda: self._build_when_still(busy))
        else:
            self.build()

    def build(self) -> None:
        """Build both docks (hidden unless they were left open), and catch up."""
        if self.log_panel is not None:
            return
        # the docks are loaded once the table is still (tests/ui/test_startup.py)
        from ..widgets.log_panel import LogPanel
        from ..widgets.score_sheet import ScoreSheet

        window = self._window
        self.log_panel = LogPanel(window)
        self.log_panel.said.connect(self.said)
        self.score_sheet = ScoreSheet()
        self.score_dock = QDockWidget(score_sheet_words.title(), window)
        self.score_dock.setObjectName("score_sheet")
        self.score_dock.setWidget(self.score_sheet)
        right = Qt.DockWidgetArea.RightDockWidgetArea
        for panel in PANELS:
            dock = self.dock(panel)
            assert dock is not None
            dock.hide()
            window.addDockWidget(right, dock)
            self._actions[dock.toggleViewAction()] = panel
            # A method of this QObject, not a lambda: Qt disconnects it when this goes.
            dock.toggleViewAction().toggled.connect(self._toggled)
        window.tabifyDockWidget(self.log_panel, self.score_dock)
        for tabs in window.findChildren(QTabBar):  # the docks' tabs: their names whole
            tabs.setElideMode(Qt.TextElideMode.ElideNone)
        if self.after_build is not None:
            self._quiet = True  # a restored layout is not the player opening or closing docks
            try:
                self.after_build()
            finally:
                self._quiet = False
        if self._started is not None:
            at, views = self._started
            self.log_panel.start(views, at, earlier=at is None)
        for at, change, taken_back in self._journal:
            if taken_back:
                self.log_panel.take_back(change)
            else:
                self.log_panel.add(change, at)
        self._journal.clear()
        self._started = None
        if self._names:
            self.log_panel.set_names(self._names)
        self.log_panel.set_viewer(self._viewer)
        self._update_sheet()
        self._quiet = True
        try:
            for panel in PANELS:
                if self._store.panel_shown(panel):
                    self._show(panel)
        finally:
            self._quiet = False
        self.fit_to_window()

    def retranslate(self) -> None:
        """The docks in the language now installed: the log's rows worded again (with the
        latest names), the score sheet rebuilt."""
        if self.log_panel is None or self.score_dock is None:
            return
        self.log_panel.retranslate()
        self.score_dock.setWindowTitle(score_sheet_words.title())
        self._sheet_key = None
        self._update_sheet()

    def set_shown(self, panel: Panel, shown: bool, *, remember: bool = True) -> None:
        """Open (and bring to the front) or close a dock."""
        if not shown and not self.built:
            return
        self.build()
        self._quiet = not remember
        try:
            if shown:
                self._show(panel)
            else:
                dock = self.dock(panel)
                if dock is not None:
                    dock.hide()
        finally:
            self._quiet = False

    def is_shown(self, panel: Panel) -> bool:
        dock = self.dock(panel)
        return dock is not None and not dock.isHidden()

    def _show(self, panel: Panel) -> None:
        dock = self.dock(panel)
        assert dock is not None
        was_hidden = self.log_panel is not None and all(
            d.isHidden() for d in (self.log_panel, self.score_dock) if d is not None
        )
        dock.show()
        dock.raise_()
        if was_hidden:
            self._place(dock)
        else:
            self.fit_to_window()

    def _place(self, dock: QDockWidget) -> None:
        """Beside the table, with room for the log's events on a line each and the score
        sheet's columns whole (``fit_to_window`` floats it when that leaves the table too
        little)."""
        window = self._window
        width = max(self._least_width(dock), min(600, round(window.width() * 0.36)))
        if not dock.isFloating():
            window.resizeDocks([dock], [width], Qt.Orientation.Horizontal)
        self.fit_to_window()

    @staticmethod
    def _least_width(dock: QDockWidget) -> int:
        return max(dock.minimumSizeHint().width(), 360)

    def fit_to_window(self) -> None:
        """Docks beside the table while the window holds both whole; in a window too
        narrow for that (800x600), the docks shown float over the table at its right
        edge, and go back beside it once the window is wide enough again."""
        window = self._window
        central = window.centralWidget()
        docks = [d for d in (self.log_panel, self.score_dock) if d is not None]
        if central is None or not docks or window.isMinimized():
            return
        table = central.minimumSizeHint().width()
        shown = [dock for dock in docks if not dock.isHidden()]
        least = max((self._least_width(dock) for dock in shown), default=0)
        fits = table + least + 8 <= window.width()
        if fits:
            for dock in [d for d in docks if d in self._floated and d.isFloating()]:
                dock.setFloating(False)
            self._floated.clear()
            return
        inside = window.geometry()
        for dock in shown:
            if dock.isFloating():
                continue
            width = self._least_width(dock)
            height = min(inside.height(), max(360, round(inside.height() * 0.8)))
            dock.setFloating(True)
            dock.setGeometry(inside.right() - width, inside.top(), width, height)
            self._floated.add(dock)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self._window and self.built:
            if event.type() == QEvent.Type.Resize:
                self.fit_to_window()
            elif event.type() == QEvent.Type.Close:
                # The layout kept for the next start has them beside the table, where the
                # player left them (floated only for this window's size).
                for dock in self._floated:
                    dock.setFloating(False)
                self._floated.clear()
                QTimer.singleShot(0, self, self.fit_to_window)  # if the close is refused
        return False

    def _toggled(self, shown: bool) -> None:
        panel = self._actions.get(self.sender())
        if panel is None:
            return
        # Closing the window hides its docks too: that is not the player closing them.
        if not self._quiet and self._window.isVisible():
            self._store.save_panel_shown(panel, shown)
        self.shown_changed.emit(panel, shown)
