"""The Ginski bound: every measured seat plays whole matches legally, and the peeking seat
really reads the next stock card while the fair one never does."""

from __future__ import annotations

import pytest

from gin_desktop.engine import DrawStock, Match, PassUpcard, RuleSet
from gin_desktop.tools.ginski_bound import KINDS, Greedy, main, play


@pytest.mark.parametrize("kind", KINDS)
def test_a_whole_match_ends_with_a_winner(kind: str) -> None:
    winners = play((kind, 3, 0, 1))
    assert len(winners) == 1 and 0 <= winners[0] < 3


class Stock(tuple):  # a stock that records being read
    reads = 0

    def __getitem__(self, index):  # type: ignore[no-untyped-def]
        Stock.reads += 1
        return super().__getitem__(index)


def test_only_the_peeking_seat_reads_the_stock(monkeypatch: pytest.MonkeyPatch) -> None:
    match = Match(RuleSet.preset("ginski"), seed="bound")
    while DrawStock() not in match.view(match.to_act).legal_actions:
        match.apply(PassUpcard(), seat=match.to_act)  # the first upcard goes round
    view = match.view(match.to_act)
    monkeypatch.setattr(type(match.hand), "stock", property(lambda r: Stock(r._stock)))
    for peeking in (False, True):
        Stock.reads = 0
        assert Greedy(match, peeking).choose(view) in view.legal_actions
        assert (Stock.reads > 0) is peeking


def test_the_command_prints_each_share(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--matches", "3", "--workers", "1", "--kinds", "greedy,sees-fair"]) == 0
    out = capsys.readouterr().out
    assert "greedy      won" in out and "sees-fair   won" in out and "par is 33.3%" in out
    assert "peeking" not in out


def test_an_unknown_kind_is_refused(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        main(["--kinds", "greedy,sees-more"])
    assert "unknown kind 'sees-more'" in capsys.readouterr().err
