"""The house-rules dialog: a preset, or every option of ``RuleSet`` one by one.

It returns a ``RuleSet`` (``rules()``, ``ask()``); the caller saves it and uses it for the
next match. The same dialog shows a match's own rules read-only (``show_rules()``).
Numbers are typed into spin boxes bounded by ``rules.INT_RANGES``, the table the engine
validates with, so a value out of range cannot be entered; a refused key is explained
under the options.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QGuiApplication, QPalette, QStandardItemModel, QValidator
from PySide6.QtWidgets import (
    QAbstractSpinBox,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QFrame,
    QGridLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from gin_desktop.engine import (
    INT_RANGES,
    NEXT_DEALER_CHOICES,
    Deck,
    RuleSet,
    inconsistency,
)
from gin_desktop.storage import Settings

from ..window.house_games import HOUSE_DECKS, HOUSE_PLAYERS, HOUSE_PRESETS, OPTIONS_NOT_SHOWN

GROUPS: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("game", ("players", "deck")),
    ("knocking", ("knock_limit", "oklahoma", "oklahoma_spades_double")),
    (
        "hand",
        ("gin_bonus", "big_gin_enabled", "big_gin_bonus", "undercut_bonus", "ties_are_undercuts"),
    ),
    ("play", ("first_upcard_offer", "forbid_discarding_taken_card", "next_dealer")),
    ("match", ("target_score", "end_bonuses", "game_bonus", "box_bonus", "shutout_bonus")),
)
"""The options in the order shown, by group; together, every field of ``RuleSet`` but
``OPTIONS_NOT_SHOWN``."""


DEPENDS_ON: dict[str, tuple[str, bool]] = {
    "knock_limit": ("oklahoma", False),
    "oklahoma_spades_double": ("oklahoma", True),
    "big_gin_bonus": ("big_gin_enabled", True),
    "game_bonus": ("end_bonuses", True),
    "box_bonus": ("end_bonuses", True),
    "shutout_bonus": ("end_bonuses", True),
}
"""An option that matters only while another is on (or off) is greyed out otherwise."""

NUMBER_RANGES = {"players": HOUSE_PLAYERS, **INT_RANGES}
"""Every number of the dialog, with its bounds."""

EXPLANATION_WIDTH = 440
"""Pixels for the explanations: wide enough for one line each in the default font."""


class RangeSpinBox(QSpinBox):
    """A spin box that tells when it refuses what was typed (out of range, not a number)."""

    refused = Signal(str)
    """The text that was refused."""

    def validate(self, text: str, pos: int) -> tuple[QValidator.State, str, int]:
        result = super().validate(text, pos)
        if result[0] == QValidator.State.Invalid:
            self.refused.emit(text)
        return result

    def fixup(self, text: str) -> str:
        """Called when editing ends on a value that is not yet valid ("5" with at least 10)."""
        self.refused.emit(text)
        return str(super().fixup(text))


class HouseRulesDialog(QDialog):
    """Edits a ``RuleSet`` (or shows one, ``read_only``); read the result from ``rules()``."""

    def __init__(
        self,
        rules: RuleSet | None = None,
        parent: QWidget | None = None,
        *,
        read_only: bool = False,
    ) -> None:
        super().__init__(parent)
        self.read_only = read_only
        self.editors: dict[str, QWidget] = {}
        """Field name of ``RuleSet`` -> its spin box, check box or combo box."""
        self.labels: dict[str, QLabel | QCheckBox] = {}
        self._warned: str | None = None
        """The field whose typed value was refused, while its sentence shows."""
        self._problem = ""
        """Why the rules last checked cannot be kept, in words; empty when they can."""
        self.restore_button: QPushButton | None = None
        """"Restore defaults"; None when read-only."""
        self._texts = self._option_texts()
        self.setWindowTitle(
            self.tr("House rules of this match") if read_only else self.tr("House rules")
        )
        self.preset_box = self._preset_box()
        self.hint_label = QLabel()
        self.hint_label.setObjectName("hint")
        self.hint_label.setWordWrap(True)
        self.hint_label.hide()
        self.buttons = self._buttons()
        layout = QVBoxLayout(self)
        layout.addWidget(self._intro())
        preset_row = QFormLayout()
        preset_label = self.tr("Preset:") if read_only else self.tr("&Preset:")
        preset_row.addRow(preset_label, self.preset_box)
        layout.addLayout(preset_row)
        layout.addWidget(self._options_area(), 1)
        layout.addWidget(self.hint_label)
        layout.addWidget(self.buttons)
        self.set_rules(rules or RuleSet())
        self._fit_screen()
        if read_only:
            self._guard = _ReadOnly(self)
            for widget in (self.preset_box, *self.editors.values()):
                _freeze(widget, self._guard)

    def _fit_screen(self) -> None:
        """Tall enough to show every option without scrolling, if the screen has room."""
        hint = self.sizeHint()
        self._options_area_widget.setMinimumHeight(160)
        # Not self.screen(): asked before the dialog is shown, its QScreen wrapper can be
        # collected and the next window built crashes (see the statistics dialog).
        screen = QGuiApplication.primaryScreen()
        room = screen.availableGeometry().height() - 60 if screen is not None else hint.height()
        height = min(hint.height(), room)
        self.resize(hint.width(), max(height, self.minimumSizeHint().height()))

    # --- values -------------------------------------------------------------------------

    def rules(self) -> RuleSet:
        """The rules as set in the dialog (every value is in range by construction)."""
        values: dict[str, object] = dict(self._unshown)
        for name, editor in self.editors.items():
            if isinstance(editor, QSpinBox):
                editor.interpretText()  # a number still being typed counts
                values[name] = editor.value()
            elif isinstance(editor, QCheckBox):
                values[name] = editor.isChecked()
            elif isinstance(editor, QComboBox):
                values[name] = editor.currentData()
        return RuleSet.from_dict(values)

    def set_rules(self, rules: RuleSet) -> None:
        self._unshown = {name: getattr(rules, name) for name in OPTIONS_NOT_SHOWN}
        """Options of games the table does not show yet: kept as they are."""
        for name, value in rules.to_dict().items():
            if name in OPTIONS_NOT_SHOWN:
                continue
            editor = self.editors[name]
            editor.blockSignals(True)
            if isinstance(editor, QSpinBox):
                editor.setValue(int(value))
            elif isinstance(editor, QCheckBox):
                editor.setChecked(bool(value))
            elif isinstance(editor, QComboBox):
                editor.setCurrentIndex(editor.findData(value))
            editor.blockSignals(False)
        self._edited()

    def restore_defaults(self) -> None:
        """Back to the Standard preset, the defaults of RULES.md."""
        self._warned = None
        self.set_rules(RuleSet())
        self.hint_label.hide()

    @classmethod
    def ask(cls, current: RuleSet | None = None, parent: QWidget | None = None) -> RuleSet | None:
        """Show the dialog; the chosen rules, or None if cancelled."""
        dialog = cls(current, parent)
        return dialog.rules() if dialog.exec() == QDialog.DialogCode.Accepted else None

    @classmethod
    def show_rules(cls, rules: RuleSet, parent: QWidget | None = None) -> None:
        """Show a match's own rules, which cannot change while it is played."""
        cls(rules, parent, read_only=True).exec()

    # --- building -----------------------------------------------------------------------

    def _intro(self) -> QLabel:
        if self.read_only:
            text = self.tr(
                "This match is played with these rules. Changes to the house rules apply "
                "from the next match."
            )
        else:
            text = self.tr(
                "Choose a preset or set each rule. New rules apply from the next match; "
                "a match being played keeps its own."
            )
        label = QLabel(text)
        label.setWordWrap(True)
        return label

    def _preset_box(self) -> QComboBox:
        box = QComboBox()
        names = {
            "standard": self.tr("Standard"),
            "classic_bonuses": self.tr("Classic with game, box and shutout bonuses"),
            "oklahoma": self.tr("Oklahoma: the first upcard sets the knock limit"),
        }
        for preset in HOUSE_PRESETS:
            box.addItem(names[preset], preset)
        box.addItem(self.tr("Custom house rules"), None)
        model = box.model()
        if isinstance(model, QStandardItemModel):  # "Custom" is shown, never chosen
            item = model.item(box.count() - 1)
            item.setEnabled(False)
        box.activated.connect(self._preset_chosen)
        return box

    def _buttons(self) -> QDialogButtonBox:
        B = QDialogButtonBox.StandardButton
        if self.read_only:
            buttons = QDialogButtonBox(B.Close)
            buttons.rejected.connect(self.reject)
            return buttons
        buttons = QDialogButtonBox(B.Ok | B.Cancel | B.RestoreDefaults)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        self.restore_button = buttons.button(B.RestoreDefaults)
        restore = buttons.button(B.RestoreDefaults)
        restore.setText(self.tr("&Restore defaults"))
        restore.clicked.connect(self.restore_defaults)
        return buttons

    def _options_area(self) -> QScrollArea:
        """One grid for all groups, so that names, editors and explanations line up."""
        inner = QWidget()
        grid = QGridLayout(inner)
        grid.setContentsMargins(0, 0, 0, 0)
        grid.setHorizontalSpacing(12)
        grid.setColumnMinimumWidth(0, 4)
        grid.setColumnMinimumWidth(3, EXPLANATION_WIDTH)
        grid.setColumnStretch(3, 1)
        titles = {
            "game": self.tr("The game"),
            "knocking": self.tr("Knocking"),
            "hand": self.tr("Scoring a hand"),
            "play": self.tr("Playing a hand"),
            "match": self.tr("The match"),
        }
        row = 0
        for key, names in GROUPS:
            if row:
                grid.setRowMinimumHeight(row, 10)
                row += 1
            grid.addWidget(_title(titles[key]), row, 0, 1, 4)
            row += 1
            for name in names:
                self._add_option(grid, row, name)
                row += 1
        grid.setRowStretch(row, 1)
        area = QScrollArea()
        area.setWidget(inner)
        area.setWidgetResizable(True)
        area.setFrameShape(QFrame.Shape.NoFrame)
        area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        hint = inner.sizeHint()
        area.setMinimumWidth(hint.width() + area.verticalScrollBar().sizeHint().width())
        area.setMinimumHeight(hint.height())  # until the dialog has its size: _fit_screen
        self._options_area_widget = area
        return area

    def _add_option(self, grid: QGridLayout, row: int, name: str) -> None:
        label_text, explanation = self._texts[name]
        if self.read_only:  # no mnemonics: Alt+key would still toggle a check box
            label_text = label_text.replace("&", "")
        editor, label = self._editor(name, label_text)
        if label is editor:  # a check box carries its own name
            grid.addWidget(editor, row, 1, 1, 2)
        else:
            grid.addWidget(label, row, 1)
            grid.addWidget(editor, row, 2, Qt.AlignmentFlag.AlignLeft)
        grid.addWidget(_explanation(explanation), row, 3)
        self.editors[name], self.labels[name] = editor, label

    def _editor(self, name: str, text: str) -> tuple[QWidget, QLabel | QCheckBox]:
        if name in NUMBER_RANGES:
            low, high = NUMBER_RANGES[name]
            spin = RangeSpinBox()
            spin.setRange(low, high)
            spin.setMinimumWidth(spin.fontMetrics().horizontalAdvance("0000") + 40)
            spin.setCorrectionMode(QAbstractSpinBox.CorrectionMode.CorrectToNearestValue)
            spin.setAccelerated(True)
            spin.setToolTip(self.tr("From {0} to {1}").format(low, high))
            spin.valueChanged.connect(self._edited)
            spin.refused.connect(lambda _text, n=name: self._refused(n))
            spin.setEnabled(low < high)  # one value allowed: shown, not to be changed
            label = QLabel(text)
            label.setBuddy(spin)
            return spin, label
        if name in ("deck", "next_dealer"):
            return self._choices(name, text)
        check = QCheckBox(text)
        check.toggled.connect(self._edited)
        return check, check

    def _choices(self, name: str, text: str) -> tuple[QWidget, QLabel]:
        """A combo box of the option's choices, in the engine's order; fixed when one."""
        words = {
            "deck": {"standard": self.tr("Standard, {0} cards").format(Deck.standard().size)},
            "next_dealer": {
                "loser": self.tr("The loser of the hand"),
                "alternate": self.tr("Each player in turn"),
                "winner": self.tr("The winner of the hand"),
            },
        }[name]
        choices: tuple[str, ...] = HOUSE_DECKS if name == "deck" else NEXT_DEALER_CHOICES
        combo = QComboBox()
        for choice in choices:
            combo.addItem(words[choice], choice)
        combo.setEnabled(len(choices) > 1)
        combo.currentIndexChanged.connect(self._edited)
        label = QLabel(text)
        label.setBuddy(combo)
        return combo, label

    def _option_texts(self) -> dict[str, tuple[str, str]]:
        """Each option's name and its one-line explanation; numbers show their range."""

        def ranged(text: str, name: str) -> str:
            return text.format(*INT_RANGES[name])

        return {
            "players": (self.tr("Pla&yers"), self.tr(
                "How many sit at the table: every game played here is for two."
            )),
            "deck": (self.tr("De&ck"), self.tr("The cards the game is played with.")),
            "knock_limit": (self.tr("&Knock limit"), ranged(self.tr(
                "Most deadwood you may knock with, after your discard ({0}–{1})."
            ), "knock_limit")),
            "oklahoma": (self.tr("&Oklahoma"), self.tr(
                "The first upcard's value is the hand's knock limit; an ace means gin only."
            )),
            "oklahoma_spades_double": (self.tr("&Spade upcard doubles"), self.tr(
                "In Oklahoma, a spade as the first upcard doubles the hand's score."
            )),
            "gin_bonus": (self.tr("&Gin bonus"), ranged(self.tr(
                "Added to the opponent's deadwood when you go gin ({0}–{1})."
            ), "gin_bonus")),
            "big_gin_enabled": (self.tr("&Big gin"), self.tr(
                "Eleven cards all melded after the draw end the hand, with no discard."
            )),
            "big_gin_bonus": (self.tr("Big gin bo&nus"), ranged(self.tr(
                "Scored for big gin instead of the gin bonus ({0}–{1})."
            ), "big_gin_bonus")),
            "undercut_bonus": (self.tr("&Undercut bonus"), ranged(self.tr(
                "For the defender who ends with less deadwood than the knocker ({0}–{1})."
            ), "undercut_bonus")),
            "ties_are_undercuts": (self.tr("&Ties are undercuts"), self.tr(
                "Equal deadwood counts as an undercut: the defender wins the hand."
            )),
            "first_upcard_offer": (self.tr("Offer the &first upcard"), self.tr(
                "The non-dealer, then the dealer, may take the first upcard or pass it."
            )),
            "forbid_discarding_taken_card": (self.tr("Keep a t&aken card"), self.tr(
                "A card taken from the discard pile may not be discarded in the same turn."
            )),
            "next_dealer": (self.tr("Next &dealer"), self.tr(
                "Who deals the next hand; after a drawn hand the same dealer deals again."
            )),
            "target_score": (self.tr("Points to &win"), ranged(self.tr(
                "The match ends when a player's total reaches this score ({0}–{1})."
            ), "target_score")),
            "end_bonuses": (self.tr("&End-of-match bonuses"), self.tr(
                "Add the game, box and shutout bonuses below when the match ends."
            )),
            "game_bonus": (self.tr("Ga&me bonus"), ranged(self.tr(
                "For the player who reached the target ({0}–{1})."
            ), "game_bonus")),
            "box_bonus": (self.tr("Bo&x bonus"), ranged(self.tr(
                "For every hand a player won ({0}–{1})."
            ), "box_bonus")),
            "shutout_bonus": (self.tr("S&hutout bonus"), ranged(self.tr(
                "For the winner, if the loser won no hand at all ({0}–{1})."
            ), "shutout_bonus")),
        }  # fmt: skip

    # --- reacting -----------------------------------------------------------------------

    def _edited(self) -> None:
        """Grey out what does not apply, and name the preset the rules now equal."""
        for name, (switch, when) in DEPENDS_ON.items():
            check = self.editors[switch]
            on = isinstance(check, QCheckBox) and check.isChecked() == when
            self.editors[name].setEnabled(on)
            self.labels[name].setEnabled(on)
        rules = self.rules()
        preset = rules.preset_name()
        self.preset_box.setCurrentIndex(self.preset_box.findData(preset))
        if preset is None:
            self.preset_box.setCurrentIndex(self.preset_box.count() - 1)
        self._say_consistency(rules)

    def _say_consistency(self, rules: RuleSet) -> None:
        """The sentences under the options: a value refused in one field (said until
        another field is edited: then it is stale, and goes), and why these rules cannot
        be kept (OK is off until they can)."""
        warned = self._warned is not None and self.sender() is self.editors.get(self._warned)
        if not warned:
            self._warned = None
        self._show_hints(rules)

    def _show_hints(self, rules: RuleSet | None) -> None:
        """The hints for ``rules`` (None: the rules last checked, while a value is being
        refused: reading them again would ask the spin box being corrected)."""
        if rules is not None:
            self._problem = ""
            if inconsistency(rules) == "big_gin_below_gin":
                self._problem = self.tr(
                    "⚠ The big gin bonus ({0}) must be at least the gin bonus ({1})."
                ).format(rules.big_gin_bonus, rules.gin_bonus)
        lines = [self._range_hint(self._warned)] if self._warned is not None else []
        lines += [self._problem] if self._problem else []
        self.hint_label.setText("\n".join(lines))
        self.hint_label.setVisible(bool(lines))
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        if ok is not None:
            ok.setEnabled(not self._problem)

    def _preset_chosen(self, index: int) -> None:
        preset = self.preset_box.itemData(index)
        if preset is not None:
            self.set_rules(RuleSet.preset(str(preset)))

    def _refused(self, name: str) -> None:
        self._warned = name
        self._show_hints(None)

    def _range_hint(self, name: str) -> str:
        low, high = INT_RANGES[name]
        label = self._texts[name][0].replace("&", "")
        return self.tr("⚠ {0} can be from {1} to {2}.").format(label, low, high)


