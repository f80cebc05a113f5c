"""Everything that happens in public, as data: the log panel, the animations and the AI read it.

Also the outcome of a hand (``HandResult``), the data behind a "hand scored" event.

An event states facts (who, which cards, how many points) and no sentences: the UI words
them in the player's language. ``describe()`` gives a short English sentence for logs and
tests. A card only its holder may see (a card drawn from the stock, the face-down knock
discard) is marked ``private``; ``for_seat()`` hides it from everyone else, keeping the
count so that "Player 2 drew a card from the stock" can still be shown.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from enum import StrEnum
from functools import lru_cache
from typing import Any

from .actions import Melds, card_from, melds_from_lists, melds_to_lists
from .cards import CARDS, RUMSKI_DECK, Card, quote
from .rules import PLAYER_RANGE
from .showdown import DefenderShowdown, Showdown, ShowdownKind


class EventKind(StrEnum):
    """What happened. The fields an event of each kind fills are listed after it."""

    CUT = "cut"
    """Cutting for the deal: cards (each seat's cut, by seat); seat = dealer, None on a tie."""
    DEAL = "deal"
    """A hand was dealt: seat = dealer, count = cards dealt to each player; label = a fair
    deal's commitment (the SHA-256 of its deck seed, docs/FAIR_DEALS.md), else empty."""
    UPCARD_TURNED = "upcard_turned"
    """The first upcard: cards, knock_limit and multiplier of the hand."""
    UPCARD_PASSED = "upcard_passed"
    """seat refused the first upcard."""
    DREW_STOCK = "drew_stock"
    """seat drew from the stock; the card is private to seat."""
    DREW_DISCARD = "drew_discard"
    """seat took the top card of the discard pile (or the first upcard): cards."""
    DISCARDED = "discarded"
    """seat discarded cards face up."""
    KNOCKED = "knocked"
    """seat knocked; cards = the face-down discard (private); deadwood = their deadwood."""
    GIN = "gin"
    """seat went gin; cards = the face-down discard (private)."""
    BIG_GIN = "big_gin"
    """seat went big gin: eleven cards melded, no discard."""
    MELDS_SHOWN = "melds_shown"
    """seat laid down melds; cards = their deadwood cards, deadwood = its value."""
    LAID_OFF = "laid_off"
    """seat (the defender) laid cards off on the knocker's meld number meld_index."""
    HAND_SCORED = "hand_scored"
    """seat won label ("knock", "undercut", "gin", "big_gin") for points."""
    HAND_DRAWN = "hand_drawn"
    """Two cards left in the stock after seat's discard: nobody scores; count = stock left."""
    DECK_SEED = "deck_seed"
    """A fair deal's deck seed revealed once the hand has ended: label = the seed in
    hexadecimal, whose SHA-256 is the DEAL event's commitment."""
    MATCH_BONUS = "match_bonus"
    """End-of-match bonus: seat gets points; label "game", "box" or "shutout"."""
    MATCH_WON = "match_won"
    """seat won the match; scores = final totals by seat."""


@dataclass(frozen=True)
class Event:
    """One public happening. Unused fields keep their defaults."""

    kind: EventKind
    seat: int | None = None
    cards: tuple[Card, ...] = ()
    count: int = 0
    """How many cards the event is about; kept when ``for_seat`` hides the cards."""
    private: bool = False
    """The cards are seen by ``seat`` alone."""
    melds: Melds = ()
    meld_index: int | None = None
    points: int | None = None
    deadwood: int | None = None
    knock_limit: int | None = None
    multiplier: int | None = None
    label: str = ""
    scores: tuple[int, ...] = ()

    def for_seat(self, seat: int) -> Event:
        """The event as ``seat`` sees it: another seat's private cards are removed."""
        if self.private and self.cards and self.seat != seat:
            return Event(
                kind=self.kind,
                seat=self.seat,
                cards=(),
                count=self.count,
                private=True,
                melds=self.melds,
                meld_index=self.meld_index,
                points=self.points,
                deadwood=self.deadwood,
                knock_limit=self.knock_limit,
                multiplier=self.multiplier,
                label=self.label,
                scores=self.scores,
            )
        return self

    @property
    def hidden(self) -> bool:
        """True when private cards were removed by ``for_seat``."""
        return self.private and self.count > 0 and not self.cards

    def to_dict(self) -> dict[str, Any]:
        """Only the fields that differ from their default, to keep saved games short.

        Cards are one string in the notation of RULES.md (``"cards": "9H 9D"``, a meld
        likewise). A hand is saved after every move with all its events, so an event
        (immutable) converts itself once and hands out copies of that dict.
        """
        data: dict[str, Any] | None = self.__dict__.get("_as_dict")
        if data is None:
            data = self._build_dict()
            object.__setattr__(self, "_as_dict", data)
        copy = dict(data)
        if "melds" in copy:
            copy["melds"] = list(copy["melds"])
        if "scores" in copy:
            copy["scores"] = list(copy["scores"])
        return copy

    def _build_dict(self) -> dict[str, Any]:
        data: dict[str, Any] = {"kind": self.kind.value}
        if self.seat is not None:
            data["seat"] = self.seat
        if self.cards:
            data["cards"] = " ".join(card_strs(self.cards))
        if self.count:
            data["count"] = self.count
        if self.private:
            data["private"] = True
        if self.melds:
            data["melds"] = [" ".join(card_strs(meld)) for meld in self.melds]
        for name in _OPTIONAL_INTS:
            value = getattr(self, name)
            if value is not None:
                data[name] = value
        if self.label:
            data["label"] = self.label
        if self.scores:
            data["scores"] = list(self.scores)
        return data

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Event:
        """The inverse of ``to_dict``.

        Events are immutable values, so equal dicts may share one Event: a saved hand is
        loaded with every event it ever had (a test restores one after every move), and
        a small cache makes the events seen before cost almost nothing.
        """
        try:
            return _cached_event(tuple(data.items()))
        except TypeError:  # melds and scores are lists, so not cached: rare, parse them
            return _parse_event(data)

    def describe(self, names: Sequence[str] | None = None) -> str:
        """A short English sentence for logs and tests, e.g. "Player 2 discarded K♦.";
        seats are named Player 1, Player 2... unless ``names`` are given. (A player reads
        the UI's wording of the event, in their language.)"""
        names = _DEFAULT_NAMES if names is None else names
        who = names[self.seat] if self.seat is not None else "Nobody"
        return _DESCRIBERS[self.kind](self, who, names)


_KINDS = {kind.value: kind for kind in EventKind}
_DEFAULT_NAMES = tuple(f"Player {seat + 1}" for seat in range(PLAYER_RANGE[1]))
_EVERY_CARD = (*CARDS, *RUMSKI_DECK.cards)
"""The cards of both decks in the order of their bits (the Rumski deck's follow)."""
_TEXTS = tuple(str(card) for card in _EVERY_CARD)
_CARD_BY_TEXT = {text: card for text, card in zip(_TEXTS, _EVERY_CARD, strict=True)}


@lru_cache(maxsize=4096)
def _cached_event(key: tuple[tuple[str, Any], ...]) -> Event:
    return _parse_event(dict(key))


def _parse_event(data: Mapping[str, Any]) -> Event:
    get = data.get
    cards, melds, scores = get("cards"), get("melds"), get("scores")
    return Event(
        kind=_KINDS[data["kind"]],
        seat=get("seat"),
        cards=cards_from(cards.split()) if cards else (),
        count=get("count", 0),
        private=get("private", False),
        melds=tuple(cards_from(meld.split()) for meld in melds) if melds else (),
        meld_index=get("meld_index"),
        points=get("points"),
        deadwood=get("deadwood"),
        knock_limit=get("knock_limit"),
        multiplier=get("multiplier"),
        label=get("label", ""),
        scores=tuple(scores) if scores else (),
    )


_OPTIONAL_INTS = ("meld_index", "points", "deadwood", "knock_limit", "multiplier")


def _cards(event: Event) -> str:
    if not event.cards:
        return "a card" if event.count == 1 else f"{event.count} cards"
    return " ".join(card.pretty for card in event.cards)


def _cut(event: Event, who: str, names: Sequence[str]) -> str:
    cuts = ", ".join(f"{names[i]} cut {card.pretty}" for i, card in enumerate(event.cards))
    if event.seat is None:
        why = "a wild card" if any(card.is_wild for card in event.cards) else "a tie"
        return f"{cuts}: {why}, cut again."
    return f"{cuts}: {who} deals."


def _upcard(event: Event, who: str, names: Sequence[str]) -> str:
    text = f"The upcard is {_cards(event)}."
    if event.knock_limit is not None:
        text += f" Knock limit {event.knock_limit}"
        text += ", scores doubled." if (event.multiplier or 1) > 1 else "."
    return text


def _melds(event: Event, who: str, names: Sequence[str]) -> str:
    shown = " | ".join(" ".join(card.pretty for card in meld) for meld in event.melds)
    dead = " ".join(card.pretty for card in event.cards) or "none"
    return f"{who} shows {shown or 'no melds'}; deadwood {dead} ({event.deadwood})."


def _scored(event: Event, who: str, names: Sequence[str]) -> str:
    outcome = event.label.replace("_", " ")
    return f"{who} wins the hand ({outcome}) for {event.points} points."


Describer = Callable[[Event, str, Sequence[str]], str]

_DESCRIBERS: dict[EventKind, Describer] = {
    EventKind.CUT: _cut,
    EventKind.DEAL: lambda e, who, n: (
        f"{who} deals {e.count} cards each." + (f" Deck committed: {e.label}." if e.label else "")
    ),
    EventKind.UPCARD_TURNED: _upcard,
    EventKind.UPCARD_PASSED: lambda e, who, n: f"{who} passed the upcard.",
    EventKind.DREW_STOCK: lambda e, who, n: f"{who} drew {_cards(e)} from the stock.",
    EventKind.DREW_DISCARD: lambda e, who, n: f"{who} took {_cards(e)} from the discard pile.",
    EventKind.DISCARDED: lambda e, who, n: f"{who} discarded {_cards(e)}.",
    EventKind.KNOCKED: lambda e, who, n: f"{who} knocked with {e.deadwood} deadwood.",
    EventKind.GIN: lambda e, who, n: f"{who} went gin.",
    EventKind.BIG_GIN: lambda e, who, n: f"{who} went big gin.",
    EventKind.MELDS_SHOWN: _melds,
    EventKind.LAID_OFF: lambda e, who, n: f"{who} laid off {_cards(e)}.",
    EventKind.HAND_SCORED: _scored,
    EventKind.HAND_DRAWN: lambda e, who, n: "Two cards left in the stock: the hand is a draw.",
    EventKind.DECK_SEED: lambda e, who, n: f"The deck's seed: {e.label}.",
    EventKind.MATCH_BONUS: lambda e, who, n: f"{who} gets a {e.label} bonus of {e.points}.",
    EventKind.MATCH_WON: lambda e, who, n: f"{who} wins the match.",
}


def card_strs(cards: Sequence[Card]) -> list[str]:
    """Cards in the notation of saved games (a table lookup: hands are saved every move)."""
    texts = _TEXTS
    return [texts[card.bit.bit_length() - 1] for card in cards]


def cards_from(texts: Sequence[str]) -> tuple[Card, ...]:
    try:
        return tuple(_CARD_BY_TEXT[text] for text in texts)
    except (KeyError, TypeError):  # not the canonical notation: the full parser explains
        return tuple(Card.from_str(text) for text in texts)


def card_or_none(text: str | None) -> Card | None:
    return None if text is None else card_from(text)


def placements_from(data: Sequence[Sequence[Any]]) -> tuple[tuple[Card, int], ...]:
    return tuple((card_from(card), whole(index)) for card, index in data)


def seed_from(value: object) -> int | str | None:
    """A deal's seed read from saved data: a whole number or a text (None: none given)."""
    if value is not None and (
        isinstance(value, bool) or not isinstance(value, int | str) or len(str(value)) > 200
    ):
        raise ValueError(f"not a seed: {quote(value)}")
    return value


LARGEST_WHOLE = 10**9
"""No count, score or hand number of a real match comes near it; the statistics' database
(64-bit numbers) and every figure on the screen hold it."""


def whole(value: object) -> int:
    """A whole number read from saved data: not a text, a fraction or true/false, and at
    most ``LARGEST_WHOLE`` either way."""
    if isinstance(value, bool) or not isinstance(value, int):
        raise ValueError(f"not a whole number: {quote(value)}")
    if abs(value) > LARGEST_WHOLE:
        raise ValueError(f"a number too large for a match: {quote(value)}")
    return value


class HandKind(StrEnum):
    """How a hand ended. Compares equal to its string value ("knock", ...)."""

    KNOCK = "knock"
    """The knocker had less deadwood after lay-offs and scores the difference."""
    UNDERCUT = "undercut"
    """The defender had as little deadwood or less: difference + undercut bonus."""
    GIN = "gin"
    """The knocker kept ten melded cards: defender's deadwood + gin bonus."""
    BIG_GIN = "big_gin"
    """Eleven melded cards, no discard: defender's deadwood + big gin bonus."""
    DRAW = "draw"
    """The two-card wall: nobody scores and the same dealer deals again."""


@dataclass(frozen=True)
class HandResult:
    """The outcome of a hand. ``points`` (already multiplied) go to ``winner``."""

    kind: HandKind
    winner: int | None
    points: int
    knocker: int | None = None
    showdown: Showdown | None = None
    """The showdown against every defender (one in a hand of two); None after a drawn
    hand."""

    def points_for(self, seat: int) -> int:
        return self.points if seat == self.winner else 0

    def to_dict(self) -> dict[str, Any]:
        return {
            "kind": self.kind.value,
            "winner": self.winner,
            "points": self.points,
            "knocker": self.knocker,
            "showdown": None if self.showdown is None else _showdown_to_dict(self.showdown),
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> HandResult:
        showdown = data.get("showdown")
        return cls(
            kind=HandKind(data["kind"]),
            winner=data.get("winner"),
            points=whole(data["points"]),
            knocker=data.get("knocker"),
            showdown=None if showdown is None else _showdown_from_dict(showdown),
        )


RoundKind = HandKind
"""The older name of ``HandKind``, kept for code that imports it (docs/GLOSSARY.md)."""
RoundResult = HandResult
"""The older name of ``HandResult``, kept for code that imports it."""


def laid_off_by_seat(
    events: Sequence[Event], seats: Sequence[int]
) -> dict[int, list[tuple[Card, int]]]:
    """Each of ``seats``' lay-offs, (card, knocker's meld index), in the order made."""
    played: dict[int, list[tuple[Card, int]]] = {seat: [] for seat in seats}
    for event in events:
        seat, index = event.seat, event.meld_index
        if event.kind is EventKind.LAID_OFF and seat in played and index is not None:
            played[seat].append((event.cards[0], index))
    return played


_SHOWDOWN_INTS = ("winner", "points", "knocker_deadwood", "bonus", "multiplier")
_SHOWDOWN_MELDS = ("knocker_melds", "table_melds")
"""The fields of a ``Showdown`` saved as they are (its defenders are saved apart)."""


def _showdown_to_dict(showdown: Showdown) -> dict[str, Any]:
    data: dict[str, Any] = {"kind": showdown.kind.value}
    data.update({name: getattr(showdown, name) for name in _SHOWDOWN_INTS})
    data.update({name: melds_to_lists(getattr(showdown, name)) for name in _SHOWDOWN_MELDS})
    data["knocker_deadwood_cards"] = card_strs(showdown.knocker_deadwood_cards)
    data["defenders"] = [
        {
            "laid_off": card_strs(defender.laid_off),
            "placements": [[str(card), index] for card, index in defender.placements],
            "melds": melds_to_lists(defender.melds),
            "deadwood": card_strs(defender.deadwood),
            "deadwood_points": defender.deadwood_points,
        }
        for defender in showdown.defenders
    ]
    return data


def _showdown_from_dict(data: Mapping[str, Any]) -> Showdown:
    defenders = tuple(
        DefenderShowdown(
            laid_off=cards_from(item["laid_off"]),
            placements=placements_from(item["placements"]),
            melds=melds_from_lists(item["melds"]),
            deadwood=cards_from(item["deadwood"]),
            deadwood_points=whole(item["deadwood_points"]),
        )
        for item in data["defenders"]
    )
    ints = {name: whole(data[name]) for name in _SHOWDOWN_INTS}
    return Showdown(
        kind=ShowdownKind(data["kind"]),
        winner=ints["winner"],
        points=ints["points"],
        knocker_deadwood=ints["knocker_deadwood"],
        knocker_melds=melds_from_lists(data["knocker_melds"]),
        knocker_deadwood_cards=cards_from(data["knocker_deadwood_cards"]),
        defenders=defenders,
        table_melds=melds_from_lists(data["table_melds"]),
        bonus=ints["bonus"],
        multiplier=ints["multiplier"],
    )
