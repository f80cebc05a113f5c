"""The computer's levels, weakest first, and how each plays (``Style``).

The levels differ in skill, never in what they can see: every level reads a PlayerView and
nothing else (``player.py`` plays them). The levels are declared here, once; a session
(``gin_desktop.session``), the settings and the dialogs take them from here. This module
imports nothing of the engine, so that they can without loading the players.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal, get_args

__all__ = ["LEVELS", "STYLES", "Level", "Style"]

Level = Literal["beginner", "casual", "strong", "expert"]
LEVELS: tuple[Level, ...] = get_args(Level)
"""The computer's levels, weakest first (a ``Style`` each in ``STYLES``)."""


@dataclass(frozen=True)
class Style:
    """How a level plays. The levels differ in skill, never in what they can see."""

    name: str
    potential_weight: float
    """How much the chances of the next draws count beside today's deadwood."""
    take_margin: float
    """How much better the upcard must be than a blind draw to be taken."""
    knock_at_most: int = 99
    """Knock with at most this much deadwood before the late game (0: gin only)."""
    late_knock_stock: int = 0
    """With this few cards left in the stock, knock whenever the limit allows."""
    knock_patience: int = 99
    """Turns after which the rule of thumb asks for less deadwood before knocking."""
    knock_samples: int = 0
    """Opponent hands sampled to check a knock for undercut risk (0: no check)."""
    undercut_fear: float = 0.3
    """Largest accepted chance of being undercut, when knocks are checked."""
    undercut_cap: float = 1.0
    """Largest chance of being undercut a knock short of gin may carry, judged against
    ``UNDERCUT_SAMPLES`` opponent hands that may have waited with a knockable hand (1: no
    such check)."""
    patient_knock_draws: int = 99
    """Against an opponent who may wait for gin (``Knowledge.opponent_may_wait``), no knock
    short of gin once they have drawn more than this many times in the hand: by then a
    patient player's hand is good enough to undercut one knock in three."""
    match_point_samples: int = 0
    """Opponent hands sampled to see whether a knock now would win the match: then it
    knocks at any stage of the hand (0: the score is not looked at when knocking)."""
    high_card_love: float = 0.0
    """Reluctance to throw away high cards (the beginner's habit)."""
    slip_rate: float = 0.0
    """Chance of overlooking a good upcard."""
    reads_opponent: bool = False
    """Watch the score sheet: an opponent caught holding a hand they could have knocked
    with waits for gin or the undercut too; their deadwood is low, so no late knock."""
    play_outs: int = 0
    """Hidden states made up, at most, to play each close choice out against, in a hand of
    two; shared among the opponents at a table of three or four (0: no look-ahead)."""
    wild_deck_deals: int = 0
    """At most this many hidden states per choice when the deck has wild cards, whose meld
    solver is about twice as slow as the standard deck's (0: no cap)."""
    close_choices: int = 3
    """At most this many of the best-scored discards are played out."""
    close_margin: float = 4.0
    """Discards scored within this much of the best count as close."""
    confidence: float = 1.0
    """Standard errors by which a played-out choice must beat the usual one."""
    wild_deck_confidence: float = 0.0
    """``confidence`` when the deck has wild cards, where a choice meets at most
    ``wild_deck_deals`` states (0: ``confidence``)."""
    feed_weight: float = 0.0
    """Deadwood points a discard is charged for what it gives the opponent: in full when
    it melds with cards they are known to hold, in part when it only meets one of them."""
    searches_draws: bool = False
    """Play taking the upcard and drawing blind out too, unless the take makes gin or, at
    a table of three or four, brings the hand within the knock limit: those are taken at
    once (needs ``play_outs``)."""
    keeps_wilds: bool = False
    """Never throw a wild card away (Ginski): one not in a meld counts 20 now, but it
    makes a meld of nearly any two cards later, and the next player would take it."""


STYLES: dict[str, Style] = {
    "beginner": Style(
        name="beginner",
        potential_weight=0.0,
        take_margin=1.0,
        knock_at_most=5,
        knock_patience=4,
        high_card_love=0.6,
        slip_rate=0.3,
    ),
    "casual": Style(name="casual", potential_weight=0.3, take_margin=0.5),
    "strong": Style(
        name="strong",
        potential_weight=0.3,
        take_margin=0.5,
        knock_at_most=0,
        late_knock_stock=14,
        match_point_samples=8,
        keeps_wilds=True,
    ),
    "expert": Style(
        name="expert",
        potential_weight=0.6,
        take_margin=0.0,
        knock_at_most=0,
        late_knock_stock=3,
        knock_samples=24,
        reads_opponent=True,
        play_outs=480,
        keeps_wilds=True,
        wild_deck_deals=240,
        wild_deck_confidence=2.0,
        close_choices=5,
        close_margin=8.0,
        searches_draws=True,
        feed_weight=4.0,
        undercut_cap=0.05,
        patient_knock_draws=2,
    ),
}
if tuple(STYLES) != LEVELS:  # a style for each level, in order
    raise ImportError(f"computer styles {tuple(STYLES)} are not the levels {LEVELS}")
