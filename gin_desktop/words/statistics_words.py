"""What the player is told when the statistics cannot take a hand now, or could not be
opened as they are (context "MatchKeeper"): the running game says which trouble it met
(``play.statistics_writer``), and these sentences word it."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

translate = QCoreApplication.translate


def held_notice() -> str:
    return translate(
        "MatchKeeper",
        "Another program is using the statistics: the hand is written as soon as it lets go.",
    )


def waiting_notice(why: str) -> str:
    """The hands wait, because of ``why`` (one of the reasons below)."""
    return translate(
        "MatchKeeper",
        "The statistics cannot be written now ({0}): your hands wait and are written as "
        "soon as they can be.",
    ).format(why)


def disk_full() -> str:
    return translate("MatchKeeper", "the disk is full")


def folder_read_only() -> str:
    return translate("MatchKeeper", "the game's data folder cannot be written")


def disk_error() -> str:
    return translate("MatchKeeper", "the disk reported an error")


def file_damaged() -> str:
    return translate("MatchKeeper", "the statistics file is damaged")


def damaged_notice(kept_as: str) -> str:
    """A damaged file set aside as ``kept_as``, and a new record begun."""
    return translate(
        "MatchKeeper",
        "The statistics file was damaged: it is kept as {0}, and a new record begins.",
    ).format(kept_as)


def newer_notice() -> str:
    return translate(
        "MatchKeeper",
        "The statistics were written by a newer Gin Desktop: they are left as they are, "
        "and this version keeps none.",
    )


def written_again_notice() -> str:
    return translate("MatchKeeper", "The statistics are written again: no hand was lost.")
