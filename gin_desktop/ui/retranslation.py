"""The window in another language, the match untouched (``MainWindow.changeEvent``).

Qt sends every widget a ``LanguageChange`` event when a translator is installed or
removed (``language.use``). Dialogs are built when opened, in the language of the time;
what stays on screen is worded again here: the menus and the commands' buttons, the
table's prompts and labels, the score line, the privacy screen, the docks (the log's
rows too, so that an export speaks the new language). Seats under a default name take
its word in the new language; the hand, its cards and their order stay as they are.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

if TYPE_CHECKING:
    from .app import MainWindow


def retranslate_window(window: MainWindow) -> None:
    window.setWindowTitle(QCoreApplication.translate("MainWindow", "Gin Desktop"))
    window.frame.retranslate()  # the menus' titles: the commands come with the game
    if not window.game_built:
        return
    window.commands.retranslate()
    from .texts import score_line

    controller = window.controller
    controller.retranslate_names()
    window._on_match_changed()  # the docks learn the names
    window.panels.retranslate()
    session = controller.session
    levels = [] if session is None else list(session.computers.values())
    window.scene.opponent_note = controller.level_name(levels[0]) if levels else ""
    window.scene.seat_notes = {
        seat: controller.level_name(level)
        for seat, level in ({} if session is None else session.computers).items()
    }
    view = controller.view
    if view is not None:
        window.view = view
        window.scene.retranslate(view)
        window.score_label.setText(score_line(view, seat_order=controller.hotseat))
    elif controller.handover is not None:
        window._on_handover(controller.handover)
    window._update_buttons()
    window._on_thinking(controller.thinking)
