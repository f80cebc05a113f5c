"""The colour-vision filters: Machado et al.'s matrices keep white and every grey, move known
colours where the model puts them (and do confuse red with green and blue with purple, which
is why the Rumski deck has symbols), and the tool writes its sheet and screenshots."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtGui import QColor, QImage

from gin_desktop.engine import Colour
from gin_desktop.tools import colour_vision
from gin_desktop.tools.colour_vision import KINDS, MACHADO, SCREENSHOTS, filtered, simulate
from gin_desktop.ui.table import rumski_art


def close(a: tuple[int, int, int], b: tuple[int, int, int], tolerance: int = 1) -> bool:
    return all(abs(x - y) <= tolerance for x, y in zip(a, b, strict=True))


@pytest.mark.parametrize("kind", KINDS)
def test_each_matrix_keeps_white_black_and_every_grey(kind: str) -> None:
    for row in MACHADO[kind]:
        assert sum(row) == pytest.approx(1.0, abs=1e-5)
    for level in range(0, 256, 15):
        assert close(simulate((level, level, level), kind), (level, level, level))
    assert simulate((255, 255, 255), kind) == (255, 255, 255)
    assert simulate((0, 0, 0), kind) == (0, 0, 0)


@pytest.mark.parametrize(
    ("kind", "colour", "seen"),
    [
        ("deuteranopia", (255, 0, 0), (163, 144, 0)),
        ("deuteranopia", (0, 255, 0), (239, 214, 58)),
        ("deuteranopia", (0, 0, 255), (0, 61, 251)),
        ("protanopia", (255, 0, 0), (109, 95, 0)),
        ("protanopia", (0, 255, 0), (255, 229, 0)),
        ("protanopia", (0, 0, 255), (0, 89, 255)),
    ],
)
def test_known_colours_map_where_the_model_puts_them(kind, colour, seen) -> None:
    """Pure red becomes a dark olive (darker still without red cones), pure green a yellow,
    blue stays blue: worked out by hand from the matrices on linear light."""
    assert close(simulate(colour, kind), seen)


@pytest.mark.parametrize("kind", KINDS)
def test_the_filters_confuse_what_the_deck_tells_apart_by_symbol(kind: str) -> None:
    def hue(name: str) -> int:
        return QColor(*simulate(QColor(name).getRgb()[:3], kind)).hsvHue()

    looks = rumski_art.COLOURS
    red, green, blue, purple = (looks[c].fill for c in (Colour.R, Colour.G, Colour.B, Colour.P))
    assert abs(QColor(red).hsvHue() - QColor(green).hsvHue()) > 90  # far apart as they are
    assert abs(hue(red) - hue(green)) < 20  # near one hue to these eyes
    assert abs(hue(blue) - hue(purple)) < 20


def test_an_image_is_filtered_pixel_by_pixel_keeping_alpha(qapp) -> None:
    image = QImage(3, 1, QImage.Format.Format_ARGB32)
    image.setPixelColor(0, 0, QColor(255, 0, 0))
    image.setPixelColor(1, 0, QColor(255, 255, 255))
    image.setPixelColor(2, 0, QColor(0, 255, 0, 128))
    out = filtered(image, "deuteranopia")
    assert out.pixelColor(0, 0).getRgb() == (*simulate((255, 0, 0), "deuteranopia"), 255)
    assert out.pixelColor(1, 0).getRgb() == (255, 255, 255, 255)
    assert out.pixelColor(2, 0).alpha() == 128
    assert image.pixelColor(0, 0) == QColor(255, 0, 0)  # the original is left alone


def test_the_sheet_and_the_screenshots_are_written(qapp, tmp_path: Path) -> None:
    sheet = tmp_path / "sheet.png"
    folder = tmp_path / "shots"
    assert colour_vision.main(["--sheet", str(sheet), "--screenshots", str(folder)]) == 0
    shots = [QImage(str(folder / name)) for name in SCREENSHOTS.values()]
    assert all(not shot.isNull() for shot in shots)
    whole = QImage(str(sheet))
    assert whole.height() == shots[0].height()
    assert whole.width() > 3 * shots[0].width()
    normal, deuteranopia, protanopia = shots
    assert normal != deuteranopia != protanopia != normal
