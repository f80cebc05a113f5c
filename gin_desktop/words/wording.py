"""Every sentence the game says about play: refusals, events, turns and hand summaries.

The engine states facts (a ``Refusal`` and its details, events, results); this module
words them for a person, through Qt's translation functions (English source). Each
sentence is one whole template, written out at its ``translate`` call or marked with
``QT_TRANSLATE_NOOP`` in a table, so that a translator sees whole sentences and
pyside6-lupdate files each under the context it is looked up in. A list (of cards, of
scores) fills a slot; no sentence is put together from pieces of others.
"""

from __future__ import annotations

import html
from collections.abc import Iterable, Sequence

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from gin_desktop.engine import (
    Card,
    Event,
    EventKind,
    HandRecord,
    MatchResult,
    Phase,
    PlayerView,
    RoundKind,
    RuleSet,
    ShowdownKind,
    Suit,
)

from .plurals import MatchLog

translate = QCoreApplication.translate


def cards_text(cards: Sequence[Card]) -> str:
    return " ".join(card.pretty for card in cards)


def names_list(names: Sequence[str]) -> str:
    """The players' names as a list: "Ana and Budi", "Ana, Budi and Citra"."""
    if len(names) < 2:
        return "".join(names)
    return translate("MatchLog", "{0} and {1}").format(", ".join(names[:-1]), names[-1])


def scores_text(names: Sequence[str], scores: Sequence[int]) -> str:
    """A list of the totals: "Ana: 12 · Computer 2: 30" (a colon, so that a name that ends
    in a number is never read as part of the score)."""
    return " · ".join(f"{name}: {score}" for name, score in zip(names, scores, strict=False))


# --- events, for the match log (context "MatchLog") ----------------------------------------

_EVENTS: dict[str, object] = {
    EventKind.UPCARD_PASSED: QT_TRANSLATE_NOOP("MatchLog", "passed the upcard"),
    EventKind.DREW_STOCK: QT_TRANSLATE_NOOP("MatchLog", "drew {cards} from the stock"),
    EventKind.DREW_DISCARD: QT_TRANSLATE_NOOP("MatchLog", "took {cards} from the discard pile"),
    EventKind.DISCARDED: QT_TRANSLATE_NOOP("MatchLog", "discarded {cards}"),
    EventKind.KNOCKED: QT_TRANSLATE_NOOP("MatchLog", "knocked with {deadwood} deadwood"),
    EventKind.GIN: QT_TRANSLATE_NOOP("MatchLog", "went gin"),
    EventKind.BIG_GIN: QT_TRANSLATE_NOOP("MatchLog", "went big gin"),
    EventKind.LAID_OFF: QT_TRANSLATE_NOOP("MatchLog", "laid off {cards}"),
    EventKind.HAND_DRAWN: QT_TRANSLATE_NOOP("MatchLog", "Two cards are left in the stock: the hand is a draw and nobody scores."),
}  # fmt: skip
"""What happened, by kind, when the seat at the screen saw every card of it."""

_HIDDEN_EVENTS: dict[str, object] = {
    EventKind.DREW_STOCK: QT_TRANSLATE_NOOP("MatchLog", "drew a card from the stock"),
}  # fmt: skip
"""Events whose card the seat at the screen did not see."""

_FACE_DOWN: dict[str, object] = {
    EventKind.KNOCKED: QT_TRANSLATE_NOOP("MatchLog", "knocked with {deadwood} deadwood, discarding {cards} face down"),
    EventKind.GIN: QT_TRANSLATE_NOOP("MatchLog", "went gin, discarding {cards} face down"),
}  # fmt: skip
"""A knock or gin as the knocker saw it: with the face-down discard."""

_SHOWN = (
    QT_TRANSLATE_NOOP("MatchLog", "showed {melds}; deadwood {dead} ({deadwood})"),
    QT_TRANSLATE_NOOP("MatchLog", "showed {melds}; deadwood none (0)"),
    QT_TRANSLATE_NOOP("MatchLog", "showed no melds; deadwood {dead} ({deadwood})"),
)  # fmt: skip
"""Melds laid down: with deadwood, without, and deadwood alone."""

