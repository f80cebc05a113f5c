"""The score sheet's own words (context "ScoreSheet"): its columns, its footers' labels and
the rules it is scored by in a line. Each hand's line is ``wording``'s
(``showdown_text``, ``outcome_name``, ``match_won_text``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

if TYPE_CHECKING:
    from gin_desktop.engine import RuleSet

translate = QCoreApplication.translate


def columns() -> list[str]:
    """The columns before each side's running total: the hand, the winner, the outcome,
    the points."""
    return [
        translate("ScoreSheet", "Hand"),
        translate("ScoreSheet", "Winner"),
        translate("ScoreSheet", "Outcome"),
        translate("ScoreSheet", "Points"),
    ]


def footer_labels(box_bonus: int) -> dict[str, str]:
    """Each footer's label, by its key (``box_bonus``: the box bonus a hand won)."""
    return {
        "hands_won": translate("ScoreSheet", "Hands won (boxes)"),
        "hand_points": translate("ScoreSheet", "Points from hands"),
        "game": translate("ScoreSheet", "Game bonus"),
        "box": translate("ScoreSheet", "Box bonus ({0} a hand won)").format(box_bonus),
        "shutout": translate("ScoreSheet", "Shutout bonus"),
        "total": translate("ScoreSheet", "Total"),
    }


def rules_text(rules: RuleSet) -> str:
    """The score the match is played to, and its bonuses at the end."""
    text = translate("ScoreSheet", "Game to {0}.").format(rules.target_score)
    if rules.end_bonuses:
        text += " " + translate(
            "ScoreSheet", "At the end: game bonus {0}, box bonus {1} a hand won, shutout bonus {2}."
        ).format(rules.game_bonus, rules.box_bonus, rules.shutout_bonus)
    else:
        text += " " + translate("ScoreSheet", "No end-of-match bonuses.")
    return text


def title() -> str:
    """The score sheet's dock."""
    return translate("ScoreSheet", "Score sheet")
