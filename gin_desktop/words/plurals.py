"""Texts with a count, as Qt plural entries.

pyside6-lupdate files a text as a plural entry (``numerus="yes"``) only when it is written
``Something.tr("text with %n", "", n)``, and takes the context from the name before
``.tr``; ``QCoreApplication.translate(context, text, None, n)`` is extracted as a plain
text. So each context with counts has an object here named exactly as the context, whose
``tr`` looks the text up with ``QCoreApplication.translate(context, text, "", n)``: the
translation's plural form for ``n``, with ``%n`` replaced by the number. (A QObject
subclass's own ``self.tr`` with a count is not translated in PySide6 6.12.)

The English source says "%n card(s)": with no translation loaded (English), the "(s)" is
resolved here by English's rule, so that a player never reads "1 points".
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

__all__ = ["MatchLog", "Spoken", "Table"]


class Context:
    """The plural texts of one translation context (see the module's docstring)."""

    def __init__(self, name: str) -> None:
        self.name = name

    def tr(self, text: str, disambiguation: str, n: int) -> str:
        out = QCoreApplication.translate(self.name, text, disambiguation, n)
        return out.replace("(s)", "" if n == 1 else "s")


Table = Context("Table")
MatchLog = Context("MatchLog")
Spoken = Context("Spoken")
