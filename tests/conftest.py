"""Test setup: Qt runs offscreen, with a fixed style and scale, before any QApplication.

Qt's test mode is switched on before anything creates a ``QSettings``: Qt settles the
settings' default location once, so a test can never read or write the player's own.
"""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("QT_SCALE_FACTOR", "1")

try:
    from PySide6.QtCore import QStandardPaths
except ImportError:  # the engine's and the AI's tests run without PySide6
    pass
else:
    QStandardPaths.setTestModeEnabled(True)
