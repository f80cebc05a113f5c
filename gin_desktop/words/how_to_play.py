"""The words of Help > How to play: the rules of the match on the table, in the player's
words, with the numbers of its own rule set (knock limit, bonuses, target), and the
glossary. The dialog (``ui/dialogs/how_to_play.py``) shows them as a page.

The text is the project's rules (docs/RULES.md, sections 1 and 2) told to a player, not a
developer: no options or seeds, only what this match plays. Every paragraph goes through
Qt's translation (context "HowToPlay"). The sentences are plain text: the page escapes them.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from gin_desktop.engine import RuleSet

from .wording import rules_name

translate = QCoreApplication.translate

Section = tuple[str, list[str]]
"""A section of the rules: its title and its paragraphs."""


def title(rules: RuleSet) -> str:
    """The page's title: the name of the game of ``rules``."""
    name = rules_name(rules.preset_name())
    return translate("HowToPlay", "How to play: {name}").format(name=name)


def sections(rules: RuleSet) -> list[Section]:
    """The rules of ``rules``: the aim, a turn, knocking, the showdown and the score, the
    match (the glossary follows them: ``glossary``)."""
    return [
        (translate("HowToPlay", "The aim"), _aim()),
        (translate("HowToPlay", "A turn"), _turn(rules)),
        (translate("HowToPlay", "Knocking"), _knock(rules)),
        (translate("HowToPlay", "The showdown and the score"), _score(rules)),
        (translate("HowToPlay", "The match"), _match(rules)),
    ]


def glossary_title() -> str:
    return translate("HowToPlay", "Words of the game")


def _aim() -> list[str]:
    return [
        translate(
            "HowToPlay",
            "Gin Rummy is a card game for two. Each player holds ten cards and tries to "
            "arrange them into melds, leaving as few points of deadwood as possible, then "
            "to end the hand by knocking before the other player does.",
        ),
        translate(
            "HowToPlay",
            "A meld is a set of three or four cards of one rank (9♥ 9♦ 9♣), or a run of three "
            "or more cards of one suit in order (4♠ 5♠ 6♠). The ace is low: A-2-3 is a run, "
            "Q-K-A is not. A card counts in one meld only.",
        ),
        translate(
            "HowToPlay",
            "Deadwood is every card in no meld. An ace counts 1, a number card its number, "
            "a jack, queen or king 10. The game always finds the arrangement of your hand "
            "with the least deadwood.",
        ),
    ]


def _turn(rules: RuleSet) -> list[str]:
    said = [
        translate(
            "HowToPlay",
            "The dealer deals ten cards to each player and turns the next card face up: "
            "the upcard, the first card of the discard pile. The rest is the stock.",
        )
    ]
    if rules.first_upcard_offer:
        said.append(
            translate(
                "HowToPlay",
                "The player who did not deal may take the upcard or pass; then the "
                "dealer may. If both pass, the first player draws from the stock.",
            )
        )
    said.append(
        translate(
            "HowToPlay",
            "On your turn, draw one card, from the stock or the top of the discard "
            "pile, then discard one card face up. Drag the cards, or double-click "
            "the stock, the pile or a card of your hand; the keys are in Help › Keys "
            "and gestures.",
        )
    )
    if rules.forbid_discarding_taken_card:
        said.append(
            translate(
                "HowToPlay",
                "A card taken from the discard pile may not be thrown back in the same turn.",
            )
        )
    said.append(
        translate(
            "HowToPlay",
            "If only two cards are left in the stock and nobody has knocked, the "
            "hand is a draw: nobody scores, and the same dealer deals again.",
        )
    )
    return said


def _knock(rules: RuleSet) -> list[str]:
    return [_knock_limit(rules), *_gins(rules)]


def _knock_limit(rules: RuleSet) -> str:
    """When a player may knock: the limit of the match, or of each hand (Oklahoma)."""
    if rules.oklahoma:
        limit = translate(
            "HowToPlay",
            "The first upcard of each hand sets its knock limit: its value (an ace: "
            "gin only, a face card 10). The limit is shown on the table.",
        )
        if rules.oklahoma_spades_double:
            limit += " " + translate(
                "HowToPlay", "If the first upcard is a spade, the hand counts double."
            )
        return limit
    if rules.knock_limit == 0:
        return translate("HowToPlay", "In this match you may only end a hand with gin.")
    return translate(
        "HowToPlay",
        "After drawing, if your deadwood, without the card you discard, is "
        "{limit} or less, you may knock: drop that card on the knock area (or "
        "press K). Knocking is never compulsory.",
    ).format(limit=rules.knock_limit)


