"""The preferences dialog: how the game looks and paces itself (not the rules of play).

It returns a ``Preferences`` value (``preferences()``, ``ask()``); the caller saves it and
applies it at once, to the match being played too.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QRectF, QSize, Qt
from PySide6.QtGui import QIcon, QPainter, QPalette, QPixmap
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QSlider,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from gin_desktop.plan.geometry import CARD_RATIO
from gin_desktop.storage import (
    CARD_BACKS,
    DECK_STYLES,
    LANGUAGES,
    SORT_ORDERS,
    SPEEDS,
    TABLE_COLOURS,
    Preferences,
    Settings,
)
from gin_desktop.storage.settings import (
    CARD_SIZE_RANGE,
    CONTRASTS,
    PAUSE_RANGE_MS,
    VOLUME_RANGE,
)
from gin_desktop.words import language
from gin_desktop.words import preferences_words as words

from ..table.art import paint_back
from ..table.felt import felt_colour, wants_high_contrast

SUIT_COLOURS = {
    "two_colour": ("#151515", "#c4122f", "#c4122f", "#151515"),
    "four_colour": ("#151515", "#c4122f", "#1456b8", "#197a32"),
}
"""♠ ♥ ♦ ♣ in each deck style, for the sample beside the choice (as the table paints them)."""


class PreferencesDialog(QDialog):
    """Edits ``Preferences``; read the result from ``preferences()`` after ``exec()``.

    The language applies as soon as it is chosen, so that the player sees it (the dialog
    and the window behind it speak it at once); Cancel goes back to the one before."""

    def __init__(self, current: Preferences | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        current = current or Preferences()
        self._language_before = language.current()
        """The language spoken when the dialog opened, spoken again on Cancel."""
        self.speed_box = self._choices(SPEEDS)
        self.pause_box = QDoubleSpinBox()
        low, high = PAUSE_RANGE_MS
        self.pause_box.setRange(low / 1000, high / 1000)
        self.pause_box.setDecimals(1)
        self.pause_box.setSingleStep(0.1)
        self.pause_box.setCorrectionMode(QDoubleSpinBox.CorrectionMode.CorrectToNearestValue)
        self.deck_box = self._choices(DECK_STYLES)
        self.deck_sample = QLabel()
        self.deck_sample.setTextFormat(Qt.TextFormat.RichText)
        # White like a card, in a light or a dark theme alike.
        self.deck_sample.setStyleSheet(
            "QLabel { background: white; border: 1px solid #b8b8b8; border-radius: 4px;"
            " padding: 2px 8px; }"
        )
        self.deck_box.currentIndexChanged.connect(self._show_sample)
        self.sort_box = self._choices(SORT_ORDERS)
        self.back_box = self._choices(CARD_BACKS)
        self.felt_box = self._choices(TABLE_COLOURS)
        self.language_box = self._choices(LANGUAGES)
        self.contrast_box = self._choices(CONTRASTS)
        self.size_box = QSpinBox()
        self.size_box.setRange(*CARD_SIZE_RANGE)
        self.size_box.setSingleStep(25)
        self.size_box.setCorrectionMode(QSpinBox.CorrectionMode.CorrectToNearestValue)
        _show_looks(self.back_box, self.felt_box)
        self.volume_slider = QSlider(Qt.Orientation.Horizontal)
        self.volume_slider.setRange(*VOLUME_RANGE)
        self.volume_slider.setPageStep(10)
        self.volume_slider.setMinimumWidth(self.fontMetrics().averageCharWidth() * 24)
        self.confirm_box = QCheckBox()
        self.hints_box = QCheckBox()
        self.undo_box = QCheckBox()
        self.motion_box = QCheckBox()
        self._labels: dict[QWidget, QLabel] = {}
        self._notes: dict[QWidget, QLabel] = {}
        self.buttons = self._buttons()
        layout = QVBoxLayout(self)
        layout.addLayout(self._form())
        layout.addStretch(1)
        layout.addWidget(self.buttons)
        self.retranslate()
        self.set_preferences(current)
        self.language_box.currentIndexChanged.connect(self._language_chosen)

    def _choices(self, keys: tuple[str, ...]) -> QComboBox:
        box = QComboBox()
        # Its width follows its words, also when the language changes with the dialog open.
        box.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        for key in keys:
            box.addItem(key, key)  # worded by retranslate
        return box

    def retranslate(self) -> None:
        """Every word of the dialog in the language now installed."""
        self.setWindowTitle(words.title())
        names = words.option_names(
            system_contrast_high=wants_high_contrast("system"),
            system_language=language.resolve("system"),
        )
        choices = self._choice_boxes()
        for key, texts in names.items():
            box = choices[key]
            for index in range(box.count()):
                box.setItemText(index, texts[box.itemData(index)])
        checks = self._check_boxes()
        for key, text in words.check_boxes().items():
            checks[key].setText(text)
        self.pause_box.setSuffix(words.seconds_suffix())
        self.size_box.setSuffix(words.percent_suffix())
        self.size_box.setToolTip(words.card_size_tip())
        for field, (label, note) in self._rows().items():
            if field in self._labels:
                self._labels[field].setText(label)
            if field in self._notes:
                self._notes[field].setText(note)
        self.restore_button.setText(words.restore_defaults())

    def _choice_boxes(self) -> dict[str, QComboBox]:
        """Each list of choices by the preference it sets."""
        return {
            "language": self.language_box,
            "animation_speed": self.speed_box,
            "deck_style": self.deck_box,
            "card_back": self.back_box,
            "table_colour": self.felt_box,
            "contrast": self.contrast_box,
            "sort_order": self.sort_box,
        }

    def _check_boxes(self) -> dict[str, QCheckBox]:
        """Each check box by the preference it sets."""
        return {
            "reduce_motion": self.motion_box,
            "confirm_knock": self.confirm_box,
            "show_hints": self.hints_box,
            "allow_undo": self.undo_box,
        }

    def _fields(self) -> dict[str, QWidget]:
        """Each field by the preference it sets."""
        return {
            **self._choice_boxes(),
            **self._check_boxes(),
            "computer_pause_ms": self.pause_box,
            "sound_volume": self.volume_slider,
            "card_size": self.size_box,
        }

    def _rows(self) -> dict[QWidget, tuple[str, str]]:
        """Each field's label and the note under it, in the form's order."""
        fields = self._fields()
        return {fields[key]: row for key, row in words.rows().items()}

    def _form(self) -> QFormLayout:
        form = QFormLayout()
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.FieldsStayAtSizeHint)
        for field, (label, note) in self._rows().items():
            if field is self.size_box:
                continue  # beside the contrast, below
            if label:
                self._labels[field] = QLabel(label)
                self._labels[field].setBuddy(field)
                form.addRow(self._labels[field], self._beside(field))
            else:
                form.addRow("", field)
            if field is self.deck_box:
                form.addRow("", self.deck_sample)
            elif note:
                self._notes[field] = _note(note)
                form.addRow("", self._notes[field])
        return form

    def _beside(self, field: QWidget) -> QWidget:
        """The contrast's row holds the card size too: both are for seeing the cards."""
        if field is not self.contrast_box:
            return field
        row = QWidget()
        line = QHBoxLayout(row)
        line.setContentsMargins(0, 0, 0, 0)
        label = self._labels[self.size_box] = QLabel()
        label.setBuddy(self.size_box)
        line.addWidget(field)
        line.addSpacing(self.fontMetrics().averageCharWidth() * 2)
        line.addWidget(label)
        line.addWidget(self.size_box)
        line.addStretch(1)
        return row

    def _buttons(self) -> QDialogButtonBox:
        B = QDialogButtonBox.StandardButton
        buttons = QDialogButtonBox(B.Ok | B.Cancel | B.RestoreDefaults)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        self.restore_button = buttons.button(B.RestoreDefaults)
        self.restore_button.clicked.connect(self.restore_defaults)
        return buttons

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()

    def _language_chosen(self) -> None:
        language.use(str(self.language_box.currentData()))

    def reject(self) -> None:
        if language.current() != self._language_before:  # chosen here, only tried
            language.use(self._language_before)
        super().reject()

    # --- values -------------------------------------------------------------------------

    def preferences(self) -> Preferences:
        self.pause_box.interpretText()
        return Preferences(
            animation_speed=self.speed_box.currentData(),
            computer_pause_ms=round(self.pause_box.value() * 1000),
            deck_style=self.deck_box.currentData(),
            sort_order=self.sort_box.currentData(),
            confirm_knock=self.confirm_box.isChecked(),
            show_hints=self.hints_box.isChecked(),
            allow_undo=self.undo_box.isChecked(),
            card_back=self.back_box.currentData(),
            table_colour=self.felt_box.currentData(),
            language=self.language_box.currentData(),
            sound_volume=self.volume_slider.value(),
            reduce_motion=self.motion_box.isChecked(),
            contrast=self.contrast_box.currentData(),
            card_size=self.size_box.value(),
        )

    def set_preferences(self, preferences: Preferences) -> None:
        self.speed_box.setCurrentIndex(self.speed_box.findData(preferences.animation_speed))
        self.pause_box.setValue(preferences.computer_pause_ms / 1000)
        self.deck_box.setCurrentIndex(self.deck_box.findData(preferences.deck_style))
        self.sort_box.setCurrentIndex(self.sort_box.findData(preferences.sort_order))
        self.confirm_box.setChecked(preferences.confirm_knock)
        self.hints_box.setChecked(preferences.show_hints)
        self.undo_box.setChecked(preferences.allow_undo)
        self.back_box.setCurrentIndex(self.back_box.findData(preferences.card_back))
        self.felt_box.setCurrentIndex(self.felt_box.findData(preferences.table_colour))
        self.language_box.setCurrentIndex(self.language_box.findData(preferences.language))
        self.volume_slider.setValue(preferences.sound_volume)
        self.motion_box.setChecked(preferences.reduce_motion)
        self.contrast_box.setCurrentIndex(self.contrast_box.findData(preferences.contrast))
        self.size_box.setValue(preferences.card_size)
        self._show_sample()

    def restore_defaults(self) -> None:
        self.set_preferences(Preferences())

    @classmethod
    def ask(
        cls, current: Preferences | None = None, parent: QWidget | None = None
    ) -> Preferences | None:
        """Show the dialog; the chosen preferences, or None if cancelled."""
        dialog = cls(current, parent)
        return dialog.preferences() if dialog.exec() == QDialog.DialogCode.Accepted else None

    def _show_sample(self) -> None:
        colours = SUIT_COLOURS[str(self.deck_box.currentData())]
        cards = zip(("A", "K", "Q", "J"), "♠♥♦♣", colours, strict=True)
        self.deck_sample.setText(
            "&nbsp;&nbsp;".join(
                f'<span style="color:{colour}; font-size:large; font-weight:bold">'
                f"{rank}{suit}</span>"
                for rank, suit, colour in cards
            )
        )