_UPCARDS = (
    QT_TRANSLATE_NOOP("MatchLog", "The upcard is {cards}."),
    QT_TRANSLATE_NOOP("MatchLog", "The upcard is {cards}. Knock with {limit} or less this hand."),
    QT_TRANSLATE_NOOP("MatchLog", "The upcard is {cards}. Gin only this hand."),
    QT_TRANSLATE_NOOP("MatchLog", "The upcard is {cards}. Knock with {limit} or less this hand. A spade: scores are doubled."),
    QT_TRANSLATE_NOOP("MatchLog", "The upcard is {cards}. Gin only this hand. A spade: scores are doubled."),
)  # fmt: skip
"""The first upcard: plain, and in Oklahoma with the hand's knock limit (or gin only) and,
for a spade, the doubling."""

_TABLE_EVENTS = frozenset(
    {EventKind.CUT, EventKind.UPCARD_TURNED, EventKind.HAND_DRAWN, EventKind.DECK_SEED}
)
"""Events about the table, said of nobody."""


def event_who(event: Event, names: Sequence[str]) -> str:
    """The player the event is about; empty for the table's own events."""
    if event.kind in _TABLE_EVENTS or event.seat is None or not 0 <= event.seat < len(names):
        return ""
    return names[event.seat]


def event_what(event: Event, names: Sequence[str], rules: RuleSet, scores: Sequence[int]) -> str:
    """What happened, without the player's name (that is ``event_who``). ``scores`` are the
    totals after the hand, shown with a hand's result when they include it."""
    kind = event.kind
    if kind == EventKind.CUT:
        return _cut(event, names)
    if kind == EventKind.UPCARD_TURNED:
        return translate("MatchLog", str(_upcard_template(event, rules))).format(
            cards=cards_text(event.cards), limit=event.knock_limit
        )
    if kind == EventKind.MELDS_SHOWN:
        return _melds_shown(event)
    if kind == EventKind.HAND_SCORED:
        text = _hand_won(event.label, event.points or 0, _totals_known(event, scores))
        return text.format(scores=scores_text(names, scores))
    if kind == EventKind.MATCH_BONUS:
        return _bonus(event.label, event.points or 0)
    if kind == EventKind.MATCH_WON:
        return _match_won(event)
    if kind == EventKind.DEAL:
        dealt = MatchLog.tr("dealt %n card(s) each", "", event.count or 0)
        if not event.label:
            return dealt
        words = translate("MatchLog", "{dealt}; the deck is committed: {commitment}")
        return words.format(dealt=dealt, commitment=event.label)
    if kind == EventKind.DECK_SEED:
        words = translate(
            "MatchLog", "The deck's seed: {seed} (its SHA-256 is the commitment made at the deal)"
        )
        return words.format(seed=event.label)
    return translate("MatchLog", str(_move_template(event))).format(
        cards=cards_text(event.cards), count=event.count, deadwood=event.deadwood
    )


def _hand_won(label: str, n: int, totals: bool) -> str:
    """A hand's result, by label: alone (a hand played outside a match), or with the
    totals (a ``{scores}`` slot)."""
    if label == "undercut":
        if totals:
            return MatchLog.tr(
                "won the hand with an undercut: %n point(s). Score: {scores}.", "", n
            )
        return MatchLog.tr("won the hand with an undercut: %n point(s).", "", n)
    if label == "gin":
        if totals:
            return MatchLog.tr("won the hand with gin: %n point(s). Score: {scores}.", "", n)
        return MatchLog.tr("won the hand with gin: %n point(s).", "", n)
    if label == "big_gin":
        if totals:
            return MatchLog.tr("won the hand with big gin: %n point(s). Score: {scores}.", "", n)
        return MatchLog.tr("won the hand with big gin: %n point(s).", "", n)
    if totals:
        return MatchLog.tr("won the hand by knocking: %n point(s). Score: {scores}.", "", n)
    return MatchLog.tr("won the hand by knocking: %n point(s).", "", n)


def _bonus(label: str, n: int) -> str:
    if label == "box":
        return MatchLog.tr("got the box bonuses: %n point(s).", "", n)
    if label == "shutout":
        return MatchLog.tr("got the shutout bonus: %n point(s).", "", n)
    return MatchLog.tr("got the game bonus: %n point(s).", "", n)


def _move_template(event: Event) -> object:
    if event.hidden and event.kind in _HIDDEN_EVENTS:
        return _HIDDEN_EVENTS[event.kind]
    if event.cards and event.kind in _FACE_DOWN:  # seen by the knocker only
        return _FACE_DOWN[event.kind]
    return _EVENTS.get(event.kind, _EVENTS[EventKind.DISCARDED])


