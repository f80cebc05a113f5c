"""Settings survive a restart; a damaged settings file costs its bad values, never the game.

Every test keeps its settings in a temporary ini file, and Qt's test mode moves any default
location away from the player's own settings.
"""

from __future__ import annotations

import os
import stat
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings

from gin_desktop.engine import RuleSet
from gin_desktop.session import DEFAULT_SEATS
from gin_desktop.storage import Preferences, Settings, write_text_atomic
from gin_desktop.storage.settings import _DEFAULTS, LEVELS, PAUSE_RANGE_MS


@pytest.fixture
def ini(tmp_path: Path) -> Path:
    return tmp_path / "gin.ini"


def test_a_fresh_file_gives_every_default(ini: Path) -> None:
    settings = Settings.in_file(ini)
    assert settings.rules() == RuleSet()
    assert settings.preferences() == Preferences()
    assert settings.match_seats() == ("", DEFAULT_SEATS)
    assert settings.problems == []


def test_no_default_name_is_kept_in_any_language(ini: Path) -> None:
    """An empty name is the default, worded when shown ("You", "Kamu"): the file never
    holds an English default, and one saved by an earlier version reads as none."""
    ini.write_text("[player]\nname=You\nsecond_name=Player 2\nmode=hotseat\n")
    settings = Settings.in_file(ini)
    assert settings.match_seats() == ("", (("", None), ("", None)))
    settings.save_match_seats("", (("", None), ("", "casual")))
    text = ini.read_text()
    assert "You" not in text and "Player 2" not in text
    assert Settings.in_file(ini).match_seats() == ("", DEFAULT_SEATS)
    assert settings.problems == []


def test_the_defaults_are_in_one_table() -> None:
    assert _DEFAULTS["house_rules/gin_bonus"] == 25
    assert _DEFAULTS["house_rules/big_gin_bonus"] == 31
    assert _DEFAULTS["house_rules/next_dealer"] == "loser"
    assert _DEFAULTS["preferences/animation_speed"] == "normal"
    assert _DEFAULTS["player/seats"] == ""  # none kept: you against the casual computer
    assert _DEFAULTS["preferences/language"] == "system"
    assert len([key for key in _DEFAULTS if key.startswith("house_rules/")]) == len(
        RuleSet().to_dict()
    )


def test_the_levels_are_the_computer_players_levels() -> None:
    from gin_desktop.ai import LEVELS as AI_LEVELS

    assert tuple(LEVELS) == tuple(AI_LEVELS)


def test_house_rules_survive_a_restart(ini: Path) -> None:
    rules = RuleSet.preset("classic_bonuses").with_changes(
        gin_bonus=20, knock_limit=7, next_dealer="alternate", ties_are_undercuts=False
    )
    Settings.in_file(ini).save_rules(rules)
    assert Settings.in_file(ini).rules() == rules
    # A new process reads the file's text, not this process's cache.
    text = ini.read_text()
    assert "gin_bonus=20" in text and "next_dealer=alternate" in text


def test_preferences_and_the_player_survive_a_restart(ini: Path) -> None:
    prefs = Preferences(
        animation_speed="slow",
        computer_pause_ms=1500,
        deck_style="four_colour",
        sort_order="suit",
        confirm_knock=False,
        card_back="red",
        table_colour="burgundy",
    )
    first = Settings.in_file(ini)
    first.save_preferences(prefs)
    first.save_match_seats("", (("  Citra ", None), ("", "expert")))
    again = Settings.in_file(ini)
    assert again.preferences() == prefs
    assert again.preferences().four_colour
    assert again.match_seats() == ("", (("Citra", None), ("", "expert")))


def test_values_written_by_hand_are_read_as_their_types(ini: Path) -> None:
    """An ini file holds text: "20", "true", "alternate" become 20, True, "alternate"."""
    ini.write_text(
        "[house_rules]\ngin_bonus=20\nend_bonuses=true\noklahoma=1\nnext_dealer=winner\n"
        "[preferences]\ncomputer_pause_ms= 250\nconfirm_knock=false\n"
    )
    settings = Settings.in_file(ini)
    rules = settings.rules()
    assert (rules.gin_bonus, rules.end_bonuses, rules.oklahoma) == (20, True, True)
    assert rules.next_dealer == "winner"
    prefs = settings.preferences()
    assert (prefs.computer_pause_ms, prefs.confirm_knock) == (250, False)
    assert settings.problems == []


@pytest.mark.parametrize(
    ("key", "text"),
    [
        ("knock_limit", "99"),  # out of range (0..25)
        ("knock_limit", "-1"),
        ("gin_bonus", "lots"),  # not a number
        ("target_score", "5"),  # below 10
        ("big_gin_enabled", "perhaps"),  # not a yes or no
        ("next_dealer", "dealer"),  # not a choice
        ("box_bonus", "12.5"),  # not a whole number
    ],
)
def test_a_bad_house_rule_is_reported_and_its_default_used(ini: Path, key: str, text: str) -> None:
    ini.write_text(f"[house_rules]\n{key}={text}\nundercut_bonus=10\n")
    settings = Settings.in_file(ini)
    rules = settings.rules()
    assert getattr(rules, key) == getattr(RuleSet(), key)
    assert rules.undercut_bonus == 10, "the good values next to a bad one are kept"
    assert len(settings.problems) == 1
    assert key in settings.problems[0] and text in settings.problems[0]


