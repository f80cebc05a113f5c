"""The table of three and four: a whole Ginski hand by you against two computers (deal,
the first upcard going round, a knock, your lay-off by drag, the summary in words), driven
by real clicks and drags on the window."""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QWidget

from gin_desktop.engine import (
    Action,
    Card,
    Deck,
    Discard,
    DrawDiscard,
    EventKind,
    Hand,
    Knock,
    Match,
    Phase,
    PlayerView,
    RuleSet,
    deadwood_points,
    parse_cards,
)
from gin_desktop.plan.places import Zone
from gin_desktop.play.controller import GameController
from gin_desktop.session import MatchSettings, SeatPlan, Session
from gin_desktop.ui.dialogs.new_match import NewMatchDialog
from gin_desktop.ui.window.app import MainWindow

from .conftest import (
    Scripted,
    centre,
    drag,
    factory,
    hand_item,
    preferences_for,
    show_active,
    wait_my_turn,
    when_modal,
    zone_centre,
)
from .table_queries import info_text, panel_text, text_blocks, zone_item
from .test_log_panel import hidden_cards

GINSKI = RuleSet.preset("ginski")
NAMES = ("Ani", "Budi", "Citra")


def rumski_deck(hands: Sequence[str], upcard: str, dealer: int, rules: RuleSet) -> list[Card]:
    """A Rumski deck dealing ``hands`` (by seat), one card at a time from the dealer's left,
    then ``upcard``; the other cards follow in the deck's order."""
    order = rules.turn_order(rules.next_seat(dealer))
    parsed = [parse_cards(hands[seat], Deck.named(rules.deck)) for seat in order]
    cards = [hand[i] for i in range(len(parsed[0])) for hand in parsed]
    cards += parse_cards(upcard, Deck.named(rules.deck))
    cards += [card for card in Deck.named(rules.deck).cards if card not in cards]
    return cards


def match_on(cards: list[Card], rules: RuleSet, dealer: int, names: Sequence[str]) -> Match:
    data = Match(rules, seed=1, names=names).to_dict()
    data["round"] = Hand.deal(rules, dealer=dealer, deck=cards, seed="fixed").to_dict()
    return Match.from_dict(data)


class KnocksWith(Scripted):
    """Takes the upcard and knocks, discarding ``card``, as soon as it may."""

    def __init__(self, card: str) -> None:
        self.card = Card.from_str(card)

    def choose(self, view: PlayerView) -> Action:
        legal = view.legal_actions
        if DrawDiscard() in legal:
            return DrawDiscard()
        if Knock(self.card) in legal:
            return Knock(self.card)
        return super().choose(view)


@pytest.fixture
def windows(qtbot, store) -> Iterator[list[MainWindow]]:
    made: list[MainWindow] = []
    yield made
    for window in made:
        window.controller.shutdown()


def open_table(qtbot, store, made, match: Match, table, player) -> MainWindow:
    controller = GameController(player_factory=factory(player))
    window = MainWindow(
        controller=controller, store=store, preferences=preferences_for("instant"), start=False
    )
    qtbot.addWidget(window)
    window.resize(1366, 768)
    show_active(qtbot, window)
    game = match.rules.preset_name() or "ginski"
    settings = MatchSettings(table, rules=match.rules, game=game)
    controller.start_match(settings, match)
    made.append(window)
    return window


def ani_against_casual(qtbot, store, made) -> MainWindow:
    """A two-player match of Ani against a casual computer, the table the dialog and the
    resumed-match tests start from."""
    match = Match(RuleSet(), seed=2, names=("Ani", "Budi"))
    return open_table(qtbot, store, made, match, (("Ani", None), ("", "casual")), Scripted())


GINSKI_HANDS = (
    "4R 6B 8G 10Y 12P 2B 9Y 11G 13B 6Y",  # Ani (you): 4R fits Budi's run 1R 2R 3R
    "1R 2R 3R 5B 5G 5Y 7P 8P 9P 2G",  # Budi: takes 3G and knocks with 2G, keeping 3
    "3B 4B 6G 7G 9G 10B 11R 12R 13R 1Y",  # Citra, the dealer
)


