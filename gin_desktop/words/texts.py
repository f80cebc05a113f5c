"""The words on the table, from the PlayerView of the seat at the screen: the score line,
the labels of the hands, the prompt, and the summary and match panels put together.

The sentences about play are ``wording``'s (turns) and ``hand_summary``'s (the hand's
result); this module places them and words the table's own labels, through Qt's
translation functions (English source). It decides no rule: every number comes from the
view, the result or the engine's arrangement of a hand.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from gin_desktop.engine import Card, Discard, DrawDiscard, EventKind, Knock, Phase, PlayerView
from gin_desktop.engine import deadwood_points as _hand_deadwood

from . import seat_texts
from .hand_summary import match_title, summary_body, summary_title
from .partner_texts import partnership, team_name, team_scores
from .plurals import Table
from .rich_text import card_html, esc, scores_text
from .wording import last_moves

__all__ = ["last_move", "match_title", "summary_body", "summary_title"]

CONTEXT = "Table"

translate = QCoreApplication.translate
"""Every text here is looked up as ``translate("Table", "literal")``, written out at each
call, so that pyside6-lupdate files it under the context the lookup uses at run time (a
helper taking the text as a parameter would put it under no context at all). Texts chosen
at run time are marked with ``QT_TRANSLATE_NOOP("Table", ...)`` where they are written."""


def opponent_name(view: PlayerView) -> str:
    return view.names[view.opponent]


# --- the score, always shown ---------------------------------------------------------------


def seats_in_line(view: PlayerView, *, by_seat: bool = False) -> list[int]:
    """The seats as a line of the table lists them: yours first, then round the table;
    or, on a screen the players share (hot-seat), by seat, so the line never swaps."""
    if by_seat:
        return list(range(len(view.names)))
    return [view.seat, *(other.seat for other in view.others)]


def score_line(view: PlayerView, *, seat_order: bool = False) -> str:
    """The header's line: your score first, or the seats in order (hot-seat: a screen
    shared by the players, whose line must not swap at every turn)."""
    line = seats_in_line(view, by_seat=seat_order)
    scores = scores_text([view.names[s] for s in line], [view.scores[s] for s in line])
    if partnership(view):  # one total a team
        teams = view.rules.teams
        scores = scores_text(
            [team_name(view, t) for t in teams], [view.scores[t[0]] for t in teams]
        )
    line_text = translate("Table", "{scores}  —  game to {target} · hand {hand}").format(
        scores=scores, target=view.target, hand=view.hand_number
    )
    hand_stakes = stakes(view)
    return f"{line_text} · {hand_stakes}" if hand_stakes else line_text


def stakes(view: PlayerView) -> str:
    """Oklahoma: what this hand's first upcard set, the knock limit and whether the hand
    counts double; nothing under other rules, where every hand is alike."""
    if not view.rules.oklahoma:
        return ""
    if view.knock_limit == 0:
        limit = translate("Table", "gin only")
    else:
        limit = translate("Table", "knock with {0} or less").format(view.knock_limit)
    if view.multiplier > 1:
        return translate("Table", "{0}, and the hand counts double (a spade)").format(limit)
    return limit


# --- labels under and over the hands -------------------------------------------------------


def _deadwood(view: PlayerView, cards: Sequence[Card]) -> int:
    return _hand_deadwood(cards, view.rules)


def opponent_label(view: PlayerView, note: str = "") -> str:
    """The line under the opponent's hand; ``note`` follows the name (their level)."""
    name = f"<b>{esc(opponent_name(view))}</b>"
    parts = [f"{name} ({esc(note)})" if note else name]
    shown = view.phase == Phase.ENDED and view.opponent_hand is not None
    if not shown:
        parts.append(Table.tr("%n card(s)", "", view.opponent_card_count))
    if view.dealer == view.opponent:
        parts.append(translate("Table", "dealer"))
    points = seat_texts.showdown_deadwood(view).get(view.opponent)
    if shown and points is not None:
        parts.append(translate("Table", "deadwood {0}").format(points))
    elif view.phase == Phase.LAYOFF and view.knocker == view.opponent:
        parts[1:] = [translate("Table", "knocked with {0} deadwood").format(_knock_deadwood(view))]
    return " · ".join(parts)


