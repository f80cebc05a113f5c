"""A player's name is text in every window that shows it (issue 65): a hand played by
"<b>Ana</b>" against the computer, then every label, tooltip and cell of the window, its
docks, the review of the hand and the expert's way, read as a person sees them: wherever
the name is shown it is shown as typed, tags and all, never taken for markup (bold, an
image, a link, a size)."""

from __future__ import annotations

from collections.abc import Iterator

from PySide6.QtCore import Qt
from PySide6.QtGui import Qt as GuiQt
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import QAbstractItemView, QLabel, QWidget

from gin_desktop.engine import Phase
from gin_desktop.ui.dialogs.expert_way import ExpertWayDialog
from gin_desktop.ui.dialogs.review import ReviewDialog
from gin_desktop.ui.window.app import MainWindow
from tests.journeys.person import choice, click, make, wait_for_the_person

from .conftest import KnocksAtOnce

NAME = "<b>Ana</b><img src=x>"
"""Bold and an image if taken for markup."""


def rich(text: str) -> bool:
    return bool(GuiQt.mightBeRichText(text))  # as a label in AutoText and a tooltip decide


def as_seen(text: str, plain: bool) -> str:
    """``text`` as a person reads it: itself when shown as text, its words when markup."""
    if plain or not rich(text):
        return text
    document = QTextDocument()
    document.setHtml(text)
    return document.toPlainText()


def shown(root: QWidget) -> Iterator[tuple[str, str]]:
    """(where, what a person reads there) for every label, tooltip and item of ``root``."""
    for widget in [root, *root.findChildren(QWidget)]:
        if not widget.isVisible():
            continue
        where = f"{type(widget).__name__} {widget.objectName()!r}"
        if isinstance(widget, QLabel):
            plain = widget.textFormat() == Qt.TextFormat.PlainText
            yield where, as_seen(widget.text(), plain)
        if widget.toolTip():
            yield f"{where} tooltip", as_seen(widget.toolTip(), False)
        if isinstance(widget, QAbstractItemView) and widget.model() is not None:
            model = widget.model()
            for row in range(model.rowCount()):
                for column in range(model.columnCount()):
                    index = model.index(row, column)
                    for role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
                        value = index.data(role)
                        if isinstance(value, str) and value:
                            plain = role == Qt.ItemDataRole.DisplayRole
                            yield f"{where} ({row}, {column})", as_seen(value, plain)


def taken_for_markup(root: QWidget) -> list[tuple[str, str]]:
    """Where the name shows without its tags: read as markup, not as the name typed."""
    return [(where, text) for where, text in shown(root) if "Ana" in text and NAME not in text]


def play_a_hand(qtbot, window: MainWindow) -> None:
    for _ in range(300):
        view = wait_for_the_person(qtbot, window)
        if view.phase == Phase.ENDED:
            return
        make(qtbot, window, choice(view))
        qtbot.waitUntil(lambda seen=view: window.view is not seen)
    raise AssertionError("the hand did not end")


def test_a_name_is_shown_as_typed_on_the_table_the_docks_the_review_and_the_experts_way(
    qtbot, make_window
) -> None:
    window = make_window(player=KnocksAtOnce(), names=(NAME, "Budi"), size=(1366, 768))
    for panel in ("score_sheet", "match_log"):
        window.panels.set_shown(panel, True, remember=False)
    play_a_hand(qtbot, window)
    assert taken_for_markup(window) == []

    click(qtbot, window.action_bar.review_button)
    review = window.dialogs.review
    assert isinstance(review, ReviewDialog)
    qtbot.waitUntil(lambda: review.work.done, timeout=120_000)
    assert any("Ana" in text for _, text in shown(review)), "the review names the player"
    assert taken_for_markup(review) == []
    review.close()

    click(qtbot, window.action_bar.expert_way_button)
    expert = window.dialogs.expert_way_dialog
    assert isinstance(expert, ExpertWayDialog)
    qtbot.waitUntil(lambda: expert.watch_expert.isEnabled(), timeout=120_000)
    assert taken_for_markup(expert) == []
    expert.close()
