"""Build Gin Desktop as a standalone app for the platform this runs on:

    uv run --group packaging python packaging/build.py

PyInstaller builds the one-folder, windowed app from ``gin-desktop.spec`` into
``dist/gin-desktop-<version>-<platform>-<machine>/``. On Linux that folder also gets the
icon (hicolor sizes and the SVG), the desktop entry, the AppStream metainfo, an install
and an uninstall script for the user's ``~/.local`` and a README, and is packed as
``dist/gin-desktop-<version>-linux-<machine>.tar.xz``. On Windows and macOS the
PyInstaller output is the result (untested here: packaging/README.md).

Prints how long each step took and the sizes; the last line is the app's executable.
"""

from __future__ import annotations

import argparse
import os
import platform
import shutil
import subprocess
import sys
import tarfile
import time
from importlib import metadata
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from gin_desktop.resources import APP_ID, ICON_SIZES  # noqa: E402

SPEC = ROOT / "packaging" / "gin-desktop.spec"
LINUX = ROOT / "packaging" / "linux"
DIST = ROOT / "dist"
WORK = ROOT / "build" / "pyinstaller"
MIB = 2**20


def stage_name() -> str:
    system = {"win32": "windows", "darwin": "macos"}.get(sys.platform, sys.platform)
    machine = platform.machine().lower() or "unknown"
    return f"gin-desktop-{metadata.version('gin-desktop')}-{system}-{machine}"


def folder_size(folder: Path) -> int:
    """Bytes on disk (a link to a library counted once, as the library)."""
    paths = folder.rglob("*")
    return sum(path.stat().st_size for path in paths if path.is_file() and not path.is_symlink())


def run_pyinstaller(stage: Path) -> None:
    """The app into ``stage``: PyInstaller's own process, so its output is its own."""
    command = [sys.executable, "-m", "PyInstaller", "--noconfirm", "--log-level", "WARN"]
    command += ["--distpath", str(stage), "--workpath", str(WORK), str(SPEC)]
    subprocess.run(command, check=True, cwd=ROOT)


def add_desktop_files(stage: Path) -> None:
    """Beside the app: the icon, the desktop entry, the metainfo, the scripts, a README."""
    share = stage / "share"
    for size in ICON_SIZES:
        icon = share / "icons" / "hicolor" / f"{size}x{size}" / "apps" / f"{APP_ID}.png"
        icon.parent.mkdir(parents=True)
        shutil.copy2(ROOT / "gin_desktop" / "resources" / "icons" / f"{size}.png", icon)
    scalable = share / "icons" / "hicolor" / "scalable" / "apps" / f"{APP_ID}.svg"
    scalable.parent.mkdir(parents=True)
    shutil.copy2(ROOT / "resources" / "icons" / "gin-desktop.svg", scalable)
    for kind, name in (("applications", ".desktop"), ("metainfo", ".metainfo.xml")):
        (share / kind).mkdir()
        shutil.copy2(ROOT / "resources" / "linux" / f"{APP_ID}{name}", share / kind)
    for script in ("install.sh", "uninstall.sh", "README.txt"):
        shutil.copy2(LINUX / script, stage / script)


def pack(stage: Path) -> Path:
    """``stage`` as a tar.xz beside it: with the system's tar and a threaded xz when both
    are there (some four times faster), else with Python's tarfile."""
    archive = stage.with_name(f"{stage.name}.tar.xz")
    archive.unlink(missing_ok=True)
    if shutil.which("tar") and shutil.which("xz"):
        env = dict(os.environ, XZ_OPT="-6 -T0")
        command = ["tar", "-cJf", str(archive), "-C", str(stage.parent), stage.name]
        subprocess.run(command, check=True, env=env)
    else:
        with tarfile.open(archive, "w:xz") as tar:
            tar.add(stage, arcname=stage.name)
    return archive


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--no-tarball", action="store_true", help="Linux: skip the tar.xz")
    options = parser.parse_args(argv)
    started = time.monotonic()
    stage = DIST / stage_name()
    shutil.rmtree(stage, ignore_errors=True)
    run_pyinstaller(stage)
    built = time.monotonic()
    print(f"PyInstaller: {built - started:.0f} s, {folder_size(stage) / MIB:.0f} MiB in {stage}")
    executable = stage / "gin-desktop" / ("gin-desktop.exe" if os.name == "nt" else "gin-desktop")
    if sys.platform.startswith("linux"):
        add_desktop_files(stage)
        if not options.no_tarball:
            archive = pack(stage)
            packed = time.monotonic()
            size = archive.stat().st_size / MIB
            print(f"tarball: {packed - built:.0f} s, {size:.0f} MiB: {archive}")
    elif sys.platform == "darwin":
        executable = stage / "Gin Desktop.app" / "Contents" / "MacOS" / "gin-desktop"
    print(f"built in {time.monotonic() - started:.0f} s")
    print(executable)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
