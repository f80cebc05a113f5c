"""The desktop entry and the AppStream metadata agree with the game: one name for the
desktop (the entry's file, its icon, the metainfo's id, what the game tells Qt), the
release is the package's version, and every screenshot is a file in docs/screenshots.
(The validators themselves run in .ci/run, which installs them.)"""

from __future__ import annotations

import configparser
import xml.etree.ElementTree as ET
from importlib import metadata
from pathlib import Path

from gin_desktop.resources import APP_ID

ROOT = Path(__file__).resolve().parents[1]
LINUX = ROOT / "resources" / "linux"
DESKTOP = LINUX / f"{APP_ID}.desktop"
METAINFO = LINUX / f"{APP_ID}.metainfo.xml"


def entry() -> configparser.SectionProxy:
    parser = configparser.ConfigParser(interpolation=None)
    parser.optionxform = str  # type: ignore[assignment,method-assign]
    parser.read(DESKTOP, encoding="utf-8")
    return parser["Desktop Entry"]


def test_the_desktop_entry_names_the_game_in_both_languages() -> None:
    desktop = entry()
    assert desktop["Icon"] == APP_ID
    assert desktop["Categories"] == "Game;CardGame;"
    assert desktop["Exec"] == "gin-desktop"  # the install script writes the full path
    for key in ("Name", "Comment", "Keywords"):
        assert desktop[f"{key}[id]"]
    assert desktop["Comment[id]"] == "Main Gin Rummy melawan komputer atau bergantian dengan teman"


def test_the_metainfo_is_of_this_game_and_its_version() -> None:
    root = ET.parse(METAINFO).getroot()
    assert root.findtext("id") == APP_ID
    assert root.findtext("launchable") == DESKTOP.name
    releases = [release.get("version") for release in root.iter("release")]
    assert releases[0] == metadata.version("gin-desktop")
    rating = root.find("content_rating")
    assert rating is not None and rating.get("type") == "oars-1.1"
    lang = "{http://www.w3.org/XML/1998/namespace}lang"
    assert any(summary.get(lang) == "id" for summary in root.iter("summary"))


def test_every_screenshot_is_a_file_of_the_repository() -> None:
    images = [image.text or "" for image in ET.parse(METAINFO).getroot().iter("image")]
    assert images
    for image in images:
        folder, _, name = image.rpartition("/main/")
        assert folder and (ROOT / name).is_file(), image