def test_bad_preferences_and_player_are_reported(ini: Path) -> None:
    ini.write_text(
        "[preferences]\nanimation_speed=warp\ncomputer_pause_ms=99999\ndeck_style=two_colour\n"
        "[player]\nname=" + "A" * 200 + "\nlevel=grandmaster\n"
    )
    settings = Settings.in_file(ini)
    assert settings.preferences() == Preferences()
    assert settings.match_seats() == ("", DEFAULT_SEATS)
    assert len(settings.problems) == 4


def test_an_unknown_back_or_felt_is_refused(ini: Path) -> None:
    with pytest.raises(ValueError, match="card_back must be one of navy, red, not 'gold'"):
        Preferences(card_back="gold")  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="table_colour must be one of green, "):
        Preferences(table_colour="pink")  # type: ignore[arg-type]
    ini.write_text("[preferences]\ncard_back=gold\ntable_colour=pink\nsort_order=rank\n")
    settings = Settings.in_file(ini)
    prefs = settings.preferences()
    assert (prefs.card_back, prefs.table_colour) == ("navy", "green")
    assert prefs.sort_order == "rank", "the good value beside the bad ones is kept"
    assert len(settings.problems) == 2
    assert "card_back" in settings.problems[0] and "gold" in settings.problems[0]
    assert "table_colour" in settings.problems[1] and "pink" in settings.problems[1]


def test_an_unreadable_file_starts_with_the_defaults(ini: Path) -> None:
    ini.write_bytes(b"\x00\xff[house_rules\n=\n\x00garbage=\xfe\n")
    settings = Settings.in_file(ini)
    assert settings.rules() == RuleSet()
    assert settings.preferences() == Preferences()


def test_unknown_keys_from_another_version_are_ignored(ini: Path) -> None:
    ini.write_text("[house_rules]\nwild_cards=4\ngin_bonus=10\n")
    settings = Settings.in_file(ini)
    assert settings.rules().gin_bonus == 10
    assert settings.problems == []


def test_saving_refuses_what_could_not_be_read_back(ini: Path) -> None:
    settings = Settings.in_file(ini)
    with pytest.raises(ValueError):
        settings.save_match_seats("", (("A" * 200, None), ("", "casual")))
    with pytest.raises(ValueError):
        settings.save_match_seats("", (("Ana", None), ("", "grandmaster")))
    with pytest.raises(ValueError):
        settings.save_match_seats("tarot", (("Ana", None), ("", "casual")))
    with pytest.raises(ValueError):
        Preferences(computer_pause_ms=PAUSE_RANGE_MS[1] + 1)
    with pytest.raises(ValueError):
        Preferences(animation_speed="warp")  # type: ignore[arg-type]


def test_the_default_location_belongs_to_gin_desktop() -> None:
    """Nothing is written: Qt's test mode would put it under ~/.qttest anyway."""
    settings = Settings()
    qsettings = QSettings("Gin Desktop", "Gin Desktop")
    assert settings.file_name == qsettings.fileName()
    assert "Gin Desktop" in settings.file_name
    if sys.platform.startswith("linux"):  # test mode: not the player's ~/.config
        assert "qttest" in settings.file_name


def test_an_atomic_write_replaces_the_whole_file(tmp_path: Path) -> None:
    target = tmp_path / "log.txt"
    target.write_text("old")
    write_text_atomic(target, "new ♠ text\n")
    assert target.read_text(encoding="utf-8") == "new ♠ text\n"
    assert [p.name for p in tmp_path.iterdir()] == ["log.txt"], "no temporary file is left"


def test_the_seats_of_a_hot_seat_match_and_the_docks_survive_a_restart(ini: Path) -> None:
    first = Settings.in_file(ini)
    assert not first.panel_shown("match_log") and not first.panel_shown("score_sheet")
    first.save_match_seats("", (("Ana", None), (" Budi ", None)))
    first.save_panel_shown("score_sheet", True)
    again = Settings.in_file(ini)
    assert again.match_seats() == ("", (("Ana", None), ("Budi", None)))
    assert again.panel_shown("score_sheet") and not again.panel_shown("match_log")
    with pytest.raises(ValueError):
        again.save_match_seats("", (("Ana", None), ("Budi", "online")))


def test_a_bad_mode_or_second_name_is_reported(ini: Path) -> None:
    ini.write_text(
        "[player]\nmode=online\nsecond_name=" + "B" * 200 + "\n[window]\nmatch_log=maybe\n"
    )
    settings = Settings.in_file(ini)
    assert settings.match_seats() == ("", DEFAULT_SEATS)
    assert not settings.panel_shown("match_log")
    assert len(settings.problems) == 3


