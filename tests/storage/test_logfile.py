"""The log file: in Qt's application-local data folder, rotated, never doubled, and the
game goes on when it cannot be opened."""

from __future__ import annotations

import logging
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from gin_desktop.storage import logfile
from gin_desktop.storage.logfile import LOG_NAME, log_folder, start_log_file, stop_log_file


@pytest.fixture(autouse=True)
def _stopped() -> Iterator[None]:
    yield
    stop_log_file()


def test_the_log_is_in_the_application_local_data_folder(monkeypatch, tmp_path: Path) -> None:
    """Under Qt's test mode (tests/conftest.py) and a home of this test's own."""
    pytest.importorskip("PySide6")
    monkeypatch.setenv("HOME", str(tmp_path))
    path = start_log_file()
    assert path == log_folder() / LOG_NAME
    assert path.is_relative_to(tmp_path)
    logging.getLogger("gin_desktop.storage").warning("a damaged file was set aside")
    assert "WARNING gin_desktop.storage: a damaged file was set aside" in path.read_text()


def test_the_log_rotates_and_is_never_doubled(monkeypatch, tmp_path: Path) -> None:
    monkeypatch.setattr(logfile, "MOST_BYTES", 2000)
    start_log_file(tmp_path)
    path = start_log_file(tmp_path)  # a second start replaces the first's handlers
    assert path is not None
    for number in range(100):
        logging.getLogger("gin_desktop").info("line %d of the log", number)
    assert "line 99 of the log\n" in path.read_text()
    assert path.read_text().count("line 99 ") == 1
    assert (tmp_path / f"{LOG_NAME}.1").is_file()
    assert (tmp_path / f"{LOG_NAME}.2").is_file()
    assert not (tmp_path / f"{LOG_NAME}.3").exists()
    assert path.stat().st_size <= 2000


def test_without_a_console_or_a_folder_the_game_goes_on(monkeypatch, tmp_path: Path) -> None:
    monkeypatch.setattr(sys, "stderr", None)
    blocked = tmp_path / "a file, not a folder"
    blocked.write_text("")
    assert start_log_file(blocked) is None
    logging.getLogger("gin_desktop").error("nowhere to go, and no exception")
