"""The player's settings, over ``QSettings``: house rules, preferences, the players' names,
the computer's level, how the last match was played, and which docks were open.

Every key the settings file may hold, and its default, is in ``_DEFAULTS``, built from the
two value types that own their defaults: ``RuleSet()`` (the Standard preset) and
``Preferences()``. The engine and the session load when a house rule or a player is first
read, not with this module: the window's frame reads its felt and its place before they
have loaded (``gin_desktop.app.start``).

A stored value that cannot be read (not a number, out of range, an unknown choice) is
reported in ``Settings.problems`` and in the log, and its default is used: a damaged
settings file never stops the game from starting.

Values are checked one key at a time, so one bad house rule costs only that rule.
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
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast, get_args

from PySide6.QtCore import QByteArray, QCoreApplication, QSettings

from .files import ini_problem, set_aside

if TYPE_CHECKING:
    from gin_desktop.engine import RuleSet
    from gin_desktop.session import LEVELS, MODES, NAME_MAX, SeatChoice

__all__ = [
    "CARD_BACKS",
    "LANGUAGES",
    "LEVELS",
    "MODES",
    "NAME_MAX",
    "PANELS",
    "SPEEDS",
    "TABLE_COLOURS",
    "Preferences",
    "Settings",
]

log = logging.getLogger(__name__)

ORGANISATION = "Gin Desktop"
APPLICATION = "Gin Desktop"
"""The names ``QSettings`` keeps the settings under (``~/.config/Gin Desktop/Gin
Desktop.conf`` on Linux), as it always has: saved settings stay where they are. The start
gives Qt the application's name alone, which names the data folder once
(``data_home.py``)."""

Speed = Literal["instant", "fast", "normal", "slow"]
DeckStyle = Literal["two_colour", "four_colour"]
SortOrder = Literal["melds", "rank", "suit"]
CardBack = Literal["navy", "red"]
TableColour = Literal["green", "blue", "burgundy"]
Panel = Literal["match_log", "score_sheet"]
Language = Literal["system", "en", "id"]
Contrast = Literal["system", "normal", "high"]

SPEEDS: tuple[Speed, ...] = get_args(Speed)
DECK_STYLES: tuple[DeckStyle, ...] = get_args(DeckStyle)
SORT_ORDERS: tuple[SortOrder, ...] = get_args(SortOrder)
CARD_BACKS: tuple[CardBack, ...] = get_args(CardBack)
TABLE_COLOURS: tuple[TableColour, ...] = get_args(TableColour)
LANGUAGES: tuple[Language, ...] = get_args(Language)
"""The language of the interface: the system's, English or Bahasa Indonesia."""
CONTRASTS: tuple[Contrast, ...] = get_args(Contrast)
"""The cards' and the felt's contrast: as the system prefers, normal or high."""
PANELS: tuple[Panel, ...] = get_args(Panel)
"""The docks beside the table, each remembered as shown or hidden."""
PAUSE_RANGE_MS = (0, 3000)
"""Inclusive bounds of the computer's pause between moves."""
VOLUME_RANGE = (0, 100)
CARD_SIZE_RANGE = (100, 200)
"""Large print: your hand's cards, in percent of their size at 100%."""
"""Inclusive bounds of the sounds' volume; 0 is silent."""


