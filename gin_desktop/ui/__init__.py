"""The Qt user interface. The only layer that imports PySide6."""

from __future__ import annotations

from . import _pyside_fix

_pyside_fix.apply()