def test_a_ginski_hand_against_two_computers(qtbot, store, windows) -> None:
    cards = rumski_deck(GINSKI_HANDS, "3G", dealer=2, rules=GINSKI)
    match = match_on(cards, GINSKI, 2, NAMES)
    table = (("Ani", None), ("Budi", "casual"), ("Citra", "casual"))
    window = open_table(qtbot, store, windows, match, table, KnocksWith("2G"))
    scene = window.scene
    view = window.view
    assert view.phase == Phase.FIRST_UPCARD and view.is_my_turn
    blocks = text_blocks(scene)
    assert "Budi" in blocks["opponent"].toPlainText()
    assert "Citra (casual) · 10 cards · dealer" in blocks["opponent 2"].toPlainText()
    backs = [item for item in scene.items_in(Zone.OPPONENT) if not item.face_up]
    assert len(backs) == 20  # both hands face down, side by side
    qtbot.mouseClick(window.action_bar.pass_button, Qt.MouseButton.LeftButton)
    wait_my_turn(qtbot, window)  # Budi takes 3G, knocks; Citra lays off nothing
    view = window.view
    assert view.phase == Phase.LAYOFF and view.knocker == 1 and view.is_my_turn
    assert "drag cards onto Budi's melds" in text_blocks(scene)["hand"].toPlainText()
    run = next(i for i, meld in enumerate(view.knocker_melds) if Card.from_str("1R") in meld)
    lit: list[bool] = []
    drag(
        qtbot,
        window,
        centre(hand_item(window, "4R")),
        zone_centre(window, f"meld:{run}"),
        during=lambda: lit.append(zone_item(scene, f"meld:{run}").legal),
    )
    assert lit == [True]
    assert (Card.from_str("4R"), run) in window.view.laid_off
    qtbot.mouseClick(window.action_bar.done_button, Qt.MouseButton.LeftButton)
    view = window.view
    assert view.phase == Phase.ENDED and view.result is not None
    summary = panel_text(scene)
    assert "Budi knocked with 3." in summary and "Ani laid off 4R." in summary
    assert "Citra has" in summary and "Ani has" in summary and "Budi scores" in summary
    # Every hand is shown: both others' on the top row, yours below.
    faces = {str(item.card) for item in scene.items_in(Zone.OPPONENT) if item.face_up}
    assert {"1R", "4R", "13R"} <= faces


# --- hot-seat: three people at one screen ---------------------------------------------------


def face_up(window: MainWindow) -> set[Card]:
    """Every card whose face an item of the table shows."""
    return {item.card for item in window.scene._cards if item.card is not None and item.face_up}


def privacy_up(window: MainWindow) -> bool:
    return window.privacy is not None and window.stack.currentWidget() is window.privacy


def assert_private(window: MainWindow, humans: Sequence[int]) -> None:
    """At a handover no face-up card of a person not on turn is on the table (none at all)."""
    match = window.controller.match
    assert match is not None and privacy_up(window)
    on_turn = match.to_act
    for seat in humans:
        if seat != on_turn:
            assert not face_up(window) & set(match.hand.hand(seat))
    assert face_up(window) == set() and text_blocks(window.scene) == {}


def mentions(text: str, card: Card) -> bool:
    """``card`` named in ``text`` ("3P" is not named in "13P")."""
    edge = "(?<![0-9A-Za-z])"
    names = {re.escape(card.pretty), re.escape(str(card))}
    return any(re.search(f"{edge}{name}(?![0-9A-Za-z])", text) for name in names)


def assert_log_private(window: MainWindow, view: PlayerView) -> None:
    """The log at the screen mentions no card its seat has not seen."""
    match, log = window.controller.match, window.panels.log_panel
    assert match is not None and log is not None and log.model.viewer == view.seat
    hidden = hidden_cards(match.hand.events, viewer=view.seat)
    hidden |= {
        card for seat in match.rules.seats if seat != view.seat for card in match.hand.hand(seat)
    }
    hidden -= set(match.hand.discard_pile) | {c for o in view.others for c in o.known}
    hidden -= {card for other in view.others for card in other.shown or ()}  # the showdown
    rows = log.model.rows()  # the cut is of another shuffle: not this hand's cards
    said = [r.what for r in rows if r.hand == view.hand_number and r.event.kind != EventKind.CUT]
    assert not [text for text in said if any(mentions(text, card) for card in hidden)]


def least_deadwood(view: PlayerView, cards: Sequence[Card]) -> Card:
    def left(card: Card) -> int:
        return deadwood_points([c for c in view.hand if c != card], view.rules)

    return min(cards, key=lambda card: (left(card), -card.value))


