"""A player's name is text in every window that can show it (issue 65). Names come from
the new-match dialog and from ``.ginmatch`` files anyone can share, so a name may be
markup: an image (``<img src=x>``), a link, a size, bold. A match against the computer
whose two seats are named so is played through the window to its end, and every window
that can show a name is opened: the table with the score sheet and the log docks, the
Leave this match box, the Rules of this match, View › Statistics, its Hand history (the
list, a replay, a review, the check of a deal) for a match of each kind. Every label,
text box, list, table and tree item, header, tooltip, message box, window title and the
table's own words are read as a person sees them: wherever a name shows, it shows as
typed, tags and all."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from dataclasses import replace
from datetime import datetime
from pathlib import Path

from PySide6.QtCore import QAbstractItemModel, Qt
from PySide6.QtGui import QAction, QTextDocument
from PySide6.QtGui import Qt as GuiQt
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QApplication,
    QComboBox,
    QDialog,
    QGraphicsSimpleTextItem,
    QGraphicsTextItem,
    QGraphicsView,
    QGroupBox,
    QHeaderView,
    QLabel,
    QLineEdit,
    QTabBar,
    QTextEdit,
    QWidget,
)

from gin_desktop.engine import Match, RuleSet
from gin_desktop.session import SeatPlan, Session
from gin_desktop.storage.matches import Autosave
from gin_desktop.storage.statistics import Statistics
from gin_desktop.ui.dialogs.expert_way import ExpertWayDialog
from gin_desktop.ui.dialogs.history import HistoryDialog
from gin_desktop.ui.dialogs.replay import ReplayDialog
from gin_desktop.ui.dialogs.review import ReviewDialog
from gin_desktop.ui.dialogs.statistics import StatisticsDialog
from gin_desktop.ui.window.app import MainWindow
from tests.journeys.person import choice, click, make, next_hand, play_hand
from tests.storage.test_statistics import play_and_record
from tests.ui import conftest as ui
from tests.ui.conftest import KnocksAtOnce, when_modal

# The table's fixtures: the window, its settings, the style, the garbage collected.
make_window, store = ui.make_window, ui.store
_fusion, _garbage_collected = ui._fusion, ui._garbage_collected_after_each_test

YOU = "<img src=x><b>Ana</b>"
"""An image and bold if taken for markup."""
THEM = "<font size=7>Budi</font>"
"""A size if taken for markup."""
LINKED = '<a href="y">Citra</a>'
"""A link if taken for markup."""
AMPERSAND = "Dewi & <i>Eka</i>"
"""A mnemonic if taken for one (the space underlined, the ampersand gone), italics."""
NAMES = {"Ana": YOU, "Budi": THEM, "Citra": LINKED, "Dewi": AMPERSAND}
"""A word of each name, and the name: where the word shows, the name must show whole."""
RULES = RuleSet(target_score=10)


def as_seen(text: str, plain: bool) -> str:
    """``text`` as a person reads it: itself when shown as text, its words when markup."""
    if plain or not GuiQt.mightBeRichText(text):
        return text
    document = QTextDocument()
    document.setHtml(text)
    return document.toPlainText()


def without_mnemonics(text: str) -> str:
    """A button's or a menu item's text as shown: "&&" is an ampersand, "&x" underlines x."""
    return re.sub("&(.)", r"\1", text)


def label_plain(label: QLabel) -> bool:
    return label.textFormat() == Qt.TextFormat.PlainText or (
        label.textFormat() == Qt.TextFormat.AutoText and not GuiQt.mightBeRichText(label.text())
    )


def in_model(where: str, model: QAbstractItemModel) -> Iterator[tuple[str, str]]:
    """The cells, their tooltips and the headers of an item view's model (a tree's children
    too): a cell is painted as text, a tooltip read as markup when it looks like some."""
    roles = ((Qt.ItemDataRole.DisplayRole, True), (Qt.ItemDataRole.ToolTipRole, False))
    pending = [(where, model.index(-1, -1))]
    while pending:
        at, parent = pending.pop()
        for row in range(model.rowCount(parent)):
            for column in range(model.columnCount(parent)):
                index = model.index(row, column, parent)
                for role, plain in roles:
                    value = index.data(role)
                    if isinstance(value, str) and value:
                        yield f"{at} ({row}, {column})", as_seen(value, plain)
                if column == 0 and model.rowCount(index) > 0:
                    pending.append((f"{at} ({row}, 0) >", index))
    for orientation in (Qt.Orientation.Horizontal, Qt.Orientation.Vertical):
        count = model.columnCount() if orientation == Qt.Orientation.Horizontal else 0
        for section in range(count):
            for role, plain in roles:
                value = model.headerData(section, orientation, role)
                if isinstance(value, str) and value:
                    yield f"{where} header {section}", as_seen(value, plain)


def on_the_table(where: str, view: QGraphicsView) -> Iterator[tuple[str, str]]:
    scene = view.scene()
    for item in [] if scene is None else scene.items():
        if isinstance(item, QGraphicsTextItem):
            yield f"{where} {type(item).__name__}", item.toPlainText()  # as it is drawn
        elif isinstance(item, QGraphicsSimpleTextItem):
            yield f"{where} {type(item).__name__}", item.text()  # never markup
        if item.toolTip():
            yield f"{where} {type(item).__name__} tooltip", as_seen(item.toolTip(), False)


def shown(root: QWidget) -> Iterator[tuple[str, str]]:
    """(where, what a person reads there) for everything of ``root`` that shows text."""
    for widget in [root, *root.findChildren(QWidget)]:
        if not widget.isVisible():
            continue
        where = f"{type(widget).__name__} {widget.objectName()!r} of {type(root).__name__}"
        if widget.isWindow():
            yield f"{where} title", widget.windowTitle()  # a title is never markup
        if isinstance(widget, QLabel):
            text = as_seen(widget.text(), label_plain(widget))
            yield where, text if widget.buddy() is None else without_mnemonics(text)
        elif isinstance(widget, QTextEdit):
            yield where, widget.toPlainText()  # what its document shows, markup or not
        elif isinstance(widget, QLineEdit):
            yield where, widget.text()
        elif isinstance(widget, QAbstractButton):
            yield where, without_mnemonics(widget.text())
        elif isinstance(widget, QGroupBox):
            yield where, without_mnemonics(widget.title())
        elif isinstance(widget, QTabBar):
            yield from (
                (where, without_mnemonics(widget.tabText(i))) for i in range(widget.count())
            )
        elif isinstance(widget, QComboBox):
            yield from ((where, widget.itemText(i)) for i in range(widget.count()))
        elif isinstance(widget, QHeaderView):
            pass  # its view's model, read with the view
        elif isinstance(widget, QAbstractItemView) and widget.model() is not None:
            yield from in_model(where, widget.model())
        elif isinstance(widget, QGraphicsView):
            yield from on_the_table(where, widget)
        if widget.toolTip():
            yield f"{where} tooltip", as_seen(widget.toolTip(), False)
    for action in root.findChildren(QAction):  # the menus' items, shown or not
        yield f"action {action.objectName()!r}", without_mnemonics(action.text())
        if action.toolTip() != without_mnemonics(action.text()):
            yield f"action {action.objectName()!r} tooltip", as_seen(action.toolTip(), False)


def misread(root: QWidget, seen: list[str] | None = None) -> list[tuple[str, str]]:
    """Where a name shows other than as typed (its words without its tags); ``seen``
    gathers every text where a name shows."""
    wrong = []
    for where, text in shown(root):
        for word, name in NAMES.items():
            if word in text:
                if seen is not None:
                    seen.append(text)
                if name not in text:
                    wrong.append((where, text))
    return wrong


def recorded(tmp_path: Path) -> Statistics:
    """Two matches kept in the statistics, as a ``.ginmatch`` could bring them: a hot-seat
    match of the two names, one of a third name against the computer whose seat bears the
    second, and one of partnership gin, three people and the computer."""
    stats = Statistics(tmp_path / "statistics.sqlite")
    clock = [datetime(2026, 12, 2, 9, 0)]
    hotseat = Session(RULES, (SeatPlan(YOU, None), SeatPlan(THEM, None)), seed=None)
    computer = Session(RULES, (SeatPlan(LINKED, None), SeatPlan(THEM, "casual")), seed=None)
    partners = Session(
        replace(RuleSet.preset("partnership"), target_score=RULES.target_score),
        (
            SeatPlan(YOU, None),
            SeatPlan(AMPERSAND, None),
            SeatPlan(LINKED, None),
            SeatPlan(THEM, "casual"),
        ),
        seed=None,
    )
    play_and_record(stats, hotseat, 1, clock)
    play_and_record(stats, computer, 2, clock)
    play_and_record(stats, partners, 3, clock)
    return stats


def every_step(replay: QWidget, look: Callable[[QWidget], None]) -> None:
    """``look`` at each step of a replay, from the deal to the summary at its end."""
    assert isinstance(replay, ReplayDialog)
    for index in range(len(replay.replay.steps)):
        replay.go(index)
        look(replay)


def modal(qtbot, open_it: Callable[[], object], look: Callable[[QWidget], None]) -> None:
    """Open a modal window by ``open_it`` and run ``look`` on it, then close it; whatever
    ``look`` raises is raised here, once the window is closed."""
    failed: list[BaseException] = []
    skip = QApplication.activeModalWidget()

    def act(widget: QWidget) -> None:
        try:
            look(widget)
        except BaseException as error:  # raised in the test, not in Qt's event loop
            failed.append(error)
        finally:
            if isinstance(widget, QDialog):
                widget.reject()
            else:
                widget.close()

    when_modal(act, skip=skip)
    open_it()
    if failed:
        raise failed[0]


def test_a_name_is_text_in_every_window_that_shows_it(qtbot, make_window, tmp_path: Path) -> None:
    window: MainWindow = make_window(player=KnocksAtOnce(), size=(1366, 768))
    session = Session(RULES, (SeatPlan(YOU, None), SeatPlan(THEM, "beginner")), seed=None)
    window.controller.start_session(session, Match(RULES, seed=5, names=session.names))
    for panel in ("score_sheet", "match_log"):
        window.panels.set_shown(panel, True, remember=False)
    window.keeper.statistics = recorded(tmp_path)
    wrong: list[tuple[str, str]] = []
    seen: list[str] = []

    def look(widget: QWidget) -> None:
        wrong.extend(misread(widget, seen))

    # The Leave this match box, over a match that is not saved.
    window.keeper.autosave = Autosave(tmp_path / "kept")
    modal(qtbot, window.keeper.may_leave, look)
    window.keeper.autosave = None

    # The match played to its end; the expert's way through its last hand; its result.
    while True:
        view = play_hand(qtbot, window)
        if view.match_over:
            break
        next_hand(qtbot, window)
    look(window)
    click(qtbot, window.action_bar.expert_way_button)
    expert = window.dialogs.expert_way_dialog
    assert isinstance(expert, ExpertWayDialog)
    qtbot.waitUntil(expert.watch_expert.isEnabled, timeout=120_000)
    look(expert)
    for watch in (expert.watch_yours, expert.watch_expert):
        click(qtbot, watch)
        assert expert.replay is not None
        every_step(expert.replay, look)
        expert.replay.close()
    expert.close()
    window.next_hand()
    qtbot.waitUntil(lambda: window.scene.show_match_result)
    look(window)
    modal(qtbot, window.commands["match_rules"].trigger, look)

    # View › Statistics, its hand history, a replay, a review and a deal checked from it.
    def history(dialog: QWidget) -> None:
        assert isinstance(dialog, HistoryDialog)
        look(dialog)
        rows = {dialog.entries[row].key: row for row in range(dialog.table.rowCount())}
        assert {"m1", "m2", "m3"} <= set(rows), rows  # and the match just played
        for row in rows.values():
            modal(
                qtbot,
                lambda row=row: dialog.replay_row(row),
                lambda replay: every_step(replay, look),
            )
            modal(qtbot, lambda row=row: dialog.verify_row(row), look)
            dialog.review_row(row)
            review = dialog.review
            assert isinstance(review, ReviewDialog)
            qtbot.waitUntil(lambda review=review: review.work.done, timeout=120_000)
            look(review)
            review.close()

    def statistics(dialog: QWidget) -> None:
        assert isinstance(dialog, StatisticsDialog)
        look(dialog)
        modal(qtbot, dialog.history_button.click, history)

    modal(qtbot, window.commands["statistics"].trigger, statistics)
    modal(qtbot, window.commands["new_match"].trigger, look)

    # Hot-seat: the screen passed to each person in turn, at a table of two and of four
    # (partners, a computer between the people).
    two = (SeatPlan(AMPERSAND, None), SeatPlan(LINKED, None))
    four = (*two, SeatPlan(THEM, "casual"), SeatPlan(YOU, None))
    for rules, seats in ((RULES, two), (RuleSet.preset("partnership"), four)):
        people = Session(rules, seats, seed=None)
        window.controller.start_session(people, Match(rules, seed=6, names=people.names))
        privacy = window.privacy
        assert privacy is not None
        for _ in range(2):
            qtbot.waitUntil(privacy.isVisible, timeout=30_000)
            look(window)
            click(qtbot, privacy.button)
            qtbot.waitUntil(lambda: window.view is not None)
            look(window)
            view = window.view
            assert view is not None and view.is_my_turn
            make(qtbot, window, choice(view))
    assert wrong == []
    for word in NAMES:
        assert any(word in text for text in seen), f"no window showed {word}"
