"""Test setup: Qt runs offscreen, with a fixed style and scale, before any QApplication."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("QT_SCALE_FACTOR", "1")
