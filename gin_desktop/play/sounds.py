"""The table's sounds: a draw, a discard, a knock, gin, a lay-off and the hand's end.

The sounds are our own, made here from a few lines of arithmetic (tones and shaped noise,
no recording), at start, in a few milliseconds. They are played through miniaudio: one
small library (about 1 MiB in the packaged app, with its own audio backends and no system
dependency), chosen over Qt Multimedia, which is not part of PySide6-Essentials and would
bring tens of MiB of FFmpeg into the app. One sound plays at a time (a new one cuts the
last: they are short), handed to the device as ready samples, so the audio thread does no
arithmetic in Python.

Without a sound device (a server, a muted machine without audio) the device cannot open:
that is said once in the log and the game goes on silently; so it does at volume 0. On
Linux, ALSA's library would print its own complaints on the terminal (some 35 lines at
each start without a sound card, as miniaudio tries its devices): they go to the log
instead, at debug level (``quiet_alsa``).
"""

from __future__ import annotations

import importlib.abc
import logging
import math
import random
import sys
import threading
from array import array
from collections.abc import Generator, Sequence
from typing import Any

from gin_desktop.engine import Event, EventKind

log = logging.getLogger(__name__)

SOUND_THREAD = "sound"
"""The name of the thread that opens the sound device."""

RATE = 22050
"""Samples a second: plenty for short card sounds, half the work of CD rate."""
SOUNDS = ("draw", "discard", "knock", "gin", "lay_off", "hand_end")
"""Every sound the table makes."""
LOUDEST = 24000
"""The peak of a sound at full volume (of 32767): headroom against clipping."""

_BY_EVENT: tuple[tuple[frozenset[EventKind], str], ...] = (
    (frozenset({EventKind.GIN, EventKind.BIG_GIN}), "gin"),
    (frozenset({EventKind.KNOCKED}), "knock"),
    (frozenset({EventKind.HAND_SCORED, EventKind.HAND_DRAWN}), "hand_end"),
    (frozenset({EventKind.LAID_OFF}), "lay_off"),
    (frozenset({EventKind.DISCARDED}), "discard"),
    (frozenset({EventKind.DREW_STOCK, EventKind.DREW_DISCARD}), "draw"),
)
"""The sound of a move by what it did, the most telling first (a gin ends the hand too)."""


def sound_of(events: Sequence[Event]) -> str | None:
    """The one sound of a move that made ``events``; None for a silent one (a pass)."""
    kinds = {event.kind for event in events}
    return next((sound for wanted, sound in _BY_EVENT if kinds & wanted), None)


# --- making the sounds ---------------------------------------------------------------------


def _noise(seconds: float, decay: float, smooth: float, seed: int) -> list[float]:
    """A burst of noise dying away (``decay`` per second), low-passed by ``smooth`` (0..1)."""
    rng = random.Random(seed)
    out, last = [], 0.0
    for i in range(round(seconds * RATE)):
        last += (rng.uniform(-1.0, 1.0) - last) * (1.0 - smooth)
        out.append(last * math.exp(-decay * i / RATE))
    return out


