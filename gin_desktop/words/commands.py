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
        Command(name="new_match", text=translate("Commands", "&New match…"), button=translate("Commands", "New match…"), tip=translate("Commands", "Start a new match (Ctrl+N)"), keys=("Ctrl+N",), on_table=False),
        Command(name="open", text=translate("Commands", "&Open match…"), keys=("Ctrl+O",), on_table=False),
        Command(name="deal_of_the_day", text=translate("Commands", "&Deal of the day…"), on_table=False),
        Command(name="save_as", text=translate("Commands", "&Save match as…"), keys=("Ctrl+Shift+S",), on_table=False),
        Command(name="house_rules", text=translate("Commands", "&House rules…"), on_table=False),
        Command(name="match_rules", text=translate("Commands", "&Rules of this match…"), on_table=False),
        Command(name="preferences", text=translate("Commands", "&Preferences…"), on_table=False),
        Command(name="quit", text=translate("Commands", "&Quit"), on_table=False),
        Command(name="draw_stock", text=translate("Commands", "&Draw from the stock"), tip=translate("Commands", "Draw the top card of the stock (S)"), keys=("S",)),
        Command(name="take", text=translate("Commands", "&Take the top card of the discard pile"), button=translate("Commands", "Take"), tip=translate("Commands", "Take the upcard (T)"), keys=("T", "D")),
        Command(name="pass_upcard", text=translate("Commands", "&Pass the upcard"), button=translate("Commands", "Pass"), tip=translate("Commands", "Refuse the upcard (P)"), keys=("P",)),
        Command(name="knock", text=translate("Commands", "&Knock"), button=translate("Commands", "Knock"), tip=translate("Commands", "Discard face down and end the hand (K)"), keys=("K",)),
        Command(name="gin", text=translate("Commands", "&Gin"), button=translate("Commands", "Gin"), tip=translate("Commands", "Knock with no deadwood (G)"), keys=("G",)),
        Command(name="big_gin", text=translate("Commands", "&Big gin"), button=translate("Commands", "Big gin"), tip=translate("Commands", "All eleven cards melded (B)"), keys=("B",)),
        Command(name="play_chosen", text=translate("Commands", "Discard (or lay off) the &chosen card"), keys=("Return", "Enter", "Space", "Del")),
        Command(name="lay_off_chosen", text=translate("Commands", "&Lay off the chosen card"), keys=("L",)),
        Command(name="best_lay_off", text=translate("Commands", "Best lay-&off"), button=translate("Commands", "Best lay-off"), tip=translate("Commands", "Lay off what lowers your deadwood most, and finish (O)"), keys=("O",)),
        Command(name="done", text=translate("Commands", "Done laying o&ff"), button=translate("Commands", "Done"), tip=translate("Commands", "Finish laying off (F)"), keys=("F",)),
        Command(name="skip_hand", text=translate("Commands", "Skip to the r&esult"), button=translate("Commands", "Skip to the result"), tip=translate("Commands", "Play the hand you sit out at once, to its result (X)"), keys=("X",)),
        Command(name="undo", text=translate("Commands", "&Undo the discard"), keys=("Ctrl+Z",), on_table=False),
        Command(name="review_hand", text=translate("Commands", "Re&view the hand…"), button=translate("Commands", "Review"), tip=translate("Commands", "The coach's review of the hand just played")),
        Command(name="deal_again", text=translate("Commands", "Deal the sa&me cards again"), button=translate("Commands", "Deal again"), tip=translate("Commands", "A new match whose first hand is this one: the same cards in the same seats")),
        Command(name="expert_way", text=translate("Commands", "How would the e&xpert have played my cards?"), button=translate("Commands", "Expert's way"), tip=translate("Commands", "The expert plays your cards of this hand against the same opponent, beside your play")),
        Command(name="hint", text=translate("Commands", "&Hint"), button=translate("Commands", "Hint"), tip=translate("Commands", "The move the coach judges best, and why (H)"), keys=("H",)),
        Command(name="next_hand", text=translate("Commands", "&Next hand"), button=translate("Commands", "Next hand"), tip=translate("Commands", "Deal the next hand (N)"), keys=("N", "Return", "Enter", "Space")),
        Command(name="play_again", text=translate("Commands", "Play &again"), button=translate("Commands", "Play again"), tip=translate("Commands", "The same players again, with your house rules")),
        Command(name="arrange", text=translate("Commands", "&Arrange melds"), button=translate("Commands", "Arrange melds"), tip=translate("Commands", "Put your hand in its best melds (A)"), keys=("A",)),
        Command(name="by_rank", text=translate("Commands", "Sort by &rank"), button=translate("Commands", "By rank"), tip=translate("Commands", "Sort your hand by rank (R)"), keys=("R",)),
        Command(name="by_suit", text=translate("Commands", "Sort by su&it"), button=translate("Commands", "By suit"), tip=translate("Commands", "Sort your hand by suit (U)"), keys=("U",)),
        Command(name="choose_left", text=translate("Commands", "Choose the card on the left"), keys=("Left",)),
        Command(name="choose_right", text=translate("Commands", "Choose the card on the right"), keys=("Right",)),
        Command(name="move_left", text=translate("Commands", "Move the chosen card left"), keys=("Shift+Left", "Ctrl+Left")),
        Command(name="move_right", text=translate("Commands", "Move the chosen card right"), keys=("Shift+Right", "Ctrl+Right")),
        Command(name="unchoose", text=translate("Commands", "Put the chosen card back"), keys=("Esc",)),
        Command(name="spread", text=translate("Commands", "Look through the &discard pile"), keys=("V",)),
        Command(name="read_table", text=translate("Commands", "&Read the table aloud"), tip=translate("Commands", "Your screen reader says everything on the table (I)"), keys=("I",)),
        Command(name="repeat_said", text=translate("Commands", "Re&peat the last announcement"), keys=("Shift+I",)),
        Command(name="larger_cards", text=translate("Commands", "Lar&ger cards"), keys=("Ctrl++", "Ctrl+=")),
        Command(name="smaller_cards", text=translate("Commands", "S&maller cards"), keys=("Ctrl+-",)),
        Command(name="usual_cards", text=translate("Commands", "&Usual card size"), keys=("Ctrl+0",)),
        Command(name="four_colour", text=translate("Commands", "&Four-colour deck"), on_table=False, checkable=True),
        Command(name="match_log", text=translate("Commands", "Match &log"), keys=("Ctrl+L",), on_table=False, checkable=True),
        Command(name="score_sheet", text=translate("Commands", "Score s&heet"), keys=("Ctrl+T",), on_table=False, checkable=True),
        Command(name="statistics", text=translate("Commands", "S&tatistics…"), on_table=False),
        Command(name="how_to_play", text=translate("Commands", "&How to play"), keys=("F1",), on_table=False),
        Command(name="welcome", text=translate("Commands", "&Welcome…"), on_table=False),
        Command(name="keys", text=translate("Commands", "&Keys and gestures"), on_table=False),
        Command(name="about", text=translate("Commands", "&About Gin Desktop"), on_table=False),
        Command(name="about_qt", text=translate("Commands", "About &Qt"), on_table=False),
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
