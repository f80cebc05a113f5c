"""The new-match dialog's own words (context "NewMatchDialog"): its labels and buttons,
and the rules of the match in one line. The games' and the seats' names are
``seat_words``'s."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication

from gin_desktop.engine import HOUSE_PRESETS, RuleSet, house_game, house_preset_name

from .seat_words import game_name
from .wording import rules_name

translate = QCoreApplication.translate


@dataclass(frozen=True)
class NewMatchWords:
    """The dialog's fixed words, each named after its widget."""

    title: str
    heading: str
    game: str
    players: str
    computer: str
    hot_seat: str
    rules: str
    house_rules: str
    deal: str


def new_match_words() -> NewMatchWords:
    return NewMatchWords(
        title=translate("NewMatchDialog", "New match"),
        heading=translate("NewMatchDialog", "Play a new match:"),
        game=translate("NewMatchDialog", "&Game:"),
        players=translate("NewMatchDialog", "&Players:"),
        computer=translate("NewMatchDialog", "Against the &computer"),
        hot_seat=translate("NewMatchDialog", "&Hot-seat: everyone at this screen"),
        rules=translate("NewMatchDialog", "Rules:"),
        house_rules=translate("NewMatchDialog", "House &rules…"),
        deal=translate("NewMatchDialog", "Deal"),
    )


def rules_summary(rules: RuleSet) -> str:
    """The rules in one line: "Standard: knock with 10 or less, gin 25, undercut 25, to 100";
    a game other than gin for two by its name, "(your house rules)" when they are the
    house's own."""
    game = house_game(rules)
    name = rules_name(rules.preset_name())
    if game != "gin":
        name = game_name(HOUSE_PRESETS[game][0])
        if game == "ginski":  # the Rumski deck's game is called Ginski
            name = translate("NewMatchDialog", "Ginski for {0}").format(rules.players)
        if house_preset_name(rules) is None:
            name = translate("NewMatchDialog", "{0} (your house rules)").format(name)
    if rules.oklahoma:
        knock = translate("NewMatchDialog", "the upcard sets the knock limit")
    elif rules.knock_limit == 0:
        knock = translate("NewMatchDialog", "gin only")
    else:
        knock = translate("NewMatchDialog", "knock with {0} or less").format(rules.knock_limit)
    parts = [
        knock,
        translate("NewMatchDialog", "gin {0}").format(rules.gin_bonus),
        translate("NewMatchDialog", "undercut {0}").format(rules.undercut_bonus),
        translate("NewMatchDialog", "game to {0}").format(rules.target_score),
    ]
    if rules.end_bonuses:
        parts.append(translate("NewMatchDialog", "with end-of-match bonuses"))
    return f"{name}: {', '.join(parts)}"


# -- Play › Deal of the day (context "DealOfTheDay") ---------------------------------------


@dataclass(frozen=True)
class DealOfTheDayWords:
    """The deal of the day's words, each named after its widget."""

    title: str
    sentence: str
    level: str
    deal: str


def deal_of_the_day_words(day: str) -> DealOfTheDayWords:
    """The dialog for the deal of ``day`` (ISO 8601)."""
    return DealOfTheDayWords(
        title=translate("DealOfTheDay", "Deal of the day"),
        sentence=translate(
            "DealOfTheDay",
            "The deal of {0} is the same for every player of Gin Desktop: the same "
            "cards, in the same order. You can play it once today, against the computer.",
        ).format(day),
        level=translate("DealOfTheDay", "The computer plays at &level:"),
        deal=translate("DealOfTheDay", "&Deal"),
    )
