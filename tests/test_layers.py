"""The layers of docs/DESIGN.md hold: the core imports without Qt, the product never imports its
tools, the UI reads the engine through its facade, and the code is general in seats and
decks (no two-seat arithmetic, no deck written outside its definition)."""

from __future__ import annotations

import ast
import io
import subprocess
import sys
import tokenize
from pathlib import Path
from typing import TypeGuard

import pytest

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "gin_desktop"
LAYERS = ("engine", "ai", "storage", "words", "plan", "play", "ui", "app")
MOST_LINES = 450
MOST_UI_LINES = 11_000
"""The widgets' share: code that draws nothing has a layer of its own."""


def sources(*folders: str) -> list[Path]:
    return sorted(path for folder in folders for path in (PACKAGE / folder).rglob("*.py"))


def imports(path: Path, *, names: bool = True) -> list[str]:
    """Every module a file imports, absolute (relative imports resolved), and with
    ``names`` each name imported from one as ``module.name`` (it may be a module too)."""
    parts = path.relative_to(ROOT).with_suffix("").parts
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found += [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = ".".join(parts[: len(parts) - node.level]) if node.level else ""
            module = ".".join(part for part in (base, node.module or "") if part)
            found.append(module)
            found += [f"{module}.{alias.name}" for alias in node.names if names]
    return found


BLOCK_QT = """
import importlib.abc, sys
class NoQt(importlib.abc.MetaPathFinder):
    def find_spec(self, name, path=None, target=None):
        if name.split(".")[0] in ("PySide6", "shiboken6"):
            raise ImportError(f"{name} is blocked")
        return None
sys.meta_path.insert(0, NoQt())
import gin_desktop.engine, gin_desktop.ai, gin_desktop.session, gin_desktop.storage
from gin_desktop.ai import create_player
from gin_desktop.engine import Round
from gin_desktop.storage import write_text_atomic
hand = Round.deal(seed=1)
create_player("expert", 1).choose(hand.view(hand.to_act))
assert not any(name.startswith(("PySide6", "shiboken6")) for name in sys.modules)
print("ok")
"""


def test_the_core_imports_and_plays_with_qt_blocked() -> None:
    done = subprocess.run(
        [sys.executable, "-c", BLOCK_QT], capture_output=True, text=True, timeout=120, cwd=ROOT
    )
    assert done.returncode == 0 and done.stdout.strip() == "ok", done.stderr


@pytest.mark.parametrize("path", sources("engine", "ai"), ids=lambda p: p.name)
def test_engine_and_ai_import_no_qt_and_do_no_io(path: Path) -> None:
    outside = ("gin_desktop.ui", "gin_desktop.storage", "gin_desktop.tools", "gin_desktop.play")
    outside += ("gin_desktop.words", "gin_desktop.plan", "gin_desktop.app")
    found = [
        name for name in imports(path) if name.split(".")[0] in NO_CORE or name.startswith(outside)
    ]
    assert not found
    assert "open(" not in path.read_text(encoding="utf-8")


NO_CORE = {"PySide6", "shiboken6", "io", "os", "pathlib", "pickle", "shutil", "sqlite3", "tempfile"}
"""Qt and the disk: nothing the engine or the computer players may touch."""


@pytest.mark.parametrize("path", sources(*LAYERS), ids=lambda p: str(p.relative_to(PACKAGE)))
def test_no_layer_imports_the_tools(path: Path) -> None:
    assert not [name for name in imports(path) if name.startswith("gin_desktop.tools")]


def test_nothing_outside_the_tools_imports_pyspiel() -> None:
    product = [path for path in PACKAGE.rglob("*.py") if "tools" not in path.parts]
    assert not [path for path in product if "pyspiel" in imports(path)]


@pytest.mark.parametrize("path", sources("plan", "ui"), ids=lambda p: str(p.relative_to(PACKAGE)))
def test_the_plan_and_the_ui_read_the_engine_through_its_facade(path: Path) -> None:
    inner = [
        name
        for name in imports(path, names=False)
        if name.startswith("gin_desktop.engine.") and name != "gin_desktop.engine.view"
    ]
    assert not inner


@pytest.mark.parametrize("path", sources("play"), ids=lambda p: p.name)
def test_the_running_game_has_no_widget_and_no_window(path: Path) -> None:
    """``play`` runs the game with Qt Core alone: no widget, no painting, nothing of the
    window (``ui``) or of the application around it (``app``)."""
    banned = ("PySide6.QtWidgets", "PySide6.QtGui", "gin_desktop.ui", "gin_desktop.app")
    assert not [name for name in imports(path) if name.startswith(banned)]


@pytest.mark.parametrize("path", sources("words"), ids=lambda p: p.name)
def test_the_words_need_no_widget(path: Path) -> None:
    """``words`` says every sentence, for the window, the log's export and storage alike:
    Qt Core's translation only, nothing of the window or of the running game."""
    banned = ("PySide6.QtWidgets", "PySide6.QtGui", "gin_desktop.ui", "gin_desktop.play")
    banned += ("gin_desktop.app", "gin_desktop.storage")
    assert not [name for name in imports(path) if name.startswith(banned)]


def translations(path: Path) -> list[int]:
    """The lines where ``path`` words a sentence itself: Qt's translation called
    (``tr``, ``translate``, ``QCoreApplication.translate``) or a text marked for it
    (``QT_TRANSLATE_NOOP``); a painter's or a transform's ``translate`` moves, not words."""
    marks, apps = {"tr", "translate", "QT_TRANSLATE_NOOP", "QT_TR_NOOP"}, {"QCoreApplication"}
    apps |= {"QApplication", "QGuiApplication"}
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name):
            found += [node.lineno] if node.func.id in marks else []
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
            found += [node.lineno] if node.func.attr == "tr" else []
        elif isinstance(node, ast.Attribute) and node.attr == "translate":
            found += [node.lineno] if getattr(node.value, "id", "") in apps else []
    return sorted(found)


