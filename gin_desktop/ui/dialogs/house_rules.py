"""The house-rules dialog: a preset, or every option of ``RuleSet`` one by one that the
game of the rules given lets a house set (the engine's ``HOUSE_OPTIONS``: gin for two,
Ginski, three-handed or partnership gin).

It returns a ``RuleSet`` (``rules()``, ``ask()``); the caller saves it and uses it for the
next match. The same dialog shows a match's own rules read-only (``show_rules()``).
Numbers are typed into spin boxes bounded by ``rules.INT_RANGES``, the table the engine
validates with, so a value out of range cannot be entered; a refused key is explained
under the options.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication, QStandardItemModel
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
    HOUSE_OPTIONS,
    HOUSE_PRESETS,
    INT_RANGES,
    RuleSet,
    house_default,
    house_game,
    house_preset_name,
    inconsistency,
    seated,
)
from gin_desktop.storage import Settings
from gin_desktop.words import house_rule_words as words
from gin_desktop.words.rule_words import option_texts
from gin_desktop.words.seat_words import game_name

from .house_rule_fields import (
    DEPENDS_ON,
    EXPLANATION_WIDTH,
    GROUPS,
    NUMBER_RANGES,
    TABLE,
    RangeSpinBox,
    ReadOnly,
    choices_box,
    explanation_label,
    freeze,
    group_title,
)


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
        rules = rules or RuleSet()
        self.read_only = read_only
        self.game = house_game(rules)
        """The game the rules are house rules of (one of the engine's ``HOUSE_GAMES``)."""
        self.shown = (*TABLE, *HOUSE_OPTIONS[self.game])
        """The options this game shows: its table, and what a house may set."""
        self._base = rules
        """The rules being shown, before the editors' values: the options not shown."""
        self.editors: dict[str, QWidget] = {}
        """Field name of ``RuleSet`` -> its spin box, check box or combo box."""
        self.labels: dict[str, QLabel | QCheckBox] = {}
        self._warned: str | None = None
        """The field whose typed value was refused, while its sentence shows."""
        self._refused_text = ""
        """What was typed there and refused."""
        self.warnings: dict[str, QLabel] = {}
        """Field name of a number -> the sentence under its explanation, shown while what
        was typed there is refused: by the field, where the eye is."""
        self._problem = ""
        """Why the rules last checked cannot be kept, in words; empty when they can."""
        self.restore_button: QPushButton | None = None
        """"Restore defaults"; None when read-only."""
        self._texts = option_texts(self.game)
        title = words.title(read_only=read_only)
        self.setWindowTitle(f"{title}: {game_name(HOUSE_PRESETS[self.game][0])}")
        self.preset_box = self._preset_box()
        self.hint_label = QLabel()
        self.hint_label.setObjectName("hint")
        self.hint_label.setWordWrap(True)
        self.hint_label.hide()
        self.buttons = self._buttons()
        layout = QVBoxLayout(self)
        layout.addWidget(self._intro())
        preset_row = QFormLayout()
        preset_label = words.preset_label(read_only=read_only)
        preset_row.addRow(preset_label, self.preset_box)
        layout.addLayout(preset_row)
        layout.addWidget(self._options_area(), 1)
        layout.addWidget(self.hint_label)
        layout.addWidget(self.buttons)
        self.set_rules(rules)
        self._fit_screen()
        if read_only:
            self._guard = ReadOnly(self)
            for widget in (self.preset_box, *self.editors.values()):
                freeze(widget, self._guard)

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
        values: dict[str, object] = self._base.to_dict()
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
        """Show ``rules``, rules of this dialog's game."""
        self._base = rules
        for name, value in rules.to_dict().items():
            if name not in self.editors:
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
        """Back to the game's own rules, the defaults of RULES.md."""
        self._warned = None
        self.set_rules(house_default(self.game, self._base.players))

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
        text = words.intro(read_only=self.read_only)
        label = QLabel(text)
        label.setWordWrap(True)
        return label

    def _preset_box(self) -> QComboBox:
        box = QComboBox()
        names = words.preset_names()
        for preset in HOUSE_PRESETS[self.game]:
            box.addItem(names.get(preset) or game_name(preset), preset)
        box.addItem(words.custom_rules(), None)
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
        restore.setText(words.restore_defaults())
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
        titles = words.group_titles()
        row = 0
        for key, names in GROUPS:
            if row:
                grid.setRowMinimumHeight(row, 10)
                row += 1
            grid.addWidget(group_title(titles[key]), row, 0, 1, 4)
            row += 1
            for name in (name for name in names if name in self.shown):
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
        grid.addWidget(self._explained(name, explanation), row, 3)
        self.editors[name], self.labels[name] = editor, label

    def _explained(self, name: str, explanation: str) -> QWidget:
        """The option's explanation, and for a number the sentence that says why what was
        typed is refused, under it."""
        if name not in NUMBER_RANGES:
            return explanation_label(explanation)
        cell = QWidget()
        column = QVBoxLayout(cell)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(0)
        column.addWidget(explanation_label(explanation))
        warning = QLabel()
        warning.setObjectName("warning")
        warning.setWordWrap(True)
        warning.hide()
        column.addWidget(warning)
        self.warnings[name] = warning
        return cell

    def _editor(self, name: str, text: str) -> tuple[QWidget, QLabel | QCheckBox]:
        if name in NUMBER_RANGES:
            low, high = NUMBER_RANGES[name]
            if name == "players":
                low = high = self._base.players
            spin = RangeSpinBox()
            spin.setRange(low, high)
            spin.setMinimumWidth(spin.fontMetrics().horizontalAdvance("0000") + 40)
            spin.setCorrectionMode(QAbstractSpinBox.CorrectionMode.CorrectToNearestValue)
            spin.setAccelerated(True)
            spin.setToolTip(words.range_tip(low, high))
            spin.valueChanged.connect(self._edited)
            spin.refused.connect(lambda text, n=name: self._refused(n, text))
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
        combo, label = choices_box(name, text, self._base.deck)
        combo.currentIndexChanged.connect(self._edited)
        return combo, label

    # --- reacting -----------------------------------------------------------------------

    def _edited(self) -> None:
        """Grey out what does not apply, and name the preset the rules now equal."""
        for name, (switch, when) in DEPENDS_ON.items():
            if name not in self.editors:
                continue
            check = self.editors.get(switch)
            on = check.isChecked() if isinstance(check, QCheckBox) else getattr(self._base, switch)
            self.editors[name].setEnabled(on == when)
            self.labels[name].setEnabled(on == when)
        rules = self.rules()
        preset = house_preset_name(rules)
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
                self._problem = words.big_gin_below_gin(rules.big_gin_bonus, rules.gin_bonus)
        for name, warning in self.warnings.items():
            if name == self._warned:
                warning.setText(self._range_hint(name, self._refused_text))
            warning.setVisible(name == self._warned)
        lines = [self._problem] if self._problem else []
        self.hint_label.setText("\n".join(lines))
        self.hint_label.setVisible(bool(lines))
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        if ok is not None:
            ok.setEnabled(not self._problem)

    def _preset_chosen(self, index: int) -> None:
        preset = self.preset_box.itemData(index)
        if preset is not None:
            self.set_rules(seated(RuleSet.preset(str(preset)), self._base.players))

    def _refused(self, name: str, text: str) -> None:
        self._warned, self._refused_text = name, text.strip()
        self._show_hints(None)

    def _range_hint(self, name: str, typed: str) -> str:
        low, high = INT_RANGES[name]
        label = self._texts[name][0].replace("&", "").rstrip(":")
        return words.number_refused(label, typed, low, high)


def edit_house_rules(
    settings: Settings, rules: RuleSet | None = None, parent: QWidget | None = None
) -> RuleSet | None:
    """Ask with the saved house rules of the game of ``rules`` (gin for two by default),
    seated as ``rules`` are; save and return the new ones, or None if cancelled.

    The caller starts the next match with them; the match being played keeps its own.
    """
    game = house_game(rules or RuleSet())
    saved = seated(settings.rules(game), rules.players if rules else None)
    chosen = HouseRulesDialog.ask(saved, parent)
    if chosen is not None:
        settings.save_rules(chosen)
    return chosen
