"""The rule set: every house-rule option of RULES.md as one frozen value.

Variants are parameters, not subclasses: the state machine reads these fields and nothing else.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, fields, replace
from typing import Any, Literal

from .cards import DeckName, clip, quote

NextDealer = Literal["loser", "alternate", "winner"]
NEXT_DEALER_CHOICES: tuple[NextDealer, ...] = ("loser", "alternate", "winner")
UndercutScores = Literal["difference", "others_deadwood"]
UNDERCUT_SCORES_CHOICES: tuple[UndercutScores, ...] = ("difference", "others_deadwood")
"""What an undercut scores besides the undercut bonus: the knocker's deadwood less the
undercutter's (RULES.md section 1), or every other player's deadwood, the knocker's
included (Ginski, section 3)."""
Seating = Literal["everyone", "dealer_sits_out", "partners"]
SEATING_CHOICES: tuple[Seating, ...] = ("everyone", "dealer_sits_out", "partners")
"""Who plays each hand (RULES.md sections 3 and 4): every seat at one table (two-player gin
and Ginski); the two seats other than the dealer (three-handed gin); or two two-player
games side by side, partners of the other team facing each other (partnership gin)."""
PRESET_NAMES = ("standard", "classic_bonuses", "oklahoma", "ginski", "three_handed", "partnership")
DECK_CHOICES: tuple[DeckName, ...] = ("standard", "rumski")
"""The decks the engine plays: the standard deck, and the Rumski deck of Ginski."""

HAND_SIZE = 10
"""Cards dealt to each player, and held between turns."""
WALL = 2
"""The two-card wall: a discard that leaves this many stock cards or fewer ends the hand."""

PLAYER_RANGE = (2, 4)
"""Inclusive bounds of ``RuleSet.players``. Two play gin on either deck; three or four
play Ginski at one table; three play three-handed gin and four partnership gin."""
TABLE_OF_TWO = 2
"""The players of one game of gin on the standard deck: three-handed and partnership gin
are played as such games (RULES.md section 4)."""
PARTNERSHIP_TARGET = 125
"""Partnership gin is played to 125 (RULES.md section 4)."""
GINSKI_PLAYERS = 3
"""Ginski is for three by default (RULES.md section 3; two or four allowed)."""
GINSKI_KNOCK_LIMIT = 13
"""Seed 002 lets a Ginski player knock with 13 deadwood or less (a rule, not a deck's
13 numbers)."""

#: Inclusive bounds of every integer house-rule option; the settings dialog uses the same
#: table.
INT_RANGES: dict[str, tuple[int, int]] = {
    "knock_limit": (0, 25),
    "gin_bonus": (0, 200),
    "big_gin_bonus": (0, 200),
    "undercut_bonus": (0, 200),
    "target_score": (10, 1000),
    "game_bonus": (0, 500),
    "box_bonus": (0, 200),
    "shutout_bonus": (0, 500),
}


@dataclass(frozen=True)
class RuleSet:
    """House rules. The defaults are the "Standard" preset of RULES.md."""

    players: int = 2
    """Seats at the table, 0 to ``players - 1`` in turn order. Who plays each hand is
    ``seating``'s."""
    seating: Seating = "everyone"
    """Every seat plays every hand (gin, Ginski); the dealer sits out (three-handed gin);
    or partners, seats two apart, play two games side by side (partnership gin)."""
    partners_change_opponents: bool = True
    """Partnership gin: each player meets the other opponent in the next hand."""
    deck: DeckName = "standard"
    """The deck the game is played with (``cards.Deck.named(deck)``): its cards, their
    values and its wild cards. A table of more than two (Ginski) plays the Rumski deck."""
    knock_limit: int = 10
    """Most deadwood, counted after the discard, with which a player may knock."""
    gin_bonus: int = 25
    big_gin_bonus: int = 31
    undercut_bonus: int = 25
    ties_are_undercuts: bool = True
    """When the defender's deadwood equals the knocker's, the defender wins (seed 000)."""
    undercut_scores: UndercutScores = "difference"
    """What an undercut scores besides the bonus (``UNDERCUT_SCORES_CHOICES``)."""
    big_gin_enabled: bool = True
    """All eleven cards melded after the draw ends the hand with no discard."""
    lay_offs: bool = True
    """After a knock (not gin) the others lay off cards on the knocker's melds (Ginski's
    option, RULES.md section 3; on in every game)."""
    target_score: int = 100
    first_upcard_offer: bool = True
    """The first upcard is offered to the non-dealer, then the dealer, before any stock draw."""
    forbid_discarding_taken_card: bool = True
    """A card taken from the discard pile may not be thrown back in the same turn."""
    next_dealer: NextDealer = "loser"
    end_bonuses: bool = False
    """Game, box and shutout bonuses at the end of the match (seed 001)."""
    game_bonus: int = 100
    box_bonus: int = 25
    shutout_bonus: int = 100
    oklahoma: bool = False
    """The first upcard's value is the hand's knock limit (an ace: gin only)."""
    oklahoma_spades_double: bool = True
    """In Oklahoma, a spade as first upcard doubles the hand's score."""

    def __post_init__(self) -> None:
        _validate(self)

    @classmethod
    def preset(cls, name: str) -> RuleSet:
        """One of ``PRESET_NAMES``: ``"standard"``, ``"classic_bonuses"``, ``"oklahoma"``,
        ``"ginski"``, ``"three_handed"`` or ``"partnership"``."""
        if name == "standard":
            return cls()
        if name == "ginski":
            return cls(
                players=GINSKI_PLAYERS,
                deck="rumski",
                knock_limit=GINSKI_KNOCK_LIMIT,
                ties_are_undercuts=False,
                undercut_scores="others_deadwood",
                next_dealer="alternate",
            )
        if name == "three_handed":
            return cls(players=3, seating="dealer_sits_out", next_dealer="alternate")
        if name == "partnership":
            return cls(
                players=4,
                seating="partners",
                next_dealer="alternate",
                target_score=PARTNERSHIP_TARGET,
            )
        if name == "classic_bonuses":
            return cls(end_bonuses=True)
        if name == "oklahoma":
            return cls(oklahoma=True)
        raise ValueError(f"unknown preset {quote(name)}: choose one of {', '.join(PRESET_NAMES)}")

    def preset_name(self) -> str | None:
        """The preset these rules equal, or None for custom house rules."""
        for name in PRESET_NAMES:
            if RuleSet.preset(name) == self:
                return name
        return None

    @property
    def seats(self) -> range:
        """The seats, 0 to ``players - 1`` in turn order."""
        return range(self.players)

    def next_seat(self, seat: int) -> int:
        """The seat on ``seat``'s left: the next to play, deal or be offered a card."""
        return (seat + 1) % self.players

    def turn_order(self, first: int) -> tuple[int, ...]:
        """Every seat once, in turn order, starting with ``first``."""
        return tuple((first + step) % self.players for step in self.seats)

    @property
    def teams(self) -> tuple[tuple[int, ...], ...]:
        """The sides that score together: in partnership gin, partners sit opposite (seats
        two apart); in every other game each seat is a side of its own."""
        if self.seating == "partners":
            half = self.players // 2
            return tuple(tuple(range(first, self.players, half)) for first in range(half))
        return tuple((seat,) for seat in self.seats)

    def team_of(self, seat: int) -> tuple[int, ...]:
        """The seats that score with ``seat``, ``seat`` included."""
        return next(team for team in self.teams if seat in team)

    @property
    def players_allowed(self) -> tuple[int, int]:
        """How many may play by these rules with nothing else changed (inclusive): two to
        four at one table of the Rumski deck (Ginski), else the number seated now."""
        if self.seating == "everyone" and self.deck != "standard":
            return PLAYER_RANGE
        return self.players, self.players

    def with_changes(self, **changes: Any) -> RuleSet:
        return replace(self, **changes)

    def to_dict(self) -> dict[str, Any]:
        return {name: getattr(self, name) for name in _FIELD_NAMES}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> RuleSet:
        """Build from a dict; missing keys take the Standard default, bad ones raise ValueError.

        Rules written before ``undercut_scores`` existed scored a Rumski deck's undercuts as
        Ginski does: without the key, that deck reads ``"others_deadwood"``."""
        if not isinstance(data, dict):
            raise ValueError("house rules must be a mapping of option names to values")
        unknown = sorted(str(key) for key in set(data) - set(_FIELD_NAMES))
        if unknown:
            raise ValueError(f"unknown house-rule option(s): {clip(', '.join(unknown))}")
        if "undercut_scores" not in data and data.get("deck") == "rumski":
            data = {**data, "undercut_scores": "others_deadwood"}
        return cls(**data)