def _gins(rules: RuleSet) -> list[str]:
    said = [
        translate(
            "HowToPlay", "Gin: all ten cards melded, no deadwood. It earns a bonus of {bonus}."
        ).format(bonus=rules.gin_bonus)
    ]
    if rules.big_gin_enabled:
        said.append(
            translate(
                "HowToPlay",
                "Big gin: all eleven cards melded after you draw; you discard nothing. "
                "It earns a bonus of {bonus}.",
            ).format(bonus=rules.big_gin_bonus)
        )
    return said


def _score(rules: RuleSet) -> list[str]:
    if rules.ties_are_undercuts:
        ties = translate("HowToPlay", "a tie counts as an undercut too")
    else:
        ties = translate("HowToPlay", "a tie goes to the knocker")
    return [
        translate(
            "HowToPlay",
            "The knocker lays down their melds. The other player lays down theirs and may "
            "lay off deadwood onto the knocker's melds: a fourth card of a set, or cards at "
            "either end of a run. There is no laying off after gin.",
        ),
        translate("HowToPlay", "If the knocker has less deadwood, they score the difference."),
        translate(
            "HowToPlay",
            "Undercut: if the other player has as little deadwood as the knocker or less "
            "({ties}), the other player scores the difference plus a bonus of {bonus}.",
        ).format(ties=ties, bonus=rules.undercut_bonus),
        translate(
            "HowToPlay",
            "Gin scores the other player's deadwood plus the gin bonus, and cannot be undercut.",
        ),
    ]


def _match(rules: RuleSet) -> list[str]:
    said = [
        translate("HowToPlay", "Hands are played until a player reaches {target} points.").format(
            target=rules.target_score
        )
    ]
    if rules.end_bonuses:
        said.append(
            translate(
                "HowToPlay",
                "Then the player who reached it gets a game bonus of {game}, each "
                "player gets {box} for every hand they won, and if the loser won no "
                "hand at all the winner gets a shutout bonus of {shutout}. The higher "
                "total wins.",
            ).format(game=rules.game_bonus, box=rules.box_bonus, shutout=rules.shutout_bonus)
        )
    return said


def glossary() -> list[tuple[str, str]]:
    """The words of the game and what each means."""
    return [
        (
            translate("HowToPlay", "upcard"),
            translate(
                "HowToPlay",
                "the card turned face up after the deal, the first of the discard pile",
            ),
        ),
        (
            translate("HowToPlay", "stock"),
            translate(
                "HowToPlay", "the face-down cards left after the deal, drawn from one by one"
            ),
        ),
        (
            translate("HowToPlay", "discard pile"),
            translate("HowToPlay", "the face-up cards thrown away; its top card may be taken"),
        ),
        (
            translate("HowToPlay", "meld"),
            translate(
                "HowToPlay", "a set (3 or 4 of a rank) or a run (3 or more of a suit in order)"
            ),
        ),
        (
            translate("HowToPlay", "deadwood"),
            translate("HowToPlay", "the cards in no meld, and the sum of their points"),
        ),
        (
            translate("HowToPlay", "knock"),
            translate(
                "HowToPlay", "end the hand with little enough deadwood, discarding face down"
            ),
        ),
        (
            translate("HowToPlay", "gin"),
            translate("HowToPlay", "knock with no deadwood at all"),
        ),
        (
            translate("HowToPlay", "big gin"),
            translate("HowToPlay", "all eleven cards melded after drawing, with no discard"),
        ),
        (
            translate("HowToPlay", "lay off"),
            translate(
                "HowToPlay", "add your deadwood cards to the knocker's melds at the showdown"
            ),
        ),
        (
            translate("HowToPlay", "undercut"),
            translate("HowToPlay", "the knocker has as much deadwood as the other player, or more"),
        ),
    ]


def window_title() -> str:
    """The window Help › How to play opens (context "HowToPlayDialog")."""
    return translate("HowToPlayDialog", "How to play")
