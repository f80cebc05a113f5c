"""Test setup: Qt runs offscreen, with a fixed style and scale, before any QApplication.

Qt's test mode is switched on before anything creates a ``QSettings``: Qt settles the
settings' default location once, so a test can never read or write the player's own.

The suite runs on every core (pytest-xdist's ``-n auto`` in ``pyproject.toml``); without
pytest-xdist, or with ``-p no:xdist``, the options it would have taken are taken here and
every test runs in this one process.
"""

from __future__ import annotations

import os

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("QT_SCALE_FACTOR", "1")

try:
    from PySide6.QtCore import QStandardPaths
except ImportError:  # the engine's and the AI's tests run without PySide6
    pass
else:
    QStandardPaths.setTestModeEnabled(True)


def pytest_addoption(parser: pytest.Parser, pluginmanager: pytest.PytestPluginManager) -> None:
    """Take the ``-n`` and ``--dist`` of ``addopts`` when pytest-xdist is not there to."""
    if pluginmanager.has_plugin("xdist"):
        return
    group = parser.getgroup("xdist", "in one process: pytest-xdist is not loaded")
    # Its own short option, as pytest-xdist declares it (``addoption`` keeps lower-case ones
    # for pytest itself).
    group._addoption("-n", "--numprocesses", dest="numprocesses", help="ignored: one process")
    group.addoption("--dist", dest="dist", default="no", help="ignored: one process")
