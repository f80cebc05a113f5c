"""The seam between the rules and meld arithmetic: one meld solver per deck.

``solver_for(rules)`` gives the ``MeldSolver`` of the rules' deck. A solver works on masks
of that deck's cards (``Card.bit``) and carries the deck, so that callers in a hurry (the
computer players) never need to know how many cards, ranks or suits a deck has. The
standard deck's solver is ``melds.py``; the Rumski deck's, with its wild cards, is
``rumski.py`` (its best discard in ``rumski_discard.py``), loaded (and its tables built)
the first time a Rumski game asks for it.

The facade's functions on cards (``best_arrangement``, ``best_discard``,
``deadwood_points``) are here too: they check what they are given, then ask the solver.
A mistake in the input (not a card, a card twice, a card of the other deck, more cards
than a hand holds) raises ValueError naming it, before any arithmetic is done.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field

from . import melds
from .cards import RUMSKI_DECK, STANDARD_DECK, Card, Deck, mask_of, quote
from .errors import MeldError, MeldProblem
from .melds import Arrangement
from .rules import HAND_SIZE, RuleSet, checked_rules

MOST_CARDS = HAND_SIZE + 1
"""A hand holds eleven cards at most: ten, and the card just drawn."""


@dataclass(frozen=True)
class MeldSolver:
    """The meld arithmetic of one deck, on masks of its cards.

    The fields are plain functions (not methods), so that ``solver.deadwood(mask)`` costs
    one attribute lookup: a computer player calls them in its tightest loops.
    """

    deck: Deck
    deadwood: Callable[[int], int]
    """Least deadwood of the cards of a mask, every card arranged."""
    arrangement: Callable[[int], Arrangement]
    """The least-deadwood arrangement of the cards of a mask."""
    best_discard: Callable[..., tuple[int, int]]
    """``best_discard(mask, forbidden=0)``: (least deadwood left, bit of the card to
    throw) for eleven cards; ``forbidden`` is the bit of a card that may not go."""
    discard: Callable[[int], tuple[Card, Arrangement]]
    """The best discard of eleven cards, and the arrangement of the ten kept."""
    meld_outs: Callable[[int], int]
    """The cards that would make a meld with two cards of the mask, or extend its runs."""
    every_suit: int
    """Multiply a mask of ranks (one row, counted from the deck's first bit) by this to
    get those ranks in every suit."""
    forms_meld: Callable[[Sequence[Card]], bool]
    """Whether cards of the deck, held by the engine itself (not checked: see
    ``is_meld``), are a set or a run by the deck's rules (with the Rumski deck, at most
    one wild standing in)."""
    meld_rule: str
    """What a meld of the deck is, in a few English words, for error messages."""
    foreign: int = field(init=False)
    """Every bit that is no card of the deck: a hand's mask holds none."""
    values: Mapping[int, int] = field(init=False, repr=False, compare=False)
    """The deadwood value of each card, by its bit: ``card(bit).value`` in one lookup."""

    def __post_init__(self) -> None:
        object.__setattr__(self, "foreign", ~self.deck.full_mask)
        object.__setattr__(self, "values", {card.bit: card.value for card in self.deck.cards})

    def cards_of(self, mask: int) -> list[Card]:
        return self.deck.cards_of(mask)

    def card(self, bit: int) -> Card:
        """The card of a single bit."""
        return self.deck.cards[bit.bit_length() - 1 - self.deck.offset]

    def mask_of(self, cards: Iterable[Card]) -> int:
        """The mask of cards the engine itself holds (not checked: see ``hand_mask``)."""
        return mask_of(cards)


STANDARD_SOLVER = MeldSolver(
    deck=STANDARD_DECK,
    deadwood=melds.deadwood_of_mask,
    arrangement=melds.arrangement_of_mask,
    best_discard=melds.best_discard_of_mask,
    discard=melds.discard_of_mask,
    meld_outs=melds.meld_outs,
    every_suit=melds.EVERY_SUIT,
    forms_meld=melds.forms_standard_meld,
    meld_rule="3 or 4 of a rank, or a run of 3 or more",
)
_SOLVERS: dict[str, MeldSolver] = {STANDARD_DECK.name: STANDARD_SOLVER}


