"""The game for a player who does not see the cards well, or at all (issue: screen readers):
everything a player needs is in the accessibility tree with a name, in the window's
language; your hand is a list of its cards in your order, named in full and following the
game; the stock, the pile and the other seats say what they show; nothing names a card
its player could not see, not even at a hot-seat handover; what the computer does and the
hand's result are announced, and a key reads the whole table."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible, QAccessibleActionInterface, QAccessibleInterface
from PySide6.QtWidgets import QApplication, QWidget

from gin_desktop.engine import Card, Deck, Phase
from gin_desktop.words import language
from gin_desktop.words.spoken import card_name, speakable
from gin_desktop.words.wording import event_what

from .conftest import Scripted, deck, match_on_deck, wait_my_turn
from .test_table_play import play_my_turn

Role = QAccessible.Role
Text = QAccessible.Text
LANGUAGES = ("en", "id")
INTERACTIVE = {
    Role.PushButton, Role.Button, Role.MenuItem, Role.CheckBox, Role.RadioButton,
    Role.ComboBox, Role.EditableText, Role.Slider, Role.SpinBox, Role.ListItem,
    Role.PageTab, Role.ButtonMenu,
}  # fmt: skip


@pytest.fixture(autouse=True)
def _english_after() -> Iterator[None]:
    yield
    language.use("en")


@pytest.fixture(autouse=True)
def _a_screen_reader_listens() -> Iterator[None]:
    """As when a screen reader runs: Qt's bridge to the platform turns accessibility on."""
    QAccessible.setActive(True)
    yield
    QAccessible.setActive(False)


def tree(interface: QAccessibleInterface | None, depth: int = 0) -> Iterator[QAccessibleInterface]:
    """Every accessible object under ``interface``, itself first."""
    if interface is None or not interface.isValid() or depth > 40:
        return
    yield interface
    for index in range(interface.childCount()):
        yield from tree(interface.child(index), depth + 1)


def of(widget: QWidget) -> list[QAccessibleInterface]:
    """The tree as a screen reader finds it: once the event loop has turned (the table
    is described after its frame is drawn)."""
    QApplication.processEvents()
    return list(tree(QAccessible.queryAccessibleInterface(widget)))


def shown(interface: QAccessibleInterface) -> bool:
    return not interface.state().invisible


def hand_list(window) -> QAccessibleInterface:
    (found,) = [node for node in of(window.table) if node.role() == Role.List and shown(node)]
    return found


def items(window) -> list[QAccessibleInterface]:
    hand = hand_list(window)
    return [hand.child(i) for i in range(hand.childCount()) if shown(hand.child(i))]


def names(nodes: list[QAccessibleInterface]) -> list[str]:
    return [node.text(Text.Name) for node in nodes]


def every_text(window) -> str:
    """Every name and description the window's accessibility tree holds."""
    return "\n".join(
        f"{node.text(Text.Name)}\n{node.text(Text.Description)}" for node in of(window)
    )


def press(node: QAccessibleInterface) -> None:
    actions = node.actionInterface()
    assert actions is not None
    assert QAccessibleActionInterface.pressAction() in actions.actionNames()
    actions.doAction(QAccessibleActionInterface.pressAction())


@pytest.mark.parametrize("spoken", LANGUAGES)
def test_every_interactive_element_has_a_name(qtbot, make_window, spoken: str) -> None:
    window = make_window(level="casual", seed=2024)
    language.use(spoken)
    QApplication.sendPostedEvents()
    wait_my_turn(qtbot, window)
    nameless = [
        (node.role(), node.text(Text.Description))
        for node in of(window)
        if node.role() in INTERACTIVE and shown(node) and not node.text(Text.Name).strip()
    ]
    assert nameless == []
    hand = hand_list(window)
    expected = "Your hand: 10 cards" if spoken == "en" else "Kartumu: 10 kartu"
    assert hand.text(Text.Name) == expected
    first = window.scene.displayed_hand()[0]
    assert names(items(window))[0] == card_name(first)
    if spoken == "id":
        assert card_name(Card.from_str("7H")) == "7 hati"


