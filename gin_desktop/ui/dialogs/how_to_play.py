"""Help > How to play: the rules of the match on the table, with the numbers of its own
rule set, and the glossary, in a scrolling page. The sentences are the words'
(``words/how_to_play.py``); this module lays them out as rich text and shows them.
"""

from __future__ import annotations

from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from gin_desktop.engine import RuleSet
from gin_desktop.words import how_to_play
from gin_desktop.words.wording import esc


def rules_html(rules: RuleSet) -> str:
    """The rules of ``rules`` as rich text: the aim, a turn, knocking, the showdown, the
    score, the match, then the glossary."""
    parts = [f"<h2>{esc(how_to_play.title(rules))}</h2>"]
    for title, paragraphs in how_to_play.sections(rules):
        parts += _section(title, [esc(text) for text in paragraphs])
    parts += _section(how_to_play.glossary_title(), [_glossary()])
    return "".join(parts)


def _section(title: str, paragraphs: list[str]) -> list[str]:
    return [f"<h3>{esc(title)}</h3>", *(f"<p>{text}</p>" for text in paragraphs)]


def _glossary() -> str:
    rows = "".join(
        f"<tr><td><b>{esc(word)}</b></td><td>{esc(meaning)}</td></tr>"
        for word, meaning in how_to_play.glossary()
    )
    return f"<table cellpadding='3'>{rows}</table>"


class HowToPlayDialog(QDialog):
    """The rules of ``rules`` in a scrolling page."""

    def __init__(self, rules: RuleSet, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(how_to_play.window_title())
        self.browser = QTextBrowser()
        self.browser.setHtml(rules_html(rules))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.browser, 1)
        layout.addWidget(buttons)
        # Within the screen, its frame too (an 800x600 screen): the page scrolls. Not
        # self.screen(): see HouseRulesDialog._fit_screen.
        screen = QGuiApplication.primaryScreen()
        room = screen.availableGeometry() if screen is not None else None
        width = 720 if room is None else min(720, room.width() - 20)
        height = 640 if room is None else min(640, room.height() - 60)
        self.resize(width, height)
