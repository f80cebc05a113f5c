"""The match log's own words (context "MatchLog"): the panel's title, buttons and columns,
exporting it (formats, file dialog, what went wrong) and the text export's headings. What
happened in the game is ``match_log_words``'s."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication

translate = QCoreApplication.translate


@dataclass(frozen=True)
class LogPanelWords:
    """The panel's fixed words, each named after its widget."""

    title: str
    this_hand_only: str
    export: str
    export_tip: str
    formats: dict[str, str]
    """Each format of the export menu, by its key ("text", "csv", "json")."""


def log_panel_words() -> LogPanelWords:
    return LogPanelWords(
        title=translate("MatchLog", "Match log"),
        this_hand_only=translate("MatchLog", "&This hand only"),
        export=translate("MatchLog", "&Export"),
        export_tip=translate("MatchLog", "Save the whole log of the match to a file"),
        formats={
            "text": translate("MatchLog", "As &text…"),
            "csv": translate("MatchLog", "As &CSV…"),
            "json": translate("MatchLog", "As &JSON…"),
        },
    )


def columns() -> tuple[str, str, str, str]:
    """The log's columns: the hand, the time, who, what."""
    return (
        translate("MatchLog", "Hand"),
        translate("MatchLog", "Time"),
        translate("MatchLog", "Who"),
        translate("MatchLog", "What"),
    )


# -- exporting ----------------------------------------------------------------------------


def file_filter(fmt: str) -> str:
    """The save dialog's filter for the format ``fmt``."""
    return {
        "text": translate("MatchLog", "Text files (*.txt)"),
        "csv": translate("MatchLog", "CSV files (*.csv)"),
        "json": translate("MatchLog", "JSON files (*.json)"),
    }[fmt]


def file_name() -> str:
    """The file's name offered, before its suffix."""
    return translate("MatchLog", "match-log")


def export_title() -> str:
    return translate("MatchLog", "Export the match log")


def not_saved(path: str, why: object) -> str:
    return translate("MatchLog", "Could not save {0}: {1}").format(path, why)


def saved(path: str) -> str:
    return translate("MatchLog", "Match log saved to {0}").format(path)


def text_title(players: str, viewer: str | None) -> str:
    """The text export's first line: who played, and whose view it is (None: everyone's)."""
    if viewer is None:
        return translate("MatchLog", "Gin Desktop match log: {0}").format(players)
    return translate("MatchLog", "Gin Desktop match log: {0} (as seen by {1})").format(
        players, viewer
    )


def hand_heading(hand: int) -> str:
    return translate("MatchLog", "Hand {0}").format(hand)