def test_the_hand_is_a_list_of_its_cards_in_your_order_and_follows_the_game(
    qtbot, make_window
) -> None:
    cards = deck("2S 4H 6D 8C TS QH KD 3C 5H 7D", "AS 3S 5S 7S 8S JS AH 2H 4D 6C", "9H", "JC QC")
    window = make_window(match=match_on_deck(cards, dealer=1), player=Scripted())
    table, scene = window.table, window.scene
    assert names(items(window)) == [card_name(card) for card in scene.displayed_hand()]
    qtbot.keyClick(table, Qt.Key.Key_R)  # sort by rank
    by_rank = [card_name(card) for card in scene.displayed_hand()]
    assert names(items(window)) == by_rank
    assert by_rank[0] == "two of spades"
    stock = next(node for node in of(table) if node.text(Text.Name).startswith("Stock: "))
    assert stock.text(Text.Name) == "Stock: 31 cards"
    pile = next(node for node in of(table) if node.text(Text.Name).startswith("Discard pile"))
    assert pile.text(Text.Name) == "Discard pile: 1 card, top card nine of hearts"
    qtbot.keyClick(table, Qt.Key.Key_P)  # pass the upcard; the computer passes too
    wait_my_turn(qtbot, window)
    press(stock)  # the stock's press action draws: the same move as on the felt
    assert Card.from_str("JC") in window.view.hand
    listed = items(window)
    assert len(listed) == 11
    drawn = next(node for node in listed if node.text(Text.Name) == "jack of clubs")
    assert "just drawn" in drawn.text(Text.Description)
    press(drawn)  # choosing a card by its press action
    assert scene.selected == Card.from_str("JC")
    (drawn,) = [node for node in items(window) if node.text(Text.Name) == "jack of clubs"]
    assert drawn.state().selected and drawn.state().selectable
    qtbot.keyClick(table, Qt.Key.Key_Left)  # the keys choose: the focus follows them
    focused = [node for node in items(window) if node.state().focused]
    assert [node.text(Text.Name) for node in focused] == [card_name(scene.selected)]
    qtbot.keyClick(table, Qt.Key.Key_Right)  # back to the jack
    assert scene.selected == Card.from_str("JC")
    qtbot.keyClick(table, Qt.Key.Key_Return)  # discard the chosen card
    assert names(items(window)) == [card_name(card) for card in scene.displayed_hand()]
    assert "jack of clubs" not in names(items(window))
    wait_my_turn(qtbot, window)  # the computer has answered: the pile says what it shows
    pile = next(node for node in of(table) if node.text(Text.Name).startswith("Discard pile"))
    top = window.view.discard_pile[-1]
    assert pile.text(Text.Name).endswith(f"top card {card_name(top)}")
    computer = next(node for node in of(table) if node.text(Text.Name).startswith("Computer"))
    assert "10 cards" in computer.text(Text.Name)


def test_a_card_in_a_meld_says_so_and_deadwood_says_it_is(qtbot, make_window) -> None:
    cards = deck("2S 3S 4S 8C TS QH KD 3C 5H 7D", "AS 3H 5S 7S 8S JS AH 2H 4D 6C", "9H")
    window = make_window(match=match_on_deck(cards, dealer=1), player=Scripted())
    described = {node.text(Text.Name): node.text(Text.Description) for node in items(window)}
    assert described["three of spades"] == "in a meld with two of spades, four of spades"
    assert described["king of diamonds"] == "deadwood"


def test_no_hidden_card_is_named_to_assistive_technology(qtbot, make_window) -> None:
    """Against the computer: no name or description names a card of its hand it was not
    seen to take. At a hot-seat handover: the table says nothing at all of either hand."""
    window = make_window(level="casual", seed=2024)
    match = window.controller.match
    assert match is not None
    for _ in range(6):
        wait_my_turn(qtbot, window)
        view = window.view
        if view.phase == Phase.ENDED:
            break
        hidden = set(match.hands_in_play[0].view(1).hand) - set(view.other(1).known)
        said = every_text(window)
        assert not [card for card in hidden if card_name(card) in said or card.pretty in said]
        play_my_turn(qtbot, window)

    hotseat = make_window(mode="hotseat")
    hotseat.controller.reveal_requested()
    table = hotseat.scene
    first = hotseat.view
    qtbot.keyClick(hotseat.table, Qt.Key.Key_P)  # pass: the screen goes to the other player
    qtbot.waitUntil(lambda: table.view is None)
    hands = [hotseat.controller.match.hands_in_play[0].view(seat).hand for seat in (0, 1)]
    said = every_text(hotseat)
    for card in [*hands[0], *hands[1]]:
        assert card_name(card) not in said and card.pretty not in said
    lists = [node for node in of(hotseat.table) if shown(node) and node.role() == Role.List]
    assert first is not None and lists == []


