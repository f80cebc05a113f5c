"""pyside6-lupdate files every text under the context the code looks it up in at run time,
so that a translation made from its .ts file is really shown."""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QTranslator

from gin_desktop.engine import Match, RuleSet
from gin_desktop.words import texts

ROOT = Path(__file__).resolve().parents[2]


def _tool(name: str) -> str:
    beside = Path(sys.executable).parent / name
    found = str(beside) if beside.exists() else shutil.which(name)
    assert found is not None, f"{name} is not installed: PySide6 brings it (uv sync)"
    return found


def _lupdate(sources: list[Path], ts: Path) -> ET.ElementTree:
    done = subprocess.run(
        [_tool("pyside6-lupdate"), *map(str, sources), "-ts", str(ts)],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    return ET.parse(ts)


def test_every_text_of_the_ui_has_a_context(tmp_path: Path) -> None:
    sources = sorted((ROOT / "gin_desktop").rglob("*.py"))
    tree = _lupdate(sources, tmp_path / "all.ts")
    contexts = {
        (context.findtext("name") or ""): len(context.findall("message"))
        for context in tree.getroot().iter("context")
    }
    assert "" not in contexts, "texts that no lookup at run time would find"
    assert contexts.get("Table", 0) > 60


def test_a_translated_table_text_is_shown(tmp_path: Path) -> None:
    """Translate two texts of texts.py in its .ts file, build the .qm, install it."""
    ts = tmp_path / "table_id.ts"
    tree = _lupdate([ROOT / "gin_desktop" / "words" / "texts.py"], ts)
    counted = [m for m in tree.getroot().iter("message") if m.findtext("source") == "%n card(s)"]
    assert [m.get("numerus") for m in counted] == ["yes"], "a count is a Qt plural entry"
    tree.getroot().set("language", "id_ID")
    wanted = {"dealer": ["bandar"], "%n card(s)": ["%n kartu"]}
    for message in tree.getroot().iter("message"):
        source = message.findtext("source")
        translation = message.find("translation")
        if source in wanted and translation is not None:
            translation.attrib.pop("type", None)
            forms = translation.findall("numerusform")
            for form in forms:  # Indonesian has one plural form
                form.text = wanted[source][0]
            if not forms:
                translation.text = wanted[source][0]
    tree.write(ts, encoding="utf-8", xml_declaration=True)
    qm = tmp_path / "table_id.qm"
    done = subprocess.run(
        [_tool("pyside6-lrelease"), str(ts), "-qm", str(qm)], capture_output=True, timeout=120
    )
    assert done.returncode == 0 and qm.exists(), done.stderr
    translator = QTranslator()
    assert translator.load(str(qm))
    match = Match(RuleSet(), seed=5, names=("Ana", "Budi"))
    view = match.view(1 - match.dealer)  # the opponent deals
    assert "dealer" in texts.opponent_label(view)
    QCoreApplication.installTranslator(translator)
    try:
        label = texts.opponent_label(view)
    finally:
        QCoreApplication.removeTranslator(translator)
    assert "bandar" in label and "10 kartu" in label, label


NEVER_SAID = {
    "joker": "a wild card is a kartu wild card (seed 002); the seeds' decks have no jokers",
    "rekor": "the longest streak is a menang beruntun terpanjang",
    "anda": "the player is addressed as kamu, the seeds' register",
}
"""Words the translator's glossary (resources/translations/GLOSSARY.md) rules out."""


def test_the_indonesian_words_keep_the_glossary() -> None:
    ts = Path(__file__).parents[2] / "resources" / "translations" / "gin_desktop_id.ts"
    said = [
        (message.findtext("source"), message.findtext("translation") or "")
        for message in ET.parse(ts).getroot().iter("message")
    ]
    found = [
        (source, word)
        for source, text in said
        for word in NEVER_SAID
        if re.search(rf"\b{word}\b", text, re.IGNORECASE)
    ]
    assert found == []
