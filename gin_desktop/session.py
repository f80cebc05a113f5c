"""What a match is made of: its rules, its seed, and for each seat a name and who plays it
(a person at this screen, or the computer at a level). Qt-free, so that ``storage`` can
save it and the engine's tests can build one.

``MatchSettings`` is what the new-match dialog asks for, seat by seat (a name, or none for
the default, and who plays); ``Session`` is the same with every name given, the form a
match is started, saved and resumed in.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Literal, get_args

from gin_desktop.ai.levels import LEVELS as LEVELS
from gin_desktop.ai.levels import Level as Level
from gin_desktop.engine import (
    HOUSE_PRESETS,
    PLAYER_RANGE,
    PRESET_NAMES,
    RuleSet,
    house_game,
    house_preset_name,
    quote,
    seated,
)
from gin_desktop.engine import NAME_MAX as NAME_MAX
from gin_desktop.engine import check_name as check_name
from gin_desktop.engine import may_be_typed as may_be_typed
from gin_desktop.engine import name_is_one_line as name_is_one_line
from gin_desktop.engine import name_problem as name_problem

Mode = Literal["computer", "hotseat"]
MODES: tuple[Mode, ...] = get_args(Mode)
"""Against the computer, or hot-seat: people taking turns at one screen."""


def check_level(level: object) -> Level:
    for known in LEVELS:
        if level == known:
            return known
    raise ValueError(f"level must be one of {', '.join(LEVELS)}, not {quote(level)}")


@dataclass(frozen=True)
class SeatPlan:
    """Who plays one seat: a person at this screen (``level`` None), or the computer."""

    name: str
    level: Level | None = None

    def __post_init__(self) -> None:
        object.__setattr__(self, "name", check_name(self.name))
        if self.level is not None:
            check_level(self.level)

    @property
    def human(self) -> bool:
        return self.level is None


@dataclass(frozen=True)
class Session:
    """A match's rules, its seed (None: a fresh one), and who plays each seat, by seat."""

    rules: RuleSet
    seats: tuple[SeatPlan, ...]
    seed: int | str | None = None
    assisted: bool = False
    """A move was taken back (undo) in this match: the statistics mark it."""

    def __post_init__(self) -> None:
        if not isinstance(self.rules, RuleSet):
            raise ValueError(f"a session's rules are a RuleSet, not {quote(self.rules)}")
        if len(self.seats) != self.rules.players:
            raise ValueError(f"{self.rules.players} seats to fill, not {len(self.seats)}")
        if not any(seat.human for seat in self.seats):
            raise ValueError("a match shown on this screen needs a person at one seat")
        if self.seed is not None and (
            isinstance(self.seed, bool) or not isinstance(self.seed, int | str)
        ):
            raise ValueError(f"a seed is a whole number or a text, not {quote(self.seed)}")

    @property
    def names(self) -> tuple[str, ...]:
        return tuple(seat.name for seat in self.seats)

    @property
    def humans(self) -> tuple[int, ...]:
        """The seats played by people at this screen."""
        return tuple(seat for seat, plan in enumerate(self.seats) if plan.human)

    @property
    def computers(self) -> dict[int, Level]:
        """The seats the computer plays, with its level at each."""
        return {seat: plan.level for seat, plan in enumerate(self.seats) if plan.level}

    @property
    def hotseat(self) -> bool:
        """Several people share the screen, so it hides each one's cards from the others."""
        return len(self.humans) > 1

    def to_dict(self) -> dict[str, Any]:
        data = {
            "rules": self.rules.to_dict(),
            "seed": self.seed,
            "seats": [{"name": seat.name, "level": seat.level} for seat in self.seats],
        }
        if self.assisted:
            data["assisted"] = True
        return data

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Session:
        """The inverse of ``to_dict``; anything malformed raises ValueError."""
        try:
            seats = tuple(SeatPlan(seat["name"], seat["level"]) for seat in data["seats"])
            assisted = data.get("assisted", False)
            if not isinstance(assisted, bool):
                raise ValueError(f"not a saved session: assisted is {quote(assisted)}")
            return cls(RuleSet.from_dict(data["rules"]), seats, data["seed"], assisted)
        except (KeyError, TypeError) as error:
            raise ValueError(f"not a saved session: {quote(error)}") from error


SeatChoice = tuple[str, Level | None]
"""One seat as the new-match dialog asks for it: a name (empty for the default, worded when
shown) and who plays it (None: a person at this screen; else the computer's level)."""


