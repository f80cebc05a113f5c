"""Everything the table says in words, from the human's PlayerView.

The engine's events and results are facts; this module words them for a person, through
Qt's translation functions (English source). It decides no rule: every number comes from
the view, the result or the engine's arrangement of a hand.
"""

from __future__ import annotations

import html
from collections.abc import Iterable, Sequence

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from gin_desktop.engine import (
    Card,
    Discard,
    DrawDiscard,
    Event,
    EventKind,
    Knock,
    Phase,
    PlayerView,
    ShowdownKind,
    best_arrangement,
)
from gin_desktop.engine.events import RoundKind

CONTEXT = "Table"
RED_ON_FELT = "#ff9a9a"

translate = QCoreApplication.translate
"""Every text here is looked up as ``translate("Table", "literal")``, written out at each
call, so that pyside6-lupdate files it under the context the lookup uses at run time (a
helper taking the text as a parameter would put it under no context at all). Texts chosen
at run time are marked with ``QT_TRANSLATE_NOOP("Table", ...)`` where they are written."""


def plural(translated: str, n: int) -> str:
    """A text translated with ``n`` (``%n``). With no translator installed the English
    source is shown, so its "(s)" is resolved here."""
    out = translated.replace("%n", str(n))
    return out.replace("(s)", "" if n == 1 else "s")


def esc(text: str) -> str:
    return html.escape(text, quote=False)


def card_html(card: Card) -> str:
    colour = RED_ON_FELT if card.suit.is_red else "#ffffff"
    return f'<span style="color:{colour}; font-weight:bold">{esc(card.pretty)}</span>'


def cards_html(cards: Iterable[Card]) -> str:
    return " ".join(card_html(card) for card in cards)


def opponent_name(view: PlayerView) -> str:
    return view.names[view.opponent]


# --- the score, always shown ---------------------------------------------------------------


def score_line(view: PlayerView, *, seat_order: bool = False) -> str:
    """The header's line: your score first, or the seats in order (hot-seat: a screen
    shared by both players, whose line must not swap at every turn)."""
    first = 0 if seat_order else view.seat
    me, them = view.names[first], view.names[1 - first]
    mine, theirs = view.scores[first], view.scores[1 - first]
    return translate(
        "Table", "{me} {mine} · {them} {theirs}  —  game to {target} · hand {hand}"
    ).format(me=me, mine=mine, them=them, theirs=theirs, target=view.target, hand=view.hand_number)


# --- labels under and over the hands -------------------------------------------------------


def _deadwood(cards: Sequence[Card]) -> int:
    return best_arrangement(cards).deadwood_points


def opponent_label(view: PlayerView, note: str = "") -> str:
    """The line under the opponent's hand; ``note`` follows the name (their level)."""
    name = f"<b>{esc(opponent_name(view))}</b>"
    parts = [f"{name} ({esc(note)})" if note else name]
    shown = view.phase == Phase.ENDED and view.opponent_hand is not None
    if not shown:
        count = view.opponent_card_count  # a plain name: lupdate skips "x.y" as the count
        parts.append(plural(translate("Table", "%n card(s)", None, count), count))
    if view.dealer == view.opponent:
        parts.append(translate("Table", "dealer"))
    showdown = view.result.showdown if view.result is not None else None
    if shown and showdown is not None:
        knocker = view.knocker == view.opponent
        points = showdown.knocker_deadwood if knocker else showdown.defender_deadwood
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


def hand_label(view: PlayerView, selected: Card | None) -> str:
    parts = [f"<b>{esc(view.names[view.seat])}</b>"]
    if view.dealer == view.seat:
        parts.append(translate("Table", "dealer"))
    hand = view.hand
    if view.phase == Phase.ENDED:
        showdown = view.result.showdown if view.result is not None else None
        if showdown is not None:
            knocker = view.knocker == view.seat
            points = showdown.knocker_deadwood if knocker else showdown.defender_deadwood
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
            parts.append(translate("Table", "deadwood <b>{0}</b>").format(_deadwood(hand)))
            parts.append(
                translate(
                    "Table", "drag cards onto {0}'s melds to lay off, then press Done"
                ).format(them)
            )
        return " · ".join(parts)
    parts.append(translate("Table", "deadwood <b>{0}</b>").format(_deadwood(hand)))
    if len(hand) == 11:
        parts.append(_discard_hint(view, selected))
    parts.append(_knock_hint(view))
    return " · ".join(parts)


def _discard_hint(view: PlayerView, selected: Card | None) -> str:
    """With eleven cards: what the chosen card, or the best legal discard, would leave."""
    hand = view.hand
    if selected is not None and selected in hand:
        left = _deadwood([card for card in hand if card != selected])
        return translate("Table", "without {0}: <b>{1}</b>").format(card_html(selected), left)
    options = [a.card for a in view.legal_actions if isinstance(a, Discard)]
    if not options:
        return ""
    best = min(_deadwood([card for card in hand if card != option]) for option in options)
    return translate("Table", "best discard leaves <b>{0}</b>").format(best)


# --- the middle of the table ----------------------------------------------------------------


