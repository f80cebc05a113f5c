"""Help > How to play: the rules of the match on the table, in the player's words, with
the numbers of its own rule set (knock limit, bonuses, target), and the glossary.

The text is the project's rules (docs/RULES.md, sections 1 and 2) told to a player, not a
developer: no options or seeds, only what this match plays. Every paragraph goes through
Qt's translation (context "HowToPlay").
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from gin_desktop.engine import RuleSet
from gin_desktop.words.wording import esc, rules_name

translate = QCoreApplication.translate


def _t(text: str, **values: object) -> str:
    """A translated sentence with its numbers in, as rich text."""
    return esc(text.format(**values))


def rules_html(rules: RuleSet) -> str:
    """The rules of ``rules`` as rich text: the aim, a turn, knocking, the showdown, the
    score, the match, then the glossary."""
    title = _t(translate("HowToPlay", "How to play: {name}"), name=rules_name(rules.preset_name()))
    parts = [f"<h2>{title}</h2>"]
    parts += _section(_t(translate("HowToPlay", "The aim")), [
        _t(translate("HowToPlay", "Gin Rummy is a card game for two. Each player holds ten cards and tries to "
           "arrange them into melds, leaving as few points of deadwood as possible, then "
           "to end the hand by knocking before the other player does.")),
        _t(translate("HowToPlay", "A meld is a set of three or four cards of one rank (9♥ 9♦ 9♣), or a run of three "
           "or more cards of one suit in order (4♠ 5♠ 6♠). The ace is low: A-2-3 is a run, "
           "Q-K-A is not. A card counts in one meld only.")),
        _t(translate("HowToPlay", "Deadwood is every card in no meld. An ace counts 1, a number card its number, "
           "a jack, queen or king 10. The game always finds the arrangement of your hand "
           "with the least deadwood.")),
    ])  # fmt: skip
    parts += _section(_t(translate("HowToPlay", "A turn")), _turn(rules))
    parts += _section(_t(translate("HowToPlay", "Knocking")), _knock(rules))
    parts += _section(_t(translate("HowToPlay", "The showdown and the score")), _score(rules))
    parts += _section(_t(translate("HowToPlay", "The match")), _match(rules))
    parts += _section(_t(translate("HowToPlay", "Words of the game")), [_glossary()])
    return "".join(parts)


def _section(title: str, paragraphs: list[str]) -> list[str]:
    return [f"<h3>{title}</h3>", *(f"<p>{text}</p>" for text in paragraphs)]


def _turn(rules: RuleSet) -> list[str]:
    said = [_t(translate("HowToPlay", "The dealer deals ten cards to each player and turns the next card face up: "
               "the upcard, the first card of the discard pile. The rest is the stock."))]  # fmt: skip
    if rules.first_upcard_offer:
        said.append(_t(translate("HowToPlay", "The player who did not deal may take the upcard or pass; then the "
                       "dealer may. If both pass, the first player draws from the stock.")))  # fmt: skip
    said.append(_t(translate("HowToPlay", "On your turn, draw one card, from the stock or the top of the discard "
                   "pile, then discard one card face up. Drag the cards, or double-click "
                   "the stock, the pile or a card of your hand; the keys are in Help › Keys "
                   "and gestures.")))  # fmt: skip
    if rules.forbid_discarding_taken_card:
        said.append(_t(translate("HowToPlay", "A card taken from the discard pile may not be thrown back in the "
                       "same turn.")))  # fmt: skip
    said.append(_t(translate("HowToPlay", "If only two cards are left in the stock and nobody has knocked, the "
                   "hand is a draw: nobody scores, and the same dealer deals again.")))  # fmt: skip
    return said


def _knock(rules: RuleSet) -> list[str]:
    if rules.oklahoma:
        limit = _t(translate("HowToPlay", "The first upcard of each hand sets its knock limit: its value (an ace: "
                   "gin only, a face card 10). The limit is shown on the table."))  # fmt: skip
        if rules.oklahoma_spades_double:
            limit += " " + _t(
                translate("HowToPlay", "If the first upcard is a spade, the hand counts double.")
            )
    elif rules.knock_limit == 0:
        limit = _t(translate("HowToPlay", "In this match you may only end a hand with gin."))
    else:
        limit = _t(translate("HowToPlay", "After drawing, if your deadwood, without the card you discard, is "
                   "{limit} or less, you may knock: drop that card on the knock area (or "
                   "press K). Knocking is never compulsory."), limit=rules.knock_limit)  # fmt: skip
    said = [limit, _t(translate("HowToPlay", "Gin: all ten cards melded, no deadwood. It earns a bonus of {bonus}."),
                      bonus=rules.gin_bonus)]  # fmt: skip
    if rules.big_gin_enabled:
        said.append(_t(translate("HowToPlay", "Big gin: all eleven cards melded after you draw; you discard nothing. "
                       "It earns a bonus of {bonus}."), bonus=rules.big_gin_bonus))  # fmt: skip
    return said


def _score(rules: RuleSet) -> list[str]:
    ties = _t(translate("HowToPlay", "a tie counts as an undercut too")) if rules.ties_are_undercuts else _t(
        translate("HowToPlay", "a tie goes to the knocker"))  # fmt: skip
    return [
        _t(translate("HowToPlay", "The knocker lays down their melds. The other player lays down theirs and may "
           "lay off deadwood onto the knocker's melds: a fourth card of a set, or cards at "
           "either end of a run. There is no laying off after gin.")),
        _t(translate("HowToPlay", "If the knocker has less deadwood, they score the difference.")),
        _t(translate("HowToPlay", "Undercut: if the other player has as little deadwood as the knocker or less "
           "({ties}), the other player scores the difference plus a bonus of {bonus}."),
           ties=ties, bonus=rules.undercut_bonus),
        _t(translate("HowToPlay", "Gin scores the other player's deadwood plus the gin bonus, and cannot be "
           "undercut.")),
    ]  # fmt: skip


def _match(rules: RuleSet) -> list[str]:
    said = [_t(translate("HowToPlay", "Hands are played until a player reaches {target} points."),
               target=rules.target_score)]  # fmt: skip
    if rules.end_bonuses:
        said.append(_t(translate("HowToPlay", "Then the player who reached it gets a game bonus of {game}, each "
                       "player gets {box} for every hand they won, and if the loser won no "
                       "hand at all the winner gets a shutout bonus of {shutout}. The higher "
                       "total wins."), game=rules.game_bonus, box=rules.box_bonus,
                       shutout=rules.shutout_bonus))  # fmt: skip
    return said


def _glossary() -> str:
    words = [
        (_t(translate("HowToPlay", "upcard")), _t(translate("HowToPlay", "the card turned face up after the deal, the first of the discard pile"))),
        (_t(translate("HowToPlay", "stock")), _t(translate("HowToPlay", "the face-down cards left after the deal, drawn from one by one"))),
        (_t(translate("HowToPlay", "discard pile")), _t(translate("HowToPlay", "the face-up cards thrown away; its top card may be taken"))),
        (_t(translate("HowToPlay", "meld")), _t(translate("HowToPlay", "a set (3 or 4 of a rank) or a run (3 or more of a suit in order)"))),
        (_t(translate("HowToPlay", "deadwood")), _t(translate("HowToPlay", "the cards in no meld, and the sum of their points"))),
        (_t(translate("HowToPlay", "knock")), _t(translate("HowToPlay", "end the hand with little enough deadwood, discarding face down"))),
        (_t(translate("HowToPlay", "gin")), _t(translate("HowToPlay", "knock with no deadwood at all"))),
        (_t(translate("HowToPlay", "big gin")), _t(translate("HowToPlay", "all eleven cards melded after drawing, with no discard"))),
        (_t(translate("HowToPlay", "lay off")), _t(translate("HowToPlay", "add your deadwood cards to the knocker's melds at the showdown"))),
        (_t(translate("HowToPlay", "undercut")), _t(translate("HowToPlay", "the knocker has as much deadwood as the other player, or more"))),
    ]  # fmt: skip
    rows = "".join(f"<tr><td><b>{word}</b></td><td>{meaning}</td></tr>" for word, meaning in words)
    return f"<table cellpadding='3'>{rows}</table>"


class HowToPlayDialog(QDialog):
    """The rules of ``rules`` in a scrolling page."""

    def __init__(self, rules: RuleSet, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("How to play"))
        self.browser = QTextBrowser()
        self.browser.setHtml(rules_html(rules))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.browser, 1)
        layout.addWidget(buttons)
        # Within the screen, its frame too (an 800x600 screen): the page scrolls. Not
        # self.screen(): see HouseRulesDialog._fit_screen.
        screen = QGuiApplication.primaryScreen()
        room = screen.availableGeometry() if screen is not None else None
        width = 720 if room is None else min(720, room.width() - 20)
        height = 640 if room is None else min(640, room.height() - 60)
        self.resize(width, height)
