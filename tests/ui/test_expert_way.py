"""The same cards, the expert's way (issue: deals anyone can check), driven through the
real window: after a hand against the computer, "How would the expert have played my
cards?" plays the expert in your seat on the same deal against the same opponent, in a
worker process, shows its result beside yours and opens its play in the replay window."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from gin_desktop.ai import create_player
from gin_desktop.ai.expert_way import ExpertWayJob, net_points, play_expert_way
from gin_desktop.engine import Phase, actions_of
from gin_desktop.tools.arena import play_match
from gin_desktop.ui.dialogs.expert_way import ExpertWayDialog
from gin_desktop.ui.dialogs.replay import ReplayDialog
from gin_desktop.words.wording import summary_title

from .on_screen import english_in, visible_texts
from .test_indonesian import indonesian  # noqa: F401 (a fixture)
from .test_table_play import play_to_the_end

SEED = 2024
"""The match's seed: the computer (casual) plays with it, the expert with the next."""


def test_the_expert_plays_your_cards_of_the_hand_beside_yours(qtbot, make_window) -> None:
    window = make_window(level="casual", seed=SEED)
    way_button = window.action_bar.expert_way_button
    assert not way_button.isVisible() and not window.commands["expert_way"].isEnabled()
    play_to_the_end(qtbot, window)
    match = window.controller.match
    assert match is not None and window.view.phase == Phase.ENDED
    hand, mine = match.hand, match.history[-1]
    assert way_button.isVisible() and window.commands["expert_way"].isEnabled()
    qtbot.mouseClick(way_button, Qt.MouseButton.LeftButton)
    dialog = window.dialogs.expert_way_dialog
    assert isinstance(dialog, ExpertWayDialog) and dialog.isVisible()
    # Your result at once, as the table said it; the expert's while it plays.
    assert dialog.your_result.text() == summary_title(window.view)
    assert not dialog.watch_expert.isEnabled()
    qtbot.waitUntil(lambda: dialog.way is not None, timeout=60_000)
    way = dialog.way
    assert way is not None

    # The job: your seat, the same deal and the same opponent at the same level and seed.
    deal = (str(hand.seed), hand.dealer)
    job = ExpertWayJob(match.rules, deal, 0, (("expert", SEED + 1), ("casual", SEED)), match.names)
    assert dialog.job == job
    assert way == play_expert_way(job)  # worked out in the worker as here
    # The arena plays that deal alike: the expert's result is the arena's.
    arena = play_match(
        create_player("expert", SEED + 1),
        create_player("casual", SEED),
        deal[0],
        match.rules,
        a_seat=0,
        first_deal=deal,
    )
    assert arena.first_hand is not None and arena.first_hand[0] == way.net_for(0)

    # Beside yours, in words: who did better, and by how much.
    difference = way.net_for(0) - net_points(mine, 0)
    verdict = dialog.verdict.text()
    if difference > 0:
        assert f"the expert did {difference} points better" in verdict
    elif difference < 0:
        assert f"You did {-difference} points better" in verdict
    else:
        assert "as well as the expert" in verdict
    if way.record.winner == 0:
        assert dialog.expert_result.text().startswith("The expert wins the hand")

    # The expert's play, move by move, in the replay window; and yours.
    qtbot.mouseClick(dialog.watch_expert, Qt.MouseButton.LeftButton)
    replay = dialog.replay
    assert isinstance(replay, ReplayDialog) and replay.isVisible()
    assert len(replay.replay.steps) == len(way.actions) + 1
    assert replay.names[0] == "The expert"
    replay.last()  # its result by name, not spoken to you
    assert "You" not in replay.summary.text() and "you" not in replay.summary.text()
    if way.record.winner == 0:
        assert replay.summary.text().startswith("<b>The expert wins the hand")
    replay.close()
    qtbot.mouseClick(dialog.watch_yours, Qt.MouseButton.LeftButton)
    assert dialog.replay is not None and dialog.replay.names[0] == "Ana"
    assert len(dialog.replay.replay.steps) == len(actions_of(hand)) + 1
    dialog.close()


@pytest.mark.usefixtures("indonesian")
def test_the_expert_way_in_indonesian(qtbot, make_window) -> None:
    window = make_window(level="casual", seed=SEED)
    play_to_the_end(qtbot, window)
    window.commands["expert_way"].trigger()
    dialog = window.dialogs.expert_way_dialog
    assert dialog is not None
    qtbot.waitUntil(lambda: dialog.way is not None, timeout=60_000)
    assert english_in(visible_texts(dialog)) == []
    assert dialog.verdict.text() and "expert" not in dialog.verdict.text()
    dialog.close()


def test_not_offered_in_a_hot_seat_match(qtbot, make_window) -> None:
    """Nobody could play the other people's cards: the command is off, its button hidden,
    and asked for anyway the window says when it can be."""
    window = make_window(mode="hotseat")
    said: list[str] = []
    window.messages.said.connect(lambda text, _felt: said.append(text))
    assert window.dialogs.expert_way_job() is None
    assert not window.commands["expert_way"].isEnabled()
    window.dialogs.expert_way()
    assert said and "against the computer" in said[-1]
    assert window.dialogs.expert_way_dialog is None