def _upcard_template(event: Event, rules: RuleSet) -> object:
    if not rules.oklahoma:
        return _UPCARDS[0]
    doubled = 2 if (event.multiplier or 1) > 1 else 0
    return _UPCARDS[(2 if event.knock_limit == 0 else 1) + doubled]


def _melds_shown(event: Event) -> str:
    melds = " | ".join(cards_text(meld) for meld in event.melds)
    template = _SHOWN[2] if not melds else _SHOWN[0] if event.cards else _SHOWN[1]
    return translate("MatchLog", str(template)).format(
        melds=melds, dead=cards_text(event.cards), deadwood=event.deadwood
    )


def _totals_known(event: Event, scores: Sequence[int]) -> bool:
    """A hand's own view (no match around it) has no totals: they would read 0 to 0."""
    seat = event.seat
    return seat is not None and seat < len(scores) and scores[seat] >= (event.points or 0) > 0


def _cut(event: Event, names: Sequence[str]) -> str:
    cuts = ", ".join(
        translate("MatchLog", "{0} cut {1}").format(names[seat], card.pretty)
        for seat, card in enumerate(event.cards)
    )
    if event.seat is None:
        return translate("MatchLog", "{0}: a tie, cut again.").format(cuts)
    return translate("MatchLog", "{0}, so {1} dealt first.").format(cuts, names[event.seat])


def _match_won(event: Event) -> str:
    seat, totals = event.seat, event.scores
    if seat is None or len(totals) <= seat:
        return translate("MatchLog", "won the match.")
    others = [total for other, total in enumerate(totals) if other != seat]
    if len(others) == 1:
        return translate("MatchLog", "won the match, {mine} to {theirs}.").format(
            mine=totals[seat], theirs=others[0]
        )
    return translate("MatchLog", "won the match with {mine}.").format(mine=totals[seat])


# --- a player's turn, on the table (context "Table") -----------------------------------------

_TURNS: dict[tuple[str, str], object] = {
    ("", "pass"): QT_TRANSLATE_NOOP("Table", "{name} passed the upcard."),
    ("stock", ""): QT_TRANSLATE_NOOP("Table", "{name} drew from the stock."),
    ("took", ""): QT_TRANSLATE_NOOP("Table", "{name} took {taken}."),
    ("stock", "discard"): QT_TRANSLATE_NOOP("Table", "{name} drew from the stock and discarded {thrown}."),
    ("took", "discard"): QT_TRANSLATE_NOOP("Table", "{name} took {taken} and discarded {thrown}."),
    ("stock", "knock"): QT_TRANSLATE_NOOP("Table", "{name} drew from the stock and knocked."),
    ("took", "knock"): QT_TRANSLATE_NOOP("Table", "{name} took {taken} and knocked."),
    ("stock", "gin"): QT_TRANSLATE_NOOP("Table", "{name} drew from the stock and went gin."),
    ("took", "gin"): QT_TRANSLATE_NOOP("Table", "{name} took {taken} and went gin."),
    ("stock", "big_gin"): QT_TRANSLATE_NOOP("Table", "{name} drew from the stock and went big gin."),
    ("took", "big_gin"): QT_TRANSLATE_NOOP("Table", "{name} took {taken} and went big gin."),
    ("", "lay_off"): QT_TRANSLATE_NOOP("Table", "{name} laid off {thrown}."),
}  # fmt: skip
"""A turn, by (how the player drew, how the turn ended)."""

_DRAWS = {EventKind.DREW_STOCK: "stock", EventKind.DREW_DISCARD: "took"}
_ENDS = {
    EventKind.UPCARD_PASSED: "pass", EventKind.DISCARDED: "discard", EventKind.KNOCKED: "knock",
    EventKind.GIN: "gin", EventKind.BIG_GIN: "big_gin", EventKind.LAID_OFF: "lay_off",
}  # fmt: skip
_TURN_KINDS = frozenset(_DRAWS) | frozenset(_ENDS)


def last_moves(view: PlayerView) -> str:
    """What the other players did since this seat's last turn, in rich text, a sentence a
    turn: "Computer took 7♥ and discarded K♣.". It stays while this seat draws, so the
    line does not vanish between the draw and the discard."""
    turns: list[list[Event]] = []
    for event in reversed(view.events):
        if event.kind in (EventKind.DEAL, EventKind.CUT):
            break
        if event.kind not in _TURN_KINDS:
            continue
        if event.seat == view.seat:
            if turns:
                break  # this seat's turn before the others': their turns are all collected
            continue  # this seat's draw of the turn in progress: look past it
        if not turns or turns[-1][0].seat != event.seat or _ends_a_turn(event, turns[-1]):
            turns.append([])
        turns[-1].insert(0, event)
    return " ".join(_turn(view, turn) for turn in reversed(turns))


