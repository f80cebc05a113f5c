"""Bad input to the facade is refused with a ValueError that names the problem and quotes
at most QUOTE_LIMIT characters of the input (``tools/bad_input.py`` lists the cases; the
``badinput`` benchmark times them)."""

from __future__ import annotations

import pytest

from gin_desktop.engine.cards import QUOTE_LIMIT
from gin_desktop.tools.bad_input import CASES, HUGE_TOKEN, MANY_CARDS, main, verdict

NAMES = [name for name, _ in CASES]


@pytest.mark.parametrize(("name", "call"), CASES, ids=NAMES)
def test_bad_input_raises_a_short_value_error(name: str, call: object) -> None:
    assert callable(call)
    with pytest.raises(ValueError) as refused:
        call()
    message = str(refused.value)
    assert message, name
    assert HUGE_TOKEN[: QUOTE_LIMIT + 1] not in message
    assert MANY_CARDS[: QUOTE_LIMIT + 1] not in message
    assert len(message) <= 2 * QUOTE_LIMIT + 100, message


def test_every_kind_of_bad_input_has_a_case() -> None:
    """Duplicates, wrong types, twelve cards or more, megabyte tokens (issue 21)."""
    wanted = ("twice", "text", "numbers", "twelve", "megabyte")
    assert all(any(word in name for name in NAMES) for word in wanted)


def test_the_tool_checks_every_case_and_says_the_total(capsys: pytest.CaptureFixture[str]) -> None:
    """``python -m gin_desktop.tools.bad_input``: issue 45's cases among them."""
    assert main() == 0
    out = capsys.readouterr().out
    assert f"{len(CASES)} of {len(CASES)} cases refused" in out
    wanted = ("10^300", "right-to-left", "zero-width", "nested without end", "one name twice")
    assert all(any(word in name for name in NAMES) for word in wanted)


def test_the_tool_names_a_case_let_through() -> None:
    assert verdict(lambda: 7) == "accepted"
    assert verdict(lambda: [].pop()).startswith("IndexError instead of ValueError")
