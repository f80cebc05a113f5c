"""Every panel readable: the score sheet and the match log fill their dock, their rows and
headers whole (nothing cut, nothing scrolled out of sight sideways), in English and in
Bahasa Indonesia, the sheet's names following a live switch of language; the log's events
on a line each, its last row whole, its export saying where the file went.

``unreadable(widget)`` is what a player would see cut in a window or dialog: a label, a
button, a header, a tab, a dock's title or an item view's cell too small for its words,
an item view that cannot show its first five rows whole. ``test_readable_everywhere.py``
runs it over the window and its dialogs at three sizes and in both languages.
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QApplication,
    QCheckBox,
    QDockWidget,
    QFileDialog,
    QHeaderView,
    QPushButton,
    QRadioButton,
    QStyle,
    QTabBar,
    QTableView,
    QToolButton,
    QWidget,
)
from pytestqt.exceptions import TimeoutError

from gin_desktop.ai import create_player
from gin_desktop.engine import EventKind, Match, NextHand, RuleSet
from gin_desktop.ui.window.app import MainWindow
from gin_desktop.words import language

from .conftest import Scripted
from .test_dialog_fit import cut_widgets

NAMES = ("You", "Computer")
"""Default names: they follow the language ("Kamu", "Komputer")."""
ONE_LINE_KINDS = frozenset(
    {
        EventKind.UPCARD_TURNED,
        EventKind.UPCARD_PASSED,
        EventKind.DREW_STOCK,
        EventKind.DREW_DISCARD,
        EventKind.DISCARDED,
    }
)
"""The log's ordinary events, a hand's moves: each fits a line of the log docked at
1366x768."""


@pytest.fixture(autouse=True)
def _english_after() -> Iterator[None]:
    yield
    language.use("en")
    QApplication.sendPostedEvents()


# --- what a player would see cut -----------------------------------------------------------


def _plain(text: str) -> str:
    """A widget's text as drawn: "&Export" shows "Export"."""
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&")


def _shown(widget: QWidget, top: QWidget) -> bool:
    return widget.isVisibleTo(top) and widget.width() > 0


def cut_buttons(top: QWidget) -> list[str]:
    """A button narrower than its words (and its icon, its menu's arrow, its box)."""
    cut = []
    for button in top.findChildren(QAbstractButton):
        text = _plain(button.text())
        if not text or not _shown(button, top) or isinstance(button.parentWidget(), QTabBar):
            continue
        if isinstance(button, QToolButton) and button.autoRaise() and not button.menu():
            continue  # a dock's float and close buttons: no words
        hint = button.sizeHint().width()
        if isinstance(button, QPushButton):  # its hint has a least width, not its words'
            style = button.style()
            margins = 2 * style.pixelMetric(QStyle.PixelMetric.PM_ButtonMargin, None, button)
            words = button.fontMetrics().horizontalAdvance(text) + margins
            if not button.icon().isNull():
                words += button.iconSize().width() + 4
            if button.menu() is not None:
                words += style.pixelMetric(QStyle.PixelMetric.PM_MenuButtonIndicator, None, button)
            hint = min(hint, words)
        if isinstance(button, QToolButton) and button.menu() is not None:
            style = button.style()
            arrow = style.pixelMetric(QStyle.PixelMetric.PM_MenuButtonIndicator, None, button)
            hint = max(hint, button.fontMetrics().horizontalAdvance(text) + arrow + 8)
        if button.width() < hint:
            kind = type(button).__name__
            cut.append(f"{kind} {text!r}: {button.width()} px for {hint}")
        if (
            isinstance(button, QCheckBox | QRadioButton)
            and button.height() < button.sizeHint().height()
        ):
            cut.append(f"{type(button).__name__} {text!r}: {button.height()} px tall")
    return cut


