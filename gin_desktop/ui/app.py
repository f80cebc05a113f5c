"""Application start-up: the QApplication and the main window."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLabel, QMainWindow


class MainWindow(QMainWindow):
    """The main window. Until the card table exists it shows a placeholder."""

    def __init__(self) -> None:
        super().__init__()
        self.setWindowTitle(self.tr("Gin Desktop"))
        label = QLabel(self.tr("Gin Desktop\n\nThe card table is on its way."))
        label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        label.setStyleSheet("background: #1e5b3a; color: white; font-size: 20px;")
        self.setCentralWidget(label)
        self.resize(1024, 720)


def run(argv: Sequence[str]) -> int:
    app = QApplication.instance() or QApplication(list(argv))
    app.setApplicationName("Gin Desktop")
    app.setOrganizationName("Gin Desktop")
    window = MainWindow()
    window.show()
    return app.exec()
