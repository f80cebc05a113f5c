"""Which match the window plays next: the one the player last chose (at start), the New
match dialog, Play again, and the house rules that the next match is played by.

The player's choices and the house rules are saved in the settings (``store``) for the
next match and the next run; the match being played keeps its own rules. Composed into
the window (``window.match_flow``), which hands in what the flow reads and changes.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from contextlib import suppress
from dataclasses import replace
from datetime import date
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QWidget

from gin_desktop.words import window_words

if TYPE_CHECKING:
    from gin_desktop.engine import RuleSet
    from gin_desktop.play.controller import GameController
    from gin_desktop.session import MatchSettings
    from gin_desktop.storage import Settings
    from gin_desktop.storage.statistics import RecordedHand, Statistics

log = logging.getLogger(__name__)


class Say(Protocol):
    """A notice in the window's status bar, for ``ms`` milliseconds (or the window's
    default time)."""

    def __call__(self, text: str, ms: int = ..., /) -> None: ...


class NewMatchFlow(QObject):
    """Starts the controller's matches as the player chooses them over ``parent``.

    ``may_leave`` asks whether the match on the table may be left (the match keeper's
    question); ``report_problems`` says in the status bar what the settings file could
    not keep, and tells whether it said anything; ``say`` puts a notice there;
    ``statistics`` reads the statistics kept (the deal of the day is played once a day).
    """

    def __init__(
        self,
        parent: QWidget,
        *,
        store: Settings,
        controller: GameController,
        may_leave: Callable[[], bool],
        report_problems: Callable[[], bool],
        say: Say,
        statistics: Callable[[], Statistics | None] = lambda: None,
    ) -> None:
        super().__init__(parent)
        self._parent, self._store, self._controller = parent, store, controller
        self._may_leave, self._report_problems, self._say = may_leave, report_problems, say
        self._statistics = statistics

    def saved_match_settings(self) -> MatchSettings:
        """A match as the player last chose it, by the saved house rules of its game
        (house rules that cannot be read are reported by the settings)."""
        # loaded when first used: the table is shown without it
        from gin_desktop.engine import game_of_preset
        from gin_desktop.session import MatchSettings, game_players, game_rules

        store = self._store
        game, seats = store.match_seats()
        low, high = game_players(game) if game else (2, 2)
        if not low <= len(seats) <= high:  # seats of another game, kept by an older version
            game, seats = "", MatchSettings().seats
        if not game:
            return MatchSettings(seats, store.rules(), game)
        rules = game_rules(game, len(seats), store.rules(game_of_preset(game)))
        return MatchSettings(seats, rules, game)

    def new_match(self) -> None:
        """Ask for the players and the mode; the match is played by the saved house rules
        (which the dialog's House rules button edits)."""
        # loaded when first used: the table is shown without it
        from ..dialogs.new_match import NewMatchDialog

        if not self._may_leave():
            return
        chosen = NewMatchDialog.ask(
            self._chosen_now(self._controller.settings),
            self._parent,
            house_rules=self._store.rules,
            edit_rules=self.edit_house_rules,
        )
        if chosen is None:
            return
        with suppress(ValueError):  # a name the dialog let through but the file would refuse
            self._store.save_match_seats(chosen.game, chosen.seats)
        self._report_problems()
        self._controller.start_match(chosen)

    def play_deal_again(self, hand: RecordedHand) -> None:
        """A recorded hand dealt again as the first hand of a new match: the same cards in
        the same seats, the computer at the same level, by the same rules."""
        # loaded when first used: the table is shown without it
        from gin_desktop.session import MatchSettings, check_level
        from gin_desktop.storage.statistics import HOTSEAT

        entry = hand.entry
        level = None if entry.opponent == HOTSEAT else check_level(entry.opponent)
        people = {entry.seat} if entry.seat is not None else set(hand.rules.seats)
        seats = tuple(
            (name, None if seat in people else level) for seat, name in enumerate(entry.names)
        )
        settings = MatchSettings(seats, hand.rules)
        self._deal_again(settings, entry.names, (hand.seed, hand.dealer))

    def deal_this_hand_again(self) -> None:
        """The hand just ended, dealt again as the first hand of a new match with the same
        players: the same cards in the same seats."""
        match = self._controller.match
        if match is not None:
            hand = match.hand
            settings = replace(self._controller.settings, rules=match.rules)
            self._deal_again(settings, match.names, (str(hand.seed), hand.dealer))

    def _deal_again(
        self, settings: MatchSettings, names: tuple[str, ...], first_deal: tuple[str, int]
    ) -> None:
        """A new match whose first hand is dealt from ``first_deal`` (seed text, dealer)."""
        # loaded when first used: the table is shown without it
        from gin_desktop.engine import Match

        try:
            match = Match(settings.rules, names=names, first_deal=first_deal)
        except ValueError:  # the engine's word: a partnership hand is two games
            self._say(window_words.partnership_hand_alone())
            return
        if self._may_leave():
            self._controller.start_match(settings, match)

    def deal_of_the_day(self, today: date | None = None) -> None:
        """The day's deal (the same everywhere, offline) against the computer at the level
        chosen, once a day: played already, the window says so (issue: deals)."""
        # loaded when first used: the table is shown without it
        from gin_desktop.engine import seed_of_the_day
        from gin_desktop.session import LEVELS, MatchSettings

        from ..dialogs.deal_of_the_day import DealOfTheDayDialog

        day = (today or date.today()).isoformat()
        seed = seed_of_the_day(day)
        statistics = self._statistics()
        if statistics is not None and any(e.key == seed for e in statistics.history()):
            self._say(window_words.deal_of_the_day_played(day))
            return
        levels = [(level, self._controller.level_name(level)) for level in LEVELS]
        level = DealOfTheDayDialog.ask(day, levels, self._controller.settings.level, self._parent)
        if level is None or not self._may_leave():
            return
        you = self._controller.settings.seats[0][0]
        self._controller.start_match(MatchSettings.against_computer(you, level, seed=seed))
        log.info("the deal of the day of %s, against the computer at %s", day, level)
        self._say(window_words.deal_of_the_day_begun(day))

    def play_again(self) -> None:
        """The same game with the same players again, by the saved house rules of that
        game (changed ones apply now), on new cards: never a chosen seed's again (the
        deal of the day is played once a day)."""
        # loaded when first used: the table is shown without it
        from gin_desktop.engine import house_game

        settings = self._chosen_now(self._controller.settings)
        rules = settings.rules_again(self._store.rules(house_game(settings.rules)))
        self._controller.start_match(replace(settings, rules=rules, seed=None))

    def _play_gin_by(self, rules: RuleSet) -> None:
        """House rules of gin for two just saved are the way gin for two is played next:
        the game last chosen, if it was a way to play gin for two, becomes theirs (their
        preset, or none for house rules of the house's own)."""
        # loaded when first used: the table is shown without it
        from gin_desktop.engine import house_game

        game, seats = self._store.match_seats()
        if house_game(rules) == "gin" and _is_gin_for_two(game):
            with suppress(ValueError):
                self._store.save_match_seats(rules.preset_name() or "", seats)

    def _chosen_now(self, settings: MatchSettings) -> MatchSettings:
        """``settings`` with the way to play gin for two chosen last (in the new-match
        dialog or by saving house rules) when both are gin for two: house rules saved
        while a match is played apply to the next one, however this one was started."""
        # loaded when first used: the table is shown without it
        from gin_desktop.engine import house_game

        game, _ = self._store.match_seats()
        if house_game(settings.rules) == "gin" and _is_gin_for_two(game):
            return replace(settings, game=game)
        return settings

    def edit_house_rules(
        self, parent: QWidget | None = None, rules: RuleSet | None = None
    ) -> RuleSet | None:
        """The house-rules dialog on the saved rules of the game of ``rules`` (by default,
        of the match being played), seated as they are; saved on OK, for the next match."""
        # loaded when first used: the table is shown without it
        from ..dialogs.house_rules import edit_house_rules

        if rules is None:
            rules = self._controller.settings.rules
        rules = edit_house_rules(self._store, rules, parent or self._parent)
        if rules is not None:
            self._play_gin_by(rules)
        if rules is not None and not self._report_problems():
            self._say(window_words.house_rules_saved(), 15000)
        return rules


def _is_gin_for_two(game: str) -> bool:
    """Whether ``game`` (a preset name, empty for the house rules) is a way to play gin for
    two, rather than Ginski, three-handed or partnership gin."""
    # loaded when first used: the table is shown without it
    from gin_desktop.engine import game_of_preset

    return not game or game_of_preset(game) == "gin"
