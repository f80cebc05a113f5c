"""Screenshots for the README:
``uv run python -m tests.ui.make_screenshots [table|window|docks|history|courts|id|many|trust|
coach|contrast]``.

Plays seeded matches offscreen with a computer player in your seat (through the window's
controller, as the buttons do) and saves into docs/screenshots/:

- ``table``: the window at 800x600, 1366x768 and 2560x1440, mid-hand and at the hand
  summary;
- ``history``: the Statistics window (every hand reviewed by the coach, for the accuracy
  chart), the hand history and a replay, mid-hand and at its showdown;
- ``contrast``: the table in high contrast at 1366x768 and 1920x1080, and in large print
  (cards at 200%), in English and Indonesian;
- ``coach``: in English and Indonesian, a hint on the felt at 1366x768 and 800x600, the
  review of the hand it begins, the expert's way of that hand, and the accuracy chart;
- ``courts``: the twelve court cards in the two-colour and the four-colour deck, the card
  backs on each felt, and the table at 1366x768 and 2560x1440 with a hand of court cards
  (with the red back on blue felt, and the navy back on burgundy felt in four colours);
- ``docks``: the score sheet and the match log docked at 1366x768, five hands into a match,
  in English and Bahasa Indonesia (dock-*.png);
- ``window``: the window at 1366x768 with the match log docked, with the score sheet
  docked at the end of a match, the hot-seat privacy screen (also at 800x600), and the
  new-match dialog;
- ``many``: the table of three and four (``many_screenshots.py``): Ginski for four at the
  first upcard's offer and at a summary, a three-handed hand you sit out, and partnership
  gin, at 1366x768 and 2560x1440, and the new-match dialog (new-match.png);
- ``trust``: a refused move said on the felt (1366x768), and the new-match dialog in
  Bahasa Indonesia over a window of 800x600;
- ``id``: in Bahasa Indonesia at 1366x768: the table mid-hand, a hand summary (with the
  match log docked) and the house-rules dialog.

The style, font and scale are pinned so the images are the same on every run; the
window's settings live in a temporary file, never the player's own.
"""

from __future__ import annotations

import os
import sys
import tempfile
import time
from dataclasses import replace
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("QT_SCALE_FACTOR", "1")

from PySide6.QtCore import QStandardPaths
from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import QApplication, QWidget

import gin_desktop.ui  # noqa: F401  (the PySide6 guard)
from gin_desktop.ai import create_player
from gin_desktop.engine import Knock, Phase, PlayerView, best_arrangement
from gin_desktop.session import MatchSettings
from gin_desktop.storage import Preferences, Settings
from gin_desktop.storage.statistics import Statistics
from gin_desktop.ui.window.app import MainWindow
from gin_desktop.words import language
from tests.ui.table_queries import info_text, panel_text

QStandardPaths.setTestModeEnabled(True)
_SETTINGS = Path(tempfile.mkdtemp(prefix="gin-shots-")) / "settings.ini"
INSTANT = Preferences(
    animation_speed="instant", computer_pause_ms=0, confirm_knock=False, sound_volume=0
)

SIZES = [(800, 600), (1366, 768), (2560, 1440)]
OUT = Path(__file__).resolve().parents[2] / "docs" / "screenshots"
MIDHAND = (2, 5)
"""Seed and how many of your discards before the mid-hand picture."""
SUMMARY_SEED = 3
PLAYER = ["Ana"]
"""The name in your seat; empty: the default, in the language spoken ("You", "Kamu")."""


def _pump(app: QApplication, seconds: float = 0.05) -> None:
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        app.processEvents()
        time.sleep(0.002)


def _window(
    app: QApplication, size: tuple[int, int], seed: int, mode: str = "computer"
) -> MainWindow:
    if mode == "hotseat":
        settings = MatchSettings.hotseat_of(PLAYER[0], "Budi", seed=seed)
    else:
        settings = MatchSettings.against_computer(PLAYER[0], "casual", seed=seed)
    store = Settings.in_file(_SETTINGS)
    window = MainWindow(settings=settings, store=store, preferences=INSTANT)
    window.resize(*size)
    window.show()
    _pump(app)
    return window