@dataclass(frozen=True)
class Preferences:
    """How the game looks and paces itself. Changes apply at once, to the current match too."""

    animation_speed: Speed = "normal"
    computer_pause_ms: int = 700
    """Least time between the computer's moves, so that a person can follow the play."""
    deck_style: DeckStyle = "two_colour"
    sort_order: SortOrder = "melds"
    """How a newly dealt hand is arranged."""
    confirm_knock: bool = True
    """Ask "Knock with N deadwood?" before a knock ends the hand."""
    show_hints: bool = True
    """The deadwood helper (Preferences' "Show the deadwood helper"): over your hand, what
    the best discard (or the chosen card) would leave. Not the coach's Hint, which is always
    there; the key keeps its first name (``preferences/show_hints``) so no choice is lost."""
    allow_undo: bool = True
    """Against the computer, a discard may be taken back until the computer moves."""
    card_back: CardBack = "navy"
    """The back of the cards: the navy lattice or the red harlequin."""
    table_colour: TableColour = "green"
    """The felt of the table."""
    language: Language = "system"
    """The language of the interface; "system": the system's, if the game speaks it."""
    sound_volume: int = 25
    """The table's sounds, 0 (silent) to 100: on, and quiet, unless chosen otherwise."""
    reduce_motion: bool = False
    """No card flies, whatever the speed: it is in its place at once, and what moved is
    outlined a moment."""
    contrast: Contrast = "system"
    """High: white cards, darker inks and a darker felt (7:1 or more); "system": high when
    the system asks for it."""
    card_size: int = 100
    """Large print: your hand's cards in percent of their usual size (the other rows make
    room); Ctrl+Plus and Ctrl+Minus on the table change it."""

    def __post_init__(self) -> None:
        _check_choice("animation_speed", self.animation_speed, SPEEDS)
        _check_choice("deck_style", self.deck_style, DECK_STYLES)
        _check_choice("sort_order", self.sort_order, SORT_ORDERS)
        _check_choice("card_back", self.card_back, CARD_BACKS)
        _check_choice("table_colour", self.table_colour, TABLE_COLOURS)
        _check_choice("language", self.language, LANGUAGES)
        _check_choice("contrast", self.contrast, CONTRASTS)
        low, high = PAUSE_RANGE_MS
        pause = self.computer_pause_ms
        if not isinstance(pause, int) or isinstance(pause, bool) or not low <= pause <= high:
            raise ValueError(f"computer_pause_ms must be between {low} and {high}, not {pause!r}")
        for name, (low, high) in (("sound_volume", VOLUME_RANGE), ("card_size", CARD_SIZE_RANGE)):
            value = getattr(self, name)
            if not isinstance(value, int) or isinstance(value, bool) or not low <= value <= high:
                raise ValueError(f"{name} must be between {low} and {high}, not {value!r}")
        for flag in ("confirm_knock", "show_hints", "allow_undo", "reduce_motion"):
            value = getattr(self, flag)
            if not isinstance(value, bool):
                raise ValueError(f"{flag} must be true or false, not {value!r}")

    @property
    def four_colour(self) -> bool:
        return self.deck_style == "four_colour"


def _check_choice(name: str, value: object, choices: tuple[str, ...]) -> None:
    if value not in choices:
        raise ValueError(f"{name} must be one of {', '.join(choices)}, not {value!r}")


def _field_check(kind: Callable[..., object], name: str) -> Callable[[Any], object]:
    """A check of one field: the value type validates it with the other fields' defaults."""
    return lambda value: kind(**{name: value})


def _rule_check(own: RuleSet, name: str) -> Callable[[Any], object]:
    """A check of one house rule: valid in the game's own rules (``own``) in its place."""
    return lambda value: own.with_changes(**{name: value})


def _check_game(game: object) -> None:
    from gin_desktop.engine import PRESET_NAMES

    _check_choice("game", game, ("", *PRESET_NAMES))


def _check_seats(text: object) -> None:
    """The seat table as JSON text (``session.seat_choices``), or empty for none kept."""
    from gin_desktop.session import seat_choices

    if text:
        try:
            seat_choices(json.loads(str(text)))
        except json.JSONDecodeError as error:
            raise ValueError(str(error)) from error


_RULES = "house_rules/"
"""The house rules of gin for two; those of another game are in a group of its name under
it (``_rules_prefix``)."""
_PREFS = "preferences/"
_GAME, _SEATS = "player/game", "player/seats"
_OLD_PLAYER_KEYS = ("player/name", "player/level", "player/second_name", "player/mode")
"""What settings written before the seats' table kept of the player (``_migrate_player``)."""
_PANELS = "window/"
_GEOMETRY, _DOCKS = "window/geometry", "window/docks"
_WELCOMED = "window/welcomed"

