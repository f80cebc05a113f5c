"""What a match scores: the score sheet's line for a finished hand, and at the end the
bonuses and the winner (RULES.md section 2). Each is kept per seat; a side that scores
together (``RuleSet.teams``) has one total, which each of its seats shows."""

from __future__ import annotations

from typing import Protocol

from .events import Event, EventKind, HandResult
from .records import HandRecord, MatchResult, PerSeat
from .rules import RuleSet

__all__ = ["hand_record", "match_end", "match_result"]


class ScoredHand(Protocol):
    """What the score sheet reads of a finished game of a hand (a ``Hand``)."""

    @property
    def dealer(self) -> int: ...
    @property
    def knock_limit(self) -> int: ...
    @property
    def players(self) -> tuple[int, ...]: ...
    @property
    def stock_count(self) -> int: ...


def hand_record(
    hand_number: int, hand: ScoredHand, result: HandResult, scores: PerSeat
) -> HandRecord:
    """The score sheet's line for a finished game of hand ``hand_number``; ``scores``
    are the totals after it. Its deadwood columns are a hand of two's: one defender."""
    showdown = result.showdown
    one = None if showdown is None or len(showdown.defenders) != 1 else showdown
    return HandRecord(
        hand_number=hand_number,
        dealer=hand.dealer,
        kind=result.kind,
        winner=result.winner,
        points=result.points,
        knocker=result.knocker,
        scores=scores,
        knock_limit=hand.knock_limit,
        knocker_deadwood=None if one is None else one.knocker_deadwood,
        defender_deadwood=None if one is None else one.defenders[0].deadwood_points,
        laid_off_points=0 if one is None else sum(card.value for card in one.defenders[0].laid_off),
        players=hand.players,
        stock_left=hand.stock_count,
    )


def match_result(rules: RuleSet, scores: PerSeat, won: PerSeat, reached: int) -> MatchResult:
    """End-of-match bonuses (option): game bonus to ``reached``'s side, the side that
    reached the target; a box bonus per hand won to each; and to ``reached``'s side a
    shutout bonus for each other side that won no hand. The highest total wins; on
    equal totals, the side that reached the target. A side's seats share its figures."""
    side = rules.team_of(reached)
    zero = (0,) * rules.players
    game, box, shutout = zero, zero, zero
    if rules.end_bonuses:
        game = _for_side(rules, side, rules.game_bonus)
        box = tuple(hands * rules.box_bonus for hands in won)
        shut_out = sum(1 for team in rules.teams if team != side and won[team[0]] == 0)
        shutout = _for_side(rules, side, rules.shutout_bonus * shut_out)
    totals = tuple(sum(parts) for parts in zip(scores, game, box, shutout, strict=True))
    winner = max(rules.seats, key=lambda seat: (totals[seat], seat in side))
    return MatchResult(
        winner=winner,
        reached_target=reached,
        scores=scores,
        game_bonus=game,
        box_bonus=box,
        shutout_bonus=shutout,
        totals=totals,
        hands_won=won,
    )


def _for_side(rules: RuleSet, side: tuple[int, ...], points: int) -> PerSeat:
    """``points`` for each seat of ``side``, nothing for the others."""
    return tuple(points if other in side else 0 for other in rules.seats)


def match_end(result: MatchResult) -> list[Event]:
    """The events of a match's end: each bonus a seat gets, then who won."""
    events = [
        Event(EventKind.MATCH_BONUS, seat, points=points, label=label)
        for label, pair in (
            ("game", result.game_bonus),
            ("box", result.box_bonus),
            ("shutout", result.shutout_bonus),
        )
        for seat, points in enumerate(pair)
        if points
    ]
    events.append(Event(EventKind.MATCH_WON, result.winner, scores=result.totals))
    return events