def _show_looks(backs: QComboBox, felts: QComboBox) -> None:
    """Each back and each felt beside its name, drawn as the table draws them."""
    height = 28
    size = QSize(round(height / CARD_RATIO), height)
    backs.setIconSize(size)
    for index in range(backs.count()):
        pixmap = QPixmap(size)
        pixmap.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pixmap)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        paint_back(painter, QRectF(0.5, 0.5, size.width() - 1, height - 1), backs.itemData(index))
        painter.end()
        backs.setItemIcon(index, QIcon(pixmap))
    felts.setIconSize(QSize(height, round(height * 0.7)))
    for index in range(felts.count()):
        pixmap = QPixmap(felts.iconSize())
        pixmap.fill(felt_colour(felts.itemData(index)))
        felts.setItemIcon(index, QIcon(pixmap))


def _note(text: str) -> QLabel:
    """One line (no word wrap, which makes a form row taller than its text)."""
    label = QLabel(text)
    label.setForegroundRole(QPalette.ColorRole.PlaceholderText)
    return label


def edit_preferences(settings: Settings, parent: QWidget | None = None) -> Preferences | None:
    """Ask with the saved preferences; save and return the new ones, or None if cancelled."""
    preferences = PreferencesDialog.ask(settings.preferences(), parent)
    if preferences is not None:
        settings.save_preferences(preferences)
    return preferences
