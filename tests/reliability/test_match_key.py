"""The key of the match in progress (issue 65): written durably (flushed, renamed, its folder
flushed), no temporary file left when the disk is full, and a damaged key file never
silently replaced: it is kept aside, the player told, and the match in progress read with
what the damaged file still holds, or kept aside with the reason."""

from __future__ import annotations

import os
import stat
from pathlib import Path

import pytest

from gin_desktop.storage.matches import AUTOSAVE_NAME, Autosave, DamagedMatch, read_match
from gin_desktop.storage.sealing import HERE, KEY_BYTES, KEY_NAME
from tests.storage.test_matches import played

FULL = Path("/dev/full")


def fill_the_disk(monkeypatch: pytest.MonkeyPatch, folder: Path) -> None:
    """New files in ``folder`` are made, but every byte written to them fails as on a full
    disk (their descriptor is ``/dev/full``'s): the file layer of a disk with no room."""
    real_open = os.open

    def opened(path: str | os.PathLike[str], flags: int, mode: int = 0o777, **kw: object) -> int:
        handle = real_open(path, flags, mode, **kw)  # type: ignore[arg-type]
        if Path(path).parent == folder and flags & os.O_CREAT:
            full = real_open(FULL, os.O_WRONLY)
            os.dup2(full, handle)
            os.close(full)
        return handle

    monkeypatch.setattr(os, "open", opened)


def temporary_files(folder: Path) -> list[str]:
    return sorted(path.name for path in folder.iterdir() if path.name.endswith(".tmp"))