def _ends_a_turn(event: Event, later: list[Event]) -> bool:
    """Read backwards, an ending starts another turn; lay-offs in a row are one."""
    laying_off = event.kind is EventKind.LAID_OFF and later[0].kind is EventKind.LAID_OFF
    return event.kind in _ENDS and not laying_off


def _turn(view: PlayerView, events: list[Event]) -> str:
    draw = next((_DRAWS[e.kind] for e in events if e.kind in _DRAWS), "")
    end = next((_ENDS[e.kind] for e in events if e.kind in _ENDS), "")
    taken = next((e.cards for e in events if e.kind is EventKind.DREW_DISCARD), ())
    thrown = [card for e in events if e.kind in _ENDS for card in e.cards]
    template = _TURNS.get((draw, end)) or _TURNS.get(("", end)) or _TURNS[(draw or "stock", "")]
    seat = events[0].seat
    return translate("Table", str(template)).format(
        name=esc(view.names[seat]) if seat is not None else "",
        taken=cards_html(taken),
        thrown=cards_html(thrown),
    )


# --- rich text for the felt -------------------------------------------------------------------

RED_ON_FELT = "#ff9a9a"


def esc(text: str) -> str:
    """A player's name (or any text) as text in rich text, never as markup."""
    return html.escape(text, quote=False)


def as_tooltip(text: str) -> str:
    """Plain text (with names in it) for a tooltip, which Qt would take for markup if it
    looked like some: escaped, line breaks kept."""
    return "<p style='white-space:pre-wrap'>" + esc(text) + "</p>"


def card_html(card: Card) -> str:
    colour = RED_ON_FELT if isinstance(card.suit, Suit) and card.suit.is_red else "#ffffff"
    return f'<span style="color:{colour}; font-weight:bold">{esc(card.pretty)}</span>'


def cards_html(cards: Iterable[Card]) -> str:
    return " ".join(card_html(card) for card in cards)


# --- the hand summary (context "Table") --------------------------------------------------------

_GINS: dict[tuple[ShowdownKind, bool], object] = {
    (ShowdownKind.GIN, True): QT_TRANSLATE_NOOP("Table", "Gin: you melded all ten cards. {them} had {dd} deadwood and may not lay off after gin, so you score {dd} + {bonus} gin bonus = {base}."),
    (ShowdownKind.GIN, False): QT_TRANSLATE_NOOP("Table", "{them} went gin, melding all ten cards. You had {dd} deadwood and may not lay off after gin, so {them} scores {dd} + {bonus} gin bonus = {base}."),
    (ShowdownKind.BIG_GIN, True): QT_TRANSLATE_NOOP("Table", "Big gin: all eleven of your cards are melded. {them} had {dd} deadwood and may not lay off, so you score {dd} + {bonus} big gin bonus = {base}."),
    (ShowdownKind.BIG_GIN, False): QT_TRANSLATE_NOOP("Table", "{them} went big gin: all eleven cards melded. You had {dd} deadwood and may not lay off, so {them} scores {dd} + {bonus} big gin bonus = {base}."),
}  # fmt: skip
"""Gin and big gin, by (kind, the seat at the screen ended the hand)."""

_KNOCKS: dict[tuple[bool, bool], object] = {
    (True, True): QT_TRANSLATE_NOOP("Table", "You knocked with {kd} deadwood. {them} laid off {laid} and was left with {dd}. You score {dd} − {kd} = {base}."),
    (True, False): QT_TRANSLATE_NOOP("Table", "You knocked with {kd} deadwood. {them} had {dd} deadwood and nothing to lay off. You score {dd} − {kd} = {base}."),
    (False, True): QT_TRANSLATE_NOOP("Table", "{them} knocked with {kd} deadwood. You laid off {laid} and were left with {dd}. {them} scores {dd} − {kd} = {base}."),
    (False, False): QT_TRANSLATE_NOOP("Table", "{them} knocked with {kd} deadwood. You had {dd} deadwood and nothing to lay off. {them} scores {dd} − {kd} = {base}."),
}  # fmt: skip
"""A knock the knocker won, by (the seat at the screen knocked, cards were laid off)."""

