"""Play one hand of Gin Desktop against the computer through AT-SPI alone, as a screen
reader user's tools would: every object is found by its role and accessible name, every
move is an accessible action (a card's "Press" chooses it, the stock's draws, menu items
and buttons do the rest), and the result is read from the table's summary.

Run by Debian's own python3 (pyatspi is a system package), beside the game, inside one
D-Bus session with AT-SPI running (``atspi_check.sh``). Prints what it reads and does;
exits 0 once the hand's result is read, 1 on failure or after ``LIMIT_S`` seconds.
The game's own code is not imported: the window is known only through the tree.
"""

from __future__ import annotations

import re
import sys
import time

import pyatspi

LIMIT_S = 150
APPLICATION = "Gin Desktop"


def log(text: str) -> None:
    print(f"[atspi {time.monotonic() - START:6.1f}s] {text}", flush=True)


START = time.monotonic()


def application() -> object | None:
    desktop = pyatspi.Registry.getDesktop(0)
    for index in range(desktop.childCount):
        found = desktop.getChildAtIndex(index)
        if found is not None and found.name == APPLICATION:
            return found
    return None


def showing(node: object) -> bool:
    return node.getState().contains(pyatspi.STATE_SHOWING)


def enabled(node: object) -> bool:
    return node.getState().contains(pyatspi.STATE_SENSITIVE)


def every(root: object, role: str, pattern: str = "", *, shown: bool = True) -> list[object]:
    """Descendants of ``root`` of role ``role`` whose name matches ``pattern``."""
    wanted = re.compile(pattern)
    found: list[object] = []

    def walk(node: object, depth: int) -> None:
        if node is None or depth > 30:
            return
        try:
            role_name, name, count = node.getRoleName(), node.name or "", node.childCount
        except Exception:  # an object gone between two reads
            return
        if role_name == "menu" and not showing(node):
            pass  # closed menus are still walked: their items can be pressed
        if role_name == role and wanted.search(name) and (not shown or showing(node)):
            found.append(node)
        for index in range(count):
            try:
                walk(node.getChildAtIndex(index), depth + 1)
            except Exception:
                continue

    walk(root, 0)
    return found


def one(root: object, role: str, pattern: str, *, shown: bool = True) -> object | None:
    found = every(root, role, pattern, shown=shown)
    return found[0] if found else None


def press(node: object, label: str) -> None:
    action = node.queryAction()
    names = [action.getName(i) for i in range(action.nActions)]
    log(f"press {label!r} ({node.getRoleName()} {node.name!r}; actions {names})")
    action.doAction(names.index("Press") if "Press" in names else 0)


def hand_cards(app: object) -> list[object]:
    hand = one(app, "list", r"^Your hand: \d+ cards?$")
    if hand is None:
        return []
    cards = [hand.getChildAtIndex(i) for i in range(hand.childCount)]
    return [card for card in cards if card is not None and showing(card) and card.name]


def card_value(name: str) -> int:
    values = {"ace": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
              "eight": 8, "nine": 9, "ten": 10, "jack": 10, "queen": 10, "king": 10}  # fmt: skip
    return values.get(name.split(" ")[0], 0)


def discard_or_knock(app: object, cards: list[object]) -> None:
    """Choose the highest deadwood card; knock with it if the rules allow, else throw it."""
    dead = [card for card in cards if card.description.startswith("deadwood")]
    chosen = max(dead or cards, key=lambda card: card_value(card.name))
    press(chosen, "choose")
    knock = one(app, "push button", r"^(Knock|Gin)\b")
    if knock is not None and enabled(knock):
        press(knock, "knock")
        time.sleep(0.6)
        if len(hand_cards(app)) < len(cards):
            return
        log("the knock was refused: discarding instead")
    menu_item = one(app, "menu item", r"^Discard \(or lay off\) the chosen card$", shown=False)
    if menu_item is None:
        raise SystemExit("no menu item to discard the chosen card")
    press(menu_item, "discard")


def dump(node: object, depth: int = 0) -> None:
    """What a screen reader would find, for a failure's log: showing objects only."""
    try:
        if not showing(node) and depth:
            return
        text = f"{node.getRoleName()} {node.name!r}"
        if node.description:
            text += f" ({node.description!r})"
        print("  " * depth + text, flush=True)
        for index in range(node.childCount):
            dump(node.getChildAtIndex(index), depth + 1)
    except Exception:
        return


def summary(app: object) -> str:
    """The hand's summary, once the table shows it (after another's knock it waits a
    moment, the showdown on the table)."""
    table = one(app, "layered pane", "")
    for _ in range(40):
        found = one(table, "label", r"(wins the hand|win the hand|^Drawn hand)") if table else None
        if found is not None:
            return found.name
        time.sleep(0.25)
    raise SystemExit("the hand ended, but no summary was found on the table")


def play(app: object) -> str:
    """One hand, to its summary; the summary's words."""
    welcome = one(app, "push button", r"^Play$")
    if welcome is not None:
        press(welcome, "the welcome's Play")
    moves = 0
    laid_off = False
    while time.monotonic() - START < LIMIT_S:
        time.sleep(0.4)
        if one(app, "push button", r"^Next hand$") is not None:
            return summary(app)
        layoff = one(app, "push button", r"^Best lay-off$")
        if layoff is not None and enabled(layoff) and not laid_off:
            press(layoff, "best lay-off")  # with nothing to lay off it is refused: then Done
            laid_off = True
            continue
        done = one(app, "push button", r"^Done$")
        if done is not None and enabled(done):
            press(done, "done laying off")
            continue
        passing = one(app, "push button", r"^Pass$")
        if passing is not None and enabled(passing):
            press(passing, "pass the upcard")
            continue
        info = one(app, "label", r"^Your turn")
        cards = hand_cards(app)
        if len(cards) == 11:
            discard_or_knock(app, cards)
            moves += 1
        elif len(cards) == 10 and info is not None and "draw" in info.name.lower():
            stock = one(app, "push button", r"^Stock: \d+ cards?$")
            if stock is not None:
                press(stock, "draw from the stock")
    dump(app)
    raise SystemExit(f"no result after {LIMIT_S} s ({moves} discards)")


def main() -> int:
    app = None
    while app is None and time.monotonic() - START < 40:
        app = application()
        time.sleep(0.5)
    if app is None:
        log("the game never showed up on the accessibility bus")
        return 1
    log(f"found {APPLICATION!r}")
    result = play(app)
    log(f"the hand's result, as read: {result}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