def _play_until(app: QApplication, window: MainWindow, stop) -> None:
    """Your seat played by the strong computer player, until ``stop(view, turns)``."""
    me = create_player("strong", 99)
    turns = 0
    for _ in range(400):
        _pump(app, 0.01)
        view = window.view
        assert view is not None
        if stop(view, turns):
            return
        if view.phase == Phase.ENDED:
            window.controller.next_hand_requested()
            continue
        if not view.is_my_turn:
            continue
        action = me.choose(view)
        if view.phase == Phase.DISCARD:
            turns += 1
        window.controller.action_requested(action)
    raise RuntimeError("the position wanted was never reached")


def midhand(app: QApplication, size: tuple[int, int]) -> MainWindow:
    seed, wanted = MIDHAND
    window = _window(app, size, seed)
    _play_until(app, window, lambda v, t: v.phase == Phase.DISCARD and v.is_my_turn and t >= wanted)
    view = window.view
    assert view is not None
    window.scene.sort_hand("melds")  # as a player would, with the Arrange melds button
    knocks = [a.card for a in view.legal_actions if isinstance(a, Knock)]
    window.scene.select(knocks[0] if knocks else window.scene.displayed_hand()[-1])
    return window


def summary(app: QApplication, size: tuple[int, int]) -> MainWindow:
    window = _window(app, size, SUMMARY_SEED)

    def laid_off_summary(view, turns) -> bool:
        return view.phase == Phase.ENDED and bool(view.laid_off)

    _play_until(app, window, laid_off_summary)
    return window


def _save(app: QApplication, window: MainWindow, name: str) -> None:
    _pump(app, 0.3)
    path = OUT / name
    window.grab().save(str(path))
    print(path.relative_to(OUT.parents[1]))


def _save_dialog(app: QApplication, dialog: QWidget, name: str) -> None:
    """Show ``dialog``, save its picture as ``name``, close it."""
    dialog.show()
    _pump(app, 0.2)
    path = OUT / name
    dialog.grab().save(str(path))
    print(path.relative_to(OUT.parents[1]))
    dialog.close()


def _close(app: QApplication, window: MainWindow) -> None:
    window.controller.shutdown()
    window.close()
    window.deleteLater()
    _pump(app)


def with_log(app: QApplication) -> None:
    """Hand 3 of a match, mid-hand, with the match log docked beside the table."""
    window = _window(app, (1366, 768), MIDHAND[0])
    window.panels.set_shown("match_log", True, remember=False)

    def two_melds_in_a_later_hand(view: PlayerView, turns: int) -> bool:
        if view.hand_number < 2 or view.phase != Phase.DISCARD or not view.is_my_turn:
            return False
        return len(best_arrangement(view.hand).melds) >= 2

    _play_until(app, window, two_melds_in_a_later_hand)
    window.scene.sort_hand("melds")
    _save(app, window, "window-with-log.png")
    _close(app, window)


def with_score_sheet(app: QApplication) -> None:
    """The end of a match with end-of-match bonuses: the result and the score sheet."""
    store = Settings.in_file(_SETTINGS)
    store.save_rules(store.rules().with_changes(end_bonuses=True))
    window = _window(app, (1366, 768), SUMMARY_SEED)
    window.controller.start_match(
        MatchSettings.against_computer("Ana", "casual", rules=store.rules(), seed=SUMMARY_SEED)
    )
    _play_until(app, window, lambda v, t: v.match_over)
    window.next_hand()  # the Match result button
    _save(app, window, "window-with-score-sheet.png")
    _close(app, window)
    store.save_rules(store.rules().with_changes(end_bonuses=False))


