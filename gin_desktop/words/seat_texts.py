"""The table's words when more than two sit at it (context "Table"): each other seat's
label, the prompt naming the seat on turn, your label while you sit out or lay off after
another's knock, and the summary of a showdown against several defenders.

``texts`` calls these when the view is of a hand with more than one opponent, or one the
seat at the screen sits out (``many``); a hand of two keeps its own words. Every number
comes from the view and its result; names are text, escaped into the rich text here.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from gin_desktop.engine import Card, Phase, PlayerView, ShowdownKind

from .plurals import Table
from .rich_text import cards_html, esc, names_list

translate = QCoreApplication.translate


def many(view: PlayerView) -> bool:
    """Whether the table's words are those of several seats: more than one opponent in
    the hand (Ginski), or a hand the seat at the screen sits out (three-handed gin)."""
    return not view.playing or len(view.opponents) > 1


def _name(view: PlayerView, seat: int | None) -> str:
    return "" if seat is None else esc(view.names[seat])


# --- labels -------------------------------------------------------------------------------------


def seat_label(view: PlayerView, seat: int, note: str = "") -> str:
    """The line under another seat's hand: name (level), cards, dealer, whose turn, and at
    the showdown its deadwood."""
    other = view.other(seat)
    name = f"<b>{_name(view, seat)}</b>"
    parts = [f"{name} ({esc(note)})" if note else name]
    ended = view.phase == Phase.ENDED
    if not other.playing:
        parts.append(translate("Table", "sits out this hand"))
    elif other.shown is None or not (ended or view.knocker == seat):  # not face up
        parts.append(Table.tr("%n card(s)", "", other.card_count))
    if view.dealer == seat:
        parts.append(translate("Table", "dealer"))
    deadwood = showdown_deadwood(view).get(seat)
    if ended and deadwood is not None:
        parts.append(translate("Table", "deadwood {0}").format(deadwood))
    elif view.phase == Phase.LAYOFF and view.knocker == seat:
        parts.append(translate("Table", "knocked"))
    if view.to_act == seat and not ended:
        to_play = translate("Table", "to play")  # outside the f-string: lupdate reads it
        parts.append(f'<span style="color:#ffe082">{to_play}</span>')
    return " · ".join(parts)


def showdown_deadwood(view: PlayerView) -> dict[int, int]:
    """Each player's deadwood as the showdown counted it (after lay-offs), by seat."""
    result = view.result
    showdown = None if result is None else result.showdown
    if showdown is None or view.knocker is None:
        return {}
    counts = {view.knocker: showdown.knocker_deadwood}
    for seat, defender in zip(view.defender_seats, showdown.defenders, strict=False):
        counts[seat] = defender.deadwood_points
    return counts


def hand_label(view: PlayerView) -> str | None:
    """Your line when the words of several seats differ from a hand of two: while you sit
    out, during lay-offs and at the showdown; None: the hand of two's words do."""
    parts = [f"<b>{_name(view, view.seat)}</b>"]
    if view.dealer == view.seat:
        parts.append(translate("Table", "dealer"))
    if not view.playing:
        parts.append(translate("Table", "you sit out this hand"))
        return " · ".join(parts)
    if view.phase == Phase.ENDED:
        deadwood = showdown_deadwood(view).get(view.seat)
        if deadwood is not None:
            parts.append(translate("Table", "deadwood <b>{0}</b>").format(deadwood))
        return " · ".join(parts)
    if view.phase != Phase.LAYOFF:
        return None
    knocker = _name(view, view.knocker)
    if view.knocker == view.seat:
        parts.append(translate("Table", "you knocked"))
    elif view.is_my_turn:
        parts.append(
            translate("Table", "drag cards onto {0}'s melds to lay off, then press Done").format(
                knocker
            )
        )
    else:
        parts.append(translate("Table", "{0} knocked; you lay off in your turn").format(knocker))
    return " · ".join(parts)


# --- the middle of the table ----------------------------------------------------------------


def prompt(view: PlayerView) -> str | None:
    """What happens now, naming the seat on turn; None when the hand of two's words do
    (your own turn in the draw and discard)."""
    on_turn = _name(view, view.to_act)
    if not view.playing and view.phase != Phase.ENDED:
        players = names_list([view.names[seat] for seat in view.players])
        return translate("Table", "You sit out this hand: {0} play. {1} is on turn.").format(
            esc(players), on_turn
        )
    if view.is_my_turn and view.phase != Phase.LAYOFF:
        return None
    if view.phase == Phase.FIRST_UPCARD:
        return translate("Table", "{0} is deciding on the upcard…").format(on_turn)
    if view.phase in (Phase.DRAW, Phase.DISCARD):
        return translate("Table", "{0} is playing…").format(on_turn)
    if view.phase == Phase.LAYOFF:
        knocker = _name(view, view.knocker)
        if view.is_my_turn:
            return translate(
                "Table", "{0} knocked. Lay off your cards on the melds, then press Done."
            ).format(knocker)
        return translate("Table", "{0} knocked. {1} is laying off…").format(knocker, on_turn)
    return ""


