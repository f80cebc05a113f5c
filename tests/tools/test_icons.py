"""The icon files: every size generated from the one SVG, as the SVG renders now, and the
Windows and macOS containers readable by Qt with every size in them."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QSize
from PySide6.QtGui import QImage, QImageReader
from PySide6.QtSvg import QSvgRenderer

from gin_desktop.resources import ICON_SIZES, icon_file
from gin_desktop.tools.icons import ICNS, ICNS_TYPES, ICO, ICO_SIZES, SVG, render

MOST_MEAN_DIFFERENCE = 1.0
"""Mean difference per colour channel (0-255) between a committed PNG and a fresh render:
room for another Qt's anti-aliasing, none for a changed drawing."""


def test_the_svg_is_a_square_qt_can_draw() -> None:
    renderer = QSvgRenderer(str(SVG))
    assert renderer.isValid()
    assert renderer.defaultSize() == QSize(512, 512)
    assert renderer.viewBoxF().width() == renderer.viewBoxF().height()


@pytest.mark.parametrize("size", ICON_SIZES)
def test_each_png_is_the_svg_rendered_at_its_size(qapp, size: int) -> None:
    path = Path(str(icon_file(size)))
    assert path.is_file(), f"{path} is missing: run python -m gin_desktop.tools.icons"
    committed = QImage(str(path)).convertToFormat(QImage.Format.Format_ARGB32)
    fresh = render(QSvgRenderer(str(SVG)), size)
    assert committed.size() == fresh.size() == QSize(size, size)
    a, b = committed.constBits().tobytes(), fresh.constBits().tobytes()
    difference = sum(abs(x - y) for x, y in zip(a, b, strict=True)) / len(a)
    assert difference <= MOST_MEAN_DIFFERENCE, "the SVG changed: run the icon generator"


@pytest.mark.parametrize(
    ("path", "sizes"), [(ICO, ICO_SIZES), (ICNS, [size for _, size in ICNS_TYPES])]
)
def test_the_ico_and_icns_hold_every_size(qapp, path: Path, sizes: list[int]) -> None:
    reader = QImageReader(str(path))
    assert reader.imageCount() == len(sizes)
    found = []
    for index in range(reader.imageCount()):
        assert reader.jumpToImage(index)
        image = reader.read()
        assert not image.isNull(), reader.errorString()
        found.append(image.width())
    assert found == list(sizes)
