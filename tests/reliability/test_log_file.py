"""A log file that is no regular file (a FIFO, a link to a device) never holds the start:
the game logs to the console alone and says why there."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from gin_desktop.storage.logfile import LOG_NAME

START_LOG = (
    "import sys; from pathlib import Path; from gin_desktop.storage.logfile import "
    "start_log_file; print(start_log_file(Path(sys.argv[1])))"
)


def start_log_in(folder: Path) -> subprocess.CompletedProcess[str]:
    root = Path(__file__).resolve().parents[2]
    command = [sys.executable, "-c", START_LOG, str(folder)]
    return subprocess.run(command, cwd=root, capture_output=True, text=True, timeout=60)


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs POSIX FIFOs")
def test_a_log_file_that_is_a_pipe_is_left_alone_and_the_start_goes_on(tmp_path: Path) -> None:
    os.mkfifo(tmp_path / LOG_NAME)
    done = start_log_in(tmp_path)  # before: blocked for ever opening the FIFO
    assert done.returncode == 0 and done.stdout.strip() == "None"
    assert "is not a regular file" in done.stderr


@pytest.mark.skipif(not os.path.exists("/dev/zero"), reason="needs /dev/zero")
def test_a_log_file_that_links_to_a_device_is_left_alone(tmp_path: Path) -> None:
    (tmp_path / LOG_NAME).symlink_to("/dev/zero")
    done = start_log_in(tmp_path)
    assert done.returncode == 0 and done.stdout.strip() == "None"
    assert (tmp_path / LOG_NAME).is_symlink()