def _title(text: str) -> QLabel:
    label = QLabel(text)
    font = label.font()
    font.setBold(True)
    label.setFont(font)
    return label


def _explanation(text: str) -> QLabel:
    label = QLabel(text)
    label.setWordWrap(True)
    label.setForegroundRole(QPalette.ColorRole.PlaceholderText)
    return label


class _ReadOnly(QObject):
    """Swallows what would change a check box or a list: clicks, keys, the mouse wheel."""

    BLOCKED = frozenset(
        {
            QEvent.Type.MouseButtonPress,
            QEvent.Type.MouseButtonRelease,
            QEvent.Type.MouseButtonDblClick,
            QEvent.Type.KeyPress,
            QEvent.Type.KeyRelease,
            QEvent.Type.Wheel,
            QEvent.Type.Shortcut,
        }
    )

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        return event.type() in self.BLOCKED


def _freeze(widget: QWidget, guard: _ReadOnly) -> None:
    """Shown as it is, but not editable: clearer than greyed-out widgets."""
    if isinstance(widget, QAbstractSpinBox):
        widget.setReadOnly(True)
        widget.setButtonSymbols(QAbstractSpinBox.ButtonSymbols.NoButtons)
    else:
        widget.installEventFilter(guard)
    widget.setFocusPolicy(Qt.FocusPolicy.NoFocus)


def edit_house_rules(settings: Settings, parent: QWidget | None = None) -> RuleSet | None:
    """Ask with the saved house rules; save and return the new ones, or None if cancelled.

    The caller starts the next match with them; the match being played keeps its own.
    """
    rules = HouseRulesDialog.ask(settings.rules(), parent)
    if rules is not None:
        settings.save_rules(rules)
    return rules