def _tone(freq: float, seconds: float, decay: float, loud: float = 1.0) -> list[float]:
    """A sine note struck and dying away, with a soft attack (no click)."""
    count = round(seconds * RATE)
    attack = max(1, RATE // 400)
    return [
        loud
        * math.sin(2 * math.pi * freq * i / RATE)
        * math.exp(-decay * i / RATE)
        * min(1, i / attack)
        for i in range(count)
    ]


def _mix(*parts: tuple[float, list[float]]) -> list[float]:
    """Parts laid over each other, each starting ``at`` seconds."""
    length = max(round(at * RATE) + len(part) for at, part in parts)
    out = [0.0] * length
    for at, part in parts:
        start = round(at * RATE)
        for i, value in enumerate(part):
            out[start + i] += value
    return out


def shapes() -> dict[str, list[float]]:
    """Every sound as samples from -1 to 1, loudest at 1."""
    made = {
        "draw": _noise(0.09, 45, 0.75, 1),
        "discard": _mix((0, _noise(0.05, 70, 0.45, 2)), (0, _tone(1800, 0.02, 200, 0.6))),
        "knock": _mix(
            (0.0, _tone(150, 0.09, 45)), (0.0, _noise(0.03, 120, 0.6, 3)),
            (0.11, _tone(140, 0.09, 45)), (0.11, _noise(0.03, 120, 0.6, 4)),
        ),
        "gin": _mix(
            (0.0, _tone(1047, 0.35, 9)), (0.09, _tone(1319, 0.35, 9)),
            (0.18, _tone(1568, 0.5, 7)),
        ),
        "lay_off": _noise(0.04, 90, 0.8, 5),
        "hand_end": _mix((0.0, _tone(784, 0.6, 6)), (0.0, _tone(1047, 0.6, 6))),
    }  # fmt: skip
    peaks = {name: max(map(abs, wave)) for name, wave in made.items()}
    return {name: [v / peaks[name] for v in wave] for name, wave in made.items()}


def scaled(wave: Sequence[float], volume: int) -> array[int]:
    """``wave`` as 16-bit samples at ``volume`` (0 to 100), on a curve the ear hears as even."""
    gain = LOUDEST * (volume / 100) ** 2
    return array("h", (round(v * gain) for v in wave))


# --- playing them ---------------------------------------------------------------------------


class SoundBoard:
    """Plays the table's sounds at a volume from 0 (silent) to 100.

    ``played`` lists every sound asked for while the volume was up, newest last (what the
    tests and a curious log read). The device opens in a thread of its own, so that the
    window does not wait for it (a sound asked for before it is open starts when it opens);
    ``backends`` names miniaudio's backends to try (tests use its "null" one, which plays
    into nothing)."""

    def __init__(self, volume: int, backends: Sequence[str] | None = None) -> None:
        self.played: list[str] = []
        self.available = True
        """False once the device could not be opened: then every sound is silent."""
        self._shapes = shapes()
        self._backends = backends
        self._device: Any = None
        self._playing: array[int] = array("h")
        self._at = 0
        self._ready: dict[str, array[int]] = {}
        self.opened = threading.Event()
        """Set once the device is open, or known not to open."""
        self._opening: threading.Thread | None = None
        self.volume = 0
        self.set_volume(volume)

    def set_volume(self, volume: int) -> None:
        if not 0 <= volume <= 100:
            raise ValueError(f"a volume is 0 to 100, not {volume}")
        self.volume = volume
        self._ready = {name: scaled(wave, volume) for name, wave in self._shapes.items()}
        if volume and self._opening is None:  # the device, once there is something to hear
            self._opening = threading.Thread(target=self._open, name=SOUND_THREAD, daemon=True)
            self._opening.start()

    def play(self, name: str) -> None:
        """Start sound ``name`` (one of ``SOUNDS``), cutting the one playing."""
        samples = self._ready[name]  # a KeyError names an unknown sound
        if self.volume == 0 or not self.available:
            return
        self.played.append(name)
        self._playing, self._at = samples, 0

    def close(self) -> None:
        """Stop playing for good (the window closes). A device still opening is waited for
        a moment only: quitting stays quick, and its thread ends with the process."""
        if self._opening is not None:
            self.opened.wait(0.3)
        self.available = False
        device, self._device = self._device, None
        if device is not None:
            device.close()

    def _open(self) -> None:
        try:
            self._device = self._device_playing()
        except Exception as error:  # no device, no backend, no library: play on silently
            self.available = False
            log.warning("no sound: the audio device could not be opened (%s)", error)
        self.opened.set()

    def _device_playing(self) -> Any:
        miniaudio = _import_miniaudio()
        quiet_alsa()

        backends = None
        if self._backends is not None:
            backends = [getattr(miniaudio.Backend, name.upper()) for name in self._backends]
        device = miniaudio.PlaybackDevice(
            output_format=miniaudio.SampleFormat.SIGNED16,
            nchannels=1,
            sample_rate=RATE,
            buffersize_msec=30,
            backends=backends,
            app_name="Gin Desktop",
        )
        stream = self._stream()
        next(stream)
        device.start(stream)
        return device

    def _stream(self) -> Generator[array[int], int, None]:
        """What the device plays, ``frames`` samples at a time: the sound, then silence."""
        frames = yield array("h")
        while True:
            playing, at = self._playing, self._at
            chunk = playing[at : at + frames]
            self._at = at + len(chunk)
            if len(chunk) < frames:
                chunk.extend(array("h", bytes(2 * (frames - len(chunk)))))
            frames = yield chunk


_alsa_handlers: list[Any] = []
"""The handler given to ALSA, kept alive as long as the process (ALSA holds its address)."""


def quiet_alsa() -> bool:
    """Send ALSA's error messages to the log (debug) rather than to the terminal, through
    its own hook (``snd_lib_error_set_handler``) in the library miniaudio loads; whether
    that was done (False without ALSA, and off Linux). Only ALSA's own printing is
    touched: the process's stderr, and Python's errors on it, are not."""
    if _alsa_handlers:
        return True
    if not sys.platform.startswith("linux"):
        return False
    # the audio library only when a sound device is opened
    import ctypes

    for name in ("libasound.so.2", "libasound.so"):  # the names miniaudio opens
        try:
            alsa = ctypes.CDLL(name)  # held open: ALSA stays loaded with our handler
            break
        except OSError:
            continue
    else:
        return False
    handler_type = ctypes.CFUNCTYPE(
        None, ctypes.c_char_p, ctypes.c_int, ctypes.c_char_p, ctypes.c_int, ctypes.c_char_p
    )  # ALSA's is variadic (the format's arguments follow): those are not read

    def said(file: bytes, line: int, function: bytes, error: int, form: bytes) -> None:
        where = f"{(file or b'').decode(errors='replace')}:{line}"
        what = (form or b"").decode(errors="replace")
        log.debug(
            "ALSA %s (%s): %s [%d]", where, (function or b"").decode(errors="replace"), what, error
        )

    handler = handler_type(said)
    try:
        alsa.snd_lib_error_set_handler(handler)
    except AttributeError:  # a library of that name without ALSA's hook
        return False
    _alsa_handlers.append((alsa, handler))
    return True


class _NoNumpyHere(importlib.abc.MetaPathFinder):
    """Refuses numpy to imports made on the sound thread while it imports miniaudio."""

    def find_spec(self, name: str, path: object, target: object = None) -> None:
        if name == "numpy" and threading.current_thread().name == SOUND_THREAD:
            raise ModuleNotFoundError("numpy is not needed to play the table's sounds")


def _import_miniaudio() -> Any:
    """miniaudio, imported without numpy, which it takes when it can (for numpy arrays of
    samples: ours are plain arrays). numpy's import is most of miniaudio's (200 of 260 ms
    here, without cached bytecode), and the thread importing it holds the interpreter
    through each module it compiles: in the first moments of the first window, the UI
    thread stalled up to 41 ms behind it (``bench responsiveness``)."""
    if "miniaudio" in sys.modules:
        return sys.modules["miniaudio"]
    refuse = _NoNumpyHere()
    sys.meta_path.insert(0, refuse)
    try:
        # the audio library only when a sound device is opened
        import miniaudio
    finally:
        sys.meta_path.remove(refuse)
    return miniaudio