def test_the_computers_moves_and_the_result_are_announced_and_no_hidden_card(
    qtbot, make_window
) -> None:
    window = make_window(level="casual", seed=2024)
    announcer = window.accessibility.announcer
    match = window.controller.match
    assert match is not None
    seen_before: list[tuple[int, set[str]]] = []

    def note(_change) -> None:
        view = match.view(0)
        visible = set(view.hand) | {c for e in view.events for c in e.cards}
        visible |= {c for e in view.events for meld in e.melds for c in meld}
        seen_before.append((len(announcer.said), {card_name(c) for c in visible}))

    window.controller.changed.connect(note)
    for _ in range(120):
        wait_my_turn(qtbot, window)
        if window.view.phase == Phase.ENDED:
            break
        play_my_turn(qtbot, window)
    view = window.view
    assert view.phase == Phase.ENDED
    computer = view.names[1]
    moves = [e for e in view.events if e.seat == 1 and e.kind.name not in ("DEAL", "CUT")]
    spoken_moves = [line for line in announcer.said if line.startswith(f"{computer}: ")]
    assert moves and len(spoken_moves) >= len(moves)  # each move, and the result
    result = next(e for e in reversed(view.events) if e.kind.name in ("HAND_SCORED", "HAND_DRAWN"))
    assert any(
        speakable(event_what(result, view.names, view.rules, ())).split(".")[0] in line
        for line in announcer.said
    )
    every_card = {card_name(card) for card in Deck.standard().cards}
    for count, visible in seen_before:
        for line in announcer.said[:count]:
            named = {name for name in every_card if name in line}
            assert named <= visible, line


def test_a_key_reads_the_table_and_another_says_the_last_announcement_again(
    qtbot, make_window
) -> None:
    window = make_window(level="casual", seed=2024)
    wait_my_turn(qtbot, window)
    announcer = window.accessibility.announcer
    qtbot.keyClick(window.table, Qt.Key.Key_I)
    read = announcer.said[-1]
    assert "Your hand: 10 cards." in read and "Stock: " in read and "Discard pile: " in read
    assert card_name(window.scene.displayed_hand()[0]) in read
    qtbot.keyClick(window.table, Qt.Key.Key_I, Qt.KeyboardModifier.ShiftModifier)
    assert announcer.said[-1] == read
    qtbot.keyClick(window.table, Qt.Key.Key_S)  # the stock before the upcard is offered
    refusal = window.statusBar().currentMessage()
    assert refusal and announcer.said[-1] == speakable(refusal) != read


@pytest.mark.parametrize("reduced", [False, True])
def test_with_reduced_motion_no_card_flies_and_what_moved_is_outlined(
    qtbot, make_window, reduced: bool
) -> None:
    from gin_desktop.storage.settings import Preferences
    from gin_desktop.ui.table.animation import LIT_MS

    cards = deck("2S 4H 6D 8C TS QH KD 3C 5H 7D", "AS 3S 5S 7S 8S JS AH 2H 4D 6C", "9H", "JC QC")
    preferences = Preferences(animation_speed="slow", reduce_motion=reduced, sound_volume=0)
    window = make_window(
        match=match_on_deck(cards, dealer=1), player=Scripted(), preferences=preferences
    )
    scene = window.scene
    qtbot.waitUntil(lambda: not scene.animating, timeout=5000)  # the deal (slow, or at once)
    qtbot.keyClick(window.table, Qt.Key.Key_P)
    wait_my_turn(qtbot, window)
    qtbot.waitUntil(lambda: not scene.animating, timeout=5000)
    qtbot.keyClick(window.table, Qt.Key.Key_S)  # draw JC
    drawn = scene.card_item(Card.from_str("JC"))
    assert drawn is not None
    assert scene.animating is not reduced  # a slow flight, or none at all
    if not reduced:
        assert scene.animator.lit == []
        return
    (outline,) = scene.animator.lit
    assert outline.isVisible() and outline.rect().contains(drawn.sceneBoundingRect())
    qtbot.waitUntil(lambda: outline.scene() is None, timeout=LIT_MS + 2000)
    assert scene.animator.lit == []


def test_with_no_assistive_technology_the_table_shows_no_stand_in(qtbot, make_window) -> None:
    """Nobody listens: the stand-ins cost the table nothing (none is shown or written), and
    once a screen reader starts the next move writes them."""
    QAccessible.setActive(False)
    window = make_window(level="casual", seed=2024)
    wait_my_turn(qtbot, window)
    stands = window.accessibility.stands
    QApplication.processEvents()
    assert not [stand for stand in stands.all() if stand.isVisible()]
    QAccessible.setActive(True)
    qtbot.keyClick(window.table, Qt.Key.Key_R)  # sort by rank: the table is laid out again
    assert names(items(window)) == [card_name(card) for card in window.scene.displayed_hand()]
