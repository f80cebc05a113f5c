"""One game per home: a second start on the same data folder brings the running window to
the front, and closes without writing anything.

The first copy holds the home's lock (``storage/home_lock.py``) and, once its game is
built, listens on a local socket named after the folder (``Doorbell``). A second copy
finds the lock held, rings (``ring``): the first raises its window and the second ends at
once. If nobody answers (the first copy is still starting), the second says in a box that
the game is already open; if the first takes the ring but does not read it within
``HUNG_AFTER_MS`` (it is hung), that it is running but not answering; and ends. Without a
screen (offscreen), the sentence goes to stderr. Either way it never opens the match in
progress, the statistics or the settings for writing.
"""

from __future__ import annotations

import hashlib
import logging
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Literal

from PySide6.QtCore import QObject, Qt
from PySide6.QtWidgets import QApplication, QMainWindow, QMessageBox

from gin_desktop.words import start_words, window_words

if TYPE_CHECKING:
    from PySide6.QtNetwork import QLocalSocket

log = logging.getLogger(__name__)

RING = b"raise\n"
ANSWER_MS = 1000
"""How long a second start waits for the first to take its ring (connect, write)."""
HUNG_AFTER_MS = 5000
"""How long a second start waits for the first to read its ring and hang up, before it
tells the player that the first is running but not answering."""
Answer = Literal["raised", "nobody", "silent"]
"""What came of a ring: the first read it (and came to the front), nobody took it (the
first is still starting, or a build without Qt's network module), or the first took it
and never read it (hung)."""


def server_name(folder: Path) -> str:
    """The local socket of the copy that holds ``folder``: one name per home."""
    digest = hashlib.sha256(str(folder.resolve()).encode("utf-8")).hexdigest()[:16]
    return f"gin-desktop-{digest}"


class Doorbell(QObject):
    """In the copy that holds the home: a second start's ring raises ``window``."""

    def __init__(self, window: QMainWindow, folder: Path) -> None:
        super().__init__(window)
        self._window = window
        try:
            from PySide6.QtNetwork import QLocalServer  # only once the game is on screen
        except ImportError as error:  # a build without Qt's network module
            log.warning("a second start cannot reach this window: %s", error)
            return
        self._server = QLocalServer(self)
        name = server_name(folder)
        QLocalServer.removeServer(name)  # a crashed copy's socket: we hold the home now
        if not self._server.listen(name):
            log.warning("a second start cannot reach this window: %s", self._server.errorString())
        self._server.newConnection.connect(self._answer)

    def _answer(self) -> None:
        while (socket := self._server.nextPendingConnection()) is not None:
            socket.disconnected.connect(socket.deleteLater)
            socket.readyRead.connect(lambda socket=socket: self._read(socket))

    def _read(self, socket: QLocalSocket) -> None:
        if bytes(socket.readAll().data()).startswith(RING):  # a second start, nothing else
            raise_window(self._window)
            log.info("a second start of the game brought this window to the front")
        socket.disconnectFromServer()


def raise_window(window: QMainWindow) -> None:
    state = window.windowState() & ~Qt.WindowState.WindowMinimized
    window.setWindowState(state | Qt.WindowState.WindowActive)
    window.show()
    window.raise_()
    window.activateWindow()


def ring(folder: Path) -> Answer:
    """From a second start: ask the copy that holds ``folder`` to come to the front; what
    came of it."""
    try:
        # QtNetwork only when another copy is rung
        from PySide6.QtNetwork import QLocalSocket
    except ImportError:  # a build without Qt's network module: the player is told instead
        return "nobody"
    socket = QLocalSocket()
    socket.connectToServer(server_name(folder))
    if not socket.waitForConnected(ANSWER_MS):
        return "nobody"
    socket.write(RING)
    socket.waitForBytesWritten(ANSWER_MS)
    hung_up = socket.state() == QLocalSocket.LocalSocketState.UnconnectedState
    if hung_up or socket.waitForDisconnected(HUNG_AFTER_MS):  # ``Doorbell._read`` hangs up
        return "raised"
    socket.abort()
    return "silent"


def say_already_open() -> None:
    """The second start's word, when nobody took its ring."""
    tell(start_words.already_open())


def say_not_answering() -> None:
    """The second start's word, when the first took its ring and never read it."""
    tell(start_words.not_answering())


def tell(text: str) -> None:
    """``text`` in a box, or on stderr where there is no screen to show one on."""
    log.info("%s", text)  # no copy of it on stderr: the log file is not open yet
    if QApplication.platformName() in ("offscreen", "minimal"):
        if sys.stderr is not None:
            print(text, file=sys.stderr)
        return
    box = QMessageBox(QMessageBox.Icon.Information, window_words.app_name(), text)
    box.exec()
