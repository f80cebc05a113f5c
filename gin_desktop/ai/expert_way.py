"""The same cards, the expert's way: a finished hand dealt again, the expert in a person's
seat and the same computer players in the others, played to its end.

The hand is dealt as a new match's first hand (``Match(first_deal=...)``: the same cards
in the same seats, the same dealer), so the expert plays it as a match's first hand: the
score the person's match stood at does not weigh in its choices. Every seat's player is
built from its level and seed, as the arena builds them, so the expert's play on a deal is
the arena's play on that deal (``tools/arena.py``, ``play_match(first_deal=...)``), and
the same job always plays the same hand. It runs in the computer players' worker process
(``create_expert_way``), never in the window's thread.
"""

from __future__ import annotations

from dataclasses import dataclass

from gin_desktop.engine import Action, HandRecord, Match, Phase, RuleSet, actions_of

from .player import create_player

EXPERT = "expert"
MOST_ACTIONS = 2000
"""Our rules have no limit on discard-pile draws; a hand this long is a player's bug."""

Seating = tuple[tuple[str, int | None], ...]
"""The level and seed of the player of each seat."""


@dataclass(frozen=True)
class ExpertWayJob:
    """A hand to play again: dealt from ``deal`` (seed text, dealer) by ``rules``, each
    seat played by ``players`` (the person's seat, ``seat``, by the expert)."""

    rules: RuleSet
    deal: tuple[str, int]
    seat: int
    players: Seating
    names: tuple[str, ...] = ()


@dataclass(frozen=True)
class ExpertWay:
    """The hand as the expert played it: its actions from the deal, and how it ended."""

    actions: tuple[Action, ...]
    record: HandRecord

    def net_for(self, seat: int) -> int:
        """The hand's points for ``seat``: won, or lost to another seat's win."""
        return net_points(self.record, seat)


def net_points(record: HandRecord, seat: int) -> int:
    """``record``'s points as ``seat`` sees them: plus when it won the hand, minus when
    another seat did, nothing after a drawn hand."""
    if record.winner is None:
        return 0
    return record.points if record.winner == seat else -record.points


def seating_with_expert(players: Seating, seat: int, seed: int | None) -> Seating:
    """``players`` with the expert of ``seed`` in ``seat``."""
    return tuple(
        (EXPERT, seed) if place == seat else player for place, player in enumerate(players)
    )


def job_of_hand(
    match: Match, seat: int, players: dict[int, tuple[str, int | None]], expert_seed: int | None
) -> ExpertWayJob | None:
    """``match``'s hand just ended, to play again with the expert of ``expert_seed`` in
    ``seat`` and ``players`` (level and seed by seat) in the others; None when it cannot
    be: not ended, dealt from a given deck (no seed deals it again), partnership gin (a
    hand of two games), or ``seat`` sat it out."""
    hand = match.hand
    if len(match.hands_in_play) != 1 or hand.phase is not Phase.ENDED or hand.seed is None:
        return None
    if seat not in hand.players:
        return None
    seating = tuple(players.get(place, (EXPERT, None)) for place in range(match.rules.players))
    expert = seating_with_expert(seating, seat, expert_seed)
    return ExpertWayJob(
        rules=match.rules,
        deal=(str(hand.seed), hand.dealer),
        seat=seat,
        players=expert,
        names=match.names,
    )


def play_expert_way(job: ExpertWayJob) -> ExpertWay:
    """Play ``job``'s hand to its end; raises ValueError when it cannot be dealt again
    (a hand of partnership gin is two games) or the seat did not play it."""
    seed, _ = job.deal
    names = job.names or None
    match = Match(job.rules, seed=seed, names=names, first_deal=job.deal)
    if job.seat not in match.hand.players:
        raise ValueError(f"seat {job.seat} sits this hand out")
    players = [create_player(level, player_seed) for level, player_seed in job.players]
    for _ in range(MOST_ACTIONS):
        seat = match.to_act
        if seat is None:
            return ExpertWay(actions_of(match.hand), match.history[0])
        match.apply(players[seat].choose(match.view(seat)), seat=seat)
    raise RuntimeError(f"the hand dealt from {seed!r} does not end")


class ExpertWayPlayer:
    """Plays hands again through the computer players' worker: ``choose`` takes an
    ``ExpertWayJob`` and returns its ``ExpertWay``."""

    name = "expert's way"

    def choose(self, job: ExpertWayJob) -> ExpertWay:
        return play_expert_way(job)


def create_expert_way(level: str, seed: int | None) -> ExpertWayPlayer:
    """The worker's factory (``"gin_desktop.ai.expert_way:create_expert_way"``)."""
    return ExpertWayPlayer()
