"""docs/DESIGN.md is true of the code: every path, class, attribute, constant, settings
key, statistics column and saved-match field it names exists (a page that says what is
no longer there misleads more than no page)."""

from __future__ import annotations

import importlib
import json
import re
import sqlite3
from dataclasses import fields, is_dataclass
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[1]
DESIGN = (ROOT / "docs" / "DESIGN.md").read_text(encoding="utf-8")
PROSE = re.sub(r"```.*?```", "", DESIGN, flags=re.S)
TOKENS = re.findall(r"`([^`\n]+)`", PROSE)
PATH_ROOTS = ("gin_desktop/", "tests/", "docs/", "resources/", "packaging/")
KEY_ROOTS = ("house_rules/", "preferences/", "player/", "window/")


def namespace() -> dict[str, Any]:
    """Every top-level name of every product module (the tools aside)."""
    names: dict[str, Any] = {}
    for path in sorted((ROOT / "gin_desktop").rglob("*.py")):
        parts = path.relative_to(ROOT).with_suffix("").parts
        if "tools" in parts or parts[-1] == "__main__":
            continue
        module = importlib.import_module(".".join(p for p in parts if p != "__init__"))
        names.update({name: value for name, value in vars(module).items()})
        names.update(_lazy_names(module))
    return names


def _lazy_names(module: Any) -> dict[str, Any]:
    """Names a module makes on first use (PEP 562), such as the settings' ``_DEFAULTS``."""
    if not hasattr(module, "__getattr__"):
        return {}
    found = {}
    for name in ("_DEFAULTS",):
        try:
            found[name] = getattr(module, name)
        except AttributeError:
            continue
    return found


def has(owner: Any, attribute: str) -> bool:
    if hasattr(owner, attribute):
        return True
    if is_dataclass(owner) and attribute in {f.name for f in fields(owner)}:
        return True
    return attribute in getattr(owner, "__annotations__", {})


def test_every_path_named_exists() -> None:
    paths = [t for t in TOKENS if t.startswith(PATH_ROOTS)]
    assert len(paths) > 40
    missing = [p for p in paths if not (ROOT / p.rstrip("/")).exists()]
    assert not missing


def test_every_class_constant_and_attribute_named_exists() -> None:
    names = namespace()
    checked, missing = 0, []
    for token in TOKENS:
        word = token.split("(")[0]
        if re.fullmatch(r"_?[A-Z]\w*(\.\w+)?", word) and not token.startswith(PATH_ROOTS):
            owner, _, attribute = word.partition(".")
            found = owner in names and (not attribute or has(names[owner], attribute))
            checked += 1
            if not found:
                missing.append(token)
        elif re.fullmatch(r"_[a-z_]+", word):
            checked += 1
            if word not in names:
                missing.append(token)
    assert checked > 40 and not missing


def _documented_keys() -> list[str]:
    return [t for t in TOKENS if t.startswith(KEY_ROOTS) and " " not in t]


def test_every_settings_key_named_exists_and_every_key_is_named() -> None:
    from gin_desktop.storage import settings

    real = {*settings._DEFAULTS, "window/geometry", "window/docks"}
    documented = _documented_keys()
    old = set(settings._OLD_PLAYER_KEYS)
    patterns = [
        re.escape(k)
        .replace(re.escape("<option>"), r"\w+")
        .replace(re.escape("<preference>"), r"\w+")
        for k in documented
        if k not in old
    ]
    assert not [k for k in documented if k not in old and "<" not in k and k not in real]
    assert not [k for k in real if not any(re.fullmatch(p, k) for p in patterns)]


def _table_columns() -> dict[str, list[str]]:
    section = DESIGN[DESIGN.index("## The statistics") :]
    rows = re.findall(r"^\| `(\w+)` \| (.+) \|$", section, flags=re.M)
    return {table: re.findall(r"`(\w+)`", columns) for table, columns in rows}


def test_the_statistics_schema_is_the_one_written(tmp_path: Path) -> None:
    from gin_desktop.storage.statistics import Statistics

    Statistics(tmp_path / "statistics.sqlite").close()
    db = sqlite3.connect(tmp_path / "statistics.sqlite")
    try:
        for table, columns in _table_columns().items():
            real = [row[1] for row in db.execute(f"PRAGMA table_info({table})")]
            assert real == columns, table
    finally:
        db.close()
    assert set(_table_columns()) == {"matches", "hands"}


def _example() -> dict[str, Any]:
    block = re.search(r"```json\n(.*?)```", DESIGN, flags=re.S)
    assert block is not None
    data: dict[str, Any] = json.loads(block.group(1))
    return data


def _paths(data: Any, prefix: str = "") -> set[str]:
    """Every key path of ``data``, lists looked into."""
    found: set[str] = set()
    if isinstance(data, dict):
        for key, value in data.items():
            found |= {f"{prefix}{key}", *_paths(value, f"{prefix}{key}.")}
    elif isinstance(data, list):
        for item in data:
            found |= _paths(item, prefix)
    return found


@pytest.fixture(scope="module")
def saved() -> dict[str, Any]:
    """A real saved match of every field: hands of partnership gin, one of them shown down."""
    from gin_desktop.ai import create_player
    from gin_desktop.engine import Match, NextHand, RuleSet
    from gin_desktop.session import SeatPlan, Session
    from gin_desktop.storage.matches import SavedMatch

    rules = RuleSet.preset("partnership")
    seats = (SeatPlan("Ana"), *(SeatPlan(f"C{n}", "casual") for n in range(1, 4)))
    session = Session(rules, seats, 3)
    match = Match(rules, seed=3, names=session.names)
    players = [create_player("casual", seat) for seat in rules.seats]
    while match.hand_number < 3 or not match.hand_over:
        seat = match.to_act
        if seat is None:
            match.apply(NextHand())
        else:
            match.apply(players[seat].choose(match.view(seat)), seat=seat)
    data: dict[str, Any] = json.loads(SavedMatch(session, match, {0: match.hand.hand(0)}).to_text())
    return data


def test_the_saved_match_example_is_a_real_one(saved: dict[str, Any]) -> None:
    from gin_desktop.storage.matches import FORMAT, VERSION

    example = _example()
    assert (example["format"], example["version"]) == (FORMAT, VERSION)
    assert not _paths(example) - _paths(saved)
    assert set(example) == set(saved) and set(example["match"]) == set(saved["match"])
    assert set(example["match"]["round"]) == set(saved["match"]["round"])


def test_every_result_field_named_is_saved(saved: dict[str, Any]) -> None:
    section = DESIGN[DESIGN.index("- `round`:") : DESIGN.index("- `hand_number` and")]
    named = set(re.findall(r"`(\w+)`", section))
    real = {path.rsplit(".", 1)[-1] for path in _paths(saved)}
    assert not named - real - {"Round", "HandState"}


def test_every_module_is_named_by_its_path() -> None:
    """Each module of the package has its line (or its place in a paragraph) on the page,
    by its path: a module nobody described is one a newcomer cannot place."""
    modules = [
        path.relative_to(ROOT).as_posix()
        for path in sorted((ROOT / "gin_desktop").rglob("*.py"))
        if path.name not in ("__init__.py", "__main__.py")
    ]
    assert len(modules) > 150
    assert not [module for module in modules if module not in DESIGN]