def play_one(qtbot, window: MainWindow) -> None:
    """The person at the screen moves, by the buttons, keys and drags a player uses."""
    view = window.view
    assert view is not None and view.is_my_turn
    if view.phase == Phase.FIRST_UPCARD:
        qtbot.mouseClick(window.action_bar.pass_button, Qt.MouseButton.LeftButton)
    elif view.phase == Phase.DRAW:
        top = window.scene.stock_top()
        assert top is not None
        drag(qtbot, window, centre(top), zone_centre(window, "hand"))
    elif view.phase == Phase.DISCARD:
        knocks = [a.card for a in view.legal_actions if isinstance(a, Knock)]
        discards = [a.card for a in view.legal_actions if isinstance(a, Discard)]
        card = least_deadwood(view, knocks or discards)
        target = "knock" if knocks else "discard"
        drag(qtbot, window, centre(hand_item(window, str(card))), zone_centre(window, target))
    elif view.phase == Phase.LAYOFF:
        qtbot.keyClick(window.table, Qt.Key.Key_O)


def test_hot_seat_ginski_for_three_keeps_every_hand_private(qtbot, store, windows) -> None:
    rules = GINSKI
    table = (("Ani", None), ("Budi", None), ("Citra", None))
    match = Match(rules, seed=8, names=NAMES)
    window = open_table(qtbot, store, windows, match, table, Scripted())
    window.panels.set_shown("match_log", True, remember=False)
    handovers = 0
    for _ in range(400):
        if privacy_up(window):
            assert_private(window, (0, 1, 2))
            handovers += 1
            qtbot.keyClick(window.privacy, Qt.Key.Key_Space)
            continue
        view = window.view
        assert view is not None
        if view.phase == Phase.ENDED:
            break
        assert_log_private(window, view)
        play_one(qtbot, window)
        assert window.statusBar().currentMessage() == "", window.statusBar().currentMessage()
    assert window.view is not None and window.view.phase == Phase.ENDED
    assert handovers >= 6


# --- three-handed gin: the hand you sit out --------------------------------------------------


def test_three_handed_the_hand_you_sit_out_is_skipped_to_its_result(qtbot, store, windows):
    rules = RuleSet.preset("three_handed")
    data = Match(rules, seed=3, names=NAMES).to_dict()
    data["round"] = Hand.deal(rules, dealer=0, seed="sit out").to_dict()  # you deal
    match = Match.from_dict(data)
    table = (("Ani", None), ("Budi", "casual"), ("Citra", "casual"))
    controller = GameController()  # the real computer players
    window = MainWindow(
        controller=controller, store=store, preferences=preferences_for("slow"), start=False
    )
    qtbot.addWidget(window)
    window.resize(1366, 768)
    show_active(qtbot, window)
    settings = MatchSettings(table, rules=rules, game="three_handed")
    controller.start_match(settings, match)
    windows.append(window)
    view = window.view
    assert view is not None and not view.playing and view.hand == ()
    assert "you sit out this hand" in text_blocks(window.scene)["hand"].toPlainText()
    assert "You sit out this hand: Budi and Citra play." in info_text(window.scene)
    bar = window.action_bar
    assert bar.skip_button.isVisible() and not bar.pass_button.isVisible()
    # You see the discards, never a card of either hand.
    pile = set(view.discard_pile)
    assert face_up(window) <= pile and len(window.scene.items_in(Zone.OPPONENT)) == 20
    qtbot.mouseClick(window.action_bar.skip_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.view.phase == Phase.ENDED, timeout=30000)
    assert not window.action_bar.skip_button.isVisible()
    view = window.view
    qtbot.waitUntil(lambda: panel_text(window.scene) != "", timeout=10000)
    summary = panel_text(window.scene)
    if view.knocker is not None:  # the showdown: both hands face up on the top row
        assert "knocked with" in summary
        shown = {c for other in view.others for c in other.shown or ()}
        assert shown and shown <= face_up(window) | set(view.discard_pile)
    else:
        assert "draw" in summary


# --- partnership gin: your game, and your partner's beside it ---------------------------------


