"""The match log: every public event, in order, hand after hand; never a hidden card.

Matches are played by two computer players, and the log is fed the way the window feeds
it: started from the PlayerView of each person at the screen, then each move's ``Change``.
"""

from __future__ import annotations

import csv
import io
import itertools
import json
import re
from collections.abc import Callable, Iterator, Sequence
from datetime import datetime, timedelta
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QPoint, Qt, QTranslator
from PySide6.QtGui import QFont

from gin_desktop.ai import create_player
from gin_desktop.engine import Card, Change, Event, EventKind, Hand, Match, NextHand, RuleSet
from gin_desktop.ui.widgets.log_panel import EventLogModel, LogPanel
from gin_desktop.words.wording import event_what as what

NAMES = ("Ana", "Computer")


def play(match: Match, until: Callable[[Match], bool], after: Callable[[Change], None]) -> None:
    """Two seeded computer players play ``match`` until ``until(match)``; ``after`` gets
    the change of every move, as the window's log gets the controller's ``changed``."""
    players = (create_player("beginner", 1), create_player("beginner", 2))
    while not until(match):
        seat = match.to_act
        if seat is None:
            after(match.play(NextHand()))
        else:
            after(match.play(players[seat].choose(match.view(seat)), seat=seat))


def in_hand(n: int) -> Callable[[Match], bool]:
    """Stop once hand ``n`` has ended (or the match)."""
    return lambda m: m.is_over or (m.hand_number == n and m.to_act is None)


class TooLate(Exception):
    """The hand ended before the moment a test wanted."""


def mid_hand(n: int, hidden: int) -> Callable[[Match], bool]:
    """Stop in hand ``n`` once seat 1 holds ``hidden`` cards that seat 0 has not seen."""

    def done(m: Match) -> bool:
        if m.is_over or m.hand_number > n or (m.hand_number == n and m.to_act is None):
            raise TooLate
        return m.hand_number == n and len(hidden_cards(m.hand.events, viewer=0)) >= hidden

    return done


def match_at(
    panel: LogPanel, n: int, hidden: int, seats: tuple[int, ...], names: tuple[str, str] = NAMES
) -> Match:
    """The first seeded match that reaches the moment ``mid_hand(n, hidden)``, fed to the
    log as the window would: the views of ``seats`` after every move. The seeds are tried
    in turn, so that a change in the computer's play does not break the test."""
    for seed in range(7, 100):
        match = Match(RuleSet(), seed=seed, names=names)

        panel.start([match.view(seat) for seat in seats])
        try:
            play(match, mid_hand(n, hidden), panel.add)
        except TooLate:
            panel.clear()
            continue
        return match
    raise AssertionError(f"no seeded match reaches hand {n} with {hidden} hidden cards")


class Clock:
    def __init__(self) -> None:
        self.now = datetime(2026, 5, 9, 20, 0, 0)

    def __call__(self) -> datetime:
        self.now += timedelta(seconds=2)
        return self.now


@pytest.fixture
def panel(qtbot) -> LogPanel:
    panel = LogPanel(clock=Clock())
    qtbot.addWidget(panel)
    panel.resize(520, 600)
    panel.show()
    qtbot.waitExposed(panel)
    return panel


@pytest.fixture
def played(panel: LogPanel) -> Iterator[tuple[LogPanel, Match]]:
    """Two hands of a seeded match and part of the third, seen by seat 0: the
    computer holds cards drawn from the stock that nobody has seen yet."""
    yield panel, match_at(panel, 3, 4, seats=(0,))


def expected_events(match: Match, seat: int) -> list[Event]:
    return [event.for_seat(seat) for event in match.events]


def hands_of(events: Sequence[Event]) -> list[list[Event]]:
    """A match's events hand by hand (a hand starts at its deal; the cut is hand 1's)."""
    hands: list[list[Event]] = [[]]
    for event in events:
        if event.kind == EventKind.DEAL and any(e.kind == EventKind.DEAL for e in hands[-1]):
            hands.append([])
        hands[-1].append(event)
    return hands


def hidden_cards(events: Sequence[Event], viewer: int) -> set[Card]:
    """The other seat's private cards in one hand's ``events`` (stock draws, a face-down
    discard) that ``viewer`` never saw there: not discarded, shown in melds or laid off."""
    private = {
        card for event in events if event.private and event.seat != viewer for card in event.cards
    }
    seen = {
        card
        for event in events
        for card in (*event.for_seat(viewer).cards, *(c for meld in event.melds for c in meld))
    }
    return private - seen


