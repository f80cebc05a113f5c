"""The player's settings, over ``QSettings``: house rules, preferences, the players' names,
the computer's level, how the last match was played, and which docks were open.

Every key the settings file may hold, and its default, is in ``_DEFAULTS``, built from the
two value types that own their defaults: ``RuleSet()`` (the Standard preset) and
``Preferences()``. The engine and the session load when a house rule or a player is first
read, not with this module: the window's frame reads its felt and its place before they
have loaded (``gin_desktop.app.start``).

A stored value that cannot be read (not a number, out of range, an unknown choice) is
reported in ``Settings.problems`` and in the log, and its default is used: a damaged
settings file never stops the game from starting. What went wrong is kept as data
(``SettingsProblem``, in ``Settings.troubles``) and worded for the player by
``gin_desktop/words/settings_words.py``, which words every sentence about the settings.

Values are checked one key at a time, so one bad house rule costs only that rule. What the
file may hold and how each value is read and checked (the keys, their defaults, the value
types, ``Preferences``) is ``settings_values.py``'s; this module keeps the file, and every
name of that one is importable from here too.
Tests give ``Settings`` a ``QSettings`` on a temporary ini file (``Settings.in_file``),
never the player's own.
"""

from __future__ import annotations

import json
import logging
import os
import sys
from collections.abc import Callable, Sequence
from contextlib import suppress
from dataclasses import asdict, dataclass, fields
from pathlib import Path
from typing import TYPE_CHECKING, Any, cast

from PySide6.QtCore import QByteArray, QSettings

from gin_desktop.words.settings_words import (
    DAMAGED,
    NOT_REGULAR,
    NOT_SAVED,
    NOT_VALID,
    RULES_APART,
    UNREADABLE,
    settings_problem_text,
)

from .files import ini_problem, set_aside
from .settings_values import (
    _DOCKS,
    _GAME,
    _GEOMETRY,
    _OLD_PLAYER_KEYS,
    _PANELS,
    _PREFS,
    _SEATS,
    _WELCOMED,
    CARD_BACKS,
    CARD_SIZE_RANGE,
    CONTRASTS,
    DECK_STYLES,
    LANGUAGES,
    PANELS,
    PAUSE_RANGE_MS,
    SORT_ORDERS,
    SPEEDS,
    TABLE_COLOURS,
    VOLUME_RANGE,
    CardBack,
    Contrast,
    DeckStyle,
    Language,
    Panel,
    Preferences,
    SortOrder,
    Speed,
    TableColour,
    _all_defaults,
    _check_choice,
    _check_game,
    _check_seats,
    _coerce,
    _default,
    _field_check,
    _old_seats,
    _rule_check,
    _rules_prefix,
)

if TYPE_CHECKING:  # for types only: the engine and the session load after the frame
    from gin_desktop.engine import RuleSet
    from gin_desktop.session import LEVELS, MODES, NAME_MAX, SeatChoice

__all__ = [
    "APPLICATION",
    "CARD_BACKS",
    "CARD_SIZE_RANGE",
    "CONTRASTS",
    "DECK_STYLES",
    "LANGUAGES",
    "LEVELS",
    "MODES",
    "NAME_MAX",
    "ORGANISATION",
    "PANELS",
    "PAUSE_RANGE_MS",
    "SORT_ORDERS",
    "SPEEDS",
    "TABLE_COLOURS",
    "VOLUME_RANGE",
    "CardBack",
    "Contrast",
    "DeckStyle",
    "Language",
    "Panel",
    "Preferences",
    "Settings",
    "SettingsProblem",
    "SortOrder",
    "Speed",
    "TableColour",
    "saved_language",
]

log = logging.getLogger(__name__)

ORGANISATION = "Gin Desktop"
APPLICATION = "Gin Desktop"
"""The names ``QSettings`` keeps the settings under (``~/.config/Gin Desktop/Gin
Desktop.conf`` on Linux), as it always has: saved settings stay where they are. The start
gives Qt the application's name alone, which names the data folder once
(``data_home.py``)."""

_INI_SUFFIXES = (".ini", ".conf")
"""Settings files that are ini text (Linux's native format is one too)."""
_FROM_SESSION = frozenset({"LEVELS", "MODES", "NAME_MAX"})