WORDED_ELSEWHERE = sorted(
    path
    for path in PACKAGE.rglob("*.py")
    if path.relative_to(PACKAGE).parts[0] not in ("words", "tools")
)
"""Every module of the game but the words themselves (and the tools, which speak to us)."""


@pytest.mark.parametrize("path", WORDED_ELSEWHERE, ids=lambda p: str(p.relative_to(PACKAGE)))
def test_the_running_game_and_the_window_word_nothing_themselves(path: Path) -> None:
    """Every sentence is worded in ``words``: the running game, the widgets, the plan,
    storage and the application around the window ask it."""
    assert not translations(path)


def test_a_sentence_worded_outside_the_words_is_seen(tmp_path: Path) -> None:
    source = tmp_path / "dialog.py"
    source.write_text(
        "translate = QCoreApplication.translate\n"
        "painter.translate(1, 2)\n"
        "title = self.tr('Title')\n"
        "NAME = QT_TRANSLATE_NOOP('Dialog', 'Name')\n",
        encoding="utf-8",
    )
    assert translations(source) == [1, 3, 4]


@pytest.mark.parametrize("path", sources("plan"), ids=lambda p: p.name)
def test_the_plan_draws_nothing(path: Path) -> None:
    """``plan`` says where every card lies and what each place means, from a PlayerView
    and the table's size: Qt Core's points and rectangles, no widget, no painting, nothing
    of the window, the running game, the disk or the application around them; its places
    are worded by the scene that shows them."""
    banned = ("PySide6.QtWidgets", "PySide6.QtGui", "gin_desktop.ui", "gin_desktop.play")
    banned += ("gin_desktop.storage", "gin_desktop.app", "gin_desktop.tools", "gin_desktop.words")
    assert not [name for name in imports(path) if name.startswith(banned)]


def test_the_ui_is_under_11000_lines() -> None:
    """The widgets only: the plan of the table, the running game and the words are
    layers of their own."""
    lines = sum(len(path.read_text(encoding="utf-8").splitlines()) for path in sources("ui"))
    assert lines < MOST_UI_LINES


def test_no_module_is_over_450_lines() -> None:
    long = {
        str(path.relative_to(PACKAGE)): lines
        for path in PACKAGE.rglob("*.py")
        if (lines := len(path.read_text(encoding="utf-8").splitlines())) > MOST_LINES
    }
    assert not long


