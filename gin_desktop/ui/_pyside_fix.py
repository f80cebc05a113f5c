"""A guard against a reference-counting bug of PySide6 6.12.0 on Python 3.11.

In that release every Qt method returning ``void`` (``QPainter.setPen``, ``QLabel.setText``,
``QGraphicsItem.setPos`` ...) gives back ``None`` without taking a reference to it, so each
call lowers ``None``'s reference count by one; emitting a ``Signal(bool)`` does the same to
``True``. Python 3.12 made these objects immortal and does not notice; on 3.11 the count
reaches zero after a few thousand calls (a few seconds of card animation) and the
interpreter aborts with "Fatal Python error: none_dealloc" (or "bool_dealloc").
PySide6 6.11 is not affected.

The guard probes for the bug and, only if it is present, does what Python 3.12 does:
it gives ``None``, ``True`` and ``False`` a reference count so large that no run of the
program can use it up
(2**40 decrements: twelve days at a million Qt calls a second). The real fix is a version
pin (``PySide6-Essentials!=6.12.0`` on Python < 3.12); this keeps the game alive meanwhile.
"""

from __future__ import annotations

import sys

_HEADROOM = 1 << 40
_applied = False


def _drains_singletons() -> bool:
    from PySide6.QtCore import QObject, Signal

    class Probe(QObject):
        flag = Signal(bool)

    probe = Probe()
    probe.flag.connect(_ignore)
    before = sys.getrefcount(None), sys.getrefcount(True)
    for _ in range(16):
        probe.setObjectName("probe")
        probe.flag.emit(False)
    after = sys.getrefcount(None), sys.getrefcount(True)
    probe.flag.disconnect(_ignore)
    return any(b - a > 8 for a, b in zip(after, before, strict=True))


def _ignore(_value: bool) -> None:
    pass


def apply() -> bool:
    """Apply the guard if this interpreter and PySide6 need it; True if applied."""
    global _applied
    if _applied:
        return True
    if sys.version_info >= (3, 12) or sys.implementation.name != "cpython":
        return False
    if not _drains_singletons():
        return False
    import ctypes  # only when needed: the start-up is timed

    # ob_refcnt is the first field of every object in CPython 3.11 (non-debug build).
    for singleton in (None, True, False):
        ctypes.c_ssize_t.from_address(id(singleton)).value += _HEADROOM
    _applied = True
    return True
