"""Matches on disk: the match in progress (autosaved after every move) and saved games.

A saved match is a JSON object with a ``format`` name and a ``version`` number, the
session (who plays each seat, the rules, the seed), the match's whole state and each
person's table order of their hand. Qt-free: the window says which folder to use.

Reading trusts nothing: anything but a real state of a real match raises
``DamagedMatch`` naming the file and the problem, and the file is never written over.
A damaged file is kept aside as ``name.damaged-<time>`` (moved, for the autosave, so that
the game starts clean; copied, for a file the player chose, so that it stays where it
is).
"""

from __future__ import annotations

import json
import logging
import re
from collections.abc import Mapping
from contextlib import suppress
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from gin_desktop.engine import Card, Match, clip
from gin_desktop.session import Session

from .files import NotAFileToRead, read_file_of_at_most, set_aside, write_text_atomic
from .sealing import (
    ANYWHERE,
    HERE,
    KEY_NAME,
    SHARED_KEY,
    OwnKey,
    SealBroken,
    own_key,
    own_keys,
    seal,
    unseal,
)

FORMAT = "gin-desktop-match"
VERSION = 3
"""The version this program writes; it reads this one and every older one. Version 2
keeps one showdown, against every defender, where version 1 kept a hand of two's
showdown and Ginski's table apart (``_showdown_of_version_1``). Version 3 may be sealed
(``sealing.py``): its match is in ``sealed``, the same data as before inside."""
SUFFIX = ".ginmatch"
AUTOSAVE_NAME = "match-in-progress" + SUFFIX
LARGEST_FILE = 16 * 1024 * 1024
"""A real saved match is a few hundred kilobytes at most; anything bigger is refused unread."""


_UNREADABLE = (ValueError, KeyError, IndexError, TypeError, AttributeError, RecursionError)
"""What reading data that is not a real saved match can raise."""

log = logging.getLogger(__name__)


class DamagedMatch(ValueError):
    """A saved match that cannot be played: ``path`` and the ``problem`` in words.
    ``worth_a_copy``: a file small and ordinary enough to keep a copy of aside (not a
    pipe, a device, a folder or a file over ``LARGEST_FILE``)."""

    def __init__(self, problem: str, path: Path | None = None, worth_a_copy: bool = True) -> None:
        self.problem, self.path, self.worth_a_copy = clip(problem), path, worth_a_copy
        where = f"{path.name}: " if path is not None else ""
        super().__init__(f"{where}{self.problem}")


class NewerMatch(DamagedMatch):
    """A match saved by a newer version of the game: not damaged, but not readable here."""

    def __init__(self, version: int, path: Path | None = None) -> None:
        self.version = version
        super().__init__(
            f"it was saved by a newer Gin Desktop (format version {version}; "
            f"this one reads up to version {VERSION})",
            path,
        )


class SealNotOpened(DamagedMatch):
    """A sealed match that the key it was read with does not open: changed, cut short, or
    sealed with another key."""


@dataclass(frozen=True)
class SavedMatch:
    """A match and what it is made of, as the window needs it to go on where it stopped."""

    session: Session
    match: Match
    hand_orders: Mapping[int, tuple[Card, ...]] = field(default_factory=dict)
    """Per person's seat: their order of their hand on the table, in the current hand."""

    def to_text(self) -> str:
        orders = self.hand_orders.items()
        data = {
            "format": FORMAT,
            "version": VERSION,
            "session": self.session.to_dict(),
            "match": self.match.to_dict(),
            "hand_number": self.match.hand_number,
            "hand_orders": {str(seat): [str(card) for card in order] for seat, order in orders},
        }
        return json.dumps(data, ensure_ascii=False, separators=(",", ":"))

    def sealed_text(self, key: bytes, sealed_with: str) -> str:
        """The match sealed with ``key`` (``sealing.py``), said to be ``sealed_with`` it."""
        data = {"format": FORMAT, "version": VERSION, "sealed_with": sealed_with}
        data["sealed"] = seal(self.to_text(), key)
        return json.dumps(data, separators=(",", ":"))

    @classmethod
    def from_text(cls, text: str, keys: Mapping[str, bytes] | None = None) -> SavedMatch:
        """Read a saved match, plain or sealed with one of ``keys`` (by what it says it
        was sealed with; by default the key every copy has and this computer's own,
        ``known_keys``); anything but a real one raises ``DamagedMatch``."""
        data, version = _parsed(text)
        if "sealed" in data:
            data, version = _parsed(_unsealed(data, keys))
            if "sealed" in data:
                raise DamagedMatch("it is a sealed match sealed again")
        try:
            return cls._from_data(_migrated(data, version))
        except DamagedMatch:
            raise
        except _UNREADABLE as error:
            raise DamagedMatch(_problem(error)) from None

    @classmethod
    def _from_data(cls, data: dict[str, Any]) -> SavedMatch:
        session = Session.from_dict(data["session"])
        match = Match.from_dict(data["match"])
        match.check_adds_up()
        if session.rules != match.rules:
            raise DamagedMatch("the match's rules are not those of its session")
        if session.names != match.names:
            raise DamagedMatch("the match's players are not those of its session")
        if data["hand_number"] != match.hand_number:
            raise DamagedMatch("its table orders are of another hand")
        return cls(session, match, _orders(data["hand_orders"], session, match))


