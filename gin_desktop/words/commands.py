"""The words of the main window's commands: each command's name in the registry, its
words in the menus and on a button, its tooltip and its keys, written here once and
nowhere else (``gin_desktop.ui.window.commands`` makes the registry of actions from them),
and the animation speeds' names."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

translate = QCoreApplication.translate


@dataclass(frozen=True)
class Command:
    """A command's name in the registry, its words and its keys."""

    name: str
    text: str
    """As a menu says it (with its & mnemonic)."""
    button: str = ""
    """As a button says it, when one shows it."""
    tip: str = ""
    keys: tuple[str, ...] = ()
    on_table: bool = True
    """Its keys act while the table has the focus (else: anywhere in the window)."""
    checkable: bool = False


@dataclass(frozen=True)
class KeyRow:
    """A line of Help › Keys and gestures: a command's keys and words."""

    keys: tuple[str, ...]
    """As the keyboard shows them ("Ctrl+Z")."""
    words: str
    """The command, as its menu says it (without the & marks)."""
    on_table: bool
    """Its keys act while the table has the focus (else anywhere in the window)."""


def commands() -> tuple[Command, ...]:
    """The registry's contents, worded at the time it is built (in the current language)."""

    return (
        Command("new_match", translate("Commands", "&New match…"), translate("Commands", "New match…"), translate("Commands", "Start a new match (Ctrl+N)"), ("Ctrl+N",), False),
        Command("open", translate("Commands", "&Open match…"), keys=("Ctrl+O",), on_table=False),
        Command("deal_of_the_day", translate("Commands", "&Deal of the day…"), on_table=False),
        Command("save_as", translate("Commands", "&Save match as…"), keys=("Ctrl+Shift+S",), on_table=False),
        Command("house_rules", translate("Commands", "&House rules…"), on_table=False),
        Command("match_rules", translate("Commands", "&Rules of this match…"), on_table=False),
        Command("preferences", translate("Commands", "&Preferences…"), on_table=False),
        Command("quit", translate("Commands", "&Quit"), on_table=False),
        Command("draw_stock", translate("Commands", "&Draw from the stock"), tip=translate("Commands", "Draw the top card of the stock (S)"), keys=("S",)),
        Command("take", translate("Commands", "&Take the top card of the discard pile"), translate("Commands", "Take"), translate("Commands", "Take the upcard (T)"), ("T", "D")),
        Command("pass_upcard", translate("Commands", "&Pass the upcard"), translate("Commands", "Pass"), translate("Commands", "Refuse the upcard (P)"), ("P",)),
        Command("knock", translate("Commands", "&Knock"), translate("Commands", "Knock"), translate("Commands", "Discard face down and end the hand (K)"), ("K",)),
        Command("gin", translate("Commands", "&Gin"), translate("Commands", "Gin"), translate("Commands", "Knock with no deadwood (G)"), ("G",)),
        Command("big_gin", translate("Commands", "&Big gin"), translate("Commands", "Big gin"), translate("Commands", "All eleven cards melded (B)"), ("B",)),
        Command("play_chosen", translate("Commands", "Discard (or lay off) the &chosen card"), keys=("Return", "Enter", "Space", "Del")),
        Command("lay_off_chosen", translate("Commands", "&Lay off the chosen card"), keys=("L",)),
        Command("best_lay_off", translate("Commands", "Best lay-&off"), translate("Commands", "Best lay-off"), translate("Commands", "Lay off what lowers your deadwood most, and finish (O)"), ("O",)),
        Command("done", translate("Commands", "Done laying o&ff"), translate("Commands", "Done"), translate("Commands", "Finish laying off (F)"), ("F",)),
        Command("skip_hand", translate("Commands", "Skip to the r&esult"), translate("Commands", "Skip to the result"), translate("Commands", "Play the hand you sit out at once, to its result (X)"), ("X",)),
        Command("undo", translate("Commands", "&Undo the discard"), keys=("Ctrl+Z",), on_table=False),
        Command("review_hand", translate("Commands", "Re&view the hand…"), translate("Commands", "Review"), translate("Commands", "The coach's review of the hand just played")),
        Command("deal_again", translate("Commands", "Deal the sa&me cards again"), translate("Commands", "Deal again"), translate("Commands", "A new match whose first hand is this one: the same cards in the same seats")),
        Command("expert_way", translate("Commands", "How would the e&xpert have played my cards?"), translate("Commands", "Expert's way"), translate("Commands", "The expert plays your cards of this hand against the same opponent, beside your play")),
        Command("hint", translate("Commands", "&Hint"), translate("Commands", "Hint"), translate("Commands", "The move the coach judges best, and why (H)"), ("H",)),
        Command("next_hand", translate("Commands", "&Next hand"), translate("Commands", "Next hand"), translate("Commands", "Deal the next hand (N)"), ("N", "Return", "Enter", "Space")),
        Command("play_again", translate("Commands", "Play &again"), translate("Commands", "Play again"), translate("Commands", "The same players again, with your house rules")),
        Command("arrange", translate("Commands", "&Arrange melds"), translate("Commands", "Arrange melds"), translate("Commands", "Put your hand in its best melds (A)"), ("A",)),
        Command("by_rank", translate("Commands", "Sort by &rank"), translate("Commands", "By rank"), translate("Commands", "Sort your hand by rank (R)"), ("R",)),
        Command("by_suit", translate("Commands", "Sort by su&it"), translate("Commands", "By suit"), translate("Commands", "Sort your hand by suit (U)"), ("U",)),
        Command("choose_left", translate("Commands", "Choose the card on the left"), keys=("Left",)),
        Command("choose_right", translate("Commands", "Choose the card on the right"), keys=("Right",)),
        Command("move_left", translate("Commands", "Move the chosen card left"), keys=("Shift+Left", "Ctrl+Left")),
        Command("move_right", translate("Commands", "Move the chosen card right"), keys=("Shift+Right", "Ctrl+Right")),
        Command("unchoose", translate("Commands", "Put the chosen card back"), keys=("Esc",)),
        Command("spread", translate("Commands", "Look through the &discard pile"), keys=("V",)),
        Command("read_table", translate("Commands", "&Read the table aloud"), tip=translate("Commands", "Your screen reader says everything on the table (I)"), keys=("I",)),
        Command("repeat_said", translate("Commands", "Re&peat the last announcement"), keys=("Shift+I",)),
        Command("larger_cards", translate("Commands", "Lar&ger cards"), keys=("Ctrl++", "Ctrl+=")),
        Command("smaller_cards", translate("Commands", "S&maller cards"), keys=("Ctrl+-",)),
        Command("usual_cards", translate("Commands", "&Usual card size"), keys=("Ctrl+0",)),
        Command("four_colour", translate("Commands", "&Four-colour deck"), on_table=False, checkable=True),
        Command("match_log", translate("Commands", "Match &log"), keys=("Ctrl+L",), on_table=False, checkable=True),
        Command("score_sheet", translate("Commands", "Score s&heet"), keys=("Ctrl+T",), on_table=False, checkable=True),
        Command("statistics", translate("Commands", "S&tatistics…"), on_table=False),
        Command("how_to_play", translate("Commands", "&How to play"), keys=("F1",), on_table=False),
        Command("welcome", translate("Commands", "&Welcome…"), on_table=False),
        Command("keys", translate("Commands", "&Keys and gestures"), on_table=False),
        Command("about", translate("Commands", "&About Gin Desktop"), on_table=False),
        Command("about_qt", translate("Commands", "About &Qt"), on_table=False),
    )  # fmt: skip


