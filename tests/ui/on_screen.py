"""What a player reads on screen, and which of it is still English.

``visible_texts`` gathers every text a widget tree shows: labels, buttons, titles, menus
and their actions, tooltips, combo-box items, table cells and headers, text browsers,
and the words drawn on the card table (its scene's text items). ``english_in`` finds
among them the English source texts of our translation (those whose Indonesian differs),
whole or as a template with its slots filled, or a long piece of one inside a longer text.
"""

from __future__ import annotations

import html
import re
import xml.etree.ElementTree as ET
from collections.abc import Iterable
from functools import cache
from pathlib import Path

from PySide6.QtCore import QAbstractItemModel, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractSpinBox,
    QComboBox,
    QDoubleSpinBox,
    QGraphicsSimpleTextItem,
    QGraphicsTextItem,
    QGraphicsView,
    QGroupBox,
    QLabel,
    QLineEdit,
    QMainWindow,
    QMenu,
    QSpinBox,
    QTabWidget,
    QTextEdit,
    QWidget,
)

TS = Path(__file__).resolve().parents[2] / "resources" / "translations" / "gin_desktop_id.ts"
_SLOT = re.compile(r"\{[^}]*\}|%n")
_TAG = re.compile(r"<[^>]+>")


def plain(text: str) -> str:
    """Rich text as the eye reads it: no tags, entities resolved, no & mnemonics."""
    text = html.unescape(_TAG.sub("", text))
    return re.sub(r"&(?=\S)", "", text).replace("&&", "&").strip()


@cache
def english_sources() -> tuple[str, ...]:
    """The source texts whose Indonesian translation is not the same words."""
    found = []
    for message in ET.parse(TS).getroot().iter("message"):
        source = message.findtext("source") or ""
        translation = message.find("translation")
        assert translation is not None
        forms = [f.text or "" for f in translation.findall("numerusform")]
        translated = forms[0] if forms else translation.text or ""
        if plain(translated) != plain(source):
            found.append(source)
    return tuple(sorted(set(found)))


@cache
def _patterns() -> tuple[tuple[str, re.Pattern[str] | None, str], ...]:
    """Per English source: the text, a pattern of it with its slots filled, and its
    longest piece without slots when that piece is long enough to be telling."""
    out = []
    for source in english_sources():
        text = plain(source)
        chunks = _SLOT.split(text)
        letters = sum(c.isalpha() for c in "".join(chunks))
        pattern = None
        if len(chunks) > 1 and letters >= 4:
            pattern = re.compile(".+?".join(re.escape(c) for c in chunks), re.DOTALL)
        longest = max((c.strip() for c in chunks), key=len)
        piece = longest if len(longest) >= 12 and len(longest.split()) >= 2 else ""
        out.append((text, pattern, piece))
    return tuple(out)


def english_in(texts: Iterable[str]) -> list[tuple[str, str]]:
    """(text on screen, English source it is or holds) for every English leftover."""
    found = []
    for shown in {plain(t) for t in texts if t and t.strip()}:
        lines = {shown, *(line.strip() for line in shown.splitlines() if line.strip())}
        for source, pattern, piece in _patterns():
            if (
                source in lines
                or (pattern is not None and any(pattern.fullmatch(line) for line in lines))
                or (piece and piece in shown)
            ):
                found.append((shown, source))
    return sorted(found)


def _actions(actions: Iterable[QAction]) -> list[str]:
    texts: list[str] = []
    for action in actions:
        texts += [action.text(), action.iconText(), action.toolTip()]
        menu = action.menu()
        if isinstance(menu, QMenu):
            texts += [menu.title(), *_actions(menu.actions())]
    return texts


def _model(model: QAbstractItemModel | None) -> list[str]:
    if model is None:
        return []
    texts = []
    for section in range(model.columnCount()):
        texts.append(str(model.headerData(section, Qt.Orientation.Horizontal) or ""))
    for row in range(model.rowCount()):
        for column in range(model.columnCount()):
            index = model.index(row, column)
            for role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
                value = model.data(index, role)
                if isinstance(value, str):
                    texts.append(value)
    return texts


def _scene(view: QGraphicsView) -> list[str]:
    scene = view.scene()
    if scene is None:
        return []
    texts = []
    for item in scene.items():
        if not item.isVisible():
            continue
        if isinstance(item, QGraphicsTextItem):
            texts.append(item.toPlainText())
        elif isinstance(item, QGraphicsSimpleTextItem):
            texts.append(item.text())
        texts.append(item.toolTip())
    return texts


def visible_texts(root: QWidget) -> list[str]:
    """Every text ``root`` and its visible children show (see the module's docstring)."""
    texts: list[str] = [root.windowTitle()]
    for widget in [root, *root.findChildren(QWidget)]:
        if not widget.isVisible():
            continue
        texts += [widget.toolTip(), widget.windowTitle() if widget.isWindow() else ""]
        texts += _actions(widget.actions())
        if isinstance(widget, QLabel | QAbstractButton):
            texts.append(widget.text())
        elif isinstance(widget, QGroupBox):
            texts.append(widget.title())
        elif isinstance(widget, QLineEdit):
            texts += [widget.text(), widget.placeholderText()]
        elif isinstance(widget, QComboBox):
            texts += [widget.itemText(i) for i in range(widget.count())]
        elif isinstance(widget, QTabWidget):
            texts += [widget.tabText(i) for i in range(widget.count())]
        elif isinstance(widget, QTextEdit):
            texts.append(widget.toPlainText())
        elif isinstance(widget, QAbstractItemView):
            texts += _model(widget.model())
        elif isinstance(widget, QGraphicsView):
            texts += _scene(widget)
        if isinstance(widget, QSpinBox | QDoubleSpinBox):
            texts += [widget.prefix(), widget.suffix()]
        if isinstance(widget, QAbstractSpinBox):
            texts.append(widget.specialValueText())
        if isinstance(widget, QMainWindow):
            texts += _actions(widget.menuBar().actions())
            texts.append(widget.statusBar().currentMessage())
    return [text for text in texts if text]
