"""The games a house sets its rules for, and which options each lets it set (RULES.md).

Four games have house rules of their own: gin for two on the standard deck (its presets
Standard, Classic with bonuses and Oklahoma are three ways to play it), Ginski on the
Rumski deck (two to four at one table), three-handed gin and partnership gin. Each offers
the options its section of RULES.md gives it: the target and the bonuses everywhere; the
knock limit, the lay-off and upcard rules of the hands it is played as; the next dealer
and Oklahoma only in gin for two (at the other tables the deal passes to the left); and
in partnership gin whether opponents change every hand. The rest of a game's rules are
its own and stay as its preset has them.
"""

from __future__ import annotations

from .rules import GINSKI_PLAYERS, RuleSet, inconsistency

HOUSE_GAMES = ("gin", "ginski", "three_handed", "partnership")
"""The games with house rules of their own, in the order they are offered."""

_SCORING = ("gin_bonus", "big_gin_enabled", "big_gin_bonus", "undercut_bonus", "ties_are_undercuts")
_PLAY = ("first_upcard_offer", "forbid_discarding_taken_card")
_MATCH = ("target_score", "end_bonuses", "game_bonus", "box_bonus", "shutout_bonus")

HOUSE_OPTIONS: dict[str, tuple[str, ...]] = {
    "gin": (
        "knock_limit", "oklahoma", "oklahoma_spades_double", *_SCORING, *_PLAY,
        "next_dealer", *_MATCH,
    ),
    "ginski": (
        "knock_limit", *_SCORING, "lay_offs", "forbid_discarding_taken_card", "target_score",
    ),
    "three_handed": ("knock_limit", *_SCORING, *_PLAY, *_MATCH),
    "partnership": ("knock_limit", *_SCORING, *_PLAY, "partners_change_opponents", *_MATCH),
}  # fmt: skip
"""The options of ``RuleSet`` each game lets a house set (RULES.md sections 1 to 4)."""

HOUSE_PRESETS: dict[str, tuple[str, ...]] = {
    "gin": ("standard", "classic_bonuses", "oklahoma"),
    "ginski": ("ginski",),
    "three_handed": ("three_handed",),
    "partnership": ("partnership",),
}
"""The presets that are ways to play each game, the first its default."""


def house_game(rules: RuleSet) -> str:
    """The game ``rules`` are the rules of: one of ``HOUSE_GAMES``."""
    if rules.deck != "standard":
        return "ginski"
    return {"dealer_sits_out": "three_handed", "partners": "partnership"}.get(rules.seating, "gin")


def game_of_preset(preset: str) -> str:
    """The game whose way to play ``preset`` (one of ``PRESET_NAMES``) is."""
    return house_game(RuleSet.preset(preset))


def house_default(game: str, players: int | None = None) -> RuleSet:
    """The rules of ``game`` as RULES.md gives them, at ``players`` seats where the game
    allows another number (Ginski: two to four)."""
    if game not in HOUSE_GAMES:
        raise ValueError(f"no game {game!r}: choose one of {', '.join(HOUSE_GAMES)}")
    rules = RuleSet.preset(HOUSE_PRESETS[game][0])
    return seated(rules, players)


def seated(rules: RuleSet, players: int | None) -> RuleSet:
    """``rules`` at ``players`` seats when their game allows that many; else as they are."""
    low, high = rules.players_allowed
    if players is None or players == rules.players or not low <= players <= high:
        return rules
    return rules.with_changes(players=players)


def house_preset_name(rules: RuleSet) -> str | None:
    """The preset ``rules`` are a way to play, Ginski at any number of players; None for
    house rules of the house's own."""
    preset = rules.preset_name()
    if preset is None and house_game(rules) == "ginski":
        preset = seated(rules, GINSKI_PLAYERS).preset_name()
    return preset


def house_rules_problem(rules: RuleSet, game: str) -> str | None:
    """Why ``rules`` cannot be house rules of ``game``: ``"other_game"`` when they are
    another game's, ``"inconsistent"`` when they contradict themselves (``inconsistency``),
    ``"fixed_option"`` when they change an option the game does not let a house set; None
    when they can."""
    if house_game(rules) != game:
        return "other_game"
    if inconsistency(rules) is not None:  # what the house-rules dialog refuses
        return "inconsistent"
    own = seated(house_default(game), rules.players).to_dict()
    changed = {name for name, value in rules.to_dict().items() if own[name] != value}
    if changed - set(HOUSE_OPTIONS[game]) - {"players"}:
        return "fixed_option"
    return None
