"""The house-rules dialog's own words (context "HouseRulesDialog"): its title and intro,
the presets' and the groups' names, the choices of an option, and what it says of a
number refused or of rules that do not fit together. Each option's name and explanation
are ``rule_words``'s."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from gin_desktop.engine import Deck

translate = QCoreApplication.translate


def title(*, read_only: bool) -> str:
    """The dialog's title, before the game's name."""
    if read_only:
        return translate("HouseRulesDialog", "House rules of this match")
    return translate("HouseRulesDialog", "House rules")


def preset_label(*, read_only: bool) -> str:
    if read_only:
        return translate("HouseRulesDialog", "Preset:")
    return translate("HouseRulesDialog", "&Preset:")


def intro(*, read_only: bool) -> str:
    """The sentence over the rules: when they apply."""
    if read_only:
        return translate(
            "HouseRulesDialog",
            "This match is played with these rules. Changes to the house rules apply "
            "from the next match.",
        )
    return translate(
        "HouseRulesDialog",
        "Choose a preset or set each rule. New rules apply from the next match; "
        "a match being played keeps its own.",
    )


def preset_names() -> dict[str, str]:
    """The presets named in the dialog's own words (the others by their game's name)."""
    return {
        "standard": translate("HouseRulesDialog", "Standard"),
        "classic_bonuses": translate(
            "HouseRulesDialog", "Classic with game, box and shutout bonuses"
        ),
        "oklahoma": translate(
            "HouseRulesDialog", "Oklahoma: the first upcard sets the knock limit"
        ),
    }


def custom_rules() -> str:
    """The preset box's last line, shown when the rules are no preset."""
    return translate("HouseRulesDialog", "Custom house rules")


def restore_defaults() -> str:
    return translate("HouseRulesDialog", "&Restore defaults")


def group_titles() -> dict[str, str]:
    """The title of each group of options, by its key."""
    return {
        "game": translate("HouseRulesDialog", "The game"),
        "knocking": translate("HouseRulesDialog", "Knocking"),
        "hand": translate("HouseRulesDialog", "Scoring a hand"),
        "play": translate("HouseRulesDialog", "Playing a hand"),
        "match": translate("HouseRulesDialog", "The match"),
    }


def choice_names(name: str) -> dict[str, str]:
    """The choices of the option ``name`` ("deck" or "next_dealer"), each by its key."""
    if name == "deck":
        return {
            "standard": translate("HouseRulesDialog", "Standard, {0} cards").format(
                Deck.standard().size
            ),
            "rumski": translate(
                "HouseRulesDialog", "Rumski, {0} cards: five colours and wilds"
            ).format(Deck.rumski().size),
        }
    return {
        "loser": translate("HouseRulesDialog", "The loser of the hand"),
        "alternate": translate("HouseRulesDialog", "Each player in turn"),
        "winner": translate("HouseRulesDialog", "The winner of the hand"),
    }


def range_tip(low: int, high: int) -> str:
    """A number's tooltip: the values it can take."""
    return translate("HouseRulesDialog", "From {0} to {1}").format(low, high)


def big_gin_below_gin(big_gin_bonus: int, gin_bonus: int) -> str:
    return translate(
        "HouseRulesDialog", "⚠ The big gin bonus ({0}) must be at least the gin bonus ({1})."
    ).format(big_gin_bonus, gin_bonus)


def number_refused(label: str, typed: str, low: int, high: int) -> str:
    """What is said under the number ``label`` while ``typed`` is refused there (nothing
    typed: only the range)."""
    if not typed:
        return translate("HouseRulesDialog", "⚠ {0} can be from {1} to {2}.").format(
            label, low, high
        )
    return translate("HouseRulesDialog", "⚠ {0} is not taken: {1} can be from {2} to {3}.").format(
        typed, label, low, high
    )
