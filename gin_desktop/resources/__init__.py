"""What ships inside the package beside the code: the application's icon in every size
the desktops ask for, and the name the desktop knows the application by.

The icons are PNGs generated from ``resources/icons/gin-desktop.svg`` (``python -m
gin_desktop.tools.icons``), so the running game needs no SVG support. They are found
through ``importlib.resources``, so an installed wheel and a frozen build find them as a
source checkout does. Importing this module costs nothing: the lookup is done when asked.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from importlib.resources.abc import Traversable

APP_ID = "io.github.gindesktop.GinDesktop"
"""The desktop entry's name (``APP_ID.desktop``), the AppStream component, the icon's
name in the icon theme, and ``QGuiApplication.desktopFileName()``: Wayland shows the
window's icon only when they match."""

ICON_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
"""The square sizes of the icon, in pixels: every size of the hicolor theme's usual set."""


def icon_folder() -> Traversable:
    """The folder of the icon's PNGs, one a size, named ``<size>.png``."""
    # importlib.resources only when an icon is drawn
    from importlib.resources import files

    return files(__name__) / "icons"


def icon_file(size: int) -> Traversable:
    return icon_folder() / f"{size}.png"