def _knock_deadwood(view: PlayerView) -> int:
    """The knocker's deadwood, as announced at the knock."""
    for event in reversed(view.events):
        if event.kind in (EventKind.KNOCKED, EventKind.GIN) and event.deadwood is not None:
            return event.deadwood
    return 0


def _knock_hint(view: PlayerView) -> str:
    if view.knock_limit == 0:
        return translate("Table", "gin only this hand")
    return translate("Table", "knock with {0} or less").format(view.knock_limit)


def hand_label(
    view: PlayerView, selected: Card | None, hints: bool = True, dealt: bool = True
) -> str:
    """The line over your hand: your name, the dealer, your deadwood, and with ``hints``
    what the best discard (or the chosen card) would leave; while your cards are still
    being ``dealt``, nothing that counts them."""
    if seat_texts.many(view):
        label = seat_texts.hand_label(view)
        if label is not None:
            return label
    parts = [f"<b>{esc(view.names[view.seat])}</b>"]
    if view.dealer == view.seat:
        parts.append(translate("Table", "dealer"))
    if not dealt:
        return " · ".join(parts)
    hand = view.hand
    if view.phase == Phase.ENDED:
        points = seat_texts.showdown_deadwood(view).get(view.seat)
        if points is not None:
            parts.append(translate("Table", "deadwood <b>{0}</b>").format(points))
        return " · ".join(parts)
    if view.phase == Phase.LAYOFF:
        them = esc(opponent_name(view))
        if view.knocker == view.seat:
            parts.append(
                translate("Table", "you knocked with {0} deadwood").format(_knock_deadwood(view))
            )
            parts.append(translate("Table", "{0} is laying off…").format(them))
        else:
            parts.append(translate("Table", "deadwood <b>{0}</b>").format(_deadwood(view, hand)))
            parts.append(
                translate(
                    "Table", "drag cards onto {0}'s melds to lay off, then press Done"
                ).format(them)
            )
        return " · ".join(parts)
    parts.append(translate("Table", "deadwood <b>{0}</b>").format(_deadwood(view, hand)))
    if len(hand) == 11 and hints:
        parts.append(_discard_hint(view, selected))
    parts.append(_knock_hint(view))
    return " · ".join(parts)


def _discard_hint(view: PlayerView, selected: Card | None) -> str:
    """With eleven cards: what the chosen card, or the best legal discard, would leave."""
    hand = view.hand
    if selected is not None and selected in hand:
        left = _deadwood(view, [card for card in hand if card != selected])
        return translate("Table", "without {0}: <b>{1}</b>").format(card_html(selected), left)
    options = [a.card for a in view.legal_actions if isinstance(a, Discard)]
    if not options:
        return ""
    best = min(_deadwood(view, [card for card in hand if card != option]) for option in options)
    return translate("Table", "best discard leaves <b>{0}</b>").format(best)


# --- the middle of the table ----------------------------------------------------------------


def prompt(view: PlayerView) -> str:
    """What happens now, in one short sentence."""
    if seat_texts.many(view):
        said = seat_texts.prompt(view)
        if said is not None:
            return said
    them = esc(opponent_name(view))
    mine = view.is_my_turn
    if view.phase == Phase.FIRST_UPCARD:
        if mine:
            return translate("Table", "Take the upcard {0}, or pass?").format(
                card_html(view.discard_pile[-1])
            )
        return translate("Table", "{0} is deciding on the upcard…").format(them)
    if view.phase == Phase.DRAW:
        if not mine:
            return translate("Table", "{0} is playing…").format(them)
        if DrawDiscard() in view.legal_actions and view.top_discard is not None:
            top = card_html(view.top_discard)
            return translate("Table", "Your turn: draw from the stock, or take {0}.").format(top)
        return translate("Table", "Your turn: draw from the stock.")
    if view.phase == Phase.DISCARD:
        if not mine:
            return translate("Table", "{0} is playing…").format(them)
        if any(isinstance(a, Knock) for a in view.legal_actions):
            return translate("Table", "Discard a card, or knock!")
        return translate("Table", "Discard a card.")
    if view.phase == Phase.LAYOFF:
        if mine:
            return translate(
                "Table", "{0} knocked. Lay off your cards on its melds, then press Done."
            ).format(them)
        return translate("Table", "You knocked. {0} is laying off…").format(them)
    return ""


