"""The worker of a yardstick (``yardstick.py``): an old commit's computer player, in a
process of its own.

Run as a script, never imported with the game: ``python yardstick_worker.py <worktree>``
puts the worktree first on ``sys.path``, so that ``gin_desktop`` here is the old commit's
package, engine and computer players alike, and the two versions of the package never meet
in one interpreter. It uses the old commit's own names only (``importlib``, by name), the
ones every commit since 84ca0e6 has: ``create_player``, ``PlayerView``, ``SeatView``,
``RuleSet.from_dict``, ``action_from_dict``, ``Event.from_dict`` and the records'.

It speaks JSON lines on its standard input and output. Its first line out names the house
rules it knows with their defaults, ``{"rules": {...}}``; then for each question
``{"player": id, "level": "expert", "seed": 5, "view": PlayerView.to_dict()}`` it answers
``{"action": Action.to_dict()}``, or ``{"error": "..."}``. A view comes as data, as the
window's worker process gets one: the old commit's view is built from it field by field,
so the player sees what a player sees, never the hidden cards.
"""

from __future__ import annotations

import importlib
import json
import sys
import traceback
from collections import OrderedDict
from dataclasses import fields
from pathlib import Path
from typing import Any, TextIO

PLAYERS_KEPT = 16
"""Players kept between questions, by the id the game's side gave them."""


class OldEngine:
    """The old commit's engine, read by name: it builds that commit's view from data."""

    def __init__(self) -> None:
        engine = importlib.import_module("gin_desktop.engine")
        view = importlib.import_module("gin_desktop.engine.view")
        actions = importlib.import_module("gin_desktop.engine.actions")
        self.card = engine.Card.from_str
        self.phase = engine.Phase
        self.rules = engine.RuleSet
        self.action = actions.action_from_dict
        self.melds = actions.melds_from_lists
        self.event = engine.Event.from_dict
        # Its old name: the commits before Hand was named have no HandResult.
        self.hand_result = engine.RoundResult.from_dict
        self.hand_record = engine.HandRecord.from_dict
        self.match_result = engine.MatchResult.from_dict
        self.view_type = view.PlayerView
        self.seat_type = view.SeatView
        self.view_fields = {field.name for field in fields(view.PlayerView)}

    def cards(self, texts: list[str] | None) -> tuple[Any, ...] | None:
        return None if texts is None else tuple(self.card(text) for text in texts)

    def seat_view(self, data: dict[str, Any]) -> Any:
        return self.seat_type(
            seat=data["seat"],
            card_count=data["card_count"],
            known=self.cards(data["known"]),
            score=data["score"],
            shown=self.cards(data["shown"]),
            playing=data["playing"],
        )

    def view(self, data: dict[str, Any]) -> Any:
        """The old commit's PlayerView of ``PlayerView.to_dict()``'s data."""
        card = self.card
        given: dict[str, Any] = {
            "seat": data["seat"],
            "phase": self.phase(data["phase"]),
            "to_act": data["to_act"],
            "dealer": data["dealer"],
            "hand": self.cards(data["hand"]),
            "others": tuple(self.seat_view(other) for other in data["others"]),
            "discard_pile": self.cards(data["discard_pile"]),
            "stock_count": data["stock_count"],
            "first_upcard": card(data["first_upcard"]),
            "taken_card": None if data["taken_card"] is None else card(data["taken_card"]),
            "knock_limit": data["knock_limit"],
            "multiplier": data["multiplier"],
            "rules": self.rules.from_dict(data["rules"]),
            "legal_actions": tuple(self.action(action) for action in data["legal_actions"]),
            "events": tuple(self.event(event) for event in data["events"]),
            "knocker": data["knocker"],
            "declared_melds": self.melds(data["declared_melds"]),
            "knocker_melds": self.melds(data["knocker_melds"]),
            "laid_off": tuple((card(text), index) for text, index in data["laid_off"]),
            "result": None if data["result"] is None else self.hand_result(data["result"]),
            "scores": tuple(data["scores"]),
            "history": tuple(self.hand_record(record) for record in data["history"]),
            "hands_won": tuple(data["hands_won"]),
            "target": data["target"],
            "hand_number": data["hand_number"],
            "names": tuple(data["names"]),
            "match_result": None
            if data["match_result"] is None
            else self.match_result(data["match_result"]),
            "players": tuple(data["players"]),
            "side_game": None if data["side_game"] is None else self.view(data["side_game"]),
        }
        return self.view_type(**{k: v for k, v in given.items() if k in self.view_fields})


def take_the_old_package(worktree: Path) -> None:
    """Put ``worktree`` first on the path, and check that its package is the one imported."""
    here = str(Path(__file__).resolve().parent)
    sys.path[:] = [str(worktree), *(entry for entry in sys.path if entry not in ("", here))]
    package = importlib.import_module("gin_desktop")
    found = Path(package.__file__ or "").resolve()
    if not found.is_relative_to(worktree):
        raise SystemExit(f"yardstick worker: gin_desktop came from {found}, not {worktree}")


def serve(questions: TextIO, answers: TextIO) -> None:
    engine = OldEngine()
    create_player = importlib.import_module("gin_desktop.ai").create_player
    players: OrderedDict[int, Any] = OrderedDict()

    def say(message: dict[str, Any]) -> None:
        answers.write(json.dumps(message) + "\n")
        answers.flush()

    say({"rules": engine.rules().to_dict()})
    for line in questions:
        question = json.loads(line)
        try:
            player = players.get(question["player"])
            if player is None:
                player = create_player(question["level"], question["seed"])
                players[question["player"]] = player
                while len(players) > PLAYERS_KEPT:
                    players.popitem(last=False)
            say({"action": player.choose(engine.view(question["view"])).to_dict()})
        except Exception:  # the question is answered, whatever went wrong, with what did
            say({"error": traceback.format_exc()})


def main(argv: list[str]) -> int:
    if len(argv) != 2:
        print("usage: python yardstick_worker.py <worktree of the commit>", file=sys.stderr)
        return 2
    take_the_old_package(Path(argv[1]).resolve())
    answers = sys.stdout
    sys.stdout = sys.stderr  # whatever the old code prints stays out of the answers
    serve(sys.stdin, answers)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
