"""The saved match at rest: the hidden cards and the stock are not readable at a glance.
The match in progress is sealed with this installation's key (a file changed by hand, or
copied from another computer, is refused in words); a match saved to a file is sealed
with the key every copy has, so that it opens anywhere; each reads back exactly."""

from __future__ import annotations

import base64
import json
import re
from pathlib import Path

import pytest

from gin_desktop.engine import CARDS
from gin_desktop.storage.matches import (
    AUTOSAVE_NAME,
    LARGEST_FILE,
    Autosave,
    DamagedMatch,
    SavedMatch,
    read_match,
    write_match,
)
from gin_desktop.storage.sealing import ANYWHERE, SHARED_KEY, seal
from tests.storage.test_matches import played

CARD_TOKEN = re.compile(r"\b(" + "|".join(re.escape(str(card)) for card in CARDS) + r")\b")


def shows_no_card(text: str) -> bool:
    """Only what a saved match is, and the seal: no hand, no stock, no card outside it."""
    data = json.loads(text)
    outside = {key: value for key, value in data.items() if key != "sealed"}
    return (
        set(data) == {"format", "version", "sealed_with", "sealed"}
        and not CARD_TOKEN.search(json.dumps(outside))
        and re.fullmatch(r"[A-Za-z0-9+/=]+", data["sealed"]) is not None
        and '"stock"' not in text
        and '"hands"' not in text
    )


def test_rule_the_match_in_progress_shows_no_card_at_a_glance(tmp_path: Path) -> None:
    saved = played()
    autosave = Autosave(tmp_path)
    autosave.write(saved)
    text = (tmp_path / AUTOSAVE_NAME).read_text(encoding="utf-8")
    assert shows_no_card(text)
    again = autosave.read()
    assert again is not None and again.match.to_dict() == saved.match.to_dict()
    assert again.hand_orders == saved.hand_orders


def test_a_match_in_progress_changed_by_hand_is_refused(tmp_path: Path) -> None:
    Autosave(tmp_path).write(played())
    path = tmp_path / AUTOSAVE_NAME
    data = json.loads(path.read_text(encoding="utf-8"))
    raw = bytearray(base64.b64decode(data["sealed"]))
    raw[40] ^= 1  # one bit of the match
    data["sealed"] = base64.b64encode(bytes(raw)).decode("ascii")
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(DamagedMatch, match="changed since it was saved"):
        read_match(path, Autosave(tmp_path).keys())


def test_a_match_in_progress_of_another_installation_is_refused(tmp_path: Path) -> None:
    Autosave(tmp_path / "here").write(played())
    copied = tmp_path / "elsewhere" / AUTOSAVE_NAME
    copied.parent.mkdir()
    copied.write_bytes((tmp_path / "here" / AUTOSAVE_NAME).read_bytes())
    with pytest.raises(DamagedMatch, match="another computer"):
        read_match(copied, Autosave(copied.parent).keys())


def test_a_match_saved_to_a_file_opens_anywhere_and_shows_no_card(tmp_path: Path) -> None:
    saved = played()
    path = tmp_path / "evening.ginmatch"
    write_match(path, saved)
    assert shows_no_card(path.read_text(encoding="utf-8"))
    assert read_match(path).match.to_dict() == saved.match.to_dict()


def test_a_plain_match_of_an_earlier_version_still_opens(tmp_path: Path) -> None:
    saved = played()
    path = tmp_path / "plain.ginmatch"
    path.write_text(saved.to_text(), encoding="utf-8")
    assert read_match(path).match.to_dict() == saved.match.to_dict()


def test_a_seal_that_unpacks_without_end_is_refused_unread() -> None:
    bomb = seal("x" * (LARGEST_FILE + 1), SHARED_KEY)
    text = json.dumps(
        {"format": "gin-desktop-match", "version": 3, "sealed_with": ANYWHERE, "sealed": bomb}
    )
    with pytest.raises(DamagedMatch, match="unpacks to more than"):
        SavedMatch.from_text(text)