def _parsed(text: str) -> tuple[dict[str, Any], int]:
    """The saved match's data and its format version, checked to be ours."""
    if not text.strip():
        raise DamagedMatch("it is empty")
    try:
        data = json.loads(text)
    except json.JSONDecodeError as error:
        raise DamagedMatch(
            f"it is not a saved match: its text breaks off or is changed at line {error.lineno}"
        ) from None
    except RecursionError:
        raise DamagedMatch(NESTED_TOO_DEEPLY) from None
    except ValueError:  # a number of thousands of digits, which Python will not read
        raise DamagedMatch("it holds a number far too long for a saved match") from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise DamagedMatch("it is not a saved match of Gin Desktop")
    version = data.get("version")
    if isinstance(version, bool) or not isinstance(version, int) or version < 1:
        raise DamagedMatch(f"its format version is not a number of ours: {clip(repr(version))}")
    if version > VERSION:
        raise NewerMatch(version)
    return data, version


def known_keys(sealed_with: str) -> tuple[bytes, ...]:
    """The keys a match said to be ``sealed_with`` one may open with, given none: the key
    every copy has, or this computer's own (a copy of one's own match in progress)."""
    return {ANYWHERE: (SHARED_KEY,), HERE: own_keys()}.get(sealed_with, ())


def _unsealed(data: dict[str, Any], keys: Mapping[str, bytes] | None) -> str:
    sealed_with = str(data.get("sealed_with"))
    if keys is None:
        tried = known_keys(sealed_with)
    else:
        tried = (keys[sealed_with],) if sealed_with in keys else ()
    if not tried:
        raise DamagedMatch("it was sealed on another computer: only that one opens it")
    for key in tried[:-1]:
        with suppress(SealBroken):
            return unseal(data["sealed"], key, LARGEST_FILE)
    try:
        return unseal(data["sealed"], tried[-1], LARGEST_FILE)
    except SealBroken as error:
        raise SealNotOpened(str(error)) from None


def _migrated(data: dict[str, Any], version: int) -> dict[str, Any]:
    """Bring the data of an older version up to ``VERSION``, one version at a time."""
    for step in range(version, VERSION):
        data = _MIGRATIONS[step](data)
    return data


def _version_2(data: dict[str, Any]) -> dict[str, Any]:
    """Each hand's result keeps one ``showdown``: version 1's ``table`` (Ginski) as it was,
    or its two-player ``showdown`` as a showdown with one defender; ``table_orders`` are
    called ``hand_orders``. (Rules written before
    ``undercut_scores`` read it from their deck: ``RuleSet.from_dict``.)"""
    if "table_orders" in data:
        data["hand_orders"] = data.pop("table_orders")
    match = data.get("match")
    if not isinstance(match, dict):
        return data
    # The saved hands' keys keep their old names (``Match.to_dict``).
    hands = [match.get("round"), *(match.get("side_rounds") or [])]
    for hand in hands:
        result = hand.get("result") if isinstance(hand, dict) else None
        if isinstance(result, dict):
            table, two = result.pop("table", None), result.get("showdown")
            result["showdown"] = table if table is not None else _showdown_of_version_1(two)
    return data


