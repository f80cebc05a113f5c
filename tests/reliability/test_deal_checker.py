"""A checker that checks (issue 65, item 3): ``docs/check_deal.py --log`` deals the
committed deck again from the revealed seed and compares every card an exported log shows
with it, so that a log whose upcard, draws, discards or showdown were changed fails; it
names the hands committed whose seed was never revealed; and it refuses any input it cannot
read in one sentence on stderr, exit status 2, never a traceback.

The logs are genuine: a match played by computer players through the engine, fed to the
log panel's own model (``EventLogModel``, as the window does) and exported by its JSON
export, the log's Export button's. The script runs as people run it, ``python3 -I -S``:
nothing of the game importable.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from collections.abc import Callable
from datetime import datetime
from pathlib import Path
from typing import Any

import pytest

from gin_desktop.ai import create_player
from gin_desktop.engine import Card, Deck, Match, RuleSet
from gin_desktop.engine.fair_shuffle import shuffled

SCRIPT = Path(__file__).resolve().parents[2] / "docs" / "check_deal.py"
MATCH_SEED = "fair1:" + "17" * 32
"""The standard match the tampered logs come from: in its first hand both players take
from the discard pile, the viewer knocks and the other lays off."""

NAMES = ("Ana", "Budi", "Citra", "Dewi")
Log = dict[str, Any]


def check(*args: object, timeout: float = 60) -> subprocess.CompletedProcess[str]:
    """The script, run as FAIR_DEALS.md says: no site packages, no current folder."""
    return subprocess.run(
        [sys.executable, "-I", "-S", str(SCRIPT), *map(str, args)],
        capture_output=True,
        text=True,
        encoding="utf-8",
        timeout=timeout,
        check=False,
    )


def exported_log(preset: str, seed: str, hands: int, viewer: int, moves_after: int = 0) -> Log:
    """The JSON the log's Export button writes for ``viewer``, after computer players have
    played ``hands`` hands of a match (and ``moves_after`` moves of the next one)."""
    from gin_desktop.ui.widgets.log_panel import EventLogModel

    rules = RuleSet.preset(preset)
    match = Match(rules, seed=seed, names=NAMES[: rules.players])
    players = [create_player("casual", seat + 1) for seat in rules.seats]
    model = EventLogModel(clock=lambda: datetime(2026, 12, 7, 12))
    model.start([match.view(seat) for seat in rules.seats])
    model.set_viewer(viewer)
    moves = 0
    while not match.is_over and (len(match.history) < hands or moves < moves_after):
        moves += len(match.history) >= hands
        seat = match.to_act if match.to_act is not None else match.dealer
        model.add(match.play(players[seat].choose(match.view(seat)), seat=seat))
    data: Log = json.loads(model.export("json"))
    return data


@pytest.fixture(scope="module")
def genuine(qapp: Any) -> Log:
    """Two hands of a standard match, as seat 1 saw them."""
    return exported_log("standard", MATCH_SEED, 2, 0)


def written(tmp_path: Path, log: Log | str | bytes, name: str = "log.json") -> Path:
    path = tmp_path / name
    if isinstance(log, bytes):
        path.write_bytes(log)
    else:
        text = log if isinstance(log, str) else json.dumps(log, ensure_ascii=False)
        path.write_text(text, encoding="utf-8")
    return path


def order_of(log: Log, hand: int) -> list[str]:
    """The committed deck of ``hand``, dealt by the engine from the seed the log reveals."""
    (seed,) = [r["event"]["label"] for r in rows_of(log, hand, "deck_seed")]
    cards = Deck.named("standard").cards
    return [str(card) for card in shuffled(bytes.fromhex(seed), cards)]


def rows_of(log: Log, hand: int, kind: str) -> list[dict[str, Any]]:
    return [row for row in log["rows"] if row["hand"] == hand and row["event"]["kind"] == kind]


def pretty(card: str) -> str:
    return Card.from_str(card).pretty


WORDED_CARD = re.compile(r"(?<![0-9A-Za-z])(?:10|[2-9AJQK])[\u2660\u2665\u2666\u2663]")
"""A standard card in the log's words (``10\u2665``)."""