def exported_by_hand(model: EventLogModel) -> dict[int, list[str]]:
    """The text, CSV and JSON exports cut into each hand's part."""
    parts: dict[int, list[str]] = {}
    text = model.export("text")
    for chunk in text.split("\nHand ")[1:]:
        number, _, body = chunk.partition("\n")
        parts.setdefault(int(number), []).append(body)
    table = list(csv.reader(io.StringIO(model.export("csv"))))
    for line in table[1:]:
        parts[int(line[0])].append(",".join(line))
    for item in json.loads(model.export("json"))["rows"]:
        parts[item["hand"]].append(json.dumps(item, ensure_ascii=False))
    return parts


def mentions(text: str, card: Card) -> bool:
    return card.pretty in text or re.search(rf"\b{card}\b", text) is not None


def test_the_log_holds_every_public_event_of_three_hands_in_order(played):
    panel, match = played
    rows = panel.model.rows()
    assert [row.event for row in rows] == expected_events(match, 0)
    assert [row.hand for row in rows if row.event.kind == EventKind.DEAL] == [1, 2, 3]
    assert panel.model.current_hand == 3
    assert panel.model.rowCount() == len(rows)


def test_no_hidden_card_reaches_the_log_or_any_export(played):
    """Hand by hand (a card seen in hand 1 is dealt again in hand 2)."""
    panel, match = played
    hands = hands_of(match.events)
    assert len(hands) == 3
    hidden = [hidden_cards(events, viewer=0) for events in hands]
    assert len(hidden[2]) >= 3, "the computer holds cards from the stock nobody has seen"
    exported = exported_by_hand(panel.model)
    for number, cards in enumerate(hidden, start=1):
        shown = [row.what for row in panel.model.rows() if row.hand == number]
        for text in [*exported[number], *shown]:
            leaked = [str(card) for card in cards if mentions(text, card)]
            assert not leaked, f"hidden cards in hand {number}: {leaked} in {text!r}"
    their_draws = [
        row for row in panel.model.rows() if row.event.kind == EventKind.DREW_STOCK and row.seat
    ]
    assert their_draws and all(row.what == "drew a card from the stock" for row in their_draws)


def test_the_exports_contain_every_public_event(played, tmp_path: Path):
    panel, match = played
    expected = expected_events(match, 0)
    rows = panel.model.rows()

    panel.export(tmp_path / "log.json", "json")
    data = json.loads((tmp_path / "log.json").read_text(encoding="utf-8"))
    assert data["names"] == list(NAMES) and data["viewer"] == 0
    assert [Event.from_dict(item["event"]) for item in data["rows"]] == expected
    assert [item["hand"] for item in data["rows"]] == [row.hand for row in rows]

    panel.export(tmp_path / "log.csv", "csv")
    with (tmp_path / "log.csv").open(encoding="utf-8", newline="") as file:
        table = list(csv.DictReader(file))
    assert [line["kind"] for line in table] == [event.kind.value for event in expected]
    assert [line["what"] for line in table] == [row.what for row in rows]
    assert {line["summary"] for line in table if line["kind"] == "hand_scored"} == {"1"}

    panel.export(tmp_path / "log.txt", "text")
    text = (tmp_path / "log.txt").read_text(encoding="utf-8")
    assert "as seen by Ana" in text
    for hand in (1, 2, 3):
        assert f"Hand {hand}" in text
    position = 0
    for row in rows:  # every row, in order
        position = text.index(row.what, position)
    assert len([row for row in rows if row.summary]) == text.count("» ")


def test_rows_are_appended_as_events_arrive_and_earlier_hands_are_kept(qtbot, panel):
    match = Match(RuleSet(), seed=4, names=NAMES)
    model = panel.model
    resets: list[int] = []
    model.modelReset.connect(lambda: resets.append(1))
    panel.start([match.view(0)])
    first = model.rowCount()
    resets.clear()
    assert [row.event.kind for row in model.rows()][:2] == [EventKind.CUT, EventKind.DEAL]

    inserted: list[tuple[int, int]] = []
    model.rowsInserted.connect(lambda _parent, a, b: inserted.append((a, b)))
    play(match, in_hand(2), panel.add)
    assert resets == [], "a new hand adds rows: it does not reset the log"
    assert inserted[0][0] == first
    assert all(b + 1 == a for (_, b), (a, _) in itertools.pairwise(inserted))
    assert model.rowCount() == inserted[-1][1] + 1
    assert {row.hand for row in model.rows()} == {1, 2}
    assert [row.event for row in model.rows()] == expected_events(match, 0)


def test_the_model_passes_qts_model_tester(qtmodeltester, played):
    panel, _ = played
    qtmodeltester.check(panel.model)
    qtmodeltester.check(panel.proxy)


