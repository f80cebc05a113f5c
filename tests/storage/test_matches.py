"""Saved matches: written whole, read back exactly, and anything else refused in words and
kept aside without a byte of the original changed."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from gin_desktop.ai import create_player
from gin_desktop.engine import Match, NextHand, RuleSet
from gin_desktop.session import SeatPlan, Session
from gin_desktop.storage.files import set_aside
from gin_desktop.storage.matches import (
    AUTOSAVE_NAME,
    FORMAT,
    VERSION,
    Autosave,
    DamagedMatch,
    NewerMatch,
    SavedMatch,
    read_match,
    write_match,
)

SESSION = Session(RuleSet(), (SeatPlan("Ana", None), SeatPlan("Computer", "casual")), seed=7)


def advance(match: Match, actions: int) -> None:
    """``actions`` moves of two computer players (a new hand counts as one)."""
    players = [create_player("casual", seed=1), create_player("strong", seed=2)]
    for _ in range(actions):
        if match.is_over:
            return
        seat = match.to_act
        if seat is None:
            match.apply(NextHand())
        else:
            match.apply(players[seat].choose(match.view(seat)), seat=seat)


def played(actions: int = 25) -> SavedMatch:
    """A match against the computer after some moves, with Ana's hand in a table order."""
    match = Match(SESSION.rules, seed=SESSION.seed, names=SESSION.names)
    advance(match, actions)
    order = tuple(reversed(match.hand.hand(0)))
    return SavedMatch(SESSION, match, {0: order})


def test_a_saved_match_reads_back_as_it_was(tmp_path: Path) -> None:
    saved = played()
    path = tmp_path / "a.ginmatch"
    write_match(path, saved)
    again = read_match(path)
    assert again.match.to_dict() == saved.match.to_dict()
    assert again.session == saved.session
    assert again.hand_orders == saved.hand_orders
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["format"] == FORMAT and data["version"] == VERSION