def rename(row: dict[str, Any], names: dict[str, str]) -> None:
    """Each card ``old`` of ``names`` shown as ``names[old]`` in a row, in its event and in
    its words alike (a careful forger changes both), all at once (a swap is two names)."""
    event = row["event"]
    if "cards" in event:
        event["cards"] = " ".join(names.get(card, card) for card in event["cards"].split())
    if "melds" in event:
        event["melds"] = [
            " ".join(names.get(card, card) for card in meld.split()) for meld in event["melds"]
        ]
    worded = {pretty(old): pretty(new) for old, new in names.items()}
    row["what"] = WORDED_CARD.sub(lambda m: worded.get(m[0], m[0]), row["what"])


def recard(row: dict[str, Any], old: str, new: str) -> None:
    rename(row, {old: new})


def never_held(log: Log, hand: int) -> str:
    """The deck's bottom card: never dealt nor drawn (the stock stops two cards short)."""
    return order_of(log, hand)[-1]


# --- the genuine logs pass ---------------------------------------------------------------


def test_a_genuine_exported_log_passes_every_card_compared(genuine: Log, tmp_path: Path) -> None:
    run = check("--log", written(tmp_path, genuine))
    assert run.returncode == 0, run.stdout + run.stderr
    assert "2 hand(s) checked, 0 failed" in run.stdout
    for hand in (1, 2):
        assert f"hand {hand}: commitment matches the seed" in run.stdout
        assert f"hand {hand}: every card the log shows (" in run.stdout
        assert f"  order (standard): {' '.join(order_of(genuine, hand))}" in run.stdout
    assert run.stderr == ""


@pytest.mark.parametrize(
    ("preset", "viewer"),
    [("ginski", 1), ("three_handed", 0), ("three_handed", 2), ("partnership", 3), ("oklahoma", 1)],
)
def test_genuine_logs_of_every_kind_of_game_pass(
    qapp: Any, tmp_path: Path, preset: str, viewer: int
) -> None:
    """Each way of dealing: the Rumski deck to three, the dealer sitting out (seen by a
    player and by someone watching), one game of a partnership's two, Oklahoma."""
    log = exported_log(preset, "fair1:" + "a7" * 32, 3, viewer)
    run = check("--log", written(tmp_path, log))
    assert run.returncode == 0, run.stdout + run.stderr
    assert " 0 failed" in run.stdout and "DOES NOT" not in run.stdout
    assert ("order (rumski)" in run.stdout) == (preset == "ginski")


def test_the_genuine_log_shows_what_the_tampering_tests_change(genuine: Log) -> None:
    """The first hand has all the tampered cases need: the viewer's own stock draw, a
    discard, a knock and the melds shown."""
    assert any("cards" in row["event"] for row in rows_of(genuine, 1, "drew_stock"))
    assert rows_of(genuine, 1, "discarded") and rows_of(genuine, 1, "drew_discard")
    assert len(rows_of(genuine, 1, "melds_shown")) == 2 and rows_of(genuine, 1, "laid_off")
    (knock,) = rows_of(genuine, 1, "knocked")
    assert knock["seat"] == genuine["viewer"] and "cards" in knock["event"]


# --- tampered logs fail ------------------------------------------------------------------


def _upcard(log: Log) -> str:
    (row,) = rows_of(log, 1, "upcard_turned")
    old, new = row["event"]["cards"], never_held(log, 1)
    recard(row, old, new)
    return f"hand 1: the upcard shown is {new}, but the committed deck turns up {old}."


def _drawn(log: Log) -> str:
    row = next(r for r in rows_of(log, 1, "drew_stock") if "cards" in r["event"])
    old, new = row["event"]["cards"], never_held(log, 1)
    recard(row, old, new)
    return f"drew {new} from the stock, but the committed deck's next card there is {old}."


def _discard(log: Log) -> str:
    row = rows_of(log, 1, "discarded")[0]
    old, new = row["event"]["cards"], never_held(log, 1)
    recard(row, old, new)
    who = f"seat {row['seat'] + 1} ({NAMES[row['seat']]})"
    return f"hand 1: {who} discarded {new}, a card the committed deck never put in their hand."


def _hidden(log: Log) -> str:
    """The viewer's own draw from the stock hidden, as another player's would be."""
    row = next(r for r in rows_of(log, 1, "drew_stock") if "cards" in r["event"])
    card = row["event"].pop("cards")
    row["what"] = row["what"].replace(pretty(card), "a card")
    return f"drew {card} from the stock, which their own log hides from them."