def speed_names() -> dict[str, str]:
    return {
        "instant": translate("Commands", "Instant"),
        "fast": translate("Commands", "Fast"),
        "normal": translate("Commands", "Normal"),
        "slow": translate("Commands", "Slow"),
    }


_MENU_TITLES = {
    "game": QT_TRANSLATE_NOOP("Commands", "&Game"),
    "play": QT_TRANSLATE_NOOP("Commands", "&Play"),
    "view": QT_TRANSLATE_NOOP("Commands", "&View"),
    "help": QT_TRANSLATE_NOOP("Commands", "&Help"),
    "speed": QT_TRANSLATE_NOOP("Commands", "Animation &speed"),
}
MENU_BAR = ("game", "play", "view", "help")
"""The menus of the menu bar, in its order (the others are their submenus)."""


def menu_title(menu: str) -> str:
    """The title of the menu ``menu`` (one of ``MENU_BAR``, or "speed")."""
    return translate("Commands", str(_MENU_TITLES[menu]))


def with_card(command: str) -> str:
    """The words of Knock or Gin ("knock", "gin") naming the card they discard ({0})."""
    if command == "gin":
        return translate("Commands", "Gin with {0}")
    return translate("Commands", "Knock with {0}")


def match_result() -> str:
    """Next hand's button once the match is over."""
    return translate("Commands", "Match result")
