"""A refused match file is refused in the player's words (issue 65): no sentence shows
Python's own wording of an error (a JSON decoder's "Expecting ',' delimiter: line 1 column
9 (char 8)", "'int' object has no attribute 'split'", an exception's repr, "Errno"...),
whether the file is opened through the storage or through Game › Open match."""

from __future__ import annotations

import base64
import json
import random
import re
import zlib
from pathlib import Path

import pytest

from gin_desktop.storage.matches import SUFFIX, DamagedMatch, read_match
from gin_desktop.storage.sealing import ANYWHERE, SHARED_KEY, seal
from tests.storage.test_fuzz_saved import bases, structural, textual
from tests.storage.test_matches import played
from tests.ui.test_keeping import open_window

PYTHON_WORDING = re.compile(
    r"Errno|<class|Traceback|codec can't|\w+Error\b|NoneType|object has no attribute|"
    r"object is not|not subscriptable|unhashable|is not a valid \w+$|indices must|"
    r"index out of range|unpack|invalid literal|Expecting|line \d+ column \d+|\(char \d+\)|"
    r"not supported between|positional argument|keyword argument|object of type|__\w+__"
)
"""Python's wording, which no refusal may show."""


def sealed(text: str) -> str:
    return json.dumps(
        {
            "format": "gin-desktop-match",
            "version": 3,
            "sealed_with": ANYWHERE,
            "sealed": seal(text, SHARED_KEY),
        }
    )


def session_of(value: object) -> str:
    data = json.loads(played().to_text())
    data["session"] = value
    return json.dumps(data)


def hand_field(name: str, value: object) -> str:
    data = json.loads(played().to_text())
    data["match"]["round"][name] = value
    return json.dumps(data)


HOSTILE: dict[str, bytes | str] = {
    "not JSON": '{"format": "gin-desktop-match" "version": 3}',
    "cut short": played().to_text()[:200],
    "a control character": '{"format": "gin-\x01desktop-match"}',
    "UTF-16": played().to_text().encode("utf-16"),
    "binary": bytes(range(256)) * 4,
    "empty": b"",
    "nested without end": "[" * 100_000,
    "a version in words": '{"format": "gin-desktop-match", "version": "three"}',
    "a session of a number": session_of(7),
    "a session of text": session_of("Ana"),
    "a session of a list": session_of([1, 2]),
    "a hand of a number": hand_field("hands", 5),
    "a phase unknown": hand_field("phase", {"a": 1}),
    "a match of a list": json.dumps({"format": "gin-desktop-match", "version": 2,
                                     "session": {}, "match": []}),
    "a seal of no base64": sealed("x").replace('"sealed": "', '"sealed": "!!'),
    "a seal holding no JSON": sealed("not json at all"),
    "a seal holding binary": json.dumps({"format": "gin-desktop-match", "version": 3,
        "sealed_with": ANYWHERE, "sealed": base64.b64encode(zlib.compress(b"\xff" * 64)).decode()}),
}  # fmt: skip


def refusal(path: Path) -> str:
    with pytest.raises(DamagedMatch) as refused:
        read_match(path)
    return refused.value.problem


@pytest.mark.parametrize("name", list(HOSTILE))
def test_a_hostile_match_file_is_refused_in_the_players_words(tmp_path: Path, name: str) -> None:
    content = HOSTILE[name]
    path = tmp_path / f"hostile{SUFFIX}"
    if isinstance(content, str):
        path.write_text(content, encoding="utf-8")
    else:
        path.write_bytes(content)
    problem = refusal(path)
    assert PYTHON_WORDING.search(problem) is None, problem
    assert problem and problem[0].islower() and "\n" not in problem


def test_two_thousand_mutated_matches_are_refused_in_the_players_words(tmp_path: Path) -> None:
    rng, texts = random.Random(65), bases()
    path = tmp_path / f"mutated{SUFFIX}"
    said: set[str] = set()
    for _ in range(2000):
        text = rng.choice(texts)
        mutated = structural(rng, text).encode() if rng.random() < 0.6 else textual(rng, text)
        path.write_bytes(mutated)
        try:
            read_match(path)
        except DamagedMatch as error:
            said.add(error.problem)
    shown = sorted(problem for problem in said if PYTHON_WORDING.search(problem))
    assert shown == [], f"{len(shown)} refusals in Python's words, such as {shown[:3]}"
    assert len(said) > 20  # refusals of many kinds were read


@pytest.mark.parametrize("name", ["not JSON", "a session of a number", "a phase unknown"])
def test_game_open_match_refuses_in_the_players_words(
    qtbot, store, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, name: str
) -> None:
    window = open_window(qtbot, store, tmp_path / "data")
    path = tmp_path / f"hostile{SUFFIX}"
    path.write_text(str(HOSTILE[name]), encoding="utf-8")
    warned: list[str] = []
    monkeypatch.setattr(
        "gin_desktop.ui.window.keeper.MatchKeeper._warn", lambda _self, text: warned.append(text)
    )
    assert not window.keeper.open_path(path)
    (sentence,) = warned
    assert sentence.startswith(f"hostile{SUFFIX} cannot be opened: ")
    assert PYTHON_WORDING.search(sentence) is None, sentence


QT_WORDING = re.compile(r"PySide6|QtCore|QByteArray|QPoint|\bb'|\bb\"|''|\[\]")
"""A Qt type's repr, Python's bytes, an empty text or list: never a player's words."""


@pytest.mark.parametrize(
    ("key", "line"),
    [
        ("preferences/animation_speed", "@ByteArray(\\0garbage)"),
        ("preferences/card_back", "@Point(1 2)"),
        ("preferences/table_colour", "blue, green"),
        ("player/seats", "[["),
        (
            "preferences/confirm_knock",
            "@Variant(\\0\\0\\0\\x7f\\0\\0\\0\\x4QUrl\\0\\0\\0\\0\\x2\\0x)",
        ),
    ],
)
def test_a_setting_refused_is_said_in_the_players_words(
    tmp_path: Path, key: str, line: str
) -> None:
    from gin_desktop.storage.settings import Settings

    group, _, name = key.rpartition("/")
    path = tmp_path / "settings.ini"
    path.write_text(f"[{group}]\n{name}={line}\n", encoding="utf-8")
    store = Settings.in_file(path)
    store.preferences(), store.match_seats()
    (said,) = store.problems
    assert said.startswith(f"The saved setting {key} = ") and "default (" in said
    assert QT_WORDING.search(said) is None and PYTHON_WORDING.search(said) is None, said
