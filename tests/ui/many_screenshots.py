"""Screenshots of the table of three and four (``make_screenshots many``): Ginski for four
at the first upcard's offer and at a hand's summary, a three-handed hand you sit out,
partnership gin with your partner's game beside yours, each at 1366x768 and 2560x1440,
and the new-match dialog seating Ginski for four."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from gin_desktop.engine import Hand, Match, Phase, PlayerView, RuleSet
from gin_desktop.session import MatchSettings, game_rules
from gin_desktop.storage import Settings
from gin_desktop.ui.window.app import MainWindow

from .make_screenshots import _SETTINGS, INSTANT, OUT, _close, _pump, _save, create_player

if TYPE_CHECKING:
    from PySide6.QtWidgets import QApplication

SIZES = ((1366, 768), (2560, 1440))
NAMES = ("Ani", "Budi", "Citra", "Dewi")


def _window(
    app: QApplication, size: tuple[int, int], game: str, players: int, *, pause: int = 0
) -> MainWindow:
    table = (("Ani", None), *((name, "casual") for name in NAMES[1:players]))
    rules = game_rules(game, players, RuleSet())
    settings = MatchSettings(table, rules=rules, game=game, seed=4)
    preferences = replace(INSTANT, computer_pause_ms=pause)
    window = MainWindow(
        settings=settings, store=Settings.in_file(_SETTINGS), preferences=preferences
    )
    window.resize(*size)
    window.show()
    _pump(app)
    return window


def _play_until(app: QApplication, window: MainWindow, stop) -> None:
    """Your seat played by the strong computer player, until ``stop(view)``."""
    me = create_player("strong", 99)
    for _ in range(3000):
        _pump(app, 0.01)
        view = window.view
        if view is None:
            continue
        if stop(view):
            return
        if view.phase == Phase.ENDED and (
            view.side_game is None or view.side_game.phase == Phase.ENDED
        ):
            window.controller.next_hand_requested()
        elif view.is_my_turn:
            window.controller.action_requested(me.choose(view))
    raise RuntimeError("the position wanted was never reached")


def ginski(app: QApplication) -> None:
    for width, height in SIZES:
        window = _window(app, (width, height), "ginski", 4)
        _play_until(app, window, lambda v: v.phase == Phase.FIRST_UPCARD and v.is_my_turn)
        _save(app, window, f"table-{width}x{height}-ginski-offer.png")
        _close(app, window)
        window = _window(app, (width, height), "ginski", 4)

        def laid_off(view: PlayerView) -> bool:
            return view.phase == Phase.ENDED and bool(view.laid_off)

        _play_until(app, window, laid_off)
        _save(app, window, f"table-{width}x{height}-ginski-summary.png")
        _close(app, window)


def three_handed(app: QApplication) -> None:
    """You deal, so you sit the hand out: the two computers play it at their pace."""
    rules = RuleSet.preset("three_handed")
    for width, height in SIZES:
        window = _window(app, (width, height), "three_handed", 3, pause=150)
        data = Match(rules, seed=3, names=NAMES[:3]).to_dict()
        data["round"] = Hand.deal(rules, dealer=0, seed="sit out").to_dict()
        settings = window.controller.settings
        window.controller.start_match(settings, Match.from_dict(data))
        _play_until(app, window, lambda v: len(v.discard_pile) >= 5)
        _save(app, window, f"table-{width}x{height}-three-handed-sitting-out.png")
        _close(app, window)


def partnership(app: QApplication) -> None:
    for width, height in SIZES:
        window = _window(app, (width, height), "partnership", 4, pause=60)

        def midway(view: PlayerView) -> bool:
            side = view.side_game
            return (
                view.is_my_turn
                and view.phase == Phase.DISCARD
                and side is not None
                and (len(side.discard_pile) >= 4)
            )

        _play_until(app, window, midway)
        window.scene.sort_hand("melds")
        _save(app, window, f"table-{width}x{height}-partnership.png")
        _close(app, window)


def new_match(app: QApplication) -> None:
    from gin_desktop.ui.dialogs.new_match import NewMatchDialog

    table = (("Ani", None), ("Budi", "strong"), ("Citra", None), ("Dewi", "casual"))
    current = MatchSettings(table, game="ginski")
    dialog = NewMatchDialog(current, rules=RuleSet(), edit_rules=lambda parent, rules: None)
    dialog.show()
    _pump(app, 0.2)
    path = OUT / "new-match.png"
    dialog.grab().save(str(path))
    print(path.relative_to(OUT.parents[1]))
    dialog.close()


def many(app: QApplication) -> None:
    new_match(app)
    ginski(app)
    three_handed(app)
    partnership(app)
