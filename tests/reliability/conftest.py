"""The reliability suite drives the real window as tests/ui does: its fixtures are these."""

from tests.ui.conftest import _fusion, _garbage_collected_after_each_test, make_window, store

__all__ = ["_fusion", "_garbage_collected_after_each_test", "make_window", "store"]
