"""The language of the interface: English (the source texts) or Bahasa Indonesia.

The translations are Qt's own: ``resources/translations/gin_desktop_id.ts``, built into
``gin_desktop/i18n/gin_desktop_id.qm``, which ships inside the package and is found
through ``importlib.resources`` (from a source tree, a wheel or a frozen build alike).
``use(choice)`` installs the translator of a preference ("system", "en", "id") and
removes the one before; Qt then sends every widget a ``LanguageChange`` event, on which
the window words itself again (``MainWindow.retranslate``).

Qt ships no Indonesian translation of its own, so the words Qt's widgets say themselves
(the standard buttons of a dialog, a message box's details, the menu of a name field) are
in our ``.ts`` under the contexts Qt looks them up in; they are listed here, for
pyside6-lupdate to find.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QLocale, QTranslator

TRANSLATED = ("id",)
"""Languages with a translation; English is the source language."""

QT_OWN_TEXTS = (
    QT_TRANSLATE_NOOP("QPlatformTheme", "OK"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Save"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Save All"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Open"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "&Yes"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Yes to &All"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "&No"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "N&o to All"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Abort"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Retry"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Ignore"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Close"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Cancel"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Discard"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Help"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Apply"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Reset"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Restore Defaults"),
    QT_TRANSLATE_NOOP("QMessageBox", "Show Details..."),
    QT_TRANSLATE_NOOP("QMessageBox", "Hide Details..."),
    QT_TRANSLATE_NOOP("QLineEdit", "&Undo"),
    QT_TRANSLATE_NOOP("QLineEdit", "&Redo"),
    QT_TRANSLATE_NOOP("QLineEdit", "Cu&t"),
    QT_TRANSLATE_NOOP("QLineEdit", "&Copy"),
    QT_TRANSLATE_NOOP("QLineEdit", "&Paste"),
    QT_TRANSLATE_NOOP("QLineEdit", "Delete"),
    QT_TRANSLATE_NOOP("QLineEdit", "Select All"),
)
"""Qt's own words that our dialogs show, under the contexts Qt translates them in."""

_installed: QTranslator | None = None
_language = "en"
_loaded: dict[str, QTranslator | None] = {}


def resolve(choice: str, locale: QLocale | None = None) -> str:
    """The language a preference means: "system" is the first of the system's languages
    that the game speaks (``LANG=id_ID.UTF-8`` gives "id"), else English."""
    if choice != "system":
        return choice if choice in TRANSLATED else "en"
    for name in (locale or QLocale.system()).uiLanguages():
        code = name.replace("_", "-").split("-")[0].lower()
        if code in (*TRANSLATED, "en"):
            return code
    return "en"


def translator(language: str) -> QTranslator | None:
    """The translator of ``language``, from the package; None for English or if missing."""
    if language not in TRANSLATED:
        return None
    if language not in _loaded:
        # here: importlib.resources costs some 18 ms at the start, and English needs none
        from importlib.resources import as_file, files

        loaded = QTranslator()
        resource = files("gin_desktop").joinpath("i18n", f"gin_desktop_{language}.qm")
        with as_file(resource) as path:
            _loaded[language] = loaded if loaded.load(str(path)) else None
    return _loaded[language]


def current() -> str:
    """The language the interface speaks now: "en" or "id"."""
    return _language


def use(choice: str) -> str:
    """Speak the language of ``choice`` ("system", "en", "id") from now on; the language.

    Installing or removing a translator sends every widget a ``LanguageChange`` event."""
    global _installed, _language
    language = resolve(choice)
    if language == _language and (language == "en") == (_installed is None):
        return language
    new = translator(language)
    if _installed is not None:
        QCoreApplication.removeTranslator(_installed)
    _installed, _language = new, language if new is not None else "en"
    if new is not None:
        QCoreApplication.installTranslator(new)
    return _language


def words_for(context: str, source: str) -> set[str]:
    """``source`` in every language the game speaks (a default name saved in one language
    is recognised in another)."""
    words = {source}
    for language in TRANSLATED:
        found = translator(language)
        if found is not None:
            words.add(found.translate(context, source) or source)
    return words