def cut_headers(view: QAbstractItemView) -> list[str]:
    """A column's title wider than its column."""
    cut = []
    for header in view.findChildren(QHeaderView):
        if not header.isVisible() or header.orientation() != Qt.Orientation.Horizontal:
            continue
        model = header.model()
        margin = 2 * header.style().pixelMetric(QStyle.PixelMetric.PM_HeaderMargin, None, header)
        for section in range(header.count()):
            if header.isSectionHidden(section):
                continue
            text = model.headerData(section, Qt.Orientation.Horizontal)
            if not text:
                continue
            lines = str(text).split("\n")  # a title may take two lines
            metrics = header.fontMetrics()
            need = max(metrics.horizontalAdvance(line) for line in lines) + margin
            if header.sectionSize(section) < need:
                cut.append(f"header {text!r}: {header.sectionSize(section)} px for {need}")
            if header.height() < len(lines) * metrics.lineSpacing():
                cut.append(f"header {text!r}: {header.height()} px tall")
    return cut


def cut_cells(view: QAbstractItemView) -> list[str]:
    """A cell whose words do not fit it (wrapped to more lines than the row holds, or
    wider than the column), a view scrolled sideways (what is out of sight is cut), and a
    view that cannot show its first five rows (or all it has) whole."""
    model = view.model()
    if model is None:
        return []
    cut = []
    margin = view.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, view) + 1
    rows, columns = model.rowCount(), model.columnCount()
    for row in range(rows):
        if isinstance(view, QTableView) and view.isRowHidden(row):
            continue
        for column in range(columns):
            if isinstance(view, QTableView) and view.isColumnHidden(column):
                continue
            index = model.index(row, column)
            text = index.data()
            if not isinstance(text, str) or not text:
                continue
            rect = view.visualRect(index)
            font = index.data(Qt.ItemDataRole.FontRole)
            metrics = QFontMetrics(font if isinstance(font, QFont) else view.font())
            room = rect.width() - 2 * margin
            if isinstance(view, QTableView) and view.wordWrap():
                flags = int(Qt.TextFlag.TextWordWrap)
                need = metrics.boundingRect(QRect(0, 0, room, 100_000), flags, text)
                wide, tall = need.width(), need.height()
            else:
                wide, tall = metrics.horizontalAdvance(text), metrics.height()
            if wide > room + 1 or tall > rect.height() + 1:
                cut.append(f"cell {row},{column} {text!r}: {rect.width()}x{rect.height()} px")
    if view.horizontalScrollBar().isVisible():
        cut.append(f"{type(view).__name__} scrolls sideways")
    if isinstance(view, QTableView):
        first = [view.rowHeight(row) for row in range(min(5, rows))]
        if sum(first) > view.viewport().height():
            cut.append(f"{type(view).__name__}: {view.viewport().height()} px for 5 rows")
    return cut


def cut_tabs(top: QWidget) -> list[str]:
    cut = []
    for tabs in top.findChildren(QTabBar):
        if not _shown(tabs, top):
            continue
        for tab in range(tabs.count()):
            if tabs.tabRect(tab).width() < tabs.tabSizeHint(tab).width():
                cut.append(f"tab {tabs.tabText(tab)!r}: {tabs.tabRect(tab).width()} px")
    return cut


def cut_dock_titles(top: QWidget) -> list[str]:
    cut = []
    for dock in top.findChildren(QDockWidget):
        if not _shown(dock, top) and not (dock.isFloating() and dock.isVisible()):
            continue
        words = dock.fontMetrics().horizontalAdvance(dock.windowTitle())
        if dock.width() < words + 60:  # its float and close buttons
            cut.append(f"dock {dock.windowTitle()!r}: {dock.width()} px")
    return cut


def unreadable(top: QWidget) -> list[str]:
    """Everything a player would see cut in ``top`` and its children now shown."""
    found = cut_widgets(top) + cut_buttons(top) + cut_tabs(top) + cut_dock_titles(top)
    for view in top.findChildren(QAbstractItemView):
        if isinstance(view, QHeaderView):
            continue  # a view's header: ``cut_headers``
        if _shown(view, top) and view.viewport().height() > 0:
            found += cut_headers(view) + cut_cells(view)
    return found


# --- a window with a match some hands old ---------------------------------------------------


