"""The privacy screen of hot-seat play: it covers the table while the screen is passed on.

It knows two names and nothing of the game: while it is up, the table behind it holds no
card of either hand (the scene is concealed), so nothing can be glimpsed around it. A click
anywhere on it, its button, or Space or Enter, tells that the player on turn sits at the
screen.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeyEvent, QMouseEvent, QResizeEvent
from PySide6.QtWidgets import QLabel, QPushButton, QSizePolicy, QVBoxLayout, QWidget

from gin_desktop.words.hot_seat_words import privacy_words

from ..table.felt import felt_stops

_STYLE = (
    "QWidget#privacy {{ background: qradialgradient(cx:0.5, cy:0.5, radius:0.8, "
    "fx:0.5, fy:0.5, stop:0 {middle}, stop:1 {corner}); }} "
    "QLabel {{ color: #f2f2e8; }} "
    "QLabel#title {{ color: #ffe28a; font-size: {title}px; font-weight: bold; }} "
    "QLabel#note {{ font-size: {note}px; }} "
    "QPushButton {{ font-size: {note}px; padding: {pad}px {wide}px; }}"
)


SMALLEST_NOTE_PX, LARGEST_NOTE_PX = 13, 24
"""The screen's text sizes, in pixels, for the smallest and largest window."""


class PrivacyScreen(QWidget):
    """Covers the table between hot-seat turns; ``revealed`` when the player is there."""

    revealed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("privacy")
        self.felt = "green"
        """The felt the screen is drawn on: the table's."""
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.title = self._label("title")
        self.note = self._label("note")
        self.away = self._label("note")
        self.button = QPushButton()
        self.button.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # Space is the screen's own
        self.button.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        self.button.clicked.connect(self.revealed)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(24, 24, 24, 24)
        layout.setSpacing(18)
        layout.addStretch(2)
        for label in (self.title, self.note):
            layout.addWidget(label)
        layout.addWidget(self.button, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addWidget(self.away)
        layout.addStretch(3)
        self._restyle(600)

    def _label(self, name: str) -> QLabel:
        label = QLabel()
        label.setTextFormat(Qt.TextFormat.PlainText)  # names are text, never markup
        label.setObjectName(name)
        label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        label.setWordWrap(True)
        return label

    def show_for(self, name: str, other: str, players: int = 2) -> None:
        """Ask for the screen to be passed to ``name``; ``other`` should look away."""
        said = privacy_words(name, other, players)
        self.title.setText(said.title)
        self.note.setText(said.note)
        self.button.setText(said.button)
        self.away.setText(said.away)

    def text(self) -> str:
        """Everything the screen says, for tests and screen readers."""
        button = self.button.text().replace("&&", "&")  # as shown
        return "\n".join((self.title.text(), self.note.text(), button, self.away.text()))

    # --- input ------------------------------------------------------------------------

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton and self.rect().contains(
            event.position().toPoint()
        ):
            event.accept()
            self.revealed.emit()
            return
        super().mouseReleaseEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter):
            event.accept()
            self.revealed.emit()
            return
        super().keyPressEvent(event)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._restyle(self.height())

    def _restyle(self, height: int) -> None:
        """The words grow with the window, as the table's do."""
        note = max(SMALLEST_NOTE_PX, min(LARGEST_NOTE_PX, round(height / 30)))
        title = round(note * 1.7)
        pad = round(note * 0.5)
        middle, corner = felt_stops(self.felt)
        self.setStyleSheet(
            _STYLE.format(
                title=title, note=note, pad=pad, wide=pad * 3, middle=middle, corner=corner
            )
        )

    def set_felt(self, name: str) -> None:
        """The table's own felt under the screen (``preferences.table_colour``)."""
        self.felt = name
        self._restyle(self.height())