def docks(app: QApplication) -> None:
    """The score sheet and the match log docked at 1366x768, five hands into a match, in
    English and in Bahasa Indonesia (default names: they follow the language)."""
    for spoken, suffix in (("en", ""), ("id", "-id")):
        language.use(spoken)
        PLAYER[0] = ""
        try:
            window = _window(app, (1366, 768), MIDHAND[0])
            me = create_player("strong", 99)
            deadline = time.monotonic() + 120
            while time.monotonic() < deadline:
                _pump(app, 0.01)
                view = window.view
                if view is None or not view.is_my_turn:
                    if view is not None and view.phase == Phase.ENDED:
                        window.controller.next_hand_requested()
                    continue
                if view.hand_number >= 6 and view.phase == Phase.DISCARD:
                    break
                window.controller.action_requested(me.choose(view))
            window.scene.sort_hand("melds")
            for panel, name in (("score_sheet", "dock-score-sheet"), ("match_log", "dock-log")):
                window.panels.set_shown(panel, True, remember=False)
                _save(app, window, f"{name}-1366x768{suffix}.png")
            _close(app, window)
        finally:
            language.use("en")
            PLAYER[0] = "Ana"


def hotseat(app: QApplication) -> None:
    """The privacy screen between two hot-seat turns, at 1366x768 and 800x600."""
    for size, name in (((1366, 768), "hotseat-privacy.png"), ((800, 600), None)):
        window = _window(app, size, 5, mode="hotseat")
        window.controller.reveal_requested()
        legal = window.view.legal_actions if window.view is not None else ()
        window.controller.action_requested(legal[-1])  # the first move; the screen passes
        _save(app, window, name or f"hotseat-privacy-{size[0]}x{size[1]}.png")
        _close(app, window)


def new_match_dialog(app: QApplication) -> None:
    """The new-match dialog with hot-seat chosen, on house rules with end-of-match bonuses."""
    from gin_desktop.engine import RuleSet
    from gin_desktop.ui.dialogs.new_match import NewMatchDialog

    current = MatchSettings.hotseat_of("Ana", "Budi")
    dialog = NewMatchDialog(
        current, rules=RuleSet.preset("classic_bonuses"), edit_rules=lambda parent, rules: None
    )
    dialog.show()
    _pump(app, 0.2)
    path = OUT / "new-match-dialog.png"
    dialog.grab().save(str(path))
    print(path.relative_to(OUT.parents[1]))
    dialog.close()


def coach(app: QApplication) -> None:
    """In English and in Indonesian: a hint on the felt at 1366x768 and 800x600, the review
    of the hand it begins, and the Statistics window's accuracy chart."""

    for spoken, suffix in (("en", ""), ("id", "-id")):
        language.use(spoken)
        try:
            for size in ((1366, 768), (800, 600)):
                _hint_and_review(app, size, suffix, review=size == (1366, 768))
            _accuracy_chart(app, f"accuracy{suffix}.png")
        finally:
            language.use("en")


def _hint_and_review(app: QApplication, size: tuple[int, int], suffix: str, review: bool) -> None:
    from gin_desktop.ui.dialogs.review import ReviewDialog

    window = _window(app, size, 1)  # you are offered an upcard the coach takes
    window.commands["hint"].trigger()
    end = time.monotonic() + 60
    while not window.hints.given and time.monotonic() < end:
        _pump(app, 0.1)
    _save(app, window, f"table-{size[0]}x{size[1]}-hint{suffix}.png")
    if review:
        window.controller.pass_requested()  # against the hint: the review will say so
        _play_until(app, window, lambda view, _turns: view.phase == Phase.ENDED)
        window.commands["review_hand"].trigger()
        dialog = window.dialogs.review
        assert isinstance(dialog, ReviewDialog)
        while not dialog.work.done and time.monotonic() < end + 60:
            _pump(app, 0.1)
        _pump(app, 0.5)
        path = OUT / f"review{suffix}.png"
        dialog.grab().save(str(path))
        print(path.relative_to(OUT.parents[1]))
        dialog.close()
        _expert_way(app, window, suffix)
    _close(app, window)


def _expert_way(app: QApplication, window: MainWindow, suffix: str) -> None:
    """The same cards, the expert's way, beside your play of the hand just ended."""
    window.commands["expert_way"].trigger()
    dialog = window.dialogs.expert_way_dialog
    assert dialog is not None
    end = time.monotonic() + 120
    while dialog.way is None and time.monotonic() < end:
        _pump(app, 0.1)
    _save_dialog(app, dialog, f"expert-way{suffix}.png")