@pytest.mark.parametrize(
    ("content", "why"),
    [
        (b"\x8f\x00\xff[[[=\n==\x00", "NUL bytes"),
        (b"[General]\nplayer_name=A\x00na\n", "NUL bytes"),
        (b"[General]\nplayer_name=Ana\nknock_li", "line 3 is not a setting"),
        (b"[General]\nplayer_name=\xe9\xff\n", "not text"),
        (b"[Gen\n", "Qt cannot read it"),
    ],
)
def test_a_damaged_settings_file_is_reported_and_kept_aside(
    ini: Path, content: bytes, why: str
) -> None:
    ini.write_bytes(content)
    settings = Settings.in_file(ini)
    (problem,) = settings.problems
    assert why in problem and "kept as gin.ini.damaged-" in problem
    (kept,) = ini.parent.glob("gin.ini.damaged-*")
    assert kept.read_bytes() == content, "the damaged file is kept as it was"
    assert settings.rules() == RuleSet() and settings.match_seats() == ("", DEFAULT_SEATS)
    settings.save_rules(RuleSet(knock_limit=7))
    assert kept.read_bytes() == content, "and never written over"
    assert Settings.in_file(ini).rules().knock_limit == 7


def test_a_huge_stored_value_is_quoted_in_a_short_message(ini: Path) -> None:
    ini.write_text("[house_rules]\nknock_limit=" + "9" * 100_000 + "\n", encoding="utf-8")
    settings = Settings.in_file(ini)
    settings.rules()
    (problem,) = settings.problems
    assert "knock_limit" in problem and len(problem) <= 200


OLD = Path(__file__).parents[1] / "data" / "settings-before"
"""Settings files written by the game before the seats were kept as a table."""


@pytest.mark.parametrize(
    ("name", "game", "seats"),
    [
        ("computer", "", (("Ana", None), ("", "strong"))),
        ("hotseat", "", (("Budi", None), ("Citra", None))),
        ("hotseat-before-seat-tables", "", (("Budi", None), ("Citra", None))),
        ("ginski-four", "ginski", (("Dewi", None), ("", "casual"), ("Eko", None), ("", "expert"))),
    ],
)
def test_settings_of_an_earlier_version_are_migrated_once(
    tmp_path: Path, name: str, game: str, seats: tuple[object, ...]
) -> None:
    """The player's name, level, mode and second name become the seats (a table kept
    beside them wins), once: the old keys go, and everything else is read as before."""
    ini = tmp_path / f"{name}.ini"
    ini.write_bytes((OLD / f"{name}.ini").read_bytes())
    settings = Settings.in_file(ini)
    assert settings.match_seats() == (game, seats) and settings.problems == []
    text = ini.read_text(encoding="utf-8")
    assert not any(f"{key}=" in text for key in ("\nname", "level", "mode", "second_name"))
    assert Settings.in_file(ini).match_seats() == (game, seats)
    if name == "computer":
        assert settings.rules() == RuleSet.preset("oklahoma").with_changes(gin_bonus=20)
        assert settings.preferences().language == "id"


FIFO_CHECK = """
import sys
from PySide6.QtCore import QCoreApplication
from gin_desktop.engine import RuleSet
from gin_desktop.storage import Settings
app = QCoreApplication([])
settings = Settings.in_file(sys.argv[1]) if len(sys.argv) > 1 else Settings()
settings.save_rules(RuleSet(gin_bonus=20))
print(Settings.in_file(settings.file_name).rules().gin_bonus)
print(" | ".join(settings.problems))
"""


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are a POSIX thing")
@pytest.mark.parametrize("where", ["given", "native"])
def test_a_settings_file_that_is_a_pipe_is_set_aside_and_the_game_starts(tmp_path, where):
    """A FIFO where the settings file belongs (issue 65) hung the start with no window:
    it is moved aside before Qt opens it, the defaults are used and the player told."""
    config = tmp_path / "config"
    native = config / "Gin Desktop" / "Gin Desktop.conf"
    given = tmp_path / "settings.ini"
    pipe = given if where == "given" else native
    pipe.parent.mkdir(parents=True, exist_ok=True)
    os.mkfifo(pipe)
    argv = [str(given)] if where == "given" else []
    env = {**os.environ, "XDG_CONFIG_HOME": str(config), "QT_QPA_PLATFORM": "offscreen"}
    done = subprocess.run(
        [sys.executable, "-c", FIFO_CHECK, *argv],
        capture_output=True,
        text=True,
        timeout=120,
        env=env,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    saved, problems = done.stdout.splitlines()[:2]
    assert saved == "20", "a settings file of its own is written where the pipe was"
    assert "not a regular file" in problems and ".damaged-" in problems
    kept = [p for p in pipe.parent.iterdir() if p.name.startswith(f"{pipe.name}.damaged-")]
    assert len(kept) == 1 and stat.S_ISFIFO(kept[0].stat().st_mode), "the pipe kept aside"