def seat_choices(data: object) -> tuple[SeatChoice, ...]:
    """Seats read back from plain data (``[[name, level or None], ...]``); ValueError if
    any is malformed. An empty name stays empty: the default."""
    if not isinstance(data, list | tuple) or len(data) > MAX_SEATS:
        raise ValueError(f"not a table of seats: {quote(data)}")
    seats: list[SeatChoice] = []
    for seat in data:
        if not isinstance(seat, list | tuple) or len(seat) != 2:
            raise ValueError(f"not a seat: {quote(seat)}")
        name, level = seat
        if not isinstance(name, str) or (name.strip() and check_name(name) != name.strip()):
            raise ValueError(f"not a seat's name: {quote(name)}")
        seats.append((name.strip(), None if level is None else check_level(level)))
    return tuple(seats)


MAX_SEATS = PLAYER_RANGE[1]
"""The most seats a table has (Ginski and partnership gin for four)."""


DEFAULT_SEATS: tuple[SeatChoice, ...] = (("", None), ("", "casual"))
"""You against the computer at the casual level, both under their default names."""


@dataclass(frozen=True)
class MatchSettings:
    """What a match is started from: its rules and, seat by seat, who plays (see
    ``SeatChoice``). The new-match dialog returns one, the settings keep one, and Play
    again starts the last one again. A game of two is two seats like any other."""

    seats: tuple[SeatChoice, ...] = DEFAULT_SEATS
    rules: RuleSet = field(default_factory=RuleSet)
    """The rules the match is played by (the saved house rules, or a game's own)."""
    game: str = ""
    """The game chosen in the dialog, a preset name; empty for the house rules."""
    seed: int | str | None = None

    def __post_init__(self) -> None:
        object.__setattr__(self, "seats", seat_choices(list(self.seats)))

    @classmethod
    def against_computer(cls, name: str = "", level: str = "casual", **more: Any) -> MatchSettings:
        """You (``name``, empty for the default) against the computer at ``level``."""
        return cls(((name, None), ("", check_level(level))), **more)

    @classmethod
    def hotseat_of(cls, *names: str, **more: Any) -> MatchSettings:
        """People at this screen, one a seat (empty names for the defaults)."""
        return cls(tuple((name, None) for name in names), **more)

    @property
    def hotseat(self) -> bool:
        """Several people share the screen."""
        return sum(level is None for _, level in self.seats) > 1

    @property
    def level(self) -> Level:
        """The level of the first computer seat ("casual" with none): the level a seat
        that becomes the computer's starts at."""
        return next((level for _, level in self.seats if level is not None), "casual")

    @classmethod
    def of_session(cls, session: Session) -> MatchSettings:
        """The choices a match (a resumed one, say) was made of, to play it again: its
        game by name, or none for house rules of gin for two that are no preset."""
        rules = session.rules
        game = house_game(rules)
        name = house_preset_name(rules) or ("" if game == "gin" else HOUSE_PRESETS[game][0])
        seats = tuple((plan.name, plan.level) for plan in session.seats)
        return cls(seats, rules, name)

    def rules_again(self, house: RuleSet) -> RuleSet:
        """The rules of the same game played again, ``house`` being the house rules of
        this match's game: a game chosen by name by its rules now (the house rules, if
        they are that game's: changed ones apply), the house rules when this match was
        played by house rules of the same game."""
        if self.game:
            return game_rules(self.game, len(self.seats), house)
        return house if house_game(house) == house_game(self.rules) else self.rules

    def session(self, names: Sequence[str]) -> Session:
        """The match seat by seat, under ``names`` (the seats' names, the defaults worded)."""
        plans = tuple(
            SeatPlan(name, level) for name, (_, level) in zip(names, self.seats, strict=True)
        )
        return Session(self.rules, plans, self.seed)


def game_rules(game: str, players: int, house: RuleSet) -> RuleSet:
    """The rules of ``game`` (a preset name) for ``players`` seats, ``house`` being the
    house rules of its game: those when ``game`` is played by them (gin for two: when they
    are that preset, or custom house rules and plain gin is chosen; every other game has
    one preset, its house rules), else the preset's own rules; seated for ``players``
    where the game allows it (Ginski: two to four)."""
    rules = RuleSet.preset(game)
    played_by_house = house_game(house) == house_game(rules) and (
        house_game(rules) != "gin"
        or house.preset_name() == game
        or (house.preset_name() is None and game == PRESET_NAMES[0])
    )
    return seated(house if played_by_house else rules, players)


def game_players(game: str) -> tuple[int, int]:
    """How many may play ``game``: Ginski two to four, every other game its own number."""
    return RuleSet.preset(game).players_allowed
