"""The settings in the window: house rules and preferences set through their dialogs from
the menu persist across a restart of the window (a new MainWindow on the same settings
file), reach the engine and the table, and refuse what is out of range; a damaged file is
reported once and the game starts anyway.

Every window here keeps its settings in a file of the test's own (``Settings.in_file``);
Qt's test mode (tests/conftest.py) keeps the player's own settings out of reach.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QMessageBox, QSpinBox

from gin_desktop.engine import (
    Card,
    Discard,
    DrawStock,
    Knock,
    PassUpcard,
    Phase,
    PlayerView,
    RuleSet,
    ShowdownKind,
    best_arrangement,
)
from gin_desktop.play.controller import GameController
from gin_desktop.session import MatchSettings
from gin_desktop.storage import Preferences, Settings
from gin_desktop.ui.dialogs.house_rules import HouseRulesDialog
from gin_desktop.ui.dialogs.preferences import PreferencesDialog
from gin_desktop.ui.table.felt import felt_colour
from gin_desktop.ui.window.app import MainWindow

from .conftest import (
    Scripted,
    centre,
    double_click,
    drag,
    factory,
    hand_item,
    match_on_deck,
    preferences_for,
    wait_my_turn,
    when_modal,
    zone_centre,
)
from .table_queries import panel_text
from .test_house_rules import type_into
from .test_preferences import choose, type_seconds
from .test_showdown import GIN_DECK

GIN_SEED = 7
"""A seeded match whose first hand you win by gin in 14 turns, drawing from the stock and
throwing what leaves the least deadwood, against ``Scripted`` (which never knocks)."""


def restart(qtbot, store_path: Path, **kw: object) -> MainWindow:
    """A new window, as after quitting and starting the game again, on the same file."""
    controller = GameController(player_factory=factory(Scripted()))
    window = MainWindow(controller=controller, store=Settings.in_file(store_path), **kw)  # type: ignore[arg-type]
    qtbot.addWidget(window)
    window.resize(1024, 700)
    window.show()
    qtbot.waitExposed(window)
    return window


def close(window: MainWindow) -> None:
    window.controller.shutdown()
    window.close()


def ok(dialog: QDialog) -> None:
    buttons = dialog.findChild(QDialogButtonBox)
    assert buttons is not None
    buttons.button(QDialogButtonBox.StandardButton.Ok).click()


def _left_with(view: PlayerView, card: Card) -> int:
    return best_arrangement([c for c in view.hand if c != card]).deadwood_points


def hunt_gin(qtbot, window: MainWindow) -> PlayerView:
    """Play your seat with the mouse: pass the upcard, draw from the stock, throw what
    leaves the least deadwood, and go gin (with the Gin button) as soon as you can."""
    for _ in range(100):
        wait_my_turn(qtbot, window)
        view = window.view
        assert view is not None
        if view.phase == Phase.ENDED:
            return view
        if view.phase == Phase.FIRST_UPCARD:
            assert PassUpcard() in view.legal_actions
            qtbot.mouseClick(window.action_bar.pass_button, Qt.MouseButton.LeftButton)
        elif view.phase == Phase.DRAW:
            assert DrawStock() in view.legal_actions
            double_click(qtbot, window, centre(window.scene.stock_top()))
        elif window.action_bar.gin_button.isEnabled():
            qtbot.mouseClick(window.action_bar.gin_button, Qt.MouseButton.LeftButton)
        else:
            discards = [a.card for a in view.legal_actions if isinstance(a, Discard)]
            card = min(discards, key=lambda c: (_left_with(view, c), -c.value))
            item = hand_item(window, str(card))
            drag(qtbot, window, centre(item), zone_centre(window, "discard"))
    raise AssertionError("the hand did not end")


def test_a_gin_bonus_set_in_the_dialog_persists_and_scores_gin_at_20(qtbot, tmp_path: Path):
    path = tmp_path / "settings.ini"
    window = restart(qtbot, path, preferences=preferences_for("instant"))
    playing = window.controller.match
    assert playing is not None and playing.rules.gin_bonus == 25

    def set_gin_bonus(dialog: QDialog) -> None:
        assert isinstance(dialog, HouseRulesDialog)
        spin = dialog.editors["gin_bonus"]
        assert isinstance(spin, QSpinBox)
        type_into(qtbot, spin, "20")
        ok(dialog)

    when_modal(set_gin_bonus)
    window.commands["house_rules"].trigger()
    assert "apply from the next match" in window.statusBar().currentMessage()
    # The match being played keeps its own rules, and shows them.
    assert window.controller.match is playing and playing.rules.gin_bonus == 25
    shown: list[int] = []

    def read_rules(dialog: QDialog) -> None:
        assert isinstance(dialog, HouseRulesDialog) and dialog.read_only
        shown.append(dialog.rules().gin_bonus)
        dialog.reject()

    when_modal(read_rules)
    window.commands["match_rules"].trigger()
    assert shown == [25]
    close(window)

    # A restart: the saved house rules start the first match...
    again = restart(qtbot, path, preferences=preferences_for("instant"))
    match = again.controller.match
    assert match is not None and match.rules == RuleSet(gin_bonus=20)
    # ...and a new seeded match, in which you go gin, scores it at 20.
    settings = again.controller.settings
    ana = (("Ana", None), *settings.seats[1:])
    again.controller.start_match(replace(settings, seats=ana, seed=GIN_SEED))
    view = hunt_gin(qtbot, again)
    result = view.result
    assert result is not None and result.showdown is not None
    assert result.showdown.kind == ShowdownKind.GIN and result.winner == 0
    (defender,) = result.showdown.defender_deadwood
    assert result.points == defender + 20 and view.scores == (defender + 20, 0)
    assert f"{defender} + 20 gin bonus = {defender + 20}" in panel_text(again.scene)
    assert again.score_label.text().startswith(f"Ana: {defender + 20}")
    close(again)


def test_preferences_set_in_the_dialog_apply_at_once_and_persist(qtbot, tmp_path: Path):
    path = tmp_path / "settings.ini"
    window = restart(qtbot, path)
    assert window.preferences == Preferences()

    def set_preferences(dialog: QDialog) -> None:
        assert isinstance(dialog, PreferencesDialog)
        choose(qtbot, dialog.speed_box, "slow")
        type_seconds(qtbot, dialog, "1.5")
        choose(qtbot, dialog.deck_box, "four_colour")
        choose(qtbot, dialog.sort_box, "suit")
        dialog.confirm_box.setChecked(False)
        ok(dialog)

    when_modal(set_preferences)
    window.commands["preferences"].trigger()
    chosen = Preferences("slow", 1500, "four_colour", "suit", confirm_knock=False)
    assert window.preferences == chosen
    assert window.scene.animator.duration_ms > 400 and window.controller.pace_ms == 1500
    assert window.scene.art.four_colour and window.commands["four_colour"].isChecked()
    assert window.commands.speeds["slow"].isChecked()
    close(window)

    again = restart(qtbot, path)
    assert again.preferences == chosen
    assert again.commands.speeds["slow"].isChecked() and again.commands["four_colour"].isChecked()
    assert again.controller.pace_ms == 1500 and again.scene.art.four_colour
    # A new hand is dealt sorted by suit.
    view = again.view
    assert view is not None
    hand = again.scene.displayed_hand()
    assert [card.suit for card in hand] == sorted(card.suit for card in view.hand)
    close(again)


def felt_of(window: MainWindow) -> str:
    """The felt's colour in the middle of the table, as painted."""
    gradient = window.scene.backgroundBrush().gradient()
    assert gradient is not None
    return gradient.stops()[0][1].name()


