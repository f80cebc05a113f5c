"""What every real match has, checked when one is read back (``Match.from_dict``).

A saved match comes from a file that anything may have changed. Beyond each hand's own
check (``consistency.check_hand``), a match must add up: each game of the hand in play is
what its deal (from the match's seed and the hand's number) and its recorded moves leave;
the score sheet has a line for every game of every hand played, each line's totals are
the totals before it and that hand's points, and the match's scores and hands won are the
last line's; the events kept of earlier hands are those of that many hands. A match with
two cards swapped between hands, a hand won that no line records, invented events or a
hand number no score sheet reaches is refused with a sentence.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from .cards import Deck
from .events import Event, EventKind
from .hand import Hand
from .records import HandRecord, PerSeat
from .replay import check_played
from .rules import RuleSet

EVENTS_PER_CARD = 4
"""A hand has at most this many events per card of its deck (a draw, a discard, a
lay-off and a pass each name one card), with ``EVENTS_PER_HAND_MORE`` besides."""
EVENTS_PER_HAND_MORE = 16


class SavedMatchState(Protocol):
    """What the checks read of a match."""

    @property
    def rules(self) -> RuleSet: ...
    @property
    def seed(self) -> int | str: ...
    @property
    def hand_number(self) -> int: ...
    @property
    def hands_in_play(self) -> tuple[Hand, ...]: ...
    @property
    def scores(self) -> PerSeat: ...
    @property
    def hands_won(self) -> PerSeat: ...
    @property
    def history(self) -> tuple[HandRecord, ...]: ...
    def deal_seed_of(self, hand_number: int, game: int = 0, games: int = 1) -> str: ...


class ReadMatch(SavedMatchState, Protocol):
    """What ``check_match`` reads besides: whether the match is over, and its dealer."""

    @property
    def is_over(self) -> bool: ...
    @property
    def dealer(self) -> int: ...


def deal_seed(seed: int | str, hand_number: int, game: int, games: int) -> str:
    """The seed of game ``game`` (of ``games``) of hand ``hand_number`` of a match."""
    hand = f"{seed}:{hand_number}"
    return hand if games == 1 else f"{hand}:{game}"


def check_played_games(match: SavedMatchState) -> None:
    """Each game of the hand in play is dealt from the match's seed and played by its
    recorded moves."""
    games = match.hands_in_play
    for game, hand in enumerate(games):
        if hand.seed != match.deal_seed_of(match.hand_number, game, len(games)):
            raise ValueError("a hand of the match is not dealt from the match's seed")
        check_played(hand)


def check_score_sheet(match: SavedMatchState) -> None:
    """A line for every game of every hand played, in order, whose totals add up to the
    match's scores and hands won."""
    rules, games = match.rules, match.hands_in_play
    ended_now = sum(hand.result is not None for hand in games)
    if len(match.history) != (match.hand_number - 1) * len(games) + ended_now:
        raise ValueError("the score sheet does not have a line for each hand played")
    numbers = [record.hand_number for record in match.history]
    expected = [n for n in range(1, match.hand_number) for _ in games]
    if numbers != [*expected, *[match.hand_number] * ended_now]:
        raise ValueError("the score sheet does not have a line for each hand played")
    totals, wins = [0] * rules.players, [0] * rules.players
    for record in match.history:
        if record.winner is not None:
            if record.winner not in rules.seats or record.points < 0:
                raise ValueError(f"line {record.hand_number} of the score sheet is no result")
            for seat in rules.team_of(record.winner):
                totals[seat] += record.points
                wins[seat] += 1
        if tuple(record.scores) != tuple(totals):
            raise ValueError(f"the totals on line {record.hand_number} do not add up")
    if tuple(match.scores) != tuple(totals) or tuple(match.hands_won) != tuple(wins):
        raise ValueError("the match's scores are not those of its score sheet")


def check_past_events(
    rules: RuleSet, hand_number: int, games: int, events: Sequence[Event]
) -> None:
    """The events kept of the hands before ``hand_number``: a deal for each of their
    games, and no more events than hands of the deck can have."""
    dealt = sum(event.kind is EventKind.DEAL for event in events)
    earlier = (hand_number - 1) * games
    most = earlier * (EVENTS_PER_CARD * Deck.named(rules.deck).size + EVENTS_PER_HAND_MORE)
    if dealt != earlier or len(events) > most:
        raise ValueError("the match's record of earlier hands does not fit its hand number")


def check_match(match: ReadMatch) -> None:
    """Raise ValueError unless ``match`` is a state that play can reach."""
    rules = match.rules
    for hand in match.hands_in_play:
        if hand.rules != rules:
            raise ValueError("the hand is played by other rules than the match")
    _check_games(match)
    if match.hand_number < 1 or len(match.history) > match.hand_number * len(match.hands_in_play):
        raise ValueError("the match's record of hands does not fit its hand number")
    if len(match.scores) != rules.players or len(match.hands_won) != rules.players:
        raise ValueError(f"a match of {rules.players} has a score for each of them")
    for seat in rules.seats:
        if match.scores[seat] < 0 or match.hands_won[seat] < 0:
            raise ValueError("a score is never negative")
    for team in rules.teams:
        if len({(match.scores[seat], match.hands_won[seat]) for seat in team}) != 1:
            raise ValueError("partners share one score")
    # Partnership gin: a game may end past the target while the other game plays on.
    reached = max(match.scores) >= rules.target_score
    ended = [hand.result is not None for hand in match.hands_in_play]
    if match.is_over != (reached and all(ended)) or (reached and not any(ended)):
        raise ValueError("a match is over exactly when a score has reached the target")


def _check_games(match: ReadMatch) -> None:
    """One game a hand; in partnership gin two, which every seat plays once between them,
    dealt by the hand's dealer and the dealer's partner."""
    rules, games = match.rules, match.hands_in_play
    if rules.seating != "partners":
        if len(games) != 1:
            raise ValueError("a hand of this game is one game")
        return
    played = sorted(seat for hand in games for seat in hand.players)
    dealers = {hand.dealer for hand in games}
    dealt_by_a_side = dealers == set(rules.team_of(match.dealer))
    if len(games) != 2 or played != list(rules.seats) or not dealt_by_a_side:
        raise ValueError("a hand of partnership gin is two games, every player in one of them")