def test_a_partnership_hand_shows_both_games_live_and_the_teams_totals(qtbot, store, windows):
    rules = RuleSet.preset("partnership")
    match = Match(rules, seed=5, names=("Ani", "Budi", "Citra", "Dewi"))
    table = (("Ani", None), ("Budi", "casual"), ("Citra", "casual"), ("Dewi", "casual"))
    window = open_table(qtbot, store, windows, match, table, Scripted())
    assert "Ani and Citra: 0 · Budi and Dewi: 0" in window.score_label.text()
    sides: set[str] = set()
    for _ in range(300):
        view = window.view
        assert view is not None and view.side_game is not None
        sides.add(text_blocks(window.scene)["side"].toPlainText())
        if view.phase == Phase.ENDED and view.side_game.phase == Phase.ENDED:
            break
        if view.is_my_turn:
            play_one(qtbot, window)
        else:
            qtbot.wait(5)
    view = window.view
    assert view.phase == Phase.ENDED and view.side_game.phase == Phase.ENDED
    assert len(sides) > 3 and all(text.startswith("Beside you:") for text in sides)
    assert len(window.scene.items_in(Zone.HAND)) >= 10  # your game in the middle, big
    team = view.scores[0]
    assert f"Ani and Citra: {team}" in panel_text(window.scene)
    assert f"Ani and Citra: {team}" in window.score_label.text()


# --- the new-match dialog, remembered seats, and play again -----------------------------------


def test_the_dialog_seats_ginski_for_four_and_remembers_the_table(qtbot, store, windows):
    window = ani_against_casual(qtbot, store, windows)

    def fill(dialog: QWidget) -> None:
        assert isinstance(dialog, NewMatchDialog)
        try:
            choose(dialog)
        finally:
            if dialog.isVisible():  # the choice above failed: the test fails, not hangs
                dialog.reject()

    def choose(dialog: NewMatchDialog) -> None:
        dialog.game_box.setCurrentIndex(dialog.game_box.findData("ginski"))
        assert dialog.players_box.isVisible() and dialog.players_box.value() == 2
        qtbot.keyClick(dialog.players_box, Qt.Key.Key_Up)
        qtbot.keyClick(dialog.players_box, Qt.Key.Key_Up)
        rows = dialog.seat_table.rows
        assert [row.name.isVisible() for row in rows] == [True] * 4
        assert [row.level for row in rows] == [None, "casual", "casual", "casual"]
        rows[2].who.setCurrentIndex(rows[2].who.findData(""))  # Citra at this screen too
        for row, name in zip(rows, ("Ani", "Budi", "Citra", "Dewi"), strict=True):
            row.name.setText(name)
        rows[3].name.setText("budi")
        assert not dialog.deal_button.isEnabled() and dialog.hint_label.isVisible()
        rows[3].name.setText("Dewi")
        assert dialog.deal_button.isEnabled() and "Ginski" in dialog.rules_label.text()
        qtbot.mouseClick(dialog.deal_button, Qt.MouseButton.LeftButton)

    when_modal(fill)
    window.match_flow.new_match()
    match = window.controller.match
    assert match is not None and match.rules.deck == "rumski" and match.rules.players == 4
    assert match.names == ("Ani", "Budi", "Citra", "Dewi")
    assert window.controller.hotseat  # two people share the screen
    game, seats = store.match_seats()
    assert game == "ginski"
    assert seats == (("Ani", None), ("Budi", "casual"), ("Citra", None), ("Dewi", "casual"))
    again = window.match_flow.saved_match_settings()  # as the next run starts
    assert again.game == "ginski" and again.seats == seats
    assert again.rules.players == 4


def test_play_again_after_three_handed_gin_plays_it_again(qtbot, store, windows):
    rules = RuleSet.preset("three_handed")
    table = (("Ani", None), ("Budi", "strong"), ("Citra", "beginner"))
    window = open_table(qtbot, store, windows, Match(rules, seed=1, names=NAMES), table, Scripted())
    window.commands["play_again"].trigger()
    match = window.controller.match
    assert match is not None and match.rules == rules and match.names == NAMES
    session = window.controller.session
    assert session is not None and session.computers == {1: "strong", 2: "beginner"}