def last_move(view: PlayerView) -> str:
    """What the others did since your last move: "Computer took 7♥ and discarded K♣."."""
    return last_moves(view)


def summary_html(view: PlayerView, shared: bool = False) -> str:
    title = summary_title(view, shared)
    many = seat_texts.summary_body(view) if seat_texts.many(view) else None
    body = summary_body(view) if many is None else many
    line = seats_in_line(view)
    scores = scores_text([esc(view.names[s]) for s in line], [view.scores[s] for s in line])
    if partnership(view):
        scores = team_scores(view)
    score = translate("Table", "Score: {scores} (game to {target})").format(
        scores=scores, target=view.target
    )
    parts = [
        f'<div style="font-size:125%; font-weight:bold; color:#ffe28a">{title}</div>',
        f"<div>{body}</div>",
        f'<div style="color:#cfe8d5">{score}</div>',
    ]
    if view.match_over:
        title = match_title(view, shared)
        parts.append(f'<div style="font-weight:bold; color:#ffe28a">{title}</div>')
    return "".join(parts)


# --- the end of the match ---------------------------------------------------------------------


def match_totals(view: PlayerView) -> tuple[dict[str, list[int]], list[int]]:
    """Bonuses by label ("game", "box", "shutout") and the totals, each a number per seat
    in the order of ``seats_in_line`` (yours first)."""
    line = seats_in_line(view)
    bonuses: dict[str, list[int]] = {}
    totals = [view.scores[seat] for seat in line]
    for event in view.events:
        if event.kind == EventKind.MATCH_BONUS and event.seat is not None:
            row = bonuses.setdefault(event.label, [0] * len(line))
            row[line.index(event.seat)] += event.points or 0
        elif event.kind == EventKind.MATCH_WON and len(event.scores) == len(line):
            totals = [event.scores[seat] for seat in line]
    return bonuses, totals


def match_html(view: PlayerView, shared: bool = False) -> str:
    bonuses, totals = match_totals(view)
    line = seats_in_line(view)
    none = [0] * len(line)
    rows = [
        (translate("Table", "Points from hands"), [view.scores[seat] for seat in line]),
        (translate("Table", "Hands won"), [view.hands_won[seat] for seat in line]),
    ]
    if view.rules.end_bonuses:
        rows.append((translate("Table", "Game bonus"), bonuses.get("game", none)))
        box = translate("Table", "Box bonus ({0} a hand won)").format(view.rules.box_bonus)
        rows.append((box, bonuses.get("box", none)))
        rows.append((translate("Table", "Shutout bonus"), bonuses.get("shutout", none)))
    cell = 'style="padding: 2px 18px; text-align:right"'
    head = "<tr><th></th>" + "".join(f"<th {cell}>{esc(view.names[s])}</th>" for s in line)
    body = "".join(
        f'<tr><td style="padding: 2px 18px">{esc(name)}</td>'
        + "".join(f"<td {cell}>{value}</td>" for value in values)
        + "</tr>"
        for name, values in rows
    )
    total_label = translate("Table", "Total")
    total = (
        f'<tr><td style="padding: 4px 18px"><b>{total_label}</b></td>'
        + "".join(f"<td {cell}><b>{value}</b></td>" for value in totals)
        + "</tr>"
    )
    note = (
        ""
        if view.rules.end_bonuses
        else translate("Table", "These house rules play no end-of-match bonuses.")
    )
    title = match_title(view, shared)
    return (
        f'<div style="font-size:150%; font-weight:bold; color:#ffe28a">{title}</div>'
        f'<table style="margin-top:8px">{head}</tr>{body}{total}</table>'
        f'<div style="color:#cfe8d5; margin-top:6px">{note}</div>'
    )


def area_names() -> tuple[str, str]:
    """The names written on the felt's knock area and discard pile (context "ShownTable")."""
    return translate("ShownTable", "Knock"), translate("ShownTable", "Discard")
