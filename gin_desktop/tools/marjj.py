"""MARJJ, the winner of the EAAI-2021 Gin Rummy challenge, as a seat in the arena.

Ported from its public source, ``MARJJ_v5-1.java`` (github.com/aqib-a99/MARJJ, commit
5d1f00c; Ahmed et al., AAAI-21, "A Heuristic Evaluation Function for Hand Strength
Estimation in Gin Rummy"), written again here against our engine. Like every computer
player it decides from its own ``PlayerView`` alone: it is never seated at the match
(it has no ``sit``), so no hidden card can reach it. What it decides:

- **Draw** (``willDrawFaceUpCard``): it takes the upcard only when the layout it would
  show with the upcard (``marjj_layout.py``) melds the upcard and the best discard after
  taking it leaves less deadwood than it holds now; otherwise it draws from the stock (or
  passes the first upcard).
- **Discard** (``getDiscard``): ``marjj_discard.py``.
- **Knock** (``getFinalMelds``), after choosing the discard: in its first three turns of
  a hand (``KNOCK_TURNS``) whenever the rules allow; from the fourth turn on only for gin.
  It lays out the layout with the fewest estimated lay-off points.

Where our rules go beyond its framework's, it plays as follows (its only departures):

- **Big gin**, which its framework does not have, it declares whenever it holds one.
- **The defender's lay-offs**, which its framework makes for it, our engine's best set.
- **The knock limit** is the hand's own (its framework's is always 10), so that it plays
  Oklahoma; its knocks are ``Knock`` actions the engine offers.
- **Ties** between equal discards are broken by a generator seeded from the player's seed
  and the view, so that a seed replays the same match (the source: an unseeded draw);
  ties between layouts of equal estimated lay-offs go to the first in our enumeration.

It plays the standard deck of two-player gin only (its meld arithmetic is the standard
deck's).
"""

from __future__ import annotations

import random

from gin_desktop.ai.player import lay_off_step
from gin_desktop.engine import (
    Action,
    BigGin,
    Card,
    Discard,
    DrawDiscard,
    DrawStock,
    Knock,
    NextHand,
    PassUpcard,
    Phase,
    PlayerView,
)
from gin_desktop.engine.melds import best_discard_of_mask, deadwood_of_mask

from .marjj_discard import choose_discard
from .marjj_layout import best_layouts, melded, shown_layout
from .marjj_tracking import Tracking, track

MARJJ = "marjj"
"""Its name in the arena (``--a marjj``, ``--b marjj``)."""
KNOCK_TURNS = 3
"""It knocks short of gin only on its first three discards of a hand."""


class MarjjPlayer:
    """MARJJ v5 in one seat: ``choose`` reads the view and nothing else."""

    name = MARJJ

    def __init__(self, seed: int | None = None) -> None:
        self.seed = 0 if seed is None else seed

    def choose(self, view: PlayerView) -> Action:
        legal = view.legal_actions
        if not legal:
            raise ValueError("it is not this player's turn: the view offers no action")
        if len(legal) == 1:
            return legal[0]
        if NextHand() in legal:
            return NextHand()
        if view.phase is Phase.LAYOFF:
            return lay_off_step(view)
        check_plays(view)
        if view.phase in (Phase.FIRST_UPCARD, Phase.DRAW):
            return self._draw(view)
        if BigGin() in legal:
            return BigGin()
        return self._discard(view)

    def _draw(self, view: PlayerView) -> Action:
        legal = view.legal_actions
        top = view.top_discard
        if top is not None and DrawDiscard() in legal and takes(view.hand, top, track(view)):
            return DrawDiscard()
        return DrawStock() if DrawStock() in legal else PassUpcard()

    def _discard(self, view: PlayerView) -> Action:
        tracking = track(view)
        turn = tracking.turns + 1
        card, left = choose_discard(view.hand, tracking, turn, self._rng(view))
        knock = Knock(card)
        if knock in view.legal_actions and (left == 0 or turn <= KNOCK_TURNS):
            kept = [other for other in view.hand if other != card]
            return Knock(card, shown_melds(kept, tracking))
        return Discard(card)

    def _rng(self, view: PlayerView) -> random.Random:
        return random.Random(f"marjj|{self.seed}|{view.hand_number}|{len(view.events)}|{view.seat}")


def takes(hand: tuple[Card, ...], upcard: Card, tracking: Tracking) -> bool:
    """Would MARJJ take ``upcard``: melded in the layout it would show, and lowering its
    deadwood after its best discard?"""
    eleven = [*hand, upcard]
    layouts = best_layouts(eleven)
    if not layouts:
        return False
    if not melded(shown_layout(layouts, tracking.seen, tracking.taken)) & upcard.bit:
        return False
    now = deadwood_of_mask(sum(card.bit for card in hand))
    after, _ = best_discard_of_mask(sum(card.bit for card in eleven))
    return after < now


def shown_melds(kept: list[Card], tracking: Tracking) -> tuple[tuple[Card, ...], ...]:
    """The melds MARJJ lays down with the ten cards it keeps."""
    layouts = best_layouts(kept)
    return shown_layout(layouts, tracking.seen, tracking.taken) if layouts else ()


def check_plays(view: PlayerView) -> None:
    """MARJJ plays two-player gin with the standard deck only."""
    if view.rules.deck != "standard" or len(view.players) != 2:
        raise ValueError(
            f"MARJJ plays two-player gin with the standard deck, not {len(view.players)} "
            f"players with the {view.rules.deck} deck"
        )
