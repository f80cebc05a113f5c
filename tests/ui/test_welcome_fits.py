"""The welcome is its own size: nothing under its buttons, and not resizable, so that a
window manager draws it no grip strip (openbox drew an empty band with tick marks)."""

from __future__ import annotations

from PySide6.QtWidgets import QDialogButtonBox, QWidget

from gin_desktop.ui.dialogs.welcome import WelcomeDialog

from .conftest import Scripted, when_modal


def test_the_welcome_has_nothing_under_its_buttons_and_keeps_its_size(qtbot, make_window):
    window = make_window(player=Scripted(), size=(1366, 768))
    seen: list[tuple[object, ...]] = []

    def look(dialog: QWidget) -> None:
        assert isinstance(dialog, WelcomeDialog)
        buttons = dialog.findChild(QDialogButtonBox)
        assert buttons is not None
        margin = dialog.layout().contentsMargins().bottom()
        seen.append(
            (
                dialog.minimumSize(),
                dialog.maximumSize(),
                dialog.size(),
                buttons.geometry().bottom() + 1 + margin,
                dialog.height(),
            )
        )
        dialog.reject()

    when_modal(look)
    window.commands["welcome"].trigger()
    qtbot.waitUntil(lambda: bool(seen))
    ((least, most, size, under_buttons, height),) = seen
    assert least == most == size, "a resizable welcome gets a window manager's grip strip"
    assert under_buttons == height  # the buttons are the last thing in it