def inconsistency(rules: RuleSet) -> str | None:
    """What makes house rules contradict themselves, as the name of the rule broken (the
    window words it); None when they hold together. Big gin is gin with an eleventh card
    in a meld: its bonus is never below gin's."""
    if rules.big_gin_enabled and rules.big_gin_bonus < rules.gin_bonus:
        return "big_gin_below_gin"
    return None


def checked_rules(rules: object) -> RuleSet:
    """``rules`` handed to the facade: house rules, or None for the standard ones."""
    if rules is None:
        return STANDARD
    if not isinstance(rules, RuleSet):
        raise ValueError(f"not house rules: {quote(rules)}")
    return rules


def checked_seat(seat: object, rules: RuleSet) -> int:
    """``seat`` handed to the facade: a seat of the rules' table, 0 to n - 1."""
    if isinstance(seat, bool) or not isinstance(seat, int) or seat not in rules.seats:
        raise ValueError(f"a seat is a number 0 to {rules.players - 1}, not {quote(seat)}")
    return seat


def hand_players(rules: RuleSet, dealer: int, players: Sequence[int] | None) -> tuple[int, ...]:
    """The seats that play a hand, in turn order from the dealer's left: every seat; with
    the dealer sitting out, the other two (RULES.md section 4); or, in partnership gin, the
    pair given, the dealer one of them."""
    if players is None:
        if rules.seating == "partners":
            raise ValueError("a hand of partnership gin is played by a pair: name its players")
        players = [seat for seat in rules.seats if seat != dealer or rules.seating == "everyone"]
    if (
        isinstance(players, str)
        or not isinstance(players, Sequence)
        or len(players) > PLAYER_RANGE[1]
    ):
        raise ValueError(f"the players of a hand are a list of seats, not {quote(players)}")
    if not all(isinstance(s, int) and not isinstance(s, bool) for s in players):
        raise ValueError(f"the players of a hand are seats of the table: {quote(players)}")
    order = tuple(sorted(players, key=lambda seat: (seat - dealer - 1) % rules.players))
    if len(set(order)) != len(order) or not set(order) <= set(rules.seats):
        raise ValueError(f"the players of a hand are seats of the table, once each: {quote(order)}")
    plays = rules.seating != "dealer_sits_out"
    if len(order) < TABLE_OF_TWO or (dealer in order) != plays:
        raise ValueError(f"seat {dealer + 1} cannot deal a hand played by {quote(order)}")
    return order


