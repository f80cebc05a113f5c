"""The window's frame: the header, the felt of the table, the row of buttons and the
message line, without the game in it.

It is what a player sees first: ``start.py`` puts the frame on screen before the engine,
the card art and the computer players have loaded, then ``MainWindow.build_game`` deals
into it. The menu bar shows its menus' titles; the commands fill them with the game.
Everything here is Qt and the felt, so that its module loads in a few milliseconds.
"""

from __future__ import annotations

from PySide6.QtGui import QFont, QFontInfo, QFontMetrics
from PySide6.QtWidgets import (
    QApplication,
    QFrame,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QMenu,
    QPushButton,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from gin_desktop.words.commands import MENU_BAR, menu_title

from ..table.card_table import CardTable

_HEADER_STYLE = (
    "QWidget#header {{ background: #0f2f1d; }} "
    "QLabel {{ color: #f2f2e8; font-size: {px}px; padding: 4px 10px; }}"
)
_HEADER_PADDING_PX = 4
"""Above and below the header's text (its style's padding)."""
_BAR_STYLE = (
    "QWidget#actions {{ background: #0f2f1d; }} "
    "QPushButton {{ font-size: {px}px; padding: {pad}px {wide}px; }}"
)
_BAR_MARGIN_PX = 6
"""Above and below the buttons."""


SMALLEST_BAR_PX, LARGEST_BAR_PX = 13, 26
"""The header's and the buttons' text sizes, in pixels, for the smallest and largest window."""


def _bar_font_px(window_height: int) -> int:
    """The header's and the buttons' text grows with the window, as the table does, and is
    never smaller than the system's."""
    grown = max(SMALLEST_BAR_PX, min(LARGEST_BAR_PX, round(window_height / 50)))
    return max(grown, system_text_px())


def system_text_px() -> int:
    """The size of the system's text, in pixels (larger when the player asks for it)."""
    return QFontInfo(QApplication.font()).pixelSize()


class WindowFrame:
    """The frame built into ``window``: the header (``score_label``, ``thinking_label``),
    the table (``table``, inside ``stack``, which also holds the privacy screen), the
    ``action_area`` whose ``action_row`` the window's ``ActionBar`` fills with buttons, a
    message line one line high, so that a notice never resizes the table, and the menu
    bar's ``menus``.

    The header and the button row keep their height whatever they show, so that nothing
    moves when the first hand is dealt or while no button is shown (between hot-seat
    turns). The window calls ``fit_bars`` when it is resized: their text grows with it.
    """

    def __init__(self, window: QMainWindow) -> None:
        self.window = window
        self._bar_px: int | None = None
        self.table = CardTable()
        self._build_header()
        self.action_area = QFrame()  # a frame draws the background of its style sheet
        self.action_area.setObjectName("actions")
        self.action_row = QHBoxLayout(self.action_area)
        self.action_row.setContentsMargins(8, _BAR_MARGIN_PX, 8, _BAR_MARGIN_PX)
        self._sample_button = QPushButton(self.action_area)
        """Never shown: it measures how tall a button of the bar is."""
        self._sample_button.setText("Ag")  # not QPushButton("Ag"): its overloads load QIcon
        self._sample_button.hide()
        self.stack = QStackedWidget()
        self.stack.addWidget(self.table)
        central = QWidget()
        layout = QVBoxLayout(central)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(self.header)
        layout.addWidget(self.stack, 1)
        layout.addWidget(self.action_area)
        window.setCentralWidget(central)
        bar = window.statusBar()
        bar.setFixedHeight(bar.fontMetrics().height() + 12)
        self._style_bars(SMALLEST_BAR_PX)
        window.setMinimumSize(800, 600)
        menu_bar = window.menuBar()
        self.menus: dict[str, QMenu] = {
            name: menu_bar.addMenu(menu_title(name)) for name in MENU_BAR
        }
        """The menus of the menu bar by name, their titles shown in the frame so that the
        first paint shows them; ``Commands.build_menus`` fills them with the game."""

    def retranslate(self) -> None:
        """The menus' titles in the language now installed."""
        for name in MENU_BAR:
            self.menus[name].setTitle(menu_title(name))

    def _build_header(self) -> None:
        self.header = QFrame()
        self.header.setObjectName("header")
        self.score_label = QLabel()
        self.thinking_label = QLabel()
        row = QHBoxLayout(self.header)
        row.setContentsMargins(4, 0, 4, 0)
        row.addWidget(self.score_label, 1)
        row.addWidget(self.thinking_label)

    def finish(self) -> None:
        """What the frame needs once the game is built into it, before any text is put in
        its labels. (Kept out of the first paint: Qt's namespace of flags, ``Qt``, costs
        the start some 14 ms of building its enums.)"""
        # loaded after the frame's first paint (tests/ui/test_startup.py)
        from PySide6.QtCore import Qt

        self.score_label.setTextFormat(Qt.TextFormat.PlainText)  # names are text, not markup
        self.thinking_label.setTextFormat(Qt.TextFormat.PlainText)
        self.thinking_label.setAlignment(
            Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
        )

    def first_size(self) -> tuple[int, int]:
        """Most of the screen (the cards grow with the window: a 1920 x 1080 screen gets a
        larger table than a laptop's), at least 1100 x 760 where the screen has room, less
        on a small screen (a 1366 x 768 laptop with a task bar)."""
        screen = self.window.screen()
        if screen is None:
            return 1100, 760
        room = screen.availableGeometry()
        wide, tall = room.width(), room.height()
        width = min(wide - 40, max(1100, round(wide * 0.85)))
        height = min(tall - 40, max(760, round(tall * 0.85)))
        return max(800, width), max(600, height)

    def fit_bars(self) -> None:
        """The header's and the buttons' text for the window's height."""
        px = _bar_font_px(self.window.height())
        if px != self._bar_px:
            self._style_bars(px)

    def _style_bars(self, px: int) -> None:
        """The header's and the buttons' text at ``px`` pixels; both keep the height of
        their text, shown or not."""
        self._bar_px = px
        self.header.setStyleSheet(_HEADER_STYLE.format(px=px + 2))
        font = QFont(self.window.font())
        font.setPixelSize(px + 2)
        self.header.setMinimumHeight(QFontMetrics(font).height() + 2 * _HEADER_PADDING_PX)
        pad = round(px * 0.4)
        self.action_area.setStyleSheet(_BAR_STYLE.format(px=px, pad=pad, wide=pad * 2 + 2))
        tall = self._sample_button.sizeHint().height()
        self.action_area.setMinimumHeight(tall + 2 * _BAR_MARGIN_PX)
