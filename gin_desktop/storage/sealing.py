"""Saved matches that nobody reads by a glance: the hidden cards and the stock are in them.

A sealed file is still a JSON object with the ``format`` and ``version`` of a saved match,
so that any version of the game knows what it is; its match is in ``sealed``: the text of
the match compressed (zlib), mixed with a key stream (SHAKE-256 of the key and a fresh
nonce) and signed (HMAC-SHA-256 of the key), in base64. The match in progress is sealed
with this installation's own key (``own_key``: 32 random bytes, the user's alone, beside
it, written durably), so that a player at a hot-seat table who opens it in an editor sees
no card and a file changed by hand is refused; a copy of it opens on this computer all the
same (``own_keys``). A match saved to a file of the player's choosing is sealed with a key
every copy of the game has (``SHARED_KEY``), so that it opens on another computer, and
still shows no card at a glance. This keeps honest people honest:
it is not a lock against someone who reads this code. Qt-free.
"""

from __future__ import annotations

import base64
import binascii
import hashlib
import hmac
import secrets
import zlib
from dataclasses import dataclass
from pathlib import Path

from .files import NotAFileToRead, read_file_of_at_most, set_aside, write_bytes_atomic

KEY_NAME = "match-key"
KEY_BYTES = 32
KEY_FILE_MOST = 4096
"""A key file bigger than this is no key of ours: it is set aside unread."""
NONCE_BYTES = 16
SIGNATURE_BYTES = 16
SHARED_KEY = b"gin-desktop: a saved match, not for a glance"
"""The key of matches saved to files: every copy of the game has it (they travel)."""
HERE, ANYWHERE = "this-installation", "any-installation"
"""What a sealed file says it was sealed with (``sealed_with``)."""


class SealBroken(ValueError):
    """A sealed match that cannot be opened: changed, cut, or sealed with another key."""


@dataclass(frozen=True)
class OwnKey:
    """This installation's key (``own_key``), and a damaged key file found in its place."""

    key: bytes
    damaged: bytes | None = None
    """The bytes of a key file that was no key (empty or cut short by a crash, grown by an
    editor): a match sealed before the damage may still open with them (``old_keys``)."""
    kept_as: Path | None = None
    """Where that damaged key file was moved (never written over); None if none was."""

    def old_keys(self) -> tuple[bytes, ...]:
        """The keys the damaged file may still hold: its bytes, and a key's length of them."""
        if not self.damaged:
            return ()
        return tuple(dict.fromkeys((self.damaged, self.damaged[:KEY_BYTES])))


_own_keys: dict[bytes, None] = {}
"""This computer's keys that this run has read or made, oldest first (``own_keys``)."""


def own_keys() -> tuple[bytes, ...]:
    """This computer's own keys known to this run: a copy of one's own match in progress,
    opened as a file, opens with one of them."""
    return tuple(_own_keys)


def own_key(folder: Path) -> OwnKey:
    """This installation's key, in ``folder``: made once (random, written durably), then
    read. A key file that is no key is moved aside, never written over, and a new key made."""
    path = folder / KEY_NAME
    try:
        found: bytes | None = read_file_of_at_most(path, KEY_FILE_MOST)
    except FileNotFoundError:
        return OwnKey(_known(_new_key(path)))
    except NotAFileToRead:  # a folder, a pipe, a huge file in its place
        found = None
    if found is not None and len(found) == KEY_BYTES:
        return OwnKey(_known(found))
    kept_as = set_aside(path, keep_original=False)
    return OwnKey(_known(_new_key(path)), found, kept_as)


def _new_key(path: Path) -> bytes:
    path.parent.mkdir(parents=True, exist_ok=True)
    key = secrets.token_bytes(KEY_BYTES)
    write_bytes_atomic(path, key)
    return key


def _known(key: bytes) -> bytes:
    _own_keys[key] = None
    return key


def seal(text: str, key: bytes) -> str:
    """``text`` compressed, mixed and signed, in base64."""
    nonce = secrets.token_bytes(NONCE_BYTES)
    packed = _mixed(zlib.compress(text.encode("utf-8"), 6), key, nonce)
    signature = _signature(key, nonce + packed)
    return base64.b64encode(nonce + packed + signature).decode("ascii")


def unseal(sealed: object, key: bytes, most: int) -> str:
    """The text ``seal`` sealed with ``key``, at most ``most`` bytes of it unpacked;
    ``SealBroken`` for anything else."""
    if not isinstance(sealed, str):
        raise SealBroken("its sealed match is not text")
    try:
        raw = base64.b64decode(sealed.encode("ascii"), validate=True)
    except (UnicodeEncodeError, binascii.Error):
        raise SealBroken("its sealed match is not base64") from None
    if len(raw) < NONCE_BYTES + SIGNATURE_BYTES:
        raise SealBroken("its sealed match is cut short")
    nonce, signature = raw[:NONCE_BYTES], raw[-SIGNATURE_BYTES:]
    packed = raw[NONCE_BYTES:-SIGNATURE_BYTES]
    if not hmac.compare_digest(signature, _signature(key, nonce + packed)):
        raise SealBroken("it was changed since it was saved, or saved on another computer")
    unpacker = zlib.decompressobj()
    try:
        data = unpacker.decompress(_mixed(packed, key, nonce), most)
        if unpacker.unconsumed_tail or not unpacker.eof:
            raise SealBroken(f"its sealed match unpacks to more than {most:,} bytes")
        return data.decode("utf-8")
    except (zlib.error, UnicodeDecodeError):
        raise SealBroken("its sealed match cannot be unpacked") from None


def _mixed(data: bytes, key: bytes, nonce: bytes) -> bytes:
    """``data`` XOR a key stream as long as it (so mixing twice gives it back)."""
    stream = hashlib.shake_256(b"stream" + key + nonce).digest(len(data))
    mixed = int.from_bytes(data, "big") ^ int.from_bytes(stream, "big")
    return mixed.to_bytes(len(data), "big")


def _signature(key: bytes, data: bytes) -> bytes:
    return hmac.new(key, data, hashlib.sha256).digest()[:SIGNATURE_BYTES]
