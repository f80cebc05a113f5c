"""The new-match dialog: against the computer or hot-seat, the players' names, the
computer's level, and the house rules the match will be played by.

The rules are the saved house rules; the dialog shows them in a line and its House rules
button opens their dialog (through ``edit_rules``, which saves them). It returns a
``MatchSettings`` carrying the rules.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QValidator
from PySide6.QtWidgets import (
    QButtonGroup,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QRadioButton,
    QVBoxLayout,
    QWidget,
)

from gin_desktop.engine import RuleSet
from gin_desktop.session import LEVELS, MatchSettings, check_level, name_is_one_line
from gin_desktop.storage.settings import NAME_MAX

from ..wording import rules_name

translate = QCoreApplication.translate

RulesEditor = Callable[[QWidget], RuleSet | None]
"""Opens the house-rules dialog over the given parent; the saved rules, or None."""


class NewMatchDialog(QDialog):
    """Asks for a new match's settings; read them from ``settings()`` after ``exec()``."""

    def __init__(
        self,
        current: MatchSettings | None = None,
        parent: QWidget | None = None,
        *,
        rules: RuleSet | None = None,
        edit_rules: RulesEditor | None = None,
    ) -> None:
        super().__init__(parent)
        current = current or MatchSettings()
        self._rules = rules if rules is not None else current.rule_set()
        self._edit_rules = edit_rules
        self.setWindowTitle(self.tr("New match"))
        self.computer_button = QRadioButton(self.tr("Against the &computer"))
        self.hotseat_button = QRadioButton(self.tr("&Hot-seat: two players at this screen"))
        self._modes = QButtonGroup(self)
        for button in (self.computer_button, self.hotseat_button):
            self._modes.addButton(button)
        self.name_edit = self._name_edit(current.name)
        self.second_edit = self._name_edit(current.second_name)
        self.level_box = self._level_box(current.level)
        self.rules_label = QLabel()
        self.rules_label.setWordWrap(True)
        self.rules_button = QPushButton(self.tr("House &rules…"))
        self.rules_button.setVisible(edit_rules is not None)
        self.rules_button.clicked.connect(self._change_rules)
        self.hint_label = QLabel()
        self.hint_label.hide()
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.deal_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.deal_button.setText(self.tr("Deal"))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self._build_layout()
        self.setMinimumWidth(self.fontMetrics().averageCharWidth() * 72)
        (self.hotseat_button if current.hotseat else self.computer_button).setChecked(True)
        self.hotseat_button.toggled.connect(self._mode_changed)
        self.name_edit.textChanged.connect(self._check_names)
        self.second_edit.textChanged.connect(self._check_names)
        self._show_rules()
        self._mode_changed(current.hotseat, rename=False)

    def _name_edit(self, text: str) -> QLineEdit:
        edit = QLineEdit(text)
        edit.setMaxLength(NAME_MAX)
        edit.setValidator(_OneLine(edit))  # a pasted line break or control character is refused
        return edit

    def _level_box(self, current: str) -> QComboBox:
        box = QComboBox()
        level_names = {
            "beginner": self.tr("Beginner: makes mistakes, knocks late"),
            "casual": self.tr("Casual: plays its own hand well"),
            "strong": self.tr("Strong: also watches your discards"),
            "expert": self.tr("Expert: weighs every knock"),
        }
        for level in LEVELS:
            box.addItem(level_names[level], level)
        box.setCurrentIndex(max(0, box.findData(current)))
        return box

    def _build_layout(self) -> None:
        self.form = QFormLayout()
        self.name_label = QLabel()
        self.name_label.setBuddy(self.name_edit)
        self.level_label = QLabel(self.tr("&Opponent:"))
        self.level_label.setBuddy(self.level_box)
        self.second_label = QLabel(self.tr("Player &2:"))
        self.second_label.setBuddy(self.second_edit)
        self.form.addRow(self.name_label, self.name_edit)
        self.form.addRow(self.level_label, self.level_box)
        self.form.addRow(self.second_label, self.second_edit)
        rules = QVBoxLayout()
        rules.addWidget(self.rules_label)
        rules.addWidget(self.rules_button, 0, Qt.AlignmentFlag.AlignLeft)
        self.form.addRow(self.tr("Rules:"), rules)
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel(self.tr("Play a new match:")))
        layout.addWidget(self.computer_button)
        layout.addWidget(self.hotseat_button)
        layout.addLayout(self.form)
        layout.addWidget(self.hint_label)
        layout.addWidget(self.buttons)

    # --- values -------------------------------------------------------------------------

    @property
    def hotseat(self) -> bool:
        return self.hotseat_button.isChecked()

    def rules(self) -> RuleSet:
        return self._rules

    def settings(self) -> MatchSettings:
        """The choices; an empty name is the default, worded when shown ("You" or "Kamu",
        as the player's language is then), so that no default name is saved."""
        first, second = self.name_edit.text().strip(), self.second_edit.text().strip()
        return MatchSettings(
            name=first,
            level=check_level(self.level_box.currentData()),
            seed=None,
            mode="hotseat" if self.hotseat else "computer",
            second_name=second,
            rules=self._rules,
        )

    def _names(self) -> tuple[str, str]:
        """The two names typed, or the defaults for empty fields."""
        first = self.name_edit.text().strip()
        second = self.second_edit.text().strip() or self.tr("Player 2")
        if not first:
            first = self.tr("Player 1") if self.hotseat else self.tr("You")
        return first, second

    @classmethod
    def ask(
        cls,
        current: MatchSettings | None,
        parent: QWidget | None = None,
        *,
        rules: RuleSet | None = None,
        edit_rules: RulesEditor | None = None,
    ) -> MatchSettings | None:
        """Show the dialog; the chosen settings, or None if cancelled."""
        dialog = cls(current, parent, rules=rules, edit_rules=edit_rules)
        return dialog.settings() if dialog.exec() == QDialog.DialogCode.Accepted else None

    # --- reacting -----------------------------------------------------------------------

    def _mode_changed(self, hotseat: bool, rename: bool = True) -> None:
        """The opponent is the computer's level, or the second player's name."""
        self.name_label.setText(self.tr("Player &1:") if hotseat else self.tr("Your &name:"))
        self.name_edit.setPlaceholderText(self.tr("Player 1") if hotseat else self.tr("You"))
        self.second_edit.setPlaceholderText(self.tr("Player 2"))
        self.form.setRowVisible(self.level_box, not hotseat)
        self.form.setRowVisible(self.second_edit, hotseat)
        if rename:  # "You" means little to a second player at the same screen
            swap = {self.tr("You"): self.tr("Player 1"), self.tr("Player 1"): self.tr("You")}
            name = self.name_edit.text().strip()
            if name in swap and (name == self.tr("You")) == hotseat:
                self.name_edit.setText(swap[name])
        self._check_names()
        self._fit()

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
        """Two players of one name could not tell whose turn the screen asks for."""
        first, second = self._names()
        clash = self.hotseat and first.casefold() == second.casefold()
        self.hint_label.setText(self.tr("⚠ The two players need different names."))
        self.hint_label.setVisible(clash)
        self.deal_button.setEnabled(not clash)

    def _show_rules(self) -> None:
        self.rules_label.setText(rules_summary(self._rules))

    def _change_rules(self) -> None:
        if self._edit_rules is None:
            return
        rules = self._edit_rules(self)
        if rules is not None:
            self._rules = rules
            self._show_rules()
            self._fit()


class _OneLine(QValidator):
    """Text on one line: no line break, tab or other control character in a name."""

    def validate(self, text: str, pos: int) -> object:
        state = QValidator.State.Acceptable if name_is_one_line(text) else QValidator.State.Invalid
        return state, text, pos


def rules_summary(rules: RuleSet) -> str:
    """The rules in one line: "Standard: knock with 10 or less, gin 25, undercut 25, to 100"."""
    name = rules_name(rules.preset_name())
    if rules.oklahoma:
        knock = translate("NewMatchDialog", "the upcard sets the knock limit")
    elif rules.knock_limit == 0:
        knock = translate("NewMatchDialog", "gin only")
    else:
        knock = translate("NewMatchDialog", "knock with {0} or less").format(rules.knock_limit)
    parts = [
        knock,
        translate("NewMatchDialog", "gin {0}").format(rules.gin_bonus),
        translate("NewMatchDialog", "undercut {0}").format(rules.undercut_bonus),
        translate("NewMatchDialog", "game to {0}").format(rules.target_score),
    ]
    if rules.end_bonuses:
        parts.append(translate("NewMatchDialog", "with end-of-match bonuses"))
    return f"{name}: {', '.join(parts)}"
