"""Keep the translations: ``python -m gin_desktop.tools.translations update|build|check``.

- ``update``: pyside6-lupdate reads every text of ``gin_desktop/`` into
  ``resources/translations/gin_desktop_id.ts`` (English is the source language); new
  texts come in unfinished, vanished ones are dropped. Translate them in Qt Linguist
  (``uv run pyside6-linguist resources/translations/gin_desktop_id.ts``) or any editor.
- ``build``: pyside6-lrelease builds the ``.qm`` that ships in ``gin_desktop/i18n/``.
- ``check``: lists texts without a finished translation, or whose ``.ts`` is out of date
  with the code (exit 1 if any); the tests run the same check.

The tools come with PySide6 in the virtual environment, beside the Python running this.
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from collections.abc import Sequence
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PACKAGE = ROOT / "gin_desktop"
TS_FOLDER = ROOT / "resources" / "translations"
QM_FOLDER = PACKAGE / "i18n"
LANGUAGES = {"id": "id_ID"}
"""Each translation: its code in file names, and Qt's name of its language."""


def ts_file(language: str) -> Path:
    return TS_FOLDER / f"gin_desktop_{language}.ts"


def qm_file(language: str) -> Path:
    return QM_FOLDER / f"gin_desktop_{language}.qm"


def tool(name: str) -> str:
    """A Qt tool of PySide6: beside this Python (the venv's bin), else on the PATH."""
    folder = Path(sys.executable).parent
    for candidate in (folder / name, folder / f"{name}.exe"):
        if candidate.exists():
            return str(candidate)
    found = shutil.which(name)
    if found is None:
        raise SystemExit(f"{name} is not installed: run `uv sync` first")
    return found


def sources() -> list[Path]:
    """Every Python file of the product (the tools and benchmarks word nothing shown)."""
    return sorted(p for p in PACKAGE.rglob("*.py") if "tools" not in p.relative_to(PACKAGE).parts)


def lupdate(ts: Path, language: str, *, quiet: bool = True) -> None:
    """Bring ``ts`` up to date with the code (it is created if missing)."""
    args = [tool("pyside6-lupdate"), *map(str, sources()), "-no-obsolete"]
    args += ["-source-language", "en", "-target-language", LANGUAGES[language]]
    args += ["-locations", "relative", "-ts", str(ts)]
    done = subprocess.run(args, capture_output=True, text=True, timeout=300)
    if done.returncode != 0:
        raise SystemExit(f"pyside6-lupdate failed:\n{done.stderr}{done.stdout}")
    if not quiet:
        print(done.stdout.strip())


def lrelease(ts: Path, qm: Path) -> None:
    qm.parent.mkdir(parents=True, exist_ok=True)
    args = [tool("pyside6-lrelease"), "-removeidentical", str(ts), "-qm", str(qm)]
    done = subprocess.run(args, capture_output=True, text=True, timeout=300)
    if done.returncode != 0 or not qm.exists():
        raise SystemExit(f"pyside6-lrelease failed:\n{done.stderr}{done.stdout}")
    print(done.stdout.strip())


def problems(ts: Path, language: str) -> list[str]:
    """What is missing from ``ts``: every text whose translation is unfinished or empty,
    and any difference between ``ts`` and what lupdate reads from the code now (a text
    added, changed or gone)."""
    found = [f"{context}: {source!r}" for context, source in unfinished(ts)]
    with tempfile.TemporaryDirectory() as folder:
        fresh = Path(folder) / ts.name
        shutil.copyfile(ts, fresh)
        lupdate(fresh, language)
        before, after = messages(ts), messages(fresh)
    found += [f"not in the code any more: {c}: {s!r}" for c, s in sorted(before - after)]
    found += [f"not in {ts.name} yet: {c}: {s!r}" for c, s in sorted(after - before)]
    found += [f"{c}: {s!r} ({why})" for c, s, why in stale(ts)]
    return found


def messages(ts: Path) -> set[tuple[str, str]]:
    """Every (context, source text) of ``ts`` that is not obsolete or vanished."""
    out = set()
    for context in ET.parse(ts).getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            kind = message.find("translation")
            if kind is None or kind.get("type") not in ("obsolete", "vanished"):
                out.add((name, message.findtext("source") or ""))
    return out


def stale(ts: Path) -> list[tuple[str, str, str]]:
    """Entries marked obsolete or vanished (a text gone from the code)."""
    found = []
    for context in ET.parse(ts).getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            kind = message.find("translation")
            if kind is not None and kind.get("type") in ("obsolete", "vanished"):
                found.append((name, message.findtext("source") or "", kind.get("type") or ""))
    return found


def unfinished(ts: Path) -> list[tuple[str, str]]:
    """Entries with no finished translation: marked unfinished, or empty (any plural form)."""
    found = []
    for context in ET.parse(ts).getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            translation = message.find("translation")
            if translation is None or translation.get("type") in ("obsolete", "vanished"):
                continue
            forms = translation.findall("numerusform")
            texts = [form.text or "" for form in forms] if forms else [translation.text or ""]
            if translation.get("type") == "unfinished" or not all(t.strip() for t in texts):
                found.append((name, message.findtext("source") or ""))
    return found


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m gin_desktop.tools.translations")
    parser.add_argument("command", choices=("update", "build", "check"))
    args = parser.parse_args(argv)
    for language in LANGUAGES:
        ts = ts_file(language)
        if args.command == "update":
            ts.parent.mkdir(parents=True, exist_ok=True)
            lupdate(ts, language, quiet=False)
        elif args.command == "build":
            lrelease(ts, qm_file(language))
        else:
            found = problems(ts, language)
            for problem in found:
                print(problem)
            if found:
                return 1
            print(f"{ts.name}: every text translated")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