def defenders_of(players: Sequence[int], knocker: int | None) -> tuple[int, ...]:
    """After a knock: every other player of the hand, in turn order from the knocker's
    left; none before one."""
    if knocker is None:
        return ()
    at = players.index(knocker)
    return (*players[at + 1 :], *players[:at])


def _validate(rules: RuleSet) -> None:
    for f in fields(rules):
        value = getattr(rules, f.name)
        if f.name in _NUMBERS:
            low, high = _NUMBERS[f.name]
            if not isinstance(value, int) or isinstance(value, bool):
                raise ValueError(f"{f.name} must be a whole number, not {quote(value)}")
            if not low <= value <= high:
                raise ValueError(f"{f.name} must be between {low} and {high}, not {value}")
        elif f.name in _CHOICES:
            choices = _CHOICES[f.name]
            if not isinstance(value, str) or value not in choices:
                listed = ", ".join(choices)
                raise ValueError(f"{f.name} must be one of {listed}, not {quote(value)}")
        elif not isinstance(value, bool):
            raise ValueError(f"{f.name} must be true or false, not {quote(value)}")
    _validate_seating(rules)
    if rules.oklahoma and rules.deck != "standard":
        raise ValueError("Oklahoma is played with the standard deck, not the rumski deck")


def _validate_seating(rules: RuleSet) -> None:
    """Each game has its number of players and its deck (RULES.md sections 1, 3 and 4)."""
    seating, players = rules.seating, rules.players
    if seating == "everyone" and players > TABLE_OF_TWO and rules.deck == "standard":
        raise ValueError(
            f"{players} players play Ginski on the rumski deck, three-handed gin with the "
            "dealer sitting out, or partnership gin in teams"
        )
    needed = {"dealer_sits_out": 3, "partners": 4}.get(seating)
    if needed is not None and players != needed:
        raise ValueError(f"{_GAME_NAMES[seating]} is played by {needed}, not {players}")
    if needed is not None and rules.deck != "standard":
        raise ValueError(f"{_GAME_NAMES[seating]} is played with the standard deck")


_GAME_NAMES = {"dealer_sits_out": "three-handed gin", "partners": "partnership gin"}
_CHOICES: dict[str, tuple[str, ...]] = {
    "next_dealer": NEXT_DEALER_CHOICES,
    "deck": DECK_CHOICES,
    "seating": SEATING_CHOICES,
    "undercut_scores": UNDERCUT_SCORES_CHOICES,
}
_NUMBERS: dict[str, tuple[int, int]] = {"players": PLAYER_RANGE, **INT_RANGES}
_FIELD_NAMES = tuple(f.name for f in fields(RuleSet))
STANDARD = RuleSet()