_OWN_DEFAULTS: dict[str, Any] = {
    _GAME: "",
    _SEATS: "",
    **{_PANELS + panel: False for panel in PANELS},
    _WELCOMED: False,
    **{_PREFS + key: value for key, value in asdict(Preferences()).items()},
}
"""The defaults of every key but the house rules' (which ``RuleSet()`` owns). An empty
name is no name chosen: the window says the default one ("You", "Player 2") in the
player's language at the time, so no default name is kept in any language."""
_OLD_DEFAULT_NAMES = ("You", "Player 2")
"""The English default names earlier versions saved: read as no name chosen."""


def _old_seats(
    values: dict[str, object], report: Callable[[str, object, object], None]
) -> list[list[str | None]]:
    """The two seats that the old player keys describe: you and the computer at the old
    level, or (hot-seat) you and the second player. A value that cannot be read is
    reported (``report(key, value, default)``) and the default used."""
    from gin_desktop.session import LEVELS, MODES, check_name

    def name(key: str) -> str:
        text = str(values.get(key) or "").strip()
        if text in ("", *_OLD_DEFAULT_NAMES):
            return ""
        try:
            return check_name(text)
        except ValueError:
            report(key, values[key], "")
            return ""

    level, mode = values.get("player/level", "casual"), values.get("player/mode", "computer")
    if level not in LEVELS:
        report("player/level", level, "casual")
        level = "casual"
    if mode not in MODES:
        report("player/mode", mode, "computer")
    you, second = name("player/name"), name("player/second_name")
    if mode == "hotseat":
        return [[you, None], [second, None]]
    return [[you, None], ["", str(level)]]


_FROM_SESSION = frozenset({"LEVELS", "MODES", "NAME_MAX"})


@cache
def _all_defaults() -> dict[str, Any]:
    from gin_desktop.engine import RuleSet

    rules = {_RULES + key: value for key, value in RuleSet().to_dict().items()}
    return {**_OWN_DEFAULTS, **rules}


