"""What a match is made of: its rules, its seed, and for each seat a name and who plays it
(a person at this screen, or the computer at a level). Qt-free, so that ``storage`` can
save it and the engine's tests can build one.

``MatchSettings`` is what the new-match dialog asks for (you against the computer, or
several people at one screen); ``Session`` is the same choice seat by seat, the form a
match is started, saved and resumed in.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, Literal, get_args

from gin_desktop.engine import PLAYER_RANGE, RuleSet
from gin_desktop.engine.cards import quote

Level = Literal["beginner", "casual", "strong", "expert"]
LEVELS: tuple[Level, ...] = get_args(Level)
"""The computer's levels, weakest first (``gin_desktop.ai`` plays each)."""
Mode = Literal["computer", "hotseat"]
MODES: tuple[Mode, ...] = get_args(Mode)
"""Against the computer, or hot-seat: people taking turns at one screen."""
NAME_MAX = 24
"""The longest name a player may give."""


def check_name(name: object) -> str:
    """``name`` stripped, if it is 1 to ``NAME_MAX`` characters of text on one line; else
    ValueError."""
    if not isinstance(name, str) or not name.strip() or len(name.strip()) > NAME_MAX:
        raise ValueError(f"a name has 1 to {NAME_MAX} characters, not {quote(name)}")
    if not name_is_one_line(name):
        raise ValueError(f"a name is text on one line, without control characters: {quote(name)}")
    return name.strip()


def name_is_one_line(text: str) -> bool:
    """No line break, tab or other control character (an emoji's joiners are allowed)."""
    return not any(unicodedata.category(char) in _NOT_IN_NAMES for char in text)


_NOT_IN_NAMES = frozenset({"Cc", "Zl", "Zp", "Cs", "Co", "Cn"})
"""Control characters, line and paragraph separators, and what is no character at all."""


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


@dataclass(frozen=True)
class MatchSettings:
    """What the new-match dialog returns: you against the computer, or two people at one
    screen, the names, the computer's level and the rules."""

    name: str = ""
    """Seat 0's name: yours against the computer, the first player's in hot-seat; empty
    for the default ("You", "Player 1"), worded in the player's language when shown."""
    level: Level = "casual"
    preset: str = "standard"
    """The rules when ``rules`` is None."""
    seed: int | str | None = None
    mode: Mode = "computer"
    """"computer" (you against the computer) or "hotseat" (two people at one screen)."""
    second_name: str = ""
    """Seat 1's name in hot-seat play; empty for the default ("Player 2")."""
    rules: RuleSet | None = None
    """The house rules the match is played by (the saved ones, as the window starts it)."""
    game: str = ""
    """The game chosen in the dialog, a preset name; empty for the house rules."""
    table: tuple[SeatChoice, ...] = ()
    """Seat by seat, who plays (see ``SeatChoice``); empty: the two seats of ``mode``."""

    @property
    def hotseat(self) -> bool:
        return self.mode == "hotseat"

    def rule_set(self) -> RuleSet:
        return self.rules if self.rules is not None else RuleSet.preset(self.preset)

    @classmethod
    def of_session(cls, session: Session) -> MatchSettings:
        """The choices a match (a resumed one, say) was made of, to play it again."""
        rules = session.rules
        game = rules.preset_name() or ("ginski" if rules.deck == "rumski" else "")
        table = tuple((plan.name, plan.level) for plan in session.seats) if game else ()
        mode: Mode = "hotseat" if session.hotseat else "computer"
        level: Level = next(iter(session.computers.values()), "casual")
        second = session.seats[1].name if session.hotseat else ""
        return cls(session.seats[0].name, level, mode=mode, second_name=second, rules=rules,
                   game=game, table=table)  # fmt: skip

    def rules_again(self, house: RuleSet) -> RuleSet:
        """The rules of the same game played again: a game of two on the standard deck by
        the house rules as they are now (changed ones apply), any other by its own."""
        if self.game and self.table:
            return game_rules(self.game, len(self.table), house)
        rules = self.rule_set()
        alike = (rules.players, rules.deck, rules.seating) == (
            house.players, house.deck, house.seating,
        )  # fmt: skip
        return house if alike else rules

    def session(self, computer_name: str) -> Session:
        """The match seat by seat: you at seat 0 and the computer (``computer_name``) at
        seat 1, or the two people in hot-seat."""
        rules = self.rule_set()
        if self.table:
            plans = tuple(SeatPlan(name, level) for name, level in self.table)
            return Session(rules, plans, self.seed)
        if self.hotseat:
            seats = (SeatPlan(self.name), SeatPlan(self.second_name))
        else:
            seats = (SeatPlan(self.name), SeatPlan(computer_name, self.level))
        return Session(rules, seats, self.seed)


GAMES = ("standard", "classic_bonuses", "oklahoma", "ginski", "three_handed", "partnership")
"""The games the new-match dialog offers, by preset name, in the order it lists them."""
TWO_PLAYER_GAMES = GAMES[:3]
"""The games of two on the standard deck, which the player's house rules may change."""


def game_rules(game: str, players: int, house: RuleSet) -> RuleSet:
    """The rules of ``game`` for ``players`` seats (Ginski is for two to four, the others
    for their own number): the house rules when they are that game's, the preset else."""
    if game in TWO_PLAYER_GAMES and house.players == RuleSet().players:
        custom = house.preset_name() is None and house.deck == RuleSet().deck
        if house.preset_name() == game or (game == GAMES[0] and custom):
            return house
    rules = RuleSet.preset(game)
    low, high = rules.players_allowed
    if players != rules.players and low <= players <= high:
        return rules.with_changes(players=players)
    return rules


def game_players(game: str) -> tuple[int, int]:
    """How many may play ``game``: Ginski two to four, every other game its own number."""
    return RuleSet.preset(game).players_allowed
