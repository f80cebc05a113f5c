"""10,000 saved matches, mutated: truncated, bytes flipped, fields removed, duplicated or
changed to impossible values and wrong types. None crashes the reader; each one refused is
refused with a sentence, its bytes untouched and a copy kept aside; each one accepted plays
on to the end of its hand."""

from __future__ import annotations

import copy
import json
import random
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

from gin_desktop.ai import create_player
from gin_desktop.engine import Match, NextHand, RuleSet
from gin_desktop.session import SeatPlan, Session
from gin_desktop.storage.files import set_aside
from gin_desktop.storage.matches import DamagedMatch, SavedMatch, read_match

TRIALS = 10_000
SESSION = Session(RuleSet(), (SeatPlan("Ana", None), SeatPlan("Computer", "casual")), seed=5)
ODD_VALUES: tuple[Any, ...] = (
    None, True, False, -1, 0, 1, 2, 99, 10**12, 1.5, "", "KS", "W1", "7R", "knock", [], [[]],
    {}, {"a": 1}, ["KS", "KS"], "x" * 300,
)  # fmt: skip


def bases() -> list[str]:
    """Saved texts at many moments: first upcard, draw, discard, lay-off, ended hands."""
    texts: list[str] = []
    players = [create_player("casual", seed=3), create_player("strong", seed=4)]
    match = Match(SESSION.rules, seed=SESSION.seed, names=SESSION.names)
    moves = 0
    while not match.is_over and len(texts) < 40:
        seat = match.to_act
        if moves % 7 == 0 or match.hand.phase.value in ("layoff", "ended"):
            order = tuple(sorted(match.hand.hand(0)))
            texts.append(SavedMatch(SESSION, match, {0: order}).to_text())
        match.apply(NextHand()) if seat is None else match.apply(
            players[seat].choose(match.view(seat)), seat=seat
        )
        moves += 1
    return texts


def nodes(data: Any, path: tuple[Any, ...] = ()) -> Iterator[tuple[Any, ...]]:
    yield path
    if isinstance(data, dict):
        for key, value in data.items():
            yield from nodes(value, (*path, key))
    elif isinstance(data, list):
        for index, value in enumerate(data):
            yield from nodes(value, (*path, index))


def parent_of(data: Any, path: tuple[Any, ...]) -> Any:
    for step in path[:-1]:
        data = data[step]
    return data


def structural(rng: random.Random, text: str) -> str:
    data = json.loads(text)
    paths = [path for path in nodes(data) if path]
    path = rng.choice(paths)
    parent, key = parent_of(data, path), path[-1]
    kind = rng.randrange(4)
    if kind == 0:  # removed
        del parent[key]
    elif kind == 1:  # changed to an impossible value or a wrong type
        parent[key] = copy.deepcopy(rng.choice(ODD_VALUES))
    elif kind == 2 and isinstance(parent, list):  # duplicated
        parent.insert(key, copy.deepcopy(parent[key]))
    else:  # swapped with another value of the file
        other = rng.choice(paths)
        parent[key] = copy.deepcopy(parent_of(data, other)[other[-1]])
    return json.dumps(data)


def textual(rng: random.Random, text: str) -> bytes:
    raw = bytearray(text.encode("utf-8"))
    kind = rng.randrange(3)
    if kind == 0:  # truncated
        return bytes(raw[: rng.randrange(len(raw))])
    if kind == 1:  # bytes flipped
        for _ in range(rng.randint(1, 4)):
            raw[rng.randrange(len(raw))] ^= 1 << rng.randrange(8)
        return bytes(raw)
    at = text.index("{", rng.randrange(len(text) // 2))  # a key duplicated (JSON keeps the last)
    key = rng.choice(("to_act", "phase", "hand_number", "scores", "dealer", "version"))
    value = json.dumps(rng.choice(ODD_VALUES))
    return (text[: at + 1] + f'"{key}":{value},' + text[at + 1 :]).encode("utf-8")


def play_out_the_hand(saved: SavedMatch, rng: random.Random) -> None:
    match, number = saved.match, saved.match.hand_number
    for _ in range(500):
        if match.is_over or match.hand.phase.value == "ended" or match.hand_number != number:
            return
        match.apply(rng.choice(match.legal_actions()))
    raise AssertionError("an accepted match did not reach the end of its hand")


def test_mutated_saved_matches_never_crash_and_lose_nothing(tmp_path: Path) -> None:
    rng = random.Random(20261202)
    texts = bases()
    mutate: list[Callable[[random.Random, str], bytes]] = [
        lambda r, t: structural(r, t).encode("utf-8"),
        textual,
    ]
    refused = accepted = 0
    for trial in range(TRIALS):
        raw = rng.choice(mutate)(rng, rng.choice(texts))
        path = tmp_path / f"{trial}.ginmatch"
        path.write_bytes(raw)
        try:
            saved = read_match(path)
        except DamagedMatch as error:
            refused += 1
            sentence = str(error)
            assert sentence.startswith(f"{path.name}: ") and 12 < len(sentence) <= 300
            kept = set_aside(path, keep_original=True)
            assert path.read_bytes() == raw and kept.read_bytes() == raw
            kept.unlink()
        else:
            accepted += 1
            play_out_the_hand(saved, rng)
        path.unlink()
    assert refused + accepted == TRIALS
    assert refused > TRIALS // 2  # most mutations make an impossible match
    print(f"{refused} refused, {accepted} accepted and played on")
