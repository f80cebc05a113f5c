"""The tools' imports go one way: no circle among ``gin_desktop.tools`` modules, counting
every import (at the top, inside a function, under ``TYPE_CHECKING``), read from the
``ast`` of each module, and the package itself never imports its tools."""

from __future__ import annotations

import ast
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[2] / "gin_desktop"
TOOLS = "gin_desktop.tools"


def module_name(path: Path) -> str:
    parts = list(path.relative_to(PACKAGE.parent).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def imported(path: Path, name: str) -> set[str]:
    """Every module ``path`` names in an import, wherever the import stands."""
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom):
            base = package.split(".")[: len(package.split(".")) - node.level + 1]
            target = ".".join([*base, node.module] if node.module else base)
            if not node.level:
                target = node.module or ""
            found |= {target, *(f"{target}.{alias.name}" for alias in node.names)}
        elif isinstance(node, ast.Import):
            found |= {alias.name for alias in node.names}
    return found


def graph() -> dict[str, set[str]]:
    modules = {module_name(path): path for path in PACKAGE.rglob("*.py")}
    return {
        name: {other for other in imported(path, name) if other in modules and other != name}
        for name, path in modules.items()
    }


def circles(edges: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components of more than one module (Tarjan)."""
    order: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    found: list[list[str]] = []

    def visit(name: str) -> None:
        order[name] = low[name] = len(order)
        stack.append(name)
        for other in edges[name]:
            if other not in order:
                visit(other)
                low[name] = min(low[name], low[other])
            elif other in stack:
                low[name] = min(low[name], order[other])
        if low[name] == order[name]:
            component = [stack.pop()]
            while component[-1] != name:
                component.append(stack.pop())
            if len(component) > 1:
                found.append(sorted(component))

    for name in sorted(edges):
        if name not in order:
            visit(name)
    return found


def test_no_circle_runs_through_the_tools() -> None:
    tools = {name: deps for name, deps in graph().items() if name.startswith(TOOLS)}
    inside = {name: {other for other in deps if other in tools} for name, deps in tools.items()}
    assert circles(inside) == []


def test_the_game_never_imports_its_tools() -> None:
    product = {name: deps for name, deps in graph().items() if not name.startswith(TOOLS)}
    reaching = {
        name: sorted(d for d in deps if d.startswith(TOOLS)) for name, deps in product.items()
    }
    assert {name: deps for name, deps in reaching.items() if deps} == {}
