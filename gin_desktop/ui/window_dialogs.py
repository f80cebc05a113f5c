"""The window's dialogs that are not part of a match's flow: statistics, the rules of the
match, preferences, How to play, the first-run welcome and About. Composed into the
window (``window.dialogs``), which keeps the match's own flow (new match, house rules)."""

from __future__ import annotations

from contextlib import suppress
from dataclasses import replace
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtWidgets import QMessageBox

from gin_desktop.cli import version
from gin_desktop.session import LEVELS, MatchSettings, check_level
from gin_desktop.ui.table.felt import Looks

if TYPE_CHECKING:
    from .app import MainWindow

translate = QCoreApplication.translate


class WindowDialogs(QObject):
    """Opens the dialogs of ``window``; see the module's docstring."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self._window = window

    def show_statistics(self) -> None:
        from .dialogs.statistics import StatisticsDialog

        window = self._window
        if window.keeper.statistics is None:
            window.say(translate("MainWindow", "No statistics are kept in this window."))
            return
        levels: dict[str, str] = {lvl: window.controller.level_name(lvl) for lvl in LEVELS}
        scene = window.scene
        looks = Looks(scene.art.four_colour, scene.art.back, scene.felt)  # as on the table
        StatisticsDialog(window.keeper.statistics, levels, window, looks=looks).exec()

    def show_match_rules(self) -> None:
        """The rules of the match being played, read-only."""
        from .dialogs.house_rules import HouseRulesDialog

        view = self._window.view or self._window.public_view
        if view is not None:
            HouseRulesDialog.show_rules(view.rules, self._window)

    def edit_preferences(self) -> None:
        from .dialogs.preferences import PreferencesDialog

        window = self._window
        chosen = PreferencesDialog.ask(window.preferences, window)
        if chosen is not None:
            window.apply_preferences(chosen)

    def how_to_play(self) -> None:
        """The rules of the match on the table (else the house rules), with the glossary."""
        from .dialogs.how_to_play import HowToPlayDialog

        window = self._window
        view = window.view or window.public_view
        rules = view.rules if view is not None else window.store.rules()
        HowToPlayDialog(rules, window).exec()

    def welcome(self) -> str | None:
        """The welcome; the level chosen to play against, if one was."""
        from .dialogs.welcome import WelcomeDialog

        window = self._window
        dialog = WelcomeDialog(window.controller.settings.level, window)
        dialog.how_to_play_button.clicked.connect(self.how_to_play)
        dialog.exec()
        window.store.save_welcomed()
        return dialog.chosen_level

    def welcome_then_play(self, first: MatchSettings) -> None:
        """The first start: the welcome, then the match against the level chosen there."""
        window = self._window
        level = self.welcome()
        if level is not None:
            first = replace(first, level=check_level(level), mode="computer")
            with suppress(ValueError):
                window.store.save_player(first.name, level, mode="computer")
        window.controller.start_match(first)

    def show_keys(self) -> None:
        from .dialogs.help import show_keys

        show_keys(self._window)

    def about(self) -> None:
        QMessageBox.about(
            self._window,
            translate("MainWindow", "About Gin Desktop"),
            translate(
                "MainWindow",
                "Gin Desktop {0}\n\nGin Rummy against the computer, or hot-seat with family "
                "and friends at the same screen, by your own house rules.\n\n"
                "Free software under the MIT licence.",
            ).format(version()),
        )

    def about_qt(self) -> None:
        QMessageBox.aboutQt(self._window, translate("MainWindow", "About Qt"))