def skipped_formatting_off_tables(path: Path) -> list[int]:
    """The lines of ``path`` whose ``# fmt: skip`` is on anything but a table of data: a
    literal tuple, list, set or dict, assigned or returned."""
    source = path.read_text(encoding="utf-8")
    marked = {
        token.start[0]
        for token in tokenize.generate_tokens(io.StringIO(source).readline)
        if token.type == tokenize.COMMENT and token.string.strip() == "# fmt: skip"
    }
    tables = {
        node.end_lineno
        for node in ast.walk(ast.parse(source))
        if isinstance(node, ast.Assign | ast.AnnAssign | ast.Return)
        and isinstance(node.value, ast.Tuple | ast.List | ast.Set | ast.Dict)
    }
    return sorted(marked - tables)


@pytest.mark.parametrize(
    "path",
    sorted([*PACKAGE.rglob("*.py"), *(ROOT / "tests").rglob("*.py")]),
    ids=lambda p: str(p.relative_to(ROOT)),
)
def test_formatting_is_skipped_only_on_tables_of_data(path: Path) -> None:
    """Code is laid out by the formatter, the tests' as the game's; only a table, a row a
    line as its readers (and translators) read it, may keep its own layout."""
    assert not skipped_formatting_off_tables(path)


DATA_TABLES = {"WINNING_POINTS", "_HEART_WAVES", "GINSKI_KNOCK_LIMIT"}
"""Named tables whose numbers are no deck: points won in hands (the AI's match odds),
the heart curve of the card art and Ginski's knock limit of 13 (seed 002's rule). Sizes
in pixels (names ending in _PX) are no deck either."""