def prompt(view: PlayerView) -> str:
    """What happens now, in one short sentence."""
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


_MOVE_TEXTS: dict[EventKind, object] = {
    EventKind.UPCARD_PASSED: QT_TRANSLATE_NOOP("Table", "passed the upcard"),
    EventKind.DREW_STOCK: QT_TRANSLATE_NOOP("Table", "drew from the stock"),
    EventKind.DREW_DISCARD: QT_TRANSLATE_NOOP("Table", "took {cards}"),
    EventKind.DISCARDED: QT_TRANSLATE_NOOP("Table", "discarded {cards}"),
    EventKind.KNOCKED: QT_TRANSLATE_NOOP("Table", "knocked"),
    EventKind.GIN: QT_TRANSLATE_NOOP("Table", "went gin"),
    EventKind.BIG_GIN: QT_TRANSLATE_NOOP("Table", "went big gin"),
    EventKind.LAID_OFF: QT_TRANSLATE_NOOP("Table", "laid off {cards}"),
}


def last_move(view: PlayerView) -> str:
    """What the opponent did since your last move: "Computer took 7♥ and discarded K♣."."""
    moves: list[str] = []
    for event in reversed(view.events):
        if event.kind in (EventKind.DEAL, EventKind.CUT):
            break
        if event.kind not in _MOVE_TEXTS:
            continue
        if event.seat == view.opponent:
            moves.append(_move_text(event))
        elif moves:
            break  # your move before the opponent's: the opponent's latest turn is complete
    if not moves:
        return ""
    moves.reverse()
    if len(moves) == 1:
        joined = moves[0]
    else:
        joined = translate("Table", "{0} and {1}").format(", ".join(moves[:-1]), moves[-1])
    return translate("Table", "{0} {1}.").format(esc(opponent_name(view)), joined)


def _move_text(event: Event) -> str:
    return translate("Table", str(_MOVE_TEXTS[event.kind])).format(cards=cards_html(event.cards))


# --- the hand summary -------------------------------------------------------------------------


def _drawn(view: PlayerView) -> bool:
    """The hand ended with nobody knocking (the view then carries no result)."""
    result = view.result
    if view.phase != Phase.ENDED:
        return False
    return result is None or result.kind == RoundKind.DRAW or result.winner is None


