"""The new-match dialog: the game (gin, with bonuses, Oklahoma, Ginski for two to four,
three-handed or partnership gin), and per seat a name and who plays it, a person at this
screen or the computer at a level; one to four people share the screen in hot-seat. The
way to play gin for two is played by the house rules when they are that way's.

Every game is played by its saved house rules (``house_rules``, by game); the dialog shows
the rules of the game chosen in a line, and its House rules button opens their dialog
(through ``edit_rules``, which saves them). It returns a ``MatchSettings`` carrying the
rules.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QButtonGroup,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QPushButton,
    QRadioButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from gin_desktop.engine import (
    PRESET_NAMES,
    RuleSet,
    game_of_preset,
    house_default,
    house_game,
)
from gin_desktop.session import MAX_SEATS, MatchSettings, game_players, game_rules
from gin_desktop.words import new_match_words as words
from gin_desktop.words.new_match_words import rules_summary
from gin_desktop.words.seat_words import game_name, names_clash, no_person, seats_note

from .seat_table import SeatTable

RulesEditor = Callable[[QWidget, RuleSet], RuleSet | None]
"""Opens the house-rules dialog over the given parent for the game of the rules given;
the rules saved, or None."""
HouseRules = Callable[[str], RuleSet]
"""The saved house rules of a game (one of the engine's ``HOUSE_GAMES``)."""


class NewMatchDialog(QDialog):
    """Asks for a new match's settings; read them from ``settings()`` after ``exec()``."""

    def __init__(
        self,
        current: MatchSettings | None = None,
        parent: QWidget | None = None,
        *,
        rules: RuleSet | None = None,
        house_rules: HouseRules | None = None,
        edit_rules: RulesEditor | None = None,
    ) -> None:
        super().__init__(parent)
        current = current or MatchSettings()
        self._house_rules = house_rules or house_default
        self._house: dict[str, RuleSet] = {} if rules is None else {house_game(rules): rules}
        """The house rules of each game, as saved (or given) or as edited here; never the
        rules of the match being played, which keeps its own."""
        self._edit_rules = edit_rules
        self.setWindowTitle(words.new_match_words().title)
        self._build_widgets(current)
        self._build_layout()
        self.setMinimumWidth(self.fontMetrics().averageCharWidth() * 80)
        self._start_with(current)
        self.game_box.currentIndexChanged.connect(self._game_changed)
        self.players_box.valueChanged.connect(self._count_changed)
        self.computer_button.toggled.connect(lambda on: self._mode_chosen(on, hotseat=False))
        self.hotseat_button.toggled.connect(lambda on: self._mode_chosen(on, hotseat=True))
        self.seat_table.changed.connect(self._check_names)
        self._game_changed(rename=False)

    def _build_widgets(self, current: MatchSettings) -> None:
        said = words.new_match_words()
        self.game_box = QComboBox()
        for game in PRESET_NAMES:
            self.game_box.addItem(game_name(game), game)
        self.players_box = QSpinBox()
        self.computer_button = QRadioButton(said.computer)
        self.hotseat_button = QRadioButton(said.hot_seat)
        self._modes = QButtonGroup(self)
        for button in (self.computer_button, self.hotseat_button):
            self._modes.addButton(button)
        self.seat_table = SeatTable()
        rows = self.seat_table.rows
        self.name_edit, self.second_edit, self.level_box = rows[0].name, rows[1].name, rows[1].who
        self.note_label = QLabel()
        self.note_label.setWordWrap(True)
        self.rules_label = QLabel()
        self.rules_label.setWordWrap(True)
        self.rules_button = QPushButton(said.house_rules)
        self.rules_button.setVisible(self._edit_rules is not None)
        self.rules_button.clicked.connect(self._change_rules)
        self.hint_label = QLabel()
        self.hint_label.hide()
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.deal_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.deal_button.setText(said.deal)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)

    def _build_layout(self) -> None:
        said = words.new_match_words()
        self.form = QFormLayout()
        game_label = QLabel(said.game)
        game_label.setBuddy(self.game_box)
        self.form.addRow(game_label, self.game_box)
        self.players_label = QLabel(said.players)
        self.players_label.setBuddy(self.players_box)
        self.form.addRow(self.players_label, self.players_box)
        rules = QVBoxLayout()
        rules.addWidget(self.rules_label)
        rules.addWidget(self.rules_button, 0, Qt.AlignmentFlag.AlignLeft)
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel(said.heading))
        layout.addLayout(self.form)
        layout.addWidget(self.computer_button)
        layout.addWidget(self.hotseat_button)
        layout.addWidget(self.seat_table)
        layout.addWidget(self.note_label)
        rules_form = QFormLayout()
        rules_form.addRow(said.rules, rules)
        layout.addLayout(rules_form)
        layout.addWidget(self.hint_label)
        layout.addWidget(self.buttons)

    def _start_with(self, current: MatchSettings) -> None:
        """The seats and the game of ``current``; the two seats of its mode if it has none."""
        game = current.game or self._house_of("gin").preset_name() or PRESET_NAMES[0]
        self.game_box.setCurrentIndex(max(0, self.game_box.findData(game)))
        table = current.seats
        self._levels: list[str] = [current.level] * MAX_SEATS
        """The level each seat had when last played by the computer."""
        for seat, (_, level) in enumerate(table):
            self._levels[seat] = level or current.level
        self.seat_table.fill(table)
        low, high = game_players(self.game)
        self.players_box.setRange(low, high)
        self.players_box.setValue(max(low, min(high, len(table))))
        self.seat_table.set_count(self.players_box.value())
        self._show_mode()

    # --- values -------------------------------------------------------------------------

    @property
    def game(self) -> str:
        return str(self.game_box.currentData())

    @property
    def hotseat(self) -> bool:
        return sum(level is None for level in self.seat_table.levels()) > 1

    def rules(self) -> RuleSet:
        return game_rules(self.game, self.seat_table.count, self._house_of(self.house_game))

    @property
    def house_game(self) -> str:
        """The game whose house rules the game chosen is played by."""
        return game_of_preset(self.game)

    def _house_of(self, game: str) -> RuleSet:
        if game not in self._house:
            self._house[game] = self._house_rules(game)
        return self._house[game]

    def settings(self) -> MatchSettings:
        """The choices; an empty name is the default, worded when shown ("You" or "Kamu",
        as the player's language is then), so that no default name is saved."""
        return MatchSettings(self.seat_table.choices(), self.rules(), self.game)

    @classmethod
    def ask(
        cls,
        current: MatchSettings | None,
        parent: QWidget | None = None,
        *,
        rules: RuleSet | None = None,
        house_rules: HouseRules | None = None,
        edit_rules: RulesEditor | None = None,
    ) -> MatchSettings | None:
        """Show the dialog; the chosen settings, or None if cancelled."""
        dialog = cls(current, parent, rules=rules, house_rules=house_rules, edit_rules=edit_rules)
        return dialog.settings() if dialog.exec() == QDialog.DialogCode.Accepted else None

    # --- reacting -----------------------------------------------------------------------

    def _game_changed(self, _index: int = 0, rename: bool = True) -> None:
        """Ginski is for two to four; every other game has its own number of players."""
        low, high = game_players(self.game)
        self.players_box.blockSignals(True)
        self.players_box.setRange(low, high)
        self.players_box.blockSignals(False)
        self.form.setRowVisible(self.players_box, low != high)
        self.note_label.setText(seats_note(self.game))
        self.note_label.setVisible(bool(self.note_label.text()))
        self._count_changed(self.players_box.value(), rename)

    def _count_changed(self, count: int, rename: bool = True) -> None:
        """Seats added take the mode of those there: people if all are, else computers."""
        before = self.seat_table.count
        everyone = all(level is None for level in self.seat_table.levels())
        self.seat_table.set_count(count)
        for seat in range(before, count) if rename else ():
            self.seat_table.rows[seat].set_level(None if everyone else self._levels[seat])
        self._show_rules()
        self._check_names()
        self._fit()

    def _mode_chosen(self, on: bool, *, hotseat: bool) -> None:
        if on:
            self._fill_mode(hotseat=hotseat)

    def _fill_mode(self, *, hotseat: bool) -> None:
        """Against the computer: you at seat 1 and the computer at the others (each keeps
        the level it had); hot-seat: a person at every seat."""
        for seat, row in enumerate(self.seat_table.rows):
            if row.level is not None:
                self._levels[seat] = row.level
            row.set_level(None if hotseat or seat == 0 else self._levels[seat])
        self._show_mode()

    def _show_mode(self) -> None:
        """Either button checked when the seats are its way; neither when they are mixed."""
        levels = self.seat_table.levels()
        self._modes.setExclusive(False)
        self.hotseat_button.setChecked(all(level is None for level in levels))
        self.computer_button.setChecked(
            levels[0] is None and all(level is not None for level in levels[1:])
        )
        self._modes.setExclusive(True)

    def _fit(self) -> None:
        """As tall as the rows shown need at this width (the rules line wraps)."""
        layout = self.layout()
        if layout is None:
            return
        width = max(self.width() if self.isVisible() else 0, self.minimumWidth())
        if layout.hasHeightForWidth():
            height = layout.totalHeightForWidth(width)
        else:
            height = layout.totalSizeHint().height()
        self.resize(width, height)

    def _check_names(self) -> None:
        """Two players of one name could not tell whose turn the screen asks for, and a
        match shown here needs a person at the screen."""
        names = [name.casefold() for name in self.seat_table.names()]
        hint = ""
        if len(set(names)) < len(names):
            hint = names_clash()
        elif all(level is not None for level in self.seat_table.levels()):
            hint = no_person()
        self.hint_label.setText(hint)
        self.hint_label.setVisible(bool(hint))
        self.deal_button.setEnabled(not hint)
        self._show_mode()

    def _show_rules(self) -> None:
        self.rules_label.setText(rules_summary(self.rules()))

    def _change_rules(self) -> None:
        if self._edit_rules is None:
            return
        rules = self._edit_rules(self, self.rules())
        if rules is None:
            return
        self._house[house_game(rules)] = rules
        if house_game(rules) == "gin":  # the way to play gin the house rules are now
            game = rules.preset_name() or PRESET_NAMES[0]
            self.game_box.setCurrentIndex(max(0, self.game_box.findData(game)))
        self._show_rules()
        self._fit()