def _accuracy_chart(app: QApplication, name: str) -> None:
    """The Statistics window over a few matches whose every hand the coach reviewed."""
    from datetime import datetime, timedelta

    from gin_desktop.engine import RuleSet
    from gin_desktop.storage.statistics import Statistics
    from gin_desktop.ui.dialogs.statistics import StatisticsDialog
    from tests.storage.test_statistics import play_and_record, session_against

    stats = Statistics(Path(tempfile.mkdtemp(prefix="gin-shots-")) / "statistics.sqlite")
    clock = [datetime(2026, 12, 2, 19, 0)]
    for seed in range(4):
        level = ("casual", "strong")[seed % 2]
        play_and_record(stats, session_against(level, RuleSet(target_score=40)), seed, clock)
        clock[0] += timedelta(hours=1)
    _review_every_hand(stats)
    from gin_desktop.play.controller import GameController

    controller = GameController()  # the level names, in the language spoken
    levels = {level: controller.level_name(level) for level in ("casual", "strong")}
    _save_dialog(app, StatisticsDialog(stats, levels), name)


def contrast(app: QApplication) -> None:
    """The table mid-hand in high contrast at 1366x768 and 1920x1080 (Preferences ›
    Contrast: high)."""
    for size in ((1366, 768), (1920, 1080)):
        window = midhand(app, size)
        window.apply_preferences(replace(INSTANT, contrast="high"), save=False)
        _save(app, window, f"table-{size[0]}x{size[1]}-high-contrast.png")
        _close(app, window)
    for size, spoken in (((1366, 768), "en"), ((1920, 1080), "id")):
        language.use(spoken)
        window = midhand(app, size)
        window.apply_preferences(replace(INSTANT, card_size=200), save=False)
        _save(app, window, f"table-{size[0]}x{size[1]}-large-print-{spoken}.png")
        _close(app, window)
        language.use("en")


def settings_dialogs(app: QApplication) -> None:
    """The preferences (with the sound's volume) and the house rules of Ginski for two."""
    from gin_desktop.engine import house_default
    from gin_desktop.storage import Preferences
    from gin_desktop.ui.dialogs.house_rules import HouseRulesDialog
    from gin_desktop.ui.dialogs.preferences import PreferencesDialog

    for name, dialog in (
        ("settings-dialog.png", PreferencesDialog(Preferences())),
        ("house-rules-ginski.png", HouseRulesDialog(house_default("ginski", 2))),
    ):
        _save_dialog(app, dialog, name)


