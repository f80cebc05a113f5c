"""What a match is made of, seat by seat, without Qt: the session storage will save."""

from __future__ import annotations

import pytest

from gin_desktop.engine import RuleSet
from gin_desktop.session import LEVELS, NAME_MAX, MatchSettings, SeatPlan, Session


def test_against_the_computer_you_sit_at_seat_0_and_the_computer_at_seat_1() -> None:
    session = MatchSettings.against_computer("", "expert", seed=4).session(["Ana", "Computer"])
    assert session.names == ("Ana", "Computer")
    assert session.humans == (0,) and session.computers == {1: "expert"}
    assert not session.hotseat and session.seed == 4 and session.rules == RuleSet()


def test_in_hot_seat_both_seats_are_people() -> None:
    settings = MatchSettings.hotseat_of("Ana", "Budi")
    session = settings.session(["Ana", "Budi"])
    assert session.names == ("Ana", "Budi") and session.humans == (0, 1)
    assert session.computers == {} and session.hotseat


def test_a_session_round_trips_as_plain_data() -> None:
    session = Session(RuleSet.preset("oklahoma"), (SeatPlan("Ana"), SeatPlan("Cpu", "strong")), 7)
    assert Session.from_dict(session.to_dict()) == session


@pytest.mark.parametrize(
    "bad",
    [
        lambda: SeatPlan(""),
        lambda: SeatPlan("x" * (NAME_MAX + 1)),
        lambda: SeatPlan("Ana", "grandmaster"),  # type: ignore[arg-type]
        lambda: Session(RuleSet(), (SeatPlan("Ana"),)),
        lambda: Session(RuleSet(), (SeatPlan("A", "casual"), SeatPlan("B", "casual"))),
        lambda: Session(RuleSet(), (SeatPlan("A"), SeatPlan("B")), seed=1.5),  # type: ignore[arg-type]
        lambda: Session.from_dict({"seats": "nonsense"}),
    ],
)
def test_a_session_that_cannot_be_is_refused(bad: object) -> None:
    assert callable(bad)
    with pytest.raises(ValueError):
        bad()


def test_the_levels_are_weakest_first() -> None:
    assert LEVELS == ("beginner", "casual", "strong", "expert")