# --- the summary of a showdown against several defenders -------------------------------------


def summary_body(view: PlayerView) -> str | None:
    """Why the hand scored what it did: every defender's deadwood after lay-offs, in turn
    order, the sum, and who made an undercut; None when the hand of two's words do."""
    result = view.result
    showdown = None if result is None else result.showdown
    if showdown is None or view.knocker is None or view.phase != Phase.ENDED:
        return None
    if len(showdown.defenders) == 1:  # a hand of two: only watched (sat out) is said here
        return _watched_body(view) if not view.playing else None
    defenders = view.defender_seats[: len(showdown.defenders)]
    counts = list(showdown.defender_deadwood)
    laid = [defender.laid_off for defender in showdown.defenders]
    kd = showdown.knocker_deadwood
    scored = _scored(view, showdown.kind, kd, defenders, counts, showdown.bonus)
    opening = _opening(view, showdown.kind, kd)
    parts = (opening, _lay_offs(view, defenders, laid), scored)
    return " ".join(part for part in parts if part)


def _opening(view: PlayerView, kind: ShowdownKind, kd: int) -> str:
    """ "Ani knocked with 8." or "Ani went Ginski."."""
    knocker = _name(view, view.knocker)
    if kind == ShowdownKind.BIG_GIN:
        return translate("Table", "{0} went Big Ginski.").format(knocker)
    if kind == ShowdownKind.GIN:
        return translate("Table", "{0} went Ginski.").format(knocker)
    return translate("Table", "{0} knocked with {1}.").format(knocker, kd)


def _lay_offs(view: PlayerView, defenders: Sequence[int], laid: Sequence[Sequence[Card]]) -> str:
    said = [
        translate("Table", "{0} laid off {1}.").format(_name(view, seat), cards_html(cards))
        for seat, cards in zip(defenders, laid, strict=True)
        if cards
    ]
    return " ".join(said)


def _has(view: PlayerView, defenders: Sequence[int], counts: Sequence[int]) -> str:
    """ "Budi has 15 and Citra has 20"."""
    each = [
        translate("Table", "{0} has {1}").format(view.names[seat], count)
        for seat, count in zip(defenders, counts, strict=True)
    ]
    return esc(names_list(each))


def _scored(
    view: PlayerView,
    kind: ShowdownKind,
    kd: int,
    defenders: Sequence[int],
    counts: Sequence[int],
    bonus: int,
) -> str:
    knocker = _name(view, view.knocker)
    result = view.result
    assert result is not None
    points, winner = result.points, _name(view, result.winner)
    has = _has(view, defenders, counts)
    total = sum(counts)
    if kind in (ShowdownKind.GIN, ShowdownKind.BIG_GIN):
        return translate("Table", "{has}: {knocker} scores {bonus} + {total} = {points}.").format(
            has=has, knocker=knocker, bonus=bonus, total=total, points=points
        )
    if kind == ShowdownKind.UNDERCUT:
        others = [kd, *(c for s, c in zip(defenders, counts, strict=True) if s != result.winner)]
        sums = " + ".join(str(value) for value in (bonus, *others))
        return translate(
            "Table",
            "{has}. Undercut by {winner}, with less than {kd}: {winner} scores {sums} = {points}.",
        ).format(winner=winner, kd=kd, has=has, sums=sums, points=points)
    return translate("Table", "{has}: {knocker} scores {total} − {kd} = {points}.").format(
        knocker=knocker, kd=kd, has=has, total=total, points=points
    )


def _watched_body(view: PlayerView) -> str:
    """A hand of two you sat out (three-handed gin): who knocked, what each had, and who
    scored what."""
    result = view.result
    counts = showdown_deadwood(view)
    if result is None or view.knocker is None or result.showdown is None:
        return ""
    defender = next(seat for seat in view.players if seat != view.knocker)
    laid = result.showdown.defenders[0].laid_off
    said = _lay_offs(view, [defender], [laid])
    text = translate("Table", "{0} knocked with {1}; {2}: {3} scores {4}.").format(
        _name(view, view.knocker),
        counts.get(view.knocker, 0),
        _has(view, [defender], [counts.get(defender, 0)]),
        _name(view, result.winner),
        result.points,
    )
    if result.showdown.kind == ShowdownKind.UNDERCUT:
        text = (
            translate("Table", "Undercut by {0}.").format(_name(view, result.winner)) + " " + text
        )
    return f"{said} {text}".strip()