def _deck_literals(path: Path) -> list[int]:
    """Line numbers of 52 or 13 written as numbers, outside the named tables above."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    skipped: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Assign | ast.AnnAssign):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            names = {n.id for t in targets for n in ast.walk(t) if isinstance(n, ast.Name)}
            if names & DATA_TABLES or any(name.endswith("_PX") for name in names):
                skipped.update(range(node.lineno, (node.end_lineno or node.lineno) + 1))
    return [
        node.lineno
        for node in ast.walk(tree)
        if isinstance(node, ast.Constant)
        and type(node.value) is int
        and node.value in (52, 13)
        and node.lineno not in skipped
    ]


@pytest.mark.parametrize(
    "path",
    [p for p in sources("engine", "ai", "plan", "ui") if p.name != "cards.py"],
    ids=lambda p: str(p.relative_to(PACKAGE)),
)
def test_no_deck_is_written_outside_its_definition(path: Path) -> None:
    assert not _deck_literals(path)


SEAT_WORDS = ("seat", "knocker", "dealer", "winner", "reached", "first", "opponent", "viewer")


@pytest.mark.parametrize(
    "path", sources("engine", "ai", "plan", "ui"), ids=lambda p: str(p.relative_to(PACKAGE))
)
def test_no_two_seat_arithmetic(path: Path) -> None:
    """Seats are 0..n-1 in turn order: the next one is ``RuleSet.next_seat``, never 1 - seat."""
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if (
            isinstance(node, ast.BinOp)
            and isinstance(node.op, ast.Sub)
            and isinstance(node.left, ast.Constant)
            and node.left.value == 1
        ):
            right = ast.unparse(node.right)
            if any(word in right for word in SEAT_WORDS):
                found.append((node.lineno, right))
    assert not found


def test_the_main_window_inherits_no_class_of_ours() -> None:
    from gin_desktop.ui.window.app import MainWindow

    ours = [cls for cls in MainWindow.__mro__[1:] if cls.__module__.startswith("gin_desktop")]
    assert not ours


def test_the_levels_are_declared_once() -> None:
    from gin_desktop.ai import LEVELS, STYLES
    from gin_desktop.session import LEVELS as SESSION_LEVELS
    from gin_desktop.storage.settings import LEVELS as STORED_LEVELS

    assert LEVELS is SESSION_LEVELS is STORED_LEVELS
    assert tuple(STYLES) == LEVELS


def module_name(path: Path) -> str:
    parts = path.relative_to(ROOT).with_suffix("").parts
    return ".".join(part for part in parts if part != "__init__")


def import_graph() -> dict[str, set[str]]:
    """Which modules of the package each module imports: every import statement, at the
    top, inside a function or under ``TYPE_CHECKING``. ``from package import name`` is an
    edge to the module ``package.name`` when there is one, else to the package."""
    paths = {module_name(path): path for path in PACKAGE.rglob("*.py")}
    graph: dict[str, set[str]] = {}
    for module, path in paths.items():
        found = imports(path)
        named = {name for name in found if name in paths}
        bare = {name for name in imports(path, names=False) if name in paths}
        # a package is reached only through a name that is no module of it
        reached = {name for name in bare if not _names_are_modules(name, found, paths)}
        graph[module] = ((named - bare) | reached) - {module}
    return graph


def _names_are_modules(package: str, found: list[str], paths: dict[str, Path]) -> bool:
    """Whether every name ``found`` imports from ``package`` is a module of it."""
    names = [
        name
        for name in found
        if name.startswith(package + ".") and name.count(".") == package.count(".") + 1
    ]
    return bool(names) and all(name in paths for name in names)


def _circle(graph: dict[str, set[str]]) -> list[str]:
    """One import circle of ``graph`` (a path that comes back to its start), or none."""
    done: set[str] = set()

    def visit(module: str, path: list[str]) -> list[str]:
        if module in path:
            return [*path[path.index(module) :], module]
        if module in done:
            return []
        for imported in sorted(graph[module]):
            found = visit(imported, [*path, module])
            if found:
                return found
        done.add(module)
        return []

    for module in sorted(graph):
        found = visit(module, [])
        if found:
            return found
    return []


def test_no_import_circle_anywhere() -> None:
    """The package's modules form layers: no module imports, even inside a function or for
    types only, a module that imports it back (docs/DESIGN.md)."""
    graph = import_graph()
    assert "gin_desktop.engine.hand" in graph["gin_desktop.engine"]  # for types only: seen
    assert "gin_desktop.engine.rumski" in graph["gin_desktop.engine.solver"]  # in a function
    assert not _circle(graph)


def unexplained_imports_in_functions(path: Path) -> list[int]:
    """The lines of ``path`` where a block of imports inside a function starts with no
    comment on it or just above it saying why it is there (nor its function's docstring)."""
    source = path.read_text(encoding="utf-8")
    lines = source.splitlines()
    found = []
    for function in ast.walk(ast.parse(source)):
        if not isinstance(function, ast.FunctionDef | ast.AsyncFunctionDef):
            continue
        if "import" in (ast.get_docstring(function) or "").lower():
            continue
        inner = [n for n in ast.walk(function) if isinstance(n, ast.Import | ast.ImportFrom)]
        last = -10
        for node in sorted(inner, key=lambda n: n.lineno):
            starts = node.lineno > last + 2
            last = node.end_lineno or node.lineno
            said = "#" in lines[node.lineno - 1] or lines[node.lineno - 2].strip().startswith("#")
            if starts and not said:
                found.append(node.lineno)
    return found


@pytest.mark.parametrize(
    "path", sorted(PACKAGE.rglob("*.py")), ids=lambda p: str(p.relative_to(PACKAGE))
)
def test_an_import_inside_a_function_says_why(path: Path) -> None:
    """Imports are at the top of a module, but where the start needs one later (the frame
    is on screen before the game is loaded), a part is loaded when first used, a worker
    process must not load it or a dependency is optional; then a comment says why. The
    tools too: each bench loads what it draws with only when it draws."""
    assert not unexplained_imports_in_functions(path)


def test_a_circle_would_be_found() -> None:
    assert _circle({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": set()}) == ["a", "b", "c", "a"]
    assert not _circle({"a": {"b"}, "b": set()})


def _is_private(name: str) -> bool:
    return name.startswith("_") and not name.endswith("__")


def main_window_privates() -> set[str]:
    """The private names of ``MainWindow``, read from app.py: its private methods and
    every private attribute it sets or reads on ``self``."""
    tree = ast.parse((PACKAGE / "ui" / "window" / "app.py").read_text(encoding="utf-8"))
    window = next(n for n in tree.body if isinstance(n, ast.ClassDef) and n.name == "MainWindow")
    names = set()
    for node in ast.walk(window):
        if isinstance(node, ast.FunctionDef) and _is_private(node.name):
            names.add(node.name)
        elif isinstance(node, ast.Attribute) and _is_private(node.attr) and _on_self(node):
            names.add(node.attr)
    return names


def _on_self(node: ast.Attribute) -> bool:
    return isinstance(node.value, ast.Name) and node.value.id == "self"


def reaches_into_the_window(path: Path, privates: set[str]) -> list[str]:
    """Where ``path`` uses a private name of ``MainWindow`` on anything but ``self`` (in
    app.py, the window itself; elsewhere, an object's own private names): ``window._x``,
    ``self._window._x``, ``getattr(window, "_x")``."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found = [node for node in ast.walk(tree) if _private_use(node, privates)]
    return [f"{node.lineno}: {ast.unparse(node)}" for node in sorted(found, key=_line)]


def _line(node: ast.expr) -> int:
    return node.lineno


def _private_use(node: ast.AST, privates: set[str]) -> TypeGuard[ast.expr]:
    if isinstance(node, ast.Attribute):
        return node.attr in privates and not _on_self(node)
    return (
        isinstance(node, ast.Call)
        and isinstance(node.func, ast.Name)
        and node.func.id in ("getattr", "setattr", "hasattr")
        and len(node.args) > 1
        and isinstance(node.args[1], ast.Constant)
        and node.args[1].value in privates
    )


def test_the_window_private_names_are_found() -> None:
    privates = main_window_privates()
    assert {"_on_handover", "_update_buttons", "_match_over_seen", "_reported"} <= privates
    assert not {"say", "view", "next_hand", "__init__"} & privates


@pytest.mark.parametrize("path", sources("ui"), ids=lambda p: str(p.relative_to(PACKAGE)))
def test_nothing_reaches_into_the_main_window(path: Path) -> None:
    """The window's parts are handed what they need (methods, getters, components); none
    calls a private method of the window or reads its private state, so that the window
    can change inside without them."""
    assert not reaches_into_the_window(path, main_window_privates())


def test_reaching_into_the_window_is_seen(tmp_path: Path) -> None:
    module = tmp_path / "parts.py"
    module.write_text(
        "def f(window, self):\n"
        "    window._on_handover(1)\n"
        "    self._window._match_over_seen\n"
        "    getattr(window, '_update_buttons')()\n"
        "    self._update_buttons()\n",
        encoding="utf-8",
    )
    found = reaches_into_the_window(module, main_window_privates())
    assert [line.split(":")[0] for line in found] == ["2", "3", "4"]


def product_sources() -> list[Path]:
    """Every module of the game as it ships: all but the tools."""
    return sorted(path for path in PACKAGE.rglob("*.py") if "tools" not in path.parts)


def test_the_computer_is_never_stopped_by_an_injected_exception() -> None:
    """It thinks in a worker process, which is killed when its answer is not wanted: no
    exception raised into a thread, no process-wide switch interval."""
    banned = ("PyThreadState_SetAsyncExc", "setswitchinterval")
    found = [
        f"{path.relative_to(PACKAGE)}: {word}"
        for path in product_sources()
        for word in banned
        if word in path.read_text(encoding="utf-8")
    ]
    assert found == []
    assert len(product_sources()) > 100


def test_a_skip_off_a_table_and_an_unexplained_import_would_be_found(tmp_path: Path) -> None:
    module = tmp_path / "parts.py"
    module.write_text(
        "ROWS = (\n    1, 2,\n)  # fmt: skip\n"
        "def f():\n    import os\n    return g(\n        1, 2,\n    )  # fmt: skip\n"
        "def h():\n    # when first used\n    import sys\n    return sys\n"
    )
    assert skipped_formatting_off_tables(module) == [8]
    words = tmp_path / "words.py"
    words.write_text('TEXT = "a line marked # fmt: skip is no comment"\n')
    assert skipped_formatting_off_tables(words) == []
    assert unexplained_imports_in_functions(module) == [5]
