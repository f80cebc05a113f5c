"""Help > Keys and gestures."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox, QWidget

translate = QCoreApplication.translate


def show_keys(parent: QWidget) -> None:
    QMessageBox.information(parent, translate("MainWindow", "Keys and gestures"), translate("MainWindow",
        "Drag cards with the mouse: from the stock or the discard pile to your hand to draw, "
        "from your hand to the discard pile to discard, to the knock area to knock, onto "
        "the knocker's melds to lay off, within your hand to reorder.\n\n"
        "Double-click the stock or the pile to draw, a card of your hand to discard it "
        "(or lay it off); a single click on the pile fans it out to look through it.\n\n"
        "Keys: ←/→ choose a card, Shift+←/→ move it; S stock, D (or T) discard pile, "
        "P pass, Enter discard the chosen card, K knock, G gin, B big gin, L lay off, "
        "O best lay-off, F done laying off, N next hand; A arrange melds, R by rank, "
        "U by suit; V look through the discard pile.\n\n"
        "The Play menu lists every move with its key. Ctrl+Z takes your discard back until "
        "the computer moves; F1 shows how to play; Tab moves through the buttons. Ctrl+L "
        "shows the match log, Ctrl+T the score sheet.\n\n"
        "Hot-seat: between turns the cards are hidden; pass the computer on, then click "
        "the screen or press Space to show your cards."
    ))  # fmt: skip
