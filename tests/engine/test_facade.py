"""The engine's facade: every public name is there, from the module that defines it, and
importing one name does not load the whole engine."""

from __future__ import annotations

import importlib
import subprocess
import sys
from pathlib import Path

import pytest

import gin_desktop.engine as engine


def test_the_facade_lists_each_name_once_with_the_module_that_defines_it() -> None:
    listed = [name for names in engine._SOURCES.values() for name in names]
    assert sorted(listed) == sorted(engine.__all__)
    assert len(set(listed)) == len(listed)


@pytest.mark.parametrize("name", engine.__all__)
def test_each_name_of_the_facade_is_the_object_of_its_module(name: str) -> None:
    module = importlib.import_module(f"gin_desktop.engine.{engine._MODULE_OF[name]}")
    assert getattr(engine, name) is getattr(module, name)
    assert name in dir(engine)


def test_an_unknown_name_is_an_attribute_error() -> None:
    with pytest.raises(AttributeError, match="no attribute 'Nonsense'"):
        engine.Nonsense  # noqa: B018


def test_the_rules_load_without_the_meld_tables() -> None:
    """What the window needs on screen first (the house rules) leaves the rest for later."""
    code = (
        "import sys; from gin_desktop.engine import RuleSet, quote; "
        "print('gin_desktop.engine.melds' in sys.modules)"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "False"


def test_no_name_of_the_facade_is_also_a_module_of_the_engine() -> None:
    """Importing a module sets it on its package: a function of the same name would be
    shadowed by its module once anything imported that module."""
    modules = {path.stem for path in Path(engine.__file__).parent.glob("*.py")}
    assert not modules & set(engine.__all__)


def test_the_older_names_are_the_new_objects() -> None:
    """A hand's class is ``Hand``; code written for ``Round`` keeps working (GLOSSARY.md)."""
    from gin_desktop.ai import player
    from gin_desktop.engine import events, hand, layoff, match, records
    from gin_desktop.engine import round as round_module

    assert engine.Round is engine.Hand is round_module.Round is hand.Hand
    assert engine.RoundKind is engine.HandKind is events.RoundKind is round_module.RoundKind
    assert engine.RoundResult is engine.HandResult is events.RoundResult
    assert match.HandRecord is records.HandRecord
    assert layoff.lay_off_targets is engine.lay_off_targets
    assert player.create_player("casual").name == "casual"
