"""Sound: a draw, a discard, a knock, gin, a lay-off and the hand's end each have their own
sound (ours, made in ``play/sounds.py``), played for every seat's move at the volume of the
preferences (on and quiet by default, 0 silent: tests/ui/test_sound_volume.py); without a
sound device the game plays on silently. The tests listen through miniaudio's "null"
backend, which plays into nothing."""

from __future__ import annotations

from gin_desktop.engine import Event, EventKind
from gin_desktop.play.sounds import RATE, SOUNDS, SoundBoard, shapes, sound_of

LISTEN = ["null"]
"""miniaudio's backend that plays into nothing: the whole path, no device needed."""


def test_each_move_has_its_sound() -> None:
    def of(*kinds: EventKind) -> str | None:
        return sound_of([Event(kind, seat=0) for kind in kinds])

    assert of(EventKind.DREW_STOCK) == of(EventKind.DREW_DISCARD) == "draw"
    assert of(EventKind.DISCARDED) == "discard"
    assert of(EventKind.KNOCKED, EventKind.MELDS_SHOWN) == "knock"
    assert of(EventKind.GIN, EventKind.MELDS_SHOWN, EventKind.HAND_SCORED) == "gin"
    assert of(EventKind.BIG_GIN, EventKind.HAND_SCORED) == "gin"
    assert of(EventKind.LAID_OFF) == "lay_off"
    assert of(EventKind.LAID_OFF, EventKind.HAND_SCORED) == "hand_end"
    assert of(EventKind.DISCARDED, EventKind.HAND_DRAWN) == "hand_end"
    assert of(EventKind.UPCARD_PASSED) is None


def test_the_sounds_are_short_and_never_clip() -> None:
    made = shapes()
    assert set(made) == set(SOUNDS)
    for wave in made.values():
        assert 0 < len(wave) < RATE  # under a second
        assert max(map(abs, wave)) == 1.0
    board = SoundBoard(100, LISTEN)
    assert board.opened.wait(5) and board.available
    board.close()


def test_without_a_sound_device_the_game_plays_on_silently() -> None:
    board = SoundBoard(25, ["wasapi"])  # a backend of another system: it cannot open here
    assert board.opened.wait(5)
    assert not board.available
    board.play("gin")  # no error, nothing played
    assert board.played == []
    board.close()


def test_the_sound_device_opens_without_importing_numpy() -> None:
    """miniaudio takes numpy when it can; its import held the interpreter long enough to
    stall the first window's UI thread by up to 41 ms, and the sounds never need it. In a
    fresh interpreter: the device opens, numpy stays out; numpy imports as usual after."""
    import subprocess
    import sys

    script = (
        "import sys\n"
        "from gin_desktop.play.sounds import SoundBoard\n"
        "board = SoundBoard(50, backends=['null'])\n"
        "opened = board.opened.wait(20) and board.available\n"
        "loaded = 'miniaudio' in sys.modules, 'numpy' in sys.modules\n"
        "board.close()\n"
        "import numpy\n"
        "print(opened, loaded)\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, timeout=120, check=False
    )
    assert done.stdout.strip() == "True (True, False)", done.stderr