def _rumski_solver() -> MeldSolver:
    # Imported here, on a Rumski game's first use: the Rumski deck's run and set tables take
    # 80 to 150 ms to build, which no standard game and no start-up should wait for.
    from . import rumski, rumski_discard, rumski_melds

    return MeldSolver(
        deck=RUMSKI_DECK,
        deadwood=rumski.deadwood_of_mask,
        arrangement=rumski.arrangement_of_mask,
        best_discard=rumski_discard.best_discard_of_mask,
        discard=rumski_discard.discard_of_mask,
        meld_outs=rumski.meld_outs,
        every_suit=rumski.EVERY_COLOUR,
        forms_meld=rumski_melds.is_rumski_meld,
        meld_rule="3 to 5 of a number, or a run of 3 or more, with at most one wild",
    )


_LATER_SOLVERS: dict[str, Callable[[], MeldSolver]] = {RUMSKI_DECK.name: _rumski_solver}


def solver_for(rules: RuleSet | None) -> MeldSolver:
    """The meld solver of the rules' deck (the standard deck's when ``rules`` is None)."""
    return STANDARD_SOLVER if rules is None else solver_of_deck(checked_rules(rules).deck)


def solver_of_deck(name: str) -> MeldSolver:
    """The meld solver of the deck called ``name``."""
    solver = _SOLVERS.get(name)
    if solver is None:
        build = _LATER_SOLVERS.get(name)
        if build is None:
            raise ValueError(f"no meld solver for the {name} deck")
        solver = _SOLVERS[name] = build()
    return solver


def hand_mask(cards: Iterable[Card], solver: MeldSolver, most: int = MOST_CARDS) -> int:
    """The mask of a hand handed to the facade, after checking it: at most ``most`` cards,
    each a card of the solver's deck, none twice. Raises ValueError naming the problem."""
    held = cards if isinstance(cards, (list, tuple)) else _listed(cards, most)
    count = len(held)
    if count > most:
        raise ValueError(f"a hand holds at most {most} cards, not {count}: {quote(held)}")
    mask = 0
    try:
        for card in held:
            mask |= card.bit
    except (AttributeError, TypeError):
        raise ValueError(f"a hand is a list of cards, not {quote(held)}") from None
    if mask.bit_count() != count or mask & solver.foreign:
        raise ValueError(_hand_problem(held, solver.deck))
    return mask


def _listed(cards: Iterable[Card], most: int) -> list[Card]:
    """The first ``most + 1`` items of an iterable: enough to tell that it is too long."""
    if isinstance(cards, str | Mapping) or not isinstance(cards, Iterable):
        raise ValueError(f"a hand is a list of cards, not {quote(cards)}")
    held: list[Card] = []
    for card in cards:
        held.append(card)
        if len(held) > most:
            break
    return held


def _hand_problem(held: list[Card] | tuple[Card, ...], deck: Deck) -> str:
    """What is wrong with a hand whose mask does not add up (the slow path of a refusal)."""
    seen: set[Card] = set()
    for card in held:
        if not isinstance(card, Card):
            return f"a hand is a list of cards, not {quote(card)}"
        if not deck.holds(card):
            return f"{card} is not a card of the {deck.name} deck"
        if card in seen:
            return f"card {card} appears twice in the hand"
        seen.add(card)
    return f"not a hand: {quote(held)}"


def best_arrangement(cards: Iterable[Card], rules: RuleSet | None = None) -> Arrangement:
    """The arrangement of ``cards`` (up to eleven) into melds with the least deadwood."""
    solver = STANDARD_SOLVER if rules is None else solver_for(rules)
    return solver.arrangement(hand_mask(cards, solver))


def deadwood_points(cards: Iterable[Card], rules: RuleSet | None = None) -> int:
    """Least deadwood of a hand (up to eleven cards): the value of the cards in no meld."""
    solver = STANDARD_SOLVER if rules is None else solver_for(rules)
    return solver.deadwood(hand_mask(cards, solver))


def best_discard(cards11: Iterable[Card], rules: RuleSet | None = None) -> tuple[Card, Arrangement]:
    """The discard that leaves the least deadwood, and the arrangement of the ten left.

    Among discards leaving equal deadwood, the card of higher value (then rank) goes.
    """
    solver = STANDARD_SOLVER if rules is None else solver_for(rules)
    mask = hand_mask(cards11, solver)
    if mask.bit_count() != MOST_CARDS:
        raise ValueError(
            f"the best discard is chosen from {MOST_CARDS} cards, not {quote(cards11)}"
        )
    return solver.discard(mask)