@pytest.mark.skipif(not FULL.exists(), reason="a full disk is played by /dev/full")
def test_a_full_disk_leaves_no_temporary_key_file_however_many_moves(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """78 ``.match-key.<hex>.tmp`` were left in one run on a full disk: one per move."""
    autosave, saved = Autosave(tmp_path), played()
    fill_the_disk(monkeypatch, tmp_path)
    for _ in range(40):  # a move each: the keeper writes, fails, and writes at the next
        with pytest.raises(OSError):
            autosave.write(saved)
    monkeypatch.undo()
    assert temporary_files(tmp_path) == []
    assert not (tmp_path / KEY_NAME).exists() and not (tmp_path / AUTOSAVE_NAME).exists()
    autosave.write(saved)  # room again: the key and the match are written
    again = Autosave(tmp_path).read()
    assert again is not None and again.match.to_dict() == saved.match.to_dict()


def test_the_key_is_on_the_disk_before_its_name_and_its_name_after(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Written to a temporary file, flushed (fsync), renamed, then the folder flushed: a
    power cut leaves no key or the whole key, never an empty one."""
    done: list[str] = []
    real_fsync, real_replace = os.fsync, os.replace

    def fsync(handle: int) -> None:
        done.append("folder flushed" if stat.S_ISDIR(os.fstat(handle).st_mode) else "flushed")
        real_fsync(handle)

    def replace(source: str | os.PathLike[str], target: str | os.PathLike[str]) -> None:
        done.append(f"renamed to {Path(target).name}")
        real_replace(source, target)

    monkeypatch.setattr(os, "fsync", fsync)
    monkeypatch.setattr(os, "replace", replace)
    Autosave(tmp_path).keys()
    expected = ["flushed", f"renamed to {KEY_NAME}"]
    if os.name == "posix":
        expected.append("folder flushed")
    assert done == expected
    assert (tmp_path / KEY_NAME).stat().st_mode & 0o777 == 0o600  # the user's alone


def damage_the_key(folder: Path, damaged: bytes) -> bytes:
    """A match in progress sealed with the key of ``folder``, then its key file replaced by
    ``damaged``; the key it was sealed with."""
    autosave = Autosave(folder)
    autosave.write(played())
    key = autosave.keys()[HERE]
    (folder / KEY_NAME).write_bytes(damaged)
    return key


@pytest.mark.parametrize("damaged", [b"", b"cut short by a crash"], ids=["empty", "short"])
def test_a_damaged_key_is_kept_aside_and_the_match_it_cannot_open_too(
    tmp_path: Path, damaged: bytes
) -> None:
    """An empty or short key silently became a new key, and the match in progress was set
    aside for ever with "changed since it was saved": now both are kept, and it says why."""
    key = damage_the_key(tmp_path, damaged)
    autosave = Autosave(tmp_path)
    with pytest.raises(DamagedMatch) as refused:
        autosave.read()
    (kept_key,) = tmp_path.glob(f"{KEY_NAME}.damaged-*")
    assert kept_key.read_bytes() == damaged, "the damaged key is kept, not written over"
    assert "its key was damaged and is kept as" in refused.value.problem
    assert kept_key.name in refused.value.problem
    assert autosave.kept_aside is not None and not (tmp_path / AUTOSAVE_NAME).exists()
    kept = read_match(autosave.kept_aside, {HERE: key})  # the match itself is whole
    assert kept.match.to_dict() == played().match.to_dict()
    assert len((tmp_path / KEY_NAME).read_bytes()) == KEY_BYTES  # a new key for what follows


@pytest.mark.parametrize("grown", [b"\n", b"\r\n", b" and more"], ids=["newline", "crlf", "text"])
def test_a_grown_key_still_opens_the_match_which_goes_on_with_a_new_key(
    tmp_path: Path, grown: bytes
) -> None:
    """A key file that an editor grew still holds the key: the match is read with it, the
    damaged file kept aside, and the match sealed with the new key at the next write."""
    key = damage_the_key(tmp_path, b"")
    (tmp_path / KEY_NAME).write_bytes(key + grown)
    autosave = Autosave(tmp_path)
    saved = autosave.read()
    assert saved is not None and saved.match.to_dict() == played().match.to_dict()
    assert autosave.kept_aside is None
    (kept_key,) = tmp_path.glob(f"{KEY_NAME}.damaged-*")
    assert kept_key.read_bytes() == key + grown
    autosave.write(saved)
    again = Autosave(tmp_path).read()
    assert again is not None and again.match.to_dict() == saved.match.to_dict()


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="pipes are made this way on POSIX only")
def test_a_pipe_in_the_place_of_the_key_is_moved_aside_not_waited_on(tmp_path: Path) -> None:
    damage_the_key(tmp_path, b"")
    (tmp_path / KEY_NAME).unlink()
    os.mkfifo(tmp_path / KEY_NAME)
    with pytest.raises(DamagedMatch, match="its key was damaged and is kept as"):
        Autosave(tmp_path).read()
    assert len((tmp_path / KEY_NAME).read_bytes()) == KEY_BYTES


def test_a_sound_key_is_read_and_never_set_aside(tmp_path: Path) -> None:
    key = damage_the_key(tmp_path, b"")
    (tmp_path / KEY_NAME).write_bytes(key)
    assert Autosave(tmp_path).read() is not None
    assert list(tmp_path.glob("*.damaged-*")) == []
    assert (tmp_path / KEY_NAME).read_bytes() == key


def test_the_player_is_told_once_that_the_key_was_damaged(tmp_path: Path) -> None:
    from gin_desktop.app.start import damaged_key_notice

    key = damage_the_key(tmp_path, b"")
    (tmp_path / KEY_NAME).write_bytes(key + b"\n")
    autosave = Autosave(tmp_path)
    notice = damaged_key_notice(autosave)
    (kept_key,) = tmp_path.glob(f"{KEY_NAME}.damaged-*")
    assert notice is not None and "was damaged" in notice and kept_key.name in notice
    assert notice.count(".") == 1 + kept_key.name.count("."), "one sentence"
    assert autosave.read() is not None  # the key read once: the match opens with the old
    assert damaged_key_notice(Autosave(tmp_path)) is None  # the new key is sound


def test_a_damaged_key_beside_no_match_is_not_told(tmp_path: Path) -> None:
    from gin_desktop.app.start import damaged_key_notice

    (tmp_path / KEY_NAME).write_bytes(b"")
    assert damaged_key_notice(Autosave(tmp_path)) is None


def test_a_key_being_written_when_the_game_was_killed_is_cleared_at_the_start(
    tmp_path: Path,
) -> None:
    """A kill -9 between the temporary key file and its rename leaves one: the next start
    removes it, as it removes the match's own, and never the key or the match."""
    key = damage_the_key(tmp_path, b"")
    (tmp_path / KEY_NAME).write_bytes(key)
    left = tmp_path / f".{KEY_NAME}.k1ll3d.tmp"
    left.write_bytes(b"half a k")
    assert Autosave(tmp_path).remove_stale() == [left]
    assert temporary_files(tmp_path) == [] and (tmp_path / KEY_NAME).read_bytes() == key
