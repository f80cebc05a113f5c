"""How much the expert's made-up hands know of the true one (tools/card_reading.py)."""

from __future__ import annotations

import math
import random

from gin_desktop.ai.knowledge import mask
from gin_desktop.engine import Discard, Match, RuleSet
from gin_desktop.tools.card_reading import (
    STAGES,
    Job,
    Reading,
    _loss,
    main,
    match_readings,
    reading,
    report,
)


def test_the_log_loss_is_nothing_for_a_certain_truth_and_grows_with_surprise() -> None:
    assert _loss(1.0, True) == 0.0 and _loss(0.0, False) == 0.0
    assert _loss(0.0, True) == math.inf
    assert _loss(0.9, True) < _loss(0.5, True) < _loss(0.1, True)
    assert _loss(0.25, False) == -math.log(0.75)


def test_the_first_discard_is_read_against_the_dealt_hand() -> None:
    match = Match(RuleSet(), seed="card-reading")
    while not any(isinstance(a, Discard) for a in match.view(match.to_act or 0).legal_actions):
        seat = match.to_act or 0
        match.apply(match.view(seat).legal_actions[0], seat=seat)
    view = match.view(match.to_act or 0)
    truth = mask(match.view(view.opponent).hand)
    found = reading(view, truth, random.Random(1))
    assert found.stage == STAGES[0][0]
    assert found.true_deadwood > 0 and 0 < found.deadwood <= 100
    assert 0.0 <= found.could_knock <= 1.0
    assert math.isfinite(found.gain)


def test_a_match_is_read_at_every_nth_discard() -> None:
    every_one = match_readings(Job("strong", "marjj", 5, 0, 0, 1))
    every_fourth = match_readings(Job("strong", "marjj", 5, 0, 0, 4))
    assert len(every_one) > 20
    assert len(every_fourth) == len(every_one) // 4
    assert statistics_gain(every_one) > 0  # the reading tells something of the hand


def statistics_gain(readings: list[Reading]) -> float:
    return sum(r.gain for r in readings) / len(readings)


def test_the_report_gives_every_group_and_the_command_prints_it(capsys) -> None:  # type: ignore[no-untyped-def]
    one = Reading(
        stage=STAGES[1][0],
        patient=True,
        gain=1.5,
        deadwood=12.0,
        true_deadwood=10,
        could_knock=0.25,
        truly_could_knock=True,
    )
    lines = report([one])
    assert lines[1] == (
        "all: 1 decisions; reading gains 1.50 nats; deadwood made up 12.0, true 10.0; "
        "could knock made up 25.0%, true 100.0%"
    )
    assert [line.split(":")[0] for line in lines[1:]] == ["all", STAGES[1][0], "modelled patient"]
    argv = ["--a", "strong", "--b", "marjj", "--deals", "1", "--seed", "5", "--every", "5"]
    assert main(argv) == 0
    out = capsys.readouterr().out
    assert out.startswith("Card reading: A = strong, B = marjj; seed 5, 1 deals")
    assert "modelled patient" in out
