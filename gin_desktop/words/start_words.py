"""The application's own words around the window (contexts "App" and "OneGame"): an
unexpected error, a damaged key of the match in progress, a data folder that cannot be
locked, and a second copy of the game started beside the first (``gin_desktop/app/``).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

translate = QCoreApplication.translate


def unexpected_error_title() -> str:
    return translate("App", "Something went wrong")


def unexpected_error() -> str:
    """Said over an error no code expected: the game goes on."""
    return translate(
        "App",
        "An unexpected error happened. The game goes on; if it misbehaves, start a new match.",
    )


def key_damaged(kept_as: str) -> str:
    """The key of the match in progress was damaged: ``kept_as`` is the file's name."""
    return translate(
        "App",
        "The key of the match in progress was damaged; it is kept as {0}, and a new key is made.",
    ).format(kept_as)


def folder_not_locked(problem: str) -> str:
    """The data folder could not be locked, for the reason ``problem``."""
    return translate(
        "App",
        "Gin Desktop cannot lock its data folder ({0}): do not start a second copy of the game "
        "while this one is open, or both may write the same match.",
    ).format(problem)


def already_open() -> str:
    """The second start's word, when nobody took its ring."""
    return translate(
        "OneGame",
        "Gin Desktop is already open, perhaps in another window or on another desktop. "
        "This copy closes, so that your match is never written by two at once.",
    )


def not_answering() -> str:
    """The second start's word, when the first took its ring and never read it."""
    return translate(
        "OneGame",
        "Another copy of Gin Desktop is running but not answering: close it (or end it "
        "in the system's task manager), then start the game again.",
    )