def test_an_older_version_is_migrated_one_version_at_a_time(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Version 1 is the only format so far; this checks the path the next one will take:
    a file of the version before is read through its migration."""
    from gin_desktop.storage import matches

    saved = played()
    older = json.loads(saved.to_text())
    older["hand_orders_v0"] = older.pop("hand_orders")  # as an imagined older format
    path = tmp_path / "old.ginmatch"
    path.write_text(json.dumps(older), encoding="utf-8")
    seen: list[int] = []

    def up_to_2(data: dict) -> dict:
        seen.append(data["version"])
        data["hand_orders"] = data.pop("hand_orders_v0")
        return data

    monkeypatch.setattr(matches, "VERSION", VERSION + 1)
    monkeypatch.setitem(matches._MIGRATIONS, VERSION, up_to_2)
    again = read_match(path)
    assert seen == [VERSION]
    assert again.hand_orders == saved.hand_orders and again.session == saved.session
    assert path.read_text(encoding="utf-8") == json.dumps(older)  # read, never rewritten


def test_a_match_saved_by_a_newer_version_is_refused_with_a_sentence(tmp_path: Path) -> None:
    data = json.loads(played().to_text())
    data["version"] = VERSION + 1
    path = tmp_path / "new.ginmatch"
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(NewerMatch) as refused:
        read_match(path)
    assert "saved by a newer Gin Desktop" in str(refused.value)
    assert str(refused.value).startswith("new.ginmatch: ")


@pytest.mark.parametrize(
    ("change", "words"),
    [
        (lambda d: d.update(format="something else"), "not a saved match of Gin Desktop"),
        (lambda d: d.update(version="1"), "format version"),
        (lambda d: d.update(version=True), "format version"),
        (lambda d: d["match"]["round"].update(to_act=5), "no seat"),
        (lambda d: d["match"]["round"].update(stock_only=1), "not true or false"),
        (lambda d: d["match"].update(scores=[-3, 0]), "never negative"),
        (lambda d: d["match"].update(scores=[150, 0]), "reached the target"),
        (lambda d: d["match"].update(hand_number=0), "hand number"),
        (lambda d: d["session"]["seats"][0].update(name="Budi"), "players"),
        (lambda d: d["session"]["rules"].update(knock_limit=9), "rules"),
        (lambda d: d["hand_orders"]["0"].pop(), "table order"),
        (lambda d: d["hand_orders"].update({"1": []}), "seat nobody plays"),
        (lambda d: d.pop("match"), "missing"),
        (
            lambda d: [d[k]["rules"].update(big_gin_bonus=10) for k in ("match", "session")],
            "big gin bonus is below",
        ),  # the house-rules dialog refuses them: so does a file
    ],
)
def test_what_no_real_match_has_is_refused(change, words: str) -> None:
    data = json.loads(played().to_text())
    change(data)
    with pytest.raises(DamagedMatch) as refused:
        SavedMatch.from_text(json.dumps(data))
    assert words in str(refused.value)
    assert len(str(refused.value)) <= 200


@pytest.mark.parametrize(
    ("where", "value", "words"),
    [
        ("hands", lambda h: [h["hands"][0] + h["hands"][1][:1], h["hands"][1][1:]], "holds"),
        ("known", lambda h: [h["stock"][:3], []], "known to hold"),
        ("phase", lambda h: "layoff", "knocker"),
        ("taken_card", lambda h: h["stock"][0], "taken"),
    ],
)
def test_a_hand_no_play_can_reach_is_refused(where: str, value, words: str) -> None:
    data = json.loads(played().to_text())
    hand = data["match"]["round"]
    hand[where] = value(hand)
    with pytest.raises(DamagedMatch) as refused:
        SavedMatch.from_text(json.dumps(data))
    assert words in str(refused.value)


def test_a_damaged_file_chosen_by_the_player_stays_and_a_copy_is_kept(tmp_path: Path) -> None:
    path = tmp_path / "mine.ginmatch"
    path.write_bytes(b"\x00garbage{")
    with pytest.raises(DamagedMatch) as refused:
        read_match(path)
    assert "mine.ginmatch" in str(refused.value)
    copy = set_aside(path, keep_original=True)
    assert path.read_bytes() == copy.read_bytes() == b"\x00garbage{"
    assert copy.name.startswith("mine.ginmatch.damaged-")
    assert set_aside(path, keep_original=True) == copy  # the same bytes: one copy
    path.write_bytes(b"\x00other garbage{")
    second = set_aside(path, keep_original=True)
    assert second != copy and copy.read_bytes() == b"\x00garbage{"  # never written over
    assert second.read_bytes() == b"\x00other garbage{"


def test_the_autosave_keeps_the_match_in_progress_and_sets_damage_aside(tmp_path: Path) -> None:
    autosave = Autosave(tmp_path / "data")
    assert autosave.read() is None
    saved = played()
    autosave.write(saved)
    again = autosave.read()
    assert again is not None and again.match.to_dict() == saved.match.to_dict()
    autosave.path.write_text(saved.to_text()[:-40], encoding="utf-8")  # cut short
    with pytest.raises(DamagedMatch):
        autosave.read()
    assert not autosave.path.exists()  # the game starts clean...
    (kept,) = autosave.folder.glob(AUTOSAVE_NAME + ".damaged-*")
    assert kept.read_text(encoding="utf-8") == saved.to_text()[:-40]  # ...and nothing is lost


def test_stale_temporary_files_of_a_killed_run_are_removed(tmp_path: Path) -> None:
    autosave = Autosave(tmp_path)
    autosave.write(played())
    stale = tmp_path / f".{AUTOSAVE_NAME}.abc123.tmp"
    stale.write_text("half a match", encoding="utf-8")
    other = tmp_path / "notes.txt"
    other.write_text("mine", encoding="utf-8")
    assert autosave.remove_stale() == [stale]
    assert not stale.exists() and other.exists() and autosave.path.exists()


def test_a_finished_hand_and_a_finished_match_save_too() -> None:
    match = Match(RuleSet(target_score=10), seed=3, names=SESSION.names)
    session = Session(match.rules, SESSION.seats, 3)
    while not match.is_over:
        advance(match, 1)
        saved = SavedMatch(session, match)
        assert SavedMatch.from_text(saved.to_text()).match.to_dict() == match.to_dict()