def summary_title(view: PlayerView, shared: bool = False) -> str:
    """The hand's result in a few words; ``shared``: for both players at one screen, by
    name."""
    result = view.result
    if _drawn(view):
        return translate("Table", "Drawn hand")
    if result is None:
        return ""
    if shared and result.winner is not None:
        return translate("Table", "{0} wins the hand: +{1}").format(
            esc(view.names[result.winner]), result.points
        )
    if result.winner == view.seat:
        return translate("Table", "You win the hand: +{0}").format(result.points)
    return translate("Table", "{0} wins the hand: +{1}").format(
        esc(opponent_name(view)), result.points
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
    them = esc(opponent_name(view))
    kd, dd, bonus = showdown.knocker_deadwood, showdown.defender_deadwood, showdown.bonus
    base = showdown.points // max(1, showdown.multiplier)
    laid = cards_html(showdown.laid_off)
    mine = view.knocker == view.seat
    if showdown.kind == ShowdownKind.GIN:
        if mine:
            text = translate(
                "Table",
                "Gin: you melded all ten cards. {them} had {dd} deadwood and may not lay off "
                "after gin, so you score {dd} + {bonus} gin bonus = {base}.",
            )
        else:
            text = translate(
                "Table",
                "{them} went gin, melding all ten cards. You had {dd} deadwood and may not "
                "lay off after gin, so {them} scores {dd} + {bonus} gin bonus = {base}.",
            )
    elif showdown.kind == ShowdownKind.BIG_GIN:
        if mine:
            text = translate(
                "Table",
                "Big gin: all eleven of your cards are melded. {them} had {dd} deadwood and may "
                "not lay off, so you score {dd} + {bonus} big gin bonus = {base}.",
            )
        else:
            text = translate(
                "Table",
                "{them} went big gin: all eleven cards melded. You had {dd} deadwood and may "
                "not lay off, so {them} scores {dd} + {bonus} big gin bonus = {base}.",
            )
    elif showdown.kind == ShowdownKind.UNDERCUT:
        text = _undercut(mine, kd, dd, bonus, laid)
    else:
        text = _knock(mine, laid)
    text = text.format(
        them=them, kd=kd, dd=dd, bonus=bonus, base=base, laid=laid, diff=abs(kd - dd)
    )
    if showdown.multiplier > 1:
        text += " " + translate(
            "Table", "The first upcard was a spade, so the score is doubled: {0}."
        ).format(showdown.points)
    return text


def _knock(mine: bool, laid: str) -> str:
    if mine:
        start = translate("Table", "You knocked with {kd} deadwood.")
        middle = (
            translate("Table", "{them} laid off {laid} and was left with {dd}.")
            if laid
            else translate("Table", "{them} had {dd} deadwood and nothing to lay off.")
        )
        score = translate("Table", "You score {dd} − {kd} = {base}.")
        return f"{start} {middle} {score}"
    start = translate("Table", "{them} knocked with {kd} deadwood.")
    middle = (
        translate("Table", "You laid off {laid} and were left with {dd}.")
        if laid
        else translate("Table", "You had {dd} deadwood and nothing to lay off.")
    )
    score = translate("Table", "{them} scores {dd} − {kd} = {base}.")
    return f"{start} {middle} {score}"


def _undercut(mine: bool, kd: int, dd: int, bonus: int, laid: str) -> str:
    after = translate("Table", " after laying off {laid}") if laid else ""
    if mine:
        if kd == dd:
            return translate(
                "Table",
                "Undercut: {them} had {dd} deadwood{after}, as many as your {kd}, and a tie goes "
                "to the defender, so {them} scores 0 + {bonus} undercut bonus = {base}.",
            ).replace("{after}", after)
        return translate(
            "Table",
            "Undercut: {them} had {dd} deadwood{after} against your {kd}, so {them} scores "
            "{diff} + {bonus} undercut bonus = {base}.",
        ).replace("{after}", after)
    if kd == dd:
        return translate(
            "Table",
            "Undercut: you had {dd} deadwood{after}, as many as {them}'s {kd}, and a tie goes to "
            "the defender, so you score 0 + {bonus} undercut bonus = {base}.",
        ).replace("{after}", after)
    return translate(
        "Table",
        "Undercut: you had {dd} deadwood{after} against {them}'s {kd}, so you score "
        "{diff} + {bonus} undercut bonus = {base}.",
    ).replace("{after}", after)


def summary_html(view: PlayerView, shared: bool = False) -> str:
    title = summary_title(view, shared)
    body = summary_body(view)
    me, them = view.names[view.seat], opponent_name(view)
    score = translate("Table", "Score: {me} {mine} · {them} {theirs} (game to {target})").format(
        me=esc(me),
        mine=view.scores[view.seat],
        them=esc(them),
        theirs=view.scores[view.opponent],
        target=view.target,
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


def match_title(view: PlayerView, shared: bool = False) -> str:
    if shared and view.match_winner is not None:
        return translate("Table", "{0} wins the match.").format(esc(view.names[view.match_winner]))
    if view.match_winner == view.seat:
        return translate("Table", "You win the match!")
    return translate("Table", "{0} wins the match.").format(esc(opponent_name(view)))


def match_totals(view: PlayerView) -> tuple[dict[str, tuple[int, int]], tuple[int, int]]:
    """Bonuses by label ("game", "box", "shutout") as (mine, theirs), and the totals."""
    bonuses: dict[str, list[int]] = {}
    totals = (view.scores[view.seat], view.scores[view.opponent])
    for event in view.events:
        if event.kind == EventKind.MATCH_BONUS and event.seat is not None:
            pair = bonuses.setdefault(event.label, [0, 0])
            pair[0 if event.seat == view.seat else 1] += event.points or 0
        elif event.kind == EventKind.MATCH_WON and len(event.scores) == 2:
            totals = (event.scores[view.seat], event.scores[view.opponent])
    return {label: (pair[0], pair[1]) for label, pair in bonuses.items()}, totals


def match_html(view: PlayerView, shared: bool = False) -> str:
    bonuses, totals = match_totals(view)
    me, them = esc(view.names[view.seat]), esc(opponent_name(view))
    won = (view.hands_won[view.seat], view.hands_won[view.opponent])
    rows = [
        (
            translate("Table", "Points from hands"),
            (view.scores[view.seat], view.scores[view.opponent]),
        )
    ]
    rows.append((translate("Table", "Hands won"), won))
    if view.rules.end_bonuses:
        rows.append((translate("Table", "Game bonus"), bonuses.get("game", (0, 0))))
        box = translate("Table", "Box bonus ({0} a hand won)").format(view.rules.box_bonus)
        rows.append((box, bonuses.get("box", (0, 0))))
        rows.append((translate("Table", "Shutout bonus"), bonuses.get("shutout", (0, 0))))
    cell = 'style="padding: 2px 18px; text-align:right"'
    head = f"<tr><th></th><th {cell}>{me}</th><th {cell}>{them}</th></tr>"
    body = "".join(
        f'<tr><td style="padding: 2px 18px">{esc(name)}</td>'
        f"<td {cell}>{a}</td><td {cell}>{b}</td></tr>"
        for name, (a, b) in rows
    )
    total_label = translate("Table", "Total")
    total = (
        f'<tr><td style="padding: 4px 18px"><b>{total_label}</b></td>'
        f"<td {cell}><b>{totals[0]}</b></td><td {cell}><b>{totals[1]}</b></td></tr>"
    )
    note = (
        ""
        if view.rules.end_bonuses
        else translate("Table", "These house rules play no end-of-match bonuses.")
    )
    title = match_title(view, shared)
    return (
        f'<div style="font-size:150%; font-weight:bold; color:#ffe28a">{title}</div>'
        f'<table style="margin-top:8px">{head}{body}{total}</table>'
        f'<div style="color:#cfe8d5; margin-top:6px">{note}</div>'
    )