def _taken(log: Log) -> str:
    row = rows_of(log, 1, "drew_discard")[-1]
    old, new = row["event"]["cards"], never_held(log, 1)
    recard(row, old, new)
    return f"took {new} from the discard pile, but the card on top of it was {old}."


def _laid_off(log: Log) -> str:
    row = rows_of(log, 1, "laid_off")[0]
    new = never_held(log, 1)
    recard(row, row["event"]["cards"], new)
    return f"laid off {new}, a card the committed deck never put in their hand."


def _knock_discard(log: Log) -> str:
    (row,) = rows_of(log, 1, "knocked")
    new = never_held(log, 1)
    recard(row, row["event"]["cards"], new)
    return f"discarded {new} face down, a card the committed deck never put in their hand."


def _showdown(log: Log) -> str:
    row = rows_of(log, 1, "melds_shown")[-1]
    old, new = row["event"]["melds"][0].split()[0], never_held(log, 1)
    recard(row, old, new)
    return f"shows {new} at the showdown, a card the committed deck never put in their hand."


def _every_card(log: Log) -> str:
    """Every card of the first hand shown as the next one in the deck's own order."""
    cards = [str(card) for card in Deck.named("standard").cards]
    following = {card: cards[(i + 1) % len(cards)] for i, card in enumerate(cards)}
    for row in log["rows"]:
        if row["hand"] == 1 and row["event"]["kind"] != "cut":
            rename(row, following)
    return "hand 1: the upcard shown is"


def _seed(log: Log) -> str:
    (row,) = rows_of(log, 1, "deck_seed")
    row["what"] = row["what"].replace(row["event"]["label"], "ab" * 32)
    row["event"]["label"] = "ab" * 32
    return "hand 1: commitment DOES NOT match the seed revealed"


def _commitment(log: Log) -> str:
    (row,) = rows_of(log, 1, "deal")
    row["what"] = row["what"].replace(row["event"]["label"], "cd" * 32)
    row["event"]["label"] = "cd" * 32
    return "hand 1: commitment DOES NOT match the seed revealed"


def _commitment_removed(log: Log) -> str:
    """The commitment taken out of the deal, as if the hand had been dealt unfairly."""
    (row,) = rows_of(log, 1, "deal")
    row["what"] = row["what"].replace(row["event"].pop("label"), "")
    return "hand 1: a seed is revealed, but the commitment made at the deal is not in the log"


def _swapped(log: Log) -> str:
    """The upcard and the viewer's first card from the stock swapped throughout the hand:
    the log still tells a hand that could have been played, but not from this deck."""
    (up,) = rows_of(log, 1, "upcard_turned")
    drawn = next(r for r in rows_of(log, 1, "drew_stock") if "cards" in r["event"])
    a, b = up["event"]["cards"], drawn["event"]["cards"]
    for row in log["rows"]:
        if row["hand"] == 1 and row["event"]["kind"] != "cut":
            rename(row, {a: b, b: a})
    return f"hand 1: the upcard shown is {b}, but the committed deck turns up {a}."


def _words(log: Log) -> str:
    """Only the words the log panel showed: the event left as it was."""
    (row,) = rows_of(log, 1, "upcard_turned")
    old, new = row["event"]["cards"], never_held(log, 1)
    row["what"] = row["what"].replace(pretty(old), pretty(new))
    return f"'s words name {new}, but its event shows {old}."


TAMPERED: dict[str, Callable[[Log], str]] = {
    "upcard changed": _upcard,
    "a drawn card changed": _drawn,
    "the viewer's own draw hidden": _hidden,
    "a discard changed": _discard,
    "a card taken from the discard pile changed": _taken,
    "a laid-off card changed": _laid_off,
    "the face-down knock discard changed": _knock_discard,
    "a showdown card changed": _showdown,
    "every shown card changed": _every_card,
    "seed changed": _seed,
    "commitment changed": _commitment,
    "commitment removed": _commitment_removed,
    "two cards swapped": _swapped,
    "the words alone changed": _words,
}


