"""No two items of one menu, and no two controls of one dialog, share an accelerator (the
letter after &), in English and in Bahasa Indonesia: Alt with that letter must reach one
thing only."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QDialog,
    QGroupBox,
    QLabel,
    QMenu,
    QWidget,
)

from gin_desktop.engine import HOUSE_GAMES, HOUSE_OPTIONS, house_default
from gin_desktop.ui.dialogs.house_rules import HouseRulesDialog
from gin_desktop.words import language

LANGUAGES = ("en", "id")


@pytest.fixture(autouse=True)
def _english_after() -> Iterator[None]:
    yield
    language.use("en")
    QApplication.sendPostedEvents()


def accelerator(text: str) -> str | None:
    """The letter after a single &, lower case; None without one."""
    at = text.replace("&&", "").find("&")
    plain = text.replace("&&", "")
    return plain[at + 1].lower() if 0 <= at < len(plain) - 1 else None


def clashes(texts: list[str]) -> list[tuple[str, list[str]]]:
    seen: dict[str, list[str]] = {}
    for text in texts:
        letter = accelerator(text)
        if letter is not None:
            seen.setdefault(letter, []).append(text)
    return [(letter, items) for letter, items in seen.items() if len(items) > 1]


def menu_clashes(menu: QMenu) -> list[tuple[str, list[str]]]:
    found = clashes([a.text() for a in menu.actions() if a.isVisible() and not a.isSeparator()])
    for action in menu.actions():
        if action.menu() is not None:
            found += menu_clashes(action.menu())
    return found


def control_texts(widget: QWidget) -> list[str]:
    """Every accelerator-bearing text of a dialog's controls (buttons, group boxes, the
    labels of fields)."""
    texts = [b.text() for b in widget.findChildren(QAbstractButton) if b.isVisibleTo(widget)]
    texts += [g.title() for g in widget.findChildren(QGroupBox) if g.isVisibleTo(widget)]
    texts += [
        label.text()
        for label in widget.findChildren(QLabel)
        if label.buddy() is not None and label.isVisibleTo(widget)
    ]
    return texts


@pytest.mark.parametrize("spoken", LANGUAGES)
def test_no_two_items_of_a_menu_share_an_accelerator(qtbot, make_window, spoken: str) -> None:
    window = make_window()
    language.use(spoken)
    QApplication.sendPostedEvents()
    bar = window.menuBar()
    found = clashes([action.text() for action in bar.actions()])
    for action in bar.actions():
        if action.menu() is not None:
            found += menu_clashes(action.menu())
    assert found == []


@pytest.mark.parametrize("spoken", LANGUAGES)
@pytest.mark.parametrize(
    "command", ["new_match", "preferences", "house_rules", "match_rules", "welcome"]
)
def test_no_two_controls_of_a_dialog_share_an_accelerator(
    qtbot, make_window, spoken: str, command: str
) -> None:
    from .conftest import when_modal

    window = make_window()
    language.use(spoken)
    QApplication.sendPostedEvents()
    found: list[list[tuple[str, list[str]]]] = []

    def read_and_close(dialog: QWidget) -> None:
        assert isinstance(dialog, QDialog)
        found.append(clashes(control_texts(dialog)))
        dialog.reject()

    when_modal(read_and_close)
    window.commands[command].trigger()
    assert found == [[]]


@pytest.mark.parametrize("spoken", LANGUAGES)
@pytest.mark.parametrize("game", HOUSE_GAMES)
def test_no_two_options_of_a_games_house_rules_share_an_accelerator(
    qtbot, spoken: str, game: str
) -> None:
    language.use(spoken)
    QApplication.sendPostedEvents()
    dialog = HouseRulesDialog(house_default(game))
    qtbot.addWidget(dialog)
    assert len(control_texts(dialog)) > len(HOUSE_OPTIONS[game]) // 2
    assert clashes(control_texts(dialog)) == []
