"""Settings that cannot stop the start (issue 65): any value, of any type, size or depth, in
any key the game reads from its settings file falls back to that key's default with a
notice; the game starts, and the match in progress is resumed. And a settings file that is
a pipe no longer hangs the real start (its language was read from it before the window's
settings moved it aside)."""

from __future__ import annotations

import math
import os
import subprocess
import sys
import tempfile
from dataclasses import asdict, fields
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st
from PySide6.QtCore import QByteArray, QSettings

from gin_desktop.engine import HOUSE_GAMES, RuleSet
from gin_desktop.play.controller import GameController
from gin_desktop.storage import settings as stored
from gin_desktop.storage.matches import Autosave
from gin_desktop.storage.settings import Preferences, Settings, saved_language
from gin_desktop.ui.window.app import MainWindow
from tests.storage.test_matches import played
from tests.ui.conftest import Scripted, factory, fresh_home_env

KEYS: tuple[str, ...] = (
    *stored._all_defaults(),
    *(stored._rules_prefix(game) + f.name for game in HOUSE_GAMES[1:] for f in fields(RuleSet)),
    stored._GEOMETRY,
    stored._DOCKS,
    *stored._OLD_PLAYER_KEYS,
)
"""Every key the game reads from its settings file."""
TEN_MB = 10 * 1024 * 1024

leaves = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(-(2**63), 2**63 - 1),
    st.floats(),
    st.text(),
    st.binary(),
    st.sampled_from(
        [
            "",
            "-1",
            "NaN",
            "inf",
            "1e999",
            "9" * 5000,
            "true",
            "[]",
            "null",
            '[["", null]]',
            "a, b",
            "@Invalid()",
            "@Variant(garbage)",
        ]
    ),
)
python_values = st.recursive(leaves, lambda inner: st.lists(inner, max_size=4), max_leaves=12)
"""Values as a program would store them (``QSettings.setValue``, which takes no integer
over 64 bits: those are lines)."""
raw_lines = st.one_of(
    st.text(st.characters(exclude_characters="\r\n"), max_size=200),
    st.sampled_from(
        [
            "@Variant(\\0\\0\\0\\x7f\\0\\0\\0\\x4QUrl\\0\\0\\0\\0\\x2\\0x)",
            "@Rect(1 2 3 4)",
            "@ByteArray(\\0\\xff)",
            "[" * 100_000,
            "1" * 200_000,
        ]
    ),
)
"""Lines as a person, or a damaged disk, would leave them in the ini text."""
stored_values = st.one_of(
    st.tuples(st.just("value"), python_values), st.tuples(st.just("line"), raw_lines)
)


def write_settings(path: Path, values: dict[str, tuple[str, Any]]) -> None:
    """Each key's value, stored by Qt or written into the text as a line."""
    qs = QSettings(str(path), QSettings.Format.IniFormat)
    lines: list[str] = []
    for key, (how, value) in values.items():
        if how == "line":
            group, _, name = key.rpartition("/")
            lines.append(f"[{group}]\n{name}={value}\n")
        else:
            qs.setValue(key, value)
    qs.sync()
    del qs
    with path.open("a", encoding="utf-8", errors="surrogatepass") as file:
        file.write("".join(lines))


def read_everything(store: Settings) -> None:
    """What the game reads of its settings, each checked to be a value the game can use."""
    for game in HOUSE_GAMES:
        assert isinstance(store.rules(game), RuleSet)
    preferences = store.preferences()
    assert isinstance(preferences, Preferences)
    Preferences(**asdict(preferences))  # valid, every field
    game, seats = store.match_seats()
    assert isinstance(game, str) and seats
    assert isinstance(store.welcomed(), bool)
    for panel in stored.PANELS:
        assert isinstance(store.panel_shown(panel), bool)
    for layout in store.window_layout():
        assert layout is None or isinstance(layout, QByteArray)
    assert saved_language(store._qs) in stored.LANGUAGES


def said_of(key: str, store: Settings) -> bool:
    """A notice names ``key``, or says the whole file was set aside."""
    return any(key in problem or "settings file" in problem for problem in store.problems)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.dictionaries(st.sampled_from(KEYS), stored_values, min_size=1, max_size=6))
@example({"player/seats": ("value", "x" * TEN_MB)})
@example({"player/seats": ("line", "[" * 100_000)})
@example({"preferences/card_size": ("value", math.nan)})
@example({"house_rules/gin_bonus": ("line", str(-(10**40)))})
@example({"preferences/language": ("value", [[[[[[["id"]]]]]]])})
def test_any_value_of_any_key_falls_back_to_its_default(values: dict[str, Any]) -> None:
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "settings.ini"
        write_settings(path, values)
        store = Settings.in_file(path)
        read_everything(store)
        defaults = asdict(Preferences())
        read = asdict(store.preferences())
        for key in values:
            name = key.removeprefix("preferences/")
            if name in read and read[name] == defaults[name] and not said_of(key, store):
                written = store._qs.value(key)  # None, or "": no value kept, nothing to say
                text = "" if written is None else str(written).strip().lower()
                assert text in (str(defaults[name]).lower(), ""), f"{key}: no notice"


HOSTILE_STARTS = [
    {key: ("value", "x" * TEN_MB) for key in ("player/seats", "preferences/language")},
    {key: ("line", "[" * 100_000) for key in KEYS},
    {key: ("value", math.nan) for key in KEYS},
    {key: ("value", [[["deep"]]]) for key in KEYS},
    {key: ("value", b"\x00\xff binary") for key in KEYS},
    {key: ("value", -(2**31)) for key in KEYS},
]


@pytest.mark.parametrize(
    "values", HOSTILE_STARTS, ids=["10MB", "deep", "NaN", "lists", "binary", "negative"]
)
def test_the_window_starts_and_resumes_the_match_whatever_the_settings(
    qtbot, tmp_path: Path, values: dict[str, Any]
) -> None:
    saved = played()
    Autosave(tmp_path / "data").write(saved)
    path = tmp_path / "settings.ini"
    write_settings(path, values)
    window = MainWindow(
        controller=GameController(player_factory=factory(Scripted())),
        store=Settings.in_file(path),
        autosave=Autosave(tmp_path / "data"),
    )
    qtbot.addWidget(window)
    try:
        match = window.controller.match
        assert window.controller.resumed and match is not None
        assert match.seed == saved.match.seed and match.hand_number == saved.match.hand_number
        assert window.store.problems, "the player is told"
    finally:
        window.keeper.autosave = None
        window.controller.shutdown()


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are a POSIX thing")
def test_a_settings_file_that_is_a_pipe_does_not_hang_the_real_start(tmp_path: Path) -> None:
    native = tmp_path / "config" / "Gin Desktop" / "Gin Desktop.conf"
    native.parent.mkdir(parents=True)
    os.mkfifo(native)
    done = subprocess.run(
        [sys.executable, "-m", "gin_desktop", "--quit-after-show"],
        capture_output=True,
        text=True,
        timeout=60,
        env=fresh_home_env(tmp_path),
        check=False,
    )
    assert done.returncode == 0, done.stderr
    assert "dealt" in done.stdout, "the cards were dealt"
    assert [p.name for p in native.parent.glob("Gin Desktop.conf.damaged-*")], "kept aside"
