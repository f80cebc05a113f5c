"""The hindsight bench: the expert's weighed decisions, judged against the true hand."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from gin_desktop.ai import create_player
from gin_desktop.ai.knowledge import mask
from gin_desktop.ai.lookahead import showdown
from gin_desktop.engine.actions import Knock
from gin_desktop.tools.bench import main
from gin_desktop.tools.hindsight import (
    Decision,
    given_up,
    judgeable,
    paired_gain,
    rechoose_all,
    record_deal,
    report,
    value_all,
    valued,
)

OPPONENT = "strong"  # fast, and needs no OpenSpiel


@pytest.fixture(scope="module")
def decisions() -> list[Decision]:
    return record_deal(0, 1, OPPONENT) + record_deal(1, 1, OPPONENT)


def test_recorded_decisions_are_the_expert_s_own(decisions: list[Decision]) -> None:
    assert len(decisions) > 10
    for decision in decisions:
        view = decision.view
        assert len(decision.choices) >= 2
        assert decision.chosen in decision.choices
        assert create_player("expert", decision.expert_seed).choose(view) == decision.chosen
        # The truth is the opponent's hand: none of the cards this seat can see.
        assert decision.truth.bit_count() == view.opponent_card_count
        assert not decision.truth & (mask(view.hand) | mask(view.discard_pile))


def test_only_a_player_who_plays_out_weighs_choices(decisions: list[Decision]) -> None:
    view = decisions[0].view
    assert create_player("expert", 1).choices_to_weigh(view)
    assert create_player("strong", 1).choices_to_weigh(view) == []


def test_a_knock_is_worth_its_showdown_against_the_true_hand(decisions: list[Decision]) -> None:
    with_knock = [d for d in decisions if any(isinstance(c, Knock) for c in d.choices)]
    assert with_knock
    for decision in with_knock[:3]:
        judged = valued(decision, shuffles=3)
        assert len(judged.values) == len(decision.choices)
        knock = next(c for c in decision.choices if isinstance(c, Knock))
        view = decision.view
        kept = mask(view.hand) ^ knock.card.bit
        expected = view.multiplier * showdown(kept, decision.truth, view.rules)
        assert judged.values[decision.choices.index(knock)] == expected


def test_points_given_up_are_the_gap_to_the_best_choice_per_hand(
    decisions: list[Decision],
) -> None:
    decision = decisions[0]
    worse, better = decision.choices[:2]
    judged = Decision(0, 1, 7, decision.view, decision.truth, (worse, better), worse, (1.0, 3.5))
    assert given_up(judged) == 2.5
    # Two deals are four hands; the one decision is spread over all four.
    summary = report([judged], deals=[0, 1])
    assert (summary.decisions, summary.hands) == (1, 4)
    assert summary.given_up == pytest.approx(2.5 / 4)
    assert summary.best_chosen == 0


def test_the_same_code_judged_again_changes_nothing(decisions: list[Decision]) -> None:
    judged = value_all(decisions[:8], shuffles=4, workers=1)
    again = rechoose_all(judged, workers=1)
    assert paired_gain(again, judged, deals=[0, 1]) == (0.0, 0.0, 0)
    # A different choice is seen as one.
    first = judged[0]
    other = next(c for c in first.choices if c != first.chosen)
    changed = [replace(first, chosen=other), *judged[1:]]
    gain, _, count = paired_gain(changed, judged, deals=[0, 1])
    assert count == 1
    value = dict(zip(first.choices, first.values, strict=True))
    assert gain * 4 == pytest.approx(value[other] - value[first.chosen])


def test_command_line_saves_and_judges_again(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    saved = tmp_path / "decisions.pickle"
    common = ["--opponent", OPPONENT, "--deals", "1", "--shuffles", "2"]
    assert main(["hindsight", *common, "--save", str(saved)]) == 0
    first = capsys.readouterr().out
    assert "points given up per hand to the best choice in hindsight" in first
    assert main(["hindsight", "--load", str(saved)]) == 0
    second = capsys.readouterr().out
    assert "+0.00 ± 0.00 points per hand (95%); 0 choices changed" in second


def test_a_file_that_is_not_saved_decisions_is_refused_clearly(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    junk = tmp_path / "junk.pickle"
    junk.write_text("not a pickle")
    assert main(["hindsight", "--load", str(junk)]) == 2
    assert f"cannot read saved decisions from {junk}" in capsys.readouterr().err
    assert main(["hindsight", "--load", str(tmp_path / "missing.pickle")]) == 2
    nowhere = tmp_path / "no such folder" / "decisions.pickle"
    assert main(["hindsight", "--deals", "1", "--save", str(nowhere)]) == 2
    assert f"cannot save to {nowhere}" in capsys.readouterr().err


def test_a_present_choice_outside_the_saved_ones_is_left_out_not_fatal(
    decisions: list[Decision], capsys: pytest.CaptureFixture[str]
) -> None:
    judged = value_all(decisions[:3], shuffles=2, workers=1)
    outside = replace(
        judged[0],
        chosen=next(a for a in judged[0].view.legal_actions if a not in judged[0].choices),
    )
    now, then = judgeable([outside, *judged[1:]], judged)
    assert now == judged[1:] and then == judged[1:]
    assert "1 present choices are not among the saved choices" in capsys.readouterr().err
