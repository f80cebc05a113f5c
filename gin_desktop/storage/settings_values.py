"""What the settings file may hold, and how a stored value is read and checked: the types of
the choices and their values, the preferences (``Preferences``), every key and its default
(``_default``, ``_all_defaults``), the check of each key's value, and what settings written
before the seats' table kept of the player (``_old_seats``). ``settings.py``'s ``Settings``
reads and writes them in the file.

Loads no Qt, and neither the engine nor the session: the window's frame reads its felt and
its place before they have loaded (``gin_desktop.app.start``), so the house rules and the
players load them when first read.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import asdict, dataclass
from functools import cache
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast, get_args

if TYPE_CHECKING:  # for types only: the engine loads after the frame (the notes above)
    from gin_desktop.engine import RuleSet

T = TypeVar("T")

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
"""Inclusive bounds of the sounds' volume; 0 is silent."""
CARD_SIZE_RANGE = (100, 200)
"""Large print: your hand's cards, in percent of their size at 100%."""


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
    # here: the engine loads after the window's frame is painted (the module's notes)
    from gin_desktop.engine import PRESET_NAMES

    _check_choice("game", game, ("", *PRESET_NAMES))


def _check_seats(text: object) -> None:
    """The seat table as JSON text (``session.seat_choices``), or empty for none kept."""
    # here: the session loads after the window's frame is painted (the module's notes)
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
    # here: the session loads after the window's frame is painted (the module's notes)
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


def _default(key: str) -> Any:
    """The default value of ``key`` (the house rules' load the engine's rules)."""
    if key in _OWN_DEFAULTS:
        return _OWN_DEFAULTS[key]
    group, _, name = key[len(_RULES) :].rpartition("/")
    if key.startswith(_RULES) and group:
        # here: the engine loads after the window's frame is painted (the module's notes)
        from gin_desktop.engine import house_default

        return house_default(group).to_dict()[name]
    return _all_defaults()[key]


def _rules_prefix(game: str) -> str:
    """Where the house rules of ``game`` are kept: gin's where they always were."""
    # here: the engine loads after the window's frame is painted (the module's notes)
    from gin_desktop.engine import HOUSE_GAMES

    if game not in HOUSE_GAMES:
        raise ValueError(f"no house rules of {game!r}: choose one of {', '.join(HOUSE_GAMES)}")
    return _RULES if game == HOUSE_GAMES[0] else f"{_RULES}{game}/"


@cache
def _all_defaults() -> dict[str, Any]:
    # here: the engine loads after the window's frame is painted (the module's notes)
    from gin_desktop.engine import RuleSet

    rules = {_RULES + key: value for key, value in RuleSet().to_dict().items()}
    return {**_OWN_DEFAULTS, **rules}


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
