"""The new-match dialog and the preferences fit a window of 800x600 with no field cut, in
English and in Bahasa Indonesia, and after the language is switched with them open (the
sizes of the widgets measured)."""

from __future__ import annotations

import time
from collections.abc import Iterator

import pytest
from PySide6.QtWidgets import (
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QDialog,
    QLabel,
    QLineEdit,
    QWidget,
)

from gin_desktop.words import language

from .conftest import when_modal


@pytest.fixture(autouse=True)
def _english_after() -> Iterator[None]:
    yield
    language.use("en")
    QApplication.sendPostedEvents()


def cut_widgets(dialog: QWidget) -> list[str]:
    """What a player would see cut: a field narrower than its own text, a name field
    narrower than the name it shows, a label narrower than its words."""
    cut = []
    for box in dialog.findChildren(QComboBox):
        if not box.isVisibleTo(dialog):
            continue
        if box.width() < box.minimumSizeHint().width():
            cut.append(f"choice {box.currentText()!r}: {box.width()} px")
        if (
            box.sizeAdjustPolicy()
            == QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon
        ):
            continue  # shows what fits of a long choice, by design (its tooltip has it all)
        icon = box.iconSize().width() + 4 if not box.itemIcon(box.currentIndex()).isNull() else 0
        words = box.fontMetrics().horizontalAdvance(box.currentText()) + icon
        if box.width() < words + 24:  # the frame and the arrow take some 24 px
            cut.append(f"choice {box.currentText()!r} cut: {box.width()} px for {words}")
    for field in dialog.findChildren(QLineEdit):
        if isinstance(field.parentWidget(), QAbstractSpinBox):
            continue  # a spin box's own editor, measured by the spin box
        shown = field.text() or field.placeholderText()
        room = field.fontMetrics().horizontalAdvance(shown) + 12
        if field.isVisibleTo(dialog) and field.width() < room:
            cut.append(f"name field {shown!r}: {field.width()} px for {room}")
    for label in dialog.findChildren(QLabel):
        shown = label.isVisibleTo(dialog) and not label.wordWrap() and label.text()
        if shown and label.width() < label.minimumSizeHint().width():
            cut.append(f"label {label.text()!r}: {label.width()} px")
    return cut


def measure(qtbot, window, command: str, switch_to: str | None = None) -> list[str]:
    found: list[list[str]] = []

    def read(dialog: QWidget) -> None:
        assert isinstance(dialog, QDialog)
        if switch_to is not None:
            language.use(switch_to)
            QApplication.sendPostedEvents()
        QApplication.processEvents()
        # The layout follows new words through posted layout requests, which a busy
        # machine may take a few passes of the event loop to reach: what a player sees
        # is the dialog once they are done (within a second), not the pass in between.
        deadline = time.monotonic() + 1.0
        while cut_widgets(dialog) and time.monotonic() < deadline:
            QApplication.sendPostedEvents()
            QApplication.processEvents()
        problems = cut_widgets(dialog)
        if dialog.width() > 800 or dialog.height() > 600:
            problems.append(f"the dialog is {dialog.width()}x{dialog.height()}")
        found.append(problems)
        dialog.reject()

    when_modal(read)
    window.commands[command].trigger()
    assert len(found) == 1
    return found[0]


@pytest.mark.parametrize("spoken", ["en", "id"])
@pytest.mark.parametrize("command", ["new_match", "preferences"])
def test_no_field_is_cut_at_800x600(qtbot, make_window, spoken: str, command: str) -> None:
    window = make_window(size=(800, 600))
    language.use(spoken)
    QApplication.sendPostedEvents()
    assert measure(qtbot, window, command) == []


def test_no_field_is_cut_after_a_live_switch(qtbot, make_window) -> None:
    window = make_window(size=(800, 600))
    assert measure(qtbot, window, "preferences", switch_to="id") == []