_UNDERCUTS: dict[tuple[bool, bool, bool], object] = {
    (True, True, True): QT_TRANSLATE_NOOP("Table", "Undercut: {them} had {dd} deadwood after laying off {laid}, as many as your {kd}, and a tie goes to the defender, so {them} scores 0 + {bonus} undercut bonus = {base}."),
    (True, True, False): QT_TRANSLATE_NOOP("Table", "Undercut: {them} had {dd} deadwood, as many as your {kd}, and a tie goes to the defender, so {them} scores 0 + {bonus} undercut bonus = {base}."),
    (True, False, True): QT_TRANSLATE_NOOP("Table", "Undercut: {them} had {dd} deadwood after laying off {laid} against your {kd}, so {them} scores {diff} + {bonus} undercut bonus = {base}."),
    (True, False, False): QT_TRANSLATE_NOOP("Table", "Undercut: {them} had {dd} deadwood against your {kd}, so {them} scores {diff} + {bonus} undercut bonus = {base}."),
    (False, True, True): QT_TRANSLATE_NOOP("Table", "Undercut: you had {dd} deadwood after laying off {laid}, as many as {them}'s {kd}, and a tie goes to the defender, so you score 0 + {bonus} undercut bonus = {base}."),
    (False, True, False): QT_TRANSLATE_NOOP("Table", "Undercut: you had {dd} deadwood, as many as {them}'s {kd}, and a tie goes to the defender, so you score 0 + {bonus} undercut bonus = {base}."),
    (False, False, True): QT_TRANSLATE_NOOP("Table", "Undercut: you had {dd} deadwood after laying off {laid} against {them}'s {kd}, so you score {diff} + {bonus} undercut bonus = {base}."),
    (False, False, False): QT_TRANSLATE_NOOP("Table", "Undercut: you had {dd} deadwood against {them}'s {kd}, so you score {diff} + {bonus} undercut bonus = {base}."),
}  # fmt: skip
"""An undercut, by (the seat at the screen knocked, a tie, cards were laid off)."""


def _drawn(view: PlayerView) -> bool:
    """The hand ended with nobody knocking (the view then carries no result)."""
    result = view.result
    if view.phase != Phase.ENDED:
        return False
    return result is None or result.kind == RoundKind.DRAW or result.winner is None


def summary_title(view: PlayerView, shared: bool = False) -> str:
    """The hand's result in a few words; ``shared``: for every player at one screen, by
    name."""
    result = view.result
    if _drawn(view):
        return translate("Table", "Drawn hand")
    if result is None or result.winner is None:
        return ""
    if result.winner == view.seat and not shared:
        return translate("Table", "You win the hand: +{0}").format(result.points)
    return translate("Table", "{0} wins the hand: +{1}").format(
        esc(view.names[result.winner]), result.points
    )


def summary_body(view: PlayerView) -> str:
    """Why the hand scored what it did, in words and sums."""
    result = view.result
    showdown = None if result is None else result.showdown
    if _drawn(view) or showdown is None or view.knocker is None:
        if view.phase != Phase.ENDED:
            return ""
        return translate(
            "Table",
            "Only two cards are left in the stock and nobody knocked, so the hand is a draw: "
            "nobody scores, and the same dealer deals again.",
        )
    defender = showdown.defenders[0]  # a hand of two: its one defender
    kd, dd = showdown.knocker_deadwood, defender.deadwood_points
    mine, laid = view.knocker == view.seat, bool(defender.laid_off)
    if showdown.kind in (ShowdownKind.GIN, ShowdownKind.BIG_GIN):
        template = _GINS[(showdown.kind, mine)]
    elif showdown.kind == ShowdownKind.UNDERCUT:
        template = _UNDERCUTS[(mine, kd == dd, laid)]
    else:
        template = _KNOCKS[(mine, laid)]
    text = translate("Table", str(template)).format(
        them=esc(view.names[view.opponent]), kd=kd, dd=dd, bonus=showdown.bonus,
        base=showdown.points // max(1, showdown.multiplier), laid=cards_html(defender.laid_off),
        diff=abs(kd - dd),
    )  # fmt: skip
    if showdown.multiplier > 1:
        doubled = translate("Table", "The first upcard was a spade, so the score is doubled: {0}.")
        text += " " + doubled.format(showdown.points)
    return text