def played(hands: int = 6, seed: int = 3) -> Match:
    """A match of two seeded computer players, ``hands`` hands in, under default names."""
    match = Match(RuleSet(), seed=seed, names=NAMES)
    players = (create_player("beginner", 1), create_player("beginner", 2))
    while not match.is_over:
        seat = match.to_act
        if seat is None:
            if match.hand_number >= hands:
                break
            match.apply(NextHand())
        else:
            match.apply(players[seat].choose(match.view(seat)), seat=seat)
    return match


def speak(spoken: str) -> None:
    language.use(spoken)
    QApplication.sendPostedEvents()


def window_with(qtbot, make_window, panel: str, spoken: str, size=(1366, 768)) -> MainWindow:
    """A window of ``size`` some hands into a match, ``panel`` docked beside the table,
    the language switched to ``spoken`` live."""
    window = make_window(match=played(), player=Scripted(), size=size)
    window.panels.set_shown(panel, True, remember=False)
    speak(spoken)
    dock = window.panels.dock(panel)
    assert dock is not None
    qtbot.waitUntil(lambda: dock.isVisible() and dock.widget().height() > 300)
    return window


def settled(qtbot, top: QWidget) -> list[str]:
    """``unreadable(top)`` once the layout has settled (its posted layout requests done):
    what a player sees, not a pass of the event loop in between."""
    found: list[list[str]] = []

    def clean() -> bool:
        QApplication.sendPostedEvents()
        found[:] = [unreadable(top)]
        return not found[0]

    with contextlib.suppress(TimeoutError):
        qtbot.waitUntil(clean, timeout=3000)
    return found[0]


# --- the score sheet --------------------------------------------------------------------------


@pytest.mark.parametrize("spoken", ["en", "id"])
def test_the_score_sheet_fills_its_dock_every_row_whole(qtbot, make_window, spoken) -> None:
    window = window_with(qtbot, make_window, "score_sheet", spoken)
    sheet = window.panels.score_sheet
    assert sheet is not None
    table = sheet.table
    qtbot.waitUntil(lambda: table.rowCount() == 7)  # six hands and the boxes
    dock = window.panels.score_dock
    assert dock is not None and not dock.isFloating()
    # The table reaches the foot of the dock: no empty dock under a squeezed grid.
    assert sheet.height() - table.geometry().bottom() <= 8
    assert table.viewport().height() >= sum(table.rowHeight(row) for row in range(7))
    assert settled(qtbot, dock) == []


def test_the_score_sheets_names_follow_a_switch_of_language(qtbot, make_window) -> None:
    window = window_with(qtbot, make_window, "score_sheet", "en")
    sheet = window.panels.score_sheet
    assert sheet is not None

    def titles() -> list[str]:
        table = sheet.table
        return [table.horizontalHeaderItem(c).text() for c in range(table.columnCount())]

    assert titles()[-2:] == ["You", "Computer"]
    speak("id")
    qtbot.waitUntil(lambda: titles()[-2:] == ["Kamu", "Komputer"])
    assert {sheet.text(row, 1) for row in range(6)} <= {"Kamu", "Komputer", "—"}
    assert settled(qtbot, window.panels.score_dock) == []


# --- the match log ----------------------------------------------------------------------------


@pytest.mark.parametrize("spoken", ["en", "id"])
def test_the_log_fills_its_dock_its_events_on_a_line_each(qtbot, make_window, spoken) -> None:
    window = window_with(qtbot, make_window, "match_log", spoken)
    log = window.panels.log_panel
    assert log is not None and not log.isFloating()
    table = log.table
    qtbot.waitUntil(lambda: log.proxy.rowCount() > 20)
    body = log.widget()
    assert body.height() - table.geometry().bottom() <= 8
    what = table.columnWidth(3)
    assert what >= table.viewport().width() / 2, "Hand, Time and Who leave What half the room"
    rows = log.model.rows()
    line = table.fontMetrics().lineSpacing()
    wrapped = [
        row.what
        for number, row in enumerate(rows)
        if row.event.kind in ONE_LINE_KINDS and table.rowHeight(number) >= 2 * line
    ]
    assert wrapped == []
    assert settled(qtbot, log) == []