def __getattr__(name: str) -> Any:
    """``_DEFAULTS``, every key of the settings file and its default value (whose type is
    the key's type), and the session's names kept here: loaded on first use."""
    if name == "_DEFAULTS":
        return _all_defaults()
    if name in _FROM_SESSION:
        from gin_desktop import session

        return getattr(session, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def _default(key: str) -> Any:
    """The default value of ``key`` (the house rules' load the engine's rules)."""
    if key in _OWN_DEFAULTS:
        return _OWN_DEFAULTS[key]
    group, _, name = key[len(_RULES) :].rpartition("/")
    if key.startswith(_RULES) and group:
        from gin_desktop.engine import house_default

        return house_default(group).to_dict()[name]
    return _all_defaults()[key]


def _rules_prefix(game: str) -> str:
    """Where the house rules of ``game`` are kept: gin's where they always were."""
    from gin_desktop.engine import HOUSE_GAMES

    if game not in HOUSE_GAMES:
        raise ValueError(f"no house rules of {game!r}: choose one of {', '.join(HOUSE_GAMES)}")
    return _RULES if game == HOUSE_GAMES[0] else f"{_RULES}{game}/"


T = TypeVar("T")
translate = QCoreApplication.translate

_INI_SUFFIXES = (".ini", ".conf")
"""Settings files that are ini text (Linux's native format is one too)."""


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


def _clear_the_way(path: Path | None) -> str | None:
    """Something at ``path`` that is no regular file (a FIFO, a device, a folder), which Qt
    would wait on for ever or fail to read, is moved aside before Qt opens it: the
    defaults are used. The sentence that says so, or None."""
    if path is None or _regular_or_missing(path):
        return None
    try:
        aside = set_aside(path, keep_original=False)
    except OSError:
        return None
    text = translate(
        "Settings",
        "The settings file {0} is damaged ({1}); it is kept as {2}, and the defaults are used.",
    )
    return text.format(path.name, translate("Settings", "not a regular file"), aside.name)


class Settings:
    """Reads and writes the settings; each ``save_*`` is on disk when it returns."""

    def __init__(self, qsettings: QSettings | None = None, *, moved: str | None = None) -> None:
        if qsettings is None:
            moved = _clear_the_way(_native_file())
            qsettings = QSettings(ORGANISATION, APPLICATION)
        self._qs = qsettings
        self.problems: list[str] = []
        """What could not be read, in words for the player (the defaults were used)."""
        if moved is not None:
            self._report(moved)
        self._set_damage_aside()
        self._migrate_player()

    def _set_damage_aside(self) -> None:
        """A settings file that is no settings file is moved aside, never written over."""
        path = Path(self.file_name)
        problem = None
        if self._qs.status() != QSettings.Status.NoError:
            problem = translate("Settings", "Qt cannot read it")
        elif self._qs.format() != QSettings.Format.NativeFormat or path.suffix in _INI_SUFFIXES:
            with suppress(OSError):
                problem = ini_problem(path.read_bytes()) if path.is_file() else None
        if problem is None or not path.is_file():
            return
        aside = set_aside(path, keep_original=False)
        self._qs.clear()
        self._qs.sync()
        text = translate(
            "Settings",
            "The settings file {0} is damaged ({1}); it is kept as {2}, and the defaults are used.",
        )
        self._report(text.format(path.name, problem, aside.name))

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
        from gin_desktop.engine import RuleSet, house_default, house_rules_problem

        prefix, own = _rules_prefix(game), house_default(game)
        values = {
            f.name: self._read(prefix + f.name, _rule_check(own, f.name)) for f in fields(RuleSet)
        }
        try:
            rules = RuleSet.from_dict(values)
        except ValueError as error:  # each value is valid alone: only a rule across options
            text = translate(
                "Settings",
                "The saved house rules do not fit together ({0}); the game's own are used.",
            )
            self._report(text.format(error))
            return house_default(game)
        problem = house_rules_problem(rules, game)
        if problem is not None:  # saved by hand, or by a later version
            text = {
                "other_game": translate(
                    "Settings", "The saved house rules of {0} are another game's; its own are used."
                ),
                "fixed_option": translate(
                    "Settings",
                    "The saved house rules of {0} change a rule that game does not let a house "
                    "change; its own are used.",
                ),
                "inconsistent": translate(
                    "Settings",
                    "The saved house rules of {0} score big gin below gin; its own are used.",
                ),
            }[problem]
            self._report(text.format(game))
            return house_default(game)
        return rules

    def save_rules(self, rules: RuleSet) -> None:
        """Keep ``rules`` as the house rules of their game."""
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
        text = translate(
            "Settings", "The saved setting {0} = {1} is not valid; its default ({2}) is used."
        )
        self._report(text.format(key, _shown(raw), _shown(default)))

    def _write(self, values: dict[str, Any]) -> None:
        for key, value in values.items():
            self._qs.setValue(key, value)
        self._qs.sync()
        if self._qs.status() != QSettings.Status.NoError:
            self._report(
                translate("Settings", "The settings could not be saved to {0}.").format(
                    self.file_name
                )
            )

    def _report(self, problem: str) -> None:
        log.warning("%s", problem)
        self.problems.append(problem)


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


def _shown(value: object) -> str:
    """``value`` as the player reads it in a notice: text quoted (and cut short), a number
    or true/false as written, anything else by its kind, never a Python or Qt repr."""
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


def _coerce(raw: object, kind: type[T]) -> T:
    """A stored value as ``kind``. An ini file gives back strings ("25", "true")."""
    value: object = raw
    if kind is bool:
        value = _bool(raw)
    elif kind is int:
        if isinstance(raw, bool):
            raise TypeError(f"expected a whole number, not {raw!r}")
        value = int(raw) if isinstance(raw, int) else int(str(raw).strip(), 10)
    elif not isinstance(raw, kind):
        raise TypeError(f"expected {kind.__name__}, not {raw!r}")
    return cast(T, value)


def _bool(raw: object) -> bool:
    if isinstance(raw, bool):
        return raw
    text = str(raw).strip().lower()
    if text in ("true", "1"):
        return True
    if text in ("false", "0"):
        return False
    raise ValueError(f"expected true or false, not {raw!r}")
