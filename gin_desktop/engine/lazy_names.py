"""Names a package loads from their modules on first use (PEP 562): the one ``__getattr__``
and ``__dir__`` of the engine's facade and of the AI's package. Package plumbing, no rule
of the game: the AI takes it from here, past the facade."""

from __future__ import annotations

import importlib
from collections.abc import Callable, Iterable, Mapping
from typing import Any

__all__ = ["load_on_first_use"]


def load_on_first_use(
    namespace: dict[str, Any], module_of: Mapping[str, str], exported: Iterable[str]
) -> tuple[Callable[[str], Any], Callable[[], list[str]]]:
    """The ``__getattr__`` and ``__dir__`` of the package whose globals are ``namespace``:
    a name of ``module_of`` is imported from its module of the package on first use, then
    kept in the package; its ``dir()`` lists what it holds and every ``exported`` name."""
    package = namespace["__name__"]
    listed = tuple(exported)

    def loaded(name: str) -> Any:
        """A name of the package, imported from its module on first use (then kept there)."""
        module = module_of.get(name)
        if module is None:
            raise AttributeError(f"module {package!r} has no attribute {name!r}")
        value = getattr(importlib.import_module(f".{module}", package), name)
        namespace[name] = value
        return value

    def names() -> list[str]:
        return sorted({*namespace, *listed})

    return loaded, names