@pytest.mark.parametrize("hands", [1, 4])
def test_the_log_opens_on_its_latest_row_whole(qtbot, make_window, hands) -> None:
    """Opened after a hand, the log shows its last row (the hand's result, a tall row),
    whole, without the player scrolling (it opened scrolled part-way, the last row cut
    or out of sight)."""
    window = make_window(match=played(hands), player=Scripted(), size=(1366, 768))
    window.panels.set_shown("match_log", True, remember=False)
    log = window.panels.log_panel
    assert log is not None
    table = log.table
    last = log.proxy.index(log.proxy.rowCount() - 1, 3)
    assert last.data().startswith(("won the hand", "The hand is drawn"))  # a tall row

    def last_row_whole() -> bool:
        rect = table.visualRect(last)
        whole = rect.top() >= 0 and rect.bottom() <= table.viewport().height()
        return whole and cut_cells(table) == []  # every row fitted to its words

    qtbot.waitUntil(last_row_whole)


def test_the_log_stays_where_the_player_scrolled_up_to(qtbot, make_window) -> None:
    window = make_window(match=played(4), player=Scripted(), size=(1366, 768))
    window.panels.set_shown("match_log", True, remember=False)
    log = window.panels.log_panel
    assert log is not None
    bar = log.table.verticalScrollBar()
    qtbot.waitUntil(lambda: bar.maximum() > 0 and bar.value() == bar.maximum())
    bar.triggerAction(bar.SliderAction.SliderToMinimum)  # the player scrolls up to read
    rows = log.proxy.rowCount()
    window.next_hand()  # the next hand is dealt: its rows come below
    qtbot.waitUntil(lambda: log.proxy.rowCount() > rows)
    qtbot.waitUntil(lambda: bar.maximum() > 0)
    assert bar.value() == 0
    bar.triggerAction(bar.SliderAction.SliderToMaximum)  # back at the bottom: it follows
    rows = log.proxy.rowCount()
    window.controller.action_requested(window.view.legal_actions[0])
    qtbot.waitUntil(lambda: log.proxy.rowCount() > rows)
    qtbot.waitUntil(lambda: bar.value() == bar.maximum())


def test_the_export_button_leaves_room_for_its_arrow(qtbot, make_window) -> None:
    window = window_with(qtbot, make_window, "match_log", "id")
    log = window.panels.log_panel
    assert log is not None
    button = log.export_button
    qtbot.waitUntil(lambda: _plain(button.text()) == "Ekspor")
    assert settled(qtbot, log) == []
    arrow = button.style().pixelMetric(QStyle.PixelMetric.PM_MenuButtonIndicator, None, button)
    words = button.fontMetrics().horizontalAdvance("Ekspor")
    assert button.width() >= words + arrow + 8


def test_the_export_says_where_the_log_was_saved(
    qtbot, make_window, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = make_window(player=Scripted())
    window.panels.set_shown("match_log", True)
    log = window.panels.log_panel
    assert log is not None
    target = tmp_path / "my log.txt"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a: (str(target), ""))
    log.export_button.menu().actions()[0].trigger()  # As text…
    assert target.exists()
    # In its turn: a sentence said before it keeps the line a few seconds (messages.py).
    qtbot.waitUntil(lambda: str(target) in window.statusBar().currentMessage(), timeout=30000)
    assert "saved" in window.statusBar().currentMessage()


def test_at_800x600_the_docks_float_over_the_table_rather_than_squeeze_it(
    qtbot, make_window
) -> None:
    """A window too narrow for the table and a dock side by side: the dock floats at its
    right edge (whole), the table keeps its width and its buttons' words; wider, the
    dock goes back beside the table."""
    window = window_with(qtbot, make_window, "score_sheet", "id", size=(800, 600))
    dock = window.panels.score_dock
    assert dock is not None
    qtbot.waitUntil(dock.isFloating)
    central = window.centralWidget()
    assert central.width() >= central.minimumSizeHint().width()
    assert settled(qtbot, window) == []
    assert settled(qtbot, dock) == []
    window.resize(1366, 768)
    qtbot.waitUntil(lambda: not dock.isFloating() and dock.isVisible())