def _showdown_of_version_1(old: object) -> object:
    """A version-1 showdown of a hand of two as a showdown with one defender: the winner
    by place (0 the knocker, 1 the defender), and the knocker's melds grown by the
    lay-offs, in the order laid off, as the scorer grows them."""
    if not isinstance(old, dict) or "defenders" in old:
        return old
    melds = [list(meld) for meld in old["knocker_melds"]]
    for card, index in old["placements"]:
        melds[index].append(card)
    defender = {
        "laid_off": old["laid_off"],
        "placements": old["placements"],
        "melds": old["defender_melds"],
        "deadwood": old["defender_deadwood_cards"],
        "deadwood_points": old["defender_deadwood"],
    }
    return {
        "kind": old["kind"],
        "winner": 0 if old["winner"] == "knocker" else 1,
        "points": old["points"],
        "knocker_deadwood": old["knocker_deadwood"],
        "bonus": old["bonus"],
        "multiplier": old["multiplier"],
        "knocker_melds": old["knocker_melds"],
        "table_melds": melds,
        "knocker_deadwood_cards": old["knocker_deadwood_cards"],
        "defenders": [defender],
    }


_MIGRATIONS: dict[int, Any] = {1: _version_2, 2: lambda data: data}
"""Version n -> the function that turns its data into version n + 1 (3 only may seal)."""
"""Version n -> the function that turns its data into version n + 1."""


def _orders(data: object, session: Session, match: Match) -> dict[int, tuple[Card, ...]]:
    if not isinstance(data, dict):
        raise DamagedMatch("its table orders are not a list per seat")
    orders: dict[int, tuple[Card, ...]] = {}
    for key, cards in data.items():
        seat = int(key) if isinstance(key, str) and key.isdigit() else -1
        if seat not in session.humans:
            raise DamagedMatch(f"a table order for a seat nobody plays here: {clip(key)}")
        if not isinstance(cards, list) or not all(isinstance(c, str) for c in cards):
            raise DamagedMatch("a table order is not a list of cards")
        order = tuple(Card.from_str(card) for card in cards)
        if sorted(order) != sorted(match.hand.hand(seat)):
            raise DamagedMatch("a table order does not hold the cards of that hand")
        orders[seat] = order
    return orders


NESTED_TOO_DEEPLY = "it is nested too deeply to be a saved match"

_PYTHON_WORDING = re.compile(
    r"Error\(|Errno|Traceback|<class|NoneType|object has no attribute|object is not|"
    r"unhashable type|is not a valid|indices must be|index out of range|unpack|"
    r"invalid literal|codec can't|not supported between|argument|object of type"
)
"""How Python, not the game, words what went wrong: never shown to the player."""
_REPR_OF_ERROR = re.compile(r"(?P<kind>\w+Error)\((?P<quote>['\"])(?P<text>.*)(?P=quote)\)")
_PARTS = {
    "not a saved hand": " in one of its hands",
    "not a saved match": " in its match",
    "not a saved session": " in its players and rules",
}
"""Where in a saved match the engine found what it says (its message's start)."""


def _problem(error: BaseException) -> str:
    if isinstance(error, KeyError):
        missing = error.args[0] if error.args else ""
        return f"something it must hold is missing ({clip(str(missing))})"
    if isinstance(error, RecursionError):
        return NESTED_TOO_DEEPLY
    return in_words(str(error))


def in_words(problem: str) -> str:
    """``problem`` as a player reads it: the game's own words are kept; Python's wording of
    an error (a type's name, an exception's repr) becomes what it means, and where."""
    inner = _REPR_OF_ERROR.search(problem)
    if inner is not None and inner["kind"] == "ValueError":  # the engine's words, quoted
        problem = problem[: inner.start()] + inner["text"] + problem[inner.end() :]
    if problem and _PYTHON_WORDING.search(problem) is None:
        return problem
    part = next((where for start, where in _PARTS.items() if problem.startswith(start)), "")
    if "KeyError" in problem:
        return f"something it must hold is missing{part}"
    return f"it holds a value of the wrong kind{part}"


# --- files ---------------------------------------------------------------------------------