@pytest.mark.parametrize("case", list(TAMPERED))
def test_a_tampered_log_fails_naming_the_hand_and_the_card(
    genuine: Log, tmp_path: Path, case: str
) -> None:
    log = json.loads(json.dumps(genuine))
    said = TAMPERED[case](log)
    run = check("--log", written(tmp_path, log))
    assert run.returncode == 1, run.stdout + run.stderr
    assert said in run.stdout
    assert "1 failed" in run.stdout
    assert "hand 2: every card the log shows" in run.stdout  # the other hand still agrees
    assert "Traceback" not in run.stdout + run.stderr


# --- hands that cannot be checked are named ----------------------------------------------


def test_a_hand_committed_whose_seed_was_never_revealed_is_named(qapp: Any, tmp_path: Path) -> None:
    """Exported in the middle of the second hand: its commitment is there, its seed not
    yet; the first hand is checked and the second named."""
    log = exported_log("standard", MATCH_SEED, 1, 0, moves_after=6)
    run = check("--log", written(tmp_path, log))
    assert run.returncode == 0, run.stdout + run.stderr
    assert "hand 2: committed, seed not revealed (cannot be checked)" in run.stdout
    assert "1 hand(s) checked, 0 failed, 1 could not be checked" in run.stdout


def test_a_log_with_no_hand_revealed_checks_nothing_and_says_so(qapp: Any, tmp_path: Path) -> None:
    log = exported_log("standard", MATCH_SEED, 0, 0, moves_after=4)
    run = check("--log", written(tmp_path, log))
    assert run.returncode == 1
    assert "hand 1: committed, seed not revealed (cannot be checked)" in run.stdout
    assert "No hand of the log could be checked" in run.stdout


def test_a_hand_dealt_from_a_chosen_seed_is_named_not_committed(qapp: Any, tmp_path: Path) -> None:
    log = exported_log("standard", "a seed chosen for the match", 1, 0)
    run = check("--log", written(tmp_path, log))
    assert run.returncode == 1
    assert "hand 1: not committed" in run.stdout


def test_a_name_that_reads_like_a_card_leaves_the_words_aside_not_the_cards(
    genuine: Log, tmp_path: Path
) -> None:
    """A player called "Q\u2665 Ratu" would be taken for a queen in the words of the rows
    naming them: the words are then not compared, the events still are, card by card."""
    log = json.loads(json.dumps(genuine))
    log["names"][1] = "Q\u2665 Ratu"
    for row in log["rows"]:
        row["what"] = row["what"].replace(NAMES[1], "Q\u2665 Ratu")
    run = check("--log", written(tmp_path, log))
    assert run.returncode == 0, run.stdout + run.stderr
    assert "the rows' words are not compared" in run.stdout
    _upcard(log)
    run = check("--log", written(tmp_path, log))
    assert run.returncode == 1 and "hand 1: the upcard shown is" in run.stdout


# --- input it cannot read: one sentence, exit status 2 -----------------------------------


