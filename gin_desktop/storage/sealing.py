"""Saved matches that nobody reads by a glance: the hidden cards and the stock are in them.

A sealed file is still a JSON object with the ``format`` and ``version`` of a saved match,
so that any version of the game knows what it is; its match is in ``sealed``: the text of
the match compressed (zlib), mixed with a key stream (SHAKE-256 of the key and a fresh
nonce) and signed (HMAC-SHA-256 of the key), in base64. The match in progress is sealed
with this installation's own key (``install_key``: 32 random bytes, the user's alone,
beside it), so that a player at a hot-seat table who opens it in an editor sees no card
and a file changed by hand is refused; a match saved to a file of the player's choosing
is sealed with a key every copy of the game has (``SHARED_KEY``), so that it opens on
another computer, and still shows no card at a glance. This keeps honest people honest:
it is not a lock against someone who reads this code. Qt-free.
"""

from __future__ import annotations

import base64
import binascii
import hashlib
import hmac
import os
import secrets
import zlib
from pathlib import Path

KEY_NAME = "match-key"
KEY_BYTES = 32
NONCE_BYTES = 16
SIGNATURE_BYTES = 16
SHARED_KEY = b"gin-desktop: a saved match, not for a glance"
"""The key of matches saved to files: every copy of the game has it (they travel)."""
HERE, ANYWHERE = "this-installation", "any-installation"
"""What a sealed file says it was sealed with (``sealed_with``)."""


class SealBroken(ValueError):
    """A sealed match that cannot be opened: changed, cut, or sealed with another key."""


def install_key(folder: Path) -> bytes:
    """This installation's key, in ``folder``: made once (random), then read."""
    path = folder / KEY_NAME
    try:
        key = path.read_bytes()
    except FileNotFoundError:
        key = b""
    if len(key) == KEY_BYTES:
        return key
    folder.mkdir(parents=True, exist_ok=True)
    key = secrets.token_bytes(KEY_BYTES)
    temporary = path.with_name(f".{KEY_NAME}.{secrets.token_hex(4)}.tmp")
    handle = os.open(temporary, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    with os.fdopen(handle, "wb") as file:
        file.write(key)
    os.replace(temporary, path)
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