def test_the_back_and_the_felt_chosen_apply_at_once_and_persist(qtbot, tmp_path: Path):
    path = tmp_path / "settings.ini"
    window = restart(qtbot, path, preferences=preferences_for("instant"))
    stock = window.scene.stock_top()
    assert stock is not None and not stock.face_up
    navy = stock.pixmap().toImage()
    green = felt_of(window)
    assert green == felt_colour("green").name()

    def set_looks(dialog: QDialog) -> None:
        assert isinstance(dialog, PreferencesDialog)
        choose(qtbot, dialog.back_box, "red")
        choose(qtbot, dialog.felt_box, "burgundy")
        ok(dialog)

    when_modal(set_looks)
    window.commands["preferences"].trigger()
    assert (window.preferences.card_back, window.preferences.table_colour) == ("red", "burgundy")
    red = stock.pixmap().toImage()
    assert red != navy
    middle = red.pixelColor(red.width() // 4, red.height() // 5)
    assert middle.red() > 2 * middle.blue(), "the stock does not show the red back"
    assert felt_of(window) == felt_colour("burgundy").name() != green
    # Resizing the window keeps the chosen felt.
    window.resize(1200, 760)
    qtbot.waitUntil(lambda: window.scene.sceneRect().width() > 1100)
    assert felt_of(window) == felt_colour("burgundy").name()
    close(window)

    again = restart(qtbot, path)
    assert (again.scene.art.back, again.scene.felt) == ("red", "burgundy")
    assert felt_of(again) == felt_colour("burgundy").name()
    close(again)


def test_out_of_range_values_are_refused(qtbot, tmp_path: Path):
    path = tmp_path / "settings.ini"
    window = restart(qtbot, path, preferences=preferences_for("instant"))
    hints: list[str] = []

    def type_too_much(dialog: QDialog) -> None:
        assert isinstance(dialog, HouseRulesDialog)
        for name, text in (("gin_bonus", "999"), ("target_score", "5")):
            spin = dialog.editors[name]
            assert isinstance(spin, QSpinBox)
            type_into(qtbot, spin, text)
            dialog.rules()  # what OK reads: a number still being typed counts
            hints.append(dialog.warnings[name].text())  # said beside the field
        big_gin = dialog.editors["big_gin_bonus"]  # gin at 99: big gin may not be less
        assert isinstance(big_gin, QSpinBox)
        type_into(qtbot, big_gin, "120")
        ok(dialog)

    when_modal(type_too_much)
    window.commands["house_rules"].trigger()
    rules = Settings.in_file(path).rules()
    assert (rules.gin_bonus, rules.target_score, rules.big_gin_bonus) == (99, 10, 120)
    assert "Gin bonus can be from 0 to 200" in hints[0]
    assert "Points to win can be from 10 to 1000" in hints[1]

    def pause_too_long(dialog: QDialog) -> None:
        assert isinstance(dialog, PreferencesDialog)
        type_seconds(qtbot, dialog, "99")
        ok(dialog)

    when_modal(pause_too_long)
    window.commands["preferences"].trigger()
    assert window.controller.pace_ms <= 3000, "99 s cannot be typed: 3 s at most"
    assert Settings.in_file(path).preferences().computer_pause_ms == window.controller.pace_ms
    close(window)


def test_a_damaged_settings_file_is_reported_once_and_the_game_starts(qtbot, tmp_path: Path):
    path = tmp_path / "settings.ini"
    path.write_text(
        "[house_rules]\ngin_bonus=999\nundercut_bonus=10\n"
        "[preferences]\nanimation_speed=warp\ncomputer_pause_ms=0\n"
    )
    window = restart(qtbot, path)
    match = window.controller.match
    assert match is not None
    assert match.rules == RuleSet(undercut_bonus=10), "the good value next to a bad one"
    assert window.preferences == Preferences(computer_pause_ms=0)
    message = window.statusBar().currentMessage()
    assert "animation_speed = 'warp'" in message and "1 more" in message
    assert "gin_bonus = '999'" in window.statusBar().toolTip()
    # Once: reading the rules again for a new match says nothing more.
    window.statusBar().clearMessage()
    window.match_flow.play_again()
    assert window.statusBar().currentMessage() == ""
    close(window)


def test_docks_left_open_are_open_after_a_restart(qtbot, tmp_path: Path):
    path = tmp_path / "settings.ini"
    window = restart(qtbot, path, preferences=preferences_for("instant"))
    assert not window.panels.is_shown("match_log")
    window.commands.panels["match_log"].trigger()
    assert window.panels.is_shown("match_log") and window.commands.panels["match_log"].isChecked()
    close(window)
    again = restart(qtbot, path, preferences=preferences_for("instant"))
    assert again.panels.is_shown("match_log") and again.commands.panels["match_log"].isChecked()
    assert not again.panels.is_shown("score_sheet")
    log = again.panels.log_panel
    assert log is not None and log.model.rowCount() > 0, "the new match's deal is logged"
    close(again)


def test_asking_before_a_knock(qtbot, make_window):
    window = make_window(
        match=match_on_deck(GIN_DECK, dealer=1),
        player=Scripted(),
        preferences=preferences_for("instant", confirm_knock=True),
    )
    qtbot.mouseClick(window.action_bar.pass_button, Qt.MouseButton.LeftButton)
    wait_my_turn(qtbot, window)
    drag(qtbot, window, centre(window.scene.stock_top()), zone_centre(window, "hand"))
    asked: list[str] = []

    def answer(button_text: str):
        def act(box: QDialog) -> None:
            assert isinstance(box, QMessageBox)
            asked.append(box.text())
            for button in box.buttons():
                if button.text().replace("&", "") == button_text:
                    button.click()

        return act

    when_modal(answer("Keep playing"))
    qtbot.mouseClick(window.action_bar.gin_button, Qt.MouseButton.LeftButton)
    assert asked == ["Go gin, discarding 8♣ face down?"]
    assert window.view is not None and window.view.phase == Phase.DISCARD
    when_modal(answer("Go gin"))
    drag(qtbot, window, centre(hand_item(window, "8C")), zone_centre(window, "knock"))
    assert len(asked) == 2
    assert window.view is not None and window.view.phase == Phase.ENDED
    assert Knock(Card.from_str("8C")) not in window.view.legal_actions


def test_the_score_sheet_at_the_end_of_a_match(qtbot, make_window):
    """In a wide window the score sheet opens beside the table when the match ends."""
    rules = RuleSet(target_score=10, end_bonuses=True)
    window = make_window(
        match=match_on_deck(GIN_DECK, dealer=1, rules=rules), player=Scripted(), size=(1366, 768)
    )
    assert not window.panels.is_shown("score_sheet")
    window.controller.pass_requested()
    wait_my_turn(qtbot, window)
    window.controller.draw_stock_requested()
    window.controller.knock_requested(Card.from_str("8C"))
    assert window.panels.is_shown("score_sheet")
    sheet = window.panels.score_sheet
    assert sheet is not None
    assert sheet.footer("total") == (256, 0) and sheet.footer("box") == (25, 0)
    assert "Ana won the match, 256 to 0." in sheet.result_label.text()
    assert not Settings.in_file(window.store.file_name).panel_shown("score_sheet"), (
        "opened by the game, not by the player: not remembered"
    )


def test_a_hot_seat_match_from_the_new_match_dialog(qtbot, make_window, store):
    window = make_window()

    def fill(dialog: QDialog) -> None:
        dialog.hotseat_button.setChecked(True)  # type: ignore[attr-defined]
        dialog.name_edit.setText("Ana")  # type: ignore[attr-defined]
        dialog.second_edit.setText("Budi")  # type: ignore[attr-defined]
        ok(dialog)

    when_modal(fill)
    window.match_flow.new_match()
    assert window.controller.hotseat and window.privacy is not None
    assert window.stack.currentWidget() is window.privacy
    assert "Pass the computer to" in window.privacy.text()
    assert store.match_seats() == ("standard", (("Ana", None), ("Budi", None)))
    assert not MatchSettings().hotseat


def test_seats_nested_past_pythons_depth_fall_back_and_the_game_starts(qtbot, tmp_path: Path):
    """A seats value of 100,000 "[" (issue 65) raised RecursionError at every start and
    stopped it over an empty felt: it is a value like any other that cannot be read, its
    default used and the player told."""
    path = tmp_path / "settings.ini"
    path.write_text("[player]\ngame=\nseats=" + "[" * 100_000 + "\n", encoding="utf-8")
    window = restart(qtbot, path, preferences=preferences_for("instant"))
    qtbot.waitUntil(lambda: window.view is not None)
    match = window.controller.match
    assert match is not None and match.rules == RuleSet()
    assert window.controller.settings.seats == MatchSettings().seats
    said = window.statusBar().currentMessage()
    assert "player/seats" in said and len(said) < 400, "the value quoted short"
    close(window)