def read_match(path: Path, keys: Mapping[str, bytes] | None = None) -> SavedMatch:
    """The saved match in ``path``, plain or sealed with one of ``keys`` (by default the
    key every copy of the game has, and this computer's own: a copy of one's own match in
    progress opens as one's own); ``DamagedMatch`` (with the path) if it is not one.
    ``OSError`` if it cannot be read at all (missing, no permission)."""
    try:
        raw = read_file_of_at_most(path, LARGEST_FILE)
    except NotAFileToRead as error:
        raise DamagedMatch(error.problem, path, worth_a_copy=False) from None
    try:
        try:
            text = raw.decode("utf-8")
        except UnicodeDecodeError:
            raise DamagedMatch("it is not text (not UTF-8)") from None
        return SavedMatch.from_text(text, keys)
    except DamagedMatch as error:
        raise _with_path(error, path) from None


def _with_path(error: DamagedMatch, path: Path) -> DamagedMatch:
    if isinstance(error, NewerMatch):
        return NewerMatch(error.version, path)
    kind = SealNotOpened if isinstance(error, SealNotOpened) else DamagedMatch
    return kind(error.problem, path, error.worth_a_copy)


def write_match(path: Path, saved: SavedMatch) -> None:
    """A match saved to a file of the player's choosing: sealed with the key every copy
    of the game has, so that it opens anywhere and shows no card at a glance."""
    write_text_atomic(path, saved.sealed_text(SHARED_KEY, ANYWHERE))


class Autosave:
    """The match in progress, in ``folder``: written after every move, read at start.

    It is sealed with this installation's key (``sealing.own_key``), beside it. A key file
    found damaged is kept aside and a new key made; the match is then read with what the
    damaged file still holds, or, if that cannot open it, kept aside with the reason."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self.path = folder / AUTOSAVE_NAME
        self.kept_aside: Path | None = None
        """Where the last damaged match in progress was moved."""
        self._key: OwnKey | None = None

    def remove_stale(self) -> list[Path]:
        """Temporary files that a run killed while writing left behind (never the match,
        never its key)."""
        stale = sorted(
            [*self.folder.glob(f".{AUTOSAVE_NAME}.*.tmp"), *self.folder.glob(f".{KEY_NAME}.*.tmp")]
        )
        for path in stale:
            path.unlink(missing_ok=True)
        return stale

    def own_key(self) -> OwnKey:
        """This installation's key, read (or made) once; ``OSError`` if it cannot be."""
        if self._key is None:
            self._key = own_key(self.folder)
            if self._key.kept_as is not None:
                log.warning(
                    "the key of the match in progress was damaged: kept as %s", self._key.kept_as
                )
        return self._key

    def keys(self) -> dict[str, bytes]:
        """This installation's key, made once, and the key every copy has."""
        return {HERE: self.own_key().key, ANYWHERE: SHARED_KEY}

    def write(self, saved: SavedMatch) -> None:
        """The match in progress, sealed with this installation's own key."""
        self.folder.mkdir(parents=True, exist_ok=True)
        write_text_atomic(self.path, saved.sealed_text(self.keys()[HERE], HERE))

    def read(self) -> SavedMatch | None:
        """The match in progress, or None. A damaged one is moved aside and raised."""
        if not self.path.exists():
            return None
        try:
            return self._read_with_any_key()
        except DamagedMatch:
            self.kept_aside = set_aside(self.path, keep_original=False)
            raise

    def _read_with_any_key(self) -> SavedMatch:
        """The match read with the key, or with what a damaged key file still holds."""
        try:
            return read_match(self.path, self.keys())
        except SealNotOpened:
            kept_as, old_keys = self.own_key().kept_as, self.own_key().old_keys()
            if kept_as is None:
                raise
        for old in old_keys:
            with suppress(DamagedMatch):
                return read_match(self.path, {HERE: old, ANYWHERE: SHARED_KEY})
        raise DamagedMatch(f"its key was damaged and is kept as {kept_as.name}", self.path)

    def keep_aside(self) -> Path:
        """Move the match in progress aside, kept as it is, so that no new match writes
        over it (one this version cannot go on with); returns where it went."""
        self.kept_aside = set_aside(self.path, keep_original=False)
        return self.kept_aside

    def clear(self) -> None:
        self.path.unlink(missing_ok=True)