def __getattr__(name: str) -> Any:
    """``_DEFAULTS``, every key of the settings file and its default value (whose type is
    the key's type), and the session's names kept here: loaded on first use."""
    if name == "_DEFAULTS":
        return _all_defaults()
    if name in _FROM_SESSION:
        # here: the session loads after the window's frame is painted (the module's notes)
        from gin_desktop import session

        return getattr(session, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def _native_file() -> Path | None:
    """Where ``QSettings(ORGANISATION, APPLICATION)`` keeps its file on Linux and the like
    (the registry on Windows, a plist on macOS: None)."""
    if sys.platform in ("win32", "darwin"):
        return None
    base = os.environ.get("XDG_CONFIG_HOME") or str(Path.home() / ".config")
    return Path(base) / ORGANISATION / f"{APPLICATION}.conf"


def _regular_or_missing(path: Path) -> bool:
    """Whether ``path`` is a regular file (a link to one too) or nothing at all."""
    try:
        return not path.exists() or path.is_file()
    except OSError:  # a name too long, a folder that cannot be searched: Qt reads nothing
        return True


@dataclass(frozen=True)
class SettingsProblem:
    """What went wrong with the settings, as data: its ``kind`` (one of
    ``words.settings_words``'s, which words it for the player) and the facts it needs."""

    kind: str
    file: str = ""
    """The settings file's name (a damaged file, one that could not be written)."""
    cause: str = ""
    """Why a file is no settings file (``NOT_REGULAR``, ``UNREADABLE``); else ``detail``."""
    detail: str = ""
    aside: str = ""
    """The name a damaged file is kept under."""
    key: str = ""
    value: object = None
    default: object = None
    game: str = ""
    """The game whose house rules were refused."""

    def text(self) -> str:
        """The problem in words for the player, in the language spoken now."""
        return settings_problem_text(
            self.kind,
            file=self.file,
            cause=self.cause,
            detail=self.detail,
            aside=self.aside,
            key=self.key,
            value=self.value,
            default=self.default,
            game=self.game,
        )


def _clear_the_way(path: Path | None) -> SettingsProblem | None:
    """Something at ``path`` that is no regular file (a FIFO, a device, a folder), which Qt
    would wait on for ever or fail to read, is moved aside before Qt opens it: the
    defaults are used. What was done, or None."""
    if path is None or _regular_or_missing(path):
        return None
    try:
        aside = set_aside(path, keep_original=False)
    except OSError:
        return None
    return SettingsProblem(kind=DAMAGED, file=path.name, cause=NOT_REGULAR, aside=aside.name)


class Settings:
    """Reads and writes the settings; each ``save_*`` is on disk when it returns."""

    def __init__(
        self, qsettings: QSettings | None = None, *, moved: SettingsProblem | None = None
    ) -> None:
        if qsettings is None:
            moved = _clear_the_way(_native_file())
            qsettings = QSettings(ORGANISATION, APPLICATION)
        self._qs = qsettings
        self.troubles: list[SettingsProblem] = []
        """What could not be read or kept (the defaults were used), as data."""
        self.problems: list[str] = []
        """The same in words for the player, in the language spoken when each was found."""
        if moved is not None:
            self._report(moved)
        self._set_damage_aside()
        self._migrate_player()

    def _set_damage_aside(self) -> None:
        """A settings file that is no settings file is moved aside, never written over."""
        path = Path(self.file_name)
        cause, detail = "", None
        if self._qs.status() != QSettings.Status.NoError:
            cause = UNREADABLE
        elif self._qs.format() != QSettings.Format.NativeFormat or path.suffix in _INI_SUFFIXES:
            with suppress(OSError):
                detail = ini_problem(path.read_bytes()) if path.is_file() else None
        if (not cause and detail is None) or not path.is_file():
            return
        aside = set_aside(path, keep_original=False)
        self._qs.clear()
        self._qs.sync()
        found = SettingsProblem(
            kind=DAMAGED, file=path.name, cause=cause, detail=detail or "", aside=aside.name
        )
        self._report(found)

    @classmethod
    def in_file(cls, path: str | Path) -> Settings:
        """Settings kept in the ini file ``path`` (tests, a portable install)."""
        moved = _clear_the_way(Path(path))
        return cls(QSettings(str(path), QSettings.Format.IniFormat), moved=moved)

    @property
    def file_name(self) -> str:
        return self._qs.fileName()

    # --- house rules --------------------------------------------------------------------

    def rules(self, game: str = "gin") -> RuleSet:
        """The house rules of ``game`` (one of the engine's ``HOUSE_GAMES``) for its next
        match; the game's own rules where none were saved."""
        # here: the engine loads after the window's frame is painted (the module's notes)
        from gin_desktop.engine import RuleSet, house_default, house_rules_problem

        prefix, own = _rules_prefix(game), house_default(game)
        values = {
            f.name: self._read(prefix + f.name, _rule_check(own, f.name)) for f in fields(RuleSet)
        }
        try:
            rules = RuleSet.from_dict(values)
        except ValueError as error:  # each value is valid alone: only a rule across options
            self._report(SettingsProblem(kind=RULES_APART, detail=str(error)))
            return house_default(game)
        problem = house_rules_problem(rules, game)
        if problem is not None:  # saved by hand, or by a later version
            self._report(SettingsProblem(kind=problem, game=game))
            return house_default(game)
        return rules

    def save_rules(self, rules: RuleSet) -> None:
        """Keep ``rules`` as the house rules of their game."""
        # here: the engine loads after the window's frame is painted (the module's notes)
        from gin_desktop.engine import house_game

        prefix = _rules_prefix(house_game(rules))
        self._write({prefix + key: value for key, value in rules.to_dict().items()})

    # --- preferences --------------------------------------------------------------------

    def preferences(self) -> Preferences:
        values = {
            f.name: self._read(_PREFS + f.name, _field_check(Preferences, f.name))
            for f in fields(Preferences)
        }
        return Preferences(**values)

    def save_preferences(self, preferences: Preferences) -> None:
        self._write({_PREFS + key: value for key, value in asdict(preferences).items()})

    # --- the seats of the last match ---------------------------------------------------

    def match_seats(self) -> tuple[str, tuple[SeatChoice, ...]]:
        """The game and the seats last chosen in the new-match dialog: a preset name (empty
        for the house rules) and per seat a name (empty for the default) and a level, or
        None for a person; you against the casual computer if none were kept."""
        # here: the session loads after the window's frame is painted (the module's notes)
        from gin_desktop.session import DEFAULT_SEATS, seat_choices

        game = str(self._read(_GAME, _check_game))
        seats = str(self._read(_SEATS, _check_seats))
        chosen = seat_choices(json.loads(seats)) if seats else ()
        return (game, chosen) if chosen else ("", DEFAULT_SEATS)

    def save_match_seats(self, game: str, seats: Sequence[SeatChoice]) -> None:
        """Raises ValueError for an unknown game or a malformed seat."""
        text = json.dumps([list(seat) for seat in seats], ensure_ascii=False)
        _check_game(game)
        _check_seats(text)
        self._write({_GAME: game, _SEATS: text})

    def _migrate_player(self) -> None:
        """Settings written before the seats were kept as a table kept the player's name,
        level, mode and second name apart: they become the seats (unless a table was kept
        beside them), once, and the old keys go."""
        old = [key for key in _OLD_PLAYER_KEYS if self._qs.contains(key)]
        if not old:
            return
        kept = str(self._qs.value(_SEATS) or "")
        try:
            _check_seats(kept)
        except ValueError:
            kept = ""
        if kept in ("", "[]"):
            values = {key: self._qs.value(key) for key in old}
            seats = _old_seats(values, self._report_value)
            self._write({_GAME: "", _SEATS: json.dumps(seats, ensure_ascii=False)})
        for key in old:
            self._qs.remove(key)
        self._qs.sync()

    # --- the window ---------------------------------------------------------------------

    def panel_shown(self, panel: Panel) -> bool:
        """Whether a dock beside the table ("match_log", "score_sheet") was left open."""
        return bool(self._read(_PANELS + panel, lambda _v: None))

    def save_panel_shown(self, panel: Panel, shown: bool) -> None:
        _check_choice("panel", panel, PANELS)
        self._write({_PANELS + panel: bool(shown)})

    def welcomed(self) -> bool:
        """The first-run welcome has been shown."""
        return bool(self._read(_WELCOMED, lambda _v: None))

    def save_welcomed(self) -> None:
        self._write({_WELCOMED: True})

    def window_layout(self) -> tuple[QByteArray | None, QByteArray | None]:
        """The window's size and place (``saveGeometry``) and its docks (``saveState``) as
        it was last closed; None for what was never saved or is no such data."""
        found = []
        for key in (_GEOMETRY, _DOCKS):
            raw = self._qs.value(key)
            found.append(raw if isinstance(raw, QByteArray) and not raw.isEmpty() else None)
        return found[0], found[1]

    def save_window_layout(self, geometry: QByteArray, docks: QByteArray) -> None:
        self._write({_GEOMETRY: geometry, _DOCKS: docks})

    # --- reading and writing ------------------------------------------------------------

    def _read(self, key: str, check: Callable[[Any], object]) -> Any:
        """The stored value of ``key`` in its default's type, if ``check`` accepts it."""
        default = _default(key)
        raw = self._qs.value(key)
        if raw is None:
            return default
        try:
            value = _coerce(raw, type(default))
            check(value)
        except (ValueError, TypeError, RecursionError):  # nested past Python's depth: JSON
            self._report_value(key, raw, default)
            return default
        return value

    def _report_value(self, key: str, raw: object, default: object) -> None:
        self._report(SettingsProblem(kind=NOT_VALID, key=key, value=raw, default=default))

    def _write(self, values: dict[str, Any]) -> None:
        for key, value in values.items():
            self._qs.setValue(key, value)
        self._qs.sync()
        if self._qs.status() != QSettings.Status.NoError:
            self._report(SettingsProblem(kind=NOT_SAVED, file=self.file_name))

    def _report(self, problem: SettingsProblem) -> None:
        text = problem.text()
        log.warning("%s", text)
        self.troubles.append(problem)
        self.problems.append(text)


def saved_language(qsettings: QSettings | None = None) -> Language:
    """The language preference alone, read at start before the window is built, so that
    its first words are in it. A value that cannot be read is the default here; the
    window's ``Settings`` reports it, as it moves aside a file that is no regular file,
    which is not opened here (Qt would wait on a pipe for ever)."""
    native = _native_file()
    if qsettings is None and native is not None and not _regular_or_missing(native):
        return Preferences().language
    qs = qsettings if qsettings is not None else QSettings(ORGANISATION, APPLICATION)
    value = qs.value(_PREFS + "language")
    return cast(Language, value) if value in LANGUAGES else Preferences().language
