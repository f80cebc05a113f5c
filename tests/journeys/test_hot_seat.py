"""Journey: two people at one screen. From a match against the computer by house rules,
resumed at the next start: Game › New match…, Hot-seat, two names, Deal; then a whole
hand to its score, the privacy screen between the turns naming the person to sit down
(never "Computer"), nothing of one hand ever shown to the other; the hand's score on
the felt and the score sheet, and the match kept for the next start."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QMessageBox, QWidget

from gin_desktop.engine import Phase
from gin_desktop.storage.matches import AUTOSAVE_NAME, Autosave, read_match
from gin_desktop.ui.dialogs.new_match import NewMatchDialog
from gin_desktop.ui.dialogs.welcome import WelcomeDialog
from tests.ui.table_queries import panel_text
from tests.ui.test_hotseat import NAMES, assert_handover_private, assert_own_view_only, privacy_up

from .person import answer, choice, choose, click, make, type_text
from .test_first_start import score_sheet_points
from .test_house_rules import new_match, set_house_bonuses


def test_two_people_play_a_hand_at_one_screen_and_never_see_each_others_cards(
    qtbot, home, start_game
) -> None:
    def welcome(dialog: QWidget) -> None:
        assert isinstance(dialog, WelcomeDialog), dialog
        click(qtbot, dialog.play_button)

    answer(welcome)
    first = start_game()
    set_house_bonuses(qtbot, first)  # a match by house rules, then a restart: the match
    new_match(qtbot, first)  # against the computer is resumed, and every seat is named
    first.close()
    first.controller.shutdown()
    window = start_game()
    choose(qtbot, window, "view", "score_sheet")
    choose(qtbot, window, "view", "match_log")

    def hot_seat(dialog: QWidget) -> None:
        assert isinstance(dialog, NewMatchDialog), dialog
        button = dialog.hotseat_button  # on its round indicator, as a person aims
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton, pos=QPoint(8, button.height() // 2))
        assert dialog.hotseat
        assert "Computer" not in (dialog.second_edit.text(), dialog.second_edit.placeholderText())
        type_text(qtbot, dialog.name_edit, NAMES[0])
        type_text(qtbot, dialog.second_edit, NAMES[1])
        click(qtbot, dialog.deal_button)

    def give_up(box: QWidget) -> None:
        if not isinstance(box, QMessageBox):
            hot_seat(box)
            return
        answer(hot_seat, skip=box)
        (button,) = [b for b in box.buttons() if "Give it up" in b.text()]
        click(qtbot, button)

    answer(give_up)
    choose(qtbot, window, "game", "new_match")
    qtbot.waitUntil(lambda: privacy_up(window))
    handovers = []
    for _ in range(400):
        if privacy_up(window):
            assert_handover_private(window)
            screen = window.privacy
            assert screen is not None and "Computer" not in screen.text()
            handovers.append(window.controller.handover)
            qtbot.mouseClick(screen, Qt.MouseButton.LeftButton, pos=screen.rect().center())
            qtbot.waitUntil(lambda: not privacy_up(window))
            continue
        assert_own_view_only(window)
        view = window.view
        assert view is not None
        if view.phase == Phase.ENDED:
            break
        make(qtbot, window, choice(view))
        qtbot.waitUntil(lambda seen=view: window.view is not seen or privacy_up(window))
    else:
        raise AssertionError("the hand did not end")
    assert set(handovers) == {0, 1}, "each person sat down"
    (record,) = view.history
    summary = panel_text(window.scene)
    assert summary.startswith((f"{NAMES[0]} wins", f"{NAMES[1]} wins", "Drawn hand")), summary
    points = record.points if record.winner is not None else 0
    assert score_sheet_points(window) == {1: points}
    keys, path = Autosave(home.data).keys(), home.data / AUTOSAVE_NAME

    def kept() -> tuple[object, ...]:
        match = read_match(path, keys).match
        return match.names, match.history

    qtbot.waitUntil(lambda: path.exists() and kept() == (NAMES, view.history))
