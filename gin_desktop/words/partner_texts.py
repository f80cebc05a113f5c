"""Partnership gin's words (context "Table"): your partner's game as it goes on beside
yours, and the teams' totals. Everything comes from the side game's view as your seat
sees it from beside that table (``PlayerView.side_game``): card counts, the cards its
players took from the pile, its pile, and at its end the hands shown and the result."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from gin_desktop.engine import Phase, PlayerView

from . import seat_texts
from .plurals import Table
from .rich_text import card_html, cards_html, esc, names_list

translate = QCoreApplication.translate


def partnership(view: PlayerView) -> bool:
    return view.rules.seating == "partners" and len(view.scores) == view.rules.players


def team_name(view: PlayerView, team: tuple[int, ...]) -> str:
    """ "Ani and Citra"; text, not markup."""
    return names_list([view.names[seat] for seat in team])


def team_scores(view: PlayerView) -> str:
    """ "Ani and Citra: 25 · Budi and Dewi: 0": each team's total (every seat of a team shows
    it), in rich text."""
    parts = [
        f"{esc(team_name(view, team))}: <b>{view.scores[team[0]]}</b>" for team in view.rules.teams
    ]
    return " · ".join(parts)


def side_game_html(view: PlayerView) -> str:
    """Your partner's game, small: who plays whom, each hand's count and the cards known,
    the top of its pile, whose turn, and its result at the end."""
    side = view.side_game
    if side is None:
        return ""
    players = [side.other(seat) for seat in side.players if seat != side.seat]
    names = [esc(view.names[player.seat]) for player in players]
    title = translate("Table", "Beside you: {0} against {1}").format(*names[:2])
    lines = [f'<div style="font-weight:bold; color:#ffe28a">{title}</div>']
    for player in players:
        lines.append(f"<div>{_player_line(side, player.seat)}</div>")
    lines.append(f'<div style="color:#d7ecdc">{_state_line(side)}</div>')
    lines.append(
        '<div style="color:#cfe8d5">'
        + translate("Table", "Teams: {0}").format(team_scores(view))
        + "</div>"
    )
    return "".join(lines)


def _player_line(side: PlayerView, seat: int) -> str:
    other = side.other(seat)
    parts = [f"<b>{esc(side.names[seat])}</b>"]
    if side.phase == Phase.ENDED and other.shown is not None:
        parts.append(cards_html(other.shown))
        deadwood = seat_texts.showdown_deadwood(side).get(seat)
        if deadwood is not None:
            parts.append(translate("Table", "deadwood {0}").format(deadwood))
        return " · ".join(parts)
    parts.append(Table.tr("%n card(s)", "", other.card_count))
    if other.known:
        parts.append(translate("Table", "took {0}").format(cards_html(other.known)))
    if side.dealer == seat:
        parts.append(translate("Table", "dealer"))
    if side.to_act == seat:
        to_play = translate("Table", "to play")  # outside the f-string: lupdate reads it
        parts.append(f'<span style="color:#ffe082">{to_play}</span>')
    return " · ".join(parts)


def _state_line(side: PlayerView) -> str:
    result = side.result
    if side.phase == Phase.ENDED:
        if result is None or result.winner is None:
            return translate("Table", "A drawn hand.")
        return translate("Table", "{0} scores {1}.").format(
            esc(side.names[result.winner]), result.points
        )
    top = side.top_discard
    if top is None:
        return Table.tr("Stock: %n card(s)", "", side.stock_count)
    return translate("Table", "Pile: {0} · stock {1}").format(card_html(top), side.stock_count)