def _truncated(genuine: Log, tmp: Path) -> list[object]:
    text = json.dumps(genuine)
    return ["--log", written(tmp, text[: len(text) // 2])]


def _changed(change: Callable[[Log], object]) -> Callable[[Log, Path], list[object]]:
    def make(genuine: Log, tmp: Path) -> list[object]:
        log = json.loads(json.dumps(genuine))
        change(log)
        return ["--log", written(tmp, log)]

    return make


def _set(path: tuple[Any, ...], value: object) -> Callable[[Log], None]:
    def change(log: Log) -> None:
        at: Any = log
        for key in path[:-1]:
            at = at[key]
        at[path[-1]] = value

    return change


def _file(content: bytes | str) -> Callable[[Log, Path], list[object]]:
    return lambda genuine, tmp: ["--log", written(tmp, content)]


def _seed_row(log: Log) -> int:
    return next(i for i, row in enumerate(log["rows"]) if row["event"]["kind"] == "deck_seed")


def _bad_seed(log: Log) -> None:
    log["rows"][_seed_row(log)]["event"]["label"] = "zz" * 32


MALFORMED: dict[str, Callable[[Log, Path], list[object]]] = {
    "truncated JSON": _truncated,
    "a list instead of an object": _file("[1, 2, 3]"),
    "rows of the wrong type": _changed(_set(("rows",), "many")),
    "a hand number as text": _changed(_set(("rows", 0, "hand"), "1")),
    "a seat out of the table": _changed(_set(("rows", 1, "event", "seat"), 7)),
    "cards as a number": _changed(_set(("rows", 2, "event", "cards"), 42)),
    "a non-hexadecimal seed": _changed(_bad_seed),
    "a card of no deck": _changed(_set(("rows", 2, "event", "cards"), "ZZ")),
    "another format": _changed(_set(("format",), "someone-elses-log")),
    "a later format version": _changed(_set(("version",), 2)),
    "empty file": _file(b""),
    "binary junk": _file(bytes(range(256)) * 40),
    "deep nesting": _file("[" * 100000),
    "a number too long": _file(
        '{"format": "gin-desktop-match-log", "version": ' + "9" * 5000 + "}"
    ),
    "missing file": lambda genuine, tmp: ["--log", tmp / "no such log.json"],
    "a directory": lambda genuine, tmp: ["--log", tmp],
    "an unknown deck": lambda genuine, tmp: ["tarot", "ab" * 32],
    "a seed of 63 digits": lambda genuine, tmp: ["standard", "a" * 63],
    "a non-hexadecimal commitment": lambda genuine, tmp: ["rumski", "ab" * 32, "xy" * 32],
    "no arguments": lambda genuine, tmp: [],
    "too many arguments": lambda genuine, tmp: ["standard", "ab" * 32, "ab" * 32, "more"],
    "--log with no file": lambda genuine, tmp: ["--log"],
}


def refused_in_one_sentence(run: subprocess.CompletedProcess[str]) -> None:
    assert run.returncode == 2, run.stdout + run.stderr
    assert "Traceback" not in run.stdout + run.stderr
    assert run.stdout == ""
    lines = run.stderr.splitlines()
    assert len(lines) == 1 and lines[0].startswith("check_deal.py: ")
    assert lines[0].endswith(".")


@pytest.mark.parametrize("case", list(MALFORMED))
def test_input_it_cannot_read_is_refused_in_one_sentence(
    genuine: Log, tmp_path: Path, case: str
) -> None:
    refused_in_one_sentence(check(*MALFORMED[case](genuine, tmp_path)))


def test_a_500_mb_file_is_refused_at_once_without_being_read(tmp_path: Path) -> None:
    """A sparse file (no disk used): refused by its size, well before reading 500 MB
    could finish."""
    path = tmp_path / "huge.json"
    with path.open("wb") as file:
        file.truncate(500 * 2**20)
    run = check("--log", path, timeout=30)  # a hang guard, not a timing
    refused_in_one_sentence(run)
    assert "16 MiB" in run.stderr


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no named pipes here")
def test_a_fifo_is_refused_without_waiting_for_a_writer(tmp_path: Path) -> None:
    path = tmp_path / "pipe.json"
    os.mkfifo(path)
    run = check("--log", path, timeout=20)
    refused_in_one_sentence(run)
    assert "not a regular file" in run.stderr


ODD_VALUES: list[object] = [None, -1, 0, 7, 10**30, 1.5, True, "", "x", "AS", [], {}, ["AS"]]


def test_any_field_changed_to_any_value_is_checked_or_refused_never_a_traceback(
    genuine: Log, tmp_path: Path
) -> None:
    """Sixty logs, each with a few fields (of the log, a row or an event) set to odd
    values: each is checked (0 or 1) or refused in one sentence (2), never a traceback."""
    import random

    chance = random.Random(65)
    for attempt in range(60):
        log = json.loads(json.dumps(genuine))
        row = chance.choice(log["rows"])
        targets = [log, row, row["event"], row["event"]]
        for _ in range(chance.randint(1, 3)):
            target = chance.choice(targets)
            target[chance.choice(sorted(target))] = chance.choice(ODD_VALUES)
        run = check("--log", written(tmp_path, log, f"odd{attempt}.json"))
        assert run.returncode in (0, 1, 2), (attempt, run.stderr)
        assert "Traceback" not in run.stdout + run.stderr
        if run.returncode == 2:
            refused_in_one_sentence(run)


def test_a_file_not_in_utf8_is_refused(tmp_path: Path) -> None:
    path = written(tmp_path, '{"format": "gin-desktop-match-log"}'.encode("utf-16"))
    refused_in_one_sentence(check("--log", path))
