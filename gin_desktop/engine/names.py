"""Players' names: the one check every path uses (``Match``, the session, the settings,
the new-match dialog and the files they are read from).

A name is 1 to ``NAME_MAX`` characters of text on one line, kept as typed (stripped). It
may not hold what would change how the text around it reads: control characters, the
bidirectional controls (a right-to-left override turns "Ana 12" into "21 anA", and a
score beside a name with it), or invisible characters that make two names look alike
(a zero-width space, a word joiner, a byte-order mark). The joiners that scripts and
emoji need (U+200C, U+200D) stay. Two players of one match never share a name, compared
as a person reads them (letter case and invisible joiners aside).
"""

from __future__ import annotations

import unicodedata
from collections.abc import Sequence

from .cards import quote

NAME_MAX = 24
"""The longest name a player may give."""

_NOT_IN_NAMES = frozenset({"Cc", "Zl", "Zp", "Cs", "Co", "Cn"})
"""Control characters, line and paragraph separators, and what is no character at all."""
BIDI_CONTROLS = frozenset(
    "\u061c\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069"
)
"""The marks and embeddings, overrides and isolates of Unicode's bidirectional algorithm."""
INVISIBLE = frozenset("\u200b\u2060\ufeff\u180e\u2061\u2062\u2063\u2064")
"""Characters that show nothing and join nothing."""
_JOINERS = "\u200c\u200d"


def name_problem(name: object) -> str | None:
    """What keeps ``name`` from being a player's name, in words; None if it is one."""
    if not isinstance(name, str):
        return f"a name is text, not {quote(name)}"
    text = name.strip()
    if not text or len(text) > NAME_MAX:
        return f"a name has 1 to {NAME_MAX} characters, not {quote(name)}"
    if not name_is_one_line(text):
        return f"a name is text on one line, without control characters: {quote(name)}"
    if any(char in BIDI_CONTROLS or char in INVISIBLE for char in text):
        return f"a name holds no invisible or direction-changing characters: {quote(name)}"
    return None


def check_name(name: object) -> str:
    """``name`` stripped, if it is a player's name (``name_problem``); else ValueError."""
    problem = name_problem(name)
    if problem is not None:
        raise ValueError(problem)
    assert isinstance(name, str)
    return name.strip()


def may_be_typed(text: str) -> bool:
    """Whether ``text`` holds only characters a name may hold (the name field refuses
    the others as they are typed or pasted)."""
    return name_is_one_line(text) and not any(c in BIDI_CONTROLS or c in INVISIBLE for c in text)


def name_is_one_line(text: str) -> bool:
    """No line break, tab or other control character (an emoji's joiners are allowed)."""
    return not any(unicodedata.category(char) in _NOT_IN_NAMES for char in text)


def same_name(name: str) -> str:
    """``name`` as a person tells names apart: letter case and joiners aside."""
    return unicodedata.normalize(
        "NFKC", name.translate({ord(j): None for j in _JOINERS})
    ).casefold()


def check_names(names: object, players: int) -> tuple[str, ...]:
    """One name per seat, each a player's name, no two alike; else ValueError."""
    if isinstance(names, str) or not isinstance(names, Sequence):
        raise ValueError(f"the players' names are a list, not {quote(names)}")
    if len(names) != players:
        raise ValueError(f"a match of {players} needs {players} names: {quote(names)}")
    checked = tuple(check_name(name) for name in names)
    if len({same_name(name) for name in checked}) != len(checked):
        raise ValueError(f"two players of one match share a name: {quote(list(checked))}")
    return checked


def seat_names(names: Sequence[str] | None, players: int) -> tuple[str, ...]:
    """One name per seat: those given (``check_names``), or Player 1, Player 2..."""
    if names is None:
        return tuple(f"Player {seat + 1}" for seat in range(players))
    return check_names(names, players)
