"""The window's dialogs that are not part of a match's flow: statistics, the rules of the
match, preferences, How to play, the first-run welcome and About. Composed into the
window (``window.dialogs``), which hands in what they read and change, so that they
depend on those alone; starting a match is ``NewMatchFlow``'s (``new_match_flow.py``)."""

from __future__ import annotations

from collections.abc import Callable
from contextlib import suppress
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt
from PySide6.QtWidgets import QMessageBox, QWidget

from gin_desktop.cli import version
from gin_desktop.session import LEVELS, MatchSettings, check_level
from gin_desktop.words import window_words

if TYPE_CHECKING:
    from gin_desktop.ai.expert_way import ExpertWayJob
    from gin_desktop.engine import PlayerView
    from gin_desktop.play.controller import GameController
    from gin_desktop.storage import Preferences, Settings
    from gin_desktop.storage.statistics import RecordedHand, Statistics

    from ..dialogs.expert_way import ExpertWayDialog
    from ..table.felt import Looks


class WindowDialogs(QObject):
    """Opens the dialogs over ``parent``; see the module's docstring.

    ``view`` reads the view the dialogs speak of (the one on the table, else the latest
    of any seat), ``preferences`` the player's current ones, which ``apply_preferences``
    changes; ``statistics`` reads the statistics kept (None: none, or no longer), ``looks``
    how the table looks now, for the replays to look the same; ``say`` puts a notice in
    the status bar.
    """

    def __init__(
        self,
        parent: QWidget,
        *,
        store: Settings,
        controller: GameController,
        view: Callable[[], PlayerView | None],
        preferences: Callable[[], Preferences],
        apply_preferences: Callable[[Preferences], None],
        statistics: Callable[[], Statistics | None],
        looks: Callable[[], Looks],
        say: Callable[[str], None],
        play_deal: Callable[[RecordedHand], None] | None = None,
    ) -> None:
        super().__init__(parent)
        self._parent, self._store, self._controller = parent, store, controller
        self._view, self._statistics, self._looks, self._say = view, statistics, looks, say
        self._preferences, self._apply_preferences = preferences, apply_preferences
        self._play_deal = play_deal
        self.review: QWidget | None = None
        """The latest review of a hand opened (it stays open while play goes on)."""
        self.expert_way_dialog: ExpertWayDialog | None = None
        """The latest expert's way opened (it stays open while play goes on)."""

    def show_statistics(self) -> None:
        # a dialog is loaded when first opened: the table is shown without it
        from ..dialogs.statistics import StatisticsDialog

        statistics = self._statistics()
        if statistics is None:
            self._say(window_words.no_statistics())
            return
        levels: dict[str, str] = {lvl: self._controller.level_name(lvl) for lvl in LEVELS}
        dialog = StatisticsDialog(statistics, levels, self._parent, looks=self._looks())
        dialog.play_deal = self._play_deal
        dialog.exec()
        if dialog.deal_chosen is not None and self._play_deal is not None:
            self._play_deal(dialog.deal_chosen)  # once the statistics are closed

    def show_match_rules(self) -> None:
        """The rules of the match being played, read-only."""
        # a dialog is loaded when first opened: the table is shown without it
        from ..dialogs.house_rules import HouseRulesDialog

        view = self._view()
        if view is not None:
            HouseRulesDialog.show_rules(view.rules, self._parent)

    def edit_preferences(self) -> None:
        # a dialog is loaded when first opened: the table is shown without it
        from ..dialogs.preferences import PreferencesDialog

        chosen = PreferencesDialog.ask(self._preferences(), self._parent)
        if chosen is not None:
            self._apply_preferences(chosen)

    def how_to_play(self) -> None:
        """The rules of the match on the table (else the house rules), with the glossary."""
        # a dialog is loaded when first opened: the table is shown without it
        from ..dialogs.how_to_play import HowToPlayDialog

        view = self._view()
        rules = view.rules if view is not None else self._store.rules()
        HowToPlayDialog(rules, self._parent).exec()

    def welcome(self) -> str | None:
        """The welcome; the level chosen to play against, if one was."""
        # a dialog is loaded when first opened: the table is shown without it
        from ..dialogs.welcome import WelcomeDialog

        dialog = WelcomeDialog(self._controller.settings.level, self._parent)
        dialog.how_to_play_button.clicked.connect(self.how_to_play)
        dialog.exec()
        self._store.save_welcomed()
        return dialog.chosen_level

    def welcome_then_play(self, first: MatchSettings) -> None:
        """The first start: the welcome, then the match against the level chosen there."""
        level = self.welcome()
        if level is not None:
            you = first.seats[0][0] if first.seats[0][1] is None else ""
            first = MatchSettings.against_computer(you, check_level(level), rules=first.rules)
            with suppress(ValueError):
                self._store.save_match_seats(first.game, first.seats)
        self._controller.start_match(first)

    def show_keys(self) -> None:
        # a dialog is loaded when first opened: the table is shown without it
        from ..dialogs.help import show_keys

        show_keys(self._parent)

    def about(self) -> None:
        QMessageBox.about(
            self._parent,
            window_words.about_title(),
            window_words.about_text(version()),
        )

    def about_qt(self) -> None:
        QMessageBox.aboutQt(self._parent, window_words.about_qt_title())

    def review_hand(self) -> None:
        """The coach's review of the hand just played, for the people at the screen; it is
        worked out in the background and may be closed at any time."""
        # a dialog is loaded when first opened: the table is shown without it
        from gin_desktop.ai.review import jobs_of_hand
        from gin_desktop.play.hints import Hints

        from ..dialogs.review import ReviewDialog

        controller, match = self._controller, self._controller.match
        session = controller.session
        jobs = () if match is None or session is None else jobs_of_hand(match, session.humans)
        if not jobs or match is None or session is None:
            self._say(window_words.no_hand_to_review())
            return
        hints = self._parent.findChild(Hints)
        if hints is not None:  # each decision shows the hint given there, if one was asked
            jobs = tuple(hints.advised(match, job) for job in jobs)
        dialog = ReviewDialog(jobs, match.names, session.humans, self._parent)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.show()
        self.review = dialog

    def expert_way_job(self) -> ExpertWayJob | None:
        """The hand just ended, to play again with the expert in the person's seat and
        the same computer players in the others (``expert_way.job_of_hand``); None in a
        hot-seat match (nobody could play the other people's cards), between no hands,
        or when that hand cannot be played again so."""
        match, session = self._controller.match, self._controller.session
        people = () if session is None or session.hotseat else session.humans
        if match is None or session is None or len(people) != 1 or match.to_act is not None:
            return None  # a hand still being played: nothing to look up
        # a dialog is loaded when first opened: the table is shown without it
        from gin_desktop.ai.expert_way import job_of_hand
        from gin_desktop.play.thinking import computer_seats, player_seed

        computers = computer_seats(session)
        seed = session.seed if isinstance(session.seed, int) else None
        return job_of_hand(match, people[0], computers, player_seed(seed, len(computers)))

    def expert_way(self) -> None:
        """How the expert would have played the person's cards of the hand just ended,
        against the same opponents, beside their own play (worked out in the background)."""
        # a dialog is loaded when first opened: the table is shown without it
        from gin_desktop.engine import actions_of

        from ..dialogs.expert_way import ExpertWayDialog

        job, match = self.expert_way_job(), self._controller.match
        if job is None or match is None:
            self._say(window_words.no_hand_for_the_expert())
            return
        yours = (actions_of(match.hand), match.history[-1])
        dialog = ExpertWayDialog(job, yours, match.names, looks=self._looks(), parent=self._parent)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.show()
        self.expert_way_dialog = dialog