def checked_card(card: object, deck: Deck = STANDARD_DECK) -> Card:
    """``card``, if it is a card of ``deck``; else ValueError naming it."""
    if not deck.holds(card):
        raise ValueError(f"not a card of the {deck.name} deck: {quote(card)}")
    assert isinstance(card, Card)
    return card


def checked_melds(
    melds: Iterable[Iterable[Card]], solver: MeldSolver = STANDARD_SOLVER, apart_from: int = 0
) -> tuple[tuple[Card, ...], ...]:
    """Melds handed to the facade, as tuples, after checking them: each a meld of cards of
    the solver's deck, no card in two of them or in ``apart_from`` (a mask). (Melds on the
    table may hold more cards than a hand: the knocker's and those laid off.) Raises
    ValueError naming the problem."""
    if isinstance(melds, str | Mapping) or not isinstance(melds, Iterable):
        raise ValueError(f"melds are a list of lists of cards, not {quote(melds)}")
    out: list[tuple[Card, ...]] = []
    used = apart_from
    for meld in melds:
        cards = tuple(_listed(meld, solver.deck.size))
        mask = hand_mask(cards, solver, solver.deck.size)
        if mask & used:
            raise ValueError(f"a card is in two places: {quote(cards)}")
        if not solver.forms_meld(cards):
            raise ValueError(f"not a meld: {quote(cards)}")
        used |= mask
        out.append(cards)
        if len(out) > solver.deck.size:
            raise ValueError(f"more melds than cards in the deck: {quote(melds)}")
    return tuple(out)


def forms_meld(cards: Sequence[Card]) -> bool:
    """A set or a run by the rules of the cards' deck, for cards the engine itself holds
    (not checked: see ``is_meld``)."""
    return bool(cards) and solver_of_deck(cards[0].deck_name).forms_meld(cards)


def is_meld(cards: Sequence[Card]) -> bool:
    """Are these cards of one deck a set or a run (with the Rumski deck, at most one wild
    standing in)? Anything but a sequence of cards of one deck raises ValueError."""
    if isinstance(cards, str) or not isinstance(cards, Sequence):
        raise ValueError(f"a meld is a list of cards, not {quote(cards)}")
    if len(cards) > RUMSKI_DECK.size or not all(isinstance(card, Card) for card in cards):
        raise ValueError(f"a meld is a list of cards, not {quote(cards)}")
    if len({card.deck_name for card in cards}) > 1:
        raise ValueError(f"not all cards of one deck: {quote(cards)}")
    return forms_meld(cards)


def check_melds(cards: Iterable[Card], declared: Sequence[Sequence[Card]]) -> tuple[Card, ...]:
    """Validate melds declared from a hand; return the deadwood cards they leave.

    Raises ``MeldError`` (a ValueError) naming the problem: a group that is no meld, a
    card used twice, or a card the hand does not hold.
    """
    held = mask_of(cards)
    used = 0
    solver = solver_of_deck(
        RUMSKI_DECK.name if held & RUMSKI_DECK.full_mask else STANDARD_DECK.name
    )
    for meld in declared:
        if isinstance(meld, str | bytes | Mapping) or not isinstance(meld, Iterable):
            raise ValueError(f"a meld is a list of cards, not {quote(meld)}")
        group = tuple(meld)
        if not all(isinstance(card, Card) for card in group) or not solver.forms_meld(group):
            text = " ".join(
                card.pretty if isinstance(card, Card) else quote(card) for card in group
            )
            raise MeldError(
                f"{text} is not a meld ({solver.meld_rule})", MeldProblem.NOT_A_MELD, group
            )
        for card in group:
            if not held & card.bit:
                raise MeldError(f"{card.pretty} is not in the hand", MeldProblem.NOT_HELD, (card,))
            if used & card.bit:
                raise MeldError(f"{card.pretty} is in two melds", MeldProblem.TWICE, (card,))
            used |= card.bit
    return tuple(sorted(solver.deck.cards_of(held ^ used)))
