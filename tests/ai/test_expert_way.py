"""The same cards, the expert's way (``ai/expert_way.py``): a finished hand dealt again
with the expert in a person's seat plays exactly as the arena plays that deal, and the
hands that cannot be played again so are refused."""

from __future__ import annotations

import pytest

from gin_desktop.ai import create_player
from gin_desktop.ai.expert_way import (
    ExpertWayJob,
    net_points,
    play_expert_way,
    seating_with_expert,
)
from gin_desktop.engine import Match, RuleSet
from gin_desktop.tools.arena import match_seed, play_match, player_seeds


def test_the_expert_way_of_an_arena_deal_is_the_arenas_play_of_it() -> None:
    """The arena's deal 3 of seed 2026120600, the expert in seat 1 against strong: the
    same cards, players and result, and the same job plays the same hand again."""
    rules = RuleSet()
    dealt = Match(rules, seed=match_seed(2026120600, 3))
    deal = (str(dealt.hand.seed), dealt.dealer)
    expert_seed, strong_seed = player_seeds(2026120600, 3)
    players = seating_with_expert((("strong", strong_seed), ("", None)), 1, expert_seed)
    assert players == (("strong", strong_seed), ("expert", expert_seed))
    job = ExpertWayJob(rules=rules, deal=deal, seat=1, players=players)
    way = play_expert_way(job)
    assert way == play_expert_way(job)
    arena = play_match(
        create_player("expert", expert_seed),
        create_player("strong", strong_seed),
        deal[0],
        rules,
        a_seat=1,
        first_deal=deal,
    )
    assert arena.first_hand == (way.net_for(1), way.net_for(0))
    assert arena.first_deal[0] == " ".join(str(c) for c in sorted(dealt.hand.hand(1)))


def test_net_points_are_the_seats_view_of_the_hand() -> None:
    way = play_expert_way(
        ExpertWayJob(
            rules=RuleSet(), deal=("arena:1:1:1", 0), seat=0, players=(("expert", 1), ("casual", 2))
        )
    )
    record = way.record
    if record.winner is None:
        assert net_points(record, 0) == net_points(record, 1) == 0
    else:
        assert net_points(record, record.winner) == record.points > 0
        loser = next(seat for seat in (0, 1) if seat != record.winner)
        assert net_points(record, loser) == -record.points


def test_a_partnership_hand_or_a_hand_sat_out_is_refused() -> None:
    four = tuple(("casual", seat) for seat in range(4))
    with pytest.raises(ValueError):
        play_expert_way(
            ExpertWayJob(rules=RuleSet.preset("partnership"), deal=("p:1", 0), seat=0, players=four)
        )
    three = RuleSet.preset("three_handed")
    dealt = Match(three, seed="three")
    out = next(seat for seat in range(3) if seat not in dealt.hand.players)
    job = ExpertWayJob(
        rules=three, deal=(str(dealt.hand.seed), dealt.dealer), seat=out, players=four[:3]
    )
    with pytest.raises(ValueError, match="sits this hand out"):
        play_expert_way(job)
