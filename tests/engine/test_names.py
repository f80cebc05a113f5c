"""Players' names are checked in one place (``engine/names.py``) for every path: text on
one line, 1 to 24 characters, nothing that turns the text around it or hides, no two
players of one match alike."""

from __future__ import annotations

import pytest

from gin_desktop.engine import Match
from gin_desktop.engine.names import NAME_MAX, check_name, check_names, may_be_typed
from gin_desktop.session import SeatPlan


@pytest.mark.parametrize(
    "name", ["Ana", "Budi Santoso", "Nenek 👵🏽", "👨‍👩‍👧", "Zoë", "علي", " Ana "]
)
def test_a_name_as_people_write_it_is_kept(name: str) -> None:
    assert check_name(name) == name.strip()
    assert may_be_typed(name)


@pytest.mark.parametrize(
    ("name", "words"),
    [
        ("\u202eAna 12", "direction"),  # a right-to-left override: "21 anA"
        ("Ana\u2066", "direction"),
        ("An\u200ba", "invisible"),  # a zero-width space: two "Ana"s
        ("\ufeffAna", "invisible"),
        ("An\x00a", "control"),
        ("Ana\nBudi", "control"),
        ("", "1 to"),
        ("A" * (NAME_MAX + 1), "1 to"),
        ("A" * 10_000, "1 to"),
        (7, "text"),
    ],
)
def test_rule_a_name_that_would_read_wrongly_is_refused(name: object, words: str) -> None:
    with pytest.raises(ValueError) as refused:
        check_name(name)
    assert words in str(refused.value)
    assert len(str(refused.value)) < 200


@pytest.mark.parametrize("text", ["\u202eAna", "An\u200ba", "An\x00a", "Ana\tBudi"])
def test_the_name_field_refuses_what_no_name_holds_as_it_is_typed(text: str) -> None:
    assert not may_be_typed(text)


@pytest.mark.parametrize("names", [["Ana", "ana"], ["Ana", "Ana "], ["Ana", "An\u200da"]])
def test_rule_two_players_of_one_match_never_share_a_name(names: list[str]) -> None:
    with pytest.raises(ValueError, match="share a name"):
        check_names(names, 2)
    with pytest.raises(ValueError, match="share a name"):
        Match(names=names)


def test_every_path_uses_the_one_check() -> None:
    """The session's seats and the match refuse the same names."""
    for bad in ("\u202eAna", "An\u200ba"):
        with pytest.raises(ValueError):
            SeatPlan(bad, None)
        with pytest.raises(ValueError):
            Match(names=[bad, "Budi"])
    match = Match(names=["Ana", "Budi"])
    with pytest.raises(ValueError):
        match.rename(["Ana", "\u202eBudi"])
    assert match.names == ("Ana", "Budi")
