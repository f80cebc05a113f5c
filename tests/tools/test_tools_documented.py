"""``docs/DESIGN.md`` names every module of ``gin_desktop/tools/`` in its section on the
tools, one line each: what it measures and, where it has one, its command."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
TOOLS = ROOT / "gin_desktop" / "tools"


def tools_section() -> str:
    design = (ROOT / "docs" / "DESIGN.md").read_text(encoding="utf-8")
    start = design.index("\n## The tools\n")
    end = design.find("\n## ", start + 1)
    return design[start : end if end > 0 else len(design)]


def test_every_tools_module_is_named_in_design() -> None:
    named = set(re.findall(r"^- `(gin_desktop/tools/[\w/]+\.py)`: ", tools_section(), re.M))
    modules = {
        path.relative_to(ROOT).as_posix()
        for path in TOOLS.rglob("*.py")
        if path.name != "__init__.py"
    }
    assert sorted(modules - named) == [], "a tools module DESIGN.md does not name"
    assert sorted(named - modules) == [], "DESIGN.md names a tools module that is gone"


def test_each_line_ends_with_how_the_tool_is_run() -> None:
    """Its command, or what runs it, in brackets at the end of its line."""
    lines = [line for line in tools_section().splitlines() if line.startswith("- `gin_desktop")]
    assert len(lines) > 30
    assert [line for line in lines if not line.endswith(").")] == []
    commands = [line for line in lines if "`uv run python -m gin_desktop.tools." in line]
    assert len(commands) > 20