def test_play_again_after_a_resumed_ginski_match_plays_ginski(qtbot, store, windows):
    rules = RuleSet.preset("ginski")
    window = ani_against_casual(qtbot, store, windows)
    seats = (SeatPlan("Ani"), SeatPlan("Budi", "expert"), SeatPlan("Citra", "casual"))
    session = Session(rules, seats, 6)
    window.controller.start_session(session, Match(rules, seed=6, names=session.names))
    window.commands["play_again"].trigger()
    match = window.controller.match
    assert match is not None and match.rules == rules and match.names == NAMES
    assert window.controller.session.computers == {1: "expert", 2: "casual"}


def test_hot_seat_with_a_computer_to_move_first_asks_a_person_to_sit_down(qtbot, store, windows):
    data = Match(GINSKI, seed=9, names=NAMES).to_dict()
    data["round"] = Hand.deal(GINSKI, dealer=0, seed="computer first").to_dict()
    match = Match.from_dict(data)
    assert match.to_act == 1
    table = (("Ani", None), ("Budi", "casual"), ("Citra", None))
    window = open_table(qtbot, store, windows, match, table, Scripted())
    assert privacy_up(window) and window.view is None and face_up(window) == set()
    assert window.controller.handover == 2  # the next person in turn: Citra
    qtbot.keyClick(window.privacy, Qt.Key.Key_Space)
    wait_my_turn(qtbot, window)  # Budi passed the upcard
    assert window.view.seat == 2 and window.view.is_my_turn
    qtbot.mouseClick(window.action_bar.pass_button, Qt.MouseButton.LeftButton)
    assert privacy_up(window) and window.controller.handover == 0
    assert_private(window, (0, 2))


WILD_HANDS = (
    "5R W1 7R 8G 3Y 10P 2B 9B 11G 13B",  # Ani (you): W1 stands for 6R in 5R W1 7R
    "1R 2R W2 5B 5G 5Y 7P 8P 9P 2G",  # Budi: takes 3G and knocks with 2G
    "3B 4B 6G 7G 9G 10B 11R 12R 13R 1Y",  # Citra, the dealer
)


def test_a_ginski_hand_with_wilds_in_melds_to_its_summary(qtbot, store, windows) -> None:
    """Wilds on screen, through a whole hand against two computers: in your arranged
    melds, in the knocker's melds on the table and at the showdown, a wild card shows the
    card it stands for ("= 6R"); you lay off by drag onto the knocker's run."""
    cards = rumski_deck(WILD_HANDS, "3G", dealer=2, rules=GINSKI)
    match = match_on(cards, GINSKI, 2, NAMES)
    table = (("Ani", None), ("Budi", "casual"), ("Citra", "casual"))
    window = open_table(qtbot, store, windows, match, table, KnocksWith("2G"))
    mine = hand_item(window, "W1")
    assert mine.stands_for == Card.from_str("6R")
    plain = window.scene.art.pixmap(mine.card, *mine.size(), window.scene.art.ratio)
    assert mine.pixmap().toImage() != plain.toImage()  # the chip is drawn on it
    qtbot.mouseClick(window.action_bar.pass_button, Qt.MouseButton.LeftButton)
    wait_my_turn(qtbot, window)  # Budi takes 3G and knocks
    view = window.view
    assert view.phase == Phase.LAYOFF and view.knocker == 1
    wilds = [item for item in window.scene.items_in(Zone.TABLE_MELDS) if item.card.is_wild]
    assert [str(item.stands_for) for item in wilds] == ["3R"]
    run = next(i for i, meld in enumerate(view.knocker_melds) if Card.from_str("8P") in meld)
    drag(qtbot, window, centre(hand_item(window, "10P")), zone_centre(window, f"meld:{run}"))
    assert (Card.from_str("10P"), run) in window.view.laid_off
    qtbot.mouseClick(window.action_bar.done_button, Qt.MouseButton.LeftButton)
    assert window.view.phase == Phase.ENDED
    summary = panel_text(window.scene)
    assert "Budi knocked with" in summary and "Ani laid off 10P." in summary
    shown = [item for item in window.scene.items_in(Zone.HAND) if item.card.is_wild]
    assert [str(item.stands_for) for item in shown] == ["6R"]  # your melds at the showdown


def test_a_score_never_reads_as_part_of_a_name_that_ends_in_a_number():
    """ "Computer 2 0" read as Computer 20: the total follows a colon."""
    from gin_desktop.words.wording import scores_text

    assert scores_text(["Computer 2", "Computer 3"], [0, 15]) == "Computer 2: 0 · Computer 3: 15"
