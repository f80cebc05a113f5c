"""What went wrong with the settings file, in words for the player (context "Settings"):
the storage says what it found (``storage.settings.SettingsProblem``: a kind and its
facts) and this module words it, so that the defaults the game fell back on are said in
the player's language.
"""

from __future__ import annotations

from PySide6.QtCore import QByteArray, QCoreApplication

translate = QCoreApplication.translate

# What can be wrong with the settings (``SettingsProblem.kind``):
DAMAGED = "damaged"  # the file is no settings file: it is set aside, the defaults used
NOT_VALID = "not_valid"  # a stored value cannot be read: its default is used
RULES_APART = "rules_apart"  # the house rules, each valid, do not fit together
NOT_SAVED = "not_saved"  # the settings could not be written
# The house rules of a game refused (the engine's ``house_rules_problem``):
OTHER_GAME, FIXED_OPTION, INCONSISTENT = "other_game", "fixed_option", "inconsistent"

# Why a file is no settings file (``SettingsProblem.cause``; else its ``detail`` says):
NOT_REGULAR = "not_regular"  # a FIFO, a device, a folder
UNREADABLE = "unreadable"  # Qt cannot read it


def settings_problem_text(
    kind: str,
    *,
    file: str = "",
    cause: str = "",
    detail: str = "",
    aside: str = "",
    key: str = "",
    value: object = None,
    default: object = None,
    game: str = "",
) -> str:
    """The sentence that tells the player of a problem of ``kind`` with the settings
    (``file``: the file's name; ``aside``: where a damaged file is kept; ``key``,
    ``value``, ``default``: a stored value refused; ``game``: whose house rules)."""
    if kind == DAMAGED:
        text = translate(
            "Settings",
            "The settings file {0} is damaged ({1}); it is kept as {2}, and the defaults are used.",
        )
        return text.format(file, _cause(cause, detail), aside)
    if kind == NOT_VALID:
        text = translate(
            "Settings", "The saved setting {0} = {1} is not valid; its default ({2}) is used."
        )
        return text.format(key, shown_value(value), shown_value(default))
    if kind == RULES_APART:
        text = translate(
            "Settings",
            "The saved house rules do not fit together ({0}); the game's own are used.",
        )
        return text.format(detail)
    if kind == NOT_SAVED:
        return translate("Settings", "The settings could not be saved to {0}.").format(file)
    return _house_rules_refused(kind).format(game)


def _cause(cause: str, detail: str) -> str:
    if cause == NOT_REGULAR:
        return translate("Settings", "not a regular file")
    if cause == UNREADABLE:
        return translate("Settings", "Qt cannot read it")
    return detail


def _house_rules_refused(kind: str) -> str:
    """The saved house rules of a game ({0}) refused, by the engine's problem with them."""
    if kind == OTHER_GAME:
        return translate(
            "Settings", "The saved house rules of {0} are another game's; its own are used."
        )
    if kind == FIXED_OPTION:
        return translate(
            "Settings",
            "The saved house rules of {0} change a rule that game does not let a house "
            "change; its own are used.",
        )
    if kind == INCONSISTENT:
        return translate(
            "Settings",
            "The saved house rules of {0} score big gin below gin; its own are used.",
        )
    raise ValueError(f"no such problem with the settings: {kind!r}")


def shown_value(value: object) -> str:
    """``value`` as the player reads it in a notice: text quoted (and cut short), a number
    or true/false as written, anything else by its kind, never a Python or Qt repr."""
    # here: the engine loads after the window's frame is painted, which this module is
    # loaded before (the settings are read for it)
    from gin_desktop.engine import quote

    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int | float) or (isinstance(value, str) and value):
        return quote(value)
    if isinstance(value, str):
        return translate("Settings", "none")
    if isinstance(value, list | tuple):
        return translate("Settings", "a list")
    if isinstance(value, bytes | bytearray | QByteArray):
        return translate("Settings", "binary data")
    return translate("Settings", "a value of another kind")
