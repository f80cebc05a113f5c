"""The words of the house-rules dialog (context "HouseRulesDialog"): each option's name and
its one-line explanation, in the words of the game it is shown for (Ginski calls gin Going
Ginski, RULES.md section 3)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from gin_desktop.engine import INT_RANGES

translate = QCoreApplication.translate


def option_texts(game: str) -> dict[str, tuple[str, str]]:
    """Each option's name (with its mnemonic) and its one-line explanation in ``game`` (one
    of the engine's ``HOUSE_GAMES``); numbers show their range."""

    def ranged(text: str, name: str) -> str:
        return text.format(*INT_RANGES[name])

    texts = {
        "players": (translate("HouseRulesDialog", "Pla&yers"), _players_text(game)),
        "deck": (
            translate("HouseRulesDialog", "De&ck"),
            translate("HouseRulesDialog", "The cards the game is played with."),
        ),
        "knock_limit": (
            translate("HouseRulesDialog", "&Knock limit"),
            ranged(
                translate(
                    "HouseRulesDialog",
                    "Most deadwood you may knock with, after your discard ({0}–{1}).",
                ),
                "knock_limit",
            ),
        ),
        "oklahoma": (
            translate("HouseRulesDialog", "&Oklahoma"),
            translate(
                "HouseRulesDialog",
                "The first upcard's value is the hand's knock limit; an ace means gin only.",
            ),
        ),
        "oklahoma_spades_double": (
            translate("HouseRulesDialog", "&Spade upcard doubles"),
            translate(
                "HouseRulesDialog",
                "In Oklahoma, a spade as the first upcard doubles the hand's score.",
            ),
        ),
        "gin_bonus": (
            translate("HouseRulesDialog", "&Gin bonus"),
            ranged(
                translate(
                    "HouseRulesDialog",
                    "Added to the opponent's deadwood when you go gin ({0}–{1}).",
                ),
                "gin_bonus",
            ),
        ),
        "big_gin_enabled": (
            translate("HouseRulesDialog", "&Big gin"),
            translate(
                "HouseRulesDialog",
                "Eleven cards all melded after the draw end the hand, with no discard.",
            ),
        ),
        "big_gin_bonus": (
            translate("HouseRulesDialog", "Big gin bo&nus"),
            ranged(
                translate(
                    "HouseRulesDialog", "Scored for big gin instead of the gin bonus ({0}–{1})."
                ),
                "big_gin_bonus",
            ),
        ),
        "undercut_bonus": (
            translate("HouseRulesDialog", "&Undercut bonus"),
            ranged(
                translate(
                    "HouseRulesDialog",
                    "For the defender who ends with less deadwood than the knocker ({0}–{1}).",
                ),
                "undercut_bonus",
            ),
        ),
        "ties_are_undercuts": (
            translate("HouseRulesDialog", "&Ties are undercuts"),
            translate(
                "HouseRulesDialog",
                "Equal deadwood counts as an undercut: the defender wins the hand.",
            ),
        ),
        "first_upcard_offer": (
            translate("HouseRulesDialog", "Offer the &first upcard"),
            translate(
                "HouseRulesDialog",
                "The non-dealer, then the dealer, may take the first upcard or pass it.",
            ),
        ),
        "forbid_discarding_taken_card": (
            translate("HouseRulesDialog", "Keep a t&aken card"),
            translate(
                "HouseRulesDialog",
                "A card taken from the discard pile may not be discarded in the same turn.",
            ),
        ),
        "next_dealer": (
            translate("HouseRulesDialog", "Next &dealer"),
            translate(
                "HouseRulesDialog",
                "Who deals the next hand; after a drawn hand the same dealer deals again.",
            ),
        ),
        "target_score": (
            translate("HouseRulesDialog", "Points to &win"),
            ranged(
                translate(
                    "HouseRulesDialog",
                    "The match ends when a player's total reaches this score ({0}–{1}).",
                ),
                "target_score",
            ),
        ),
        "end_bonuses": (
            translate("HouseRulesDialog", "&End-of-match bonuses"),
            translate(
                "HouseRulesDialog",
                "Add the game, box and shutout bonuses below when the match ends.",
            ),
        ),
        "game_bonus": (
            translate("HouseRulesDialog", "Ga&me bonus"),
            ranged(
                translate("HouseRulesDialog", "For the player who reached the target ({0}–{1})."),
                "game_bonus",
            ),
        ),
        "box_bonus": (
            translate("HouseRulesDialog", "Bo&x bonus"),
            ranged(
                translate("HouseRulesDialog", "For every hand a player won ({0}–{1})."), "box_bonus"
            ),
        ),
        "shutout_bonus": (
            translate("HouseRulesDialog", "S&hutout bonus"),
            ranged(
                translate(
                    "HouseRulesDialog", "For the winner, if the loser won no hand at all ({0}–{1})."
                ),
                "shutout_bonus",
            ),
        ),
        "lay_offs": (
            translate("HouseRulesDialog", "&Lay-offs after a knock"),
            translate(
                "HouseRulesDialog",
                "After a knock (not after Going Ginski), the others lay off cards on the "
                "knocker's melds.",
            ),
        ),
        "partners_change_opponents": (
            translate("HouseRulesDialog", "Opponents change e&very hand"),
            translate(
                "HouseRulesDialog",
                "Each player meets the other team's other player in the next hand.",
            ),
        ),
    }
    if game == "ginski":  # Ginski's names for gin and big gin (RULES.md section 3)
        texts["gin_bonus"] = (
            translate("HouseRulesDialog", "&Going Ginski bonus"),
            ranged(
                translate(
                    "HouseRulesDialog",
                    "Added to the others' deadwood when you go Ginski ({0}–{1}).",
                ),
                "gin_bonus",
            ),
        )
        texts["big_gin_enabled"] = (
            translate("HouseRulesDialog", "&Big Ginski"),
            translate(
                "HouseRulesDialog",
                "Eleven cards all melded after the draw end the hand, with no discard.",
            ),
        )
        texts["big_gin_bonus"] = (
            translate("HouseRulesDialog", "Big Ginski bo&nus"),
            ranged(
                translate(
                    "HouseRulesDialog",
                    "Scored for Big Ginski instead of the Going Ginski bonus ({0}–{1}).",
                ),
                "big_gin_bonus",
            ),
        )
        texts["undercut_bonus"] = (
            texts["undercut_bonus"][0],
            ranged(
                translate(
                    "HouseRulesDialog",
                    "For the player with less deadwood than the knocker ({0}–{1}).",
                ),
                "undercut_bonus",
            ),
        )
    if game == "partnership":
        texts["target_score"] = (
            texts["target_score"][0],
            ranged(
                translate(
                    "HouseRulesDialog",
                    "The match ends when a team's total reaches this score ({0}–{1}).",
                ),
                "target_score",
            ),
        )
    return texts


def _players_text(game: str) -> str:
    """Who plays this game, in one line."""
    return {
        "gin": translate("HouseRulesDialog", "Gin for two."),
        "ginski": translate("HouseRulesDialog", "Two to four, as chosen for the match."),
        "three_handed": translate("HouseRulesDialog", "Three: each hand the dealer sits out."),
        "partnership": translate("HouseRulesDialog", "Four, in two teams of two."),
    }[game]
