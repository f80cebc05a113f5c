"""A windowed build has no console (``sys.stderr`` is None): an error in a slot still shows
its dialog, the game goes on, and the error is in the log file."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QMainWindow, QMessageBox

from gin_desktop.app.start import install_exception_hook
from gin_desktop.storage.logfile import LOG_NAME, log_folder, start_log_file, stop_log_file

from .conftest import when_modal


@pytest.mark.qt_no_exception_capture  # the game's hook, not pytest-qt's, is under test
def test_an_error_in_a_slot_without_a_console_is_shown_and_logged(qtbot, monkeypatch, tmp_path):
    monkeypatch.setenv("HOME", str(tmp_path))  # Qt's test-mode folders, in this test's home
    monkeypatch.setattr(sys, "stderr", None)
    monkeypatch.setattr(sys, "excepthook", sys.excepthook)  # put back after the test
    window = QMainWindow()
    qtbot.addWidget(window)
    path = start_log_file()
    try:
        assert path == log_folder() / LOG_NAME and Path(path).is_relative_to(tmp_path)
        install_exception_hook(window)
        shown: list[str] = []

        def close(box: QMessageBox) -> None:
            shown.append(box.detailedText())
            box.close()

        def slot() -> None:
            raise ValueError("a bug in a slot, with no console")

        when_modal(close)
        QTimer.singleShot(0, slot)
        qtbot.waitUntil(lambda: bool(shown))
    finally:
        stop_log_file()
    assert "ValueError: a bug in a slot, with no console" in shown[0]
    written = path.read_text(encoding="utf-8")
    assert "CRITICAL gin_desktop.app.start: unexpected error" in written
    assert "Traceback (most recent call last)" in written
    assert "ValueError: a bug in a slot, with no console" in written