def test_round_and_match_summaries_are_bold(played):
    panel, _ = played
    model = panel.model
    for row_number, row in enumerate(model.rows()):
        font = model.data(model.index(row_number, model.WHAT), Qt.ItemDataRole.FontRole)
        summary = row.event.kind in (EventKind.HAND_SCORED, EventKind.HAND_DRAWN)
        assert (isinstance(font, QFont) and font.bold()) == summary, row.what
    scored = [row for row in model.rows() if row.event.kind == EventKind.HAND_SCORED]
    assert len(scored) >= 2
    assert all("points" in row.what and "Score: Ana" in row.what for row in scored)


def test_the_filter_shows_the_current_hand_and_follows_it(qtbot, panel):
    match = Match(RuleSet(), seed=4, names=NAMES)
    panel.start([match.view(0)])
    play(match, in_hand(2), panel.add)
    box = panel.current_hand_box
    qtbot.mouseClick(box, Qt.MouseButton.LeftButton, pos=QPoint(8, box.height() // 2))
    assert box.isChecked()
    proxy = panel.proxy

    def shown_hands() -> set[int]:
        return {int(proxy.index(r, 0).data()) for r in range(proxy.rowCount())}

    assert shown_hands() == {2}
    assert proxy.rowCount() == len([r for r in panel.model.rows() if r.hand == 2])
    assert panel.table.model().rowCount() == proxy.rowCount()
    play(match, lambda m: m.hand_number == 3, panel.add)
    assert shown_hands() == {3}, "the filter follows the hand being played"
    qtbot.mouseClick(box, Qt.MouseButton.LeftButton, pos=QPoint(8, box.height() // 2))
    assert shown_hands() == {1, 2, 3}


def test_hot_seat_each_player_sees_their_own_log(qtbot, panel):
    match = match_at(panel, 2, 2, seats=(0, 1), names=("Ana", "Budi"))
    assert panel.model.viewer == 0, "the first view started from chooses the viewer"
    assert [row.event for row in panel.model.rows()] == expected_events(match, 0)
    panel.set_viewer(1)
    assert [row.event for row in panel.model.rows()] == expected_events(match, 1)
    assert json.loads(panel.model.export("json"))["viewer"] == 1
    budi_sees = exported_by_hand(panel.model)
    for number, events in enumerate(hands_of(match.events), start=1):
        for text in budi_sees[number]:
            assert not any(mentions(text, card) for card in hidden_cards(events, viewer=1))
    own = hidden_cards(hands_of(match.events)[1], viewer=0)  # Budi's draws Ana has not seen
    assert own and all(any(mentions(text, card) for text in budi_sees[2]) for card in own), (
        "Budi's log shows Budi's own stock draws"
    )


def test_a_new_match_starts_a_new_log(panel):
    first = Match(RuleSet(), seed=4, names=NAMES)
    panel.start([first.view(0)])
    play(first, in_hand(2), panel.add)
    second = Match(RuleSet(), seed=5, names=NAMES)
    panel.start([second.view(0)])
    assert [row.event for row in panel.model.rows()] == expected_events(second, 0)
    panel.clear()
    assert panel.model.rowCount() == 0 and panel.model.viewer is None


def test_a_single_hands_view_is_logged_without_match_totals(panel):
    hand = Hand.deal(RuleSet(), dealer=1, seed="one hand")
    players = (create_player("beginner", 3), create_player("beginner", 4))
    while hand.result is None:
        seat = hand.to_act
        assert seat is not None
        hand.apply(players[seat].choose(hand.view(seat)), seat=seat)
    panel.start([hand.view(0)])
    rows = panel.model.rows()
    assert [row.event for row in rows] == [event.for_seat(0) for event in hand.events]
    assert not any("Score:" in row.what for row in rows), "no totals outside a match"


def test_oklahoma_upcards_tell_the_knock_limit(panel):
    match = Match(RuleSet.preset("oklahoma"), seed=4, names=NAMES)
    panel.start([match.view(0)])
    upcard = next(r for r in panel.model.rows() if r.event.kind == EventKind.UPCARD_TURNED)
    assert "Knock with" in upcard.what or "Gin only" in upcard.what


class Marking(QTranslator):
    """A stand-in translation: each text of the log marked with »."""

    def translate(self, context, source, disambiguation=None, n=-1):  # type: ignore[override]
        return "»" + source if context == "MatchLog" else None


def test_the_words_go_through_qts_translation(qtbot):
    translator = Marking()
    QCoreApplication.installTranslator(translator)
    try:
        panel = LogPanel(clock=Clock())
        qtbot.addWidget(panel)
        match = Match(RuleSet(), seed=4, names=NAMES)
        panel.start([match.view(0)])
        assert panel.windowTitle() == "»Match log"
        rows = panel.model.rows()
        assert all(row.what.startswith("»") for row in rows), [row.what for row in rows]
    finally:
        QCoreApplication.removeTranslator(translator)


def test_an_unknown_format_is_refused(panel):
    with pytest.raises(ValueError, match="xml"):
        panel.model.export("xml")  # type: ignore[arg-type]


def test_model_columns(panel):
    model: EventLogModel = panel.model
    headers = [model.headerData(c, Qt.Orientation.Horizontal) for c in range(model.columnCount())]
    assert headers == ["Hand", "Time", "Who", "What"]


def test_gin_and_big_gin_are_worded_as_moves_and_as_results():
    """The labels "gin" and "big_gin" of a hand's result are also event kinds: each keeps
    its own sentence."""
    scores = (0, 0)
    for kind, label, move, result in (
        (EventKind.GIN, "gin", "went gin", "won the hand with gin: 31 points."),
        (EventKind.BIG_GIN, "big_gin", "went big gin", "won the hand with big gin: 37 points."),
    ):
        assert what(Event(kind, 0), NAMES, RuleSet(), scores) == move
        scored = Event(EventKind.HAND_SCORED, 0, points=31 if label == "gin" else 37, label=label)
        assert what(scored, NAMES, RuleSet(), scores) == result
    knock = Event(EventKind.KNOCKED, 0, deadwood=4)
    assert what(knock, NAMES, RuleSet(), scores) == "knocked with 4 deadwood"


def test_a_csv_cell_never_starts_a_formula(panel, tmp_path: Path):
    """A name like =HYPERLINK(...) would run as a formula in a spreadsheet: every cell
    that would start one gets a leading ' (names, and the sentences that begin with them),
    the full-width signs too (a spreadsheet reads ＝ as =)."""
    names = ('=HYPERLINK("x","y")', "＠Budi")
    match = Match(RuleSet(target_score=30), seed=4, names=names)
    panel.start([match.view(0)])
    play(match, in_hand(1), panel.add)
    panel.export(tmp_path / "log.csv", "csv")
    with (tmp_path / "log.csv").open(encoding="utf-8", newline="") as file:
        table = list(csv.reader(file))
    cells = [cell for line in table for cell in line]
    assert not [cell for cell in cells if cell[:1] in ("=", "+", "-", "@", "＝", "＋", "－", "＠")]
    assert "'" + names[0] in cells and "'＠Budi" in cells


def test_every_sentence_is_grammatical_for_you_as_for_a_name(panel):
    """Against the computer your name is "You": the log's sentences read "You dealt",
    "You won", never "You deals"; the text export marks results without markdown."""
    for names in (("You", "Computer"), ("Ana", "Computer")):
        panel.clear()
        match = Match(RuleSet(target_score=30), seed=4, names=names)
        panel.start([match.view(0)])
        play(match, lambda m: m.is_over, panel.add)
        rows = panel.model.rows()
        said = [f"{row.who} {row.what}" for row in rows if row.who]
        verbs = {row.what.split()[0] for row in rows if row.who}  # what the name does
        assert not verbs & {"deals", "wins", "gets", "scores", "has", "is"}, verbs
        assert any(line.startswith(f"{names[0]} dealt 10 cards each") for line in said)
        text = panel.model.export("text")
        assert "**" not in text and "» " in text
        cut = next(row.what for row in panel.model.rows() if row.event.kind == EventKind.CUT)
        assert cut.endswith("dealt first.")


def test_a_name_with_markup_is_text_in_the_tooltips(panel):
    names = ("<b>Ana</b>", "<img src='x.png'>")
    match = Match(RuleSet(target_score=30), seed=4, names=names)
    panel.start([match.view(0)])
    play(match, in_hand(1), panel.add)
    model = panel.model
    tips = [
        model.data(model.index(row, model.WHAT), Qt.ItemDataRole.ToolTipRole)
        for row in range(model.rowCount())
    ]
    with_names = [tip for tip in tips if "Ana" in tip or "img" in tip]
    assert with_names and not [tip for tip in with_names if "<b>Ana" in tip or "<img" in tip]
    assert all("&lt;" in tip for tip in with_names)


def test_a_move_taken_back_takes_its_rows_back(panel):
    """Undo: the rows the discard added go, and the rows of earlier hands stay."""
    match = Match(RuleSet(), seed=4, names=NAMES)
    panel.start([match.view(0)])
    play(match, lambda m: m.hand_number == 2 and m.hand.phase == "discard", panel.add)
    mark, rows = match.checkpoint(), panel.model.rows()
    discard = next(a for a in match.legal_actions() if type(a).__name__ == "Discard")
    change = match.play(discard)
    panel.add(change)
    assert len(panel.model.rows()) == len(rows) + len(change.events_for(0)) > len(rows)
    match.return_to(mark)
    panel.take_back(change)
    assert panel.model.rows() == rows and {row.hand for row in rows} == {1, 2}
