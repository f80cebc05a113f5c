"""The hand summary on the table (context "Table"): the hand's result in a few words
(``summary_title``), why it scored what it did in words and sums (``summary_body``), and
the match's end (``match_title``), for the seat at the screen or, shared, by name.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from gin_desktop.engine import HandKind, Phase, PlayerView, ShowdownKind

from .rich_text import cards_html, esc

translate = QCoreApplication.translate

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
    return result is None or result.kind == HandKind.DRAW or result.winner is None


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
        them=esc(view.names[view.opponent]),
        kd=kd,
        dd=dd,
        bonus=showdown.bonus,
        base=showdown.points // max(1, showdown.multiplier),
        laid=cards_html(defender.laid_off),
        diff=abs(kd - dd),
    )
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
