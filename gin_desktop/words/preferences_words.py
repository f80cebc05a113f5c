"""The preferences dialog's words (context "PreferencesDialog"): each option's name, each
field's label and the note under it, keyed by the field of ``storage.Preferences``."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

translate = QCoreApplication.translate

LANGUAGE_NAMES = {"en": "English", "id": "Bahasa Indonesia"}
"""Each language by its own name, as a reader of it looks for it."""


def title() -> str:
    return translate("PreferencesDialog", "Preferences")


def option_names(*, system_contrast_high: bool, system_language: str) -> dict[str, dict[str, str]]:
    """The name of each choice of each option, by the preference it sets; "As the system"
    says what the system asks for now (high contrast or not, its language's code)."""
    return {
        "animation_speed": {
            "instant": translate("PreferencesDialog", "Instant: cards jump to their place"),
            "fast": translate("PreferencesDialog", "Fast"),
            "normal": translate("PreferencesDialog", "Normal"),
            "slow": translate("PreferencesDialog", "Slow: easy to follow"),
        },
        "deck_style": {
            "two_colour": translate("PreferencesDialog", "Two colours: black and red"),
            "four_colour": translate("PreferencesDialog", "Four colours: each suit its own"),
        },
        "sort_order": {
            "melds": translate("PreferencesDialog", "Melds first, then deadwood"),
            "rank": translate("PreferencesDialog", "By rank"),
            "suit": translate("PreferencesDialog", "By suit"),
        },
        "card_back": {
            "navy": translate("PreferencesDialog", "Navy lattice"),
            "red": translate("PreferencesDialog", "Red harlequin"),
        },
        "table_colour": {
            "green": translate("PreferencesDialog", "Green felt"),
            "blue": translate("PreferencesDialog", "Blue felt"),
            "burgundy": translate("PreferencesDialog", "Burgundy felt"),
        },
        "contrast": {
            "system": translate("PreferencesDialog", "As the system: high")
            if system_contrast_high
            else translate("PreferencesDialog", "As the system: normal"),
            "normal": translate("PreferencesDialog", "Normal"),
            "high": translate("PreferencesDialog", "High: white cards, darker inks and felt"),
        },
        "language": {
            "system": translate("PreferencesDialog", "As the system: {0}").format(
                LANGUAGE_NAMES[system_language]
            ),
            **LANGUAGE_NAMES,
        },
    }


def check_boxes() -> dict[str, str]:
    """The words of each check box, by the preference it sets."""
    return {
        "confirm_knock": translate("PreferencesDialog", "As&k before knocking"),
        "show_hints": translate("PreferencesDialog", "Show the deadwood &helper"),
        "allow_undo": translate("PreferencesDialog", "Allow &undo of a discard"),
        "reduce_motion": translate("PreferencesDialog", "Reduce &motion"),
    }


def seconds_suffix() -> str:
    return translate("PreferencesDialog", " s")


def percent_suffix() -> str:
    return translate("PreferencesDialog", " %")


def card_size_tip() -> str:
    return translate(
        "PreferencesDialog",
        "Large print: your cards larger, the table making room (Ctrl+Plus, Ctrl+Minus).",
    )


def restore_defaults() -> str:
    return translate("PreferencesDialog", "&Restore defaults")


def rows() -> dict[str, tuple[str, str]]:
    """Each field's label (none for a check box, whose words say it) and the note under
    it, by the preference it sets."""
    return {
        "language": (translate("PreferencesDialog", "&Language:"), ""),
        "animation_speed": (translate("PreferencesDialog", "&Animation speed:"), ""),
        "computer_pause_ms": (
            translate("PreferencesDialog", "Computer &pauses:"),
            translate(
                "PreferencesDialog",
                "The least time between the computer's moves, to follow them.",
            ),
        ),
        "sound_volume": (
            translate("PreferencesDialog", "Sound &volume:"),
            translate(
                "PreferencesDialog",
                "The sounds of the cards; all the way left, the table is silent.",
            ),
        ),
        "reduce_motion": (
            "",
            translate("PreferencesDialog", "No card flies: what moved is outlined a moment."),
        ),
        "deck_style": (translate("PreferencesDialog", "&Deck:"), ""),
        "card_back": (translate("PreferencesDialog", "Card &backs:"), ""),
        "table_colour": (translate("PreferencesDialog", "&Table:"), ""),
        "contrast": (translate("PreferencesDialog", "&Contrast:"), ""),
        "card_size": (translate("PreferencesDialog", "Card si&ze:"), ""),
        "sort_order": (
            translate("PreferencesDialog", "&Sort a new hand:"),
            translate("PreferencesDialog", "How your cards are arranged when they are dealt."),
        ),
        "confirm_knock": (
            "",
            translate(
                "PreferencesDialog",
                "A knock ends the hand: asking first forgives a slip of the mouse.",
            ),
        ),
        "show_hints": (
            "",
            translate(
                "PreferencesDialog",
                "Over your hand: the deadwood your discard would leave. Hint (H) stays.",
            ),
        ),
        "allow_undo": (
            "",
            translate(
                "PreferencesDialog",
                "Ctrl+Z takes your discard back until the computer moves; "
                "the match then counts as assisted.",
            ),
        ),
    }
