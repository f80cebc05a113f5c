"""The running game's tests start Qt, and once a window, as tests/ui does: its fixtures."""

from tests.ui.conftest import _fusion, _garbage_collected_after_each_test, make_window, store

__all__ = ["_fusion", "_garbage_collected_after_each_test", "make_window", "store"]
