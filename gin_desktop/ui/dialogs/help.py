"""Help › Keys and gestures: what the mouse does on the table, then every key of the
window, listed from the command registry (``Commands.key_rows``) so that none is ever
missing, each with the command it gives."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from gin_desktop.words import help_words as words

if TYPE_CHECKING:
    from gin_desktop.words.commands import KeyRow

SHOWN_AT_LEAST = 12
"""Lines of the list of keys always in sight; the rest when the screen holds them."""


class KeysDialog(QDialog):
    """The mouse's gestures in words, and a list of the keys: those of the table, then
    those that act anywhere in the window."""

    def __init__(self, rows: Sequence[KeyRow], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("keysDialog")
        said = words.keys_words()
        self.setWindowTitle(said.title)
        gestures = QLabel(said.gestures)
        gestures.setWordWrap(True)
        self.keys = QTreeWidget()
        self.keys.setObjectName("keysList")
        self.keys.setColumnCount(2)
        self.keys.setHeaderLabels(said.headers)
        self.keys.setRootIsDecorated(False)
        self.keys.setIndentation(12)
        self.keys.setItemsExpandable(False)
        self.keys.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.keys.setAlternatingRowColors(True)
        groups = ((said.on_table, True), (said.anywhere, False))
        lines = 0
        for title, on_table in groups:
            group = QTreeWidgetItem(self.keys, [title])
            lines += 1
            font = group.font(0)
            font.setBold(True)
            group.setFont(0, font)
            group.setFirstColumnSpanned(True)
            for row in rows:
                if row.on_table == on_table:
                    QTreeWidgetItem(group, [", ".join(row.keys), row.words])
                    lines += 1
            group.setExpanded(True)
        header = self.keys.header()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        header.setStretchLastSection(True)
        more = QLabel(said.more)
        more.setWordWrap(True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(gestures)
        layout.addWidget(self.keys, 1)
        layout.addWidget(more)
        layout.addWidget(buttons)
        self.setMinimumWidth(560)
        line = self.keys.fontMetrics().height() + 8
        header_h = self.keys.header().sizeHint().height()
        self.keys.setMinimumHeight(min(lines, SHOWN_AT_LEAST) * line + header_h)
        screen = self.screen().availableGeometry().height() if self.screen() else 700
        wanted = self.sizeHint().height() + (lines - SHOWN_AT_LEAST) * line
        self.resize(max(620, self.sizeHint().width()), min(wanted, int(screen * 0.9)))


def show_keys(parent: QWidget) -> None:
    """Show the keys of ``parent``'s command registry (the main window's)."""
    # loaded when the keys are shown: the registry imports this dialog's module
    from ..window.commands import Commands

    commands = parent.findChild(Commands)
    rows = commands.key_rows() if commands is not None else []
    KeysDialog(rows, parent).exec()