def history(app: QApplication) -> None:
    """The Statistics window, the hand history and a replay (mid-hand and its showdown),
    from matches recorded into a temporary database."""
    from datetime import datetime, timedelta

    from gin_desktop.engine import HandReplay, RuleSet
    from gin_desktop.storage.statistics import HandEntry, Statistics
    from gin_desktop.ui.dialogs.history import HistoryDialog
    from gin_desktop.ui.dialogs.replay import ReplayDialog
    from gin_desktop.ui.dialogs.statistics import StatisticsDialog
    from tests.storage.test_statistics import play_and_record, session_against

    stats = Statistics(Path(tempfile.mkdtemp(prefix="gin-shots-")) / "statistics.sqlite")
    clock = [datetime(2026, 12, 2, 19, 0)]
    for seed in range(6):
        level = ("casual", "strong", "expert")[seed % 3]
        play_and_record(stats, session_against(level, RuleSet(target_score=60)), seed, clock)
        clock[0] += timedelta(hours=1)
    _review_every_hand(stats)
    levels = {"casual": "Casual", "strong": "Strong", "expert": "Expert"}
    dialogs: list[tuple[str, QWidget]] = [
        ("statistics", StatisticsDialog(stats, levels)),
        ("history", HistoryDialog(stats, levels)),
    ]

    def replay_of(entry: HandEntry) -> HandReplay:
        hand = stats.recorded_hand(entry.key, entry.hand_number)
        return HandReplay(hand.rules, hand.dealer, hand.seed, hand.actions)

    # A hand with lay-offs, to show them at the showdown.
    entry = next(e for e in stats.history() if replay_of(e).steps[-1].laid_off)
    replay = replay_of(entry)
    for name, index in (("replay", len(replay.steps) // 2), ("replay-showdown", -1)):
        dialog = ReplayDialog(replay, entry.names, 0, title="Replay")
        dialog.go(index % len(replay.steps))
        dialogs.append((name, dialog))
    for name, dialog in dialogs:
        dialog.show()
        _pump(app, 0.2)
        path = OUT / f"{name}.png"
        dialog.grab().save(str(path))
        print(path.relative_to(OUT.parents[1]))
        dialog.close()


def _review_every_hand(stats: Statistics) -> None:
    """The coach's review of the first seat's decisions in every hand recorded, kept as the
    window keeps it (for the accuracy chart)."""
    from gin_desktop.ai.review import ReviewJob, review

    for entry in stats.history():
        hand = stats.recorded_hand(entry.key, entry.hand_number)
        job = ReviewJob(hand.rules, hand.dealer, hand.seed, hand.actions, hand.players, (0,))
        mine = review(job).of(0)
        fine = sum(decision.mark == "fine" for decision in mine)
        stats.record_accuracy(entry.key, entry.hand_number, entry.game, fine, len(mine))


COURT_DEAL = ("JS QS KS JH QH KH JD QD KD 2C", "2S 3S 4S 5H 6H 7D 8D 9S TC 3C", "QC")
"""Your hand of three runs of court cards, the computer's of low cards, and a queen turned
up: every figure on the table at once."""


def _sheet(rows: list[list[QPixmap]], felt: str = "green", gap: int = 16) -> QPixmap:
    """Pixmaps in rows on felt, ``gap`` pixels apart."""
    from PySide6.QtGui import QPainter

    from gin_desktop.ui.table.felt import felt_brush

    width = max(sum(p.width() / p.devicePixelRatio() + gap for p in row) for row in rows) + gap
    height = sum(max(p.height() / p.devicePixelRatio() for p in row) + gap for row in rows) + gap
    sheet = QPixmap(round(width), round(height))
    painter = QPainter(sheet)
    painter.fillRect(sheet.rect(), felt_brush(felt, width, height))
    y = float(gap)
    for row in rows:
        x = float(gap)
        for pixmap in row:
            painter.drawPixmap(round(x), round(y), pixmap)
            x += pixmap.width() / pixmap.devicePixelRatio() + gap
        y += max(p.height() / p.devicePixelRatio() for p in row) + gap
    painter.end()
    return sheet


def _save_pixmap(pixmap: QPixmap, name: str) -> None:
    path = OUT / name
    pixmap.save(str(path))
    print(path.relative_to(OUT.parents[1]))


def courts(app: QApplication) -> None:
    """The court cards, the backs on the felts, and tables with court cards in hand."""
    from dataclasses import replace

    from gin_desktop.engine import Card
    from gin_desktop.plan.geometry import CARD_RATIO
    from gin_desktop.ui.table.art import CARD_BACKS, CardArt
    from gin_desktop.ui.table.felt import TABLE_COLOURS
    from tests.ui.conftest import deck, match_on_deck

    width = 150.0
    rows = []
    for four in (False, True):
        art = CardArt()
        art.set_four_colour(four)
        names = [rank + suit for suit in "SHDC" for rank in "KQJ"]
        for half in (names[:6], names[6:]):
            rows.append(
                [art.pixmap(Card.from_str(n), width, width * CARD_RATIO, 1.0) for n in half]
            )
    _save_pixmap(_sheet(rows), "court-cards.png")
    panels = []
    for felt in TABLE_COLOURS:
        cards = []
        for back in CARD_BACKS:
            art = CardArt()
            art.set_back(back)
            cards.append(art.pixmap(None, 110, 110 * CARD_RATIO, 1.0))
        cards.append(CardArt().pixmap(Card.from_str("KH"), 110, 110 * CARD_RATIO, 1.0))
        panels.append(_sheet([cards], felt))
    _save_pixmap(_sheet([panels], "green", gap=0), "backs-and-felts.png")
    looks = (
        ((1366, 768), replace(INSTANT, card_back="red", table_colour="blue")),
        ((2560, 1440), replace(INSTANT, card_back="navy", table_colour="burgundy",
                               deck_style="four_colour")),
    )  # fmt: skip
    for size, preferences in looks:
        window = _window(app, size, 1)
        window.apply_preferences(preferences, save=False)
        settings = MatchSettings.against_computer("Ana", "casual", seed=1)
        window.controller.start_match(settings, match_on_deck(deck(*COURT_DEAL), dealer=1))
        _pump(app, 0.3)
        _save(app, window, f"table-{size[0]}x{size[1]}-courts.png")
        _close(app, window)


def indonesian(app: QApplication) -> None:
    """The table mid-hand, a hand summary and the house-rules dialog in Bahasa Indonesia,
    at 1366x768, the player's name left to its default ("Kamu")."""
    from gin_desktop.engine import RuleSet
    from gin_desktop.ui.dialogs.house_rules import HouseRulesDialog

    language.use("id")
    PLAYER[0] = ""
    try:
        window = midhand(app, (1366, 768))
        _save(app, window, "table-id-midhand.png")
        _close(app, window)
        window = summary(app, (1366, 768))
        window.panels.set_shown("match_log", True, remember=False)
        _save(app, window, "table-id-summary.png")
        _close(app, window)
        dialog = HouseRulesDialog(RuleSet.preset("classic_bonuses"))
        dialog.show()
        _pump(app, 0.2)
        path = OUT / "house-rules-id.png"
        dialog.grab().save(str(path))
        print(path.relative_to(OUT.parents[1]))
        dialog.close()
    finally:
        language.use("en")
        PLAYER[0] = "Ana"


def trust(app: QApplication) -> None:
    """A refused move said on the felt, above the hand (1366x768), and the new-match
    dialog in Bahasa Indonesia over a window of 800x600."""
    from gin_desktop.engine import DrawStock
    from gin_desktop.ui.dialogs.new_match import NewMatchDialog

    window = midhand(app, (1366, 768))
    window.controller.action_requested(DrawStock())  # drawing again: refused, in words
    _save(app, window, "table-1366x768-refusal.png")
    _close(app, window)
    language.use("id")
    try:
        window = _window(app, (800, 600), SUMMARY_SEED)
        dialog = NewMatchDialog(
            MatchSettings.against_computer("", "casual"),
            parent=window,
            edit_rules=lambda parent, rules: None,
        )
        dialog.show()
        _pump(app, 0.2)
        path = OUT / "new-match-id-800x600.png"
        dialog.grab().save(str(path))
        print(path.relative_to(OUT.parents[1]), dialog.width(), dialog.height())
        dialog.close()
        _close(app, window)
    finally:
        language.use("en")


def main() -> int:
    app = QApplication.instance() or QApplication(sys.argv[:1])
    assert isinstance(app, QApplication)
    app.setStyle("Fusion")
    OUT.mkdir(parents=True, exist_ok=True)
    wanted = set(sys.argv[1:]) or {"table", "window"}
    if "docks" in wanted:
        docks(app)
    if "window" in wanted:
        with_log(app)
        with_score_sheet(app)
        hotseat(app)
        new_match_dialog(app)
        settings_dialogs(app)
    if "history" in wanted:
        history(app)
    if "coach" in wanted:
        coach(app)
    if "contrast" in wanted:
        contrast(app)
    if "trust" in wanted:
        trust(app)
    if "id" in wanted:
        indonesian(app)
    if "courts" in wanted:
        courts(app)
    if "many" in wanted:
        from tests.ui.many_screenshots import many

        many(app)
    if "table" not in wanted:
        return 0
    for width, height in SIZES:
        for name, make in (("midhand", midhand), ("summary", summary)):
            window = make(app, (width, height))
            _pump(app, 0.2)
            path = OUT / f"table-{width}x{height}-{name}.png"
            window.grab().save(str(path))
            print(
                path.relative_to(OUT.parents[1]),
                "|",
                panel_text(window.scene)[:90] or info_text(window.scene),
            )
            window.controller.shutdown()
            window.close()
            window.deleteLater()
            _pump(app)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
