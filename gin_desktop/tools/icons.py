"""Generate the application's icon files from its one SVG, with Qt's own renderer and
image writers: ``uv run python -m gin_desktop.tools.icons``.

Writes, from ``resources/icons/gin-desktop.svg``:

- ``gin_desktop/resources/icons/<size>.png`` for every size of ``ICON_SIZES``: what the
  running game and the Linux install use;
- ``resources/icons/gin-desktop.ico`` (Windows: the executable's icon) and
  ``resources/icons/gin-desktop.icns`` (macOS: the bundle's icon).

Each image is the SVG rendered at its size by ``QSvgRenderer`` and encoded as PNG by
``QImageWriter``. Qt's own ICO and ICNS writers put one image in a file; a desktop wants
every size in one, so the PNGs are laid into the two containers here (both formats
accept PNG images; their headers are a few fixed fields). Qt's readers read them back.
The outputs are committed; run this again after changing the SVG.
"""

from __future__ import annotations

import argparse
import os
import struct
import sys
from collections.abc import Sequence
from pathlib import Path

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QRectF, Qt
from PySide6.QtGui import QGuiApplication, QImage, QImageWriter, QPainter
from PySide6.QtSvg import QSvgRenderer

from gin_desktop.resources import ICON_SIZES

ROOT = Path(__file__).resolve().parents[2]
SVG = ROOT / "resources" / "icons" / "gin-desktop.svg"
PNG_FOLDER = ROOT / "gin_desktop" / "resources" / "icons"
ICO = SVG.with_suffix(".ico")
ICNS = SVG.with_suffix(".icns")

ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
"""Windows' sizes; 256 is the largest an ICO entry can say."""
ICNS_TYPES = (
    (b"icp4", 16),
    (b"icp5", 32),
    (b"icp6", 64),
    (b"ic07", 128),
    (b"ic08", 256),
    (b"ic09", 512),
    (b"ic10", 1024),  # 512 at twice the density
    (b"ic11", 32),  # 16 at twice the density
    (b"ic12", 64),  # 32 at twice the density
    (b"ic13", 256),  # 128 at twice the density
    (b"ic14", 512),  # 256 at twice the density
)
"""The ICNS image types that hold a PNG, and their sizes in pixels."""


def render(renderer: QSvgRenderer, size: int) -> QImage:
    """The SVG drawn on a transparent square of ``size`` pixels."""
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    renderer.render(painter, QRectF(0, 0, size, size))
    painter.end()
    return image.convertToFormat(QImage.Format.Format_ARGB32)


def png_bytes(image: QImage) -> bytes:
    """``image`` encoded as PNG by Qt's writer."""
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    writer = QImageWriter(buffer, QByteArray(b"png"))
    if not writer.write(image):
        raise RuntimeError(f"Qt could not write a PNG: {writer.errorString()}")
    buffer.close()
    return bytes(data.data())


def ico_bytes(pngs: dict[int, bytes]) -> bytes:
    """An ICO file of PNG images: a directory of 16-byte entries, then the images."""
    header = struct.pack("<HHH", 0, 1, len(pngs))
    offset = len(header) + 16 * len(pngs)
    entries, images = b"", b""
    for size, data in pngs.items():
        side = size % 256  # 0 means 256
        entries += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(data), offset)
        images += data
        offset += len(data)
    return header + entries + images


def icns_bytes(pngs: dict[int, bytes]) -> bytes:
    """An ICNS file: its magic and length, then each image as type, length and PNG."""
    body = b"".join(
        kind + struct.pack(">I", 8 + len(pngs[size])) + pngs[size] for kind, size in ICNS_TYPES
    )
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def generate(svg: Path = SVG) -> dict[Path, bytes]:
    """Every output file and its bytes."""
    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        raise ValueError(f"{svg} is not an SVG Qt can draw")
    needed = sorted({*ICON_SIZES, *ICO_SIZES, *(size for _, size in ICNS_TYPES)})
    pngs = {size: png_bytes(render(renderer, size)) for size in needed}
    outputs = {PNG_FOLDER / f"{size}.png": pngs[size] for size in ICON_SIZES}
    outputs[ICO] = ico_bytes({size: pngs[size] for size in ICO_SIZES})
    outputs[ICNS] = icns_bytes(pngs)
    return outputs


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m gin_desktop.tools.icons", description=__doc__.split("\n\n")[0]
    )
    parser.parse_args(argv)
    # Nothing is shown; the application only settles how Qt encodes (the same bytes as
    # the tests' offscreen application writes).
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    _app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    for path, data in generate().items():
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data)
        print(f"{path.relative_to(ROOT)}  {len(data):,} bytes")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