def match_title(view: PlayerView, shared: bool = False) -> str:
    winner = view.match_winner
    if winner == view.seat and not shared:
        return translate("Table", "You win the match!")
    name = view.names[winner] if winner is not None else ""
    return translate("Table", "{0} wins the match.").format(esc(name))


# --- the score sheet (context "ScoreSheet") ----------------------------------------------------


def showdown_text(record: HandRecord, names: Sequence[str], rules: RuleSet) -> str:
    """What the showdown showed, for a tooltip: "Ana knocked with 6 deadwood; Computer had
    18."; nothing after a drawn hand."""
    knocker = record.knocker
    if knocker is None or record.knocker_deadwood is None or record.defender_deadwood is None:
        return ""
    # The other player of the hand (the seat on the knocker's left in a game of two).
    players = [seat for seat in record.players if seat != knocker]
    defender = players[0] if len(players) == 1 else rules.next_seat(knocker)
    if record.laid_off_points:
        template = translate(
            "ScoreSheet", "{0} knocked with {1} deadwood; {2} had {3} after laying off {4}."
        )
    else:
        template = translate("ScoreSheet", "{0} knocked with {1} deadwood; {2} had {3}.")
    return template.format(
        names[knocker], record.knocker_deadwood, names[defender], record.defender_deadwood,
        record.laid_off_points,
    )  # fmt: skip


def match_won_text(result: MatchResult, names: Sequence[str]) -> str:
    """The line under the score sheet: "Ana won the match, 130 to 85." (past tense: right for "You" as for a name)."""
    winner, totals = result.winner, result.totals
    others = [total for seat, total in enumerate(totals) if seat != winner]
    if len(others) == 1:
        return translate("ScoreSheet", "{0} won the match, {1} to {2}.").format(
            names[winner], totals[winner], others[0]
        )
    return translate("ScoreSheet", "{0} won the match with {1}.").format(
        names[winner], totals[winner]
    )


# --- names of outcomes and rules (contexts "ScoreSheet", "NewMatchDialog") ---------------------


def outcome_name(kind: str) -> str:
    """How a hand ended, in a word or two: "Knock", "Big gin", "Drawn hand"."""
    names = {
        "knock": translate("ScoreSheet", "Knock"),
        "undercut": translate("ScoreSheet", "Undercut"),
        "gin": translate("ScoreSheet", "Gin"),
        "big_gin": translate("ScoreSheet", "Big gin"),
        "draw": translate("ScoreSheet", "Drawn hand"),
    }
    return names.get(kind, kind)


def rules_name(preset: str | None) -> str:
    """The name of a preset; the player's own house rules when the rules are none."""
    names = {
        "standard": translate("NewMatchDialog", "Standard"),
        "classic_bonuses": translate("NewMatchDialog", "Classic with bonuses"),
        "oklahoma": translate("NewMatchDialog", "Oklahoma"),
    }
    if preset in ("ginski", "three_handed", "partnership"):
        from .seat_words import game_name

        return game_name(preset)
    return names.get(preset or "", translate("NewMatchDialog", "Your house rules"))


# --- gestures the table cannot play (context "MainWindow") -------------------------------------

_DROP_HINTS = {
    "opponent": QT_TRANSLATE_NOOP("MainWindow", "Your cards cannot go to the opponent's hand: drop a card on the discard pile to discard it."),
    "stock": QT_TRANSLATE_NOOP("MainWindow", "Cards go back on the discard pile, not on the stock."),
    "draw": QT_TRANSLATE_NOOP("MainWindow", "Drag the card to your hand to draw it."),
    "choose": QT_TRANSLATE_NOOP("MainWindow", "Choose a card first with the arrow keys."),
}  # fmt: skip
"""What to do instead, by what was tried: a card of your hand dropped on another player's
hand or on the stock; a card of the stock or the pile dropped anywhere but your hand; a
key that plays the chosen card with no card chosen."""


def gesture_hint(tried: str) -> str:
    """``tried``: "opponent", "stock", "draw" or "choose" (see ``_DROP_HINTS``)."""
    return translate("MainWindow", str(_DROP_HINTS[tried]))


def taken_back(card: Card) -> str:
    """Undo: the discard of ``card`` is taken back into your hand."""
    return translate(
        "MainWindow", "Your discard of {0} is taken back: it is in your hand again."
    ).format(card.pretty)
